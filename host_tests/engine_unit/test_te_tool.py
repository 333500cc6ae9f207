"""tools/te.py: replay, show and selfplay behave as notation.md says, on CPython and MicroPython."""

import os
import subprocess
import sys

from helpers import position

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")
TE = os.path.join("tools", "te.py")
SELFPLAY = (
    "selfplay",
    "--players",
    "3",
    "--seed",
    "11",
    "--variants",
    "english,buildings,ziggurat",
    "--board",
    "alternative",
)


def run(runtime, *args, cwd=ROOT):
    return subprocess.run(
        [runtime, TE if cwd == ROOT else os.path.join(ROOT, TE)] + list(args),
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=120,
    )


def write(tmp_path, name, text):
    p = tmp_path / name
    p.write_text(text)
    return str(p)


def test_selfplay_replays_to_the_same_end_on_both_runtimes(tmp_path):
    sp = run(sys.executable, *SELFPLAY)
    assert sp.returncode == 0, sp.stderr
    assert sp.stdout.startswith("tigris 1\nboard alternative\n")
    assert "\nactions\n" in sp.stdout
    f = write(tmp_path, "game.te", sp.stdout)
    a = run(sys.executable, "replay", f)
    b = run(MICROPYTHON, "replay", f)
    assert a.returncode == 0 and b.returncode == 0, a.stderr + b.stderr
    assert a.stdout == b.stdout
    assert "\nover\n" in a.stdout  # selfplay plays a complete game
    again = run(MICROPYTHON, *SELFPLAY)
    assert again.stdout == sp.stdout


def test_refused_line_stops_with_status_2_and_the_position_before(tmp_path):
    start = position({"f5": "r", "f4": "Ak"}, hands={"archer": "r2 b2 g1 k1"})
    text = start + "actions\narcher: tile r g5\narcher: tile b c5  # land\narcher: pass\n"
    f = write(tmp_path, "bad.te", text)
    for runtime in (sys.executable, MICROPYTHON):
        r = run(runtime, "replay", f)
        assert r.returncode == 2
        bad_line = text.splitlines().index("archer: tile b c5  # land") + 1
        assert "line %d:" % bad_line in r.stderr and "river" in r.stderr
        assert "hand archer r1 b2 g1 k1" in r.stdout and "turn archer 1" in r.stdout


def test_out_of_turn_action_is_refused(tmp_path):
    text = position({}) + "actions\nbull: pass\n"
    f = write(tmp_path, "turn.te", text)
    r = run(MICROPYTHON, "replay", f)
    line = len(text.splitlines())
    assert r.returncode == 2 and "archer's decision" in r.stderr and "line %d:" % line in r.stderr


def test_reading_stops_at_expect_and_runs_from_another_directory(tmp_path):
    text = position({}) + "actions\narcher: pass\nexpect\nrefused nothing\n"
    f = write(tmp_path, "exp.te", text)
    r = run(MICROPYTHON, "replay", f, cwd=str(tmp_path))
    assert r.returncode == 0, r.stderr
    assert "turn bull 0" in r.stdout
    s = run(sys.executable, "show", f, cwd=str(tmp_path))
    assert s.returncode == 0 and "turn archer 0" in s.stdout
