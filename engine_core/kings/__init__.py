"""Contest of Kings rules engine (../shared/spec/contest-of-kings.md), one package of engine_core.

The public constants live here once; engine modules use private const() copies of them, which
MicroPython inlines (host_tests/kings/test_constants.py checks the copies against these).
"""


HEADER = "kings 1"
MIN_PLAYERS = const(2)
MAX_PLAYERS = const(4)

RED = const(0)
BLUE = const(1)
GREEN = const(2)
BLACK = const(3)
COLOUR_LETTERS = "rbgk"
DYNASTY_NAMES = ("archer", "bull", "pot", "lion")
DYNASTY_INITIALS = "ABPL"

# CK-1.2: the colour split of the 185 ordinary cards, and the 8 treasure cards.
CARD_TOTALS = bytes((69, 44, 36, 36))
TREASURES = const(8)
HAND_SIZE = const(8)
COLUMNS = const(8)
GAPS = const(7)
DEPTH = const(8)  # places below a treasure* (CK-2.1)

# Card codes in `cols` (column*9 + depth) and `gaps`: 0 empty, 1 + colour, a treasure card,
# a ship 6 + ship index. Ships by their second colour (CK-1.3), in notation order sr sg sk.
EMPTY = const(0)
TREASURE = const(5)
SHIP_BASE = const(6)
SHIP_NAMES = ("sr", "sg", "sk")
SHIP_COLOURS = bytes((0, 2, 3))

# A leader's place: a column spot column*9 + depth (0..71) or a gap spot 72 + gap (72..78).
GAP_SPOT = const(72)
SPOTS = const(79)
SUPPLY = const(255)

OPT_OPEN_PILES = const(1)  # CK-7.3: the agreed variant of four open piles sorted by colour

PHASE_ACTION = const(0)
PHASE_SCORE = const(1)
PHASE_SHIP = const(2)
PHASE_WAR = const(3)
PHASE_COMMIT = const(4)
PHASE_REWARD = const(5)
PHASE_TREASURE = const(6)
PHASE_OVER = const(7)

# What is being resolved while a question is open (the notation's `doing` line).
DOING_NONE = const(0)
DOING_CARD = const(1)
DOING_UNION = const(2)
DOING_LEADER = const(3)
DOING_END = const(4)

# Actions are small ints kind << 12 | a << 8 | b (engine_core's action packing).
ACT_LEADER = const(1)  # a colour, b spot
ACT_CARD = const(2)  # a colour, b column 0..7 or 8 + gap
ACT_CATASTROPHE = const(3)  # b spot
ACT_PASS = const(4)
ACT_SCORE = const(5)  # a colour; b 255 declines
ACT_REWARD = const(6)  # a colour; b 255 declines
ACT_COMMIT = const(7)  # b the count
ACT_WAR = const(8)  # a colour
ACT_TREASURE = const(9)  # b column, or 255 declines
ACT_SHIP = const(10)  # a ship index; b 255 declines
NONE = const(255)


from .. import (  # noqa: E402,F401
    IllegalAction,
    action_arg,
    action_cell,
    action_kind,
    make_action,
)

# Imported last: game.py takes the constants above from this package.
from .game import Game  # noqa: E402

decode = Game.decode
from_text = Game.from_text


def new_game(num_players, seed, options=0):
    """A standard start (CK-2) with the dynasties archer, bull, pot, lion in seat order."""
    return Game.new(range(num_players), seed, options)
