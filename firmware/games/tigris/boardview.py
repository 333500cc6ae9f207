"""The board: 16x11 cells of 20x20 px, redrawn cell by cell only where something changed; which
cells, and which paint each needs, worked out in native code (boardpasses.py)."""

# build: intern strings (loaded all through a game: tools/mpy_strings.py)
import framebuf
from console import colours as C
from console.compat import const

from engine_core.tigris import MONUMENT_COLOURS
from games.tigris import glyphs
from games.tigris.boardpasses import brackets, changed, ground, paint_runs

# A cell's flags, as boardpasses.py numbers them (a const is folded in its own module only;
# host_tests/sim/test_native_resident.py checks that both say the same).
_CURSOR = const(1)
_HIGHLIGHT = const(2)
_EDGE_N = const(4)
_EDGE_E = const(8)
_EDGE_S = const(16)
_EDGE_W = const(32)
_SUP_ATT = const(64)  # a tile that supports the attacker of the conflict being decided
_SUP_DEF = const(128)  # ... the defender (a temple may support both in a revolt, TE-7.2)
_STALE = const(255)  # a flags value no cell can have: forces a redraw
_NONE = const(255)  # a buffer slot holding no plain cell's look
_CLEAN = const(255)  # `want` of a cell that is as shown


class BoardView:
    """Keeps what each cell shows now (board value, marks, overlay flags) and redraws a cell only
    when one of the three differs, so a cursor step costs two cells plus outline changes."""

    def __init__(self, gfx, flow):
        self.gfx = gfx
        self.flow = flow  # the game, cursor and highlight are the flow's (games/tigris/flow.py)
        self.shown_board = bytearray(176)
        self.shown_marks = bytearray(176)
        self.shown_flags = bytearray(176)
        self.shown_hl = bytearray(176)  # the highlight the last full pass drew
        self.support = None  # bytearray(176) while a conflict is decided: bit 1 att, 2 def
        self.sides = (0, 0)  # the dynasties of attacker and defender, for the marks
        self.hidden_rows = 0  # bit per row covered by a panel: not drawn while covered
        self.cells_drawn = 0
        self.cells_checked = 0  # cells compared with what they show (a cursor step: two)
        # What the last pass saw, so a cursor step checks two cells instead of all 176.
        self.last_cursor = -1
        self.last_label = -1
        self.last_hidden = -1
        self.stale = True  # every cell compared at the next refresh (the first, a conflict's)
        self.stale_rows = 0  # bit per row made stale by invalidate()
        # A legal target's corner bracket, drawn once (50 bytes): four blits per cell instead
        # of eight fill_rect calls.
        self.corner = framebuf.FrameBuffer(bytearray(50), 5, 5, framebuf.RGB565)
        self.corner.fill(C.BLACK)
        self.corner.fill_rect(1, 1, 3, 3, C.HIGHLIGHT)
        # Changed cells go out a column at a time: cells one above the other follow each
        # other in a 20 px wide window, so a column's run of changed cells is one window and
        # one write per stack of cells (drivers/panel.py begin_pixels), instead of a window
        # per cell or row piece: bus calls cost more on the Pico than the bytes they carry.
        # The drawing buffer holds a stack of up to four cells, cell k at byte 800 * k
        # (cell_fbs[k]).
        buf = gfx.line_buf
        stack = min(4, len(buf) // 800)
        self.cell_fbs = [framebuf.FrameBuffer(memoryview(buf)[800 * k:], 20, 20,
                                              framebuf.RGB565) for k in range(stack)]
        # ... and what each write sends: exactly its bytes, so no slice is made per write.
        self.stack_bufs = [memoryview(buf)[: 800 * n] for n in range(1, stack + 1)]
        display = gfx.display
        self.streams = hasattr(display, "begin_pixels")  # else a blit per stack
        # Per cell the flags to draw it with, _CLEAN for a cell that is as shown: filled by
        # the compare pass, emptied by the paint pass.
        self.want = bytearray(b"\xff" * 176)
        # What the buffer's slots hold: per slot the look of the plain cell painted there
        # (river + lit, see _paint_columns), _NONE for anything else. Most of the board is
        # plain land, lit or not: such a cell mostly finds its look painted in its slot by the
        # cell before it and only goes out again. Other drawing (text, the panel's fills)
        # shares the buffer, so each refresh starts with nothing held.
        self.held = bytearray(4)
        self.invalidate()

    def invalidate(self, first=0, last=176):
        sf = self.shown_flags
        for i in range(first, last):
            sf[i] = _STALE
        # Their rows are compared at the next refresh (or once uncovered): only those.
        self.stale_rows |= ((1 << ((last + 15) >> 4)) - 1) & ~((1 << (first >> 4)) - 1)

    def refresh(self):
        """Redraws every cell whose look changed; returns the number of cells drawn."""
        flow = self.flow
        g = flow.game
        board = g.board
        marks = g.marks
        sb = self.shown_board
        sm = self.shown_marks
        hl = flow.highlight
        cursor = flow.cursor
        label = g.region[cursor]  # the kingdom under the cursor is outlined
        if label and not g.region_is_kingdom(label):
            label = 0
        hidden = self.hidden_rows
        last = self.last_cursor
        cols = 0  # bit per column holding a changed cell
        moved = not self.stale and board == sb and marks == sm and hl == self.shown_hl
        if moved:
            # Only the cursor moved (C compares of the arrays): its old and new cell, and when
            # the outline goes from one kingdom to another, their cells, found by C searches
            # of the labels instead of a Python pass over their rows; and the rows drawn over
            # or uncovered since (a panel's), whole.
            rows = (self.stale_rows | (hidden ^ self.last_hidden)) & ~hidden
        else:
            self.shown_hl[:] = hl
            self.stale = False
            rows = ~hidden & 0x7FF
        # Rows one under the other are compared in one native call: a call per row cost more
        # than the row's sixteen cells.
        row = 0
        while rows >> row:
            if not rows >> row & 1:
                row += 1
                continue
            first = row
            while rows >> row & 1:
                row += 1
            self.cells_checked += (row - first) << 4
            cols |= self._compare(first << 4, row << 4, label)
        if moved:
            self.cells_checked += 2
            for i in (last, cursor):
                if i >= 0 and not hidden & (1 << (i >> 4)):
                    cols |= self._compare(i, i + 1, label)
            if label != self.last_label:
                found = g.region  # searched in place: no copy on the step's path
                for lab in (self.last_label, label):
                    if lab <= 0:
                        continue
                    key = bytes((lab,))
                    i = found.find(key)
                    while i >= 0:
                        if not hidden & (1 << (i >> 4)):
                            self.cells_checked += 1
                            cols |= self._compare(i, i + 1, label)
                        i = found.find(key, i + 1)
        self.stale_rows &= hidden  # a covered row is compared once it is uncovered
        self.last_cursor = cursor
        self.last_label = label
        self.last_hidden = hidden
        if not cols:
            return 0
        drawn = self._paint_columns(cols)
        self.cells_drawn += drawn
        return drawn

    def _compare(self, first, end, label):
        """Cells first..end-1 (one cell, or whole rows): each whose look changed gets its flags
        in `want` (changed(), native). Returns a bit per column holding such a cell."""
        flow = self.flow
        g = flow.game
        sup = self.support
        return changed(first, end, label, flow.cursor, sup is not None, g.board, g.marks,
                       g.region, flow.highlight, self.want if sup is None else sup,
                       self.shown_board, self.shown_marks, self.shown_flags, self.want)

    def _paint_columns(self, cols):
        """Paints the cells `want` holds, column by column (paint_runs, native). Returns the
        number drawn."""
        g = self.flow.game
        held = self.held
        for k in range(4):
            held[k] = _NONE
        return paint_runs(cols, self.hidden_rows, len(self.cell_fbs), self.streams, self.want,
                          g.board, g.marks, g.river, self.shown_flags, self.shown_board,
                          self.shown_marks, held, self.cell_fbs, self.stack_bufs,
                          self.gfx.display, self)

    def _paint(self, fb, i, flags):
        """Paints cell i's look into fb (a 20x20 cell of the drawing buffer)."""
        g = self.flow.game
        v = g.board[i]
        ground(fb, g.river[i])
        if 1 <= v <= 4:
            glyphs.tile(fb, v - 1)
        elif v == 5:
            glyphs.catastrophe(fb)
        elif v == 6:
            self._monument_part(fb, i)
        elif v == 7:
            glyphs.ziggurat(fb)
        elif v >= 16:
            glyphs.leader(fb, (v - 16) >> 2, (v - 16) & 3)
        m = g.marks[i]
        if m & 1:
            glyphs.treasure(fb, m & 4)
        if m & 2:
            glyphs.building(fb)
        if m & 8:  # the unification marker (TE-8.1): a magenta ring
            fb.ellipse(10, 10, 9, 9, C.UNIFY)
            fb.ellipse(10, 10, 8, 8, C.UNIFY)
        if flags & _HIGHLIGHT:  # legal target: four bright corner brackets
            brackets(fb, self.corner)
        if flags & 60:  # the kingdom under the cursor: a solid edge where the kingdom ends
            o = C.OUTLINE
            if flags & _EDGE_N:
                fb.fill_rect(0, 0, 20, 3, o)
            if flags & _EDGE_E:
                fb.fill_rect(17, 0, 3, 20, o)
            if flags & _EDGE_S:
                fb.fill_rect(0, 17, 20, 3, o)
            if flags & _EDGE_W:
                fb.fill_rect(0, 0, 3, 20, o)
        if flags & _SUP_ATT:  # the attacker's symbol at the top-left (TE-7.2, TE-8.4)
            fb.fill_rect(0, 0, 14, 14, C.BLACK)
            glyphs.dynasty_symbol(fb, self.sides[0], 1, 1, C.WHITE)
        if flags & _SUP_DEF:  # the defender's at the bottom-right
            fb.fill_rect(6, 6, 14, 14, C.BLACK)
            glyphs.dynasty_symbol(fb, self.sides[1], 7, 7, C.WHITE)
        if flags & _CURSOR:
            fb.rect(0, 0, 20, 20, C.CURSOR_OUT)
            fb.rect(1, 1, 18, 18, C.CURSOR_IN)
            fb.rect(2, 2, 16, 16, C.CURSOR_OUT)

    def _monument_part(self, fb, i):
        """Monument squares (TE-9): top-left and bottom-right show one colour, the other two the
        second colour, each a smaller coloured block on a stone plinth that covers the whole 2x2
        square, so a monument never reads as four loose tiles."""
        mons = self.flow.game.monuments
        for m in range(6):
            t = mons[m]
            if t == 255:
                continue
            d = i - t
            if d in (0, 1, 16, 17):
                colour = MONUMENT_COLOURS[2 * m + (1 if d in (1, 16) else 0)]
                fb.fill(C.MONUMENT_STONE)
                fb.fill_rect(3, 3, 14, 14, C.TILE[colour])
                glyphs.tile_glyph(fb, colour, C.INK_ON_TILE)
                return
        fb.fill_rect(1, 1, 18, 18, C.DIM)  # a flipped tile with no monument: never expected
