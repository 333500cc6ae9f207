"""Tigris's final scores: all scores opened and the ranking with the TE-11 tie-breaks.

The page stays until the table leaves it through its menu (MENU: the whole log, the rules,
leave); it comes back from the title's "Last result" while the slot holds the finished game.
"""

from console.common import symbol
from console.finalpage import FinalPage

from games.tigris import ID
from games.tigris.flow import name
from games.tigris.glyphs import dynasty_symbol


class Final(FinalPage):
    """Each seat's points in the four colours and its treasures, the dynasty symbol by the
    name, and the totals weakest first beside it (engine ranking())."""

    game_id = ID
    name = staticmethod(name)
    HEADS = ("red", "blue", "green", "black", "treasures")
    ROW_STEP = 40

    def mark(self, gfx, g, seat, y, bg):
        symbol(gfx, dynasty_symbol, g.dynasties[seat], 6, y - 1, bg)

    def cells(self, g, seat):
        sc = g.score(seat)
        return sc[0], sc[1], sc[2], sc[3], g.treasures_held(seat)

    def below(self, g, seat, totals):
        return "weakest: " + ", ".join(str(t) for t in totals)
