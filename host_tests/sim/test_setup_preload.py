"""The new-game page loads the game's modules while the table chooses, so Start only builds it.

Observed from outside, as the panel and the heap figures the simulator records show it: after a
quiet spell on the setup page the heap holds the game's modules (games/tigris/setup.py PRELOAD),
Start then reaches the first hand-over with them, and backing out to the title lets them go.
"""

import re

import headless
import pytest
from panel_model import rgb565

# The engine, the flow and the view are tens of KB on this port; the setup page alone is a few.
PRELOADED_AT_LEAST = 30 * 1024


# New game, then a quiet spell on the setup page: the game's modules load.
SETUP_LOADED = ["wait 100", "press a          # New game",
                "wait 3000        # the game's modules load"]
# Start from the setup page's first row, then the first player takes the console.
START = ["press up         # to the Start row (the last one)",
         "press a          # Start the game: the first hand-over",
         "wait 600", "press a          # the first player takes the console", "wait 300",
         "shot board"]
LAND = rgb565(222, 203, 160)  # console/colours.py


def board_is_up(frame):
    """Most of the board's place is plain land."""
    return frame.region565(0, 0, 320, 220).count(LAND) > 320 * 220 // 4


def heap_after(run, t_ms):
    """The live heap of the first frame drawn at or after t_ms."""
    return next(f.heap_used for f in run.frames if f.ticks >= t_ms)


@pytest.mark.usefixtures("repo_build")  # rebuilds build/sim
def test_quiet_setup_page_loads_the_game_and_the_title_lets_it_go(tmp_path):
    script = "\n".join([
        "wait 100",
        "press a          # New game: the setup page",
        "wait 300",
        "press down       # a key soon after: nothing loaded yet",
        "wait 3000        # the table chooses: the quiet passes load the game",
        "press up         # a redraw, to read the heap",
        "wait 300",
        "press b          # back to the title",
        "wait 500",
    ]) + "\n"
    run = headless.run_script(script, save_dir=str(tmp_path / "saves"))
    assert run.returncode == 0, run.output
    early = heap_after(run, 500)
    late = heap_after(run, 3500)
    title = run.frames[-1].heap_used
    assert late - early > PRELOADED_AT_LEAST, (early, late)
    # Back on the title the modules' heap is free again (the names they interned stay: the
    # interpreter never frees those, hence not all the way down to `early`).
    assert late - title > PRELOADED_AT_LEAST, (late, title)


@pytest.mark.usefixtures("repo_build")  # rebuilds build/sim
def test_start_after_a_quiet_setup_page_plays(tmp_path):
    run = headless.run_script("\n".join(SETUP_LOADED + START) + "\n",
                              save_dir=str(tmp_path / "saves"))
    assert run.returncode == 0, run.output
    assert "Error" not in run.output, run.output
    assert board_is_up(run.shots["board"])


@pytest.mark.usefixtures("repo_build")  # rebuilds build/sim
def test_back_from_a_loaded_setup_page_is_at_once_and_the_next_start_begins_afresh(tmp_path):
    # B on the setup page once it has loaded the game: the title at once, no restart of the
    # console (console/screenchange.py leave_play). The names the game's modules interned
    # stay, so the next Start restarts the console first (console/launch.py start) and the
    # game plays.
    script = SETUP_LOADED + ["press b          # back to the title", "wait 100", "shot title",
                             "press a          # New game again", "wait 300"] + START
    run = headless.run_script("\n".join(script) + "\n", save_dir=str(tmp_path / "saves"))
    assert run.returncode == 0, run.output
    resets = [int(t) for t in re.findall(r"sim: soft reset at (\d+) ms", run.output)]
    assert len(resets) == 1 and resets[0] > 3600, resets  # at Start, none at B
    assert run.shots["title"].pixel565(2, 120) == rgb565(16, 32, 64)  # colours.py SCREEN_BG
    assert board_is_up(run.shots["board"])
