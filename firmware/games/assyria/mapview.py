"""Assyria's map (AS-2): the 64 hexes as offset cells, huts, ziggurats, wells, food, the cursor.

Column c's hexes are 28x18 px cells at x = 2 + 32c, row r at y = 22r (columns of six hexes sit
11 px lower, as on the board). A cell shows: its land (desert, river, between the rivers), its
food as a letter on a tab of the food's colour (G grape, P palm, S salt, B barley, D date), a hut
as a square of the owner's colour with the colour's letter (R G B Y: never colour alone), a
ziggurat as steps of the owner's colour with its height, a well as a dark notch on the corner it
stands on (AS-4.3d), and dim when the hex is out of play. Cells are redrawn only on change,
two of a column in one push where both changed. Also here: the food symbol and the player's
mark as functions, and the few helpers the two other screens draw with (see below).
"""

from array import array

import framebuf
from console import colours as C
from drivers.panel import rgb565
from fonts import sans17, writer

from engine_core.assyria.board import COL, COLUMN_START, FOOD, HEX_CORNERS, REGION, ROW
from engine_core.compat import const
from games.assyria.wells import notch

CELL_W = 28
CELL_H = 18
_W = const(28)  # CELL_W, CELL_H for the drawing itself
_H = const(18)
PAIR_H = 40  # two cells of a column and the 4 px between them
MAP_H = 154
# Tuples, not a str: a str's letter is a new string looked up among every interned name
# (~800 in a game) on each hex drawn; a tuple's item is the string itself.
FOOD_LETTERS = ("G", "P", "S", "B", "D")
FOOD_COLOURS = (rgb565(130, 60, 160), rgb565(0, 120, 60), rgb565(235, 235, 235),
                rgb565(230, 190, 40), rgb565(130, 80, 30))
FOOD_INK = (C.WHITE, C.WHITE, C.BLACK, C.BLACK, C.WHITE)
PLAYER_COLOURS = (rgb565(213, 94, 0), rgb565(0, 158, 115), rgb565(0, 114, 178),
                  rgb565(240, 228, 66))
PLAYER_INK = (C.WHITE, C.WHITE, C.WHITE, C.BLACK)
PLAYER_LETTERS = ("R", "G", "B", "Y")
LANDS = (C.LAND, C.RIVER, C.RIVER, rgb565(190, 215, 160))
OUT = rgb565(70, 70, 80)
WELL = rgb565(20, 20, 60)
PER_HEX = len(HEX_CORNERS) // 64
WHOLE_H = 158  # the map's place, down to the lines under it (view.py INFO_Y)
# The map drawn whole over another screen (draw_whole): a column's pushes, four bytes each (top,
# rows, its first row of the column, cells): a column of 7 from y 0, of 6 from y 11, two cells
# and the ground after them a push (32 x 44 px: 2.8 KB of the console's 3.3 KB buffer), down
# to WHOLE_H.
TALL_PUSHES = bytes((0, 44, 0, 2, 44, 44, 2, 2, 88, 44, 4, 2, 132, 26, 6, 1))
SHORT_PUSHES = bytes((0, 33, 0, 1, 33, 44, 1, 2, 77, 44, 3, 2, 121, 37, 5, 1))


def first_push(c, from_y):
    """Where in column c's pushes (TALL_PUSHES, SHORT_PUSHES) draw_whole starts for a map
    drawn from row `from_y` (at most WHOLE_H) down: the first push reaching below it."""
    pushes = TALL_PUSHES if COLUMN_START[c + 1] - COLUMN_START[c] == 7 else SHORT_PUSHES
    k = 0
    while k < 12 and pushes[k] + pushes[k + 1] <= from_y:
        k += 4
    return pushes, k


def cell_xy(h):
    c = COL[h]
    low = 0 if COLUMN_START[c + 1] - COLUMN_START[c] == 7 else 11
    return 2 + 32 * c, 22 * ROW[h] + low


def food_tab(fb, food, x, y):
    """A food's symbol, as on every hex of the map and every drawn card (rowsview.py): its
    letter on a tab of its colour, so the shape tells it apart without the colour."""
    fb.fill_rect(x, y, 9, 10, FOOD_COLOURS[food])
    fb.text(FOOD_LETTERS[food], x + 1, y + 1, FOOD_INK[food])


def hut(fb, p, x, y):
    """A player's mark: a square of the colour with the colour's letter (never colour alone),
    as a hut on the map and beside each player's figures (rowsview.py, assurview.py)."""
    fb.fill_rect(x, y, 12, 12, PLAYER_COLOURS[p])
    fb.text(PLAYER_LETTERS[p], x + 2, y + 2, PLAYER_INK[p])


# -- what the other two screens (rowsview.py, assurview.py) draw with, kept here with the
# map's symbols: each of those screens then loads one module of its own (an import costs a key
# some 8 ms), and while one is up the heap is the game's highest. Speed on the Pico, by
# tools/bench_shelf.py's estimate: a glyph of the 18 px font read from flash about 0.3 ms, a
# push to the panel 1.5-2 ms (a window set in Python), a fill or a blit into the buffer almost
# nothing. So a screen is one fill, a few words, and tiles of up to 1680 px drawn into the
# console's buffer, each pushed once.

GROUND = C.SCREEN_BG
EMPTY = rgb565(90, 110, 150)  # the outline of an empty place: a row's or Assur's


# The ten digits of the body font as their ink (8 x 12 px, MONO_HLSB), read from flash once:
# the figures of those screens are blitted from here, not read glyph by glyph (120 bytes).
_DIGITS = bytearray(120)
for _d in range(10):
    writer.draw_text(framebuf.FrameBuffer(memoryview(_DIGITS)[12 * _d :], 8, 12,
                                          framebuf.MONO_HLSB), sans17, str(_d), -1, -2, 1)
_digit = [b"", 8, 12, framebuf.MONO_HLSB]
_ink = framebuf.FrameBuffer(bytearray(4), 2, 1, framebuf.RGB565)


def number(fb, n, x, y, colour):
    """n in the body font's digits, centred on x, the top of its line at y; each digit
    advances 9 px, so the numbers of a column line up."""
    _ink.pixel(0, 0, colour ^ 1)  # the key: a glyph's ground is not drawn
    _ink.pixel(1, 0, colour)
    x -= (9 if n < 10 else 18 if n < 100 else 27) // 2
    for div in (100, 10, 1):
        if n >= div or div == 1:
            _digit[0] = memoryview(_DIGITS)[12 * (n // div % 10) :]
            fb.blit(_digit, x + 1, y + 2, colour ^ 1, _ink)
            x += 9


def tiles(gfx, x0, x1, y, h, draw, arg):
    """Draws the band x0..x1 by y..y+h through the console's buffer, a tile at a time:
    `draw(fb, left, w, arg)` paints the band's items with the tile's left edge at `left`, the
    tile `w` px wide (what lies wholly outside it need not be drawn)."""
    buf = gfx.line_buf
    most = len(buf) // (2 * h)
    x = x0
    while x < x1:
        w = x1 - x if x1 - x < most else most
        fb = framebuf.FrameBuffer(buf, w, h, framebuf.RGB565)
        fb.fill(GROUND)
        draw(fb, x, w, arg)
        gfx.display.blit(x, y, w, h, gfx.line_mv[: w * h * 2])
        x += w


class MapView:
    """Draws the map of an AssyriaFlow; `refresh()` repaints the cells whose key changed."""

    def __init__(self, gfx, flow):
        self.gfx = gfx
        self.flow = flow
        self.bg = C.SCREEN_BG
        # What each cell shows, as its 16-bit key (0xFFFF: to be drawn); an array, not a
        # list of ints: a quarter of the heap.
        self.shown = array("H", [0xFFFF] * 64)
        # Each hex's wells as bits by its corners, worked out again only when a well is dug:
        # done for every hex at every refresh it was most of a cursor step's time.
        self.well_bits = bytearray(64)
        self.wells_seen = bytearray(58)
        # Views of the console's buffer, made once: one cell, or two cells of a column with
        # the gap between them (28 x 40 px: one push instead of two, each push costs the Pico
        # about half a millisecond of Python). Each is filled whole before it is pushed.
        self.fb = framebuf.FrameBuffer(gfx.line_buf, CELL_W, CELL_H, framebuf.RGB565)
        self.fb2 = framebuf.FrameBuffer(gfx.line_buf, CELL_W, PAIR_H, framebuf.RGB565)
        self.px = gfx.line_mv[: CELL_W * CELL_H * 2]
        self.px2 = gfx.line_mv[: CELL_W * PAIR_H * 2]

    def invalidate(self):
        for i in range(64):
            self.shown[i] = 0xFFFF

    def ground(self, bg):
        """Fills the map's area and the lines under it in one rectangle, down to the strip's
        first line; the cells paint over it. One fill costs the Pico 18 ms of SPI; filling only
        around the cells took some eighty rectangles, each a window set in Python (about 80 ms
        on the device by tools/bench_shelf.py's estimate)."""
        self.bg = bg
        self.gfx.fill(0, 0, 320, 221, bg)

    def wells_of(self, h):
        wells = self.flow.game.wells
        bits = 0
        for i in range(PER_HEX):
            c = HEX_CORNERS[h * PER_HEX + i]
            if c != 255 and wells[c]:
                bits |= 1 << i
        return bits

    def refresh(self, whole=False, top=0):
        """Repaints the cells whose key changed; `whole`: every cell and the ground around
        them from row `top` down, over whatever another screen left there (draw_whole), and
        above the first push of its column each cell whose key changed (the menu's B back
        may light other targets there: flow.py back_from_menu)."""
        f = self.flow
        g = f.game
        if g.wells != self.wells_seen:
            self.wells_seen[:] = g.wells
            for h in range(64):
                self.well_bits[h] = self.wells_of(h)
        wb = self.well_bits
        board = g.board
        hl = f.highlight
        cur = f.cursor
        nhex = g.nhex
        shown = self.shown
        # A changed cell waits for the next one: two changed cells one above the other in a
        # column go out in one push (a whole map in 34 pushes, not 64).
        held = -1
        for h in range(64):
            key = board[h] | hl[h] << 6 | (h == cur) << 7 | wb[h] << 8 | (h < nhex) << 15
            if shown[h] != key:
                shown[h] = key
                if whole:
                    if top:
                        pushes, k = first_push(COL[h], top)
                        if cell_xy(h)[1] + _H <= pushes[k]:
                            self.draw_one(h)  # above what draw_whole sends
                    continue
                if held == h - 1 and COL[held] == COL[h]:
                    self.draw_pair(held)
                    held = -1
                else:
                    if held >= 0:
                        self.draw_one(held)
                    held = h
        if held >= 0:
            self.draw_one(held)
        if whole:
            self.draw_whole(top)

    def draw_whole(self, from_y=0):
        """Every cell from its key with the ground between them, a column in four pushes 32 px
        wide (its gutter to the next column in them): nothing is filled first, so VIEW back to
        the map sends the panel 101 KB, not a 101 KB fill and then 70 KB of cells. The four
        pushes of a column lie one under the other, so where the panel takes a window in pieces
        (drivers/panel.py begin_pixels) a column is one window: setting a window is Python's
        work on the Pico, ten of them instead of forty. From row `from_y` down, only the
        pushes that reach below it (the in-game menu's panel went: view.py uncover)."""
        gfx = self.gfx
        buf = gfx.line_buf
        mv = gfx.line_mv
        bg = self.bg
        display = gfx.display
        streams = hasattr(display, "begin_pixels")
        gfx.fill(0, from_y, 2, WHOLE_H - from_y, bg)
        for c in range(10):
            first = COLUMN_START[c]
            tall = COLUMN_START[c + 1] - first == 7
            pushes, k0 = first_push(c, from_y)
            x = 2 + 32 * c
            w = 32 if c < 9 else 30
            if streams:
                display.begin_pixels(x, pushes[k0], w, WHOLE_H - pushes[k0])
            for k in range(k0, 16, 4):
                top, h, row, n = pushes[k], pushes[k + 1], pushes[k + 2], pushes[k + 3]
                fb = framebuf.FrameBuffer(buf, w, h, framebuf.RGB565)
                fb.fill(bg)
                y = (0 if tall else 11) + 22 * row - top
                for i in range(n):
                    self.draw_cell(fb, y + 22 * i, first + row + i)
                if streams:
                    display.pixels(mv[: w * h * 2])
                else:
                    display.blit(x, top, w, h, mv[: w * h * 2])
            if streams:
                display.end_pixels()

    def draw_one(self, h):
        self.draw_cell(self.fb, 0, h)
        x, y = cell_xy(h)
        self.gfx.display.blit(x, y, CELL_W, CELL_H, self.px)

    def draw_pair(self, h):
        """Hex h and the one under it (h + 1, same column), with the ground between them."""
        fb = self.fb2
        fb.fill_rect(0, CELL_H, CELL_W, PAIR_H - 2 * CELL_H, self.bg)
        self.draw_cell(fb, 0, h)
        self.draw_cell(fb, PAIR_H - CELL_H, h + 1)
        x, y = cell_xy(h)
        self.gfx.display.blit(x, y, CELL_W, PAIR_H, self.px2)

    def draw_cell(self, fb, top, h):
        """Hex h's cell into fb, its top at row `top`, from its key in `shown`. (The food tab
        and the sizes written out here: a whole map is 64 of these on one key.)"""
        key = self.shown[h]
        fb.fill_rect(0, top, _W, _H, LANDS[REGION[h]] if key & 0x8000 else OUT)
        # Drawn over one another so that the letters stay whole: the outline under the food's
        # tab, a well's notch under the hut or ziggurat.
        if key & 0xC0:
            if key & 0x40:
                fb.rect(0, top, _W, _H, C.HIGHLIGHT)
                fb.rect(1, top + 1, _W - 2, _H - 2, C.HIGHLIGHT)
            if key & 0x80:
                fb.rect(0, top, _W, _H, C.CURSOR_OUT)
                fb.rect(1, top + 1, _W - 2, _H - 2, C.CURSOR_IN)
        food = FOOD[h]
        fb.fill_rect(0, top, 9, 10, FOOD_COLOURS[food])  # food_tab()
        fb.text(FOOD_LETTERS[food], 1, top + 1, FOOD_INK[food])
        if key & 0x3F00:
            self.draw_wells(fb, top, h, key >> 8 & 63)
        piece = key & 63  # the board's byte (refresh's key starts with it)
        if piece:
            if piece < 16:  # a hut: 1 + colour
                hut(fb, piece - 1, 12, top + 3)
            else:  # a ziggurat: 16 + colour * 4 + height
                ink = PLAYER_COLOURS[(piece - 16) >> 2]
                fb.fill_rect(10, top + 12, 17, 5, ink)
                fb.fill_rect(13, top + 7, 11, 5, ink)
                fb.fill_rect(16, top + 2, 5, 5, ink)
                fb.text(str((piece - 16) & 3), 2, top + 10, C.BLACK)

    def draw_wells(self, fb, top, h, bits):
        """A notch on the cell's side towards the corner: where the other two hexes lie. The
        two upper left corners' notches sit just right of the food's tab (x 0-8, y 0-9), which
        they would cover: every corner's notch is still at a place of its own (the left ones
        at x 9, 9 and 0 from the top, the right ones at x 22)."""
        for i in range(PER_HEX):
            if not bits >> i & 1:
                continue
            mx, my = notch(h, HEX_CORNERS[h * PER_HEX + i], cell_xy, CELL_W, CELL_H)
            if mx < 9 and my < 10:
                mx = 9
            fb.fill_rect(mx, top + my, 6, 6, WELL)
            fb.rect(mx, top + my, 6, 6, C.WHITE)
