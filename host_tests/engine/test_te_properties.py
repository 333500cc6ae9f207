"""Hypothesis properties of the Tigris engine over random legal action sequences.

Undo, encode/decode and the text notation must round-trip at every step; a refused action must
raise and change nothing; every legal action must pass check() and survive action text.
"""

import engine_runner as R
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine_core import tigris as T

SETUP = st.tuples(
    st.integers(2, 4),
    st.sampled_from([T.BOARD_CLASSIC, T.BOARD_ALTERNATIVE]),
    st.integers(0, 7),
    st.integers(1, 2**31 - 1),
)
CHOICES = st.lists(st.integers(0, 2**16), min_size=1, max_size=60)
FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def new_game(setup):
    players, board, variants, seed = setup
    return T.Game.new(list(range(players)), board, variants, seed)


@FAST
@given(SETUP, CHOICES)
def test_undo_encode_and_text_round_trip_at_every_step(setup, choices):
    game = new_game(setup)
    for pick in choices:
        if game.is_over():
            break
        legal = game.legal_actions()
        action = legal[pick % len(legal)]
        before_text, before_data = game.to_text(), game.encode()
        game.apply(action)
        assert R.roundtrip_problem(R.M, game) is None
        assert R.undo_problem(game, action, before_text, before_data) is None
        assert R.invariant_problem(game, None) is None


@FAST
@given(SETUP, CHOICES, st.lists(st.integers(0, 0xFFFF), min_size=1, max_size=20))
def test_refused_actions_raise_and_change_nothing(setup, choices, probes):
    game = new_game(setup)
    for pick in choices[:30]:
        if game.is_over():
            break
        legal = game.legal_actions()
        game.apply(legal[pick % len(legal)])
    legal = set(game.legal_actions())
    for action in probes:
        reason = game.check(action)
        if action in legal:
            assert reason is None
            continue
        assert isinstance(reason, str) and reason
        data, text = game.encode(), game.to_text()
        try:
            game.apply(action)
        except T.IllegalAction as e:
            assert str(e) == reason
        else:
            raise AssertionError("apply() accepted %r refused by check()" % action)
        assert game.encode() == data and game.to_text() == text


@FAST
@given(SETUP, CHOICES)
def test_every_legal_action_checks_and_survives_its_text(setup, choices):
    game = new_game(setup)
    for pick in choices[:25]:
        if game.is_over():
            break
        legal = game.legal_actions()
        assert len(legal) == len(set(legal))
        for action in legal[:: max(1, len(legal) // 40)]:
            assert game.check(action) is None
            assert game.action_from_text(game.action_to_text(action)) == action
        game.apply(legal[pick % len(legal)])


@FAST
@given(SETUP, CHOICES)
def test_decoded_game_plays_on_identically(setup, choices):
    """A decoded copy continues exactly like the original (nothing lost in encode)."""
    game = new_game(setup)
    half = len(choices) // 2
    for pick in choices[:half]:
        if game.is_over():
            return
        legal = game.legal_actions()
        game.apply(legal[pick % len(legal)])
    copy = T.decode(game.encode())
    for pick in choices[half:]:
        if game.is_over():
            break
        legal = game.legal_actions()
        assert copy.legal_actions() == legal
        game.apply(legal[pick % len(legal)])
        copy.apply(legal[pick % len(legal)])
        assert copy.encode() == game.encode()


def test_view_hides_other_players_hands_scores_and_bag_mix():
    """TE-13: two positions that differ only in bull's secrets look the same to archer."""
    pos, _acts, _exp = R.split_scenario(
        R.read_lines(R.SCENARIO_DIR + "/te5_tile_scores_for_same_colour_leader.te")
    )
    other = (
        pos.replace("hand bull r1 b1 g1 k3", "hand bull r3 b0 g2 k1")
        .replace("score bull r0 b0 g0 k0 t0", "score bull r4 b1 g0 k7 t0")
        .replace("bag r0 b0 g0 k20", "bag r0 b1 g0 k19")
    )
    assert other != pos
    a, b = T.from_text(pos), T.from_text(other)
    archer = [s for s in range(2) if a.dynasties[s] == T.ARCHER][0]
    assert a.view(archer) == b.view(archer)
    assert a.view(1 - archer) != b.view(1 - archer)
    assert tuple(a.view(archer)["hand"]) == tuple(a.hand(archer))
