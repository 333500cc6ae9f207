"""Tigris's final scores: all scores opened and the ranking with the TE-11 tie-breaks."""

from console import colours as C
from console.common import clear, symbol
from console.keys import K_A

from games.tigris.flow import name
from games.tigris.glyphs import dynasty_symbol


class Final:
    """All scores opened and the ranking with the TE-11 tie-breaks (engine ranking())."""

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
            symbol(gfx, dynasty_symbol, g.dynasties[seat], 8, y - 6, bg)
            sc = g.score(seat)
            gfx.text(32, y, "%d. %-7s r%-3d b%-3d g%-3d k%-3d t%d" % (
                place, name(g, seat), sc[0], sc[1], sc[2], sc[3], g.treasures_held(seat)),
                C.TEXT, bg)
            gfx.text(56, y + 12, "weakest first: " + " ".join(str(t) for t in totals),
                     C.DIM, bg)
            y += 44
        gfx.text(8, 228, "A: back to the title", C.DIM, bg)
        return True
