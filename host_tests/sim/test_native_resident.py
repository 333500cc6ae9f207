"""Modules with native code stay loaded: the Pico's MicroPython keeps every native function's
machine code for good once loaded, so a native module let go and imported again would leave
its code in the heap each time (console/app.py unload)."""

import os
import re

import headless
from test_sim_build import NATIVE_MODULES

# The game screen's way with its view around an in-game page (console/gamescreen.py suspend
# and enter), six times over, in the image: the heap after each round, and whether the board's
# native passes were ever let go (asked to, with the rest).
PAGE_ROUNDS = """
import gc, sys
from console.app import unload
import games.tigris.view
board = sys.modules["games.tigris.boardpasses"]
heaps = [0] * 6
for i in range(6):
    unload(("games.tigris.view", "games.tigris.boardview", "games.tigris.hud",
            "games.tigris.boardpasses"))
    gc.collect()
    heaps[i] = gc.mem_alloc()
    import games.tigris.view
print(heaps, sys.modules["games.tigris.boardpasses"] is board)
"""


def test_every_native_module_says_it_stays():
    for path in NATIVE_MODULES:
        with open(os.path.join(headless.ROOT, path)) as f:
            assert "\nRESIDENT = True\n" in f.read(), path


def test_a_page_visit_leaves_the_heap_as_it_found_it(sim_build, tmp_path):
    # A copy of the build: running in it adds the host hal, which the build test checks for.
    tree = str(tmp_path / "build")
    headless.build.copy_image(sim_build, tree)
    probe = tmp_path / "rounds.py"
    probe.write_text(PAGE_ROUNDS)
    proc = headless.run_program(tree, str(probe), heap=headless.HEAP)
    assert proc.returncode == 0, proc.stderr
    heaps, same = proc.stdout.strip().rsplit(" ", 1)
    assert same == "True"
    heaps = [int(h) for h in heaps.strip("[]").split(",")]
    # Letting the board's module go and loading it again grew the heap every round (its
    # native code kept): now the rounds after the first leave it as it was.
    assert len(set(heaps[1:])) == 1, heaps


def consts(path):
    with open(os.path.join(headless.ROOT, path)) as f:
        return dict(re.findall(r"^(_[A-Z_]+) = const\((\w+)\)", f.read(), re.M))


def test_the_board_and_its_passes_number_a_cells_flags_alike():
    view = consts("firmware/games/tigris/boardview.py")
    passes = consts("firmware/games/tigris/boardpasses.py")
    shared = set(view) & set(passes)
    assert len(shared) >= 8
    assert {k: view[k] for k in shared} == {k: passes[k] for k in shared}
