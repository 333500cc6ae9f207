"""Assyria's map (AS-2): the 64 hexes as offset cells, huts, ziggurats, wells, food, the cursor.

Column c's hexes are 28x18 px cells at x = 2 + 32c, row r at y = 22r (columns of six hexes sit
11 px lower, as on the board). A cell shows: its land (desert, river, between the rivers), its
food as a letter on a tab of the food's colour (G grape, P palm, S salt, B barley, D date), a hut
as a square of the owner's colour with the colour's letter (R G B Y: never colour alone), a
ziggurat as steps of the owner's colour with its height, a well as a dark notch on the corner it
stands on (AS-4.3d), and dim when the hex is out of play. Cells are redrawn only on change.
"""

from array import array

import framebuf
from console import colours as C
from drivers.panel import rgb565

from engine_core.assyria.board import COL, COLUMN_START, FOOD, HEX_CORNERS, REGION, ROW
from games.assyria.wells import notch

CELL_W = 28
CELL_H = 18
MAP_H = 154
FOOD_LETTERS = "GPSBD"
FOOD_COLOURS = (rgb565(130, 60, 160), rgb565(0, 120, 60), rgb565(235, 235, 235),
                rgb565(230, 190, 40), rgb565(130, 80, 30))
FOOD_INK = (C.WHITE, C.WHITE, C.BLACK, C.BLACK, C.WHITE)
PLAYER_COLOURS = (rgb565(213, 94, 0), rgb565(0, 158, 115), rgb565(0, 114, 178),
                  rgb565(240, 228, 66))
PLAYER_INK = (C.WHITE, C.WHITE, C.WHITE, C.BLACK)
PLAYER_LETTERS = "RGBY"
LANDS = (C.LAND, C.RIVER, C.RIVER, rgb565(190, 215, 160))
OUT = rgb565(70, 70, 80)
WELL = rgb565(20, 20, 60)
PER_HEX = len(HEX_CORNERS) // 64


def cell_xy(h):
    c = COL[h]
    low = 0 if COLUMN_START[c + 1] - COLUMN_START[c] == 7 else 11
    return 2 + 32 * c, 22 * ROW[h] + low


class MapView:
    """Draws the map of an AssyriaFlow; `refresh()` repaints the cells whose key changed."""

    def __init__(self, gfx, flow):
        self.gfx = gfx
        self.flow = flow
        # What each cell shows, as its 16-bit key (0xFFFF: to be drawn); an array, not a
        # list of ints: a quarter of the heap.
        self.shown = array("H", [0xFFFF] * 64)
        # A cell's view of the console's buffer, made once: each cell is filled whole before
        # it is pushed, so what other drawings left in the bytes does not matter.
        self.fb = framebuf.FrameBuffer(gfx.line_buf, CELL_W, CELL_H, framebuf.RGB565)
        self.px = gfx.line_mv[: CELL_W * CELL_H * 2]

    def invalidate(self):
        for i in range(64):
            self.shown[i] = 0xFFFF

    def ground(self, bg):
        """Fills the map's area and the lines under it in one rectangle, down to the strip's
        first line; the cells paint over it. One fill costs the Pico 18 ms of SPI; filling only
        around the cells took some eighty rectangles, each a window set in Python (about 80 ms
        on the device by tools/bench_shelf.py's estimate)."""
        self.gfx.fill(0, 0, 320, 221, bg)

    def wells_of(self, h):
        wells = self.flow.game.wells
        bits = 0
        for i in range(PER_HEX):
            c = HEX_CORNERS[h * PER_HEX + i]
            if c != 255 and wells[c]:
                bits |= 1 << i
        return bits

    def refresh(self):
        f = self.flow
        g = f.game
        board = g.board
        hl = f.highlight
        cur = f.cursor
        shown = self.shown
        for h in range(64):
            key = board[h] | hl[h] << 6 | (h == cur) << 7 | self.wells_of(h) << 8 | \
                (h < g.nhex) << 15
            if shown[h] != key:
                shown[h] = key
                self.draw_cell(h, board[h], key)

    def draw_cell(self, h, piece, key):
        fb = self.fb
        inplay = key >> 15 & 1
        fb.fill(LANDS[REGION[h]] if inplay else OUT)
        food = FOOD[h]
        fb.fill_rect(0, 0, 9, 10, FOOD_COLOURS[food])
        fb.text(FOOD_LETTERS[food], 1, 1, FOOD_INK[food])
        if piece:
            if piece < 16:  # a hut: 1 + colour
                p = piece - 1
                fb.fill_rect(12, 3, 12, 12, PLAYER_COLOURS[p])
                fb.text(PLAYER_LETTERS[p], 14, 5, PLAYER_INK[p])
            else:  # a ziggurat: 16 + colour * 4 + height
                p = (piece - 16) >> 2
                height = (piece - 16) & 3
                ink = PLAYER_COLOURS[p]
                fb.fill_rect(10, 12, 17, 5, ink)
                fb.fill_rect(13, 7, 11, 5, ink)
                fb.fill_rect(16, 2, 5, 5, ink)
                fb.text(str(height), 2, 10, C.BLACK)
        wells = key >> 8 & 63
        if wells:
            self.draw_wells(fb, h, wells)
        if key >> 6 & 1:
            fb.rect(0, 0, CELL_W, CELL_H, C.HIGHLIGHT)
            fb.rect(1, 1, CELL_W - 2, CELL_H - 2, C.HIGHLIGHT)
        if key >> 7 & 1:
            fb.rect(0, 0, CELL_W, CELL_H, C.CURSOR_OUT)
            fb.rect(1, 1, CELL_W - 2, CELL_H - 2, C.CURSOR_IN)
        x, y = cell_xy(h)
        self.gfx.display.blit(x, y, CELL_W, CELL_H, self.px)

    def draw_wells(self, fb, h, bits):
        """A notch on the cell's side towards the corner: where the other two hexes lie."""
        for i in range(PER_HEX):
            if not bits >> i & 1:
                continue
            mx, my = notch(h, HEX_CORNERS[h * PER_HEX + i], cell_xy, CELL_W, CELL_H)
            fb.fill_rect(mx, my, 6, 6, WELL)
            fb.rect(mx, my, 6, 6, C.WHITE)
