"""Every choice a bot makes is legal and leaves the game as it was (issue 17), all levels,
2 to 4 players, the English rule (TE-12.1) and buildings with the ziggurat (TE-12.3, TE-12.4)."""

import pytest
from bot_helpers import VARIANT_SETS, new_game, seat_bots

from engine_core.tigris import PHASE_ACTION
from engine_core.tigris.bots import Bot

TABLES = (
    (("easy", "hard"), 3, 0),
    (("normal", "easy", "hard"), 5, 1),
    (("hard", "normal", "easy", "hard"), 7, 2),
)


@pytest.mark.parametrize("levels,seed,variant", TABLES)
def test_bots_choose_legal_actions_and_leave_the_game_unchanged(levels, seed, variant):
    g = new_game(len(levels), seed, VARIANT_SETS[variant])
    bots = seat_bots(levels, seed)
    phases = set()
    steps = 0
    while not g.is_over():
        before = g.encode()
        done = g.history_len()
        seat = g.current_player()
        legal = g.legal_actions()
        a = bots[seat].choose(g)
        assert a in legal, g.action_to_text(a)
        assert g.encode() == before and g.history_len() == done
        assert g.current_player() == seat
        phases.add(g.phase())
        g.apply(a)
        steps += 1
        assert steps < 3000, "bots kept the game from ending"
    assert PHASE_ACTION in phases and len(phases) >= 3  # conflicts and more were decided
    assert g.ranking()[0][1] == 1


def test_unknown_level_is_refused_with_a_clear_message():
    with pytest.raises(ValueError, match="easy, normal, hard"):
        Bot("expert", 1)


def test_progress_is_called_while_a_bot_thinks():
    g = new_game(4, 9)
    calls = []
    for level in ("normal", "hard"):
        calls.clear()
        a = Bot(level, 3).choose(g, lambda: calls.append(1))
        assert a in g.legal_actions()
        assert calls, level
