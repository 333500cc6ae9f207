"""Assyria's final scores: the ranking (AS-6) with each player's points and camels."""

from console import colours as C
from console.finalpage import FinalPage

from games.assyria.flow import name


class Final(FinalPage):
    def draw_ranking(self, gfx, g, bg):
        y = 40
        for seat, place, _totals in g.ranking():
            gfx.text(8, y, "%d. %-7s %d points, %d camels" % (
                place, name(g, seat), g.score(seat), g.camels(seat)), C.TEXT, bg)
            y += 20
