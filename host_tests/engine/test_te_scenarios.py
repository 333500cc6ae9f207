"""One test per rule scenario in host_tests/scenarios/tigris/ (expectations derived by hand)."""

import os
import re

import engine_runner as R
import pytest

from engine_core import tigris as T

NAMES = R.listdir_sorted(R.SCENARIO_DIR, ".te")


@pytest.mark.parametrize("name", NAMES)
def test_scenario(name):
    problem = R.run_scenario(os.path.join(R.SCENARIO_DIR, name))
    assert problem is None, "%s: %s" % (name, problem)


def test_every_rule_has_a_scenario():
    """TE-3 .. TE-12 are each named on the first line of at least one scenario."""
    named = set()
    for name in NAMES:
        with open(os.path.join(R.SCENARIO_DIR, name)) as f:
            first = f.readline()
        assert first.startswith("# TE-"), "%s: the first line must name its rule ids" % name
        named.update(int(m) for m in re.findall(r"TE-(\d+)", first))
    missing = [r for r in range(3, 13) if r not in named]
    assert not missing, "no scenario for TE-%s" % missing
    assert len(NAMES) >= 40


def play(name):
    pos, acts, _exp = R.split_scenario(R.read_lines(os.path.join(R.SCENARIO_DIR, name)))
    game = T.from_text(pos)
    for _no, line in acts:
        assert R.play_line(game, line) is None, line
    return game


def test_full_tie_shares_first_place():
    """TE-11.2: tied on all four colours after treasures: both players are placed first."""
    game = play("te11_full_tie_shares_place.te")
    assert game.is_over() and game.current_player() == -1
    assert [(seat, place) for seat, place, _ in game.ranking()] == [(0, 1), (1, 1)]


def test_rulebook_scoring_table_places():
    """TE-11.3: pot, lion, bull, archer in that order, places 1 to 4."""
    game = play("te11_final_scoring_table.te")
    seats = {T.DYNASTY_NAMES[game.dynasties[s]]: s for s in range(4)}
    want = [
        (seats["pot"], 1, (11, 11, 11, 14)),
        (seats["lion"], 2, (10, 10, 12, 13)),
        (seats["bull"], 3, (10, 10, 11, 18)),
        (seats["archer"], 4, (9, 11, 17, 22)),
    ]
    assert [(s, p, tuple(t)) for s, p, t in game.ranking()] == want


@pytest.mark.parametrize(
    "name, old, new",
    [
        ("te5_blue_tile_on_land_refused.te", "refused TE-5.4", "refused TE-5.6"),
        ("te7_first_round_example.te", "score lion r2 b0", "score lion r3 b0"),
        ("te10_corner_treasure_first.te", "score lion r0 b0 g0 k0 t1", "score lion r0 b0 g0 k0 t0"),
        ("te8_two_wars_second_vanishes.te", "expect\n", "expect\nrefused\n"),
    ],
)
def test_runner_rejects_a_wrong_expectation(tmp_path, name, old, new):
    """The scenario check can fail: a changed expect line or reason is reported, not passed."""
    with open(os.path.join(R.SCENARIO_DIR, name)) as f:
        text = f.read()
    assert old in text
    bad = tmp_path / name
    bad.write_text(text.replace(old, new, 1))
    assert R.run_scenario(str(bad)) is not None
