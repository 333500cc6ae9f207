"""Tigris's words for colours, leaders and players: shared by the flow's log and the view."""

from engine_core.tigris import DYNASTY_NAMES

COLOUR_NAMES = ("red", "blue", "green", "black")
LEADER_NAMES = ("priest", "farmer", "trader", "king")


def name(game, seat):
    """A seat's dynasty name, capitalised: players are known by dynasty (TE-1.5)."""
    d = DYNASTY_NAMES[game.dynasties[seat]]
    return d[0].upper() + d[1:]
