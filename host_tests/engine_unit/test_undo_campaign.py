"""The last action can always be taken back under the console's undo limit (README, journal).

The random-game campaign of invariants.py: every board, variant set and player count, seeds from
100000 up, apply -> undo -> compare -> apply after every action with set_undo_limit(2) and the
rule invariants checked. A few games here; FUZZ_GAMES=N runs N (the campaign that first met
the bug ran 11,374). Seed 100808 (3 players, alternative board, no variants) is the first game
where a commitment that ended a war and the turn, refills included, journaled more than the two
chunks kept and could not be undone (`commit 1` at action 178): kept here as it was found.
"""

import os

import invariants
import pytest

from engine_core.rng import Rng
from engine_core.tigris import Game

CAMPAIGN = int(os.environ.get("FUZZ_GAMES", "12"))
FIRST_SEED = 100000


def setup_of(k):
    """(players, variants, board) of campaign game k, as invariants.main deals them."""
    return 2 + k % 3, k % 8, (k // 3) % 2


@pytest.mark.parametrize("k", range(CAMPAIGN))
def test_campaign_game_undoes_every_action_under_the_limit(k):
    players, variants, board = setup_of(k)
    g, steps = invariants.play(players, FIRST_SEED + k, variants, board)
    assert g.is_over() and steps > 20


def test_seed_100808_commit_that_outgrows_the_limit_is_undone_exactly():
    assert setup_of(808) == (3, 0, 1)
    g = Game.new([0, 1, 2], 1, 0, FIRST_SEED + 808)
    g.set_undo_limit(2)
    rng = Rng((FIRST_SEED + 808) * 7 + 3)  # the walker's choices, as in invariants.play
    for _ in range(178):
        acts = g.legal_actions()
        g.apply(acts[rng.below(len(acts))])
    acts = g.legal_actions()
    action = acts[rng.below(len(acts))]
    assert g.action_to_text(action) == "commit 1"
    before = g.encode()
    g.apply(action)
    after = g.encode()
    # The case that was lost: the action fills both chunks kept, from the very first byte of
    # the oldest, so the record before it (where undo used to look for its start) was recycled.
    assert len(g._chunks) == 2 and g._bj is g._chunks[0] and g._bk == 2
    assert g.can_undo()
    g.undo()
    assert g.encode() == before
    g.apply(action)
    assert g.encode() == after
    # The extra chunk goes at the next recycling: the journal does not keep growing.
    for _ in range(30):
        acts = g.legal_actions()
        if not acts:
            break
        g.apply(acts[rng.below(len(acts))])
        assert g.can_undo() and len(g._chunks) <= 3


def test_seed_100808_whole_game_by_the_walker():
    g, steps = invariants.play(3, FIRST_SEED + 808, 0, 1)
    assert g.is_over() and steps > 178
