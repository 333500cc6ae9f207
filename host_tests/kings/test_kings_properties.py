"""Hypothesis properties of the Contest of Kings engine: any reachable position round-trips
through text and bytes, undo walks back to the start, every legal action reads back from its
text, and treasures as wild cards are placed as well as any placement could (CK-7.3)."""

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st
from kings_checks import Rng, choose, invariant_problem

from engine_core import kings as K
from engine_core.kings.endgame import final_totals


@settings(max_examples=40, deadline=None)
@given(
    players=st.integers(2, 4),
    seed=st.integers(1, 2**32 - 1),
    bot=st.integers(1, 10**6),
    steps=st.integers(0, 160),
    options=st.integers(0, 1),
)
def test_reachable_positions_round_trip_and_undo_to_the_start(players, seed, bot, steps, options):
    g = K.new_game(players, seed, options)
    start = g.encode()
    rng = Rng(bot)
    done = 0
    while done < steps and not g.is_over():
        g.apply(choose(g, rng))
        done += 1
    assert invariant_problem(g) is None
    text = g.to_text()
    again = K.from_text(text)
    assert again.to_text() == text
    assert again.legal_actions() == g.legal_actions()
    assert K.decode(g.encode()).encode() == g.encode()
    for a in g.legal_actions():
        assert g.action_from_text(g.action_to_text(a)) == a
    assert g.history_len() == done
    while g.history_len():
        g.undo()
    assert g.encode() == start


@settings(max_examples=200, deadline=None)
@given(pile=st.lists(st.integers(0, 12), min_size=4, max_size=4), t=st.integers(0, 8))
def test_treasures_are_placed_as_well_as_any_placement(pile, t):
    g = K.new_game(2, 3)
    for c in range(4):
        g.piles[c] = pile[c]
    g.piles[4] = t
    got = final_totals(g, 0)
    best = None
    for split in itertools.product(range(t + 1), repeat=4):
        if sum(split) == t:
            totals = tuple(sorted(pile[c] + split[c] for c in range(4)))
            best = totals if best is None or totals > best else best
    assert got == best and sum(got) == sum(pile) + t
