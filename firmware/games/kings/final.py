"""Contest of Kings's final scores: every victory pile opened, the ranking (CK-7.2)."""

from console import colours as C
from console.finalpage import FinalPage

from games.kings.flow import name


class Final(FinalPage):
    """The piles turned face up, colour by colour, and the ranking (engine ranking())."""

    def draw_ranking(self, gfx, g, bg):
        y = 40
        for seat, place, totals in g.ranking():
            p = g.pile(seat)
            gfx.text(8, y, "%d. %-7s pile r%d b%d g%d k%d t%d" % (
                place, name(g, seat), p[0], p[1], p[2], p[3], p[4]), C.TEXT, bg)
            gfx.text(32, y + 12, "weakest first: " + " ".join(str(t) for t in totals),
                     C.DIM, bg)
            y += 40
