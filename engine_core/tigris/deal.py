"""A new game's setup (TE-2): the start temples with their treasures, six tiles dealt to each
player, a random starting seat.

Loaded by Game.new alone: a game in play does not hold this code (the console lets it go with
engine_core/dealing.py once its game is dealt, firmware/games/tigris/flow.py new_game).
"""

from .. import xorshift32
from ..dealing import draw_into
from . import TILE_TOTALS, legality
from .layout import LAYOUTS

# Private const() copies (host_tests/engine_unit/test_constants.py checks them).
_A_ST = const(8)
_CATASTROPHES_EACH = const(2)
_HAND_SIZE = const(6)
_MARK_SPECIAL = const(4)
_MARK_TREASURE = const(1)
_N_ZERO_SEED = const(37)
_RED = const(0)
_R_ACTIVE = const(1)
_R_RNG = const(3)


def deal(g, seed):
    """Sets up the empty game `g` from `seed` (not 0) and returns it: what Game.new gives."""
    seed &= 0xFFFFFFFF
    if seed == 0:
        raise ValueError(legality.reason(_N_ZERO_SEED))
    specials = LAYOUTS[g.board_kind][2]
    for cell in g.treasure_cells:
        g.board[cell] = 1 + _RED
        g.marks[cell] = _MARK_TREASURE | (_MARK_SPECIAL if cell in specials else 0)
    bag = g.bag
    bag[:] = TILE_TOTALS
    bag[_RED] -= len(g.treasure_cells)  # TE-1.2: the start temples come out of the bag
    # The deal: the draws Game._draw makes in play, made without the journal (dealing.py).
    x = seed
    for s in range(g.num_players):
        g.cat[s] = _CATASTROPHES_EACH
        x = draw_into(bag, x, g.hands, s * 4, _HAND_SIZE)
    x = xorshift32(x)
    g.st[_R_ACTIVE] = x % g.num_players  # TE-2.2: a random player starts
    g.set_rng_state(_A_ST, _R_RNG, x)
    g.reset_journal()
    g.relabel()
    return g
