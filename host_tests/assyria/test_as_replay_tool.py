"""tools/replay.py on the Assyria scenarios and golden games, under CPython and MicroPython.

Every scenario replays to the same bytes (stdout, stderr, exit status) on both runtimes, at the
Pico's 192K heap, and meets its `expect` lines. The complete golden games replay from their
notation files to the recorded final position on both runtimes (MicroPython with its default
heap: the replay tool reads the whole file before it compiles the engine from source, and a
267-action file beside the engine's source does not fit in 192K; the runner replays the same
games at 192K action by action, test_as_runtimes.py).
"""

import os
import subprocess
import sys

import pytest
import scenario

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")
SCENARIOS = "host_tests/scenarios/assyria"
NAMES = sorted(n for n in os.listdir(os.path.join(ROOT, SCENARIOS)) if n.endswith(".as"))


def run(cmd, path):
    proc = subprocess.run(
        cmd + ["tools/replay.py", path], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    return proc.returncode, proc.stdout, proc.stderr


@pytest.mark.parametrize("name", NAMES)
def test_scenario_replays_alike_on_both_runtimes(name):
    path = SCENARIOS + "/" + name
    py = run([sys.executable], path)
    mp = run([MICROPYTHON, "-X", "heapsize=192K"], path)
    assert py == mp
    status, out, err = py
    with open(os.path.join(ROOT, path)) as f:
        expect = scenario.split(f.read())[2]
    assert scenario.problems(expect, status, out) == [], out + err
    if status == 2:
        assert err.startswith(path + ": line ") and err.count("\n") == 1
        assert "(AS-" in err or "out of turn" in err, err


@pytest.mark.parametrize("players", [2, 3, 4])
def test_golden_game_replays_to_its_end_on_both_runtimes(players):
    path = "host_tests/golden/assyria_%dp.as" % players
    with open(os.path.join(ROOT, path[:-3] + ".out")) as f:
        want = f.read()
    py = run([sys.executable], path)
    mp = run([MICROPYTHON], path)
    assert py == (0, want, "")
    assert mp == py
    assert "phase over" in want and "winners " in want


def test_unreadable_position_is_exit_1_and_names_the_line(tmp_path):
    with open(os.path.join(ROOT, SCENARIOS, "as4_4b_intrigue.as")) as f:
        text = f.read().replace("camels 10", "camels 11")
    bad = tmp_path / "bad.as"
    bad.write_text(text)
    status, out, err = run([sys.executable], str(bad))
    assert (status, out) == (1, "")
    assert ": line " in err and "camels must be 0 to 10" in err
