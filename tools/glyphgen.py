"""`make glyphs`: draws Tigris's shapes once with framebuf and writes them as 1-bit bitmaps into
firmware/games/tigris/glyph_bits.py, so the firmware blits them instead of running this code.

Runs under the MicroPython Unix port (framebuf): `micropython tools/glyphgen.py [OUT]`; without
OUT it prints the module. A test checks the committed module is what this makes.
"""

import framebuf

TILE = 20  # a tile glyph: 20x20, 3 bytes a row
SYMBOL = 13  # a dynasty symbol: 13x13, 2 bytes a row
MINI = 7  # a colour's mini glyph: 7x7, 1 byte a row


def tile_glyph(fb, colour, ink):
    """Each tile colour has its own shape (TE-1.2), so colour is never the only cue."""
    if colour == 0:  # temple: a stepped ziggurat
        fb.fill_rect(3, 13, 14, 3, ink)
        fb.fill_rect(5, 10, 10, 3, ink)
        fb.fill_rect(7, 7, 6, 3, ink)
        fb.fill_rect(9, 4, 2, 3, ink)
    elif colour == 1:  # farm: two waves
        for y0 in (6, 12):
            for dy in (0, 1):
                y = y0 + dy
                fb.line(3, y + 2, 6, y, ink)
                fb.line(6, y, 9, y + 2, ink)
                fb.line(9, y + 2, 12, y, ink)
                fb.line(12, y, 15, y + 2, ink)
                fb.line(15, y + 2, 16, y + 1, ink)
    elif colour == 2:  # market: a coin
        fb.ellipse(10, 10, 6, 6, ink)
        fb.ellipse(10, 10, 5, 5, ink)
        fb.fill_rect(9, 7, 2, 7, ink)
    else:  # settlement: a house
        fb.fill_rect(5, 10, 10, 6, ink)
        for i in range(6):
            fb.hline(4 + i, 9 - i, 12 - 2 * i, ink)


def mini_glyph(fb, colour, x, y, ink):
    """A 7x7 version of the colour's glyph, for leaders and the status strip."""
    if colour == 0:
        fb.fill_rect(x, y + 5, 7, 2, ink)
        fb.fill_rect(x + 1, y + 3, 5, 2, ink)
        fb.fill_rect(x + 2, y + 1, 3, 2, ink)
    elif colour == 1:
        for y0 in (y + 1, y + 4):
            fb.line(x, y0 + 1, x + 2, y0, ink)
            fb.line(x + 2, y0, x + 4, y0 + 1, ink)
            fb.line(x + 4, y0 + 1, x + 6, y0, ink)
    elif colour == 2:
        fb.ellipse(x + 3, y + 3, 3, 3, ink, True)
    else:
        fb.fill_rect(x + 1, y + 3, 5, 4, ink)
        fb.hline(x, y + 3, 7, ink)
        fb.hline(x + 1, y + 2, 5, ink)
        fb.hline(x + 2, y + 1, 3, ink)
        fb.pixel(x + 3, y, ink)


def dynasty_symbol(fb, dynasty, x, y, ink):
    """Dynasty symbols in a 12x12 box at (x, y): players are told apart by symbol (TE-1.5)."""
    if dynasty == 0:  # archer: bow and arrow
        fb.ellipse(x + 3, y + 6, 5, 6, ink, False, 0b1001)
        fb.ellipse(x + 3, y + 6, 4, 6, ink, False, 0b1001)
        fb.vline(x + 3, y, 12, ink)
        fb.hline(x, y + 6, 12, ink)
        fb.line(x + 11, y + 6, x + 8, y + 3, ink)
        fb.line(x + 11, y + 6, x + 8, y + 9, ink)
    elif dynasty == 1:  # bull: head with horns
        fb.ellipse(x + 6, y + 8, 4, 4, ink, True)
        fb.line(x + 3, y + 5, x, y + 1, ink)
        fb.line(x + 4, y + 5, x + 1, y + 1, ink)
        fb.line(x + 8, y + 5, x + 11, y + 1, ink)
        fb.line(x + 9, y + 5, x + 12, y + 1, ink)
    elif dynasty == 2:  # pot: a vase
        fb.ellipse(x + 6, y + 8, 5, 4, ink, True)
        fb.fill_rect(x + 4, y + 2, 5, 3, ink)
        fb.hline(x + 2, y, 9, ink)
        fb.hline(x + 2, y + 1, 9, ink)
    else:  # lion: a sun-like mane
        fb.ellipse(x + 6, y + 6, 3, 3, ink, True)
        fb.vline(x + 6, y, 2, ink)
        fb.vline(x + 6, y + 11, 2, ink)
        fb.hline(x, y + 6, 2, ink)
        fb.hline(x + 11, y + 6, 2, ink)
        fb.line(x + 2, y + 2, x + 3, y + 3, ink)
        fb.line(x + 10, y + 2, x + 9, y + 3, ink)
        fb.line(x + 2, y + 10, x + 3, y + 9, ink)
        fb.line(x + 10, y + 10, x + 9, y + 9, ink)


def bits(size, draw):
    buf = bytearray(((size + 7) // 8) * size)
    fb = framebuf.FrameBuffer(buf, size, size, framebuf.MONO_HLSB)
    draw(fb)
    return bytes(buf)


def module_text():
    data = b""
    for c in range(4):
        data += bits(TILE, lambda fb, c=c: tile_glyph(fb, c, 1))
    for d in range(4):
        data += bits(SYMBOL, lambda fb, d=d: dynasty_symbol(fb, d, 0, 0, 1))
    for c in range(4):
        data += bits(MINI, lambda fb, c=c: mini_glyph(fb, c, 0, 0, 1))
    lines = ['"""Tigris\'s shapes as 1-bit bitmaps (MONO_HLSB rows).',
             "",
             "Made by tools/glyphgen.py (`make glyphs`): do not edit.",
             '"""',
             "",
             "# 4 tile glyphs 20x20 (60 bytes each), 4 dynasty symbols 13x13 (26 bytes each), then",
             "# 4 mini glyphs 7x7 (7 bytes each), in colour / dynasty order.",
             "BITS = ("]
    for i in range(0, len(data), 24):
        lines.append("    %r" % data[i:i + 24])
    lines.append(")")
    return "\n".join(lines) + "\n"


def main():
    import sys

    text = module_text()
    if len(sys.argv) > 1:
        with open(sys.argv[1], "w") as f:
            f.write(text)
    else:
        print(text, end="")


main()
