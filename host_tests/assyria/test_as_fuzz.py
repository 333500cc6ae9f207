"""Random Assyria games with every invariant checked after every action (CPython).

Huts, ziggurat parts, wells, plows and the 40 food cards are conserved; camels stay 0-10,
offerings 0-7; nothing stands out of play or a ziggurat on a river; encode/decode and
to_text/from_text round-trip; undo restores the game exactly and the action replays the same.
ASSYRIA_FUZZ_GAMES sets the seeds per player count (default 8; CI may raise it).
"""

import os

import checks
import pytest

GAMES = int(os.environ.get("ASSYRIA_FUZZ_GAMES", "8"))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players):
    for k in range(GAMES):
        seed = 5003 + 97 * k
        bad, steps, final = checks.random_game(players, seed)
        assert bad is None, "players %d seed %d: %s" % (players, seed, bad)
        assert "phase over" in final and steps > 50


def test_invariants_catch_a_broken_game():
    """The checks can fail: a hut conjured out of nowhere and an 11th camel are caught."""
    from engine_core import assyria as A

    g = A.new_game(3, 9)
    assert checks.invariant_problem(g) is None
    g.board[30] = 1  # a red hut that came from no supply
    assert "huts" in checks.invariant_problem(g)
    g.board[30] = 0
    g.seat[2] = 11
    assert "camels" in checks.invariant_problem(g)
