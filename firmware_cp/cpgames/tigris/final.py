"""Tigris's final table columns: the four colours' points and treasures (TE-11), and each
player's colours weakest first (the ranking's tie-breaks)."""

from cpconsole.final import weakest_first
from games.tigris.flow import name

HEAD = ("#", "who", "red", "blue", "green", "black", "tr")


def cells(game, seat):
    return [name(game, seat)] + ["%d" % v for v in game.score(seat)] + [
        "%d" % game.treasures_held(seat)]


def below(game, seat, place, totals):
    return weakest_first(name(game, seat), place, totals)
