"""Worst-case call times of the Assyria engine under MicroPython, each the best of 3 runs.

    (compile engine_core/ with mpy-cross -O3 as tools/build.py does, then from a folder outside
    the repository)
    MICROPYPATH=<build>/lib micropython -X heapsize=192K <repo>/host_tests/assyria/measure_calls.py
Eight random 4-player games with the console's undo limit; every legal_actions() and every
apply()+undo() is timed three times with gc.collect() before each and the best kept, so that
the shared host's scheduling noise does not hide the engine's own cost. Prints median, p90,
p99 and the worst with the action (or phase) it was; the device is ~146x (apply) and ~165x
(legal_actions) slower (tools/bench_engine.py's calibration).
"""

import gc
import time

from engine_core import assyria as A
from engine_core.rng import Rng


def best_of_3(f, *args):
    best = 10**9
    for _ in range(3):
        gc.collect()
        t = time.ticks_us()
        f(*args)
        d = time.ticks_diff(time.ticks_us(), t)
        best = min(best, d)
    return best


def apply_undo(g, a):
    g.apply(a)
    g.undo()


def spread(values):
    values.sort()
    n = len(values)
    return values[n // 2], values[n * 9 // 10], values[n * 99 // 100]


def main():
    applies, legals = [], []
    worst_apply, worst_legal = [0, ""], [0, 0]
    for k in range(8):
        g = A.new_game(4, 100 + k)
        g.set_undo_limit(2)
        rng = Rng(k + 1)
        while not g.is_over():
            d = best_of_3(g.legal_actions)
            legals.append(d)
            if d > worst_legal[0]:
                worst_legal[:] = [d, g.phase()]
            acts = g.legal_actions()
            a = acts[rng.below(len(acts))]
            said = g.action_to_text(a)
            d = best_of_3(apply_undo, g, a)
            g.apply(a)
            applies.append(d)
            if d > worst_apply[0]:
                worst_apply[:] = [d, said]
    print("apply+undo us median p90 p99 %d %d %d" % spread(applies), "worst", worst_apply)
    print("legal_actions us median p90 p99 %d %d %d" % spread(legals), "worst", worst_legal)


main()
