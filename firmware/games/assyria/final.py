"""Assyria's final scores: the ranking (AS-6) with each player's points and camels."""

from console import colours as C
from console.common import clear
from console.keys import K_A

from games.assyria.flow import name


class Final:
    def __init__(self, app, game):
        self.app = app
        self.game = game
        self.drawn = False

    def enter(self):
        self.drawn = False

    def update(self, pressed, held, now):
        if pressed & K_A:
            return self.app.title()
        return None

    def render(self):
        if self.drawn:
            return False
        self.drawn = True
        g = self.game
        gfx = self.app.gfx
        bg = C.FINAL_BG
        clear(gfx, bg)
        gfx.text2(8, 6, "Final scores", C.TITLE_TEXT, bg)
        y = 40
        for seat, place, _totals in g.ranking():
            gfx.text(8, y, "%d. %-7s %d points, %d camels" % (
                place, name(g, seat), g.score(seat), g.camels(seat)), C.TEXT, bg)
            y += 20
        gfx.text(8, 228, "A: back to the title", C.DIM, bg)
        return True
