"""The Assyria runner under CPython and under the MicroPython Unix port with the Pico's heap.

Both must print byte-identical output and report zero failures: scenarios, the golden games
(the position's CRC after every action) and a batch of random games with every invariant after
every action. ASSYRIA_GAMES sets the batch (default 3 seeds x 2-4 players, a few seconds).
"""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GAMES = os.environ.get("ASSYRIA_GAMES", "3")
MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")


def start(cmd):
    return subprocess.Popen(
        cmd + ["host_tests/assyria/runner.py", "--games", GAMES],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_cpython_and_micropython_agree_with_zero_failures():
    py = start([sys.executable])
    mp = start([MICROPYTHON, "-X", "heapsize=192K"])
    out_py, err_py = py.communicate(timeout=600)
    out_mp, err_mp = mp.communicate(timeout=600)
    failed = [line for line in out_py.splitlines() if not line.startswith("ok")]
    assert py.returncode == 0 and not err_py, "CPython: %s %s" % (failed, err_py)
    assert mp.returncode == 0 and not err_mp, "MicroPython: %s" % err_mp
    assert out_mp == out_py
    last = out_py.splitlines()[-1]
    assert last.endswith(" passed, 0 failed")
    assert "ok golden assyria_4p.as" in out_py
    assert int(last.split()[0]) >= 40 + 3 + 3 * int(GAMES)
