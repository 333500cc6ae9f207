"""The in-game menu on the simulator: a page it opens (log, rules) lets the board's view go, the
menu builds the view again while it is read, so B back to the game only draws; the pages'
modules leave the heap; a selection move repaints two rows the same as a whole repaint."""

import pytest
import simrun

SCREEN_BG = simrun.panel_model.rgb565(16, 32, 64)  # console/colours.py
PANEL_Y = 85  # console/gamemenu.py: the in-game menu's panel from there down
PRIVATE_BG = simrun.panel_model.rgb565(48, 16, 64)  # console/colours.py PANEL_BG: private only
TAKE = ["wait 100", "press a", "press a", "wait 200"]  # Continue, the player takes the console

# Per pass of the game screen's enter(): was its view built when it was entered? Per frame of
# the game: which of the pages' modules are in the heap.
PROBE = """
import sys
import hal
from console import gamescreen
PAGES = ("console.textpages", "console.logpage", "console.gamelog", "console.keytest",
         "games.tigris.rules_text")
_enter = gamescreen.GameScreen.enter
def _probe_enter(self):
    print("enter: view built", self.view is not None)
    return _enter(self)
gamescreen.GameScreen.enter = _probe_enter
_frame = hal.Board.frame
def _probe_frame(self, ticks):
    screen = sys.modules["console.app"].App.running.screen
    if getattr(screen, "is_play", False):
        print("game frame:", ticks, " ".join(m for m in PAGES if m in sys.modules))
    return _frame(self, ticks)
hal.Board.frame = _probe_frame
from console import app
_begin = app.App.begin
def _probe_begin(self):
    app.App.running = self
    return _begin(self)
app.App.begin = _probe_begin
app.run()
"""


def run_probe(script, save_dir, tmp_path, extra=""):
    probe = tmp_path / "probe.py"
    app = "from console import app\n"
    probe.write_text(PROBE.replace(app, extra + app))
    run = simrun.run(script, save_dir, program=str(probe))
    assert run.returncode == 0, run.output
    enters = [line.split()[-1] == "True" for line in run.output.splitlines()
              if line.startswith("enter: view built")]
    frames = [line.split()[2:] for line in run.output.splitlines()
              if line.startswith("game frame:")]
    return run, enters, frames


def test_back_to_the_game_after_a_page_finds_its_view_built(save_dir, tmp_path):
    # The log, then the rules: back on the menu, a few quiet passes build the view again; B then
    # only draws the board, the same board as a menu opened and closed with no page.
    script = TAKE + ["shot board",
                     "press menu", "press down", "press down", "press a", "wait 100",
                     "press b", "wait 300",
                     "press down", "press a", "wait 100", "press b", "wait 300",
                     "press b", "wait 200", "shot back",
                     "press menu", "press b", "wait 200", "shot plain"]
    run, enters, frames = run_probe(script, save_dir, tmp_path)
    times = simrun.shot_times(script)
    # Entered: after Continue's load, after each menu (the view built again, then kept).
    assert enters[-2:] == [True, True], enters
    assert run.frame_at(times["back"]).memory == run.frame_at(times["board"]).memory
    assert run.frame_at(times["plain"]).memory == run.frame_at(times["board"]).memory
    # No page's module is left in the game's heap once the board is back (the rules' text
    # stayed there before, for the rest of the game).
    late = [f for f in frames if int(f[0]) >= times["back"] - 200]
    assert late and all(len(f) == 1 for f in late), late


def test_b_pressed_before_the_menu_built_the_view_builds_the_rest_on_its_key(save_dir,
                                                                             tmp_path):
    # The menu's passes cut short after the heap's sweep and one module (as when B follows the
    # page's B at once): the game screen's enter() builds the rest, the same board again; the
    # next page lets go every module the view brought, those loaded ahead included, and the
    # menu after it builds the whole view again.
    # The step's module is patched once it is first made (it is let go with the pages).
    steps = """
import builtins
STEPS = [-1]  # -1: not patched yet
_import = builtins.__import__
def _probe_import(name, *args):
    module = _import(name, *args)
    try:  # not by getattr: the build renames the function, not a string
        ahead = sys.modules["console.viewahead"]
        _step = ahead.build_step
    except (KeyError, AttributeError):  # not loaded, or not made yet
        return module
    if STEPS[0] < 0:
        STEPS[0] = 0
        def _probe_step(play):
            STEPS[0] += 1
            if STEPS[0] <= 2:
                _step(play)
        ahead.build_step = _probe_step
    return module
builtins.__import__ = _probe_import
"""
    script = TAKE + ["shot board", "press menu", "press down", "press down", "press a",
                     "wait 100", "press b", "wait 300", "press b", "wait 200", "shot back",
                     "press menu", "press down", "press down", "press a", "wait 100",
                     "press b", "wait 300", "press b", "wait 200", "shot again"]
    run, enters, frames = run_probe(script, save_dir, tmp_path, steps)
    times = simrun.shot_times(script)
    assert enters[-2:] == [False, True], enters
    board = run.frame_at(times["board"]).memory
    assert run.frame_at(times["back"]).memory == board
    assert run.frame_at(times["again"]).memory == board
    late = [f for f in frames if int(f[0]) >= times["back"] - 200]
    assert late and all(len(f) == 1 for f in late), late


def test_a_selection_move_repaints_the_menu_as_a_whole_repaint_does(save_dir):
    # DOWN twice repaints two rows a move; the log page and B back repaint the whole menu with
    # the same row selected: the same panel, and above it the ground where the game was (the
    # page covered it: console/gamemenu.py).
    script = TAKE + ["press menu", "shot menu", "press down", "press down", "wait 100",
                     "shot moved",
                     "press a", "wait 100", "press b", "wait 100", "shot whole"]
    run = simrun.run(script, save_dir)
    assert run.returncode == 0, run.output
    times = simrun.shot_times(script)
    moved = run.frame_at(times["moved"])
    whole = run.frame_at(times["whole"])
    panel = PANEL_Y * 320 * 2
    assert moved.memory[panel:] == whole.memory[panel:]
    assert whole.colours(0, 0, 320, PANEL_Y) == {SCREEN_BG}
    assert moved.colours(0, 0, 320, PANEL_Y) != {SCREEN_BG}  # the game's board, above it
    down = [sent for t, heap, sent in run.figures if times["menu"] <= t < times["moved"]]
    assert len(down) == 2 and max(down) < 2 * 320 * 24 * 2, down  # two rows, not the list


def test_the_rules_first_frame_is_their_first_screen_with_the_count(save_dir):
    # The rules' key cuts only the first page into screens; the count of screens is the
    # rules' own (rules_text.py SCREENS), so its one frame has the keys' line too, as when the
    # screen is turned to again (a whole repaint), and no pass after it draws anything.
    script = TAKE + ["press menu", "press down", "press down", "press down", "shot before",
                     "press a", "wait 300", "shot rules",
                     "press down", "press up", "wait 100", "shot again"]
    run = simrun.run(script, save_dir)
    assert run.returncode == 0, run.output
    times = simrun.shot_times(script)
    frames = [f for f in run.frames if times["before"] <= f.ticks < times["rules"]]
    assert len(frames) == 1, [f.ticks for f in frames]
    first = frames[0]
    assert len(first.colours(0, 221, 320, 19)) > 1  # the keys' line: "Page 1 of 15 ..."
    assert first.memory == run.frame_at(times["again"]).memory


@pytest.mark.parametrize("close", ["b", "menu"])
def test_the_menu_is_a_panel_over_the_board_and_b_redraws_only_what_it_covered(save_dir, close):
    # The board's rows above the panel stay as they were while the menu is up; B back draws
    # only the board's rows under the panel and the strip, and the screen is the board again.
    # MENU again closes it as B does (a play-test pressed it and nothing happened).
    script = TAKE + ["shot board", "press menu", "wait 100", "shot menu", "press " + close,
                     "wait 200", "shot back"]
    run = simrun.run(script, save_dir)
    assert run.returncode == 0, run.output
    times = simrun.shot_times(script)
    board = run.frame_at(times["board"]).memory
    menu = run.frame_at(times["menu"]).memory
    panel = PANEL_Y * 320 * 2
    assert menu[:panel] == board[:panel] and menu[panel:] != board[panel:]
    assert run.frame_at(times["back"]).memory == board
    sent = [s for t, heap, s in run.figures if times["menu"] <= t <= times["back"] and s]
    # The panel's rows and the board's from the last row it reaches (80) down, not 240 rows.
    assert len(sent) == 1 and sent[0] < 320 * (240 - 80) * 2 * 1.1, sent


def test_menu_with_reveal_held_covers_the_whole_screen(save_dir):
    # TE-13: the private panel (over the board's first rows or its last) must not outlast
    # REVEAL, which the menu does not watch: with it held, the menu covers everything; let go
    # while the menu is up, the board comes back without the panel.
    script = TAKE + ["hold reveal 200", "shot revealed", "press menu", "wait 100",
                     "shot menu", "release reveal", "wait 100", "press b", "wait 200",
                     "shot back"]
    run = simrun.run(script, save_dir)
    assert run.returncode == 0, run.output
    times = simrun.shot_times(script)
    assert PRIVATE_BG in run.frame_at(times["revealed"]).colours(0, 0, 320, 240)
    menu = run.frame_at(times["menu"])
    assert menu.colours(0, 0, 320, PANEL_Y) == {SCREEN_BG}
    assert PRIVATE_BG not in menu.colours(0, 0, 320, 240)
    assert PRIVATE_BG not in run.frame_at(times["back"]).colours(0, 0, 320, 240)


def test_the_rules_turn_to_their_last_screen_and_stop_there(save_dir):
    # The pages after the first are cut as they are turned to: all 15 of Tigris's screens
    # (rules_text.py SCREENS) come, each new, and RIGHT on the last stays on it.
    script = TAKE + ["press menu", "press down", "press down", "press down", "press a",
                     "wait 300"]
    for k in range(2, 17):
        script += ["press right", "wait 50", "shot s%d" % k]
    run = simrun.run(script, save_dir)
    assert run.returncode == 0, run.output
    times = simrun.shot_times(script)
    lines = slice(28 * 640, 218 * 640)  # the ten lines of text (console/page.py TEXT_TOP_Y)
    body = [bytes(run.frame_at(times["s%d" % k]).memory[lines]) for k in range(2, 17)]
    assert len(set(body[:14])) == 14  # screens 2 to 15, each its own
    assert body[14] == body[13]  # no 16th


def test_reveal_let_go_with_menu_in_the_same_pass_leaves_no_panel_above_the_menu(save_dir):
    # TE-13: the private panel over the board's first rows (the cursor low on the board) goes
    # with REVEAL let go, even when MENU comes in the same pass and the menu leaves those rows
    # in view.
    script = TAKE + ["press down"] * 7 + ["hold reveal 200", "shot revealed",
                                          "release reveal 0", "press menu", "wait 100",
                                          "shot menu"]
    run = simrun.run(script, save_dir)
    assert run.returncode == 0, run.output
    times = simrun.shot_times(script)
    assert PRIVATE_BG in run.frame_at(times["revealed"]).colours(0, 0, 320, 40)
    release, menu = [t for t, line in run.script.steps if line in ("release reveal 0",
                                                                   "press menu")]
    assert release == menu  # latched together: one pass
    shown = run.frame_at(times["menu"])
    assert PRIVATE_BG not in shown.colours(0, 0, 320, 240)
    assert shown.colours(0, 0, 320, PANEL_Y) != {SCREEN_BG}  # over the board, which stays
