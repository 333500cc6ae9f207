"""Contest of Kings's final scores: every victory pile opened, the ranking (CK-7.2)."""

from console import colours as C
from console.common import clear
from console.keys import K_A

from games.kings.flow import name


class Final:
    """The piles turned face up, colour by colour, and the ranking (engine ranking())."""

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
        for seat, place, totals in g.ranking():
            p = g.pile(seat)
            gfx.text(8, y, "%d. %-7s pile r%d b%d g%d k%d t%d" % (
                place, name(g, seat), p[0], p[1], p[2], p[3], p[4]), C.TEXT, bg)
            gfx.text(32, y + 12, "weakest first: " + " ".join(str(t) for t in totals),
                     C.DIM, bg)
            y += 40
        gfx.text(8, 228, "A: back to the title", C.DIM, bg)
        return True
