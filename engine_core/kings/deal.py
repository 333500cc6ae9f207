"""A new game's setup (CK-2, notation-kings.md "New game"): the treasures on the columns, eight
cards to each hand, and with two players the thirty cards that leave the game unseen.

Loaded by Game.new alone: a game in play does not hold this code (the console lets it go with
engine_core/dealing.py once its game is dealt, firmware/games/kings/flow.py new_game).
"""

from ..dealing import draw_into
from . import CARD_TOTALS, legality

# Private const() copies (as game.py's).
_A_ST = const(9)
_HAND_SIZE = const(8)
_R_CAT = const(18)
_R_RNG = const(5)
_TREASURE = const(5)
_N_SEED = const(42)


def deal(g, seed):
    """Sets up the empty game `g` from `seed` (not 0) and returns it: what Game.new gives. Seat
    0 starts."""
    seed &= 0xFFFFFFFF
    if seed == 0:
        raise ValueError(legality.reason(_N_SEED))
    for c in range(8):
        g.cols[c * 9] = _TREASURE
    deck = g.deck
    deck[:] = CARD_TOTALS
    # The draws Game.draw makes in play, made without the journal (engine_core/dealing.py).
    x = seed
    for s in range(g.num_players):
        g.st[_R_CAT + s] = 1
        x = draw_into(deck, x, g.hands, s * 4, _HAND_SIZE)
    if g.num_players == 2:
        x = draw_into(deck, x, g.out, 0, 30)  # CK-2.2: 30 cards leave the game unseen
    g.set_rng_state(_A_ST, _R_RNG, x)
    g.reset_journal()
    return g
