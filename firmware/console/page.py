"""What every full-screen page shares: its redraw flags, a list and its selection, "charge me".

Loaded with the pages and dropped with them while a game runs (app.py `PAGE_MODULES`), so the
board's heap does not carry it.
"""

from console import colours as C
from console.app import unload
from console.common import clear
from console.compat import const
from console.keys import K_DOWN, K_UP

LIST_Y = 40
LIST_STEP = 22  # an 18 px line of the body face and a gap: the selection bar is 20 px
FOOTER_Y = 220


class Page:
    """`full` asks for a whole repaint, `changed` for any repaint; both are set on entry."""

    def __init__(self, app):
        self.app = app
        self.full = True
        self.changed = True

    def enter(self):
        self.full = True
        self.changed = True


def move_selection(pressed, sel, n):
    """UP/DOWN move a selection round a list of n items."""
    if pressed & K_DOWN:
        sel = (sel + 1) % n
    if pressed & K_UP:
        sel = (sel + n - 1) % n
    return sel


def draw_list(gfx, title, items, sel, full, bg=None, footer=None, old=-1):
    """A menu page; with full=False only the item lines are repainted (a selection move), and
    with `old` (the row selected before) only that row and the new one. `footer`: the page's
    last line, the keys unless given."""
    bg = C.SCREEN_BG if bg is None else bg
    if full:
        clear(gfx, bg)
        gfx.text2(16, 10, title, C.TITLE_TEXT, bg)
        gfx.line(16, FOOTER_Y, footer or "UP/DOWN, A select, B back", C.DIM, bg)
    for i in range(len(items)):
        if not full and old >= 0 and i != old and i != sel:
            continue
        on = i == sel
        y = LIST_Y + i * LIST_STEP
        row_bg = C.SELECT_BG if on else bg
        gfx.fill(16, y - 1, 288, 1, row_bg)
        gfx.line(16, y, (" > " if on else "    ") + items[i], C.TEXT, row_bg, 288)
        gfx.fill(16, y + 18, 288, 1, row_bg)


SETUP_Y = 28  # a new-game page's first row, under its heading
SETUP_STEP = 19  # up to ten rows of the body face (18 px) between the heading and the footer
# A setup row's value column, _VALUE_W wide (the symbol of a seat row after it).
_VALUE_X = const(128)
_VALUE_W = const(144)


def draw_setup_rows(gfx, rows, sel, shown, bg, mark=None):
    """A new-game page's rows, each (label, value): the label from x 16, the value ("< on >")
    in a column of its own (a proportional face does not line up on spaces); a row without a
    value has the whole line. A row repaints only when its words or its selection changed
    since `shown` (each row's (words, selected) as drawn, kept up to date here); `mark(i, y)`
    draws after a repainted row (a dynasty's symbol)."""
    if len(shown) != len(rows):  # the rows changed (a player count): every row moves
        shown[:] = [None] * len(rows)
        gfx.fill(0, SETUP_Y, 320, FOOTER_Y - SETUP_Y, bg)
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
            gfx.line(_VALUE_X, y, "< " + value + " >", C.TEXT, row_bg, _VALUE_W)
        else:
            gfx.line(16, y, label, C.TEXT, row_bg, _VALUE_X - 16 + _VALUE_W)
        if mark is not None:
            mark(i, y)


def charge_wait(app):
    """Critical battery: the game is saved; wait on the 'charge me' screen until it rises
    (console/app.py check_battery), then the screen comes back as it was."""
    from console.battery import CRITICAL

    charge(app.gfx)
    board = app.board
    board.end_frame()
    while app.battery.update(board.battery_mv()) == CRITICAL:
        board.watchdog.feed()
        board.sleep_ms(200)
        while board.take_key() >= 0:
            pass  # keys pressed on this screen mean nothing to the game
    app.held = 0
    app.screen.enter()
    unload(("console.page",))  # a page's module, back in the heap only for pages


def charge(gfx):
    """Battery critical: the game was saved first."""
    clear(gfx, C.CHARGE_BG)
    gfx.text2(16, 80, "Charge me", C.TITLE_TEXT, C.CHARGE_BG)
    gfx.line(16, 120, "Battery critical: game saved.", C.TEXT, C.CHARGE_BG)
    gfx.line(16, 142, "Connect the charger (USB-C).", C.TEXT, C.CHARGE_BG)
