"""The view while a bot thinks: the status strip's line alone (its progress), drawn where hud.py
draws it, so the board's drawing code leaves the heap to the bot (console/gamescreen.py).

The board, the cursor and the strip's symbol stay on the panel as the full view left them: a
bot's thinking changes none of them, and nothing private is up while a bot decides (TE-13).
"""

from console import colours as C
from console.compat import const

# hud.py's strip: the line from x 24, 296 px wide, "BAT!" in its last 44 px while the battery
# is low.
_STRIP_Y = const(220)
_TEXT_X = const(24)
_TEXT_W = const(296)
_WARN_W = const(44)


class View:
    """Repaints the strip's line when the flow's message changes."""

    def __init__(self, flow, gfx):
        self.flow = flow
        self.gfx = gfx
        self.status = self  # the console sets itself: its battery_low
        self.battery_low = False

    def enter(self):
        self.flow.changed = True

    def render(self):
        f = self.flow
        if not f.changed:
            return False
        f.changed = False
        g = self.gfx
        warn = self.status.battery_low
        width = _TEXT_W - _WARN_W if warn else _TEXT_W
        g.line(_TEXT_X, _STRIP_Y + 1, f.msg, C.WARN, C.STRIP_BG, width)
        if warn:
            g.line(_TEXT_X + width, _STRIP_Y + 1, "BAT!", C.WARN, C.STRIP_BG, _WARN_W)
        return True
