"""Shapes drawn into a 20x20 cell buffer: tile glyphs, dynasty symbols, leaders and marks."""

import framebuf
from console import colours as C

# Each tile glyph drawn once into a 1-bit 20x20 mask (60 bytes), then blitted through a
# two-colour palette: one C call per tile instead of up to twenty line() calls.
_masks = []
_palette = framebuf.FrameBuffer(bytearray(4), 2, 1, framebuf.RGB565)


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


def glyph_mask(colour):
    if not _masks:
        for c in range(4):
            m = framebuf.FrameBuffer(bytearray(60), 20, 20, framebuf.MONO_HLSB)
            tile_glyph(m, c, 1)
            _masks.append(m)
    return _masks[colour]


def blit_glyph(fb, colour, ink, x=0, y=0):
    """The colour's glyph in `ink` at (x, y) of `fb`: only its ink pixels are written."""
    _palette.pixel(0, 0, ink ^ 1)  # the key: bit-0 pixels become it and are skipped
    _palette.pixel(1, 0, ink)
    fb.blit(glyph_mask(colour), x, y, ink ^ 1, _palette)


def tile(fb, colour):
    fb.fill_rect(1, 1, 18, 18, C.TILE[colour])
    blit_glyph(fb, colour, C.INK_ON_TILE)


def leader(fb, dynasty, colour):
    """A disc in the leader's colour with the dynasty symbol and the colour's own glyph."""
    fb.ellipse(10, 10, 9, 9, C.TILE[colour], True)
    dynasty_symbol(fb, dynasty, 3, 2, C.INK_ON_TILE)
    fb.fill_rect(12, 12, 8, 8, C.INK_ON_TILE)
    mini_glyph(fb, colour, 13, 13, C.TILE[colour])


def catastrophe(fb):
    fb.fill_rect(1, 1, 18, 18, C.CATA)
    for d in (0, 1):
        fb.line(4 + d, 4, 15 + d, 15, C.CATA_X)
        fb.line(15 + d, 4, 4 + d, 15, C.CATA_X)


def ziggurat(fb):
    fb.fill_rect(0, 0, 20, 20, C.ZIGGURAT)
    blit_glyph(fb, 0, C.BLACK)


def treasure(fb, special):
    """A yellow gem in the top-right corner; a double edge marks one that must go first."""
    for i in range(4):
        fb.hline(15 - i, 2 + i, 1 + 2 * i, C.TREASURE)
        fb.hline(15 - i, 9 - i, 1 + 2 * i, C.TREASURE)
    fb.pixel(15, 1, C.TREASURE_EDGE)
    if special:
        fb.rect(10, 0, 10, 11, C.TREASURE_EDGE)


def building(fb):
    """A civilization building: a small white column at the bottom-left (TE-12.3)."""
    fb.fill_rect(0, 11, 9, 9, C.BLACK)
    fb.fill_rect(1, 12, 7, 2, C.BUILDING)
    fb.fill_rect(2, 14, 1, 4, C.BUILDING)
    fb.fill_rect(5, 14, 1, 4, C.BUILDING)
    fb.fill_rect(1, 18, 7, 1, C.BUILDING)
