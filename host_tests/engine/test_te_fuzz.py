"""Random complete Tigris games with every invariant of engine_runner checked after each action.

FUZZ_GAMES sets how many games (default 50, about 15 s on CPython, which keeps `make test` and CI
short; FUZZ_GAMES=1000 for a long run); FUZZ_SEED picks another batch. Each chunk of games is
one test so a failure names its game numbers.
"""

import os

import engine_runner as R
import pytest

GAMES = int(os.environ.get("FUZZ_GAMES", "50"))
SEED = int(os.environ.get("FUZZ_SEED", "101"))
CHUNK = 25


@pytest.mark.parametrize("first", range(0, GAMES, CHUNK))
def test_random_complete_games(first):
    problems = []
    for index in range(first, min(first + CHUNK, GAMES)):
        problem, steps = R.random_game(R.M, index, SEED)
        if problem:
            problems.append("game %d (%s): %s" % (index, R.game_setup(index), problem))
        assert steps > 20  # a complete game, not a setup that stopped at once
    assert not problems, "\n".join(problems)
