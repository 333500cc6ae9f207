"""Proportional text for the UI: measure, cut to a width, wrap, and draw 1-bit glyphs.

A font is one of the generated modules beside this file (`fonts.sans17` for every line a player
must read, `fonts.sans13` for dense tables): its metrics and glyph index, a few hundred bytes.
The glyph bitmaps stay in flash, in the font's FILE beside the module (`sans17.bin`): a `.mpy`
on the Pico's filesystem is copied into the heap whole, so bitmaps kept as `bytes` in it would
cost their full size. Each drawn glyph is read from the open file into one preallocated
buffer and `framebuf.blit` draws it through a two-colour palette: nothing is allocated per
glyph. A font object with a BITMAPS attribute (bytes in memory) is drawn from those instead.
Colours are the firmware's `rgb565()` values (already byte-swapped for `framebuf.RGB565`).

Index record of glyph i, at font.INDEX[7 * i]: bitmap offset (2 bytes, little-endian), advance,
x offset from the pen (signed byte), width, top row (from the top of the line), rows.
FILE: b"FNT1", the bitmap length and the bitmap bytes' sum modulo 65536 (2 bytes each,
little-endian; they must equal font.BYTES and font.CHECK), then the bitmaps.
"""

import framebuf

ELLIPSIS = "\u2026"
# Ink reaches at most this far beyond a glyph's pen or advance (tools/fontgen.py checks it).
OVERHANG = 4
_REC = 7
_HEAD = 8  # the glyph file's header: magic, length, checksum
_MONO = framebuf.MONO_HLSB
_RGB = framebuf.RGB565
_DIR = __file__[: __file__.rfind("/") + 1]  # the glyph files sit beside the font modules

# blit's palette: glyph bit 0 -> a key colour that is never drawn, bit 1 -> the ink.
_palette = framebuf.FrameBuffer(bytearray(4), 2, 1, _RGB)
# The one glyph buffer, grown when a font with larger glyphs is opened (never while drawing).
_glyph = bytearray(32)
# blit's source, reused for every glyph: (its MONO_HLSB bytes, width, rows, format).
_src = [_glyph, 0, 0, _MONO]
_open = {}  # type: dict  # font module -> its open glyph file, or a memoryview of its BITMAPS


def _source(font):
    """The font's glyph file, opened and checked on first use (or its in-memory bitmaps)."""
    got = _open.get(font)
    if got is not None:
        return got
    bitmaps = getattr(font, "BITMAPS", None)
    if bitmaps is not None:
        got = _open[font] = memoryview(bitmaps)
        return got
    global _glyph
    path = _DIR + font.FILE
    try:
        f = open(path, "rb")
    except OSError:
        raise OSError("font file %s is missing: copy the whole build to the device" % path)
    if len(_glyph) < font.GLYPH_MAX:
        _glyph = _src[0] = bytearray(font.GLYPH_MAX)
    head = f.read(_HEAD)
    total = 0
    size = 0
    while True:  # the whole file once through the glyph buffer: no extra heap
        n = f.readinto(_glyph)
        if not n:
            break
        size += n
        for i in range(n):
            total += _glyph[i]
    if (head[:4] != b"FNT1" or head[4] | head[5] << 8 != font.BYTES or size != font.BYTES
            or head[6] | head[7] << 8 != font.CHECK or total & 0xFFFF != font.CHECK):
        f.close()
        raise OSError("font file %s is damaged or does not match its module: rebuild and "
                      "copy the whole build to the device" % path)
    _open[font] = f
    return f


def _record(font, ch):
    """Offset of the glyph's index record; characters the font lacks are drawn as '?'."""
    c = ord(ch)
    first = font.FIRST
    if first <= c <= font.LAST:
        return (c - first) * _REC
    i = font.EXTRA.find(ch)
    if i >= 0:
        return (font.LAST - first + 1 + i) * _REC
    return (63 - first) * _REC


def height(font):
    return font.HEIGHT


def char_width(font, ch):
    return font.INDEX[_record(font, ch) + 2]


def text_width(font, s):
    """Width in pixels of `s` drawn in `font` (the sum of the advances)."""
    index = font.INDEX
    first = font.FIRST
    last = font.LAST
    w = 0
    for ch in s:
        c = ord(ch)
        # The common case inline: a call per character would double the time of a line.
        w += index[((c - first) * _REC if first <= c <= last else _record(font, ch)) + 2]
    return w


def fit(font, s, width):
    """`s` if it fits in `width` px, else its longest start that fits with an ellipsis added."""
    if text_width(font, s) <= width:
        return s
    room = width - char_width(font, ELLIPSIS)
    index = font.INDEX
    used = 0
    n = 0
    for ch in s:
        used += index[_record(font, ch) + 2]
        if used > room:
            break
        n += 1
    return s[:n].rstrip() + ELLIPSIS if room >= 0 else ""


def wrap(font, s, width):
    """Lines of at most `width` px, broken at spaces and "\\n" (fonts/wrap.py, loaded on first
    use: only the rules pages and the event list wrap, never the game screen's status line)."""
    from fonts.wrap import wrap

    return wrap(font, s, width)


def draw_text(fb, font, s, x, y, fg, bg=None, limit=32767):
    """Draw `s` with the top of its line at (x, y) into the FrameBuffer `fb`; return the x after
    it. With `bg`, the text's box (text_width x HEIGHT) is filled first; without, the text is
    drawn over what is there. Glyphs left of 0 or from `limit` (the buffer's width) on are
    skipped, so a strip buffer can take a long line piece by piece."""
    if bg is not None:
        fb.fill_rect(x, y, text_width(font, s), font.HEIGHT, bg)
    return _draw(fb, font, s, 0, x, y, fg, limit)


def _draw(fb, font, s, start, x, y, fg, limit):
    """draw_text from character `start` on, with the pen at x."""
    index = font.INDEX
    source = _source(font)
    from_file = not isinstance(source, memoryview)
    key = fg ^ 1  # any colour but the ink: bit-0 pixels map to it and are not drawn
    palette = _palette
    palette.pixel(0, 0, key)
    palette.pixel(1, 0, fg)
    src = _src
    glyph = _glyph
    first = font.FIRST
    last = font.LAST
    stop = limit + OVERHANG  # a glyph whose pen is this far right has no ink left of limit
    for k in range(start, len(s)):
        c = ord(s[k])
        if first <= c <= last:
            i = (c - first) * _REC
        else:
            i = _record(font, s[k])
        w = index[i + 4]
        if w:
            gx = x + index[i + 3]
            if index[i + 3] > 127:
                gx -= 256
            if gx < limit and gx + w > 0:
                off = index[i] | (index[i + 1] << 8)
                rows = index[i + 6]
                n = ((w + 7) >> 3) * rows
                if from_file:
                    source.seek(_HEAD + off)
                    source.readinto(glyph, n)
                    src[0] = glyph
                else:
                    src[0] = source[off : off + n]
                src[1] = w
                src[2] = rows
                fb.blit(src, gx, y + index[i + 5], key, palette)
        x += index[i + 2]
        if x >= stop:
            break
    return x


def show_line(display, buf, font, s, x, y, width, fg, bg):
    """One line of text on the panel at (x, y), `width` px wide (the rest filled with `bg`, so a
    shorter text erases a longer one), drawn through `buf` in strips: the firmware keeps no
    full-screen buffer. `buf` must hold at least one column (2 * HEIGHT bytes); a full 320 px
    line of sans17 in one strip takes 11.5 KB, 64 px strips 2.3 KB."""
    h = font.HEIGHT
    strip = len(buf) // (2 * h)
    mv = memoryview(buf)
    index = font.INDEX
    n = len(s)
    start = 0  # first character that may have ink in this strip
    pen = 0  # where its pen stands, from the line's left end
    done = 0
    while done < width:
        cw = width - done if width - done < strip else strip
        while start < n:
            adv = index[_record(font, s[start]) + 2]
            if pen + adv + OVERHANG > done:
                break
            pen += adv
            start += 1
        fb = framebuf.FrameBuffer(buf, cw, h, _RGB)
        fb.fill(bg)
        _draw(fb, font, s, start, pen - done, 0, fg, cw)
        display.blit(x + done, y, cw, h, mv[: cw * h * 2])
        done += cw
