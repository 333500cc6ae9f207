"""What every full-screen page shares: its redraw flags and moving a list selection.

Loaded with the pages and dropped with them while a game runs (app.py `PAGE_MODULES`), so the
board's heap does not carry it.
"""

from console.keys import K_DOWN, K_UP


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
