"""The board tables (AS-2) generated from ../shared/spec/data/assyria_map.json."""

import os
import re
import subprocess
import sys

from engine_core import assyria as A
from engine_core.assyria import board as B
from engine_core.assyria.notation import corner_name, hex_from_name, hex_name

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
JSON = os.path.join(ROOT, "..", "shared", "spec", "data", "assyria_map.json")


def neighbours(name):
    h = hex_from_name(name)
    return sorted(hex_name(n) for n in B.ADJ[6 * h : 6 * h + 6] if n != 255)


def test_generated_module_is_current():
    if not os.path.exists(JSON):
        import pytest

        pytest.fail("the map JSON is missing next to the checkout: %s" % JSON)
    proc = subprocess.run(
        [sys.executable, "tools/gen_assyria_map.py", JSON, "--check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_sixty_four_hexes_in_ten_columns():
    assert B.HEXES == 64 and len(B.COL) == len(B.FOOD) == len(B.REGION) == 64
    lengths = [B.COLUMN_START[c + 1] - B.COLUMN_START[c] for c in range(10)]
    assert lengths == [6, 6, 7, 6, 7, 6, 7, 6, 7, 6]  # columns a b d f h j: 6, c e g i: 7
    regions = [list(B.REGION).count(r) for r in range(4)]
    assert regions == [32, 10, 10, 12]  # AS-2: desert, two rivers of 10, between the rivers
    assert sorted(set(B.FOOD)) == [0, 1, 2, 3, 4]


def test_adjacency_matches_the_notation_examples():
    assert neighbours("b1") == ["a1", "a2", "b2", "c1", "c2"]
    assert neighbours("c3") == ["b2", "b3", "c2", "c4", "d2", "d3"]
    for h in range(64):  # adjacency is symmetric
        for n in B.ADJ[6 * h : 6 * h + 6]:
            if n != 255:
                assert h in B.ADJ[6 * n : 6 * n + 6]


def test_well_corners_are_58_and_never_touch_between_the_rivers():
    assert len(B.CORNERS) == 3 * 58
    for c in range(58):
        three = B.CORNERS[3 * c : 3 * c + 3]
        assert all(B.REGION[h] != A.INSIDE for h in three), corner_name(c)
        for a in three:
            for b in three:
                assert a == b or b in B.ADJ[6 * a : 6 * a + 6]
    assert corner_name(12) == "c1 c2 d1"


def test_starting_spaces():
    names = [[hex_name(h) for h in s] for s in B.STARTS]
    assert names == [["b1", "b5", "e2", "e6"], ["b5", "e2", "g6"], ["b1", "b5", "i2", "i6"]]


def test_private_const_copies_match_state_and_package():
    """Modules keep private const() copies (no heap on the device): they must agree."""
    folder = os.path.join(ROOT, "engine_core", "assyria")
    from engine_core.assyria import state

    public = dict(vars(state))
    public.update(vars(A))
    for name in os.listdir(folder):
        if not name.endswith(".py"):
            continue
        with open(os.path.join(folder, name)) as f:
            text = f.read()
        for key, value in re.findall(r"^_([A-Z][A-Z0-9_]*) = const\((\d+)\)$", text, re.M):
            assert key in public, "%s: _%s has no public twin" % (name, key)
            assert public[key] == int(value), "%s: _%s" % (name, key)
