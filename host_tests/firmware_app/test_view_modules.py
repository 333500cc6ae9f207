"""Each game's VIEW_MODULES (its ahead.py) are the modules importing its view loads, so the
game screen lets them all go with the view (console/gamescreen.py suspend) even where a page
before the game loaded them ahead; AHEAD holds them, and every module AHEAD and the setup page's
PRELOAD name loads."""

import pytest
from mpy_run import REPO, run_mpy

# Run under MicroPython with the game's id: the console's drawing and the game's flow, save
# decoder and screen loaded first, as the game screen finds them when it builds its view.
PROGRAM = """
import sys
import games
from console import app, gfx, common, keys, colours, page
game_id = sys.argv[1]
desc = games.load(game_id)
games.part(game_id, desc.FLOW)
games.part(game_id, desc.PAYLOAD)
import console.gamescreen
before = set(sys.modules)
games.part(game_id, desc.VIEW)
print(" ".join(sorted(m for m in sys.modules if m not in before)))
ahead = games.part(game_id, "ahead")
print(" ".join(ahead.VIEW_MODULES))
print(" ".join(ahead.AHEAD))
for name in ahead.AHEAD + games.part(game_id, desc.SETUP).PRELOAD:
    __import__(name)
print("all loaded")
"""


@pytest.mark.parametrize("game_id", ["tigris", "kings", "assyria"])
def test_view_modules_are_what_the_view_loads_and_ahead_loads_them(game_id, tmp_path):
    script = tmp_path / "view_modules.py"
    script.write_text(PROGRAM)
    # From source, compiled here: a heap for the compiler, not the Pico's.
    loaded, declared, ahead, done = run_mpy(script=script, extra_path=(REPO,), heapsize="2M",
                                            args=(game_id,)).splitlines()
    assert sorted(declared.split()) == loaded.split()
    ahead = ahead.split()
    assert [m for m in ahead if m in declared.split()] == declared.split()
    assert done == "all loaded"
