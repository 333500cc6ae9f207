"""What every full-screen page shares: its redraw flags, a list and its selection, its ground.

Loaded with the pages and dropped with them while a game runs (app.py `PAGE_MODULES`), so the
board's heap does not carry it.
"""

from fonts import writer

from console import colours as C
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
    not; True if it read it now. A game's start lets it go (fonts/writer.py let_go)."""
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
    last line, the keys unless given."""
    bg = C.SCREEN_BG if bg is None else bg
    if full:
        lay_ground(gfx, bg, 16, LIST_Y - 1, 304, LIST_Y - 1 + len(items) * LIST_STEP)
        gfx.text2(16, 10, title, C.TITLE_TEXT, bg)
        gfx.line(16, FOOTER_Y, footer or "UP/DOWN, A select, B back", C.DIM, bg)
    draw_rows(gfx, items, sel, full, bg, old, LIST_Y)


def draw_rows(gfx, items, sel, full, bg, old, top):
    """A list's rows from y `top` (draw_list). A row is its selection bar (20 px) and the gap
    under it, painted whole, from `top - 1`: the line's box takes the gap (or the bar's last
    row), a call less a row."""
    for i in range(len(items)):
        if not full and old >= 0 and i != old and i != sel:
            continue
        on = i == sel
        y = top + i * LIST_STEP
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
