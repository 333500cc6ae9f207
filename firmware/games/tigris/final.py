"""Tigris's final scores: all scores opened and the ranking with the TE-11 tie-breaks.

The page stays until the table leaves it through its menu (MENU: the whole log, the rules,
leave); it comes back from the title's "Last result" while the slot holds the finished game.
"""

from console import colours as C
from console.common import symbol
from console.finalpage import FinalPage
from console.keys import K_MENU

from games.tigris import ID
from games.tigris.flow import name
from games.tigris.glyphs import dynasty_symbol

PLACES = ("", "1st", "2nd", "3rd", "4th")


class Final(FinalPage):
    """All scores opened and the ranking with the TE-11 tie-breaks (engine ranking())."""

    game_id = ID
    FOOTER = "MENU: the game log, rules, leave"

    def update(self, pressed, held, now):
        if pressed & K_MENU:
            from console.finalmenu import FinalMenu

            return FinalMenu(self.app, self)
        return None  # no single key throws the scores away

    def log_path(self):
        from console.gamelog import path_of

        return path_of(self.app.store(ID))

    def seat_names(self):
        return [name(self.game, s) for s in range(self.game.num_players)]

    def draw_ranking(self, gfx, g, bg):
        gfx.text(32, 28, "red blue green black treasures", C.DIM, bg)
        y = 44
        for seat, place, totals in g.ranking():
            symbol(gfx, dynasty_symbol, g.dynasties[seat], 8, y - 6, bg)
            sc = g.score(seat)
            gfx.text(32, y, "%s %s: %d %d %d %d, %d" % (
                PLACES[place], name(g, seat), sc[0], sc[1], sc[2], sc[3],
                g.treasures_held(seat)), C.TEXT, bg)
            gfx.text(56, y + 12, "weakest first: " + ", ".join(str(t) for t in totals),
                     C.DIM, bg)
            y += 44
