"""Contest of Kings's final table columns: every victory pile turned face up, colour by colour
with its treasure cards (CK-7.3), and each player's colours weakest first (treasures wild)."""

from cpconsole.final import weakest_first
from games.kings.flow import name

HEAD = ("#", "who", "red", "blue", "green", "black", "tr")


def cells(game, seat):
    return [name(game, seat)] + ["%d" % v for v in game.pile(seat)]


def below(game, seat, place, totals):
    return weakest_first(name(game, seat), place, totals)
