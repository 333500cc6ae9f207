"""Compulsory feeding (AS-4.3b): the engine's legal feeds equal an independent construction.

The baseline of bench_feed.py finds, for every card and every set of huts it could feed, the most
huts the rest of the hand can still feed by a bipartite matching of symbols to huts; a feed is
legal when it loses nothing. The engine uses the closed form best(H, U) instead.
"""

from bench_feed import baseline_feeds, max_fed

from engine_core import assyria as A
from engine_core.rng import Rng


def test_matching_counts_what_a_hand_can_feed():
    assert max_fed([0, 0, 5], [0, 1, 2]) == 2  # two grape symbols and a wild: 3 huts, 2 fed
    assert max_fed([5, 0], [0, 0]) == 2
    assert max_fed([1, 1, 1], [0]) == 0


def test_engine_feeds_equal_the_matching_baseline():
    steps = 0
    for seed in (11, 12, 13):
        g = A.new_game(4, seed)
        rng = Rng(seed)
        while not g.is_over():
            if g.phase() == A.PHASE_FEED:
                assert sorted(g.legal_actions()) == sorted(baseline_feeds(g))
                steps += 1
            acts = g.legal_actions()
            g.apply(acts[rng.below(len(acts))])
    assert steps > 100
