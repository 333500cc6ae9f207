"""The new-game page loads the game's modules while the table chooses, so Start only builds it.

Observed from outside, as the panel and the heap figures the simulator records show it: after a
quiet spell on the setup page the heap holds the game's modules (games/tigris/setup.py PRELOAD),
Start then reaches the first hand-over with them, and backing out to the title lets them go.
"""

import headless
from panel_model import rgb565

# The engine, the flow and the view are tens of KB on this port; the setup page alone is a few.
PRELOADED_AT_LEAST = 30 * 1024


def heap_after(run, t_ms):
    """The live heap of the first frame drawn at or after t_ms."""
    return next(f.heap_used for f in run.frames if f.ticks >= t_ms)


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


def test_start_after_a_quiet_setup_page_plays(tmp_path):
    script = "\n".join([
        "wait 100",
        "press a          # New game",
        "wait 3000        # the game's modules load",
        "press up         # to the Start row (the last one)",
        "press a          # Start the game: the first hand-over",
        "wait 300",
        "press a          # the first player takes the console",
        "wait 300",
        "shot board",
    ]) + "\n"
    run = headless.run_script(script, save_dir=str(tmp_path / "saves"))
    assert run.returncode == 0, run.output
    assert "Error" not in run.output, run.output
    # The board is up: most of it is plain land (console/colours.py LAND).
    land = rgb565(222, 203, 160)
    assert run.shots["board"].region565(0, 0, 320, 220).count(land) > 320 * 220 // 4
