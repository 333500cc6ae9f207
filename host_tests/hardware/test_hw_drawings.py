"""The committed hardware drawings and PINOUT.md are exactly what `make drawings` makes now."""

import os
import subprocess
import sys
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HARDWARE = os.path.join(ROOT, "hardware")
GENERATOR = os.path.join(HARDWARE, "drawings", "make_drawings.py")


def _generated(tmp_path):
    """Run the generator as `make drawings` does, into a scratch folder; path -> bytes."""
    subprocess.run([sys.executable, GENERATOR, "--out", str(tmp_path)], check=True,
                   capture_output=True)
    files = {}
    for folder, _, names in os.walk(tmp_path):
        for name in names:
            path = os.path.join(folder, name)
            with open(path, "rb") as f:
                files[os.path.relpath(path, tmp_path)] = f.read()
    return files


def test_committed_drawings_match_a_fresh_generation(tmp_path):
    fresh = _generated(tmp_path)
    assert "PINOUT.md" in fresh and "drawings/matrix.svg" in fresh
    stale = []
    for rel, data in sorted(fresh.items()):
        path = os.path.join(HARDWARE, rel)
        if not os.path.exists(path):
            stale.append(rel + " (missing)")
            continue
        with open(path, "rb") as f:
            if f.read() != data:
                stale.append(rel)
    assert not stale, "run `make drawings`; out of date: %s" % ", ".join(stale)


def test_no_committed_drawing_is_left_without_a_source(tmp_path):
    fresh = _generated(tmp_path)
    committed = {"drawings/" + n for n in os.listdir(os.path.join(HARDWARE, "drawings"))
                 if n.endswith((".svg", ".png"))}
    assert committed <= set(fresh), "not generated any more: %s" % (committed - set(fresh))


def test_drawings_are_well_formed_svg_and_pinout_says_generated(tmp_path):
    fresh = _generated(tmp_path)
    for rel, data in fresh.items():
        if rel.endswith(".svg"):
            root = ET.fromstring(data)
            assert root.tag.endswith("svg"), rel
    assert b"do not edit" in fresh["PINOUT.md"]
    outline = ET.fromstring(fresh["drawings/panel_outline_ili9341.svg"])
    assert outline.get("width").endswith("mm"), "the outline must print at 1:1"
