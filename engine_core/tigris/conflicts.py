"""Revolts (TE-7) and wars (TE-8); monuments (TE-9), treasures (TE-10), leaders sent home (TE-5.8).

variants.py has the rest of what an action sets off (buildings, the ziggurat).
"""

from . import MONUMENT_COLOURS
from .layout import FILL, NEIGHBOURS, STACK, fill_from

# Shared constants as private const() copies: MicroPython inlines them, so they cost no
# heap (host_tests/engine_unit/test_constants.py checks them against __init__.py/state.py).
_A_BOARD = const(0)
_A_HANDS = const(3)
_A_LCELL = const(5)
_A_OUT = const(9)
_A_ST = const(8)
_EV_REVOLT = const(2)
_EV_SCORE = const(1)
_EV_WAR = const(3)
_LEADER_BASE = const(16)
_MARK_BUILDING = const(2)
_MARK_TREASURE = const(1)
_NO_CELL = const(255)
_PHASE_COMMIT = const(2)
_RED = const(0)
_REVOLT = const(1)
_R_ACTIVE = const(1)
_R_CABASE = const(11)
_R_CACOM = const(13)
_R_CALEAD = const(15)
_R_CATT = const(9)
_R_CCOL = const(8)
_R_CDBASE = const(12)
_R_CDCOM = const(14)
_R_CDEF = const(10)
_R_CDLEAD = const(16)
_R_CKIND = const(7)
_R_PHASE = const(0)
_R_REFILL = const(21)
_R_UNIF = const(17)
_WAR = const(2)


def commit_colour(g):
    """Tiles committed in a revolt are red (TE-7.3); in a war, the war's colour (TE-8.5)."""
    return _RED if g.st[_R_CKIND] == _REVOLT else g.st[_R_CCOL]


def adjacent_temples(board, cell):
    """Face-up red tiles (temples) orthogonally next to `cell` (TE-5.2, TE-5.8, TE-7.2)."""
    nb = NEIGHBOURS
    n = 0
    for j in range(cell * 4, cell * 4 + 4):
        c = nb[j]
        if c != 255 and board[c] == 1:
            n += 1
    return n


def _set_conflict(g, kind, colour, att, dfn, abase, dbase, alead, dlead):
    w = g.write
    w(_A_ST, _R_CKIND, kind)
    w(_A_ST, _R_CCOL, colour)
    w(_A_ST, _R_CATT, att)
    w(_A_ST, _R_CDEF, dfn)
    w(_A_ST, _R_CABASE, abase)
    w(_A_ST, _R_CDBASE, dbase)
    w(_A_ST, _R_CACOM, 255)
    w(_A_ST, _R_CDCOM, 255)
    w(_A_ST, _R_CALEAD, alead)
    w(_A_ST, _R_CDLEAD, dlead)


def _clear_conflict(g):
    w = g.write
    for r in (_R_CKIND, _R_CCOL, _R_CATT, _R_CDEF, _R_CABASE, _R_CDBASE, _R_CACOM, _R_CDCOM):
        w(_A_ST, r, 0)
    w(_A_ST, _R_CALEAD, 0)
    w(_A_ST, _R_CDLEAD, 0)


def revolt_defender(g, seat, colour, cell):
    """Seat of the other leader of `colour` in the kingdom of `cell`, or -1 (TE-7.1)."""
    g.fresh()
    label = g.region[cell]
    for s in range(g.num_players):
        c = g.lcell[s * 4 + colour]
        if s != seat and c != _NO_CELL and g.region[c] == label:
            return s
    return -1


def start_revolt(g, seat, colour, cell, defender):
    """The leader just placed on `cell` attacks (TE-7.1, TE-7.2)."""
    board = g.board
    dcell = g.lcell[defender * 4 + colour]
    _set_conflict(
        g,
        _REVOLT,
        colour,
        seat,
        defender,
        adjacent_temples(board, cell),
        adjacent_temples(board, dcell),
        cell,
        dcell,
    )
    g.write(_A_ST, _R_PHASE, _PHASE_COMMIT)


def war_leaders(g, colour):
    """(seat, seat) of two leaders of `colour` sharing a kingdom, or None (TE-8.2)."""
    g.fresh()
    region = g.region
    n = g.num_players
    for a in range(n):
        ca = g.lcell[a * 4 + colour]
        if ca == _NO_CELL:
            continue
        for b in range(a + 1, n):
            cb = g.lcell[b * 4 + colour]
            if cb != _NO_CELL and region[cb] == region[ca]:
                return a, b
    return None


def original_kingdom(g, leader_cell, out):
    """Mark the leader's side of the united kingdom, the uniting tile ignored (TE-8.4)."""
    fill_from(g.board, leader_cell, g.st[_R_UNIF], out, STACK)


def _count_colour(board, fill, v):
    n = 0
    for i in range(176):
        if fill[i] and board[i] == v:
            n += 1
    return n


def start_war(g, colour):
    """Set up the war of `colour`: attacker by TE-8.3, base strengths by TE-8.4."""
    pair = war_leaders(g, colour)
    a, b = pair
    active = g.st[_R_ACTIVE]
    n = g.num_players
    # First seat clockwise from the active player (the active player first) attacks.
    if (a - active) % n > (b - active) % n:
        a, b = b, a
    acell = g.lcell[a * 4 + colour]
    bcell = g.lcell[b * 4 + colour]
    v = 1 + colour
    original_kingdom(g, acell, FILL)
    abase = _count_colour(g.board, FILL, v)
    original_kingdom(g, bcell, FILL)
    bbase = _count_colour(g.board, FILL, v)
    _set_conflict(g, _WAR, colour, a, b, abase, bbase, acell, bcell)
    g.write(_A_ST, _R_PHASE, _PHASE_COMMIT)


def commit(g, n):
    """Record a commitment of the current committer; resolve after the defender (TE-7.3)."""
    st = g.st
    colour = commit_colour(g)
    attacker_turn = st[_R_CACOM] == 255
    seat = st[_R_CATT] if attacker_turn else st[_R_CDEF]
    if n:
        g.add(_A_HANDS, seat * 4 + colour, -n)
        g.add(_A_OUT, colour, n)
        if seat != st[_R_ACTIVE]:
            g.write(_A_ST, _R_REFILL, st[_R_REFILL] | 1 << seat)
    if attacker_turn:
        g.write(_A_ST, _R_CACOM, n)
        return
    g.write(_A_ST, _R_CDCOM, n)
    _resolve(g)


def score(g, seat, colour, n):
    if n:
        g.add_score(seat, colour, n)
        g.events.append((_EV_SCORE, seat, colour, n))


def _remove_leader(g, seat, colour):
    cell = g.lcell[seat * 4 + colour]
    if cell != _NO_CELL:
        g.write(_A_BOARD, cell, 0)
        g.write(_A_LCELL, seat * 4 + colour, _NO_CELL)


def _resolve(g):
    st = g.st
    kind = st[_R_CKIND]
    colour = st[_R_CCOL]
    att = st[_R_CATT]
    dfn = st[_R_CDEF]
    attack = st[_R_CABASE] + st[_R_CACOM]
    defence = st[_R_CDBASE] + st[_R_CDCOM]
    # TE-7.4, TE-8.5: a tie goes to the defender.
    if attack > defence:
        winner, loser = att, dfn
    else:
        winner, loser = dfn, att
    if kind == _REVOLT:
        _remove_leader(g, loser, colour)
        score(g, winner, _RED, 1)
        g.events.append((_EV_REVOLT, att, dfn, colour, winner))
        _clear_conflict(g)
        return
    lcell = g.lcell[loser * 4 + colour]
    fill = FILL
    original_kingdom(g, lcell, fill)
    _remove_leader(g, loser, colour)
    removed = _remove_tiles(g, fill, colour)
    score(g, winner, colour, 1 + removed)
    g.events.append((_EV_WAR, att, dfn, colour, winner, removed))
    _clear_conflict(g)
    return_stranded(g)


def _remove_tiles(g, fill, colour):
    """Remove the loser's tiles of the war's colour (TE-8.6); buildings stay (TE-12.3)."""
    board = g.board
    marks = g.marks
    v = 1 + colour
    nb = NEIGHBOURS
    removed = 0
    for i in range(176):
        if not fill[i] or board[i] != v or marks[i] & _MARK_BUILDING:
            continue
        if colour == _RED:
            if marks[i] & _MARK_TREASURE:
                continue
            guarded = False
            for j in range(i * 4, i * 4 + 4):
                n = nb[j]
                if n != 255 and board[n] >= _LEADER_BASE:
                    guarded = True
                    break
            if guarded:
                continue
        g.write(_A_BOARD, i, 0)
        removed += 1
    if removed:
        g.add(_A_OUT, colour, removed)
    return removed

# Monuments (TE-9), treasures (TE-10) and leaders sent home (TE-5.8): what else an action
# sets off. They live in this module rather than one of their own: on the device a module
# costs its object, its globals dictionary and the names it imports (MEM-4).
_A_MARKS = const(1)
_EV_LEADER_RETURNED = const(4)
_EV_TREASURE = const(6)
_GREEN = const(2)
_MARK_SPECIAL = const(4)
_R_PLACED = const(20)
_WIDTH = const(16)


def return_stranded(g):
    """Leaders without an adjacent face-up temple go back to their owners (TE-5.8)."""
    board = g.board
    nb = NEIGHBOURS
    for i in range(g.num_players * 4):
        cell = g.lcell[i]
        if cell == _NO_CELL:
            continue
        ok = False
        for j in range(cell * 4, cell * 4 + 4):
            n = nb[j]
            if n != 255 and board[n] == 1:
                ok = True
                break
        if not ok:
            g.write(_A_BOARD, cell, 0)
            g.write(_A_LCELL, i, _NO_CELL)
            g.events.append((_EV_LEADER_RETURNED, i >> 2, i & 3))


def leader_in_region(g, colour, label, skip_seat=-1):
    """Seat owning a leader of `colour` in region `label`, or -1."""
    region = g.region
    for s in range(g.num_players):
        cell = g.lcell[s * 4 + colour]
        if s != skip_seat and cell != _NO_CELL and region[cell] == label:
            return s
    return -1


# -- monuments (TE-9.1) -------------------------------------------------------------------------


def monument_options(g):
    """(monument, top-left cell) pairs the placed tile allows now (TE-9.1)."""
    x = g.st[_R_PLACED]
    board = g.board
    v = board[x] if x != _NO_CELL else 0
    if not 1 <= v <= 4:
        return []
    colour = v - 1
    out = []
    r = x // _WIDTH
    c = x % _WIDTH
    # The top-left cells of the 2x2 squares that contain the placed tile.
    corners = []
    for dr in (1, 0):
        for dc in (1, 0):
            tr = r - dr
            tc = c - dc
            if 0 <= tr <= 9 and 0 <= tc <= 14:
                corners.append(tr * _WIDTH + tc)
    for tl in corners:
        if board[tl] == v and board[tl + 1] == v and board[tl + 16] == v and board[tl + 17] == v:
            for m in range(6):
                if g.monuments[m] == _NO_CELL and (
                    MONUMENT_COLOURS[2 * m] == colour or MONUMENT_COLOURS[2 * m + 1] == colour
                ):
                    out.append((m, tl))
    return out


# -- treasures (TE-10.1) ------------------------------------------------------------------------


def treasure_step(g):
    """(seat, eligible cells, forced) for the next treasure to take, or None (TE-10.1)."""
    g.fresh()
    region = g.region
    leaders = g.region_leaders
    marks = g.marks
    cells = g.treasure_cells
    for first in cells:
        if not marks[first] & _MARK_TREASURE:
            continue
        label = region[first]
        if not leaders[label]:
            continue
        seat = leader_in_region(g, _GREEN, label)
        if seat < 0:
            continue
        specials = []
        normal = []
        for t in cells:
            if marks[t] & _MARK_TREASURE and region[t] == label:
                if marks[t] & _MARK_SPECIAL:
                    specials.append(t)
                else:
                    normal.append(t)
        count = len(specials) + len(normal)
        if count < 2:
            continue
        if specials:
            # Corner / outer treasures go first; a choice only if not all of them go.
            forced = count - 1 >= len(specials) or len(specials) == 1
            return seat, specials, forced
        return seat, normal, len(normal) == 1
    return None


def treasure_choices(g):
    t = treasure_step(g)
    return t[1] if t is not None else []


def take_treasure(g, seat, cell):
    g.write(_A_MARKS, cell, g.marks[cell] & ~(_MARK_TREASURE | _MARK_SPECIAL))
    g.add_score(seat, 4, 1)
    g.events.append((_EV_TREASURE, seat, cell))


def treasures_on_board(g):
    n = 0
    for t in g.treasure_cells:
        if g.marks[t] & _MARK_TREASURE:
            n += 1
    return n
