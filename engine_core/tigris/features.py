"""Monuments (TE-9), treasures (TE-10), civilization buildings (TE-12.3), ziggurat (TE-12.4)."""

from .consts import (
    BLACK,
    EV_LEADER_RETURNED,
    EV_TREASURE,
    GREEN,
    MARK_SPECIAL,
    MARK_TREASURE,
    MONUMENT_COLOURS,
    NO_CELL,
    VAR_BUILDINGS,
    VAR_ZIGGURAT,
    WIDTH,
)
from .layout import NEIGHBOURS
from .state import A_BOARD, A_LCELL, A_MARKS, A_SCORES, R_BLD, R_PLACED, R_ZIG


def return_stranded(g):
    """Leaders without an adjacent face-up temple go back to their owners (TE-5.8)."""
    board = g.board
    nb = NEIGHBOURS
    for i in range(g.num_players * 4):
        cell = g.lcell[i]
        if cell == NO_CELL:
            continue
        ok = False
        for j in range(cell * 4, cell * 4 + 4):
            n = nb[j]
            if n != 255 and board[n] == 1:
                ok = True
                break
        if not ok:
            g._w(A_BOARD, cell, 0)
            g._w(A_LCELL, i, NO_CELL)
            g.events.append((EV_LEADER_RETURNED, i >> 2, i & 3))


def leader_in_region(g, colour, label, skip_seat=-1):
    """Seat owning a leader of `colour` in region `label`, or -1."""
    region = g.region
    for s in range(g.num_players):
        cell = g.lcell[s * 4 + colour]
        if s != skip_seat and cell != NO_CELL and region[cell] == label:
            return s
    return -1


# -- monuments (TE-9.1) -------------------------------------------------------------------------


def _square_corners(cell):
    """Top-left cells of the 2x2 squares that contain `cell`."""
    r = cell // WIDTH
    c = cell % WIDTH
    out = []
    for dr in (1, 0):
        for dc in (1, 0):
            tr = r - dr
            tc = c - dc
            if 0 <= tr <= 9 and 0 <= tc <= 14:
                out.append(tr * WIDTH + tc)
    return out


def monument_options(g):
    """(monument, top-left cell) pairs the placed tile allows now (TE-9.1)."""
    x = g.st[R_PLACED]
    board = g.board
    v = board[x] if x != NO_CELL else 0
    if not 1 <= v <= 4:
        return []
    colour = v - 1
    out = []
    for tl in _square_corners(x):
        if board[tl] == v and board[tl + 1] == v and board[tl + 16] == v and board[tl + 17] == v:
            for m in range(6):
                if g.monuments[m] == NO_CELL and (
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
        if not marks[first] & MARK_TREASURE:
            continue
        label = region[first]
        if not leaders[label]:
            continue
        seat = leader_in_region(g, GREEN, label)
        if seat < 0:
            continue
        specials = []
        normal = []
        for t in cells:
            if marks[t] & MARK_TREASURE and region[t] == label:
                if marks[t] & MARK_SPECIAL:
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
    g._w(A_MARKS, cell, g.marks[cell] & ~(MARK_TREASURE | MARK_SPECIAL))
    g._add(A_SCORES, seat * 5 + 4, 1)
    g.events.append((EV_TREASURE, seat, cell))


def treasures_on_board(g):
    n = 0
    for t in g.treasure_cells:
        if g.marks[t] & MARK_TREASURE:
            n += 1
    return n


# -- civilization buildings (TE-12.3) -----------------------------------------------------------


def _run(board, cell, v, step):
    """Cells of the straight line of value v through `cell` along `step` (1 or 16)."""
    start = cell
    while True:
        n = start - step
        if n < 0 or (step == 1 and n % WIDTH == WIDTH - 1) or board[n] != v:
            break
        start = n
    out = []
    n = start
    while n < 176 and board[n] == v and (step != 1 or n // WIDTH == cell // WIDTH):
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
    if not g.variants & VAR_BUILDINGS:
        return []
    x = g.st[R_PLACED]
    board = g.board
    v = board[x] if x != NO_CELL else 0
    if not 1 <= v <= 4:
        return []
    now = g.st[R_BLD + v - 1]
    floor = 2
    if now != NO_CELL:
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
    if not g.variants & VAR_ZIGGURAT or g.st[R_ZIG] != NO_CELL:
        return []
    x = g.st[R_PLACED]
    board = g.board
    v = board[x] if x != NO_CELL else 0
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
    z = g.st[R_ZIG]
    if z == NO_CELL:
        return False
    king = g.lcell[seat * 4 + BLACK]
    if king == NO_CELL:
        return False
    g.fresh()
    return g.region[king] == g.region[z]
