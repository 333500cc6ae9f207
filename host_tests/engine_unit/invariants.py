"""Random complete games, rule invariants checked after every action (CPython and MicroPython)."""

import sys

from engine_core.rng import Rng

# Text and binary forms load on first use; load them while the heap is still unfragmented.
from engine_core.tigris import (  # noqa: E402,F401,I001
    CELLS,
    GREEN,
    LEADER_BASE,
    MARK_TREASURE,
    NO_CELL,
    PHASE_ACTION,
    TILE_TOTALS,
    Game,
    codec,
    decode,
    from_text,
    notation,
)
from engine_core.tigris.conflicts import adjacent_temples


def tiles_on_board(g):
    """Face-up and flipped tiles on the board (TE-1.2 bookkeeping)."""
    n = 0
    for v in g.board:
        if 1 <= v <= 4 or v == 6:
            n += 1
    return n


def tiles_accounted(g):
    """TE-1.2: bag + hands + board + out of game = 153 (ziggurat tiles replaced 5 that left)."""
    n = g.bag_count()
    for s in range(g.num_players):
        n += sum(g.hand(s))
    n += tiles_on_board(g)
    for c in range(4):
        n += g.out_of_game(c)
    return n == sum(TILE_TOTALS)


def check_invariants(g, prev_scores):
    assert tiles_accounted(g), "tiles not accounted for (TE-1.2)"
    board = g.board
    for s in range(g.num_players):
        for c in range(4):
            cell = g.leader_cell(s, c)
            if cell != NO_CELL:
                assert board[cell] >= LEADER_BASE, "leader table out of step"
                assert adjacent_temples(board, cell), "leader without a temple (TE-5.8)"
    if g.phase() == PHASE_ACTION:
        for c in range(4):
            seen = []
            for s in range(g.num_players):
                cell = g.leader_cell(s, c)
                if cell != NO_CELL:
                    lab = g.region[cell]
                    assert lab not in seen, "two leaders of a colour in a kingdom (TE-3.3)"
                    seen.append(lab)
    for i in range(CELLS):
        if g.marks[i] & MARK_TREASURE:
            assert board[i] in (1, 6, 7), "treasure off a temple (TE-9.3)"
    for s in range(g.num_players):
        sc = g.score(s) + (g.treasures_held(s),)
        for k in range(5):
            assert sc[k] >= prev_scores[s][k], "a score went down"
        prev_scores[s] = sc
    enc = g.encode()
    assert len(enc) < 512
    assert decode(enc).encode() == enc, "encode/decode round trip"
    if g.phase() == PHASE_ACTION or g.is_over():
        t = g.to_text()
        assert from_text(t).to_text() == t, "text round trip"


def play(players, seed, variants=0, board=0, check_undo=True):
    g = Game.new(list(range(players)), board, variants, seed)
    # As on the console: only the last action is ever taken back, so the journal stays small
    # and a long game does not scatter journal chunks over a small heap.
    g.set_undo_limit(2)
    rng = Rng(seed * 7 + 3)
    prev = [(0, 0, 0, 0, 0)] * players
    steps = 0
    while not g.is_over():
        acts = g.legal_actions()
        assert acts, "no legal action"
        a = acts[rng.below(len(acts))]
        assert g.check(a) is None
        if check_undo:
            before = g.encode()
            g.apply(a)
            g.undo()
            assert g.encode() == before, "undo is not exact"
        g.apply(a)
        check_invariants(g, prev)
        steps += 1
        assert steps < 20000
    return g, steps


def main(games):
    for k in range(games):
        players = 2 + k % 3
        variants = k % 8
        board = (k // 3) % 2
        g, steps = play(players, 1000 + k, variants, board)
        print(k, players, variants, board, steps, [r[2] for r in g.ranking()])
    # A refusal's words come from engine_core.tigris.reasons, which MicroPython lets go again.
    why = Game.new([0, 1]).check(0)
    assert why == "now is the time for an action", why
    if sys.implementation.name == "micropython":
        assert "engine_core.tigris.reasons" not in sys.modules


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
