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
        # A place's and a gap's view of that buffer, made once: every cell is filled whole
        # before it is pushed, so what other drawings left in the bytes does not matter.
        self.fb_place = framebuf.FrameBuffer(buf, CELL_W, CELL_H, framebuf.RGB565)
        self.fb_gap = framebuf.FrameBuffer(buf, GAP_W, CELL_H, framebuf.RGB565)
        self.px_place = memoryview(buf)[: CELL_W * CELL_H * 2]
        self.px_gap = memoryview(buf)[: GAP_W * CELL_H * 2]
        self.shown = [-1] * 79
        self.shown_bar = None
        # (cursor spot, columns, gaps, leaders, highlight) as last drawn: most keys change none
        # of them, and comparing these bytes is far cheaper than a key per spot in Python.
        self.seen = None

    def invalidate(self):
        for i in range(79):
            self.shown[i] = -1
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
        # The places, then the gaps: one loop each, so no spot asks which it is.
        for spot in range(GAP_SPOT):
            key = cols[spot] | occ[spot] << 4 | hl[spot] << 9
            if spot == cur:
                key |= 1024
            if shown[spot] != key:
                shown[spot] = key
                self.draw_cell(spot, cols[spot], occ[spot], hl[spot], spot == cur)
        gaps = g.gaps
        for spot in range(GAP_SPOT, 79):
            code = gaps[spot - GAP_SPOT]
            key = code | occ[spot] << 4 | hl[spot] << 9
            if spot == cur:
                key |= 1024
            if shown[spot] != key:
                shown[spot] = key
                self.draw_cell(spot, code, occ[spot], hl[spot], spot == cur)
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

    def draw_cell(self, spot, code, leader, lit, cursor):
        gap = spot >= GAP_SPOT
        if gap and not (code or leader or lit or cursor):
            # An empty gap is plain ground: one rectangle straight to the panel. An empty place
            # goes through the cell buffer like the rest: one window on the panel, not two.
            self.gfx.fill(gap_x(spot - GAP_SPOT), 0, GAP_W, CELL_H, C.SCREEN_BG)
            return
        fb = self.fb_gap if gap else self.fb_place
        w = GAP_W if gap else CELL_W
        bg = C.SCREEN_BG
        if code == 0:
            fb.fill(bg)
            if not gap:
                fb.rect(0, 0, w, CELL_H, C.KEY_OFF)
        elif code == TREASURE:
            fb.fill(C.TILE[0])
            fb.text("r*", 2, 6, C.INK_ON_TILE)
        elif code >= SHIP_BASE:
            fb.fill(C.TILE[1])
            fb.text(SHIP_NAMES[code - SHIP_BASE], 2, 6, C.INK_ON_TILE)
        else:
            fb.fill(C.TILE[code - 1])
            if gap:
                fb.text(LETTERS[code - 1], 1, 6, C.INK_ON_TILE)
            else:
                fb.text(LETTERS[code - 1], 2, 6, C.INK_ON_TILE)
        if leader:
            # A leader: dynasty initial and its colour's letter on a white badge (CK-4.1).
            who = leader - 1
            seat, colour = who >> 2, who & 3
            label = DYNASTY_INITIALS[self.flow.game.dynasties[seat]] + LETTERS[colour]
            if gap:
                fb.fill_rect(0, 10, w, 10, C.WHITE)
                fb.text(label[0], 1, 11, C.BLACK)
            else:
                fb.fill_rect(7, 1, 17, 18, C.WHITE)
                fb.text(label[0], 8, 2, C.BLACK)
                fb.text(label[1], 16, 10, C.BLACK)
        if lit:
            fb.rect(0, 0, w, CELL_H, C.HIGHLIGHT)
            fb.rect(1, 1, w - 2, CELL_H - 2, C.HIGHLIGHT)
        if cursor:
            fb.rect(0, 0, w, CELL_H, C.CURSOR_OUT)
            fb.rect(1, 1, w - 2, CELL_H - 2, C.CURSOR_IN)
        if gap:
            x = gap_x(spot - GAP_SPOT)
            y = 0
        else:
            x = column_x(spot // 9)
            y = (spot % 9) * CELL_H
        self.gfx.display.blit(x, y, w, CELL_H, self.px_gap if gap else self.px_place)
