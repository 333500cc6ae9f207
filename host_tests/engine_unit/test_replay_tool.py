"""tools/replay.py: the one replay tool, exit statuses of notation.md, on CPython and MicroPython.

exit 0 with the position; exit 2 with the position before a refused line; exit 1 with nothing on
stdout for what cannot be read (no file, not UTF-8, unknown header, bad position). Both runtimes
print the same bytes; tools/te.py replay is the same tool.
"""

import os
import subprocess
import sys

from helpers import position

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")
RUNTIMES = (sys.executable, MICROPYTHON)
SCENARIO = os.path.join(
    ROOT, "host_tests", "scenarios", "tigris", "te10_trader_chooses_treasures.te"
)


def replay(runtime, path, tool="tools/replay.py", *args):
    return subprocess.run(
        [runtime, tool] + list(args) + [path],
        cwd=ROOT,
        capture_output=True,
        timeout=120,
    )


def both(path):
    """The replay under both runtimes, after checking they agree byte for byte."""
    a, b = (replay(rt, path) for rt in RUNTIMES)
    assert (a.returncode, a.stdout, a.stderr) == (b.returncode, b.stdout, b.stderr)
    return a


def test_a_scenario_replays_the_same_as_te_py_on_both_runtimes():
    r = both(SCENARIO)
    assert r.returncode == 0 and r.stderr == b""
    assert r.stdout.startswith(b"tigris 1\n")
    alias = replay(MICROPYTHON, SCENARIO, "tools/te.py", "replay")
    assert alias.returncode == 0 and alias.stdout == r.stdout


def test_a_file_that_is_not_utf8_exits_1_naming_the_line(tmp_path):
    f = tmp_path / "ff.te"
    f.write_bytes(b"\xff")
    r = both(str(f))
    assert r.returncode == 1 and r.stdout == b""
    assert r.stderr == (str(f) + ": line 1: not UTF-8 text\n").encode()
    g = tmp_path / "late.te"
    g.write_bytes(position({}).encode() + b"actions\narcher: pass \xe9\n")
    r = both(str(g))
    assert r.returncode == 1 and r.stdout == b"" and b"Traceback" not in r.stderr
    assert b": line %d: not UTF-8" % (position({}).count("\n") + 2) in r.stderr


def test_what_cannot_be_read_exits_1_with_nothing_on_stdout(tmp_path):
    bad_position = position({}).replace("turn archer 0", "turn nobody 0")
    line = bad_position.splitlines().index("turn nobody 0") + 1
    cases = {
        "missing.te": None,
        "header.te": "# a comment first\nchess 1\nboard classic\n",
        "version.te": "tigris 7\n",
        "empty.te": "# nothing but a comment\n\n",
        "position.te": bad_position + "actions\narcher: pass\n",
    }
    for name, text in cases.items():
        f = tmp_path / name
        if text is not None:
            f.write_text(text)
        r = both(str(f))
        assert r.returncode == 1, (name, r.stderr)
        assert r.stdout == b"" and r.stderr.startswith(str(f).encode() + b": ")
        assert b"Traceback" not in r.stderr
    assert b"line 2: not a game's header line" in both(str(tmp_path / "header.te")).stderr
    assert b"line 1: tigris: version 7" in both(str(tmp_path / "version.te")).stderr
    assert b"line %d: " % line in both(str(tmp_path / "position.te")).stderr


def test_a_refused_line_exits_2_with_the_position_before_it(tmp_path):
    start = position({"f5": "r", "f4": "Ak"}, hands={"archer": "r2 b2 g1 k1"})
    text = start + "actions\n\n# a comment line counts\narcher: tile r g5\nbull: pass\n"
    f = tmp_path / "turn.te"
    f.write_text(text)
    r = both(str(f))
    assert r.returncode == 2
    line = text.splitlines().index("bull: pass") + 1
    assert r.stderr.startswith(b"%s: line %d: bull: pass: " % (str(f).encode(), line))
    assert b"hand archer r1 b2 g1 k1" in r.stdout and b"turn archer 1" in r.stdout
