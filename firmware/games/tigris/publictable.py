"""The public table: every player's public counts over the board, one key (B) away (TE-13).

Leaders in supply, catastrophe tiles left, treasures taken and tiles in hand are public (the
hand's colours are not: only its size is shown), so no REVEAL is needed.

It covers the board's lower rows only (`top()`), so closing it redraws those rows, not the whole
board. Its rows are 20 px, each drawn in four 80 px pieces in the drawing buffer; the pieces of
one 80 px column of the table go out through one window (drivers/panel.py begin_pixels).
"""

import framebuf
from console import colours as C
from console.compat import const
from console.gfx import BODY
from fonts import writer

from games.tigris import glyphs
from games.tigris.flow import name

NO_CELL = 255
ROW = 20
PIECE = 80  # a piece of a row: 80x20 px, the drawing buffer holds one
_NAME_X = const(23)
_LEADERS_X = const(80)  # the four leader discs, 20 px apart: the second piece
CATA_X = 162
_TREASURE_X = const(200)
_HAND_X = const(286)
# The body face's glyphs as writer.paint reads them, for one drawing: its open file and a
# glyph record of the table's own, or (None, the whole file) while a page holds it in the heap;
# then its EXTRA characters' bytes. Here, not in the writer, which stays in the heap all game.
_source = [None, None, None]


def top(players):
    """The table's top edge: a title row, a heading row, a row per player and the bag's row,
    over whole board rows above the strip (y 220)."""
    return 220 - ROW * (players + 3)


def draw(gfx, game):
    """Draws the table; returns its top edge (the board rows from there are covered)."""
    g = game
    rows = g.num_players + 3
    y0 = top(g.num_players)
    buf = gfx.line_buf
    fb = framebuf.FrameBuffer(buf, PIECE, ROW, framebuf.RGB565)
    piece = memoryview(buf)[: PIECE * ROW * 2]
    ink_rows = piece[2 * PIECE:]  # a line's top is 1 px below its row's
    bg = C.SCREEN_BG
    d = gfx.display
    held = writer.held
    whole = held[0] == BODY.FILE
    _source[0] = None if whole else writer.glyph_file(BODY)
    _source[1] = held[1] if whole else bytearray(BODY.SLOT)
    _source[2] = memoryview(BODY.EXTRA)
    streams = hasattr(d, "begin_pixels")  # else a blit a piece
    for x0 in range(0, 320, PIECE):
        if streams:
            d.begin_pixels(x0, y0, PIECE, ROW * rows)
        for r in range(rows):
            fb.fill(bg)
            _row(ink_rows, buf, g, r, rows, x0)
            if streams:
                d.pixels(piece)
            else:
                d.blit(x0, y0 + ROW * r, PIECE, ROW, piece)
        if streams:
            d.end_pixels()
    return y0


def words(ink_rows, x0, x, s, colour):
    """A line of the body face starting at x (screen) into the piece from x0: what of it
    falls there. `ink_rows` is the piece's pixels from its second row; the ground is laid, so
    only the ink is painted, by the writer's native strip painter (draw_text would read and
    blit each glyph in bytecode)."""
    if x - x0 < PIECE:
        b = memoryview(s)
        f, g, extra = _source
        writer.paint(ink_rows, PIECE, ROW - 1, b, len(b), x - x0, BODY.ADVANCES, BODY.FIRST,
                     BODY.LAST, extra, len(extra), f, g, f is None, BODY.SLOT, colour)


def _cell(buf, x):
    """The 20x20 cell at x of the piece in buf (a view of it): glyphs draw into cells."""
    return framebuf.FrameBuffer(memoryview(buf)[2 * x:], 20, 20, framebuf.RGB565, PIECE)


def _row(ink_rows, buf, g, r, rows, x0):
    """What row r of the table shows in the piece from x0: a text is drawn into each piece
    it reaches (clipped), a glyph lies inside one piece."""
    if r == 0:
        words(ink_rows, x0, 4, "Public table", C.TITLE_TEXT)
        words(ink_rows, x0, 244, "B closes", C.DIM)
        return
    if r == 1:
        words(ink_rows, x0, _LEADERS_X, "In supply", C.DIM)
        words(ink_rows, x0, _HAND_X - 14, "Hand", C.DIM)
        return
    if r == rows - 1:
        words(ink_rows, x0, 4, "Tiles in the bag: %d" % g.bag_count(), C.TEXT)
        return
    seat = r - 2
    dyn = g.dynasties[seat]
    if x0 == 0:
        glyphs.dynasty_symbol(_cell(buf, 0), dyn, 4, 4, C.TEXT)
        words(ink_rows, 0, _NAME_X, name(g, seat), C.TEXT)
    elif x0 == _LEADERS_X:
        for colour in range(4):
            if g.leader_cell(seat, colour) == NO_CELL:
                glyphs.leader(_cell(buf, 20 * colour), dyn, colour)
    elif x0 == 2 * PIECE:
        glyphs.catastrophe(_cell(buf, CATA_X - x0))
        words(ink_rows, x0, CATA_X + 22, "%d" % g.catastrophes_left(seat), C.TEXT)
        glyphs.treasure(_cell(buf, _TREASURE_X - x0), False)
        words(ink_rows, x0, _TREASURE_X + 22, "%d" % g.treasures_held(seat), C.TEXT)
    else:
        words(ink_rows, x0, _HAND_X, "%d" % sum(g.hand(seat)), C.TEXT)
