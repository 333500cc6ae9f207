"""Revolts (TE-7) and wars (TE-8): starting them, commitments and resolution."""

from .consts import (
    EV_REVOLT,
    EV_SCORE,
    EV_WAR,
    LEADER_BASE,
    MARK_BUILDING,
    MARK_TREASURE,
    NO_CELL,
    PHASE_COMMIT,
    RED,
    REVOLT,
    WAR,
)
from .features import return_stranded
from .layout import NEIGHBOURS
from .regions import fill_from
from .state import (
    A_BOARD,
    A_HANDS,
    A_LCELL,
    A_OUT,
    A_SCORES,
    A_ST,
    R_ACTIVE,
    R_CABASE,
    R_CACOM,
    R_CALEAD,
    R_CATT,
    R_CCOL,
    R_CDBASE,
    R_CDCOM,
    R_CDEF,
    R_CDLEAD,
    R_CKIND,
    R_PHASE,
    R_REFILL,
    R_UNIF,
)


def commit_colour(g):
    """Tiles committed in a revolt are red (TE-7.3); in a war, the war's colour (TE-8.5)."""
    return RED if g.st[R_CKIND] == REVOLT else g.st[R_CCOL]


def _adjacent_temples(board, cell):
    nb = NEIGHBOURS
    n = 0
    for j in range(cell * 4, cell * 4 + 4):
        c = nb[j]
        if c != 255 and board[c] == 1:
            n += 1
    return n


def _set_conflict(g, kind, colour, att, dfn, abase, dbase, alead, dlead):
    w = g._w
    w(A_ST, R_CKIND, kind)
    w(A_ST, R_CCOL, colour)
    w(A_ST, R_CATT, att)
    w(A_ST, R_CDEF, dfn)
    w(A_ST, R_CABASE, abase)
    w(A_ST, R_CDBASE, dbase)
    w(A_ST, R_CACOM, 255)
    w(A_ST, R_CDCOM, 255)
    w(A_ST, R_CALEAD, alead)
    w(A_ST, R_CDLEAD, dlead)


def _clear_conflict(g):
    w = g._w
    for r in (R_CKIND, R_CCOL, R_CATT, R_CDEF, R_CABASE, R_CDBASE, R_CACOM, R_CDCOM):
        w(A_ST, r, 0)
    w(A_ST, R_CALEAD, 0)
    w(A_ST, R_CDLEAD, 0)


def revolt_defender(g, seat, colour, cell):
    """Seat of the other leader of `colour` in the kingdom of `cell`, or -1 (TE-7.1)."""
    g.fresh()
    label = g.region[cell]
    for s in range(g.num_players):
        c = g.lcell[s * 4 + colour]
        if s != seat and c != NO_CELL and g.region[c] == label:
            return s
    return -1


def start_revolt(g, seat, colour, cell, defender):
    """The leader just placed on `cell` attacks (TE-7.1, TE-7.2)."""
    board = g.board
    dcell = g.lcell[defender * 4 + colour]
    _set_conflict(
        g,
        REVOLT,
        colour,
        seat,
        defender,
        _adjacent_temples(board, cell),
        _adjacent_temples(board, dcell),
        cell,
        dcell,
    )
    g._w(A_ST, R_PHASE, PHASE_COMMIT)


def war_leaders(g, colour):
    """(seat, seat) of two leaders of `colour` sharing a kingdom, or None (TE-8.2)."""
    g.fresh()
    region = g.region
    n = g.num_players
    for a in range(n):
        ca = g.lcell[a * 4 + colour]
        if ca == NO_CELL:
            continue
        for b in range(a + 1, n):
            cb = g.lcell[b * 4 + colour]
            if cb != NO_CELL and region[cb] == region[ca]:
                return a, b
    return None


def original_kingdom(g, leader_cell, out):
    """Mark the leader's side of the united kingdom, the uniting tile ignored (TE-8.4)."""
    fill_from(g.board, leader_cell, g.st[R_UNIF], out, g._stack)


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
    active = g.st[R_ACTIVE]
    n = g.num_players
    # First seat clockwise from the active player (the active player first) attacks.
    if (a - active) % n > (b - active) % n:
        a, b = b, a
    acell = g.lcell[a * 4 + colour]
    bcell = g.lcell[b * 4 + colour]
    v = 1 + colour
    original_kingdom(g, acell, g._fill)
    abase = _count_colour(g.board, g._fill, v)
    original_kingdom(g, bcell, g._fill)
    bbase = _count_colour(g.board, g._fill, v)
    _set_conflict(g, WAR, colour, a, b, abase, bbase, acell, bcell)
    g._w(A_ST, R_PHASE, PHASE_COMMIT)


def commit(g, n):
    """Record a commitment of the current committer; resolve after the defender (TE-7.3)."""
    st = g.st
    colour = commit_colour(g)
    attacker_turn = st[R_CACOM] == 255
    seat = st[R_CATT] if attacker_turn else st[R_CDEF]
    if n:
        g._add(A_HANDS, seat * 4 + colour, -n)
        g._add(A_OUT, colour, n)
        if seat != st[R_ACTIVE]:
            g._w(A_ST, R_REFILL, st[R_REFILL] | 1 << seat)
    if attacker_turn:
        g._w(A_ST, R_CACOM, n)
        return
    g._w(A_ST, R_CDCOM, n)
    _resolve(g)


def _score(g, seat, colour, n):
    if n:
        g._add(A_SCORES, seat * 5 + colour, n)
        g.events.append((EV_SCORE, seat, colour, n))


def _remove_leader(g, seat, colour):
    cell = g.lcell[seat * 4 + colour]
    if cell != NO_CELL:
        g._w(A_BOARD, cell, 0)
        g._w(A_LCELL, seat * 4 + colour, NO_CELL)


def _resolve(g):
    st = g.st
    kind = st[R_CKIND]
    colour = st[R_CCOL]
    att = st[R_CATT]
    dfn = st[R_CDEF]
    attack = st[R_CABASE] + st[R_CACOM]
    defence = st[R_CDBASE] + st[R_CDCOM]
    # TE-7.4, TE-8.5: a tie goes to the defender.
    if attack > defence:
        winner, loser = att, dfn
    else:
        winner, loser = dfn, att
    if kind == REVOLT:
        _remove_leader(g, loser, colour)
        _score(g, winner, RED, 1)
        g.events.append((EV_REVOLT, att, dfn, colour, winner))
        _clear_conflict(g)
        return
    lcell = g.lcell[loser * 4 + colour]
    fill = g._fill
    original_kingdom(g, lcell, fill)
    _remove_leader(g, loser, colour)
    removed = _remove_tiles(g, fill, colour)
    _score(g, winner, colour, 1 + removed)
    g.events.append((EV_WAR, att, dfn, colour, winner, removed))
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
        if not fill[i] or board[i] != v or marks[i] & MARK_BUILDING:
            continue
        if colour == RED:
            if marks[i] & MARK_TREASURE:
                continue
            guarded = False
            for j in range(i * 4, i * 4 + 4):
                n = nb[j]
                if n != 255 and board[n] >= LEADER_BASE:
                    guarded = True
                    break
            if guarded:
                continue
        g._w(A_BOARD, i, 0)
        removed += 1
    if removed:
        g._add(A_OUT, colour, removed)
    return removed
