"""Engine timings and heap use under MicroPython (run from a .mpy build; see test_micropython).

    tools/build.py, then from a folder outside the repository (MicroPython puts the current
    folder first on its path, and the repository root would import the engine's .py source):
    MICROPYPATH=<repo>/build/device/lib:<repo>/host_tests/engine_unit \
        micropython -X heapsize=192K -c "import measure; measure.main()"

Each timing is the best of 3 runs of the same call (apply/undo/apply), so that OS noise on the
host does not hide the engine's own cost; the garbage collector runs before each timed call.
"""

import gc
import sys
import time

gc.collect()
_BASE = gc.mem_alloc()

from engine_core.tigris import Game  # noqa: E402

gc.collect()
_IMPORTED = gc.mem_alloc()

from engine_core.rng import Rng  # noqa: E402  (the tools' RNG: not part of the engine's import)


def _best(f, a=None, undo=None):
    best = 1 << 30
    for _ in range(3):
        gc.collect()
        t0 = time.ticks_us()
        if a is None:
            f()
        else:
            f(a)
        d = time.ticks_diff(time.ticks_us(), t0)
        if d < best:
            best = d
        if undo is not None:
            undo()
    return best


def _random_step(g, rng):
    # In a function of its own: the list of actions dies with this frame, where a slot of the
    # caller's frame could keep it in sight of the (conservative) collector.
    acts = g.legal_actions()
    g.apply(acts[rng.below(len(acts))])


def main(games=6):
    heap_limited = 0
    # The console keeps only the journal it needs to take back the last action.
    gc.collect()
    start = gc.mem_alloc()
    g = Game.new([0, 1, 2, 3], 0, 0, 3)
    g.set_undo_limit(2)
    gc.collect()
    heap_fresh = gc.mem_alloc() - start
    rng = Rng(3)
    n = 0
    while not g.is_over():
        _random_step(g, rng)
        n += 1
        if n % 20 == 0:
            gc.collect()
            heap_limited = max(heap_limited, gc.mem_alloc() - start)
    worst_apply = worst_list = 0
    total_apply = total_list = count = 0
    heap_game = 0
    enc_max = 0
    for seed in range(1, games + 1):
        g = Game.new([0, 1, 2, 3], seed % 2, seed % 8, seed)
        rng = Rng(seed)
        while not g.is_over():
            t = _best(g.legal_actions)
            total_list += t
            worst_list = max(worst_list, t)
            acts = g.legal_actions()
            a = acts[rng.below(len(acts))]
            t = _best(g.apply, a, g.undo)
            g.apply(a)
            total_apply += t
            worst_apply = max(worst_apply, t)
            count += 1
            enc_max = max(enc_max, len(g.encode()))
            if seed == 1 and count == 120:
                acts = None
                gc.collect()
                heap_game = gc.mem_alloc() - _IMPORTED
    # .mpy as on the device, or .py source if the current folder shadowed the build.
    print("engine loaded from", sys.modules["engine_core.tigris"].__file__)
    print("import heap bytes", _IMPORTED - _BASE)
    print("fresh 4-player game heap bytes", heap_fresh)
    print("4-player game heap bytes after 120 actions, whole undo journal", heap_game)
    print("4-player game heap bytes, most seen, undo limit 2 chunks", heap_limited)
    print("apply us worst %d mean %d" % (worst_apply, total_apply // count))
    print("legal_actions us worst %d mean %d" % (worst_list, total_list // count))
    print("encoded bytes max", enc_max, "actions measured", count)
