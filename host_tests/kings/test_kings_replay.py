"""tools/replay.py on Contest of Kings files: exit codes and byte-identical output (CPython and
the MicroPython Unix port), and a complete 4-player game replayed from its notation file."""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")
SCENARIOS = os.path.join("host_tests", "scenarios", "kings")


def replay(runtime, path, heap=None):
    cmd = (
        [MICROPYTHON] + (["-X", "heapsize=" + heap] if heap else [])
        if runtime == "mp"
        else [sys.executable]
    )
    proc = subprocess.run(
        cmd + ["tools/replay.py", path], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    return proc.returncode, proc.stdout, proc.stderr


def expected_status(path):
    with open(os.path.join(ROOT, path)) as f:
        text = f.read()
    if "tools/replay.py exits 1" in text:
        return 1
    return 2 if "\nrefused" in text else 0


def test_every_scenario_replays_alike_with_the_expected_status():
    names = sorted(n for n in os.listdir(os.path.join(ROOT, SCENARIOS)) if n.endswith(".kings"))
    assert len(names) >= 40
    for name in names:
        path = os.path.join(SCENARIOS, name)
        py = replay("py", path)
        mp = replay("mp", path, "192K") if not name.startswith("game_") else replay("mp", path)
        assert py == mp, name
        assert py[0] == expected_status(path), (name, py)
        if py[0] == 2:
            assert py[2].startswith(path + ": line ") and py[1].startswith("kings 1\n"), name
        if py[0] == 1:
            assert py[1] == "" and py[2].startswith(path + ": line "), name


def test_a_complete_four_player_game_replays_to_its_end_on_both_runtimes():
    path = os.path.join(SCENARIOS, "game_4p_complete.kings")
    py = replay("py", path)
    mp = replay("mp", path)
    assert py == mp
    status, out, err = py
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "kings 1" and lines[1] == "players archer bull pot lion"
    assert "over" in lines and len([w for w in lines if w.startswith("final ")]) == 4
    with open(os.path.join(ROOT, path)) as f:
        want = [w.strip() for w in f.read().split("expect\n")[1].splitlines() if w.strip()]
    assert [w for w in lines if w.startswith(("over", "final"))] == want


def test_a_refused_line_stops_the_replay_with_the_position_before_it(tmp_path):
    src = os.path.join(ROOT, SCENARIOS, "ck5_internal_reward_then_wrong_player.kings")
    with open(src) as f:
        text = f.read().split("expect\n")[0]
    bad = tmp_path / "wrong.kings"
    bad.write_text(text)
    for runtime in ("py", "mp"):
        status, out, err = replay(runtime, str(bad))
        assert status == 2
        assert (
            err == "%s: line 28: bull: pass              # refused: it is archer's turn: "
            "it is archer's decision, not bull's\n" % bad
        )
        assert "turn archer 1\n" in out and "pile archer r1 b0 g0 k0 t0\n" in out


def test_an_unreadable_position_exits_1_naming_the_line(tmp_path):
    bad = tmp_path / "bad.kings"
    bad.write_text("kings 1\nplayers archer archer\n")
    for runtime in ("py", "mp"):
        status, out, err = replay(runtime, str(bad))
        assert (status, out) == (1, "")
        assert err.startswith("%s: line 2: " % bad) and "dynasty" in err
