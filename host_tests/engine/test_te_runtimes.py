"""The engine runner under CPython and under the MicroPython Unix port with the Pico's heap.

Both must print byte-identical output and report zero failures. The number of random games in
this run is RUNNER_GAMES (default 40, under a minute under MicroPython).
"""

import os
import subprocess
import sys

from mpy_run import both_runtimes

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

GAMES = os.environ.get("RUNNER_GAMES", "40")


def test_cpython_and_micropython_agree_with_zero_failures():
    # From .py source: compiling the engine, its notation and the reachable-state checker takes
    # heap the Pico never spends (it loads .mpy), so this run has 256K. The .mpy build is held
    # to the Pico's 192K by engine_unit/test_micropython.py, the conformance suite and the
    # replay tests.
    lines = both_runtimes("host_tests/engine_runner.py", ["--games", GAMES], "256K", 600)
    assert lines[-1].endswith(" passed, 0 failed")
    assert int(lines[-1].split()[0]) >= 40 + int(GAMES)  # scenarios + goldens + games all ran


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


def test_the_golden_recorder_reproduces_the_committed_playthroughs():
    # tools/record_golden.py re-records every golden game with its seeded bot: the committed
    # files must be exactly what it writes, so a deliberate rules change can be re-recorded.
    proc = subprocess.run([sys.executable, "tools/record_golden.py", "--check"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
