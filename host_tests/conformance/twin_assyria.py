"""Assyria twins for the privacy check: the hidden deck orders and RNG changed, all else equal.

Assyria has no seat-private data (AS-7); what no seat may see is the order of the food deck and
of the expansion deck, and the RNG state that would tell the next shuffles.
"""

from engine_core import assyria as A


def twin(game, seat, rng):
    other = A.decode(game.encode())
    deck = other.deck
    n = other.st[11]
    for i in range(n - 1, 0, -1):
        j = rng.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    expd = other.expd
    m = other.st[12]
    for i in range(m - 1, 0, -1):
        j = rng.below(i + 1)
        expd[i], expd[j] = expd[j], expd[i]
    other.set_rng(1 + rng.below(0xFFFFFFF0))
    return other
