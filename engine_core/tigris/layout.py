"""The board: both sides and neighbour tables (TE-1.1, TE-2.1, TE-12.2), built once at import;
region labelling (TE-3) and where pieces may go (TE-5.2, TE-5.4, TE-5.6): legal_cells().

One iterative flood fill per board change, over preallocated buffers. The targets are answered
for the whole board in one pass over the region labels and reused until the board changes;
legality.py builds legal_actions() and checks a leader's move from the same answers. Labels and
targets live with the tables they read rather than in modules of their own: on the device a
module costs its object, its globals dictionary and the names it imports (MEM-4).
"""


# build: intern strings (loaded all through a game: tools/mpy_strings.py)
# Shared constants as private const() copies: MicroPython inlines them, so they cost no
# heap (host_tests/engine_unit/test_constants.py checks them against __init__.py/state.py).
_CELLS = const(176)
_HEIGHT = const(11)
_WIDTH = const(16)

_CLASSIC = (
    b"....~~~~~.T.~..."
    b".C..~.......~..C"
    b"...~~T......~~.."
    b"~~~~.........~~~"
    b".............T~~"
    b"..............~."
    b"~~~~....T...~~~."
    b".C.~~~~.....~..."
    b"......~~~~~~~.C."
    b".....T.........."
    b"..........T....."
)

_ALTERNATIVE = (
    b"..~~T....T.....~"
    b"..~~..........T~"
    b".C~~...........~"
    b"..~...T....T~~~~"
    b"..~.........~..."
    b"..~T........~..C"
    b"..~~........~~.."
    b"C..~~~.T....T~.."
    b".....~~~.....~.."
    b"....C.~~~~~~~~.."
    b"......~..C....C."
)


def _build(text):
    # Bytes, not a str: a str's character is a new string looked up among every interned
    # name (~500 when a game loads: a third of this import's time), a byte is a small int.
    river = bytearray(_CELLS)
    temples = []
    specials = []
    for i in range(_CELLS):
        ch = text[i]
        if ch == 0x7E:  # "~"
            river[i] = 1
        elif ch == 0x54 or ch == 0x43:  # "T", "C"
            temples.append(i)
            if ch == 0x43:
                specials.append(i)
    return bytes(river), bytes(temples), bytes(specials)


# Per board: (river flags, start temple cells with treasure, cells whose treasure goes first).
LAYOUTS = (_build(_CLASSIC), _build(_ALTERNATIVE))


def _neighbours():
    # 4 entries per cell (up, left, right, down), 255 off the board.
    nb = bytearray(_CELLS * 4)
    for i in range(_CELLS):
        r = i // _WIDTH
        c = i % _WIDTH
        nb[i * 4] = i - _WIDTH if r > 0 else 255
        nb[i * 4 + 1] = i - 1 if c > 0 else 255
        nb[i * 4 + 2] = i + 1 if c < _WIDTH - 1 else 255
        nb[i * 4 + 3] = i + _WIDTH if r < _HEIGHT - 1 else 255
    return bytes(nb)


NEIGHBOURS = _neighbours()
# No function of this module outlives the import, so its code and the board texts can go.
del _CLASSIC, _ALTERNATIVE, _build, _neighbours

# Copied over scratch buffers to clear them in one step.
ZEROS = bytes(_CELLS)

# Which board values connect a region (TE-3.1): tiles, flipped, ziggurat, leaders; not
# empty cells or catastrophes.
CONNECTS = bytes([0, 1, 1, 1, 1, 0, 1, 1] + [0] * 8 + [1] * 16)

# Shared constants as private const() copies: MicroPython inlines them, so they cost no
# heap (host_tests/engine_unit/test_constants.py checks them against __init__.py/state.py).
_LEADER_BASE = const(16)
_NO_CELL = const(255)

# Scratch shared by all games (the engine is single-threaded), allocated once at import:
# two per-cell fills and a flood-fill stack. FILL serves one step at a time: a war's kingdoms
# (conflicts.py), then in targets.py the temple map of board_targets(), the parts of a region with
# a leader lifted, the catastrophe spaces of legal_actions().
FILL = bytearray(_CELLS)
FILL2 = bytearray(_CELLS)
STACK = bytearray(_CELLS)


def label_regions(board, region, leaders, stack, skip=_NO_CELL):
    """Label every region of `board` into `region` (0 = none) and count leaders per label.

    `skip` is a cell treated as empty (a leader being moved is lifted first, TE-5.1).
    Returns the number of labels used.
    """
    nb = NEIGHBOURS
    conn = CONNECTS
    region[:] = ZEROS
    label = 0
    for start in range(_CELLS):
        if region[start] or not conn[board[start]] or start == skip:
            continue
        label += 1
        count = 0
        region[start] = label
        stack[0] = start
        top = 1
        while top:
            top -= 1
            cell = stack[top]
            if board[cell] >= _LEADER_BASE:
                count += 1
            k = cell * 4
            for j in range(k, k + 4):
                n = nb[j]
                if n != 255 and not region[n] and conn[board[n]] and n != skip:
                    region[n] = label
                    stack[top] = n
                    top += 1
        leaders[label] = count
    return label


def fill_from(board, start, blocked, out, stack):
    """Mark in `out` (1/0) the cells connected to `start`, never entering `blocked` (TE-8.4).

    Returns the number of cells marked.
    """
    nb = NEIGHBOURS
    conn = CONNECTS
    out[:] = ZEROS
    out[start] = 1
    stack[0] = start
    top = 1
    size = 1
    while top:
        top -= 1
        cell = stack[top]
        k = cell * 4
        for j in range(k, k + 4):
            n = nb[j]
            if n != 255 and not out[n] and n != blocked and conn[board[n]]:
                out[n] = 1
                stack[top] = n
                top += 1
                size += 1
    return size


def kingdoms_around(region, leaders, cell, most):
    """Distinct kingdoms among the neighbours of `cell`, counted no further than `most` + 1."""
    nb = NEIGHBOURS
    a = 0
    b = 0
    n = 0
    k = cell * 4
    for j in range(k, k + 4):
        c = nb[j]
        if c == 255:
            continue
        lab = region[c]
        if lab and leaders[lab] and lab != a and lab != b:
            n += 1
            if n > most:
                return n
            if a == 0:
                a = lab
            else:
                b = lab
    return n


# -- Targets ---------------------------------------------------------------------------------------
_ACT_CATASTROPHE = const(3)
_ACT_LEADER = const(2)
_ACT_TILE = const(1)
_BLUE = const(1)
_MARK_BUILDING = const(2)
_MARK_TREASURE = const(1)
_PHASE_ACTION = const(0)
_R_ACTIVE = const(1)
_R_PHASE = const(0)

# The labelling (Game.labels_version, numbered across all games) whose answers board_targets()
# last wrote into the shared scratch, then its tallies: leader candidates listed, land and river
# spaces open to a tile, spaces open to a leader from the supply. Keyed by the number alone,
# so that it keeps no game alive.
targets_of = [-1, 0, 0, 0, 0]
# Empty land next to a temple, listed by board_targets(): the only spaces a leader may take.
CANDIDATES = bytearray(_CELLS)
# The one space a leader move is checked for, as a candidate list of its own.
ONE_CELL = bytearray(1)
_LAND_TILE = const(1)
_RIVER_TILE = const(2)
_LEADER = const(4)
_LEADER_SPACE = const(8)


def board_targets(g):
    """Per-cell flags in a scratch buffer: where tiles and leaders may go (TE-5.2, TE-5.4).

    One pass over the board using the region labels, no fill per cell.
    """
    g.fresh()
    flags = FILL2
    if targets_of[0] == g.labels_version:
        return flags  # same board as last time: the UI asks once per colour
    board = g.board
    river = g.river
    region = g.region
    rl = g.region_leaders
    nb = NEIGHBOURS
    temple = FILL
    temple[:] = ZEROS
    cand = CANDIDATES
    ncand = 0
    nland = 0
    nriver = 0
    nleader = 0
    for i in range(_CELLS):
        if board[i] == 1:
            for j in range(i * 4, i * 4 + 4):
                y = nb[j]
                if y != 255:
                    temple[y] = 1
    for cell in range(_CELLS):
        if board[cell]:
            flags[cell] = 0
            continue
        n = 0
        a = 0
        b = 0
        for j in range(cell * 4, cell * 4 + 4):
            y = nb[j]
            if y != 255:
                lab = region[y]
                if lab and rl[lab] and lab != a and lab != b:
                    n += 1
                    if a == 0:
                        a = lab
                    else:
                        b = lab
        if river[cell]:
            if n <= 2:
                flags[cell] = _RIVER_TILE
                nriver += 1
            else:
                flags[cell] = 0
        else:
            f = 0
            if n <= 2:
                f = _LAND_TILE
                nland += 1
            if temple[cell]:
                f |= _LEADER_SPACE
                cand[ncand] = cell
                ncand += 1
                if n <= 1:
                    f |= _LEADER
                    nleader += 1
            flags[cell] = f
    t = targets_of
    t[0] = g.labels_version
    t[1] = ncand
    t[2] = nland
    t[3] = nriver
    t[4] = nleader
    return flags


def _split_without(g, now):
    """Sub-label the region of `now` with that leader lifted (TE-5.1), in FILL.

    Only the leader's own region can change when it is lifted: it may fall into up to four
    parts. Returns (region label, leaders per part) with parts numbered 1..4.
    """
    region = g.region
    home = region[now]
    sub = FILL
    sub[:] = ZEROS
    board = g.board
    nb = NEIGHBOURS
    stack = STACK
    parts = [0, 0, 0, 0, 0]
    part = 0
    for j in range(now * 4, now * 4 + 4):
        y = nb[j]
        if y == 255 or region[y] != home or sub[y]:
            continue
        part += 1
        sub[y] = part
        stack[0] = y
        top = 1
        count = 0
        while top:
            top -= 1
            cell = stack[top]
            if board[cell] >= _LEADER_BASE:
                count += 1
            for k in range(cell * 4, cell * 4 + 4):
                n = nb[k]
                if n != 255 and n != now and not sub[n] and region[n] == home:
                    sub[n] = part
                    stack[top] = n
                    top += 1
        parts[part] = count
    return home, parts


def moved_leader_cells(g, now, cand, count, out, base, n):
    """Spaces among cand[:count] for a leader on the board at `now`, judged with it lifted (TE-5.1).

    Writes base|cell into out[n], out[n+1], ... (or out[cell] = 1 when base < 0); returns n.
    """
    home, parts = _split_without(g, now)
    region = g.region
    rl = g.region_leaders
    sub = FILL
    nb = NEIGHBOURS
    for c in range(count):
        cell = cand[c]
        k = 0
        a = 0
        for j in range(cell * 4, cell * 4 + 4):
            y = nb[j]
            if y == 255 or y == now:
                continue
            lab = region[y]
            if lab == home:
                key = 128 + sub[y]
                kingdom = parts[sub[y]]
            else:
                key = lab
                kingdom = lab and rl[lab]
            if kingdom and key != a:
                if a:
                    k = 2
                    break
                a = key
                k = 1
        if k <= 1:
            if base < 0:
                out[cell] = 1
            else:
                out[n] = base | cell
                n += 1
    return n


def cells_into(g, kind, colour, flags, out, base, n):
    """Legal target cells of one action-phase kind, written as _moved_leader_cells does."""
    seat = g.st[_R_ACTIVE]
    if kind == _ACT_TILE or kind == _ACT_LEADER:
        if colour > 3:
            return n
        if kind == _ACT_TILE:
            # From the board alone, never the hand: the UI shows these cells to the whole table,
            # and an answer that depended on the hand would tell it what the hand holds (TE-13).
            want = _RIVER_TILE if colour == _BLUE else _LAND_TILE
        else:
            now = g.lcell[seat * 4 + colour]
            if now != _NO_CELL:
                return moved_leader_cells(g, now, CANDIDATES, targets_of[1], out, base, n)
            want = _LEADER
        for cell in range(_CELLS):
            if flags[cell] & want:
                if base < 0:
                    out[cell] = 1
                else:
                    out[n] = base | cell
                    n += 1
        return n
    if kind == _ACT_CATASTROPHE:
        if not g.cat[seat]:
            return n
        board = g.board
        marks = g.marks
        for cell in range(_CELLS):
            if board[cell] > 4 or marks[cell] & (_MARK_TREASURE | _MARK_BUILDING):
                continue
            if base < 0:
                out[cell] = 1
            else:
                out[n] = base | cell
                n += 1
    return n


def legal_cells(g, kind, colour=0):
    """bytearray(176) of 0/1: where the active player may put a tile, leader or catastrophe.

    For tiles, where one of `colour` could legally go by the board (TE-5.4), whatever the hand.
    """
    out = bytearray(_CELLS)
    if g.st[_R_PHASE] == _PHASE_ACTION:
        flags = board_targets(g) if kind != _ACT_CATASTROPHE else None
        cells_into(g, kind, colour, flags, out, -1, 0)
    return out
