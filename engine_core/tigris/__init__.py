"""Tigris & Euphrates rules engine: `from engine_core.tigris import Game, ...` (see README).

The shared constants live here rather than in a module of their own, so that the device keeps
one dictionary of their names, not two; engine modules use private const() copies of them.
"""


RED = const(0)
BLUE = const(1)
GREEN = const(2)
BLACK = const(3)
COLOUR_LETTERS = "rbgk"

ARCHER = const(0)
BULL = const(1)
POT = const(2)
LION = const(3)
DYNASTY_NAMES = ("archer", "bull", "pot", "lion")
DYNASTY_INITIALS = "ABPL"

BOARD_CLASSIC = const(0)
BOARD_ALTERNATIVE = const(1)
BOARD_NAMES = ("classic", "alternative")
WIDTH = const(16)
HEIGHT = const(11)
CELLS = const(176)
NO_CELL = const(255)

VAR_ENGLISH = const(1)
VAR_BUILDINGS = const(2)
VAR_ZIGGURAT = const(4)
VARIANT_NAMES = ("english", "buildings", "ziggurat")

# TE-1.4: each monument's two colours, index 0..5 in notation order.
MONUMENT_NAMES = ("rk", "rg", "bk", "br", "gk", "gb")
MONUMENT_COLOURS = bytes((0, 3, 0, 2, 1, 3, 1, 0, 2, 3, 2, 1))

PHASE_ACTION = const(0)
PHASE_WAR_CHOICE = const(1)
PHASE_COMMIT = const(2)
PHASE_MONUMENT = const(3)
PHASE_TREASURE = const(4)
PHASE_BUILDING = const(5)
PHASE_ZIGGURAT = const(6)
PHASE_ZIGGURAT_VP = const(7)
PHASE_OVER = const(8)

# Board cell values.
EMPTY = const(0)
CATASTROPHE = const(5)
FLIPPED = const(6)
ZIGGURAT_TILE = const(7)
LEADER_BASE = const(16)

MARK_TREASURE = const(1)
MARK_BUILDING = const(2)
MARK_SPECIAL = const(4)
MARK_UNIFICATION = const(8)

ACT_TILE = const(1)
ACT_LEADER = const(2)
ACT_CATASTROPHE = const(3)
ACT_SWAP = const(4)
ACT_PASS = const(5)
ACT_WAR = const(6)
ACT_COMMIT = const(7)
ACT_MONUMENT = const(8)
ACT_TREASURE = const(9)
ACT_BUILDING = const(10)
ACT_ZIGGURAT = const(11)
ACT_ZIGGURAT_VP = const(12)

REVOLT = const(1)
WAR = const(2)

EV_SCORE = const(1)
EV_REVOLT = const(2)
EV_WAR = const(3)
EV_LEADER_RETURNED = const(4)
EV_MONUMENT = const(5)
EV_TREASURE = const(6)
EV_REFILL = const(7)
EV_TURN = const(8)
EV_GAME_OVER = const(9)
EV_BUILDING = const(10)
EV_ZIGGURAT = const(11)

# TE-1.2 and TE-2.2.
TILE_TOTALS = bytes((57, 36, 30, 30))
BAG_START = bytes((47, 36, 30, 30))
HAND_SIZE = const(6)
CATASTROPHES_EACH = const(2)


HEADER = "tigris 1"  # the first line of a position in the notation
MIN_PLAYERS = const(2)
MAX_PLAYERS = const(4)

# Imported last: game.py and the modules it loads take TILE_TOTALS and MONUMENT_COLOURS from
# this package, which must hold them by then.
from .. import (  # noqa: E402, F401
    IllegalAction,
    action_arg,
    action_cell,
    action_kind,
    make_action,
)
from .game import Game  # noqa: E402

# The same functions as Game's static methods; each loads its module on first use.
decode = Game.decode
from_text = Game.from_text


def new_game(num_players, seed, options=0):
    """A standard start, dynasties in order (archer, bull, ...); options = board << 3 | variants.

    The variant bits are VAR_ENGLISH | VAR_BUILDINGS | VAR_ZIGGURAT; bit 3 picks the alternative
    board (../shared/spec/tigris-euphrates.md, TE-2.2).
    """
    return Game.new(range(num_players), (options >> 3) & 1, options & 7, seed)
