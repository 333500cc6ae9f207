"""The README's CircuitPython screenshots (docs/screenshots/cp_*.png) are what the app draws now:
tools/cp_shots.py makes them again from its fixed seeds and every picture must match, pixel
for pixel, the committed one (`make cp-shots` brings them up to date)."""

import os
import sys

from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import cp_shots  # noqa: E402


def test_committed_screenshots_are_current(tmp_path):
    names = cp_shots.main(str(tmp_path))
    assert len(names) == 14 and "cp_kings_reveal.png" in names and "cp_assyria_map.png" in names
    committed = os.path.join(ROOT, "docs", "screenshots")
    stale = [n for n in names if Image.open(tmp_path / n).convert("RGB").tobytes()
             != Image.open(os.path.join(committed, n)).convert("RGB").tobytes()]
    assert not stale, "docs/screenshots/ out of date (run `make cp-shots`): %s" % stale
    shipped = sorted(n for n in os.listdir(committed) if n.startswith("cp_"))
    assert shipped == sorted(names)  # none left over from an older set
