"""Leader, tile and catastrophe rules (TE-5) and tile scoring, on small hand-made positions."""

from helpers import cell, game, play

from engine_core.tigris import (
    ACT_CATASTROPHE,
    ACT_LEADER,
    ACT_TILE,
    EV_LEADER_RETURNED,
    EV_SCORE,
    NO_CELL,
    PHASE_COMMIT,
    IllegalAction,
    make_action,
)
from engine_core.tigris.layout import LAYOUTS, kingdoms_around, label_regions


def refused(g, line, word):
    a = g.action_from_text(line)
    reason = g.check(a)
    assert reason is not None and word in reason, reason
    before = g.encode()
    try:
        g.apply(a)
    except IllegalAction as e:
        assert str(e) == reason
    else:
        raise AssertionError("apply accepted a refused action")
    assert g.encode() == before


def test_board_layouts_match_the_spec():
    # TE-1.1 / TE-12.2: river and temple counts from the rules' board pictures.
    classic, alternative = LAYOUTS
    assert sum(classic[0]) == 41 and len(classic[1]) == 10 and len(classic[2]) == 4
    assert sum(alternative[0]) == 39 and len(alternative[1]) == 14 and len(alternative[2]) == 6
    assert sorted(classic[2]) == sorted([1 * 16 + 1, 1 * 16 + 15, 7 * 16 + 1, 8 * 16 + 14])


def test_leader_needs_temple_land_and_must_not_unite_kingdoms():
    # TE-5.2: two kingdoms f5/f6 (archer king) and h5/h6 (bull king).
    g = game({"f5": "r", "f6": "Ak", "h5": "r", "h6": "Bk"})
    refused(g, "archer: leader r g5", "unite two kingdoms (TE-5.2)")
    refused(g, "archer: leader r j5", "temple (TE-5.2)")
    refused(g, "archer: leader r e1", "river (TE-5.2)")
    refused(g, "archer: leader r f5", "not empty")
    refused(g, "archer: leader r off", "not on the board")
    assert g.legal_cells(ACT_LEADER, 0)[cell("g5")] == 0
    assert g.legal_cells(ACT_LEADER, 0)[cell("e5")] == 1


def test_moved_leader_is_lifted_first():
    # TE-5.1: without the archer king, f5 is leaderless, so g5 joins only bull's kingdom;
    # the king then meets bull's king there: a revolt (TE-7).
    g = game({"f5": "r", "f6": "Ak", "h5": "r", "h6": "Bk"})
    assert g.check(g.action_from_text("leader k g5")) is None
    assert g.legal_cells(ACT_LEADER, 3)[cell("g5")] == 1
    play(g, "archer: leader k g5")
    assert g.board[cell("f6")] == 0
    assert g.phase() == PHASE_COMMIT
    assert g.conflict()[2:4] == (0, 1)


def test_tile_placement_rules():
    # TE-5.4: blue only on the river, other colours never; not three kingdoms at once.
    g = game(
        {"f5": "r", "f4": "Ak", "e6": "r", "d6": "Bk", "g6": "r", "g7": "Ar"},
        players=2,
    )
    refused(g, "tile b c5", "river only (TE-5.4)")
    refused(g, "tile r e1", "only blue tiles go on the river (TE-5.4)")
    refused(g, "tile k f5", "not empty")
    g2 = game({"f5": "r", "f4": "Ak", "e6": "r", "e7": "Bk", "g6": "r", "h6": "Pk"}, players=3)
    refused(g2, "tile k f6", "three or more kingdoms (TE-5.4)")
    assert g2.legal_cells(ACT_TILE, 3)[cell("f6")] == 0
    assert g2.legal_cells(ACT_TILE, 3)[cell("j6")] == 1


def test_tile_scoring_goes_to_the_colour_leader_else_the_king():
    # TE-5.5
    g = game({"f5": "r", "f4": "Ar", "g4": "r", "h4": "Bk"}, hands={"archer": "r2 b0 g2 k0"})
    play(g, "archer: tile r g5")
    assert (EV_SCORE, 0, 0, 1) in g.events and g.score(0)[0] == 1
    play(g, "archer: tile g h5")
    assert (EV_SCORE, 1, 2, 1) in g.events and g.score(1)[2] == 1
    g.undo()
    g.undo()
    assert g.score(0) == (0, 0, 0, 0) and g.hand(0) == (2, 0, 2, 0)


def test_isolated_tile_scores_nothing():
    g = game({"f5": "r", "f4": "Ar"}, hands={"archer": "r2 b0 g2 k0"})
    play(g, "archer: tile g k10")
    assert g.score(0) == (0, 0, 0, 0) and g.score(1) == (0, 0, 0, 0)


def test_catastrophe_rules_and_stranded_leader():
    # TE-5.6 and TE-5.8
    g = game({"f5": "r", "f4": "Ar", "h5": "r*", "h6": "Bk"})
    refused(g, "catastrophe f4", "leader")
    refused(g, "catastrophe h5", "treasure")
    assert g.legal_cells(ACT_CATASTROPHE)[cell("e1")] == 1  # an empty river space is fine
    out_before = g.out_of_game(0)
    play(g, "archer: catastrophe f5")
    assert g.leader_cell(0, 0) == NO_CELL and g.board[cell("f4")] == 0
    assert (EV_LEADER_RETURNED, 0, 0) in g.events
    assert g.catastrophes_left(0) == 1 and g.out_of_game(0) == out_before + 1
    g.undo()
    assert g.leader_cell(0, 0) == cell("f4") and g.catastrophes_left(0) == 2


def _oracle_leader_cells(g, seat, colour):
    """Brute force: relabel the whole board with the leader lifted, then test each space."""
    board = g.board
    now = g.leader_cell(seat, colour)
    region = bytearray(176)
    leaders = bytearray(96)
    label_regions(board, region, leaders, bytearray(176), now)
    out = bytearray(176)
    for c in range(176):
        if board[c] or g.river[c]:
            continue
        temple = False
        for d in (-16, -1, 1, 16):
            n = c + d
            if 0 <= n < 176 and (d in (-16, 16) or n // 16 == c // 16) and board[n] == 1:
                temple = True
        if temple and kingdoms_around(region, leaders, c, 1) <= 1:
            out[c] = 1
    return out


def test_leader_cells_agree_with_a_full_relabel_in_random_games():
    from engine_core.rng import Rng
    from engine_core.tigris import PHASE_ACTION, Game

    rng = Rng(99)
    for seed in (3, 4):
        g = Game.new([0, 1, 2, 3], seed=seed)
        checked = 0
        while not g.is_over() and checked < 60:
            if g.phase() == PHASE_ACTION:
                seat = g.current_player()
                for c in range(4):
                    assert g.legal_cells(ACT_LEADER, c) == _oracle_leader_cells(g, seat, c)
                checked += 1
            acts = g.legal_actions()
            g.apply(acts[rng.below(len(acts))])


def test_a_tile_that_joins_one_region_keeps_the_labels_a_full_pass_makes(monkeypatch):
    # Game.relabel(cell): a tile touching one region takes its label without a pass over the
    # board when the numbering by first cells cannot change. Whatever path an action took, the
    # labels and leader counts must be those of label_regions on the board as it stands.
    import engine_core.tigris as tigris
    from engine_core.rng import Rng
    from engine_core.tigris import ACT_TILE, Game, action_kind

    passes = [0]

    def counted(*args):
        passes[0] += 1
        return label_regions(*args)

    monkeypatch.setattr(tigris, "label_regions", counted)  # the engine's own, counted
    rng = Rng(7)
    cheap = tiles = 0
    for seed in (5, 6, 7):
        g = Game.new([0, 1, 2], seed=seed)
        while not g.is_over():
            acts = g.legal_actions()
            a = acts[rng.below(len(acts))]
            before = passes[0]
            g.apply(a)
            g.fresh()
            if action_kind(a) == ACT_TILE:
                tiles += 1
                cheap += passes[0] == before
            region = bytearray(176)
            leaders = bytearray(96)
            n = label_regions(g.board, region, leaders, bytearray(176))
            assert g.region == region
            assert g.region_leaders[1: n + 1] == leaders[1: n + 1]
    # The cheap path is the common one, and not the only one.
    assert tiles > 100 and 0.3 * tiles < cheap < tiles, (cheap, tiles)


def test_actions_are_ints_with_the_documented_layout():
    assert make_action(ACT_TILE, 2, 37) == 1 << 12 | 2 << 8 | 37
    g = game({"f5": "r", "f4": "Ar"})
    assert g.action_from_text("leader r off") == make_action(ACT_LEADER, 0, 255)
    assert g.action_to_text(make_action(ACT_TILE, 1, cell("e1"))) == "tile b e1"


def random_moves(g, seed):
    """Plays random legal actions to the end; yields each action and the position before it."""
    from engine_core.rng import Rng

    rng = Rng(seed)
    while not g.is_over():
        acts = g.legal_actions()
        a = acts[rng.below(len(acts))]
        before = g.encode()
        g.apply(a)
        assert g.can_undo()
        yield a, before


def test_bounded_undo_journal_keeps_the_last_action_undoable():
    # The console keeps 2 journal chunks: the last action can always be taken back exactly,
    # older ones are refused without changing anything.
    from engine_core.tigris import Game

    g = Game.new([0, 1, 2], seed=21)
    g.set_undo_limit(2)
    steps = 0
    for a, before in random_moves(g, 5):
        after = g.encode()
        g.undo()
        assert g.encode() == before
        g.apply(a)
        assert g.encode() == after
        steps += 1
        assert len(g._chunks) <= 2
    refused = 0
    while g.history_len() and refused == 0:
        if g.can_undo():
            g.undo()
        else:
            state = g.encode()
            try:
                g.undo()
            except IllegalAction:
                refused = 1
            assert g.encode() == state
    assert refused == 1 and g.history_len() > 0


def test_bounded_journal_keeps_an_action_longer_than_its_chunks():
    # The rare action that journals more than the console's 2 chunks (here a commit whose war
    # removes many tiles, seed found by search) takes a third chunk rather than recycling its
    # own start, so it can still be taken back exactly; the extra chunk goes at the next
    # recycling, so the journal does not keep growing.
    from engine_core.tigris import Game

    g = Game.new([0, 1, 2], 0, 2, 154)
    g.set_undo_limit(2)
    grew = 0
    for a, before in random_moves(g, 154):
        assert len(g._chunks) <= 3
        if len(g._chunks) == 3:
            grew += 1
            after = g.encode()
            g.undo()
            assert g.encode() == before
            g.apply(a)
            assert g.encode() == after
    assert grew >= 1
    assert len(g._chunks) <= 3


def test_check_never_crashes_and_agrees_with_apply():
    from engine_core.rng import Rng
    from engine_core.tigris import Game

    g = Game.new([0, 1], seed=8)
    rng = Rng(77)
    for _ in range(3000):
        a = rng.below(1 << 16)
        reason = g.check(a)
        if reason is None:
            g.apply(a)
            g.undo()
        else:
            assert isinstance(reason, str) and reason
    legal = set(g.legal_actions())
    for a in range(1 << 16):
        assert (g.check(a) is None) == (a in legal)


def test_check_agrees_with_legal_actions_in_every_phase():
    # Every decision phase met in random games: exactly the listed actions pass check().
    from engine_core.rng import Rng
    from engine_core.tigris import PHASE_ACTION, Game

    seen = {}
    for seed in range(1, 9):
        g = Game.new([0, 1, 2, 3], seed % 2, seed % 8, seed)
        rng = Rng(seed)
        while not g.is_over():
            acts = g.legal_actions()
            p = g.phase()
            if p != PHASE_ACTION and seen.get(p, 0) < 2:
                seen[p] = seen.get(p, 0) + 1
                legal = set(acts)
                for a in range(1 << 16):
                    assert (g.check(a) is None) == (a in legal), (p, hex(a))
            g.apply(acts[rng.below(len(acts))])
    assert len(seen) >= 3
