"""Assyria (Ystari, 2009, first edition) rules engine: `from engine_core.assyria import ...`.

Rules: ../shared/spec/assyria.md (AS-1 .. AS-7); notation: ../shared/spec/notation-assyria.md.
The shared constants live here; engine modules use private const() copies of them.
"""

from .. import IllegalAction  # noqa: F401  (re-exported: the game interface's exception)

HEADER = "assyria 1"
MIN_PLAYERS = const(2)
MAX_PLAYERS = const(4)

# Colours in the notation's fixed order; a game's seats are its playing colours in this order.
COLOUR_NAMES = ("red", "green", "blue", "yellow")
COLOUR_LETTERS = "rgby"

# Food cards: kind = food * 3 + symbols - 1, wild = 15 (the notation's canonical order).
FOOD_NAMES = ("grape", "palm", "salt", "barley", "date")
WILD = const(15)
CARD_KINDS = const(16)
PLOW = const(16)  # the `a` of a `buy plow`/`feed plow` in texts and events, not a card kind

# Hex regions (board.REGION) and dignitaries.
DESERT = const(0)
RIVER1 = const(1)
RIVER2 = const(2)
INSIDE = const(3)
DIGNITARY_NAMES = ("upper", "middle", "lower")

# Board values: 0 empty, a hut 1 + colour, a ziggurat ZIGGURAT + colour * 4 + height (1..3).
EMPTY = const(0)
ZIGGURAT = const(16)
# Marks per hex: a hut fed this expansion, a ziggurat built or raised in this actions step.
MARK_FED = const(1)
MARK_RAISED = const(2)

PHASE_START = const(0)
PHASE_DRAFT = const(1)
PHASE_HARVEST = const(2)
PHASE_HUTS = const(3)
PHASE_FEED = const(4)
PHASE_WELLS = const(5)
PHASE_ACTIONS = const(6)
PHASE_OVER = const(7)

# Actions are small ints `kind << 12 | a << 8 | b`; a feed of two or three huts carries the
# second and third hex (+1) in bits 16-22 and 23-29, below 2**30 so they stay unboxed on the
# Pico. `b` is a hex (0..63), a corner (0..57), a column (0..4), a card kind, a dignitary or a
# number of camels, as the kind says.
ACT_START = const(1)
ACT_DRAFT = const(2)
ACT_HARVEST = const(3)
ACT_HUT = const(4)
ACT_FEED = const(5)  # a = card kind (wild 15), b = first hex
ACT_FEED_PLOW = const(6)
ACT_WELL = const(7)
ACT_DONE = const(8)
ACT_ZIGGURAT = const(9)
ACT_LEVEL = const(10)
ACT_INTRIGUE = const(11)
ACT_OFFERING = const(12)
ACT_BUY = const(13)  # b = card kind
ACT_BUY_PLOW = const(14)


def make_action(kind, a, b):
    return kind << 12 | a << 8 | b


def make_feed(card, hexes):
    """The feed action of `card` (a kind, or PLOW) for 1 to 3 hexes (any order)."""
    h = sorted(hexes)
    if card == PLOW:
        return ACT_FEED_PLOW << 12 | h[0]
    x = ACT_FEED << 12 | card << 8 | h[0]
    if len(h) > 1:
        x |= (h[1] + 1) << 16
    if len(h) > 2:
        x |= (h[2] + 1) << 23
    return x


def action_kind(x):
    return x >> 12 & 15


def action_arg(x):
    return x >> 8 & 15


def action_cell(x):
    return x & 255


def feed_hexes(x):
    """The hexes a feed action names, ascending."""
    out = [x & 255]
    if x >> 16 & 127:
        out.append((x >> 16 & 127) - 1)
    if x >> 23 & 127:
        out.append((x >> 23 & 127) - 1)
    return out


# Imported last: game.py takes the names above from this package.
from .game import Game  # noqa: E402


def new_game(num_players, seed, options=0):
    """A standard game: colours red, green, blue, yellow (as many as players), dealt by `seed`."""
    return Game.new(num_players, seed)


decode = Game.decode
from_text = Game.from_text
