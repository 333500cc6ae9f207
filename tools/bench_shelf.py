"""`make bench-keys`, the new games: per key of Contest of Kings and Assyria, the time from the key
edge to the panel's last byte, with the same runs, columns and device ESTIMATE as
tools/bench_keys.py (whose constants and measuring this reuses).

Each game: a 3-player game played 30 actions into the game by the engine with seeded random
legal moves, saved with the firmware's own save code, then resumed on the console from the
title and continued through the keys by the host tests' key drivers (host_tests/games_kings,
host_tests/games_assyria: legal actions turned into key presses), with REVEAL and VIEW presses,
then the game's menu and its pages.
A key that drew more than one frame before the next key (Continue: its page at once, then the
game's table drawn behind it while the console is passed) has a second row, its first frame.
Then each game started new from the title: New game, its setup page's rows, Start (the first
hand-over at once, the game built behind it) and the hand-over's A.

  tools/bench_shelf.py [RUNS] [--baseline REV]   REV's build too, its runs taking turns
  tools/bench_shelf.py --count [--baseline REV]  counted, not timed (bench_keys.py --count)
"""

import argparse
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, os.path.join(ROOT, "firmware"))
sys.path.insert(0, ROOT)
for folder in ("games_kings", "games_assyria"):
    sys.path.insert(0, os.path.join(ROOT, "host_tests", folder))

import bench_keys  # noqa: E402
from console import savestore  # noqa: E402  (firmware/console/savestore.py runs on CPython)

import build  # noqa: E402

ACTIONS_BEFORE = 30
LOG_LINES = 250  # a whole 3-player game's log: Contest of Kings ~200 lines, Assyria ~180
ACTIONS_TYPED = 14
# Then the game's menu, as bench_keys.py's Tigris game has it: MENU and back, the log and the
# rules (each lets the table's view go), back to the menu (which builds the view again while
# it is read) and back to the game.
MENU_KEYS = "\n".join([
    "press menu         # the game's menu", "wait 300",
    "press b            # back to the game", "wait 300",
    "press menu", "wait 300", "press down", "press down",
    "press a            # Game log", "wait 300",
    "press b            # back to the menu", "wait 300",
    "press down",
    "press a            # Rules", "wait 300",
    "press down         # its next screen", "press b            # back to the menu",
    "wait 300",
    "press b            # back to the game", "wait 500",
]) + "\n"


def scenario(work, slot, payload, driver, flow):
    """A save `ACTIONS_BEFORE` actions in, with a whole game's log file beside it, and the key
    script that resumes and plays on. The log is those actions' lines in the words of the
    game's `flow` module, told again until it is LOG_LINES long: the Game log key reads
    its file whole to find its lines (console/gamelog.py scan), so it is timed on a late
    game's file, not on the few lines of the actions typed."""
    folder = os.path.join(work, slot)
    os.makedirs(folder)
    told = []
    while driver.actions < ACTIONS_BEFORE:
        a = driver.choose()
        g = driver.game
        told.append(flow.name(g, g.current_player()) + ": " + flow.action_words(a))
        driver.play(a)
    with open(os.path.join(folder, slot + ".bin"), "wb") as f:
        f.write(savestore.encode(payload.pack(driver.game)))
    with open(os.path.join(folder, slot + ".log"), "w") as f:
        for seq in range(1, LOG_LINES + 1):
            f.write("%d - %s\n" % (seq, told[seq % len(told)]))
    driver.lines = []
    driver.restart()
    # A person reads the title before Continue: its quiet passes load what Continue runs
    # (console/title.py idle), as in bench_keys.py's Tigris game.
    driver.lines[0] = "wait 1500"
    stop = driver.actions + ACTIONS_TYPED
    while driver.actions < stop and not driver.game.is_over():
        driver.step()
    return "\n".join(driver.lines + ["wait 300"]) + "\n", folder


def kings(work):
    import kingsdriver
    from games.kings import flow, payload

    from engine_core.kings import Game

    d = kingsdriver.KingsDriver(Game.new([0, 1, 2], 11), seed=11)
    text, folder = scenario(work, "kings", payload, d, flow)
    text += "press a\nhold reveal 300\nrelease reveal\npress red\nhold reveal 200\n" \
            "release reveal\npress right\npress b\npress leader\npress blue\npress down\n" \
            "press b\nwait 200\n" + MENU_KEYS
    return "Contest of Kings: resume, %d actions by keys, REVEAL, the menu" % ACTIONS_TYPED, \
        text, folder


def assyria(work):
    import assyriadriver
    from games.assyria import flow, payload

    from engine_core.assyria import Game

    d = assyriadriver.AssyriaDriver(Game.new(3, 11), seed=11)
    text, folder = scenario(work, "assyria", payload, d, flow)
    text += "press a\npress pass\npress pass\npress pass\npress right\npress down\nwait 200\n" \
        + MENU_KEYS
    return "Assyria: resume, %d actions by keys, VIEW, the menu" % ACTIONS_TYPED, text, folder


def new_game(work, driver_module, name):
    """A new game's keys from the title (no save): the driver's setup page keys, with a
    person's pauses: on the game's New row (the title loads its setup page meanwhile,
    console/title.py idle) and over the setup page (which loads the game, its PRELOAD), then
    Start, the first hand-over's A."""
    setup = driver_module.setup_script(3)
    to_row = setup.index("press a")
    lines = setup[:to_row] + ["wait 1500  # the title read", "press a  # New game"]
    lines += setup[to_row + 1:-2] + [
        "wait 2500          # the table chooses",
        "press a            # Start the game: to the first hand-over",
        "wait 300",
        "press a            # hand-over: A to the table",
        "wait 200",
    ]
    folder = os.path.join(work, "new-" + name)
    os.makedirs(folder)
    return "%s: a new game" % name, "\n".join(lines) + "\n", folder


def kings_new(work):
    import kingsdriver

    return new_game(work, kingsdriver, "Contest of Kings")


def assyria_new(work):
    import assyriadriver

    return new_game(work, assyriadriver, "Assyria")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("repeat", type=int, nargs="?", default=3, help="runs per game")
    parser.add_argument("--baseline", metavar="REV", help="git revision to compare with")
    parser.add_argument("--count", action="store_true",
                        help="count instructions under callgrind instead of timing (one run)")
    args = parser.parse_args(argv)
    if args.count:
        args.repeat = 1  # a count is the same on every run
    build_dirs = [build.build_sim()]
    worst = 0.0
    heap = bench_keys.headless.HEAP
    # What the hal's stand-ins cost beyond C calls, taken out of each key as bench_keys does.
    excess = (bench_keys.standin_count if args.count else bench_keys.standin_excess)(
        build_dirs[0])
    with tempfile.TemporaryDirectory() as work:
        if args.baseline:
            build_dirs.append(bench_keys.baseline_build(args.baseline, work))
            print("base ms: the device estimate of %s's build, its runs taking turns with this "
                  "tree's" % args.baseline)
        for make in (kings, assyria, kings_new, assyria_new):
            name, text, saves = make(work)
            print("\n%s (%s, -X heapsize=%s)" % (
                name, "counted" if args.count else "fastest of %d runs" % args.repeat, heap))
            tables = bench_keys.bench(build_dirs, text, saves, heap, args.repeat, excess,
                                      args.count)
            base = tables[1] if len(tables) > 1 else None
            worst = max(worst, bench_keys.print_rows(tables[0], base, args.count))
    print("\nslowest key of the new games, device estimate: %.1f ms" % worst)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
