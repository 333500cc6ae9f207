"""Assyria's new-game page: the number of players (AS-1); colours red, green, blue, yellow."""

from console import colours as C
from console import common
from console.keys import K_A, K_B, K_LEFT, K_RIGHT
from console.page import FOOTER_Y, SETUP_STEP, SETUP_Y, Page, draw_setup_rows, move_selection

COLOURS = ("red", "green", "blue", "yellow")  # the seats' colours, in seat order (AS-1)
FOOTER = "UP/DOWN row, L/R change, A next"


class Setup(Page):
    """Rows: players, start."""

    def __init__(self, app):
        Page.__init__(self, app)
        self.players = 3
        self.row = 0
        self.shown = []  # (words, selected) of each row as drawn

    def update(self, pressed, held, now):
        if not pressed:
            return None
        self.changed = True
        if pressed & K_B:
            return self.app.title()
        self.row = move_selection(pressed, self.row, 2)
        if self.row == 0 and pressed & (K_LEFT | K_RIGHT):
            step = 1 if pressed & K_RIGHT else -1
            self.players = 2 + (self.players - 2 + step) % 3
        if pressed & K_A:
            if self.row == 1:
                return self.app.play("assyria", ("new", self.players))
            self.row = 1
        return None

    def render(self):
        if not self.changed:
            return False
        self.changed = False
        gfx = self.app.gfx
        bg = C.SCREEN_BG
        if self.full:
            self.full = False
            self.shown = []  # the clear below blanked every row
            common.clear(gfx, bg)
            gfx.text2(16, 4, "Assyria", C.TITLE_TEXT, bg)
            gfx.line(16, FOOTER_Y + 1, FOOTER, C.DIM, bg, 288)
        rows = (("Players", "%d" % self.players), ("Start the game", ""))
        draw_setup_rows(gfx, rows, self.row, self.shown, bg)
        gfx.line(16, SETUP_Y + 3 * SETUP_STEP, "Colours: " + ", ".join(COLOURS[: self.players]),
                 C.DIM, bg, 288)
        return True
