"""The engine runner under CPython and under the MicroPython Unix port with the Pico's heap.

Both must print byte-identical output and report zero failures. The number of random games in
this run is RUNNER_GAMES (default 40, under a minute under MicroPython).
"""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

GAMES = os.environ.get("RUNNER_GAMES", "40")
MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")


def start(cmd):
    return subprocess.Popen(
        cmd + ["host_tests/engine_runner.py", "--games", GAMES],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def finish(proc):
    out, err = proc.communicate(timeout=600)
    return proc.returncode, out, err


def test_cpython_and_micropython_agree_with_zero_failures():
    # Both at once: the CPython run fits inside the (slower) MicroPython one.
    py = start([sys.executable])
    # From .py source: compiling the engine, its notation and the reachable-state checker takes
    # heap the Pico never spends (it loads .mpy), so this run has 256K. The .mpy build is held
    # to the Pico's 192K by engine_unit/test_micropython.py, the conformance suite and the
    # replay tests.
    mp = start([MICROPYTHON, "-X", "heapsize=256K"])
    status_py, out_py, err_py = finish(py)
    status_mp, out_mp, err_mp = finish(mp)
    failed_py = [line for line in out_py.splitlines() if not line.startswith("ok")]
    failed_mp = [line for line in out_mp.splitlines() if not line.startswith("ok")]
    assert status_py == 0 and not err_py, "CPython: %s %s" % (failed_py, err_py)
    assert status_mp == 0 and not err_mp, "MicroPython: %s %s" % (failed_mp[:8], err_mp)
    assert out_mp == out_py
    last = out_py.splitlines()[-1]
    assert last.endswith(" passed, 0 failed")
    assert int(last.split()[0]) >= 40 + int(GAMES)  # scenarios + goldens + games all ran


def test_runner_finds_the_root_from_an_absolute_path(tmp_path):
    """argv[0] absolute and a foreign working directory: the same checks still run."""
    script = os.path.join(ROOT, "host_tests", "engine_runner.py")
    proc = subprocess.run(
        [sys.executable, script, "--games", "1"],
        cwd=str(tmp_path),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr
    assert "scenario te7_first_round_example.te" in proc.stdout
    assert "golden two_players_classic.golden" in proc.stdout
