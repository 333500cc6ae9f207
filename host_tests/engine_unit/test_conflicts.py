"""Revolts (TE-7), wars (TE-8) and the English commitment rule (TE-12.1)."""

from helpers import cell, game, play

from engine_core.tigris import (
    ACT_COMMIT,
    EV_REVOLT,
    EV_WAR,
    MARK_UNIFICATION,
    NO_CELL,
    PHASE_ACTION,
    PHASE_COMMIT,
    PHASE_WAR_CHOICE,
    REVOLT,
    WAR,
)


def commits(g):
    return sorted(a & 0xFFF for a in g.legal_actions() if a >> 12 == ACT_COMMIT)


def test_revolt_tie_goes_to_the_defender():
    # TE-7: archer's priest on g6 has temples g5 and h6 (2), bull's on f6 has f5 (1).
    g = game(
        {"f5": "r", "g5": "r", "f6": "Br", "h6": "r"},
        hands={"archer": "r2 b0 g0 k0", "bull": "r3 b0 g0 k0"},
    )
    start = g.encode()
    play(g, "archer: leader r g6")
    assert g.phase() == PHASE_COMMIT and g.current_player() == 0
    assert g.conflict() == (REVOLT, 0, 0, 1, 2, 1, -1, -1)
    assert commits(g) == [0, 1, 2]
    play(g, "archer: commit 0")
    assert g.current_player() == 1 and g.conflict()[6] == 0
    play(g, "bull: commit 1")
    assert (EV_REVOLT, 0, 1, 0, 1) in g.events
    assert g.leader_cell(0, 0) == NO_CELL and g.leader_cell(1, 0) == cell("f6")
    assert g.score(1)[0] == 1 and g.hand(1)[0] == 2
    assert g.phase() == PHASE_ACTION and g.actions_taken == 1
    # The defender spent a tile in a conflict: refilled at the end of the turn (TE-4.3).
    play(g, "archer: pass")
    assert sum(g.hand(1)) == 6
    for _ in range(4):
        g.undo()
    assert g.encode() == start


def test_revolt_attacker_wins_with_more():
    g = game(
        {"f5": "r", "g5": "r", "f6": "Br", "h6": "r"},
        hands={"archer": "r2 b0 g0 k0", "bull": "r3 b0 g0 k0"},
    )
    play(g, "archer: leader r g6", "archer: commit 2", "bull: commit 2")
    assert g.events[-1] == (EV_REVOLT, 0, 1, 0, 0)
    assert g.leader_cell(1, 0) == NO_CELL and g.score(0)[0] == 1


def test_english_rule_limits_commitments():
    # TE-12.1: attacker must get above the defender; defender may only tie exactly.
    g = game(
        {"f5": "r", "e6": "r", "f6": "Br", "g5": "r"},
        hands={"archer": "r4 b0 g0 k0", "bull": "r3 b0 g0 k0"},
        variants="english",
    )
    play(g, "archer: leader r g6")  # archer base 1 (g5), bull base 2 (f5, e6)
    assert g.conflict()[4:6] == (1, 2)
    assert commits(g) == [0, 2, 3, 4]
    assert "TE-12.1" in g.check(g.action_from_text("commit 1"))
    play(g, "archer: commit 3")
    assert commits(g) == [0, 2]
    play(g, "bull: commit 2")
    assert g.events[-1][4] == 1  # the tie goes to the defender


GREEN_WAR = {
    "b10": "r",
    "c10": "Ag",
    "d10": "g",
    "b11": "g",
    "f10": "r",
    "g10": "Bg",
    "f11": "g",
    "h10": "g",
    "h11": "g",
}


def test_war_removes_the_losers_tiles_and_scores_them():
    # TE-8: e10 unites the two kingdoms; green war; archer (active) attacks.
    g = game(GREEN_WAR, hands={"archer": "r0 b0 g2 k1", "bull": "r0 b0 g1 k0"})
    start = g.encode()
    play(g, "archer: tile k e10")
    assert g.phase() == PHASE_COMMIT
    assert g.marks[cell("e10")] & MARK_UNIFICATION
    assert g.conflict() == (WAR, 2, 0, 1, 2, 3, -1, -1)
    play(g, "archer: commit 2", "bull: commit 0")
    assert (EV_WAR, 0, 1, 2, 0, 3) in g.events
    for c in ("f11", "h10", "h11"):
        assert g.board[cell(c)] == 0
    assert g.board[cell("f10")] == 1  # other colours stay
    assert g.leader_cell(1, 2) == NO_CELL
    assert g.score(0)[2] == 4  # 1 for the leader + 3 tiles removed (TE-8.7)
    assert g.score(0)[3] == 0  # the uniting tile scores nothing (TE-5.5)
    assert not g.marks[cell("e10")] & MARK_UNIFICATION
    assert g.phase() == PHASE_ACTION
    g.undo()
    g.undo()
    g.undo()
    assert g.encode() == start


def test_red_war_spares_treasure_temples_and_temples_by_other_leaders():
    # TE-8.6: f10 carries a treasure, h10 touches bull's king; only f11 goes.
    cells = {
        "b10": "r",
        "c10": "Ar",
        "d10": "g",
        "f10": "r*",
        "g10": "Br",
        "h10": "r",
        "h11": "Bk",
        "f11": "r",
    }
    g = game(cells, hands={"archer": "r3 b0 g0 k1", "bull": "r0 b0 g0 k0"})
    play(g, "archer: tile k e10")
    assert g.conflict()[4:6] == (1, 3)
    play(g, "archer: commit 3", "bull: commit 0")
    assert (EV_WAR, 0, 1, 0, 0, 1) in g.events
    assert g.board[cell("f11")] == 0
    assert g.board[cell("f10")] == 1 and g.board[cell("h10")] == 1
    assert g.leader_cell(1, 3) == cell("h11")
    assert g.score(0)[0] == 2


def test_two_wars_the_active_player_chooses_the_order():
    # TE-8.2: green and red wars stand; the active player picks; after the first war the
    # second is fought only if its leaders still share a kingdom (TE-8.8).
    cells = dict(GREEN_WAR)
    cells.update({"a10": "Ar", "f9": "Br"})
    g = game(cells, hands={"archer": "r0 b0 g2 k1", "bull": "r0 b0 g1 k0"})
    play(g, "archer: tile k e10")
    assert g.phase() == PHASE_WAR_CHOICE and g.pending_wars() == [0, 2]
    play(g, "archer: war r")
    assert g.conflict()[0:2] == (WAR, 0)
    play(g, "archer: commit 0", "bull: commit 0")
    # Bull won the red war (tie); archer's b10 temple is removed, which strands nothing of
    # bull's, and the green war still stands and starts by itself.
    assert g.phase() == PHASE_COMMIT and g.conflict()[1] == 2


def test_war_attacker_is_first_clockwise_from_the_active_player():
    # TE-8.3: bull (active) is not in the war; clockwise from bull, pot comes before archer.
    cells = dict(GREEN_WAR)
    cells["g10"] = "Pg"
    g = game(
        cells,
        players=3,
        turn="bull 0",
        hands={"bull": "r0 b0 g0 k1", "archer": "r0 b0 g1 k0", "pot": "r0 b0 g1 k0"},
    )
    play(g, "bull: tile k e10")
    assert g.conflict()[2:4] == (2, 0)
    assert g.current_player() == 2
    play(g, "pot: commit 1", "archer: commit 1")
    # 3 + 1 against 2 + 1: pot wins; both committed from hand, so both refill at turn end.
    assert (EV_WAR, 2, 0, 2, 2, 2) in g.events
    play(g, "bull: pass")
    assert sum(g.hand(0)) == 6 and sum(g.hand(2)) == 6


def test_uniting_tile_may_complete_a_monument_after_the_war():
    # TE-8.8 ruling and TE-9.1: the marker goes, then the uniting tile completes a square.
    cells = dict(GREEN_WAR)
    cells.update({"d9": "k", "e9": "k", "d10": "k", "c11": "g"})
    g = game(cells, hands={"archer": "r0 b0 g2 k1", "bull": "r0 b0 g0 k0"})
    play(g, "archer: tile k e10")
    assert g.phase() == PHASE_COMMIT and g.conflict()[4:6] == (2, 3)
    play(g, "archer: commit 2", "bull: commit 0")
    acts = [g.action_to_text(a) for a in g.legal_actions()]
    assert "monument rk d9" in acts and "monument none" in acts
