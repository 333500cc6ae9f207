"""What every full-screen page shares: its redraw flags, a list and its selection, "charge me".

Loaded with the pages and dropped with them while a game runs (app.py `PAGE_MODULES`), so the
board's heap does not carry it.
"""

from console import colours as C
from console.common import clear
from console.keys import K_DOWN, K_UP

LIST_Y = 56
LIST_STEP = 16


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


def draw_list(gfx, title, items, sel, full, bg=None, footer="UP/DOWN, A select, B back"):
    """A menu page; with full=False only the item lines are repainted (a selection move)."""
    bg = C.SCREEN_BG if bg is None else bg
    if full:
        clear(gfx, bg)
        gfx.text2(16, 16, title, C.TITLE_TEXT, bg)
        gfx.text(16, 224, footer, C.DIM, bg)
    for i in range(len(items)):
        on = i == sel
        gfx.text(16, LIST_Y + i * LIST_STEP, (" > " if on else "   ") + items[i],
                 C.TEXT, C.SELECT_BG if on else bg, 288)


def charge(gfx):
    """Battery critical: the game was saved first."""
    clear(gfx, C.CHARGE_BG)
    gfx.text2(16, 90, "Charge me", C.TITLE_TEXT, C.CHARGE_BG)
    gfx.text(16, 130, "Battery critical: game saved.", C.TEXT, C.CHARGE_BG)
    gfx.text(16, 146, "Connect the charger (USB-C).", C.TEXT, C.CHARGE_BG)
