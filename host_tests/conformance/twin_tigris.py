"""Tigris twins for the privacy check: other seats' hands and VP changed, all else equal (TE-13)."""

from engine_core import tigris as T


def twin(game, seat, rng):
    """A copy of `game` whose other seats hold other tiles (swapped with the bag) and VP."""
    other = T.decode(game.encode())
    hands, bag, scores = other.hands, other.bag, other.scores
    for s in range(other.num_players):
        if s == seat:
            continue
        for c in range(4):
            d = rng.below(4)
            if hands[s * 4 + c] and d != c and bag[d]:
                hands[s * 4 + c] -= 1
                bag[c] += 1
                hands[s * 4 + d] += 1
                bag[d] -= 1
        k = s * 5 + rng.below(4)  # a colour's VP, never the public treasures (index 4)
        if scores[k] < 255:
            scores[k] += 1
    return other
