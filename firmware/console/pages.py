"""Full-screen pages: lists, hand-over, text pages (rules, events), key test, final, charge."""

import keys as K

from ui import colours as C
from ui.common import clear, symbol  # noqa: F401 (pages use them)
from ui.page import Page


class TextPages(Page):
    """Scrollable pages of text lines: LEFT/RIGHT page, UP/DOWN scroll, B back."""

    ROWS = 15

    def __init__(self, app, title, pages, back):
        Page.__init__(self, app)
        self.title = title
        self.pages = pages
        self.back = back
        self.page = 0
        self.top = 0

    def update(self, pressed, held, now):
        if not pressed:
            return None
        self.changed = True
        lines = self.pages[self.page]
        if pressed & K.K_B:
            return self.back
        if pressed & K.K_RIGHT and self.page + 1 < len(self.pages):
            self.page += 1
            self.top = 0
            self.full = True
        if pressed & K.K_LEFT and self.page > 0:
            self.page -= 1
            self.top = 0
            self.full = True
        if pressed & K.K_DOWN and self.top + self.ROWS < len(lines):
            self.top += 1
        if pressed & K.K_UP and self.top > 0:
            self.top -= 1
        return None

    def render(self):
        if not self.changed:
            return False
        self.changed = False
        gfx = self.app.gfx
        bg = C.SCREEN_BG
        if self.full:
            self.full = False
            clear(gfx, bg)
            gfx.text2(8, 6, self.title, C.TITLE_TEXT, bg)
            gfx.text(8, 228, "page %d/%d  L/R page  U/D scroll  B back" % (
                self.page + 1, len(self.pages)), C.DIM, bg)
        lines = self.pages[self.page]
        for r in range(self.ROWS):
            i = self.top + r
            gfx.text(8, 30 + r * 13, lines[i] if i < len(lines) else "", C.TEXT, bg, 304)
        return True


def rules(app, back):
    from ui.rules_text import PAGES

    return TextPages(app, "Rules", PAGES, back)


KEY_NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "REVEAL", "MENU",
             "RED", "BLUE", "GREEN", "BLACK", "LEADER", "CATAS", "SWAP", "PASS")


class KeyTest:
    """For makers: each matrix key lights while held; battery in mV. Hold B 2 s to leave."""

    def __init__(self, app, back):
        self.app = app
        self.back = back
        self.shown = -1
        self.mv = -1
        self.b_since = -1

    def enter(self):
        self.shown = -1
        self.mv = -1

    def update(self, pressed, held, now):
        if held & K.K_B:
            if self.b_since < 0:
                self.b_since = now
            elif (now - self.b_since) & 0x3FFFFFFF >= 2000:  # ticks_ms wraps at 2**30
                self.b_since = -1
                return self.back
        else:
            self.b_since = -1
        self.held = held
        return None

    def render(self):
        gfx = self.app.gfx
        held = getattr(self, "held", 0)
        mv = self.app.board.battery_mv()
        if held == self.shown and mv == self.mv:
            return False
        bg = C.SCREEN_BG
        if self.shown < 0:
            clear(gfx, bg)
            gfx.text2(8, 6, "Key test", C.TITLE_TEXT, bg)
            gfx.text(8, 228, "Hold B for 2 s to go back", C.DIM, bg)
            self.shown = 0xFFFF0000  # every key differs: draw them all
        for k in range(16):
            on = held >> k & 1
            if self.shown >> k & 1 != on or self.shown == 0xFFFF0000:
                x = 8 + (k & 3) * 78
                y = 40 + (k >> 2) * 40
                fill = C.KEY_ON if on else C.KEY_OFF
                gfx.fill(x, y, 72, 32, fill)
                gfx.text(x + 4, y + 12, KEY_NAMES[k], C.TEXT, fill)
        if mv != self.mv:
            gfx.text(8, 206, "Battery: %d mV" % mv, C.TEXT, bg, 200)
        self.shown = held
        self.mv = mv
        return True


class Final:
    """All scores opened and the ranking with the TE-11 tie-breaks (engine ranking())."""

    def __init__(self, app, game):
        self.app = app
        self.game = game
        self.drawn = False

    def enter(self):
        self.drawn = False

    def update(self, pressed, held, now):
        if pressed & K.K_A:
            return self.app.title()
        return None

    def render(self):
        if self.drawn:
            return False
        self.drawn = True
        from ui.hud import name

        g = self.game
        gfx = self.app.gfx
        bg = C.FINAL_BG
        clear(gfx, bg)
        gfx.text2(8, 6, "Final scores", C.TITLE_TEXT, bg)
        y = 40
        for seat, place, totals in g.ranking():
            symbol(gfx, g.dynasties[seat], 8, y - 6, bg)
            sc = g.score(seat)
            gfx.text(32, y, "%d. %-7s r%-3d b%-3d g%-3d k%-3d t%d" % (
                place, name(g, seat), sc[0], sc[1], sc[2], sc[3], g.treasures_held(seat)),
                C.TEXT, bg)
            gfx.text(56, y + 12, "weakest first: " + " ".join(str(t) for t in totals),
                     C.DIM, bg)
            y += 44
        gfx.text(8, 228, "A: back to the title", C.DIM, bg)
        return True


def charge(gfx):
    clear(gfx, C.CHARGE_BG)
    gfx.text2(16, 90, "Charge me", C.TITLE_TEXT, C.CHARGE_BG)
    gfx.text(16, 130, "Battery critical: game saved.", C.TEXT, C.CHARGE_BG)
    gfx.text(16, 146, "Connect the charger (USB-C).", C.TEXT, C.CHARGE_BG)
