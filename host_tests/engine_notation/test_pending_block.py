"""The pending block, `refill` and `bagout` lines (notation.md; issue 11 item 2), both ways."""

import os

import pytest

from engine_core.tigris import from_text

SCENARIOS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "scenarios")
WAR = os.path.join(SCENARIOS, "tigris", "notation_starts_in_a_war.te")


_WAR_LINES = "conflict war k lion archer\ncommit lion 1"


def _position(path):
    with open(path) as f:
        return f.read().split("actions\n")[0]


def _war():
    return "\n".join(
        line for line in _position(WAR).split("\n") if not line.startswith("#")
    ).lstrip("\n")


def test_a_position_in_the_middle_of_a_war_reads_back_exactly():
    # Before: to_text() wrote no pending block and from_text refused two kings in one kingdom.
    text = _war()
    g = from_text(text)
    assert g.to_text() == text
    assert g.conflict() == (2, 3, 3, 0, 1, 1, 1, -1)  # war k, lion attacks archer, lion put 1
    assert g.unification_cell() == 4 * 16 + 6
    assert g.current_player() == 0 and g.legal_actions() == [0x7000 | n for n in range(4)]


def test_the_refill_line_gives_back_the_tile_spent_in_a_conflict():
    # TE-4.3: lion (not active) committed a king; read back mid-turn, lion still refills.
    g = from_text(_war())
    assert g.hand(3) == (1, 1, 1, 2)
    for line in ("archer: commit 0", "lion: commit 0", "archer: commit 0", "treasure f3", "pass"):
        g.apply(g.action_from_text(line))
    assert sum(g.hand(3)) == 6
    with pytest.raises(ValueError, match="line 8: lion committed tiles and must refill"):
        from_text(_war().replace("refill lion\n", ""))  # the line carries the obligation


def test_bagout_is_written_mid_turn_and_read_back():
    path = os.path.join(SCENARIOS, "tigris", "notation_swap_short_bag_prints_bagout.te")
    g = from_text(_position(path))
    g.apply(g.action_from_text("swap r b"))
    text = g.to_text()
    assert "\nbagout\nbag r0 b0 g0 k0\n" in text
    assert from_text(text).to_text() == text
    with pytest.raises(ValueError, match="bag failed but holds tiles"):
        from_text(text.replace("bag r0 b0 g0 k0", "bag r0 b0 g0 k1"))


@pytest.mark.parametrize(
    "old, new, word, message",
    [
        ("doing tile g5\nunification g5", "doing tile a4\nunification a4", "doing", "no tile"),
        ("doing tile g5", "doing catastrophe g5", "unification", "uniting tile"),
        (_WAR_LINES, "conflict war k archer lion\ncommit archer 1", "conflict", "not in conf"),
        (_WAR_LINES, "conflict war r lion archer\ncommit lion 1", "conflict", "not in conflict"),
        (_WAR_LINES, "conflict revolt k lion archer\ncommit lion 1", "conflict", "not in conf"),
        ("commit lion 1", "commit archer 1", "commit", "only the attacker"),
        ("commit lion 1", "commit lion 7", "commit", "out of range"),
        ("ask archer commit", "ask lion commit", "ask", "cannot be asked"),
        ("ask archer commit", "ask pot war", "ask", "a commitment is asked"),
        ("unification g5", "unification h5", "unification", "uniting tile"),
        ("refill lion", "refill pot", "refill", "other players"),
        ("refill lion", "refill lion lion", "refill", "once each"),
    ],
)
def test_a_pending_block_that_does_not_match_is_refused_naming_its_line(old, new, word, message):
    text = _war()
    assert old in text
    bad = text.replace(old, new)
    no = [line.split(" ")[0] for line in bad.split("\n")].index(word) + 1
    with pytest.raises(ValueError) as e:
        from_text(bad)
    assert str(e.value).startswith("line %d:" % no) and message in str(e.value), str(e.value)


def test_pending_lines_out_of_order_or_alone_are_refused():
    text = _war()
    swapped = text.replace("unification g5\nconflict", "conflict").replace(
        "commit lion 1\n", "commit lion 1\nunification g5\n"
    )
    with pytest.raises(ValueError, match="comes before"):
        from_text(swapped)
    with pytest.raises(ValueError, match="'doing' and an 'ask'"):
        from_text(text.replace("ask archer commit\n", ""))
