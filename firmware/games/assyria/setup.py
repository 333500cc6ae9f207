"""Assyria's new-game page: the number of players (AS-1); colours red, green, blue, yellow."""

from console import colours as C
from console import common
from console.keys import K_A, K_B, K_LEFT, K_RIGHT
from console.page import Page, move_selection


class Setup(Page):
    """Rows: players, start."""

    def __init__(self, app):
        Page.__init__(self, app)
        self.players = 3
        self.row = 0

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
            common.clear(gfx, bg)
            gfx.text2(16, 8, "Assyria", C.TITLE_TEXT, bg)
            gfx.text(16, 228, "UP/DOWN row, L/R change, A next", C.DIM, bg)
        rows = ("Players     < %d >" % self.players, "Start the game")
        for i in range(2):
            gfx.text(16, 40 + i * 18, rows[i], C.TEXT, C.SELECT_BG if i == self.row else bg, 256)
        gfx.text(16, 90, "Colours: red, green, blue, yellow"[: 8 + 7 * self.players], C.DIM, bg,
                 288)
        return True
