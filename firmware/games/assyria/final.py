"""Assyria's final scores: the ranking (AS-6) with each player's points and camels."""

from console.finalpage import FinalPage

from games.assyria import ID
from games.assyria.flow import name


class Final(FinalPage):
    game_id = ID
    name = staticmethod(name)
    HEADS = ("points", "camels")
    ROW_STEP = 22

    def cells(self, g, seat):
        return g.score(seat), g.camels(seat)
