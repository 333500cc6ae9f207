"""Hostile or impossible text is refused alike by both runtimes, naming the line (issue 12 2-4).

Each case is a scenario file given to `tools/te.py replay` under CPython and under MicroPython:
same exit status, same stdout and stderr, a message naming the line, never a traceback.
"""

import os

import pytest
from both_runtimes import ROOT, run_both

BASE = os.path.join(ROOT, "host_tests", "scenarios", "tigris", "te7_first_round_example.te")


def _base():
    with open(BASE, "rb") as f:
        return f.read()


def _line_of(data, old):
    return data[: data.index(old)].count(b"\n") + 1


GRID_ROW = b". . . . . . . . . . . . . . ~ ."
CASES = [
    # (name, old bytes, new bytes, words the message must hold, the line it names starts with)
    ("huge seed", b"seed 1\n", b"seed " + b"9" * 5000 + b"\n", "longer than 200", b"seed"),
    ("huge count", b"bag r0 b0 g0 k20", b"bag r0 b0 g0 k" + b"7" * 4400, "longer than", b"bag r"),
    ("big seed", b"seed 1\n", b"seed " + b"9" * 60 + b"\n", "out of range", b"seed"),
    ("arabic digit", b"seed 1\n", "seed \u0661\n".encode(), "not ASCII", b"seed"),
    ("fullwidth digit", b"leader k f2", "leader k f\uff12".encode(), "not ASCII", b"archer: le"),
    ("non-breaking space", b"tigris 1", "tigris\u00a01".encode(), "not ASCII", b"tigris"),
    ("latin-1 byte", b"board classic", b"board cl\xe4ssic", "not UTF-8", b"board"),
    ("NUL byte", b"board classic", b"board\x00classic", "not ASCII", b"board"),
    ("eleven treasures", GRID_ROW, b"r* " + GRID_ROW[2:], "more than 10 treasures", b"grid"),
    ("t65535", b"t0\nscore bull", b"t65535\nscore bull", "more than 10 treasures", b"score"),
    ("32 catastrophes", GRID_ROW, b"x " * 14 + b"~ x", "more catastrophe tiles", b"catas"),
    (
        "monument, tiles not flipped",
        b"hand archer",
        b"monument rk a4\nhand archer",
        "4 flipped",
        b"monument",
    ),
    ("flipped, no monument", GRID_ROW, b"- - " + GRID_ROW[4:], "without a monument", b"- - "),
]


@pytest.mark.parametrize("name, old, new, words, at", CASES, ids=[c[0] for c in CASES])
def test_refused_alike_naming_the_line(tmp_path, name, old, new, words, at):
    data = _base()
    assert old in data
    bad = data.replace(old, new, 1)
    path = tmp_path / "case.te"
    path.write_bytes(bad)
    py, mp = run_both(["tools/te.py", "replay", str(path)])
    assert py == mp, (py, mp)
    status, out, err = py
    assert status in (1, 2) and out == b""  # 1 once replay exits 1 for unreadable files
    err = err.decode()
    assert "Traceback" not in err and words in err, err
    start = bad.index(at) if at != b"catas" else bad.index(b"\ncatastrophes") + 1
    assert ": line %d: " % (bad[:start].count(b"\n") + 1) in err, err


def test_cr_only_line_endings_are_refused_crlf_read(tmp_path):
    data = _base()
    cr = tmp_path / "cr.te"
    cr.write_bytes(data.replace(b"\n", b"\r"))
    crlf = tmp_path / "crlf.te"
    crlf.write_bytes(data.replace(b"\n", b"\r\n"))
    plain = tmp_path / "lf.te"
    plain.write_bytes(data)
    py, mp = run_both(["tools/te.py", "replay", str(cr)])
    assert py == mp and py[0] in (1, 2) and b"line 1: a carriage return" in py[2]
    lf_py, _ = run_both(["tools/te.py", "replay", str(plain)])
    crlf_py, crlf_mp = run_both(["tools/te.py", "replay", str(crlf)])
    assert crlf_py == crlf_mp and crlf_py[0] == 0 and crlf_py[1] == lf_py[1]
