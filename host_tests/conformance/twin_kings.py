"""Contest of Kings twins for the privacy check: other seats' hands and piles changed (CK-7.3)."""

from engine_core import kings as K

# Uniform random play runs to about 1,000-2,700 actions, most of them leader moves and the
# internal conflicts they start; a whole-game journal of that (~35 KB in 192-byte chunks)
# fragments MicroPython's 192K heap past the legal-action lists' needs, so under MicroPython
# the checked run keeps 2 chunks, as the console does (run.py).
DEVICE_UNDO_LIMIT = 2


def twin(game, seat, rng):
    """A copy of `game` whose other seats hold other cards (swapped with the deck) and whose
    victory piles (hidden even from their owners while the game runs) hold other colours."""
    other = K.decode(game.encode())
    hands, piles = other.hands, other.piles
    # Cards swap with the deck, or with the cards out of the game when the deck is empty
    # (both hidden: the view shows only the deck's size).
    pool = other.deck if other.deck_count() else other.out
    for s in range(other.num_players):
        if s == seat:
            continue
        changed = False
        for c in range(4):
            d = (c + 1 + rng.below(3)) % 4
            for _ in range(3):
                if hands[s * 4 + c] and pool[d] and not changed:
                    hands[s * 4 + c] -= 1
                    pool[c] += 1
                    hands[s * 4 + d] += 1
                    pool[d] -= 1
                    changed = True
                d = (d + 1) % 4 if (d + 1) % 4 != c else (d + 2) % 4
        # One pile card changes colour, never the top card's (public) colour.
        top = other.pile_top(s)
        if other.is_over() or other.options & K.OPT_OPEN_PILES:
            continue
        for c in range(4):
            d = (c + 1 + rng.below(3)) % 4
            if piles[s * 5 + c] > (1 if c == top else 0) and d != c:
                piles[s * 5 + c] -= 1
                piles[s * 5 + d] += 1
                break
    return other
