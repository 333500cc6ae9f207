"""The committed shape bitmaps (games/tigris/glyph_bits.py) are what tools/glyphgen.py draws."""

from views_support import FIRMWARE, REPO, run_mpy


def test_glyph_bits_match_the_generator():
    made = run_mpy(script=str(REPO / "tools" / "glyphgen.py"), path=(FIRMWARE,))
    committed = (FIRMWARE / "games" / "tigris" / "glyph_bits.py").read_text()
    assert made == committed
