"""Monuments (TE-9), treasures (TE-10), game end (TE-11), buildings and ziggurat (TE-12)."""

from helpers import cell, game, play

from engine_core.tigris import (
    ACT_BUILDING,
    ACT_MONUMENT,
    ACT_TREASURE,
    EV_GAME_OVER,
    EV_LEADER_RETURNED,
    EV_MONUMENT,
    EV_SCORE,
    EV_TREASURE,
    FLIPPED,
    MARK_BUILDING,
    MARK_TREASURE,
    NO_CELL,
    PHASE_ACTION,
    PHASE_MONUMENT,
    PHASE_OVER,
    PHASE_TREASURE,
    PHASE_ZIGGURAT,
    PHASE_ZIGGURAT_VP,
    ZIGGURAT_TILE,
    make_action,
)
from engine_core.tigris.endgame import final_totals


def options(g, kind):
    return sorted(g.action_to_text(a) for a in g.legal_actions() if a >> 12 == kind)


def test_monument_on_a_completed_square_strands_its_leader():
    # TE-9.1, TE-9.3, TE-5.8: the priest on e5 only touches the temple f5, which is flipped.
    g = game({"f4": "r", "g4": "r", "f5": "r", "e5": "Ar"}, hands={"archer": "r2 b0 g0 k0"})
    start = g.encode()
    play(g, "archer: tile r g5")
    assert (EV_SCORE, 0, 0, 1) in g.events
    assert g.phase() == PHASE_MONUMENT
    assert options(g, ACT_MONUMENT) == [
        "monument br f4",
        "monument none",
        "monument rg f4",
        "monument rk f4",
    ]
    play(g, "archer: monument rk f4")
    assert (EV_MONUMENT, 0, cell("f4")) in g.events
    assert (EV_LEADER_RETURNED, 0, 0) in g.events
    for c in ("f4", "g4", "f5", "g5"):
        assert g.board[cell(c)] == FLIPPED
    assert g.monuments[0] == cell("f4") and g.phase() == PHASE_ACTION
    g.undo()
    assert g.phase() == PHASE_MONUMENT
    play(g, "archer: monument none")
    assert g.monuments[0] == NO_CELL and g.board[cell("f4")] == 1
    g.undo()
    g.undo()
    assert g.encode() == start


def test_no_free_monument_means_no_question():
    # TE-9.1: the blue square o4/p4/o5/p5 asks for a monument only while one with blue is free.
    cells = {"o4": "b", "p4": "b", "o5": "b"}
    g = game(cells, hands={"archer": "r0 b2 g0 k0"})
    play(g, "archer: tile b p5")
    assert g.phase() == PHASE_MONUMENT
    assert options(g, ACT_MONUMENT) == [
        "monument bk o4",
        "monument br o4",
        "monument gb o4",
        "monument none",
    ]
    built = dict(cells)
    for c in ("a9", "b9", "a10", "b10", "c9", "d9", "c10", "d10", "e10", "f10", "e11", "f11"):
        built[c] = "-"
    g = game(built, hands={"archer": "r0 b2 g0 k0"}, monuments=("bk a9", "br c9", "gb e10"))
    play(g, "archer: tile b p5")
    assert g.phase() == PHASE_ACTION and g.actions_taken == 1


def test_monument_points_at_turn_end_king_only_for_black():
    # TE-9.6: the king in the kingdom touching monument rk scores black, nobody scores red.
    g = game(
        {"f4": "-", "g4": "-", "f5": "-", "g5": "-", "h4": "r", "h5": "Ak"},
        monuments=("rk f4",),
    )
    play(g, "archer: pass")
    assert (EV_SCORE, 0, 3, 1) in g.events
    assert g.score(0) == (0, 0, 0, 1)
    assert g.active == 1


def test_treasures_corner_first_then_a_real_choice():
    # TE-10.1: b2 is a corner treasure, b3 and c3 are not; the trader takes 2 of 3.
    g = game({"b2": "r*", "b3": "r*", "c3": "r*"}, hands={"archer": "r0 b0 g0 k0"})
    play(g, "archer: leader g c2")
    assert (EV_TREASURE, 0, cell("b2")) in g.events
    assert g.phase() == PHASE_TREASURE and g.current_player() == 0
    assert options(g, ACT_TREASURE) == ["treasure b3", "treasure c3"]
    play(g, "archer: treasure c3")
    assert g.treasures_held(0) == 2
    assert g.marks[cell("b3")] & MARK_TREASURE and not g.marks[cell("c3")] & MARK_TREASURE


def test_treasures_wait_for_a_trader():
    # TE-10.2
    g = game({"b2": "r*", "b3": "r*", "c3": "r*"}, hands={"archer": "r0 b0 g0 k0"})
    play(g, "archer: leader k c2")
    assert g.treasures_held(0) == 0 and g.phase() == PHASE_ACTION


def test_game_ends_when_two_treasures_remain_and_ranking():
    # TE-11.1: after the trader takes one of three treasures, two remain: game over at turn end.
    g = game(
        {"b3": "r*", "c3": "r*", "k11": "r*"},
        hands={"archer": "r0 b0 g0 k0"},
        turn="archer 1",
        spare_treasures=False,
    )
    play(g, "archer: leader g c2", "archer: treasure b3")
    assert g.phase() == PHASE_OVER and g.current_player() == -1
    assert (EV_GAME_OVER,) in g.events
    assert g.legal_actions() == []
    assert "over" in g.check(make_action(5, 0, 0))


def test_ranking_worked_example():
    # TE-11.3: colours black/red/blue/green after treasures.
    g = game(
        {},
        players=4,
        scores={
            "pot": "r11 b14 g11 k11 t0",
            "lion": "r10 b10 g13 k12 t0",
            "bull": "r10 b11 g18 k10 t0",
            "archer": "r9 b17 g11 k22 t0",
        },
    )
    order = [(seat, place) for seat, place, _t in g.ranking()]
    assert order == [(2, 1), (3, 2), (1, 3), (0, 4)]
    assert g.ranking()[0][2] == (11, 11, 11, 14)


def test_treasures_go_to_the_weakest_colours_and_full_ties_share_a_place():
    g = game({}, scores={"archer": "r1 b5 g5 k5 t3", "bull": "r4 b5 g5 k5 t0"})
    assert final_totals(g, 0) == [4, 5, 5, 5]
    rank = g.ranking()
    assert [r[1] for r in rank] == [1, 1]


def test_building_on_a_new_line_and_double_points():
    # TE-12.3: three black tiles in a row allow the palace; a black tile in its kingdom scores 2.
    g = game(
        {"f5": "k", "g5": "k", "f4": "r", "e4": "Ak"},
        hands={"archer": "r0 b0 g0 k3"},
        variants="buildings",
    )
    play(g, "archer: tile k h5")
    assert options(g, ACT_BUILDING) == [
        "building f5",
        "building g5",
        "building h5",
        "building none",
    ]
    play(g, "archer: building g5")
    assert g.marks[cell("g5")] & MARK_BUILDING and g.building_cell(3) == cell("g5")
    play(g, "archer: tile k i5")  # a longer line through the palace: it cannot move along it
    assert g.score(0)[3] == 1 + 2
    # The palace may not be covered by a catastrophe.
    assert "building" in g.check(g.action_from_text("catastrophe g5"))


def test_building_moves_only_to_a_strictly_longer_line():
    cells = {"f5": "k+", "g5": "k", "h5": "k", "l2": "k", "l3": "k", "l4": "k"}
    g = game(cells, hands={"archer": "r0 b0 g0 k2"}, variants="buildings")
    play(g, "archer: tile k l5")  # l2..l5 is 4 long, longer than the palace's 3
    assert options(g, ACT_BUILDING) == [
        "building l2",
        "building l3",
        "building l4",
        "building l5",
        "building none",
    ]
    play(g, "archer: building l3")
    assert not g.marks[cell("f5")] & MARK_BUILDING and g.building_cell(3) == cell("l3")
    g2 = game(
        {"f5": "k+", "g5": "k", "h5": "k", "l3": "k", "l4": "k"},
        hands={"archer": "r0 b0 g0 k2"},
        variants="buildings",
    )
    play(g2, "archer: tile k l5")  # only 3 long: not longer, no question
    assert g2.phase() == PHASE_ACTION


def test_ziggurat_plus_and_its_point():
    # TE-12.4: a plus of five green tiles; the king next to it scores a point of any colour.
    cells = {"g4": "g", "f5": "g", "g5": "g", "h5": "g", "e5": "r", "e4": "Ak"}
    g = game(cells, hands={"archer": "r0 b0 g1 k0"}, variants="ziggurat", turn="archer 1")
    out_before = g.out_of_game(2)
    play(g, "archer: tile g g6")
    assert g.phase() == PHASE_ZIGGURAT
    play(g, "archer: ziggurat g5")
    for c in ("g4", "f5", "g5", "h5", "g6"):
        assert g.board[cell(c)] == ZIGGURAT_TILE
    assert g.out_of_game(2) == out_before + 5 and g.ziggurat_cell() == cell("g5")
    assert g.phase() == PHASE_ZIGGURAT_VP and g.current_player() == 0
    play(g, "archer: zigguratvp b")
    assert g.score(0)[1] == 1 and g.active == 1
    # Ziggurat tiles are never destroyed (TE-12.4, monument rules).
    assert "monument" in g.check(g.action_from_text("catastrophe g5"))


def test_swap_from_a_short_bag_ends_the_game_at_turn_end():
    # TE-11.1: the bag holds 1 tile, the swap needs 2: the player draws it, the turn ends the game.
    g = game({}, hands={"archer": "r2 b0 g0 k0"}, bag="r0 b0 g1 k0")
    play(g, "archer: swap r r")
    assert g.hand(0) == (0, 0, 1, 0) and g.bag_count() == 0
    assert g.phase() == PHASE_ACTION and g.last_drew()
    play(g, "archer: pass")
    assert g.is_over() and g.current_player() == -1
