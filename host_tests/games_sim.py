"""A game played on the simulator through its key driver (kingsdriver, assyriadriver): set up
from the title, then played on in runs of a new firmware process each, resumed from the save."""

import json
import os
import shutil

import mpy_run
import simrun
from panel_model import rgb565

HEAP = "160K"  # the heap for the whole firmware with a game running
# A game's peak under HEAP: 2,880 bytes under the issues' 120 KB on purpose. That is 120 KiB,
# 122,880 bytes (the K of -X heapsize=160K), as firmware_app/test_app.py reads it. They peak
# at ~109 KB (~117 KB before names that never meet shared the interpreter's own names).
PEAK_BUDGET = 120_000


def started(driver_module, tmp_path, players=3, heap=HEAP):
    """(save folder, the game set up through the title's keys, that run)."""
    folder = str(tmp_path / "saves")
    run = simrun.run(driver_module.setup_script(players), folder, heap=heap, keep_frames=False)
    assert run.returncode == 0, run.output
    game = driver_module.game_from_save_dir(folder)
    assert game.num_players == players and not game.is_over()
    return folder, game, run


def play_in_runs(driver_module, folder, driver, per_run, limit=100000, heap=HEAP):
    """Plays on from the save, a new firmware process every `per_run` actions (each resumes
    from the previous one's save through the title's Continue); the runs, each checked to have
    saved the driver's own position."""
    runs = []
    while not driver.game.is_over() and driver.actions < limit:
        driver.lines = []
        driver.restart()
        stop = driver.actions + per_run
        while not driver.game.is_over() and driver.actions < stop:
            driver.step()
        run = simrun.run(driver.lines + ["wait 300"], folder, heap=heap, keep_frames=False)
        assert run.returncode == 0, run.output
        saved = driver_module.game_from_save_dir(folder)
        assert saved.to_text() == driver.game.to_text()
        runs.append(run)
    return runs


# Continue on a saved game whose hand-over is a panel over its public table (console/resumepage.py
# with the game's card.py): the checks both games share.
WATCHDOG = {"SIM_RESET_CAUSE": "watchdog"}  # resumes the save at once, without the title
SCREEN_BG = rgb565(16, 32, 64)  # console/colours.py: the table's ground
ROW = 320 * 2  # bytes of a frame's row


def copy_of(folder, name):
    """A copy of the save folder for one run: a run that takes the console marks the log
    (`seq H s`), and the next run's first hand-over tells what the seat had not seen since."""
    copy = "%s-%s" % (folder, name)
    shutil.copytree(folder, copy)
    return copy


def direct_resume(folder, steps, heap=HEAP):
    """The game's own frames for `steps` after a resume that skips the title and its card."""
    run = simrun.run(steps, copy_of(folder, "direct"), heap=heap, extra_env=WATCHDOG)
    assert run.returncode == 0, run.output
    return run


def check_continue(folder, top, heap=HEAP):
    """Continue puts up the panel at once, where the game draws it, on the table's ground; the
    frame after it (the game loaded meanwhile) draws the table around it: the game's own first
    hand-over, pixel for pixel. A then only takes the panel away: the frame of the same A on
    the game's own hand-over. Returns the run."""
    own_steps = ["wait 1000", "shot handover", "press a", "wait 300", "shot board"]
    own = direct_resume(folder, own_steps, heap)
    steps = ["wait 100", "press a", "wait 1000", "shot handover", "press a", "wait 300",
             "shot board"]
    run = simrun.run(steps, copy_of(folder, "continue"), heap=heap)
    assert run.returncode == 0, run.output
    mine, theirs = simrun.shot_times(steps), simrun.shot_times(own_steps)
    for name in ("handover", "board"):
        assert run.frame_at(mine[name]).memory == own.frame_at(theirs[name]).memory, name
    presses = [t for t, mask in run.script.events if mask]
    between = [f for f in run.frames if presses[0] <= f.ticks < presses[1]]
    assert len(between) == 2, [f.ticks for f in between]  # the page, then the table around it
    page, table = between
    hand = own.frame_at(theirs["handover"])
    assert page.memory[top * ROW:] == hand.memory[top * ROW:]  # the panel, as the game's
    assert page.colours(0, 0, 320, top) == {SCREEN_BG}  # the ground: no table before it loads
    assert page.heap_used < table.heap_used - 16 * 1024, (page.heap_used, table.heap_used)
    # The load and the table's frame follow the panel's with no sleep of the loop between them
    # (console/app.py one_pass, the page's `again`): on the script's clock, no time passes.
    assert table.ticks == page.ticks, (page.ticks, table.ticks)
    # A: the panel's rows and the lines under the table, as the same A on the game's own
    # hand-over sends them, and far from a whole table's bytes (320 x 240 x 2).
    after = sum(f.spi_bytes for f in run.frames if f.ticks >= presses[1])
    own_a = [t for t, mask in own.script.events if mask][0]
    assert after == sum(f.spi_bytes for f in own.frames if f.ticks >= own_a)
    assert after < 320 * 240 * 2 * 2 // 3, after
    return run


def check_menu_pages(folder, heap=HEAP):
    """The in-game menu over the game's table (console/gamemenu.py): its log and its rules let
    the table's view go, the menu builds it again while it is read, and B back draws the same
    table as a menu opened and closed with no page, pixel for pixel. Returns the run."""
    steps = ["wait 300", "press a", "wait 300", "shot table",  # the hand-over's A
             "press menu", "press down", "press down", "press a", "wait 300",  # the log
             "press b", "wait 300", "press down", "press a", "wait 300",  # the rules
             "press down", "press b", "wait 300", "press b", "wait 300", "shot back",
             "press menu", "wait 100", "press b", "wait 300", "shot plain"]
    run = direct_resume(folder, steps, heap)
    times = simrun.shot_times(steps)
    table = run.frame_at(times["table"]).memory
    # The log, the menu after it (over the whole screen), the rules, their next screen, the
    # menu again, the game drawn whole: whole screens (the first menu is a panel).
    screens = [f for f in run.frames if times["table"] < f.ticks < times["back"] - 300 and
               f.spi_bytes >= 150_000]
    assert len(screens) >= 6, [(f.ticks, f.spi_bytes) for f in run.frames]
    assert run.frame_at(times["back"]).memory == table
    assert run.frame_at(times["plain"]).memory == table
    # The pages' heap: a page over the game, with what the game holds all through it (its
    # MENU_AHEAD, HOLD_GLYPHS: the menu's modules, the body face's glyphs), stays in the game's
    # budget.
    peak = max(heap for t, heap, sent in run.figures)
    print("menu pages: peak heap %d bytes at %s" % (peak, heap))
    assert peak < PEAK_BUDGET
    return run


# The firmware as main.py runs it, the loading page's passes taking some of a Pico's time on
# the script's clock (the simulator's take none): its card's frame CARD_MS, the game's load
# LOAD_MS, the keys' scan going on meanwhile; so a key comes in each pass of
# console/resumepage.py's page. Prints where each key reached the page.
CARD_MS = 100
LOAD_MS = 250
LOAD_PROBE = """
import hal
from console import resumepage

board = hal.setup()
page = resumepage.ResumePage
_update = page.update
_render = page.render


def passes(ms):
    board.now += ms
    board._run_ticks(board.now)


def update(self, pressed, held, now):
    if pressed:
        print("key:", "before its card" if not self.drawn else
              "while loading" if self.screen is None else "before the game")
    loads = self.screen is None and (self.drawn or pressed)
    screen = _update(self, pressed, held, now)
    if loads:
        passes(%d)
    return screen


def render(self):
    drew = _render(self)
    if drew:
        passes(%d)
    return drew


page.update = update
page.render = render
from console import app  # noqa: E402

app.run()
""" % (LOAD_MS, CARD_MS)


def keys_while_loading(script, folder, heap):
    """The run of `script` with LOAD_PROBE, and where its keys reached the loading page."""
    probe = folder + "-probe.py"
    with open(probe, "w") as f:
        f.write(LOAD_PROBE)
    run = simrun.run(script, folder, heap=heap, program=probe)
    assert run.returncode == 0, run.output
    return run, [line[5:] for line in run.output.splitlines() if line.startswith("key: ")]


def check_keys_while_loading(folder, heap=HEAP):
    """MENU pressed a few ms after Continue (before the game has loaded, as it loads, as it
    draws the table) opens the game's menu as it does once the game is up; B comes back to
    the game's own hand-over, and A takes it: no key lost, every frame as the game's own.
    The loads take a Pico's time here (LOAD_PROBE), so MENU reaches each pass of the page."""
    own_steps = ["wait 1000", "shot handover", "press a", "wait 300", "shot board"]
    own = direct_resume(folder, own_steps, heap)
    theirs = simrun.shot_times(own_steps)
    late = ["wait 100", "press a", "wait 1000", "press menu", "wait 300", "shot menu"]
    settled = simrun.run(late, copy_of(folder, "late"), heap=heap)
    assert settled.returncode == 0, settled.output
    menu = settled.frame_at(simrun.shot_times(late)["menu"]).memory
    reached = set()
    for delay in (0, 50, 200, 400, 700):
        early = ["wait 100", "hold a %d" % delay, "hold menu 100", "release a menu", "wait 800",
                 "shot menu", "press b", "wait 300", "shot back", "press a", "wait 300",
                 "shot board"]
        run, keys = keys_while_loading(early, copy_of(folder, "early-%d" % delay), heap)
        reached.update(keys)
        times = simrun.shot_times(early)
        assert run.frame_at(times["menu"]).memory == menu, delay
        assert run.frame_at(times["back"]).memory == own.frame_at(theirs["handover"]).memory, delay
        assert run.frame_at(times["board"]).memory == own.frame_at(theirs["board"]).memory, delay
    assert reached == {"before its card", "while loading", "before the game"}, reached


# Start on a new game (console/launch.py first_card): the game is dealt and its first hand-over
# goes up at once, from the game's card as Continue's; its flow and view are built in the next
# pass, which draws the table around the panel.
def start_steps(setup):
    """The setup page's keys up to Start (`setup` ends with its press and a wait), then the
    first hand-over's frames: Start's, A's."""
    return setup[:-1] + ["wait 1000", "shot handover", "press a", "wait 300", "shot board"]


def check_start(setup, folder, top, heap=HEAP):
    """Start puts up the first hand-over's panel at once, where the game draws it, on the
    table's ground; the frame after it (the game built meanwhile) draws the table around it.
    Both are the game's own first hand-over, pixel for pixel, as a resume of the game's first
    save draws it, and so is A's frame. Returns the run."""
    steps = start_steps(setup)
    run = simrun.run(steps, folder, heap=heap)
    assert run.returncode == 0, run.output
    own_steps = ["wait 1000", "shot handover", "press a", "wait 300", "shot board"]
    own = direct_resume(folder, own_steps, heap)
    mine, theirs = simrun.shot_times(steps), simrun.shot_times(own_steps)
    for name in ("handover", "board"):
        assert run.frame_at(mine[name]).memory == own.frame_at(theirs[name]).memory, name
    presses = [t for t, mask in run.script.events if mask]
    between = [f for f in run.frames if presses[-2] <= f.ticks < presses[-1]]
    assert len(between) == 2, [f.ticks for f in between]  # the panel, then the table around it
    page, table = between
    hand = own.frame_at(theirs["handover"])
    assert page.memory[top * ROW:] == hand.memory[top * ROW:]  # the panel, as the game's
    assert page.colours(0, 0, 320, top) == {SCREEN_BG}  # the ground: no table before it is built
    # The panel's frame came before the flow and the view were built: their heap (8-11 KB in
    # the three games) is not in it.
    assert page.heap_used < table.heap_used - 4 * 1024, (page.heap_used, table.heap_used)
    assert table.ticks == page.ticks, (page.ticks, table.ticks)  # no sleep between: as Continue
    return run


def check_keys_while_starting(setup, folder, heap=HEAP):
    """MENU pressed a few ms after Start (as the panel goes up, as the game is built, as it
    draws the table) opens the game's menu as it does once the game is up; B comes back to the
    first hand-over and A takes it: no key lost, each frame as when the keys come later. The
    deal and the build take a Pico's time here (LOAD_PROBE), so MENU reaches each pass."""
    late = start_steps(setup)[:-5] + ["wait 1000", "press menu", "wait 300", "shot menu",
                                      "press b", "wait 300", "shot back", "press a", "wait 300",
                                      "shot board"]
    settled = simrun.run(late, folder + "-late", heap=heap)
    assert settled.returncode == 0, settled.output
    want = simrun.shot_times(late)
    start = setup[-2]
    assert start.startswith("press a"), setup
    reached = set()
    for k, delay in enumerate((0, 50, 200, 400, 700)):
        early = setup[:-2] + ["hold a %d" % delay, "hold menu 100", "release a menu",
                              "wait 800", "shot menu", "press b", "wait 300", "shot back",
                              "press a", "wait 300", "shot board"]
        run, keys = keys_while_loading(early, folder + "-%d" % k, heap)
        reached.update(keys)
        times = simrun.shot_times(early)
        for name in ("menu", "back", "board"):
            assert run.frame_at(times[name]).memory == settled.frame_at(want[name]).memory, \
                (delay, name)
    assert reached == {"before its card", "while loading", "before the game"}, reached


CARD_OF_SAVE = """
import json
import sys

from console.savestore import SaveStore
from games import part

slot = sys.argv[2]
data, status = SaveStore(sys.argv[1], slot).load()
game = part(slot, "payload").unpack(data)
print(json.dumps(part(slot, "card").card(game, sys.argv[1] + "/" + slot + ".log")))
"""


def card_and_told(driver_module, folder, tmp_path):
    """(the card the title makes of the save in `folder`, as JSON gives it back; the public
    lines of its log told since the seat to play last held the console, which it had not seen,
    or if it holds the console, those told since it took it). The card measures its lines with
    the fonts' code, so it runs under MicroPython (framebuf)."""
    slot = driver_module.SLOT
    seat = driver_module.game_from_save_dir(folder).current_player()
    with open(os.path.join(folder, slot + ".log")) as f:
        marks = [line.split() for line in f]
    last = max(i for i, m in enumerate(marks) if m[1] == "H" and int(m[2]) == seat)
    # Its hold ended at the next seat's mark: what it did itself, it saw.
    ended = next((i for i in range(last + 1, len(marks)) if marks[i][1] == "H"), last)
    told = [" ".join(m[2:]) for m in marks[ended + 1:] if m[1] == "-"]
    script = tmp_path / "card_of_save.py"
    script.write_text(CARD_OF_SAVE)
    out = mpy_run.run_mpy(script=script, extra_path=(mpy_run.REPO,), args=(folder, slot))
    return json.loads(out), told
