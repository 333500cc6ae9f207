"""Benchmarks the Contest of Kings engine on CPython and the MicroPython Unix port (not a test).

    python3 tools/bench_kings.py [--games N]

Under CPython it measures, then compiles engine_core/ with mpy-cross (as deployed: -O3 and the
device's source names, bench_engine.compile_engine), runs
this same file under `.venv/bin/micropython` on the .mpy build (timings with a roomy heap, then
memory with -X heapsize=192K) and prints both columns next to the targets and a Pico estimate.
Timings exclude the garbage collector (it runs between calls) and keep the fastest of three
runs of each call (undo in between), so that preemption on a shared machine is not counted.
Figures, over complete random 4-player games (uniform choice among the legal actions, the
longest games there are):
- apply() and legal_actions(): median, p90 and worst per call, in microseconds;
- baseline in the same run: the legal actions found the naive way, by asking check() of every
  action int a turn can name (what legal_actions() would cost without its own walk);
- the largest encode();
- heap (MicroPython, 192K): gc.mem_alloc() after importing the engine, and the peak of a
  4-player game kept as the console keeps it (set_undo_limit(2)), sampled after every apply()
  and while a legal_actions() list is alive, from a frame that list never entered.
Heap estimates for the Pico scale by the Tigris engine's Pico/Unix-port import ratio (27/37 KB).
Device timing estimates use the measured Pico/Unix-port ratios of the Tigris engine (apply 146x,
legal_actions 165x; ../shared notes in the project brief); the Pico's 32-bit objects make its
heap figures smaller than the Unix port's 64-bit ones.
"""

import gc
import sys

# The timing, heap and MicroPython helpers are bench_engine's (this file's folder is on the path
# of both runtimes when it runs as a script).
from bench_engine import compile_engine, heap_used, now_us, run_micropython, since_us, spread

MP = sys.implementation.name == "micropython"


class Rng:
    def __init__(self, seed):
        self.x = seed or 1

    def below(self, n):
        x = self.x
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.x = x
        return x % n


def naive_legal(g):
    """Every action int of the current phase's kinds that check() accepts (the baseline)."""
    out = []
    kinds = (1, 2, 3, 4) if g.phase() == 0 else (5, 6, 7, 8, 9, 10)
    for kind in kinds:
        for a in range(4):
            for b in range(80):
                x = kind << 12 | a << 8 | b
                if g.check(x) is None:
                    out.append(x)
        x = kind << 12 | 255
        if g.check(x) is None:
            out.append(x)
    return out


def measure(games, seed, memory_only):
    """Prints `key value` lines; the CPython side parses them from the MicroPython runs."""
    base = heap_used()
    from engine_core import kings as K

    if MP:
        print("engine_heap", heap_used() - base)
    if memory_only:

        def step(g, rng, peaks):
            legal = g.legal_actions()
            peaks[1] = max(peaks[1], heap_used() - base)
            g.apply(legal[rng.below(len(legal))])

        peaks = [0, 0]
        fresh = K.new_game(4, seed)
        fresh.set_undo_limit(2)
        print("fresh_game_heap", heap_used() - base)
        del fresh
        for k in range(games):
            g = K.new_game(4, seed + k)
            g.set_undo_limit(2)  # as the console runs it
            rng = Rng(seed + k)
            while not g.is_over():
                step(g, rng, peaks)
                peaks[0] = max(peaks[0], heap_used() - base)
        print("game_peak_heap", peaks[0])
        print("game_peak_heap_list", max(peaks))
        return
    apply_us, legal_us, naive_us, sizes, steps = [], [], [], [0], 0
    worst = [0, ""]
    rng = Rng(seed)
    # The collector runs between calls, never inside a timed one: the figures are the engine's
    # own work (a collection's pause depends on the whole program's heap, not on the engine).
    gc.disable()
    for k in range(games):
        g = K.new_game(4, seed + k)
        g.set_undo_limit(2)
        while not g.is_over():
            if steps % 20 == 0:
                gc.collect()
            # Each call is timed three times and the fastest kept: a machine shared with other
            # work preempts now and then, which says nothing about the engine.
            best = 1 << 30
            for _ in range(3):
                t0 = now_us()
                legal = g.legal_actions()
                best = min(best, since_us(t0))
            legal_us.append(best)
            if steps % 25 == 0:
                gc.enable()  # the baseline makes a refusal sentence per action int
                t0 = now_us()
                slow = naive_legal(g)
                naive_us.append(since_us(t0))
                gc.disable()
                if sorted(slow) != sorted(legal):
                    print("naive_disagrees", steps)
                gc.collect()
            action = legal[rng.below(len(legal))]
            dt = 1 << 30
            for again in range(3):
                t0 = now_us()
                g.apply(action)
                dt = min(dt, since_us(t0))
                if again < 2:
                    g.undo()
            apply_us.append(dt)
            if dt > worst[0]:
                worst[0], worst[1] = dt, g.action_to_text(action)
            sizes[0] = max(sizes[0], len(g.encode()))
            steps += 1
    gc.enable()
    print("actions", steps)
    print("apply_over_350us %d of %d" % (len([t for t in apply_us if t > 350]), steps))
    print("legal_over_350us %d of %d" % (len([t for t in legal_us if t > 350]), steps))
    print("apply_us %d %d %d" % spread(apply_us))
    print("apply_worst_action", worst[1])
    print("legal_us %d %d %d" % spread(legal_us))
    print("naive_legal_us %d %d %d" % spread(naive_us))
    print("encoded_max", sizes[0])


# (key, label, target on the Unix port, Pico factor for the estimate)
TARGETS = (
    ("apply_us", "apply() median / p90 / worst, us", "worst < 350", 146),
    ("apply_worst_action", "the slowest apply() was", "", 0),
    ("apply_over_350us", "apply() calls over 350 us", "", 0),
    ("legal_us", "legal_actions() median / p90 / worst, us", "worst < 350", 165),
    ("legal_over_350us", "legal_actions() calls over 350 us", "", 0),
    ("naive_legal_us", "baseline: check() of every action int, us", "", 165),
    ("encoded_max", "largest encode(), bytes", "< 512", 0),
    ("engine_heap", "heap after importing the engine (.mpy), bytes", "", -1),
    ("fresh_game_heap", "  ... plus a fresh 4-player game, bytes", "", -1),
    ("game_peak_heap", "peak heap, engine + running 4-player game", "Pico < 30720", -1),
    ("game_peak_heap_list", "  ... with a bot's legal_actions() list alive", "", -1),
)


def pico(value, factor):
    if factor < 0:
        # Heap: the Tigris engine's import costs 27 KB on the Pico and about 37 KB on the Unix
        # port (64-bit objects); the same ratio scales these figures.
        try:
            return "%d bytes" % (int(value) * 27 // 37)
        except ValueError:
            return "-"
    try:
        return " / ".join("%.1f" % (int(v) * factor / 1000) for v in value.split()) + " ms"
    except ValueError:
        return "-"


def main(argv):
    games = 3
    if "--games" in argv:
        games = int(argv[argv.index("--games") + 1])
    if MP:
        measure(games, 7, "--memory" in argv)
        return
    import contextlib
    import io
    import os
    import tempfile

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    sys.path.insert(0, root)
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        measure(games, 7, False)
    cpy = dict(line.partition(" ")[::2] for line in buf.getvalue().splitlines())
    with tempfile.TemporaryDirectory(prefix="bench_kings_") as tmp:
        compile_engine(root, tmp)
        mpy = run_micropython(tmp, "4M", ["--games", str(games)], __file__)
        mem = run_micropython(tmp, "192K", ["--memory", "--games", str(games)], __file__)
    for key in ("engine_heap", "fresh_game_heap", "game_peak_heap", "game_peak_heap_list"):
        mpy[key] = mem.get(key, "failed: %s" % mem.get("error"))
    if "error" in mpy:
        print("MicroPython timing run failed: %s" % mpy["error"])
    print("games: %d complete 4-player games, %s actions" % (games, mpy.get("actions", "?")))
    print(
        "%-46s %-18s %-20s %-13s %s"
        % ("figure", "CPython", "MicroPython unix", "target", "Pico estimate")
    )
    for key, label, target, factor in TARGETS:
        est = pico(mpy.get(key, ""), factor) if factor else ""
        print(
            "%-46s %-18s %-20s %-13s %s"
            % (label, cpy.get(key, "-"), mpy.get(key, "-"), target, est)
        )


if __name__ == "__main__":
    main(sys.argv)
