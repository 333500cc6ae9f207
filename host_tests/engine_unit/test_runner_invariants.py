"""engine_runner names the broken cell when an invariant fails (TE-5.8, TE-9.3)."""

import os
import sys

from engine_core import tigris as T

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import engine_runner as R  # noqa: E402


def fresh():
    return T.Game.new([0, 1], T.BOARD_CLASSIC, 0, 7)


def test_a_fresh_game_breaks_no_invariant():
    assert R.invariant_problem(fresh(), None) is None


def test_leader_without_a_temple_is_reported_by_cell_name():
    g = fresh()
    assert g.board[0] == 0  # a1 starts empty on the classic board
    g.board[0] = T.LEADER_BASE  # a leader dropped on a1, far from every temple
    assert R.invariant_problem(g, None) == "leader at a1 has no temple next to it (TE-5.8)"


def test_treasure_off_a_temple_is_reported_by_cell_name():
    g = fresh()
    assert g.board[2] == 0  # c1 starts empty
    g.marks[2] |= T.MARK_TREASURE
    assert R.invariant_problem(g, None) == "treasure at c1 on a cell that is not a temple (TE-9.3)"
