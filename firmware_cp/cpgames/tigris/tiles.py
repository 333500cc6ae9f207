"""The board's tile sheet: one 16-colour displayio Bitmap of 20x20 tiles, drawn once at start.

Four TileGrid layers share it (view.py): ground and content, marks, overlays, the cursor. Index
0 of the palette is transparent, so the upper layers show the cell below them. 16 colours keep
the sheet at 4 bits a pixel: 103 tiles of 400 pixels are 20.6 KB of heap.
"""

from cpconsole.sheet import COLUMNS as SHEET_COLS  # noqa: F401  (the heap figures read it)
from cpconsole.sheet import TileSheet

T = 20
# Palette (RGB888), index 0 transparent. Colours as the MicroPython build's console/colours.py.
COLOURS = (
    0x000000,  # 0 transparent
    0xDECBA0,  # 1 land
    0xC8B487,  # 2 land dot
    0x96C8EB,  # 3 river
    0x6EA5D7,  # 4 river wave
    0xD55E00,  # 5 red temple
    0x0072B2,  # 6 blue farm
    0x009E73,  # 7 green market
    0x282828,  # 8 black settlement
    0xFFFFFF,  # 9 white ink
    0x5A143C,  # 10 catastrophe
    0xF0E442,  # 11 yellow: treasure, catastrophe cross, highlight
    0x786E64,  # 12 monument stone
    0xA0825A,  # 13 ziggurat
    0xCC79A7,  # 14 kingdom outline
    0x000000,  # 15 black
)
LAND, DOT, RIVER, WAVE, WHITE, CATA, YELLOW, STONE, ZIG, OUTLINE, BLACK = (
    1, 2, 3, 4, 9, 10, 11, 12, 13, 14, 15)
TILE_INK = (5, 6, 7, 8)

# Tile numbers in the sheet.
CONTENT = 27  # per ground: empty, 4 tiles, catastrophe, 4 monument blocks, ziggurat, 16 leaders
MARKS0 = 2 * CONTENT  # 16 tiles: the marks bits 1 treasure, 2 building, 4 special, 8 unify
OVERLAY0 = MARKS0 + 16  # 32 tiles: bit 0 highlight, bits 1-4 kingdom edges N E S W
CURSOR = OVERLAY0 + 32
COUNT = CURSOR + 1


def content_index(river, value, monument_colour=-1):
    """The ground-and-content tile of a cell: board value (engine_core/README.md), and for a
    flipped tile under a monument the colour of its block."""
    base = CONTENT if river else 0
    if 1 <= value <= 5:
        return base + value
    if value == 6:
        return base + 6 + max(monument_colour, 0)
    if value == 7:
        return base + 10
    if value >= 16:
        return base + 11 + (value - 16)
    return base


class Sheet(TileSheet):
    """Draws the tiles into one Bitmap (numbered as above)."""

    def __init__(self):
        TileSheet.__init__(self, T, T, COUNT, COLOURS)
        for river in (0, 1):
            self._content(river)
        for m in range(16):
            self._marks(MARKS0 + m, m)
        for o in range(32):
            self._overlay(OVERLAY0 + o, o)
        self._cursor(CURSOR)

    def disc(self, n, cx, cy, r, c):
        for y in range(-r, r + 1):
            for x in range(-r, r + 1):
                if x * x + y * y <= r * r + r:
                    self.dot(n, cx + x, cy + y, c)

    # -- the tiles -----------------------------------------------------------------------------
    def glyph(self, n, colour, ink):
        """Each tile colour has its own shape (TE-1.2), as in the MicroPython build's glyphs."""
        if colour == 0:  # temple: a stepped ziggurat
            self.rect(n, 3, 13, 14, 3, ink)
            self.rect(n, 5, 10, 10, 3, ink)
            self.rect(n, 7, 7, 6, 3, ink)
            self.rect(n, 9, 4, 2, 3, ink)
        elif colour == 1:  # farm: two waves
            for y0 in (6, 12):
                for x in range(3, 17):
                    self.dot(n, x, y0 + (0, 1, 2, 1)[x % 4], ink)
        elif colour == 2:  # market: a coin with a bar
            self.disc(n, 10, 10, 6, ink)
            self.disc(n, 10, 10, 4, TILE_INK[2])
            self.rect(n, 9, 7, 2, 7, ink)
        else:  # settlement: a house
            self.rect(n, 5, 10, 10, 6, ink)
            for i in range(6):
                self.rect(n, 4 + i, 9 - i, 12 - 2 * i, 1, ink)

    def _ground(self, n, river):
        if river:
            self.rect(n, 0, 0, T, T, RIVER)
            self.rect(n, 4, 6, 5, 1, WAVE)
            self.rect(n, 11, 13, 5, 1, WAVE)
        else:
            self.rect(n, 0, 0, T, T, LAND)
            self.dot(n, 5, 5, DOT)
            self.dot(n, 14, 14, DOT)

    def _content(self, river):
        base = CONTENT if river else 0
        for k in range(CONTENT):
            self._ground(base + k, river)
        for c in range(4):
            n = base + 1 + c
            self.rect(n, 1, 1, 18, 18, TILE_INK[c])
            self.glyph(n, c, WHITE)
            n = base + 6 + c  # a monument's block on its stone plinth (TE-9)
            self.rect(n, 0, 0, T, T, STONE)
            self.rect(n, 3, 3, 14, 14, TILE_INK[c])
            self.glyph(n, c, WHITE)
        n = base + 5  # catastrophe: a yellow cross
        self.rect(n, 1, 1, 18, 18, CATA)
        for i in range(3, 17):
            self.rect(n, i, i, 2, 1, YELLOW)
            self.rect(n, 19 - i - 1, i, 2, 1, YELLOW)
        n = base + 10  # ziggurat tile
        self.rect(n, 1, 1, 18, 18, ZIG)
        self.glyph(n, 0, BLACK)
        for d in range(4):
            for c in range(4):
                n = base + 11 + d * 4 + c
                self.disc(n, 10, 10, 9, TILE_INK[c])
                self._dynasty(n, d)
                self.rect(n, 12, 12, 7, 7, WHITE)
                self.rect(n, 13, 13, 5, 5, TILE_INK[c])

    def _dynasty(self, n, d):
        """The dynasty's mark in white (archer, bull, pot, lion), top left of a leader."""
        if d == 0:  # archer: a bow and arrow
            for i in range(7):
                self.dot(n, 3 + i, 9 - i, WHITE)
            self.rect(n, 3, 3, 3, 1, WHITE)
            self.rect(n, 3, 3, 1, 3, WHITE)
        elif d == 1:  # bull: a head with horns
            self.rect(n, 5, 5, 5, 5, WHITE)
            self.rect(n, 3, 3, 2, 2, WHITE)
            self.rect(n, 10, 3, 2, 2, WHITE)
        elif d == 2:  # pot: a vase
            self.rect(n, 6, 3, 3, 2, WHITE)
            self.rect(n, 4, 5, 7, 5, WHITE)
        else:  # lion: a sun mane
            self.disc(n, 7, 7, 3, WHITE)
            for x, y in ((3, 3), (11, 3), (3, 11), (11, 11)):
                self.dot(n, x, y, WHITE)

    def _marks(self, n, m):
        if m & 1:  # treasure: a yellow gem, boxed when it must be taken first (TE-10.1)
            if m & 4:
                self.frame(n, 12, 0, 8, 8, BLACK)
            self.rect(n, 14, 2, 4, 4, YELLOW)
        if m & 2:  # building: a white column on black
            self.rect(n, 1, 12, 7, 7, BLACK)
            self.rect(n, 3, 13, 3, 5, WHITE)
        if m & 8:  # the unification marker (TE-8.1)
            self.frame(n, 2, 2, 16, 16, BLACK)
            self.frame(n, 3, 3, 14, 14, YELLOW)

    def _overlay(self, n, o):
        if o & 1:  # a legal target: four corner brackets
            for x, y in ((0, 0), (15, 0), (0, 15), (15, 15)):
                self.rect(n, x, y, 5, 5, BLACK)
                self.rect(n, x + 1, y + 1, 3, 3, YELLOW)
        if o & 2:
            self.rect(n, 0, 0, T, 3, OUTLINE)
        if o & 4:
            self.rect(n, 17, 0, 3, T, OUTLINE)
        if o & 8:
            self.rect(n, 0, 17, T, 3, OUTLINE)
        if o & 16:
            self.rect(n, 0, 0, 3, T, OUTLINE)

    def _cursor(self, n):
        self.frame(n, 0, 0, T, T, WHITE)
        self.frame(n, 1, 1, 18, 18, BLACK)
        self.frame(n, 2, 2, 16, 16, WHITE)
