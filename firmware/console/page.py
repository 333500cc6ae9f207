"""What every full-screen page shares: its redraw flags, a list and its selection, "charge me".

Loaded with the pages and dropped with them while a game runs (app.py `PAGE_MODULES`), so the
board's heap does not carry it.
"""

from fonts import writer

from console import colours as C
from console.app import unload
from console.common import clear
from console.compat import const
from console.gfx import BODY
from console.keys import K_DOWN, K_UP

LIST_Y = 40
LIST_STEP = 22  # an 18 px line of the body face and a gap: the selection bar is 20 px
FOOTER_Y = 220


class Page:
    """`full` asks for a whole repaint, `changed` for any repaint; both are set on entry."""

    swept = True  # no module loaded ahead since the heap's last sweep (load_ahead)
    ahead = None  # what load_ahead has finished for: nothing more to do in a quiet pass

    def __init__(self, app):
        self.app = app
        self.full = True
        self.changed = True

    def enter(self):
        self.full = True
        self.changed = True


def load_ahead(page, names, key=None):
    """A quiet pass's step of the modules a page's next key runs, loaded while the player
    reads it (console/app.py idle): the first step holds the body face's glyphs in the heap
    (hold_glyphs: the next key draws a page of text), then the first of `names` not loaded yet
    is imported, a pass each; after the last, the heap is swept once, so the key does not stop
    for a collection of what the imports left. A key pressed meanwhile waits for one step at
    most. Then `page.ahead` is `key` (`names` if not given), and the quiet passes after it,
    every 10 ms, return at once. Only the title and the setup pages call it: no game is in the
    heap."""
    key = names if key is None else key
    if page.ahead is key:
        return
    if hold_glyphs():
        return
    import sys

    for name in names:
        if name not in sys.modules:
            __import__(name)
            page.swept = False
            return
    if not page.swept:
        import gc

        gc.collect()
        page.swept = True
    page.ahead = key


def hold_glyphs():
    """Holds the body face's glyph file in the heap (fonts/writer.py held: 3.3 KB) if it is
    not; True if it read it now. A game's start lets it go (console/launch.py
    release_glyphs)."""
    held = writer.held
    if held[0] == BODY.FILE:
        return False
    f = writer.glyph_file(BODY)
    f.seek(0)
    held[1] = f.read()
    held[0] = BODY.FILE
    return True


def move_selection(pressed, sel, n):
    """UP/DOWN move a selection round a list of n items."""
    if pressed & K_DOWN:
        sel = (sel + 1) % n
    if pressed & K_UP:
        sel = (sel + n - 1) % n
    return sel


def lay_ground(gfx, bg, x0, y0, x1, y1):
    """A page's whole repaint around a block of rows that paint their boxes whole (x0..x1,
    y0..y1): the ground above it, left and right of it and below it. A clear of the whole
    screen would send the block's bytes twice (a 320x240 fill is 19.7 ms of the bus)."""
    gfx.fill(0, 0, 320, y0, bg)
    gfx.fill(0, y0, x0, y1 - y0, bg)
    gfx.fill(x1, y0, 320 - x1, y1 - y0, bg)
    gfx.fill(0, y1, 320, 240 - y1, bg)


def draw_list(gfx, title, items, sel, full, bg=None, footer=None, old=-1):
    """A menu page; with full=False only the item lines are repainted (a selection move), and
    with `old` (the row selected before) only that row and the new one. `footer`: the page's
    last line, the keys unless given. A row is its selection bar (20 px) and the gap under it,
    painted whole: the line's box takes the gap (or the bar's last row), a call less a row."""
    bg = C.SCREEN_BG if bg is None else bg
    if full:
        lay_ground(gfx, bg, 16, LIST_Y - 1, 304, LIST_Y - 1 + len(items) * LIST_STEP)
        gfx.text2(16, 10, title, C.TITLE_TEXT, bg)
        gfx.line(16, FOOTER_Y, footer or "UP/DOWN, A select, B back", C.DIM, bg)
    for i in range(len(items)):
        if not full and old >= 0 and i != old and i != sel:
            continue
        on = i == sel
        y = LIST_Y + i * LIST_STEP
        row_bg = C.SELECT_BG if on else bg
        gfx.fill(16, y - 1, 288, 1, row_bg)
        if on:
            gfx.line(16, y, " > " + items[i], C.TEXT, row_bg, 288, 19)
            gfx.fill(16, y + 19, 288, LIST_STEP - 20, bg)
        else:
            gfx.line(16, y, "    " + items[i], C.TEXT, bg, 288, LIST_STEP - 1)


# Text pages are in the body face, the size of every line a player reads (fonts/README.md):
# ten lines of 19 px under the heading, the keys' line under them. Each line's box is its 19
# px: the whole block of lines is painted by its lines, the page's ground laid around it
# (lay_ground). Public constants: the build folds them into each page that takes them
# (tools/const_fold.py), and a page loads no other page's module for them.
TEXT_ROWS = const(10)
TEXT_TOP_Y = const(28)
TEXT_STEP = const(19)
TEXT_BOTTOM_Y = const(218)  # under the tenth line: TEXT_TOP_Y + TEXT_ROWS * TEXT_STEP
KEYS_Y = const(221)


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
