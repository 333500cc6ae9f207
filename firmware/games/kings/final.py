"""Contest of Kings's final scores: every victory pile opened, the ranking (CK-7.3)."""

from console.finalpage import FinalPage

from games.kings import ID
from games.kings.flow import name


class Final(FinalPage):
    """Each pile turned face up, colour by colour (treasure cards are wild), and the totals
    weakest first beside the name (engine ranking())."""

    game_id = ID
    name = staticmethod(name)
    HEADS = ("red", "blue", "green", "black", "treasures")
    ROW_STEP = 40

    def cells(self, g, seat):
        return g.pile(seat)[:5]

    def below(self, g, seat, totals):
        return "weakest: " + ", ".join(str(t) for t in totals)
