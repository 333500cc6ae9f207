"""Legality of actions (TE-5, TE-7.3, TE-8, TE-9..12): check() and legal_actions()."""

# build: intern strings (loaded all through a game: tools/mpy_strings.py)
from . import conflicts
from .layout import (
    CANDIDATES,
    FILL,
    ONE_CELL,
    board_targets,
    cells_into,
    kingdoms_around,
    legal_cells,  # noqa: F401  (Game.legal_cells)
    moved_leader_cells,
    targets_of,
)

# Shared constants as private const() copies: MicroPython inlines them, so they cost no
# heap (host_tests/engine_unit/test_constants.py checks them against __init__.py/state.py).
_ACT_BUILDING = const(10)
_ACT_CATASTROPHE = const(3)
_ACT_COMMIT = const(7)
_ACT_LEADER = const(2)
_ACT_MONUMENT = const(8)
_ACT_PASS = const(5)
_ACT_SWAP = const(4)
_ACT_TILE = const(1)
_ACT_TREASURE = const(9)
_ACT_WAR = const(6)
_ACT_ZIGGURAT = const(11)
_ACT_ZIGGURAT_VP = const(12)
_BLUE = const(1)
_CELLS = const(176)
_LEADER_BASE = const(16)
_MARK_BUILDING = const(2)
_MARK_TREASURE = const(1)
_NO_CELL = const(255)
_PHASE_ACTION = const(0)
_PHASE_BUILDING = const(5)
_PHASE_COMMIT = const(2)
_PHASE_MONUMENT = const(3)
_PHASE_OVER = const(8)
_PHASE_TREASURE = const(4)
_PHASE_WAR_CHOICE = const(1)
_PHASE_ZIGGURAT = const(6)
_PHASE_ZIGGURAT_VP = const(7)
_R_ACTIVE = const(1)
_R_CABASE = const(11)
_R_CACOM = const(13)
_R_CDBASE = const(12)
_R_PHASE = const(0)
_VAR_ENGLISH = const(1)

# Refusal reasons as small ints `id | arg << 8` (state.py lists them all); reasons.py has their
# words, loaded only when a refusal is told, so the sentences cost no heap during play.
_N_NOT_ACTION = const(1)
_N_OVER = const(2)
_N_PHASE = const(3)
_N_NO_TILE_SPACE = const(4)
_N_NO_TILE = const(5)
_N_TILE_SPACE_FULL = const(6)
_N_RIVER_BLUE_ONLY = const(7)
_N_BLUE_RIVER_ONLY = const(8)
_N_THREE_KINGDOMS = const(9)
_N_NO_LEADER = const(10)
_N_LEADER_OFF = const(11)
_N_NO_SPACE = const(12)
_N_LEADER_SPACE_FULL = const(13)
_N_LEADER_RIVER = const(14)
_N_NO_TEMPLE = const(15)
_N_TWO_KINGDOMS = const(16)
_N_NO_CATASTROPHE = const(17)
_N_CAT_LEADER = const(18)
_N_CAT_CAT = const(19)
_N_CAT_MONUMENT = const(20)
_N_CAT_TREASURE = const(21)
_N_CAT_BUILDING = const(22)
_N_SWAP_NONE = const(23)
_N_SWAP_MANY = const(24)
_N_NO_WAR = const(25)
_N_COMMIT_MANY = const(26)
_N_ATTACKER = const(27)
_N_DEFENDER = const(28)
_N_MONUMENT = const(29)
_N_TREASURE = const(30)
_N_BUILDING = const(31)
_N_ZIGGURAT = const(32)


def _tile_refusal(g, seat, colour, cell):
    if colour > 3 or cell >= _CELLS:
        return _N_NO_TILE_SPACE
    if not g.hands[seat * 4 + colour]:
        return _N_NO_TILE | colour << 8
    if g.board[cell]:
        return _N_TILE_SPACE_FULL
    if g.river[cell]:
        if colour != _BLUE:
            return _N_RIVER_BLUE_ONLY
    elif colour == _BLUE:
        return _N_BLUE_RIVER_ONLY
    g.fresh()
    if kingdoms_around(g.region, g.region_leaders, cell, 2) > 2:
        return _N_THREE_KINGDOMS
    return 0


def _leader_refusal(g, seat, colour, cell):
    if colour > 3:
        return _N_NO_LEADER
    now = g.lcell[seat * 4 + colour]
    if cell == _NO_CELL:
        if now == _NO_CELL:
            return _N_LEADER_OFF
        return 0
    if cell >= _CELLS:
        return _N_NO_SPACE
    board = g.board
    if board[cell]:
        return _N_LEADER_SPACE_FULL
    if g.river[cell]:
        return _N_LEADER_RIVER
    if not conflicts.adjacent_temples(board, cell):
        return _N_NO_TEMPLE
    # Whether the leader would touch two kingdoms, lifted from `now` first (TE-5.1).
    g.fresh()
    if now == _NO_CELL:
        if kingdoms_around(g.region, g.region_leaders, cell, 1) > 1:
            return _N_TWO_KINGDOMS
        return 0
    ONE_CELL[0] = cell
    # The space, if allowed, is written back over itself as the one answer.
    if not moved_leader_cells(g, now, ONE_CELL, 1, ONE_CELL, 0, 0):
        return _N_TWO_KINGDOMS
    return 0


def _catastrophe_refusal(g, seat, cell):
    if cell >= _CELLS:
        return _N_NO_SPACE
    if not g.cat[seat]:
        return _N_NO_CATASTROPHE
    v = g.board[cell]
    if v >= _LEADER_BASE:
        return _N_CAT_LEADER
    if v == 5:
        return _N_CAT_CAT
    if v >= 6:
        return _N_CAT_MONUMENT
    m = g.marks[cell]
    if m & _MARK_TREASURE:
        return _N_CAT_TREASURE
    if m & _MARK_BUILDING:
        return _N_CAT_BUILDING
    return 0


def commit_choices(g):
    """Tile counts the current committer may commit (TE-7.3, TE-8.5, English rule TE-12.1)."""
    st = g.st
    seat = g.current_player()
    have = g.hands[seat * 4 + conflicts.commit_colour(g)]
    if not g.variants & _VAR_ENGLISH:
        return list(range(have + 1))
    out = [0]
    if st[_R_CACOM] == 255:
        # The attacker must end strictly above the defender's current total.
        need = st[_R_CDBASE] - st[_R_CABASE] + 1
        for n in range(max(need, 1), have + 1):
            out.append(n)
    else:
        tie = st[_R_CABASE] + st[_R_CACOM] - st[_R_CDBASE]
        if 1 <= tie <= have:
            out.append(tie)
    return out


def reason(code):
    """The English sentence of a refusal code (reasons.py, loaded for it by the kernel)."""
    from ..refusals import words  # loaded with the first refusal told, not during play

    return words("engine_core.tigris.reasons", code)


def check(g, action):
    """None if `action` is legal now, else a short reason naming the rule."""
    code = refusal(g, action)
    return reason(code) if code else None


def refusal(g, action):
    """0 if `action` is legal now, else a refusal code `id | arg << 8` (see reason())."""
    if not isinstance(action, int) or action < 0 or action >= 1 << 16:
        return _N_NOT_ACTION
    phase = g.st[_R_PHASE]
    if phase == _PHASE_OVER:
        return _N_OVER
    kind = action >> 12
    a = (action >> 8) & 15
    cell = action & 255
    # The action phase takes the five turn actions (kinds 1..5); every other phase, the one
    # decision kind numbered phase + 5 (PHASE_WAR_CHOICE -> ACT_WAR, ..., ZIGGURAT_VP).
    if (kind < _ACT_TILE or kind > _ACT_PASS) if phase == _PHASE_ACTION else kind != phase + 5:
        return _N_PHASE | phase << 8
    seat = g.current_player()
    if kind == _ACT_TILE:
        return _tile_refusal(g, seat, a, cell)
    if kind == _ACT_LEADER:
        return _leader_refusal(g, seat, a, cell)
    if kind == _ACT_CATASTROPHE:
        if a:
            return _N_NOT_ACTION
        return _catastrophe_refusal(g, seat, cell)
    if kind == _ACT_SWAP:
        x = action & 0xFFF
        counts = (x & 7, (x >> 3) & 7, (x >> 6) & 7, (x >> 9) & 7)  # tiles per colour
        total = counts[0] + counts[1] + counts[2] + counts[3]
        if total == 0:
            return _N_SWAP_NONE
        for c in range(4):
            if counts[c] > g.hands[seat * 4 + c]:
                return _N_SWAP_MANY | c << 8
        return 0
    if kind == _ACT_PASS:
        return 0 if action == _ACT_PASS << 12 else _N_NOT_ACTION
    if kind == _ACT_WAR:
        if cell or a not in g.pending_wars():
            return _N_NO_WAR | (a & 3) << 8
        return 0
    if kind == _ACT_COMMIT:
        n = action & 0xFFF
        colour = conflicts.commit_colour(g)
        if n > g.hands[seat * 4 + colour]:
            return _N_COMMIT_MANY | colour << 8
        if n not in commit_choices(g):
            if g.st[_R_CACOM] == 255:
                return _N_ATTACKER
            return _N_DEFENDER
        return 0
    if kind == _ACT_MONUMENT:
        if cell == _NO_CELL:
            return 0 if a == 0 else _N_NOT_ACTION
        if (a, cell) not in conflicts.monument_options(g):
            return _N_MONUMENT | a << 8
        return 0
    if kind == _ACT_TREASURE:
        if a or cell not in conflicts.treasure_choices(g):
            return _N_TREASURE
        return 0
    if kind == _ACT_BUILDING or kind == _ACT_ZIGGURAT:
        # These phases come only in variant games, which load variants.py when they start.
        from . import variants

        if a:
            return _N_NOT_ACTION
        if kind == _ACT_BUILDING:
            if cell != _NO_CELL and cell not in variants.building_options(g):
                return _N_BUILDING
        elif cell != _NO_CELL and cell not in variants.ziggurat_options(g):
            return _N_ZIGGURAT
        return 0
    if kind == _ACT_ZIGGURAT_VP:
        if a > 3 or cell:
            return _N_NOT_ACTION
        return 0
    return _N_NOT_ACTION


def _swaps(g, seat, out, n):
    h = g.hands
    h0, h1, h2, h3 = h[seat * 4], h[seat * 4 + 1], h[seat * 4 + 2], h[seat * 4 + 3]
    base = _ACT_SWAP << 12
    for r in range(h0 + 1):
        for b in range(h1 + 1):
            for gr in range(h2 + 1):
                for k in range(h3 + 1):
                    if r or b or gr or k:
                        out[n] = base | r | b << 3 | gr << 6 | k << 9
                        n += 1
    return n


def _action_phase(g):
    """All action-phase actions in a fixed order, as one list allocated at its exact size.

    The count comes first, from board_targets()'s tallies and small per-call arrays, so that no
    large buffer is kept between calls; on the device a list grown by appends would need several
    large blocks of a fragmented heap.
    """
    seat = g.st[_R_ACTIVE]
    flags = board_targets(g)
    t = targets_of
    h = g.hands
    lcell = g.lcell
    k = seat * 4
    n = 1  # pass
    for c in range(4):
        if h[k + c]:
            n += t[3] if c == _BLUE else t[2]
    # A leader on the board needs a fill per answer (TE-5.1): its spaces are kept, not redone.
    moved = [None, None, None, None]
    counts = [0, 0, 0, 0]
    for c in range(4):
        now = lcell[k + c]
        if now == _NO_CELL:
            n += t[4]
        else:
            cells = bytearray(t[1])
            counts[c] = moved_leader_cells(g, now, CANDIDATES, t[1], cells, 0, 0)
            moved[c] = cells
            n += counts[c] + 1  # and "off"
    ncat = cells_into(g, _ACT_CATASTROPHE, 0, flags, FILL, 0, 0)
    n += ncat
    n += (h[k] + 1) * (h[k + 1] + 1) * (h[k + 2] + 1) * (h[k + 3] + 1) - 1  # swaps
    acts = [0] * n
    i = 0
    for c in range(4):
        if h[k + c]:  # only tiles in hand (TE-5.4); legal_cells answers from the board alone
            i = cells_into(g, _ACT_TILE, c, flags, acts, _ACT_TILE << 12 | c << 8, i)
    for c in range(4):
        base = _ACT_LEADER << 12 | c << 8
        cells = moved[c]
        if cells is None:
            i = cells_into(g, _ACT_LEADER, c, flags, acts, base, i)
        else:
            for j in range(counts[c]):
                acts[i] = base | cells[j]
                i += 1
            acts[i] = base | _NO_CELL
            i += 1
    base = _ACT_CATASTROPHE << 12
    for j in range(ncat):
        acts[i] = base | FILL[j]
        i += 1
    i = _swaps(g, seat, acts, i)
    acts[i] = _ACT_PASS << 12
    return acts


def legal_actions(g):
    """Every legal action of current_player(), in a fixed order."""
    phase = g.st[_R_PHASE]
    if phase == _PHASE_ACTION:
        return _action_phase(g)
    acts = []
    if phase == _PHASE_WAR_CHOICE:
        for c in g.pending_wars():
            acts.append(_ACT_WAR << 12 | c << 8)
    elif phase == _PHASE_COMMIT:
        for n in commit_choices(g):
            acts.append(_ACT_COMMIT << 12 | n)
    elif phase == _PHASE_MONUMENT:
        for m, cell in conflicts.monument_options(g):
            acts.append(_ACT_MONUMENT << 12 | m << 8 | cell)
        acts.append(_ACT_MONUMENT << 12 | _NO_CELL)
    elif phase == _PHASE_TREASURE:
        for cell in conflicts.treasure_choices(g):
            acts.append(_ACT_TREASURE << 12 | cell)
    elif phase == _PHASE_BUILDING or phase == _PHASE_ZIGGURAT:
        from . import variants

        if phase == _PHASE_BUILDING:
            kind = _ACT_BUILDING
            cells = variants.building_options(g)
        else:
            kind = _ACT_ZIGGURAT
            cells = variants.ziggurat_options(g)
        for cell in cells:
            acts.append(kind << 12 | cell)
        acts.append(kind << 12 | _NO_CELL)
    elif phase == _PHASE_ZIGGURAT_VP:
        for c in range(4):
            acts.append(_ACT_ZIGGURAT_VP << 12 | c << 8)
    return acts
