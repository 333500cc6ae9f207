"""Assyria's final table columns: each player's points and camels (AS-6)."""

from games.assyria.flow import name

HEAD = ("#", "who", "points", "camels")


def cells(game, seat):
    return [name(game, seat), "%d" % game.score(seat), "%d" % game.camels(seat)]


def below(game, seat, place, totals):
    return ""
