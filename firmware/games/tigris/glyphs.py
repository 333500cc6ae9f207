"""Shapes drawn into a 20x20 cell buffer: tile glyphs, dynasty symbols, leaders and marks."""

import framebuf
from console import colours as C
from console.compat import const

from games.tigris.glyph_bits import BITS

# The shapes are 1-bit bitmaps drawn once by tools/glyphgen.py (glyph_bits.py): each is one
# blit through a two-colour palette whose 0 colour is the key, so only the ink is written.
_palette = framebuf.FrameBuffer(bytearray(4), 2, 1, framebuf.RGB565)
_src = [b"", 0, 0, framebuf.MONO_HLSB]  # blit's source, reused: bytes, width, rows, format
_bits = memoryview(BITS)
_SYMBOLS = const(240)  # offset of the dynasty symbols: after 4 tile glyphs of 60 bytes
_MINIS = const(344)  # ... of the mini glyphs: after 4 symbols of 26 bytes


def _blit(fb, off, size, row_bytes, x, y, ink):
    src = _src
    src[0] = _bits[off : off + row_bytes * size]
    src[1] = size
    src[2] = size
    _palette.pixel(0, 0, ink ^ 1)  # the key: bit-0 pixels become it and are skipped
    _palette.pixel(1, 0, ink)
    fb.blit(src, x, y, ink ^ 1, _palette)


def tile_glyph(fb, colour, ink, x=0, y=0):
    """Each tile colour has its own shape (TE-1.2), so colour is never the only cue: red
    temple a stepped ziggurat, blue farm two waves, green market a coin, black settlement a
    house (20x20)."""
    _blit(fb, colour * 60, 20, 3, x, y, ink)


def mini_glyph(fb, colour, x, y, ink):
    """A 7x7 version of the colour's glyph, for leaders and the status strip."""
    _blit(fb, _MINIS + colour * 7, 7, 1, x, y, ink)


def dynasty_symbol(fb, dynasty, x, y, ink):
    """Dynasty symbols in a 13x13 box at (x, y): players are told apart by symbol (TE-1.5):
    archer bow and arrow, bull horned head, pot a vase, lion a sun-like mane."""
    _blit(fb, _SYMBOLS + dynasty * 26, 13, 2, x, y, ink)


# A tile is the commonest shape on the board: its four glyphs' blit sources and the white
# ink's palette are made once, so drawing one is a fill and a blit with no Python set-up.
_tile_ink = framebuf.FrameBuffer(bytearray(4), 2, 1, framebuf.RGB565)
_tile_ink.pixel(0, 0, C.INK_ON_TILE ^ 1)
_tile_ink.pixel(1, 0, C.INK_ON_TILE)
_TILE_TOP = bytearray(4)  # each tile glyph's first inked row: where its blit starts


def _tile_sources():
    """Each tile glyph's inked rows only (3 bytes a row): a blit costs per pixel, and a
    glyph's top and bottom rows are blank. Read byte by byte: nothing is left behind in the
    heap but the sources themselves."""
    out = []
    for c in range(4):
        top = end = -1
        for r in range(20):
            o = c * 60 + 3 * r
            if BITS[o] or BITS[o + 1] or BITS[o + 2]:
                if top < 0:
                    top = r
                end = r + 1
        _TILE_TOP[c] = top
        out.append((_bits[c * 60 + 3 * top : c * 60 + 3 * end], 20, end - top,
                    framebuf.MONO_HLSB))
    return tuple(out)


_TILE_SRC = _tile_sources()
del _tile_sources  # run once: its code goes back to the heap


def tile(fb, colour):
    fb.fill_rect(1, 1, 18, 18, C.TILE[colour])
    fb.blit(_TILE_SRC[colour], 0, _TILE_TOP[colour], C.INK_ON_TILE ^ 1, _tile_ink)


def leader(fb, dynasty, colour):
    """A disc in the leader's colour with the dynasty symbol and the colour's own glyph. The
    two blits are set up here, not through _blit: a full board holds several leaders, and the
    white symbol uses the tile ink's palette as it is."""
    ink = C.TILE[colour]
    fb.ellipse(10, 10, 9, 9, ink, True)
    src = _src
    o = _SYMBOLS + dynasty * 26
    src[0] = _bits[o : o + 26]
    src[1] = 13
    src[2] = 13
    fb.blit(src, 3, 2, C.INK_ON_TILE ^ 1, _tile_ink)
    fb.fill_rect(12, 12, 8, 8, C.INK_ON_TILE)
    o = _MINIS + colour * 7
    src[0] = _bits[o : o + 7]
    src[1] = 7
    src[2] = 7
    _palette.pixel(0, 0, ink ^ 1)
    _palette.pixel(1, 0, ink)
    fb.blit(src, 13, 13, ink ^ 1, _palette)


def catastrophe(fb):
    fb.fill_rect(1, 1, 18, 18, C.CATA)
    for d in (0, 1):
        fb.line(4 + d, 4, 15 + d, 15, C.CATA_X)
        fb.line(15 + d, 4, 4 + d, 15, C.CATA_X)


def ziggurat(fb):
    fb.fill_rect(0, 0, 20, 20, C.ZIGGURAT)
    tile_glyph(fb, 0, C.BLACK)


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
