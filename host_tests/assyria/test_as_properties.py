"""Hypothesis properties of the Assyria engine over random legal action sequences.

At every step: undo restores the game exactly, encode/decode and the text notation round-trip,
every invariant holds; a refused action raises and changes nothing; check() agrees with
legal_actions() on arbitrary ints.
"""

import checks
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine_core import assyria as A

SETUP = st.tuples(st.integers(2, 4), st.integers(1, 2**32 - 1))
CHOICES = st.lists(st.integers(0, 2**16), min_size=1, max_size=80)
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play(setup, choices):
    g = A.new_game(*setup)
    for pick in choices:
        if g.is_over():
            break
        legal = g.legal_actions()
        yield g, legal[pick % len(legal)]


@FAST
@given(SETUP, CHOICES)
def test_undo_and_round_trips_at_every_step(setup, choices):
    for g, action in play(setup, choices):
        before = g.encode()
        g.apply(action)
        after = g.encode()
        assert checks.invariant_problem(g) is None
        assert checks.roundtrip_problem(g) is None
        g.undo()
        assert g.encode() == before
        g.apply(action)
        assert g.encode() == after


@FAST
@given(SETUP, CHOICES, st.lists(st.integers(0, 2**30 - 1), min_size=1, max_size=25))
def test_check_agrees_with_legal_actions_and_refusals_change_nothing(setup, choices, probes):
    g = None
    for g, action in play(setup, choices[:40]):
        g.apply(action)
    if g is None or g.is_over():
        return
    legal = set(g.legal_actions())
    # near misses of legal actions, and arbitrary ints
    probes = probes + [a ^ 1 for a in legal] + [a + (1 << 16) for a in legal]
    for a in probes:
        why = g.check(a)
        assert (why is None) == (a in legal), (a, why)
        if why is None:
            continue
        data, n = g.encode(), g.history_len()
        try:
            g.apply(a)
        except A.IllegalAction as e:
            assert str(e) == why
        else:
            raise AssertionError("an illegal action was applied")
        assert g.encode() == data and g.history_len() == n


@FAST
@given(SETUP, st.integers(0, 400))
def test_undo_limit_two_always_takes_back_the_last_action(setup, steps):
    g = A.new_game(*setup)
    g.set_undo_limit(2)
    for k in range(steps):
        if g.is_over():
            break
        legal = g.legal_actions()
        before = g.encode()
        g.apply(legal[k % len(legal)])
        assert g.can_undo()
        if k % 7 == 0:
            g.undo()
            assert g.encode() == before
            g.apply(legal[k % len(legal)])
    assert len(g._chunks) <= 4  # 2 kept, an end-of-turn action may hold 2 more for a while
