"""The firmware on the simulator: after a watchdog reset it resumes the saved game without the
title, and a game in progress, run from the .mpy build, never loads the engine's text notation
(it only costs heap)."""

import keydriver
import simrun
from panel_model import rgb565

# Colours from firmware/console/LAYOUT.md (8-bit RGB, made RGB565 by the decoder's rule).
SCREEN_BG = rgb565(16, 32, 64)  # title and menus
HANDOVER_BG = rgb565(0, 60, 50)
LAND = rgb565(222, 203, 160)
RIVER = rgb565(150, 200, 235)
STEPS = ["wait 100", "shot first", "press a", "shot after_a"]


def board_is_up(frame):
    # Board cells: every 20x20 cell has LAND or RIVER ground; no page background in the board.
    seen = frame.colours(0, 0, 320, 220)
    return (LAND in seen or RIVER in seen) and SCREEN_BG not in seen and HANDOVER_BG not in seen


def test_watchdog_reset_resumes_the_saved_game_directly(save_dir):
    times = simrun.shot_times(STEPS)
    resumed = simrun.run(STEPS, save_dir, extra_env={"SIM_RESET_CAUSE": "watchdog"})
    assert resumed.returncode == 0, resumed.output
    # The hand-over page of the player to move comes first (TE-13), then A shows the board.
    assert resumed.frame_at(times["first"]).pixel565(2, 230) == HANDOVER_BG
    assert SCREEN_BG not in resumed.frames[0].colours(0, 0, 320, 240)  # no title frame at all
    assert board_is_up(resumed.frame_at(times["after_a"]))
    # The same keys after an ordinary power-up: the title comes first and A only continues.
    normal = simrun.run(STEPS, save_dir)
    assert normal.returncode == 0, normal.output
    assert normal.frame_at(times["first"]).pixel565(2, 120) == SCREEN_BG
    assert normal.frame_at(times["after_a"]).pixel565(2, 230) == HANDOVER_BG


# Boots like main.py, records every import statement the firmware executes (`from a import b`
# as "a" and "a.b"), and lists the modules loaded when its process ends (the hal's SystemExit:
# the script's end or a soft reset).
IMPORT_PROBE = """
import builtins, sys
seen = set()  # each name once: the firmware runs some imports once per action
_import = builtins.__import__
def _record(name, *args):
    seen.add(name)
    names = args[2] if len(args) > 2 else None  # the fromlist (a bool for a plain import)
    if isinstance(names, tuple):
        for item in names:
            seen.add(name + "." + item)
    return _import(name, *args)
builtins.__import__ = _record
from console import app
try:
    app.run()
finally:  # the hal's SystemExit: the script's end, or a soft reset the loop restarts
    print("imported:", " ".join(seen))
    print("app_file:", app.__file__)
    print("loaded:", " ".join(sorted(sys.modules)))
"""


def test_a_game_in_progress_never_loads_the_notation(save_dir, tmp_path):
    game = keydriver.game_from_save_dir(save_dir)
    driver = keydriver.KeyDriver(game, seed=3, swap_bias=0.3)
    driver.restart()
    while driver.actions < 25 and not driver.game.is_over():
        driver.step()
    # Undo and the recent-events page from the in-game menu too, then save and quit to the title.
    script = driver.lines + ["press menu", "press down", "press a", "wait 100",
                             "press menu", "press down", "press down", "press a", "wait 100",
                             "press b", "press menu", "press up", "press a", "wait 200"]
    probe = tmp_path / "probe.py"
    probe.write_text(IMPORT_PROBE)
    run = simrun.run(script, save_dir, keep_frames=False, program=str(probe))
    assert run.returncode == 0, run.output
    # Starting and leaving a game soft-reset the console (console/launch.py restart_to): each
    # interpreter prints its own three lines, the one that ran the game among them.
    blocks = []
    for line in run.output.splitlines():
        if line.startswith("imported:"):
            blocks.append({})
        if ":" in line and blocks:
            key, value = line.split(":", 1)
            blocks[-1][key] = value
    # (The title's look at the save loads the engine too, in the process before the game's.)
    lines = [b for b in blocks if "console.gamescreen" in b["imported"].split()][0]
    imported = lines["imported"].split()
    assert "engine_core.tigris.flow" in imported  # the engine really ran in this process
    text_modules = ("notation", "position_text", "grid_text")
    for name in text_modules:
        assert name not in imported and "engine_core.tigris." + name not in imported
        assert "engine_core.tigris." + name not in lines["loaded"].split()
    assert lines["app_file"].strip().endswith("app.mpy")  # the application ran from .mpy
    # The in-game menu page was used and is dropped again with the game (console/app.py).
    assert "console.gamemenu" in imported
    assert "console.gamemenu" not in lines["loaded"].split()


FRAME_PROBE = """
import sys
import hal
from console import app
counts = {"play": 0, "store": 0}
_frame = hal.Board.frame
def _probe(self, ticks):
    if "console.gamescreen" in sys.modules and "console.launch" not in sys.modules:
        counts["play"] += 1
        if "console.savestore" in sys.modules:
            counts["store"] += 1
    return _frame(self, ticks)
hal.Board.frame = _probe
try:
    app.run()
finally:  # as IMPORT_PROBE
    print("frames:", counts["play"], counts["store"])
"""


def test_the_save_store_is_loaded_only_to_save_while_a_game_runs(save_dir, tmp_path):
    # Saves run after a key's frame (console/app.py saver): between them the save store's
    # module is not in the heap, in any frame of a game, and every action is still saved.
    game = keydriver.game_from_save_dir(save_dir)
    driver = keydriver.KeyDriver(game, seed=4)
    driver.restart()
    while driver.actions < 12 and not driver.game.is_over():
        driver.step()
    probe = tmp_path / "probe.py"
    probe.write_text(FRAME_PROBE)
    run = simrun.run(driver.lines + ["wait 300"], save_dir, keep_frames=False,
                     program=str(probe))
    assert run.returncode == 0, run.output
    # Continue soft-resets the console: the interpreter that ran the game prints its counts.
    counts = [[int(n) for n in line.split()[1:]] for line in run.output.splitlines()
              if line.startswith("frames:")]
    play, with_store = max(counts)
    assert play > 50 and with_store == 0
    assert keydriver.game_from_save_dir(save_dir).encode() == driver.game.encode()


def played_then_quit(save_dir, actions):
    """`actions` actions typed on the saved game, then "Save and quit" to the title."""
    game = keydriver.game_from_save_dir(save_dir)
    driver = keydriver.KeyDriver(game, seed=3, swap_bias=0.0)
    driver.restart()
    while driver.actions < actions:
        driver.step()
    run = simrun.run(driver.lines + ["wait 200", "press menu", "press up", "press a",
                                     "wait 300"], save_dir, keep_frames=False)
    assert run.returncode == 0, run.output


def test_continue_shows_the_games_own_hand_over_at_once_and_loads_the_game_behind_it(save_dir):
    played_then_quit(save_dir, 3)  # lines told since the last hand-over, for it to tell again
    # The game's own first hand-over, from a resume that skips the title (a watchdog reset).
    direct = simrun.run(["wait 300", "shot handover"], save_dir,
                        extra_env={"SIM_RESET_CAUSE": "watchdog"})
    assert direct.returncode == 0, direct.output
    steps = ["wait 100", "press a", "wait 1000", "shot handover", "press a", "wait 200",
             "shot board"]
    run = simrun.run(steps, save_dir)
    assert run.returncode == 0, run.output
    times = simrun.shot_times(steps)
    page = run.frame_at(times["handover"])
    assert page.memory == direct.frame_at(simrun.shot_times(["wait 300", "shot handover"])[
        "handover"]).memory  # pixel for pixel, the lines told again among them
    assert page.pixel565(2, 230) == HANDOVER_BG
    assert board_is_up(run.frame_at(times["board"]))
    # Two frames between Continue and A: the hand-over, drawn before the game was loaded (its
    # heap far below the game's), then the board's rows above it, drawn by the loaded game,
    # which took the panel over without drawing it again (games/tigris/view.py keep_handover).
    presses = [t for t, mask in run.script.events if mask]
    between = [(t, heap) for t, heap, sent in run.figures if presses[0] <= t < presses[1]
               and sent]
    assert len(between) == 2, between
    board_heap = [heap for t, heap, sent in run.figures if t >= presses[1] and sent][0]
    assert between[0][1] < board_heap - 24 * 1024, (between, board_heap)
    first = [f for f in run.frames if presses[0] <= f.ticks < presses[1]][0]
    top = min(y for y in range(0, 240, 20) if page.pixel565(2, y) == HANDOVER_BG)
    assert first.memory[320 * top * 2:] == page.memory[320 * top * 2:]  # the panel, as it stays
    assert SCREEN_BG in first.colours(0, 0, 320, top)  # the board's ground, the board to come


def test_a_key_pressed_while_the_game_loads_goes_to_the_game(save_dir):
    # MENU right after Continue, while the game is still loading: the loading ends at once and
    # the game's menu opens, as it does once the game is up; B comes back to the hand-over.
    early = ["wait 100", "hold a 15", "hold menu 100", "release a menu", "wait 300",
             "shot menu", "press b", "wait 300", "shot back"]
    late = ["wait 100", "press a", "wait 500", "press menu", "wait 300", "shot menu"]
    run = simrun.run(early, save_dir)
    assert run.returncode == 0, run.output
    settled = simrun.run(late, save_dir)
    assert settled.returncode == 0, settled.output
    menu = run.frame_at(simrun.shot_times(early)["menu"])
    assert menu.memory == settled.frame_at(simrun.shot_times(late)["menu"]).memory
    assert menu.pixel565(2, 230) != HANDOVER_BG
    assert run.frame_at(simrun.shot_times(early)["back"]).pixel565(2, 230) == HANDOVER_BG


def test_continue_does_not_check_again_the_save_the_title_just_checked(save_dir, tmp_path):
    # The title's look at the save decodes it with every check (console/shelfcheck.py, in the
    # interpreter the console boots in); the game's own interpreter takes the same bytes, known
    # by their CRC, without loading the whole-state checker again: its names would stay in the
    # string pool for the whole game (console/launch.py best).
    played_then_quit(save_dir, 3)
    probe = tmp_path / "probe.py"
    probe.write_text(IMPORT_PROBE)
    run = simrun.run(["wait 100", "press a", "wait 500", "press a", "wait 200"], save_dir,
                     keep_frames=False, program=str(probe))
    assert run.returncode == 0, run.output
    blocks = [line.split(":", 1)[1].split() for line in run.output.splitlines()
              if line.startswith("imported:")]
    looked = [b for b in blocks if "console.shelfcheck" in b]
    played = [b for b in blocks if "console.gamescreen" in b]
    assert len(looked) == 1 and len(played) == 1, blocks
    assert "validate" in looked[0]  # the title's look checked the save in full
    assert "validate" not in played[0] and "engine_core.tigris.validate" not in played[0]
    assert "console.shelfcheck" not in played[0]
    # Nor does it read the game's log again: the title's card of the game read what its first
    # hand-over tells (games/tigris/card.py), and the flow takes that (console/launch.py).
    assert "console.gamelog" in looked[0] and "console.gamelog" not in played[0]
