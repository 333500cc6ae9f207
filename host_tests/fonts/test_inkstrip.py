"""A strip of text painted natively (firmware/fonts/writer.py paint) under the real MicroPython.

The viper painter (tools/build.py native_source, as the device and the simulator compile it),
the plain Python its source is (as the web edition runs it) and writer.draw_text through
framebuf's blit must give the same pixels, byte for byte, for every strip of a line, its glyphs
read from the font's file or held in the heap (writer.held): both fonts, characters beyond
ASCII (the ellipsis the fonts have, others drawn as '?'), pens left of the strip and past it,
narrow strips and wide ones.
"""

import sys

from mpy_run import REPO, run_mpy

sys.path.insert(0, str(REPO / "tools"))
import build  # noqa: E402  (tools/build.py, after its folder is on the path)

WRITER = "firmware/fonts/writer.py"

DRIVER = """
import framebuf
import native
from fonts import sans13, sans17, writer

LINES = ("Bull: action 1 of 2, bag 87", "Revolt: Archer 2+? v Pot 3+1, REVEAL",
         "jjj fjord yjy W/AV \\\\j/ {j}", "Pass to Lion \\u2026 caf\\u00e9 \\u263a \\U0001f600 ~",
         "", "i")
checked = 0
for font in (sans17, sans13):
    h = font.HEIGHT
    f = writer.glyph_file(font)
    whole = bytearray(8 + font.BYTES)  # the file held in the heap (writer.hold)
    f.seek(0)
    f.readinto(whole)
    extra = memoryview(font.EXTRA)
    for s in LINES:
        b = memoryview(s)
        width = writer.text_width(font, s) + 12
        for cw in (1, 5, 16, 61, 93, 320):
            for done in range(-8, width + 8, cw):
                ref = bytearray(cw * h * 2)
                fb = framebuf.FrameBuffer(ref, cw, h, framebuf.RGB565)
                fb.fill(0x2104)
                writer.draw_text(fb, font, s, -done, 0, 0xFFFF, None, cw)
                for mod in (native, writer):
                    for held, g in ((0, writer._glyph), (1, whole)):
                        buf = bytearray(cw * h * 2)
                        framebuf.FrameBuffer(buf, cw, h, framebuf.RGB565).fill(0x2104)
                        mod.paint(buf, cw, h, b, len(b), -done, font.ADVANCES, font.FIRST,
                                  font.LAST, extra, len(extra), f, g, held, font.SLOT, 0xFFFF)
                        assert buf == ref, (font.FILE, s, cw, done, mod, held)
                        checked += 1
print("ok", checked)
"""


def test_native_portable_and_framebuf_strips_are_the_same_pixels(tmp_path):
    (tmp_path / "native.py").write_text(build.native_source(WRITER))
    (tmp_path / "drive.py").write_text(DRIVER)
    out = run_mpy(script=tmp_path / "drive.py", extra_path=(tmp_path,),
                  path=(REPO / "firmware",))
    words = out.split()
    assert words[0] == "ok" and int(words[1]) > 1000, out


def test_a_strip_shows_ink_and_ground_only_where_the_text_puts_them(tmp_path):
    # The same comparison cannot pass on two blank strips: the line's strips hold both colours.
    code = """
from fonts import sans17, writer
class Panel:
    def __init__(self):
        self.colours = set()
    def blit(self, x, y, w, h, buf):
        for i in range(0, len(buf), 2):
            self.colours.add(buf[i] | buf[i + 1] << 8)
p = Panel()
writer.show_line(p, bytearray(3360), sans17, "Pass to Bull", 0, 0, 296, 0xF81F, 0x0841)
print(sorted(p.colours))
"""
    assert run_mpy(code, path=(REPO / "firmware",)).split() == ["[2113,", "63519]"]
