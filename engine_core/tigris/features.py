"""Monuments (TE-9), treasures (TE-10) and leaders sent home (TE-5.8); variants.py has the rest."""

from . import MONUMENT_COLOURS
from .layout import NEIGHBOURS

# Shared constants as private const() copies: MicroPython inlines them, so they cost no
# heap (host_tests/engine_unit/test_constants.py checks them against __init__.py/state.py).
_A_BOARD = const(0)
_A_LCELL = const(5)
_A_MARKS = const(1)
_EV_LEADER_RETURNED = const(4)
_EV_TREASURE = const(6)
_GREEN = const(2)
_MARK_SPECIAL = const(4)
_MARK_TREASURE = const(1)
_NO_CELL = const(255)
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


def _square_corners(cell):
    """Top-left cells of the 2x2 squares that contain `cell`."""
    r = cell // _WIDTH
    c = cell % _WIDTH
    out = []
    for dr in (1, 0):
        for dc in (1, 0):
            tr = r - dr
            tc = c - dc
            if 0 <= tr <= 9 and 0 <= tc <= 14:
                out.append(tr * _WIDTH + tc)
    return out


def monument_options(g):
    """(monument, top-left cell) pairs the placed tile allows now (TE-9.1)."""
    x = g.st[_R_PLACED]
    board = g.board
    v = board[x] if x != _NO_CELL else 0
    if not 1 <= v <= 4:
        return []
    colour = v - 1
    out = []
    for tl in _square_corners(x):
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
