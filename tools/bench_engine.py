"""Benchmarks every game engine on CPython and the MicroPython Unix port in one run (not a test).

    python3 tools/bench_engine.py [--games N] [--game NAME] [--against REV ...] [--runs N]

Under CPython it measures each game of BENCH, then compiles engine_core/ with mpy-cross -O3 and
the source names tools/build.py deploys with, runs this same file under `.venv/bin/micropython`
(timings with a roomy heap, then memory with -X heapsize=192K) and prints, per game, the CPython
and Unix-port figures and a device estimate from the calibration constants below.
`--against REV` (a git revision, e.g. main; may be given more than once) measures that
revision's engine_core/ in the same run, interleaved with this tree's, and prints the heap and
the fastest of `--runs` (default 3) Unix-port timings of each side: the baseline of a change.
Figures:
- apply() and legal_actions() median / p90 / worst per call over complete random games;
- random playouts per second (legal_actions + apply from setup to the end);
- a new game's setup (Game.new: the deal) per game, the device estimate at apply()'s factor;
- the largest encode() over those games;
- heap (MicroPython): gc.mem_alloc() after gc.collect() once the engine is imported, and the peak
  of a running game (set_undo_limit(2), as the console runs it): the largest gc.mem_alloc()
  after gc.collect() sampled after every apply(), and with a bot's legal_actions() list alive;
- Tigris also: the baseline of the same run, tile legality by a naive flood fill per candidate
  cell, against the engine's legal_cells() that reads its region labels.
A new engine is one line of BENCH.
"""

import gc
import sys

MP = sys.implementation.name == "micropython"

# (game, players, options) benchmarked: one line per engine.
BENCH = (("tigris", 4, 0), ("kings", 4, 0), ("assyria", 4, 0))

# Device calibration, the one place for it (the project brief, measured on the Pico): engine code
# runs this many times slower there than on the MicroPython Unix port here, and the Pico's 32-bit
# objects take this share of the Unix port's 64-bit heap (the T&E import: 27 KB there).
SLOWER_ON_DEVICE = {"apply": 146, "legal": 165, "game": 97}
HEAP_ON_DEVICE = 27.0 / 37.8
DEVICE_HEAP_FREE = 241 * 1024  # free at boot on the Pico

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


def spread(values):
    """(median, p90, worst) of a list of ints."""
    s = sorted(values)
    return s[len(s) // 2], s[len(s) * 9 // 10], s[-1]


def new_game(M, players, seed, options):
    """The game package's new_game(); a revision from before it had only Game.new (--against)."""
    if hasattr(M, "new_game"):
        return M.new_game(players, seed, options)
    return M.Game.new(range(players), (options >> 3) & 1, options & 7, seed)


def let_setup_go(M):
    """As the console does once a game is dealt, the modules that only set a game up are let go
    (firmware/games/*/flow.py new_game): a running game's heap does not hold them."""
    import engine_core

    for parent, child in ((M, "deal"), (engine_core, "dealing")):
        name = parent.__name__ + "." + child
        if name in sys.modules:
            del sys.modules[name]
            delattr(parent, child)


def measure_memory(name, players, options, seed):
    # The game's package is imported directly, not through the registry: the figure is the
    # game's engine with the kernel it uses (engine_core/__init__.py), as the console loads it.
    base = heap_used()
    M = __import__("engine_core." + name, None, None, ("Game",))
    print("engine_heap", heap_used() - base)
    from engine_core.rng import Rng  # the bench's choices; counted in the peaks below

    # Each step runs in a frame of its own: MicroPython's collector is conservative, and a slot of
    # the sampling frame that once held a legal_actions() list would keep that dropped list alive
    # through every later gc.collect() (engine_core/README.md).
    def step(g, rng, peaks):
        legal = g.legal_actions()
        peaks[1] = max(peaks[1], heap_used() - base)
        g.apply(legal[rng.below(len(legal))])

    peaks = [0, 0]  # after apply(), and while legal_actions()' list is alive
    g = new_game(M, players, seed, options)
    let_setup_go(M)
    g.set_undo_limit(2)
    rng = Rng(seed)
    while not g.is_over():
        step(g, rng, peaks)
        peaks[0] = max(peaks[0], heap_used() - base)
    print("game_peak_heap", peaks[0])
    print("game_peak_heap_list", max(peaks))


def measure_time(name, players, options, games, seed):
    from engine_core.rng import Rng

    M = __import__("engine_core." + name, None, None, ("Game",))
    apply_us, legal_us, setup_us, sizes = [], [], [], [0]
    worst = [0, ""]
    rng = Rng(seed)
    for k in range(games):
        t0 = now_us()
        g = new_game(M, players, seed + k, options)
        setup_us.append(since_us(t0))
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
    playouts = max(2, games // 2)
    t0 = now_us()
    for k in range(playouts):
        t1 = now_us()
        g = new_game(M, players, 1000 + seed + k, options)
        setup_us.append(since_us(t1))
        while not g.is_over():
            legal = g.legal_actions()
            g.apply(legal[rng.below(len(legal))])
    game_us = since_us(t0) // playouts
    print("calls", len(apply_us))
    print("apply_us %d %d %d" % spread(apply_us))
    print("apply_worst_action", worst[1].replace(" ", "_"))
    print("legal_us %d %d %d" % spread(legal_us))
    print("game_us", game_us)
    print("setup_us %d %d %d" % spread(setup_us))
    print("encoded_max", sizes[0])
    if name == "tigris":
        naive_us, label_us, disagree = tile_legality_baseline(M, games, seed)
        print("naive_tile_legality_us %d %d %d" % spread(naive_us))
        print("label_tile_legality_us %d %d %d" % spread(label_us))
        print("naive_disagreements", disagree)


# -- Tigris: the baseline of the same run --------------------------------------------------------


def tile_legality_baseline(T, games, seed):
    """Every 10th action-phase position of random games: the four colours' tile legality by a
    naive flood fill per candidate cell, and by the engine's legal_cells() (and disagreements)."""
    from engine_core.rng import Rng

    naive_us, label_us, disagree = [], [], 0
    rng = Rng(seed)
    for k in range(games):
        g = new_game(T, 4, seed + k, 0)
        step = 0
        while not g.is_over():
            legal = g.legal_actions()
            g.apply(legal[rng.below(len(legal))])
            step += 1
            if step % 10 == 0 and g.phase() == T.PHASE_ACTION:
                t0 = now_us()
                mine = [naive_tile_cells(g, c) for c in range(4)]
                naive_us.append(since_us(t0))
                t0 = now_us()
                theirs = [g.legal_cells(T.ACT_TILE, c) for c in range(4)]
                label_us.append(since_us(t0))
                hand = g.hand(g.active)
                for c in range(4):
                    if hand[c] and mine[c] != theirs[c]:
                        disagree += 1
    return naive_us, label_us, disagree


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


def compile_engine(root, tmp):
    """mpy-cross -O3 every module of root/engine_core into tmp, named as tools/build.py names
    them on the device (a source path per module would intern a name each, and heap with it)."""
    import os
    import subprocess

    import build  # tools/build.py: this file's own folder is on the path when run as a script

    for dirpath, _dirs, files in os.walk(os.path.join(root, "engine_core")):
        for f in files:
            if f.endswith(".py"):
                src = os.path.relpath(os.path.join(dirpath, f), root)
                out = os.path.join(tmp, src[:-3] + ".mpy")
                os.makedirs(os.path.dirname(out), exist_ok=True)
                cmd = [build.MPY_CROSS, "-O3", "-s", build.source_name(src), "-o", out]
                subprocess.run(cmd + [os.path.join(root, src)], check=True)


def run_micropython(mpy_dir, heap, args, script=None):
    """Runs `script` (this file by default) under the MicroPython Unix port on a compile_engine()
    build; its `key value` lines as a dict."""
    import os
    import subprocess

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    micropython = os.path.join(root, ".venv", "bin", "micropython")
    proc = subprocess.run(
        [micropython, "-X", "heapsize=" + heap, os.path.abspath(script or __file__)] + args,
        capture_output=True,
        text=True,
        env=dict(os.environ, MICROPYPATH=mpy_dir),
        timeout=1800,
    )
    if proc.returncode:
        return {"error": (proc.stdout + proc.stderr).strip().splitlines()[-1:]}
    return dict(line.partition(" ")[::2] for line in proc.stdout.splitlines())


def export_revision(rev, tmp):
    """engine_core/ of git revision `rev`, unpacked under tmp (the --against baseline)."""
    import os
    import subprocess

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    os.makedirs(tmp)
    archive = subprocess.run(
        ["git", "archive", rev, "engine_core"], cwd=root, capture_output=True, check=True
    )
    subprocess.run(["tar", "-x", "-C", tmp], input=archive.stdout, check=True)
    return tmp


def fastest(runs, key):
    """The smallest value of `key` (an int, or `median p90 worst` compared by the median)."""
    values = []
    for figures in runs:
        try:
            values.append([int(v) for v in figures[key].split()])
        except (KeyError, ValueError):
            pass
    return " ".join(str(v) for v in min(values)) if values else "-"


def compare(name, players, games, sides, runs):
    """Heap and the fastest of `runs` timing runs of each side (label, .mpy folder), alternated
    so that a busy spell of the machine falls on both."""
    timings = {label: [] for label, _ in sides}
    for _ in range(runs):
        for label, mpy_dir in sides:
            args = ["--game", name, "--games", str(games)]
            timings[label].append(run_micropython(mpy_dir, "4M", args))
    print()
    print("%s, %d players: this tree against the baseline, MicroPython Unix port" % (name, players))
    head = ("side", "import heap", "game peak", "apply() us", "legal_actions() us", "game us",
            "new game us")
    print("%-16s %11s %11s %20s %20s %10s %16s" % head)
    for label, mpy_dir in sides:
        mem = run_micropython(mpy_dir, "192K", ["--game", name, "--memory"])
        t = timings[label]
        print(
            "%-16s %11s %11s %20s %20s %10s %16s"
            % (
                label[:16],
                mem.get("engine_heap", "-"),
                mem.get("game_peak_heap", "-"),
                fastest(t, "apply_us"),
                fastest(t, "legal_us"),
                fastest(t, "game_us"),
                fastest(t, "setup_us"),
            )
        )
    print("(timings: median p90 worst per call, the run with the fastest median of %d)" % runs)


def device_ms(figures, key, calls):
    """Device estimate in ms of a `median p90 worst` Unix-port figure in us."""
    try:
        values = [int(v) for v in figures[key].split()]
    except (KeyError, ValueError):
        return "-"
    return " ".join("%.1f" % (v * SLOWER_ON_DEVICE[calls] / 1000.0) for v in values)


def device_bytes(figures, key):
    try:
        return "%d (%.0f%% free)" % (
            int(figures[key]) * HEAP_ON_DEVICE,
            100.0 - 100.0 * int(figures[key]) * HEAP_ON_DEVICE / DEVICE_HEAP_FREE,
        )
    except (KeyError, ValueError):
        return "-"


def table(name, players, games, cpy, mpy):
    rows = (
        ("apply_us", "apply() median / p90 / worst, us", device_ms(mpy, "apply_us", "apply")),
        ("apply_worst_action", "the slowest apply() was", ""),
        (
            "legal_us",
            "legal_actions() median / p90 / worst, us",
            device_ms(mpy, "legal_us", "legal"),
        ),
        ("game_us", "a whole random game, us", device_ms(mpy, "game_us", "game")),
        ("setup_us", "a new game's setup median / p90 / worst, us",
         device_ms(mpy, "setup_us", "apply")),
        ("encoded_max", "largest encode(), bytes", ""),
        ("naive_tile_legality_us", "baseline: naive flood-fill tile legality, us", ""),
        ("label_tile_legality_us", "engine legal_cells() for the same, us", ""),
        ("naive_disagreements", "positions where baseline and engine differ", ""),
        ("engine_heap", "heap after importing the engine, bytes", device_bytes(mpy, "engine_heap")),
        (
            "game_peak_heap",
            "peak heap, engine + running game, bytes",
            device_bytes(mpy, "game_peak_heap"),
        ),
        (
            "game_peak_heap_list",
            "  ... with a bot's legal_actions() list alive",
            device_bytes(mpy, "game_peak_heap_list"),
        ),
    )
    print()
    head = "%s, %d players (%d games)" % (name, players, games)
    print(
        "%-46s %-18s %-18s %s"
        % (head, "CPython", "MicroPython unix", "device estimate (ms / bytes)")
    )
    for key, label, device in rows:
        if key in cpy or key in mpy:
            print("%-46s %-18s %-18s %s" % (label, cpy.get(key, "-"), mpy.get(key, "-"), device))
    print(
        "calibration: apply x%(apply)d, legal_actions x%(legal)d, whole game x%(game)d"
        % SLOWER_ON_DEVICE
        + ", heap x%.2f of the Unix port's" % HEAP_ON_DEVICE
    )


def main(argv):
    games = 4
    if "--games" in argv:
        games = int(argv[argv.index("--games") + 1])
    only = argv[argv.index("--game") + 1] if "--game" in argv else None
    chosen = [b for b in BENCH if only is None or b[0] == only]
    if MP:
        name, players, options = [b for b in BENCH if b[0] == argv[argv.index("--game") + 1]][0]
        if "--memory" in argv:
            measure_memory(name, players, options, 7)
        else:
            measure_time(name, players, options, games, 7)
        return
    import contextlib
    import io
    import os
    import tempfile

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    sys.path.insert(0, root)
    against = [argv[i + 1] for i, a in enumerate(argv) if a == "--against"]
    runs = int(argv[argv.index("--runs") + 1]) if "--runs" in argv else 3
    with tempfile.TemporaryDirectory(prefix="bench_mpy_") as tmp:
        here = os.path.join(tmp, "here")
        compile_engine(root, here)
        sides = [("this tree", here)]
        for k, rev in enumerate(against):
            src = export_revision(rev, os.path.join(tmp, "src%d" % k))
            out = os.path.join(tmp, "rev%d" % k)
            compile_engine(src, out)
            sides.append((rev, out))
        for name, players, options in chosen:
            if against:
                compare(name, players, games, sides, runs)
                continue
            buf = io.StringIO()
            with contextlib.redirect_stdout(buf):
                measure_time(name, players, options, games, 7)
            cpy = dict(line.partition(" ")[::2] for line in buf.getvalue().splitlines())
            mpy = run_micropython(here, "4M", ["--game", name, "--games", str(games)])
            mem = run_micropython(here, "192K", ["--game", name, "--memory"])
            for key in ("engine_heap", "game_peak_heap", "game_peak_heap_list"):
                mpy[key] = mem.get(key, "failed: %s" % mem.get("error"))
            if "error" in mpy:
                print("%s: MicroPython timing run failed: %s" % (name, mpy["error"]))
            table(name, players, games, cpy, mpy)


if __name__ == "__main__":
    main(sys.argv)
