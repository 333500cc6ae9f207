"""Proportional text for the UI: measure, cut to a width, wrap, and draw 1-bit glyphs.

A font is one of the generated modules beside this file (`fonts.sans17` for every line a player
must read, `fonts.sans13` for dense tables): its line metrics and one advance byte per glyph,
about 100 bytes of data. The glyphs stay in flash, in the font's FILE beside the module
(`sans17.bin`): a `.mpy` on the Pico's filesystem is copied into the heap whole, so glyphs kept
as `bytes` in it would cost their full size. Each drawn glyph is read from the open file into
one preallocated buffer and `framebuf.blit` draws it through a two-colour palette: nothing is
allocated per glyph. Colours are the firmware's `rgb565()` values (byte-swapped for RGB565).

show_line, the path of every line a player reads, lays each strip's ground with framebuf's
fill_rect and paints its ink in native code (`paint`, viper) instead: a whole strip in one call,
the glyphs' bits expanded into the buffer directly, the same pixels as the blits
(host_tests/fonts/test_inkstrip.py). In bytecode each glyph cost a few microseconds of Python
around its blit, the line walked again for every strip. The device build compiles it for the
RP2040 (tools/build.py native_source: its "# native:" line becomes the decorator); the source
is plain Python, which the web edition's port (no native emitter) runs as it is, `ptr8` below
standing in for viper's byte-pointer cast. Pixels are written a byte at a time, low byte
first, as framebuf keeps RGB565 on every CPU the console runs on (all little-endian).

FILE: b"FNT1", the length and the sum modulo 65536 of what follows the header (2 bytes each,
little-endian; they must equal font.BYTES and font.CHECK), then glyph i (chars FIRST..LAST,
then EXTRA) at 8 + i * font.SLOT: x offset from the pen (signed byte), width, top row (from the
top of the line), rows, then its ink box as MONO_HLSB rows of (width + 7) // 8 bytes.
"""

import framebuf
from micropython import const

ELLIPSIS = "\u2026"
# Native code: the console never lets this module go (console/app.py unload).
RESIDENT = True
# Ink reaches at most this far beyond a glyph's pen or advance (tools/fontgen.py checks it).
OVERHANG = const(4)
_HEAD = const(8)  # the glyph file's header: magic, length, checksum
_MONO = framebuf.MONO_HLSB
_RGB = framebuf.RGB565
_DIR = __file__[: __file__.rfind("/") + 1]  # the glyph files sit beside the font modules

# blit's palette: glyph bit 0 -> a key colour that is never drawn, bit 1 -> the ink.
_palette = framebuf.FrameBuffer(bytearray(4), 2, 1, _RGB)
_glyph = bytearray(4)  # the one glyph buffer (record + bits), grown when a font is opened
# blit's source, reused for every glyph: (the glyph's MONO_HLSB bits, width, rows, format).
_src = [b"", 0, 0, _MONO]
# FILE -> its open glyph file; keyed by name, not module, so an unloaded font module is freed.
_files = {}  # type: dict
# [FILE, the whole file] of a font whose glyphs are held in the heap, or [None, None]: a
# page drawn while no game is in the heap holds them (console/page.py hold_glyphs), so that
# show_line reads them where they are, not with two calls of the file a glyph (~0.5 us a
# glyph on the Unix port, two-fifths of a strip's painting; a flash read on the Pico); a
# game's start lets them go (let_go).
held = [None, None]


def let_go():
    """The held glyphs go (`held`): the heap is a game's, or its view's again after a page."""
    held[0] = held[1] = None


def ptr8(buf):
    """Viper's cast, in the plain-Python build: indexing the buffer reads and writes bytes."""
    return buf


def _number(font, c):
    """The glyph's number in the font for character code c; what the font lacks is drawn as '?'.
    Works on codes, not characters: a non-ASCII character taken from a string is a new object."""
    first = font.FIRST
    if first <= c <= font.LAST:
        return c - first
    extra = font.EXTRA
    for i in range(len(extra)):
        if ord(extra[i]) == c:
            return font.LAST - first + 1 + i
    return 63 - first


def glyph_file(font):
    """The font's glyph file, opened and checked on its first use."""
    global _glyph
    name = font.FILE
    if name in _files:
        return _files[name]
    path = name if "/" in name else _DIR + name
    try:
        f = open(path, "rb")
    except OSError:
        raise OSError("font file %s: missing" % path) from None
    if len(_glyph) < font.SLOT:
        _glyph = bytearray(font.SLOT)
        _src[0] = memoryview(_glyph)[4:]
    # The header must name this module's glyphs (length and checksum) and the file must hold
    # all of them: a stale, cut short or foreign file is refused before anything is drawn.
    f.readinto(_glyph, _HEAD)
    h = _glyph
    if (h[:4] != b"FNT1" or h[4] | h[5] << 8 != font.BYTES or h[6] | h[7] << 8 != font.CHECK
            or f.seek(0, 2) != _HEAD + font.BYTES):
        f.close()
        raise OSError("font file %s: damaged or stale, flash the whole build" % path)
    _files[name] = f
    return f


def _code(b, k):
    """The character code of the UTF-8 bytes b at k. Text is read as bytes through a
    memoryview: taking a character out of a str makes a new object (for every character that
    is not an interned name), a byte is a small int."""
    c = b[k]
    if c < 0x80:
        return c
    if c < 0xE0:
        return (c & 0x1F) << 6 | b[k + 1] & 0x3F
    if c < 0xF0:
        return (c & 0x0F) << 12 | (b[k + 1] & 0x3F) << 6 | b[k + 2] & 0x3F
    return 0  # beyond the fonts' range: drawn as '?'


def _size(lead):
    """Bytes of the UTF-8 character that starts with byte `lead`."""
    return 1 if lead < 0x80 else 2 if lead < 0xE0 else 3 if lead < 0xF0 else 4


# native: @micropython.viper
def _ascii_width(text, n: int, adv, first: int, last: int) -> int:
    """The sum of the advances of the n bytes of `text` (a memoryview), or -1 at a byte the
    font's first..last range does not hold (text_width's loop takes such a text). Every line
    drawn is measured first (console/gfx.py text): a line's measure, ~2.5 us of bytecode on
    the Unix port, is ~0.8 us so."""
    t = ptr8(text)
    a = ptr8(adv)
    w = 0
    k = 0
    while k < n:
        c = t[k]
        if c < first or c > last:
            return -1
        w += a[c - first]
        k += 1
    return w


def text_width(font, s):
    """Width in pixels of `s` drawn in `font` (the sum of the advances)."""
    adv = font.ADVANCES
    first = font.FIRST
    last = font.LAST
    b = memoryview(s)
    n = len(b)
    w = _ascii_width(b, n, adv, first, last)
    if w >= 0:
        return w
    w = 0
    k = 0
    while k < n:
        c = b[k]
        # The common case inline: a call per character would double the time of a line.
        if first <= c <= last:
            w += adv[c - first]
            k += 1
        else:
            w += adv[_number(font, _code(b, k))]
            k += _size(c)
    return w


def fit(font, s, width):
    """`s` if it fits in `width` px, else its longest start that fits with an ellipsis added."""
    if text_width(font, s) <= width:
        return s
    adv = font.ADVANCES
    room = width - adv[_number(font, 0x2026)]
    if room < 0:
        return ""
    first = font.FIRST
    last = font.LAST
    b = memoryview(s)
    size = len(b)
    used = 0
    n = 0  # characters that fit (a str is cut by characters, the loop walks its bytes)
    k = 0
    while k < size:
        c = b[k]
        if first <= c <= last:  # the common case inline, as in text_width
            used += adv[c - first]
            k += 1
        else:
            used += adv[_number(font, _code(b, k))]
            k += _size(c)
        if used > room:
            break
        n += 1
    return s[:n].rstrip() + ELLIPSIS


def wrap(font, s, width):
    """Lines of at most `width` px, broken at spaces and "\\n" (fonts/wrap.py, loaded on first
    use: only the rules pages and the event list wrap, never the game screen's status line)."""
    from fonts.wrap import wrap

    return wrap(font, s, width)


def draw_text(fb, font, s, x, y, fg, bg=None, limit=32767, start=0):
    """Draw `s` with the top of its line at (x, y) into the FrameBuffer `fb`; return the x after
    it. With `bg`, the text's box (text_width x HEIGHT) is filled first; without, the text is
    drawn over what is there. Glyphs left of 0 or from `limit` (the buffer's width) on are
    skipped, so a strip buffer can take a long line piece by piece (from byte `start` of the
    text's UTF-8, whose pen is at x). Allocates one memoryview of `s` a call, nothing a glyph."""
    if bg is not None:
        fb.fill_rect(x, y, text_width(font, s), font.HEIGHT, bg)
    f = _files.get(font.FILE) or glyph_file(font)
    key = fg ^ 1  # any colour but the ink: bit-0 pixels map to it and are not drawn
    palette = _palette
    palette.pixel(0, 0, key)
    palette.pixel(1, 0, fg)
    src = _src
    g = _glyph
    adv = font.ADVANCES
    slot = font.SLOT
    first = font.FIRST
    last = font.LAST
    b = memoryview(s)
    n = len(b)
    k = start
    while k < n:
        c = b[k]
        if first <= c <= last:
            i = c - first
            k += 1
        else:
            i = _number(font, _code(b, k))
            k += _size(c)
        # Only a glyph whose ink can reach the buffer is read: ink stays within OVERHANG.
        if c != 32 and x + adv[i] + OVERHANG > 0:
            f.seek(_HEAD + i * slot)
            f.readinto(g, slot)
            w = g[1]
            gx = x + g[0] - (256 if g[0] > 127 else 0)
            if w and gx < limit and gx + w > 0:
                src[1] = w
                src[2] = g[3]
                fb.blit(src, gx, y + g[2], key, palette)
        x += adv[i]
        if x >= limit + OVERHANG:  # no ink of the rest can reach back left of limit
            break
    return x


# native: @micropython.viper
def paint(buf, cw: int, h: int, text, n: int, x: int, adv, first: int, last: int, extra,
          m: int, f, g, whole: int, slot: int, fg: int):
    """Draws the n UTF-8 bytes of `text` (a memoryview) in ink fg over the cw x h RGB565 pixels
    of buf (their ground laid: show_line), the line's top at the strip's top and the first pen
    at x (left of 0 when the line began before this strip). `adv`, `first`, `last`, `slot` are
    the font's; `extra` is its EXTRA characters' UTF-8 (a memoryview, m bytes); `f` is its open
    glyph file and `g` a buffer for one glyph record, or with `whole` true, `g` is the whole
    file, held in the heap (`held` above), and `f` is not used. A character the font lacks is
    drawn as '?' (_number)."""
    p = ptr8(buf)
    t = ptr8(text)
    a = ptr8(adv)
    e = ptr8(extra)
    q = ptr8(g)
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
        if c != 32 and x + step + OVERHANG > 0:
            if whole:
                at = _HEAD + gi * slot
            else:
                f.seek(_HEAD + gi * slot)
                f.readinto(g, slot)
                at = 0
            w = int(q[at + 1])
            gx = x + int(q[at])
            if q[at] > 127:
                gx -= 256  # the x offset is a signed byte
            if w and gx < cw and gx + w > 0:
                top = int(q[at + 2])
                rows = int(q[at + 3])
                if top + rows > h:
                    rows = h - top
                row_bytes = (w + 7) >> 3
                # The glyph's columns inside the strip, found once, not tested a pixel each.
                c0 = 0
                if gx < 0:
                    c0 = 0 - gx
                c1 = w
                if gx + w > cw:
                    c1 = cw - gx
                src = at + 4  # the glyph row's first byte of bits
                o = (top * cw + gx) << 1  # the strip's byte of the glyph row's column 0
                r = 0
                while r < rows:
                    col = c0
                    while col < c1:
                        # A byte of the row a load: its bits from col's to end's (the byte's
                        # last or c1), col's on top; the rest is skipped once no ink is left.
                        end = (col | 7) + 1
                        if end > c1:
                            end = c1
                        bits = (q[src + (col >> 3)] << (col & 7)) & (0xFF00 >> (end - col)) & 0xFF
                        d = o + (col << 1)
                        while bits:
                            if bits & 0x80:
                                p[d] = lo
                                p[d + 1] = hi
                            bits = (bits << 1) & 0xFF
                            d += 2
                        col = end
                    src += row_bytes
                    o += cw << 1
                    r += 1
        x += step
        if x >= cw + OVERHANG:  # no ink of the rest can reach back into the strip
            break


def show_line(display, buf, font, s, x, y, width, fg, bg, ground=None, height=0):
    """One line of text on the panel at (x, y), `width` px wide (the rest filled with `bg`, so a
    shorter text erases a longer one), drawn through `buf` in strips: the firmware keeps no
    full-screen buffer. `buf` must hold at least one column (2 * HEIGHT bytes); a full 320 px
    line of sans17 in one strip takes 11.5 KB, 64 px strips 2.3 KB. `ground` is `buf` as one
    row of RGB565 pixels (a FrameBuffer; made here if not given): each strip's ground is laid
    by its fill_rect, in C (a loop of native code took three times as long), and its ink
    painted in native code (paint), the same pixels as draw_text's. `height`, if more than
    the font's line, is the box's: the ground under the line comes in the same strips."""
    if ground is None:
        ground = framebuf.FrameBuffer(buf, len(buf) // 2, 1, _RGB)
    h = height if height > font.HEIGHT else font.HEIGHT
    strip = len(buf) // (2 * h)
    mv = memoryview(buf)
    b = memoryview(s)
    n = len(b)
    if held[0] == font.FILE:
        f = None
        g = held[1]
    else:
        f = _files.get(font.FILE) or glyph_file(font)
        g = _glyph
    extra = memoryview(font.EXTRA)  # its characters beyond ASCII (two or three bytes each)
    adv = font.ADVANCES
    first = font.FIRST
    last = font.LAST
    slot = font.SLOT
    done = 0
    while done < width:
        cw = width - done if width - done < strip else strip
        ground.fill_rect(0, 0, cw * h, 1, bg)
        paint(buf, cw, h, b, n, -done, adv, first, last, extra, len(extra), f, g, f is None,
              slot, fg)
        display.blit(x + done, y, cw, h, mv[: cw * h * 2])
        done += cw
