"""The title looks at the saves once, then shows itself on a clean heap: Continue goes on at once.

Looking at a save loads its game's engine, whose names the interpreter keeps for good. So the
console soft-resets once with what it found (console/title.py title), and the game that Continue
or Start asks for then starts in that same interpreter, without a second reset
(console/launch.py start). The simulator says when it restarts (tools/sim/hal.py soft_reset).
"""

import re

import demo
import headless
import pytest
import screen_facts as sf


@pytest.mark.usefixtures("repo_build")  # rebuilds build/sim
def test_continue_starts_the_game_without_another_reset(tmp_path):
    folder = str(tmp_path / "saves")
    demo.prepare(folder)
    script = "\n".join([
        "wait 600           # power-up, the saves looked at, the console restarted once",
        "shot title",
        "press a            # Continue saved game",
        "wait 40",
        "shot handover",
    ]) + "\n"
    run = headless.run_script(script, save_dir=folder)
    assert run.returncode == 0, run.output
    colours = sf.palette()
    assert sf.count(run.shots["title"], colours["HANDOVER_BG"]) == 0
    assert run.shots["handover"].pixel565(2, 230) == colours["HANDOVER_BG"]  # its panel
    resets = [int(t) for t in re.findall(r"sim: soft reset at (\d+) ms", run.output)]
    assert len(resets) == 1 and resets[0] < 600, resets  # before the title, none after Continue
