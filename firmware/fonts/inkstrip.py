"""One strip of a line of text painted in native code (viper): its ground, then its glyphs' ink.

fonts/writer.py show_line sends every line a player reads through a strip buffer, a strip at a
time. Painted in bytecode, each glyph cost a few microseconds of Python around its blit (the
line walked again for every strip, a FrameBuffer made per strip); here a whole strip is one
call, and the glyph's bits are expanded into the buffer directly. The glyphs still come from the
font's file, one read each (writer.py: they stay in flash), and the ink is what
`FrameBuffer.blit` through the writer's two-colour palette would write: only bit-1 pixels, in
the ink, clipped to the strip (host_tests/fonts/test_inkstrip.py compares them pixel for pixel).

Plain Python as well: the web edition's port has no native emitter and runs this module's
source with the decorators taken out (tools/build.py portable_source; `ptr8` below stands in
for viper's byte-pointer cast there, here and not from console/compat.py: fonts/ stands alone,
as a font package for any MicroPython program). Pixels are written a byte at a time, low byte
first, as framebuf keeps RGB565 on the RP2040, the Unix port's CPUs and WebAssembly alike (all
little-endian).
"""

import micropython
from micropython import const

_HEAD = const(8)  # the glyph file's header (writer.py)
_OVERHANG = const(4)  # writer.OVERHANG: ink reaches at most this far past a glyph's advance


def ptr8(buf):
    """Viper's cast, in the plain-Python build: indexing the buffer reads and writes bytes."""
    return buf


@micropython.viper
def paint(buf, cw: int, h: int, text, n: int, x: int, adv, first: int, last: int, extra,
          m: int, f, g, slot: int, fg: int, bg: int):
    """Fills cw x h RGB565 pixels of buf with bg and draws the n UTF-8 bytes of `text` (a
    memoryview) in ink fg, the line's top at the strip's top and the first pen at x (left of 0
    when the line began before this strip). `adv`, `first`, `last`, `slot` are the font's;
    `extra` is its EXTRA characters' UTF-8 (a memoryview, m bytes); `f` is its open glyph
    file, `g` a buffer for one glyph record. A character the font lacks is drawn as '?'
    (writer.py _number)."""
    p = ptr8(buf)
    t = ptr8(text)
    a = ptr8(adv)
    e = ptr8(extra)
    q = ptr8(g)
    lo = bg & 0xFF
    hi = (bg >> 8) & 0xFF
    i = 0
    end = cw * h * 2
    while i < end:
        p[i] = lo
        p[i + 1] = hi
        i += 2
    lo = fg & 0xFF
    hi = (fg >> 8) & 0xFF
    k = 0
    while k < n:
        c = t[k]
        if c < 0x80:
            k += 1
        elif c < 0xE0:
            c = (c & 0x1F) << 6 | t[k + 1] & 0x3F
            k += 2
        elif c < 0xF0:
            c = (c & 0x0F) << 12 | (t[k + 1] & 0x3F) << 6 | t[k + 2] & 0x3F
            k += 3
        else:
            c = 0  # beyond the fonts' range
            k += 4
        if first <= c and c <= last:
            gi = c - first
        else:
            gi = 63 - first
            j = 0  # the EXTRA character's number
            at = 0
            while at < m:
                d = e[at]
                if d < 0xE0:
                    d = (d & 0x1F) << 6 | e[at + 1] & 0x3F
                    at += 2
                else:
                    d = (d & 0x0F) << 12 | (e[at + 1] & 0x3F) << 6 | e[at + 2] & 0x3F
                    at += 3
                if d == c:
                    gi = last - first + 1 + j
                    break
                j += 1
        step = int(a[gi])
        # Only a glyph whose ink can reach the strip is read.
        if c != 32 and x + step + _OVERHANG > 0:
            f.seek(_HEAD + gi * slot)
            f.readinto(g, slot)
            w = int(q[1])
            gx = x + int(q[0])
            if q[0] > 127:
                gx -= 256  # the x offset is a signed byte
            if w and gx < cw and gx + w > 0:
                top = int(q[2])
                rows = int(q[3])
                if top + rows > h:
                    rows = h - top
                row_bytes = (w + 7) >> 3
                r = 0
                while r < rows:
                    src = 4 + r * row_bytes
                    dst = (top + r) * cw
                    col = 0
                    while col < w:
                        xx = gx + col
                        if xx >= 0 and xx < cw and (q[src + (col >> 3)] >> (7 - (col & 7))) & 1:
                            o = (dst + xx) << 1
                            p[o] = lo
                            p[o + 1] = hi
                        col += 1
                    r += 1
        x += step
        if x >= cw + _OVERHANG:  # no ink of the rest can reach back into the strip
            break
