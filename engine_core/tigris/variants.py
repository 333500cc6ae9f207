"""Civilization buildings (TE-12.3) and the ziggurat (TE-12.4): loaded only by variant games."""

from .conflicts import return_stranded
from .layout import NEIGHBOURS

# Shared constants as private const() copies: MicroPython inlines them, so they cost no
# heap (host_tests/engine_unit/test_constants.py checks them against __init__.py/state.py).
_ACT_BUILDING = const(10)
_A_BOARD = const(0)
_A_MARKS = const(1)
_A_OUT = const(9)
_A_ST = const(8)
_BLACK = const(3)
_EV_BUILDING = const(10)
_EV_ZIGGURAT = const(11)
_MARK_BUILDING = const(2)
_NO_CELL = const(255)
_R_BLD = const(25)
_R_PLACED = const(20)
_R_STEP = const(18)
_R_ZIG = const(24)
_S_TREASURE = const(2)
_S_ZIGGURAT = const(5)
_VAR_BUILDINGS = const(2)
_VAR_ZIGGURAT = const(4)
_WIDTH = const(16)
_ZIGGURAT_TILE = const(7)


def perform(g, kind, cell):
    """ACT_BUILDING or ACT_ZIGGURAT (cell 255 declines), then the next step of the action."""
    st = g.st
    w = g.write
    if kind == _ACT_BUILDING:
        if cell != _NO_CELL:
            colour = g.board[st[_R_PLACED]] - 1
            old = st[_R_BLD + colour]
            if old != _NO_CELL:
                w(_A_MARKS, old, g.marks[old] & ~_MARK_BUILDING)
            w(_A_MARKS, cell, g.marks[cell] | _MARK_BUILDING)
            w(_A_ST, _R_BLD + colour, cell)
            g.events.append((_EV_BUILDING, colour, cell))
        w(_A_ST, _R_STEP, _S_ZIGGURAT)
    else:
        if cell != _NO_CELL:
            _build_ziggurat(g, cell)
        w(_A_ST, _R_STEP, _S_TREASURE)  # the treasure check ends the action (TE-4.2 ruling)


def drop_building(g, cell):
    """A building whose tile stops being a face-up tile goes back to the supply (ruling)."""
    m = g.marks[cell]
    if m & _MARK_BUILDING:
        g.write(_A_MARKS, cell, m & ~_MARK_BUILDING)
        g.write(_A_ST, _R_BLD + g.board[cell] - 1, _NO_CELL)


def _build_ziggurat(g, centre):
    """TE-12.4: the 5 tiles leave the game and ziggurat tiles take their place."""
    colour = g.board[centre] - 1
    for c in ziggurat_cells(centre):
        drop_building(g, c)
        g.write(_A_BOARD, c, _ZIGGURAT_TILE)
    g.add(_A_OUT, colour, 5)
    g.write(_A_ST, _R_ZIG, centre)
    g.events.append((_EV_ZIGGURAT, centre))
    return_stranded(g)


# -- civilization buildings (TE-12.3) -----------------------------------------------------------


def _run(board, cell, v, step):
    """Cells of the straight line of value v through `cell` along `step` (1 or 16)."""
    start = cell
    while True:
        n = start - step
        if n < 0 or (step == 1 and n % _WIDTH == _WIDTH - 1) or board[n] != v:
            break
        start = n
    out = []
    n = start
    while n < 176 and board[n] == v and (step != 1 or n // _WIDTH == cell // _WIDTH):
        out.append(n)
        n += step
    return out


def line_length(board, cell):
    v = board[cell]
    if not 1 <= v <= 4:
        return 0
    h = len(_run(board, cell, v, 1))
    w = len(_run(board, cell, v, 16))
    return h if h > w else w


def building_options(g):
    """Tiles of a line of 3+ made by the placed tile where its colour's building may go."""
    if not g.variants & _VAR_BUILDINGS:
        return []
    x = g.st[_R_PLACED]
    board = g.board
    v = board[x] if x != _NO_CELL else 0
    if not 1 <= v <= 4:
        return []
    now = g.st[_R_BLD + v - 1]
    floor = 2
    if now != _NO_CELL:
        floor = line_length(board, now)
        if floor < 2:
            floor = 2
    out = []
    for step in (1, 16):
        line = _run(board, x, v, step)
        if len(line) > floor:
            for c in line:
                if c not in out:
                    out.append(c)
    out.sort()
    return out


# -- ziggurat (TE-12.4) -------------------------------------------------------------------------


def ziggurat_options(g):
    """Centre cells of plus shapes of 5 same-colour tiles that the placed tile completes."""
    if not g.variants & _VAR_ZIGGURAT or g.st[_R_ZIG] != _NO_CELL:
        return []
    x = g.st[_R_PLACED]
    board = g.board
    v = board[x] if x != _NO_CELL else 0
    if not 1 <= v <= 4:
        return []
    nb = NEIGHBOURS
    out = []
    centres = [x]
    for j in range(x * 4, x * 4 + 4):
        if nb[j] != 255:
            centres.append(nb[j])
    for c in centres:
        if board[c] != v:
            continue
        ok = True
        for j in range(c * 4, c * 4 + 4):
            n = nb[j]
            if n == 255 or board[n] != v:
                ok = False
                break
        if ok:
            out.append(c)
    out.sort()
    return out


def ziggurat_cells(centre):
    nb = NEIGHBOURS
    return [centre] + [nb[j] for j in range(centre * 4, centre * 4 + 4)]


def king_by_ziggurat(g, seat):
    """True if `seat`'s king is in the kingdom touching the ziggurat (TE-12.4)."""
    z = g.st[_R_ZIG]
    if z == _NO_CELL:
        return False
    king = g.lcell[seat * 4 + _BLACK]
    if king == _NO_CELL:
        return False
    g.fresh()
    return g.region[king] == g.region[z]
