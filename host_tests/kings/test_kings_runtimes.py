"""The Contest of Kings runner under CPython and under MicroPython with the Pico's heap.

Every scenario, the three golden games (checked after every action) and a batch of random
games with every invariant, undo and round-trip after every action: both runtimes must print
the same bytes with zero failures. KINGS_GAMES sets the batch (default 6, about 10 s under
MicroPython); KINGS_GAMES=200 is the long run.
"""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")
GAMES = os.environ.get("KINGS_GAMES", "6")
SCENARIOS = os.path.join(ROOT, "host_tests", "scenarios", "kings")


def start(cmd):
    return subprocess.Popen(
        cmd + ["host_tests/kings/kings_runner.py", "--games", GAMES],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_cpython_and_micropython_agree_with_zero_failures():
    py = start([sys.executable])
    mp = start([MICROPYTHON, "-X", "heapsize=192K"])
    out_py, err_py = py.communicate(timeout=900)
    out_mp, err_mp = mp.communicate(timeout=900)
    bad_py = [line for line in out_py.splitlines() if not line.startswith("ok")]
    bad_mp = [line for line in out_mp.splitlines() if not line.startswith("ok")]
    assert py.returncode == 0 and not err_py, "CPython: %s %s" % (bad_py, err_py)
    assert mp.returncode == 0 and not err_mp, "MicroPython: %s %s" % (bad_mp[:8], err_mp)
    assert out_mp == out_py
    scenarios = len([n for n in os.listdir(SCENARIOS) if n.endswith(".kings")])
    lines = out_py.splitlines()
    assert lines[-1] == "%d passed, 0 failed" % (scenarios + 3 + int(GAMES))
    assert sum(1 for line in lines if line.startswith("ok   golden ")) == 3
