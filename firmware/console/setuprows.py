"""A new-game page's rows (label, value), each game's setup page draws them: only what changed."""

from console import colours as C
from console.compat import const
from console.page import FOOTER_Y

SETUP_Y = 28  # a new-game page's first row, under its heading
SETUP_STEP = 19  # up to ten rows of the body face (18 px) between the heading and the footer
# A setup row's value column, _VALUE_W wide (the symbol of a seat row after it).
_VALUE_X = const(128)
_VALUE_W = const(144)
_ROW_H = const(18)  # a row's box: the body face's line (gfx.BODY.HEIGHT)


def clear_setup(gfx, bg):
    """A new-game page's whole repaint: the ground above its rows and from its footer down;
    draw_setup_rows, given no rows as drawn, lays the rest. A clear of the whole screen would
    send most of its bytes twice (a 320x240 fill is 19.7 ms of the bus)."""
    gfx.fill(0, 0, 320, SETUP_Y, bg)
    gfx.fill(0, FOOTER_Y, 320, 240 - FOOTER_Y, bg)


# A setup row's values as shown, for the pages' rows (draw_setup_rows).
ON_OFF = ("< off >", "< on >")


def draw_setup_rows(gfx, rows, sel, shown, bg, mark=None):
    """A new-game page's rows, each (label, value): the label from x 16, the value as shown
    ("< on >") in a column of its own (a proportional face does not line up on spaces); a row
    without a value has the whole line. Pages keep values whole, as constants where they can:
    every string made while drawing costs a search of the interned names. A row repaints only
    when its words or its selection changed since `shown` (each row's (words, selected) as
    drawn, kept up to date here); `mark(i, y)` draws after a repainted row (a dynasty's
    symbol)."""
    if len(shown) != len(rows):  # the rows changed (a player count): every row moves
        shown[:] = [None] * len(rows)
        # The ground around the rows' boxes, which each row paints whole below: the margins,
        # the line under each row, the band under the last one.
        n = len(rows)
        end = _VALUE_X + _VALUE_W
        bottom = SETUP_Y + n * SETUP_STEP
        gfx.fill(0, SETUP_Y, 16, FOOTER_Y - SETUP_Y, bg)
        gfx.fill(end, SETUP_Y, 320 - end, FOOTER_Y - SETUP_Y, bg)
        for i in range(n):
            gfx.fill(16, SETUP_Y + i * SETUP_STEP + _ROW_H, end - 16, SETUP_STEP - _ROW_H, bg)
        gfx.fill(16, bottom, end - 16, FOOTER_Y - bottom, bg)
    for i in range(len(rows)):
        on = i == sel
        if shown[i] == (rows[i], on):
            continue
        shown[i] = (rows[i], on)
        y = SETUP_Y + i * SETUP_STEP
        label, value = rows[i]
        row_bg = C.SELECT_BG if on else bg
        if value:
            gfx.line(16, y, label, C.TEXT, row_bg, _VALUE_X - 16)
            gfx.line(_VALUE_X, y, value, C.TEXT, row_bg, _VALUE_W)
        else:
            gfx.line(16, y, label, C.TEXT, row_bg, _VALUE_X - 16 + _VALUE_W)
        if mark is not None:
            mark(i, y)
