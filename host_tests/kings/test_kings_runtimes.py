"""The Contest of Kings runner under CPython and under MicroPython with the Pico's heap.

Every scenario, the three golden games (checked after every action) and a batch of random
games with every invariant, undo and round-trip after every action: both runtimes must print
the same bytes with zero failures. KINGS_GAMES sets the batch (default 6, about 10 s under
MicroPython); KINGS_GAMES=200 is the long run.
"""

import os

from mpy_run import both_runtimes

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
GAMES = os.environ.get("KINGS_GAMES", "6")
SCENARIOS = os.path.join(ROOT, "host_tests", "scenarios", "kings")


def test_cpython_and_micropython_agree_with_zero_failures():
    lines = both_runtimes("host_tests/kings/kings_runner.py", ["--games", GAMES])
    scenarios = len([n for n in os.listdir(SCENARIOS) if n.endswith(".kings")])
    assert lines[-1] == "%d passed, 0 failed" % (scenarios + 3 + int(GAMES))
    assert sum(1 for line in lines if line.startswith("ok   golden ")) == 3
