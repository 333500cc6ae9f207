"""Contest of Kings's table: eight columns of up to nine cards, the seven gaps, leaders, ships.

Column c's places are 28x20 px cells at x = 2 + 40c, depth d at y = 20d; gap g is a 10x20 cell
between columns g and g+1 on the treasure row. Under the columns a bar joins the columns of one
kingdom (CK-3.1). Each cell is redrawn only when what it shows changes (its key below).
Letters in cells are framebuf's 8 px glyphs: a card's colour letter (r b g k, with the colour:
never colour alone), a leader's dynasty initial over its colour letter on a white badge.
"""

import framebuf
from console import colours as C

from engine_core.kings import DYNASTY_INITIALS, GAP_SPOT, SHIP_BASE, SHIP_NAMES, TREASURE
from games.kings.flow import spot_of

CELL_W = 24  # 24x20 px: 960 bytes of the console's drawing buffer
CELL_H = 20
RUN = 3  # places of a column drawn into that buffer and pushed together (3 x 960 bytes of 3360)
GAP_W = 12
BAR_Y = 180
LETTERS = "rbgk"


def column_x(c):
    return 2 + 40 * c


def gap_x(g):
    return 28 + 40 * g


class TableView:
    """Draws the table of a KingsFlow; `refresh()` repaints the cells whose key changed."""

    def __init__(self, gfx, flow):
        self.gfx = gfx
        self.flow = flow
        buf = gfx.line_buf  # shared with text: each drawing is pushed before the next
        # Views of that buffer, made once: a gap, and one to RUN places of a column one under
        # the other (a push each: a push is a window set in Python, about 0.7 ms on the Pico,
        # more than drawing a cell). Every cell is filled whole before it is pushed, so what
        # other drawings left in the bytes does not matter.
        self.fb_gap = framebuf.FrameBuffer(buf, GAP_W, CELL_H, framebuf.RGB565)
        self.px_gap = memoryview(buf)[: GAP_W * CELL_H * 2]
        self.fb_run = [framebuf.FrameBuffer(buf, CELL_W, CELL_H * n, framebuf.RGB565)
                       for n in range(1, RUN + 1)]
        self.px_run = [memoryview(buf)[: CELL_W * CELL_H * 2 * n] for n in range(1, RUN + 1)]
        self.shown = [-1] * 79
        self.shown_bar = None
        # (cursor spot, columns, gaps, leaders, highlight) as last drawn: most keys change none
        # of them, and comparing these bytes is far cheaper than a key per spot in Python.
        self.seen = None

    def invalidate(self, top=0):
        """Every cell from row `top` down is drawn again by refresh(), on ground just laid
        (view.py uncover): an empty gap is that ground already, and is left as it is."""
        shown = self.shown
        row = top // CELL_H  # the first row of places reaching below `top`
        for i in range(GAP_SPOT):
            if i % 9 >= row:
                shown[i] = -1
        if row == 0:  # the gaps, on the first row
            for i in range(GAP_SPOT, 79):
                shown[i] = -1 if top else 0  # 0: the key of an empty gap, unlit, no cursor
        if top < BAR_Y + 4:
            self.shown_bar = None
        self.seen = None

    def cursor_spot(self):
        f = self.flow
        return spot_of(f.cx, f.cy)

    def refresh(self):
        f = self.flow
        g = f.game
        cols = g.cols
        occ = g.occ
        hl = f.highlight
        cur = self.cursor_spot()
        seen = self.seen
        if seen is not None and seen[0] == cur and seen[1] == cols and seen[2] == g.gaps and \
                seen[3] == occ and seen[4] == hl:
            return
        self.seen = (cur, bytes(cols), bytes(g.gaps), bytes(occ), bytes(hl))
        shown = self.shown
        # The places column by column, then the gaps: one loop each, so no spot asks which it
        # is. Changed places one under the other go out together, RUN at most a push (a lit
        # leader's targets are mostly a column's cards, one under the other).
        first = -1  # the first place of the run of changed places being gathered
        for spot in range(GAP_SPOT):
            key = cols[spot] | occ[spot] << 4 | hl[spot] << 9
            if spot == cur:
                key |= 1024
            if shown[spot] != key:
                shown[spot] = key
                if first >= 0 and (spot % 9 == 0 or spot - first == RUN):
                    self.draw_run(first, spot - first)
                    first = spot
                elif first < 0:
                    first = spot
            elif first >= 0:
                self.draw_run(first, spot - first)
                first = -1
        if first >= 0:
            self.draw_run(first, GAP_SPOT - first)
        gaps = g.gaps
        for spot in range(GAP_SPOT, 79):
            code = gaps[spot - GAP_SPOT]
            key = code | occ[spot] << 4 | hl[spot] << 9
            if spot == cur:
                key |= 1024
            if shown[spot] != key:
                shown[spot] = key
                self.draw_gap(spot, code, occ[spot], hl[spot], spot == cur)
        bar = bytes(g.gaps)
        if bar != self.shown_bar:
            self.shown_bar = bar
            self.draw_bar(bar)

    def draw_bar(self, gaps):
        """One bar per kingdom: columns joined by uniting cards are one kingdom (CK-3.1)."""
        gfx = self.gfx
        gfx.fill(0, BAR_Y, 320, 4, C.SCREEN_BG)
        lo = 0
        for c in range(8):
            if c == 7 or not gaps[c]:
                gfx.fill(column_x(lo), BAR_Y, column_x(c) + CELL_W - column_x(lo), 4,
                         C.OUTLINE)
                lo = c + 1

    def draw_run(self, first, n):
        """Places first .. first + n - 1 of one column, drawn from their keys and pushed once."""
        fb = self.fb_run[n - 1]
        shown = self.shown
        for i in range(n):
            key = shown[first + i]
            self.draw_cell(fb, CELL_W, CELL_H * i, key & 15, key >> 4 & 31, key >> 9 & 1,
                           key >> 10)
        self.gfx.display.blit(column_x(first // 9), (first % 9) * CELL_H, CELL_W, CELL_H * n,
                              self.px_run[n - 1])

    def draw_gap(self, spot, code, leader, lit, cursor):
        x = gap_x(spot - GAP_SPOT)
        if not (code or leader or lit or cursor):
            # An empty gap is plain ground: one rectangle straight to the panel.
            self.gfx.fill(x, 0, GAP_W, CELL_H, C.SCREEN_BG)
            return
        self.draw_cell(self.fb_gap, GAP_W, 0, code, leader, lit, cursor)
        self.gfx.display.blit(x, 0, GAP_W, CELL_H, self.px_gap)

    def draw_cell(self, fb, w, top, code, leader, lit, cursor):
        """A place (w = CELL_W) or a gap (GAP_W) into fb, its top at row `top`."""
        gap = w == GAP_W
        if code == 0:
            fb.fill_rect(0, top, w, CELL_H, C.SCREEN_BG)
            if not gap:
                fb.rect(0, top, w, CELL_H, C.KEY_OFF)
        elif code == TREASURE:
            fb.fill_rect(0, top, w, CELL_H, C.TILE[0])
            fb.text("r*", 2, top + 6, C.INK_ON_TILE)
        elif code >= SHIP_BASE:
            fb.fill_rect(0, top, w, CELL_H, C.TILE[1])
            fb.text(SHIP_NAMES[code - SHIP_BASE], 2, top + 6, C.INK_ON_TILE)
        else:
            fb.fill_rect(0, top, w, CELL_H, C.TILE[code - 1])
            fb.text(LETTERS[code - 1], 1 if gap else 2, top + 6, C.INK_ON_TILE)
        if leader:
            # A leader: dynasty initial and its colour's letter on a white badge (CK-4.1).
            who = leader - 1
            initial = DYNASTY_INITIALS[self.flow.game.dynasties[who >> 2]]
            if gap:
                fb.fill_rect(0, top + 10, w, 10, C.WHITE)
                fb.text(initial, 1, top + 11, C.BLACK)
            else:
                fb.fill_rect(7, top + 1, 17, 18, C.WHITE)
                fb.text(initial, 8, top + 2, C.BLACK)
                fb.text(LETTERS[who & 3], 16, top + 10, C.BLACK)
        if lit:
            fb.rect(0, top, w, CELL_H, C.HIGHLIGHT)
            fb.rect(1, top + 1, w - 2, CELL_H - 2, C.HIGHLIGHT)
        if cursor:
            fb.rect(0, top, w, CELL_H, C.CURSOR_OUT)
            fb.rect(1, top + 1, w - 2, CELL_H - 2, C.CURSOR_IN)
