"""Start on a new Tigris & Euphrates game (console/launch.py first_card): the game is dealt and
its first hand-over goes up at once, from the game's card as Continue's (games/tigris/card.py),
its flow and view built in the next pass behind the panel; keys pressed meanwhile are not lost;
the setup's code (engine_core/tigris/deal.py) and the glyphs the title's pages held are not
kept while the game is played."""

import games_sim
import keydriver
import simrun

PANEL_TOP = 160  # console/common.py handover_top: a new game's panel tells no lines yet


def test_start_draws_the_new_games_own_hand_over_at_once_and_the_table_around_it(tmp_path):
    games_sim.check_start(keydriver.setup_script(3), str(tmp_path / "saves"), PANEL_TOP)


def test_keys_pressed_while_the_new_game_is_built_go_to_the_game(tmp_path):
    games_sim.check_keys_while_starting(keydriver.setup_script(3), str(tmp_path / "saves"))


# Boots like main.py and counts the game's frames that had the setup's module loaded, and
# those that had the body face's glyphs held in the heap (as the title's and the setup
# page's passes before them do).
DEAL_PROBE = """
import builtins, sys
import hal
from console import app
from fonts import writer
seen = set()
held = [0, 0]
_import = builtins.__import__
def _record(name, *args):
    seen.add(name)
    return _import(name, *args)
builtins.__import__ = _record
counts = [0, 0]
_frame = hal.Board.frame
def _probe(self, ticks):
    if "console.gamescreen" in sys.modules and "console.launch" not in sys.modules:
        counts[0] += 1
        if "engine_core.tigris.deal" in sys.modules:
            counts[1] += 1
        if writer.held[1] is not None:
            held[1] += 1
    return _frame(self, ticks)
hal.Board.frame = _probe
_take = hal.Board.take_key
def _pass(self):
    if writer.held[1] is not None and "console.gamescreen" not in sys.modules:
        held[0] += 1  # a pass of the title or the setup page with the glyphs held
    return _take(self)
hal.Board.take_key = _pass
try:
    app.run()
finally:
    print("frames:", counts[0], counts[1], "deal" in seen or ".deal" in seen)
    print("held:", held[0], held[1])
"""


def test_the_setups_code_goes_once_the_game_is_dealt(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text(DEAL_PROBE)
    folder = str(tmp_path / "saves")
    game_keys = ["wait 300", "press a", "wait 200", "press right", "press down", "wait 200"]
    setup = keydriver.setup_script(3)
    # The table reads the setup page before Start: its quiet passes hold the glyphs and load
    # the game's modules (console/page.py load_ahead).
    setup = setup[:-2] + ["wait 1500"] + setup[-2:]
    run = simrun.run(setup + game_keys, folder, keep_frames=False, program=str(probe))
    assert run.returncode == 0, run.output
    line = [w for w in run.output.splitlines() if w.startswith("frames:")][-1].split()
    assert line[3] == "True"  # the deal ran in this process
    assert int(line[1]) >= 3 and line[2] == "0", line  # game frames, none holding it
    # The title and the setup page held the glyphs; the game's frames hold none.
    held = [w for w in run.output.splitlines() if w.startswith("held:")][-1].split()
    assert int(held[1]) > 0 and held[2] == "0", held


# Records, at each key the title takes, whether the selected game's setup page was loaded,
# and whether the body face's glyphs were held in the heap (console/page.py hold_glyphs).
TITLE_PROBE = """
import sys
from console import app, title
from fonts import writer
seen = []
held = []
_update = title.Title.update
def _probe(self, pressed, held_keys, now):
    if pressed:
        seen.append("games.tigris.setup" in sys.modules)
        held.append(writer.held[1] is not None)
    return _update(self, pressed, held_keys, now)
title.Title.update = _probe
try:
    app.run()
finally:
    print("setup loaded at the title's keys:", seen)
    print("glyphs held at the title's keys:", held)
"""


def test_the_title_loads_the_new_game_page_while_it_waits_and_draws_it_the_same(tmp_path):
    # console/title.py idle: on a New game row, the title's quiet passes hold the body face's
    # glyphs in the heap and load the game's setup page, so New game only draws it, from the
    # held glyphs; a key pressed at once loads it itself and draws from the font's file.
    # Either way the page is the same, pixel for pixel.
    probe = tmp_path / "probe.py"
    probe.write_text(TITLE_PROBE)
    frames = {}
    for wait in (100, 1500):
        steps = ["wait %d" % wait, "press a", "wait 300", "shot page"]
        folder = str(tmp_path / ("saves%d" % wait))
        run = simrun.run(steps, folder, program=str(probe))
        assert run.returncode == 0, run.output
        for start in ("setup loaded", "glyphs held"):
            line = [w for w in run.output.splitlines() if w.startswith(start)][-1]
            assert line.endswith("[%s]" % (wait > 1000)), (wait, line)
        frames[wait] = run.frame_at(simrun.shot_times(steps)["page"]).memory
    assert frames[100] == frames[1500]
