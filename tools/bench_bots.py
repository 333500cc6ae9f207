"""Benchmarks the Tigris bots on CPython and on the MicroPython Unix port (not a test).

    python3 tools/bench_bots.py [--games N]
    python3 tools/bench_bots.py --console

Under CPython it measures, then builds the device's .mpy files (tools/build.py, mpy-cross -O3),
runs this same file under `.venv/bin/micropython` and prints both columns with device estimates:
- per-decision time, median and worst, of each level over complete 4-player games in which all
  four seats are bots of that level (every decision a seat is asked, not only turns);
- baseline in the same run: one legal_actions() and one apply()+undo() pair, the costs a
  brute-force bot would pay per candidate;
- heap (MicroPython, -X heapsize=160K): gc.mem_alloc() after gc.collect() with the engine and
  the bots imported, and the peak while a Hard bot thinks in a 4-player game, sampled at every
  progress() call the bot makes (engine, game, bot and its scratch game included); and the worst
  rise of the live heap inside one Hard decision above its start, sampled at every apply() on
  its scratch copies (what the console must have free, in pieces, while a bot thinks).
- `--console`: each bot decision as the console makes it (games/tigris/botturn.py): a 4-player
  game, seat 0 played by a Normal bot standing in for the person, seats 1-3 Hard, each decision
  run through Bot.steps() one step per loop pass; per decision its steps, its Unix-port time
  and longest step (a loop pass that long: keys wait latched meanwhile, the watchdog is fed
  inside it) and the device estimates at tools/bench_keys.py's PICO_FACTOR.
Each time is the best of REPEAT identical runs (a bot's decision is deterministic), which strips
most of what other processes take on a shared machine; on a loaded machine (the load average is
printed) the figures are still upper bounds, as the baseline rows show. Device estimates
multiply the Unix-port time by DEVICE_FACTOR (apply() runs 146x slower on the Pico than here,
the engine brief's figure; legal_actions() 165x, a whole game 97x).
"""

import gc
import sys

MP = sys.implementation.name == "micropython"
import time  # noqa: E402

DEVICE_FACTOR = 146
LIMIT_MS = {"easy": 2000, "normal": 2000, "hard": 10000}  # on the device (issue 17)
LEVELS = ("easy", "normal", "hard")
HEAP = "160K"
REPEAT = 3  # each timing is the best of this many runs of the same call


def now_us():
    if MP:
        return time.ticks_us()
    return time.perf_counter_ns() // 1000


def since_us(t0):
    if MP:
        return time.ticks_diff(time.ticks_us(), t0)
    return now_us() - t0


def median_worst(values):
    s = sorted(values)
    return s[len(s) // 2], s[-1]


def heap_used():
    gc.collect()
    return gc.mem_alloc() if MP else 0


def time_level(level, games, seed):
    from engine_core import tigris as T
    from engine_core.tigris.bots import Bot

    times = []
    legal_us = []
    pair_us = []
    for k in range(games):
        g = T.Game.new([0, 1, 2, 3], T.BOARD_CLASSIC, 0, seed + k)
        g.set_undo_limit(2)
        bots = [Bot(level, seed * 4 + s + 1) for s in range(4)]
        n = 0
        while not g.is_over() and n < 3000:
            bot = bots[g.current_player()]
            # Best of REPEAT: a decision is deterministic and leaves the game as it was, so
            # repeating it only strips the time other processes on this shared machine took.
            best = None
            for _ in range(REPEAT):
                t0 = now_us()
                a = bot.choose(g)
                dt = since_us(t0)
                best = dt if best is None or dt < best else best
            times.append(best)
            if n % 7 == 0:
                lt = pt = None
                for _ in range(REPEAT):
                    t0 = now_us()
                    g.legal_actions()
                    dt = since_us(t0)
                    lt = dt if lt is None or dt < lt else lt
                    t0 = now_us()
                    g.apply(a)
                    g.undo()
                    dt = since_us(t0)
                    pt = dt if pt is None or dt < pt else pt
                legal_us.append(lt)
                pair_us.append(pt)
            g.apply(a)
            n += 1
    print("%s_us %d %d %d" % ((level,) + median_worst(times) + (len(times),)))
    if level == "easy":
        print("legal_us %d %d" % median_worst(legal_us))
        print("apply_undo_us %d %d" % median_worst(pair_us))


def console_decisions(seed):
    """Each bot decision of a game as the console makes it: one Bot.steps() step per pass."""
    from engine_core import tigris as T
    from engine_core.tigris.bots import Bot

    g = T.Game.new([0, 1, 2, 3], T.BOARD_CLASSIC, 0, seed)
    g.set_undo_limit(2)
    levels = ("normal", "hard", "hard", "hard")
    n = 0
    while not g.is_over() and n < 3000:
        seat = g.current_player()
        # As games/tigris/botturn.py: a fresh Bot per decision from the game's seed and seat.
        bot_seed = (seed * 4 + seat + 1) & 0xFFFFFFFF
        best = None
        for _ in range(REPEAT):
            bot = Bot(levels[seat], bot_seed)
            steps = []
            t0 = now_us()
            work = bot.steps(g)
            a = -1
            while a < 0:
                t1 = now_us()
                a = next(work)
                steps.append(since_us(t1))
            total = since_us(t0)
            if best is None or total < best[0]:
                best = (total, max(steps), len(steps))
        if seat:
            print("step %d %s %d %d %d" % (seat, levels[seat], best[0], best[1], best[2]))
        g.apply(a)
        n += 1


def print_console(out, pico_factor):
    """The --console rows (MicroPython's figures) with their device estimates."""
    rows = [v.split() for k, v in out if k == "step"]
    if not rows:
        return
    print("\nbot decisions as the console makes them (seats 1-3 Hard; a step = one loop pass)")
    print("%-4s %-6s %-6s %-14s %-16s %-16s %s" % ("#", "seat", "steps", "unix ms", "longest step",
                                                 "device s (x%d)" % pico_factor, "dev step s"))
    totals = []
    longest = []
    for i, (seat, _level, total, step, count) in enumerate(rows):
        total, step = int(total), int(step)
        totals.append(total)
        longest.append(step)
        print("%-4d %-6s %-6s %-14.1f %-16.1f %-16.2f %.2f" % (
            i + 1, seat, count, total / 1000, step / 1000, total * pico_factor / 1e6,
            step * pico_factor / 1e6))
    totals.sort()
    longest.sort()
    print("%d decisions: median %.1f ms, worst %.1f ms (device %.2f s / %.2f s); longest step "
          "%.1f ms (device %.2f s)" % (
              len(totals), totals[len(totals) // 2] / 1000, totals[-1] / 1000,
              totals[len(totals) // 2] * pico_factor / 1e6, totals[-1] * pico_factor / 1e6,
              longest[-1] / 1000, longest[-1] * pico_factor / 1e6))


def measure_heap(seed):
    base = heap_used()
    from engine_core import tigris as T

    # The scratch game is rebuilt with decode(), so its module is part of what Hard needs.
    from engine_core.tigris import codec  # noqa: F401

    print("engine_heap", heap_used() - base)
    from engine_core.tigris import bot_eval, bot_search, bots  # noqa: F401, I001

    print("import_heap", heap_used() - base)
    peak = [0, 0]  # at progress() calls; inside a decision, above its start

    def progress():
        peak[0] = max(peak[0], heap_used() - base)

    # Inside a decision the heap is sampled at every apply() the bot makes on its scratch
    # copies, where its look-ahead holds the most (the copy, its journal, the events); the
    # rise above the live heap at the decision's start is what the decision needs on top of
    # the game and the console.
    plain_apply = T.Game.apply
    start = [0]

    def sampled_apply(game, action):
        gc.collect()
        peak[1] = max(peak[1], gc.mem_alloc() - start[0])
        return plain_apply(game, action)

    def step(g, bots):
        gc.collect()
        start[0] = gc.mem_alloc()
        T.Game.apply = sampled_apply
        a = bots[g.current_player()].choose(g, progress)
        T.Game.apply = plain_apply
        g.apply(a)

    g = T.Game.new([0, 1, 2, 3], T.BOARD_CLASSIC, 0, seed)
    g.set_undo_limit(2)
    bots_ = [bots.Bot("hard", s + 1) for s in range(4)]
    n = 0
    while not g.is_over() and n < 3000:
        step(g, bots_)
        n += 1
    print("hard_peak_heap", peak[0])
    print("hard_decision_heap", peak[1])


def main(argv):
    games = 2
    if "--games" in argv:
        games = int(argv[argv.index("--games") + 1])
    if MP:
        if "--memory" in argv:
            measure_heap(11)
        elif "--console" in argv:
            console_decisions(7)
        else:
            for level in LEVELS:
                time_level(level, games, 5)
        return
    import os
    import subprocess
    import tempfile

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    sys.path.insert(0, root)
    import contextlib
    import io

    console = "--console" in argv
    buf = io.StringIO()
    if not console:
        with contextlib.redirect_stdout(buf):
            for level in LEVELS:
                time_level(level, games, 5)
    cpy = dict(line.partition(" ")[::2] for line in buf.getvalue().splitlines())

    sys.path.insert(0, os.path.join(root, "tools"))
    import build  # the device build: every module through mpy-cross -O3

    tmp = tempfile.mkdtemp(prefix="bench_bots_")
    build.compile_all(tmp, arch=None)
    env = dict(os.environ, MICROPYPATH=os.path.join(tmp, "lib"))
    mp_bin = os.path.join(root, ".venv", "bin", "micropython")
    me = os.path.abspath(__file__)
    out = {}
    steps = []
    runs = (("4M", ["--console"]),) if console else (
        ("4M", ["--games", str(games)]), (HEAP, ["--memory"]))
    for heap, args in runs:
        proc = subprocess.run(
            [mp_bin, "-X", "heapsize=" + heap, me] + args,
            capture_output=True,
            text=True,
            env=env,
            timeout=3600,
        )
        if proc.returncode:
            print("MicroPython run failed:", (proc.stdout + proc.stderr).strip()[-400:])
        for line in proc.stdout.splitlines():
            key, _, rest = line.partition(" ")
            out[key] = rest
            if key == "step":
                steps.append((key, rest))
    if console:
        from bench_keys import PICO_FACTOR  # the key bench's device calibration, in one place

        print("load average while measuring: %s" % open("/proc/loadavg").read().split()[0])
        print_console(steps, PICO_FACTOR)
        return
    print("complete 4-player games per level: %d (all four seats that level)" % games)
    print("load average while measuring: %s" % open("/proc/loadavg").read().split()[0])
    print(
        "%-34s %-16s %-22s %-18s %s"
        % ("figure", "CPython", "MicroPython unix", "device est. x%d" % DEVICE_FACTOR, "limit")
    )

    def ms(us):
        return "%.1f ms" % (int(us) / 1000)

    for level in LEVELS:
        c = cpy.get(level + "_us", "0 0 0").split()
        m = out.get(level + "_us", "0 0 0").split()
        dev = "%.2f s / %.2f s" % (
            int(m[0]) * DEVICE_FACTOR / 1e6,
            int(m[1]) * DEVICE_FACTOR / 1e6,
        )
        print(
            "%-34s %-16s %-22s %-18s %s"
            % (
                "%s decision median / worst" % level,
                "%s / %s" % (ms(c[0]), ms(c[1])),
                "%s / %s (%s)" % (ms(m[0]), ms(m[1]), m[2]),
                dev,
                "worst < %.0f s" % (LIMIT_MS[level] / 1000),
            )
        )
    for key, label in (
        ("legal_us", "baseline legal_actions()"),
        ("apply_undo_us", "baseline apply()+undo()"),
    ):
        c = cpy.get(key, "0 0").split()
        m = out.get(key, "0 0").split()
        print(
            "%-34s %-16s %-22s %-18s"
            % (
                label + " med / worst",
                "%s / %s" % (ms(c[0]), ms(c[1])),
                "%s / %s" % (ms(m[0]), ms(m[1])),
                "%.0f / %.0f ms"
                % (int(m[0]) * DEVICE_FACTOR / 1000, int(m[1]) * DEVICE_FACTOR / 1000),
            )
        )
    print(
        "%-34s %-16s %-22s"
        % ("heap: engine (+ codec) imported", "-", out.get("engine_heap", "?") + " B")
    )
    print(
        "%-34s %-16s %-22s"
        % ("heap: engine + bots imported", "-", out.get("import_heap", "?") + " B")
    )
    print(
        "%-34s %-16s %-22s %s"
        % (
            "heap peak: + game + Hard thinking",
            "-",
            out.get("hard_peak_heap", "?") + " B (-X heapsize=%s)" % HEAP,
            "",
        )
    )
    print(
        "%-34s %-16s %-22s"
        % ("heap: a Hard decision's rise, worst", "-", out.get("hard_decision_heap", "?") + " B")
    )


if __name__ == "__main__":
    main(sys.argv)
