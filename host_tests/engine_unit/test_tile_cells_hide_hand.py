"""legal_cells() for tiles answers from the board alone, so a highlight tells nothing of the hand
(TE-13), while check()/apply()/legal_actions() still go by the hand (TE-5.4)."""

import pytest
from helpers import cell, game

from engine_core.tigris import ACT_TILE, IllegalAction, action_arg, action_kind, make_action

# Three kingdoms around f6 (no tile may join them, TE-5.4), a lone temple, empty land and river.
BOARD = {"f5": "r", "f4": "Ak", "e6": "r", "e7": "Bk", "g6": "r", "h6": "Pk", "c12": "r"}
HOLDS_ALL = "r2 b2 g1 k1"
LACKS_RED_BLUE = "r0 b0 g3 k3"


def two_games():
    """The same position twice, but for the hand of the player to move."""
    full = game(BOARD, players=3, hands={"archer": HOLDS_ALL})
    short = game(BOARD, players=3, hands={"archer": LACKS_RED_BLUE})
    assert full.current_player() == short.current_player() == 0
    assert full.hand(0) != short.hand(0)
    return full, short


def test_tile_cells_are_the_same_whatever_the_hand():
    full, short = two_games()
    for colour in range(4):
        assert full.legal_cells(ACT_TILE, colour) == short.legal_cells(ACT_TILE, colour), colour
    # Asked in the other order too: the engine's per-board scratch must not carry the answer.
    for colour in (3, 2, 1, 0):
        assert short.legal_cells(ACT_TILE, colour) == full.legal_cells(ACT_TILE, colour), colour


def test_tile_cells_are_where_a_held_tile_is_accepted():
    # The board's answer is exactly what check() accepts from a player who holds the colour.
    full, short = two_games()
    for colour in range(4):
        cells = short.legal_cells(ACT_TILE, colour)
        accepted = bytearray(176)
        for c in range(176):
            accepted[c] = full.check(make_action(ACT_TILE, colour, c)) is None
        assert cells == accepted, colour
        assert sum(cells) > 0, colour
    red = short.legal_cells(ACT_TILE, 0)
    assert red[cell("f6")] == 0  # three kingdoms (TE-5.4)
    assert red[cell("f5")] == 0  # not empty
    assert red[cell("e1")] == 0  # river: blue only
    assert red[cell("j6")] == 1
    assert short.legal_cells(ACT_TILE, 1)[cell("e1")] == 1


def tile_colours(g):
    return {action_arg(a) for a in g.legal_actions() if action_kind(a) == ACT_TILE}


def test_legal_actions_and_check_still_go_by_the_hand():
    full, short = two_games()
    assert tile_colours(full) == {0, 1, 2, 3}
    assert tile_colours(short) == {2, 3}
    assert full.legal_actions() != short.legal_actions()
    for colour, name in ((0, "red"), (1, "blue")):
        for c in range(176):
            if short.legal_cells(ACT_TILE, colour)[c]:
                a = make_action(ACT_TILE, colour, c)
                reason = short.check(a)
                assert reason is not None and "no %s tile in hand" % name in reason
                before = short.encode()
                with pytest.raises(IllegalAction):
                    short.apply(a)
                assert short.encode() == before
                assert full.check(a) is None
