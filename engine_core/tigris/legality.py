"""Legality of actions (TE-5, TE-7.3, TE-8, TE-9..12): check(), legal_actions(), legal_cells()."""

from array import array

from ..compat import const
from . import features
from .conflicts import commit_colour
from .layout import NEIGHBOURS, ZEROS
from .regions import kingdoms_around

# Shared constants as private const() copies: MicroPython inlines them, so they cost no
# heap (host_tests/engine_unit/test_constants.py checks them against consts.py/state.py).
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

_PHASE_WORDS = (
    "an action",
    "the war choice",
    "a commitment",
    "the monument choice",
    "the treasure choice",
    "the building choice",
    "the ziggurat choice",
    "the ziggurat point colour",
    "nothing: the game is over",
)
_PHASE_KINDS = (
    (_ACT_TILE, _ACT_LEADER, _ACT_CATASTROPHE, _ACT_SWAP, _ACT_PASS),
    (_ACT_WAR,),
    (_ACT_COMMIT,),
    (_ACT_MONUMENT,),
    (_ACT_TREASURE,),
    (_ACT_BUILDING,),
    (_ACT_ZIGGURAT,),
    (_ACT_ZIGGURAT_VP,),
    (),
)
_COLOUR_WORDS = ("red", "blue", "green", "black")


def has_temple(board, cell):
    """True if a face-up red tile (a temple) is orthogonally adjacent (TE-5.2, TE-5.8)."""
    nb = NEIGHBOURS
    k = cell * 4
    for j in range(k, k + 4):
        n = nb[j]
        if n != 255 and board[n] == 1:
            return True
    return False


def _tile_reason(g, seat, colour, cell):
    if colour > 3 or cell >= _CELLS:
        return "no such tile or space"
    if not g.hands[seat * 4 + colour]:
        return "no %s tile in hand (TE-5.4)" % _COLOUR_WORDS[colour]
    if g.board[cell]:
        return "the space is not empty (TE-5.4)"
    if g.river[cell]:
        if colour != _BLUE:
            return "only blue tiles go on the river (TE-5.4)"
    elif colour == _BLUE:
        return "blue tiles go on the river only (TE-5.4)"
    g.fresh()
    if kingdoms_around(g.region, g.region_leaders, cell, 2) > 2:
        return "a tile may not unite three or more kingdoms (TE-5.4)"
    return None


def _leader_kingdoms(g, now, cell):
    """Distinct kingdoms next to `cell` (counted to 2) with the leader on `now` lifted."""
    if now == _NO_CELL:
        g.fresh()
        return kingdoms_around(g.region, g.region_leaders, cell, 1)
    g.fresh()
    home, parts = _split_without(g, now)
    region = g.region
    rl = g.region_leaders
    sub = g._region2
    nb = NEIGHBOURS
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
                return 2
            a = key
    return 1 if a else 0


def _leader_reason(g, seat, colour, cell):
    if colour > 3:
        return "no such leader"
    now = g.lcell[seat * 4 + colour]
    if cell == _NO_CELL:
        if now == _NO_CELL:
            return "that leader is not on the board (TE-5.1)"
        return None
    if cell >= _CELLS:
        return "no such space"
    board = g.board
    if board[cell]:
        return "the space is not empty (TE-5.2)"
    if g.river[cell]:
        return "leaders may not stand on the river (TE-5.2)"
    if not has_temple(board, cell):
        return "a leader must be next to a temple (TE-5.2)"
    if _leader_kingdoms(g, now, cell) > 1:
        return "a leader may not unite two kingdoms (TE-5.2)"
    return None


def _catastrophe_reason(g, seat, cell):
    if cell >= _CELLS:
        return "no such space"
    if not g.cat[seat]:
        return "no catastrophe tiles left (TE-5.6)"
    v = g.board[cell]
    if v >= _LEADER_BASE:
        return "a catastrophe may not go on a leader (TE-5.6)"
    if v == 5:
        return "there is already a catastrophe there (TE-5.6)"
    if v >= 6:
        return "a catastrophe may not go on a monument (TE-5.6)"
    m = g.marks[cell]
    if m & _MARK_TREASURE:
        return "a catastrophe may not go on a treasure (TE-5.6)"
    if m & _MARK_BUILDING:
        return "a catastrophe may not go on a civilization building (TE-12.3)"
    return None


def swap_counts(action):
    x = action & 0xFFF
    return (x & 7, (x >> 3) & 7, (x >> 6) & 7, (x >> 9) & 7)


def commit_choices(g):
    """Tile counts the current committer may commit (TE-7.3, TE-8.5, English rule TE-12.1)."""
    st = g.st
    seat = g.current_player()
    have = g.hands[seat * 4 + commit_colour(g)]
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


def check(g, action):
    """None if `action` is legal now, else a short reason naming the rule."""
    if not isinstance(action, int) or action < 0 or action >= 1 << 16:
        return "not an action"
    phase = g.st[_R_PHASE]
    if phase == _PHASE_OVER:
        return "the game is over (TE-11)"
    kind = action >> 12
    a = (action >> 8) & 15
    cell = action & 255
    if kind not in _PHASE_KINDS[phase]:
        return "now is the time for %s" % _PHASE_WORDS[phase]
    seat = g.current_player()
    if kind == _ACT_TILE:
        return _tile_reason(g, seat, a, cell)
    if kind == _ACT_LEADER:
        return _leader_reason(g, seat, a, cell)
    if kind == _ACT_CATASTROPHE:
        if a:
            return "not an action"
        return _catastrophe_reason(g, seat, cell)
    if kind == _ACT_SWAP:
        counts = swap_counts(action)
        total = counts[0] + counts[1] + counts[2] + counts[3]
        if total == 0:
            return "a swap discards at least one tile (TE-5.7)"
        for c in range(4):
            if counts[c] > g.hands[seat * 4 + c]:
                return "not that many %s tiles in hand (TE-5.7)" % _COLOUR_WORDS[c]
        return None
    if kind == _ACT_PASS:
        return None if action == _ACT_PASS << 12 else "not an action"
    if kind == _ACT_WAR:
        if cell or a not in g.pending_wars():
            return "no %s war stands (TE-8.2)" % _COLOUR_WORDS[a & 3]
        return None
    if kind == _ACT_COMMIT:
        n = action & 0xFFF
        colour = commit_colour(g)
        if n > g.hands[seat * 4 + colour]:
            return "not that many %s tiles in hand (TE-7.3)" % _COLOUR_WORDS[colour]
        if n not in commit_choices(g):
            if g.st[_R_CACOM] == 255:
                return "the attacker must commit enough to lead, or nothing (TE-12.1)"
            return "the defender must commit exactly enough to tie, or nothing (TE-12.1)"
        return None
    if kind == _ACT_MONUMENT:
        if cell == _NO_CELL:
            return None if a == 0 else "not an action"
        if (a, cell) not in features.monument_options(g):
            return "no monument %d may go on that square (TE-9.1)" % a
        return None
    if kind == _ACT_TREASURE:
        if a or cell not in features.treasure_choices(g):
            return "that treasure may not be taken now (TE-10.1)"
        return None
    if kind == _ACT_BUILDING:
        if a:
            return "not an action"
        if cell != _NO_CELL and cell not in features.building_options(g):
            return "the building must go on the new line of 3+ tiles (TE-12.3)"
        return None
    if kind == _ACT_ZIGGURAT:
        if a:
            return "not an action"
        if cell != _NO_CELL and cell not in features.ziggurat_options(g):
            return "the ziggurat needs a plus of 5 tiles made by this tile (TE-12.4)"
        return None
    if kind == _ACT_ZIGGURAT_VP:
        if a > 3 or cell:
            return "not an action"
        return None
    return "not an action"


# The game and labels version whose answers _targets() last wrote into the shared scratch.
_targets_of = [None, -1]
# Empty land next to a temple, listed by _targets(): the only spaces a leader may take.
_CANDIDATES = bytearray(_CELLS)
_LAND_TILE = 1
_RIVER_TILE = 2
_LEADER = 4
_LEADER_SPACE = 8


def _targets(g):
    """Per-cell flags in a scratch buffer: where tiles and leaders may go (TE-5.2, TE-5.4).

    One pass over the board using the region labels, no fill per cell.
    """
    g.fresh()
    flags = g._fill2
    if _targets_of[0] is g and _targets_of[1] == g.labels_version:
        return flags  # same board as last time: the UI asks once per colour
    board = g.board
    river = g.river
    region = g.region
    rl = g.region_leaders
    nb = NEIGHBOURS
    temple = g._fill
    temple[:] = ZEROS
    cand = _CANDIDATES
    ncand = 0
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
            flags[cell] = _RIVER_TILE if n <= 2 else 0
        else:
            f = _LAND_TILE if n <= 2 else 0
            if temple[cell]:
                f |= _LEADER_SPACE
                cand[ncand] = cell
                ncand += 1
                if n <= 1:
                    f |= _LEADER
            flags[cell] = f
    g._ncand = ncand
    _targets_of[0] = g
    _targets_of[1] = g.labels_version
    return flags


def _split_without(g, now):
    """Sub-label the region of `now` with that leader lifted (TE-5.1), in g._region2.

    Only the leader's own region can change when it is lifted: it may fall into up to four
    parts. Returns (region label, leaders per part) with parts numbered 1..4.
    """
    region = g.region
    home = region[now]
    sub = g._region2
    sub[:] = ZEROS
    board = g.board
    nb = NEIGHBOURS
    stack = g._stack
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


def _moved_leader_cells(g, now, flags, out, base, n):
    """Spaces for a leader on the board at `now`, judged with it lifted (TE-5.1).

    Writes base|cell into out[n], out[n+1], ... (or out[cell] = 1 when base < 0); returns n.
    """
    home, parts = _split_without(g, now)
    region = g.region
    rl = g.region_leaders
    sub = g._region2
    nb = NEIGHBOURS
    cand = _CANDIDATES
    for c in range(g._ncand):
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


def _cells_into(g, kind, colour, flags, out, base, n):
    """Legal target cells of one action-phase kind, written as _moved_leader_cells does."""
    seat = g.st[_R_ACTIVE]
    if kind == _ACT_TILE or kind == _ACT_LEADER:
        if colour > 3:
            return n
        if kind == _ACT_TILE:
            if not g.hands[seat * 4 + colour]:
                return n
            want = _RIVER_TILE if colour == _BLUE else _LAND_TILE
        else:
            now = g.lcell[seat * 4 + colour]
            if now != _NO_CELL:
                return _moved_leader_cells(g, now, flags, out, base, n)
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
    """bytearray(176) of 0/1: where the active player may put a tile, leader or catastrophe."""
    out = bytearray(_CELLS)
    if g.st[_R_PHASE] == _PHASE_ACTION:
        flags = _targets(g) if kind != _ACT_CATASTROPHE else None
        _cells_into(g, kind, colour, flags, out, -1, 0)
    return out


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


_buffer = []


def _action_buffer():
    """Room for every action-phase action at once (tiles, leaders, catastrophes, at most 36
    swaps and pass stay well under 1100), made on first use: a UI that only asks legal_cells()
    never pays for it."""
    if not _buffer:
        _buffer.append(array("H", bytes(2 * 1100)))
    return _buffer[0]


def _action_phase(g):
    """All action-phase actions, gathered in the game's scratch array, returned as a list.

    The list is allocated once at its exact size: on the device a list grown by appends
    would need several large blocks of a fragmented heap.
    """
    seat = g.st[_R_ACTIVE]
    flags = _targets(g)
    buf = _action_buffer()
    n = 0
    for c in range(4):
        n = _cells_into(g, _ACT_TILE, c, flags, buf, _ACT_TILE << 12 | c << 8, n)
    for c in range(4):
        base = _ACT_LEADER << 12 | c << 8
        n = _cells_into(g, _ACT_LEADER, c, flags, buf, base, n)
        if g.lcell[seat * 4 + c] != _NO_CELL:
            buf[n] = base | _NO_CELL
            n += 1
    n = _cells_into(g, _ACT_CATASTROPHE, 0, flags, buf, _ACT_CATASTROPHE << 12, n)
    n = _swaps(g, seat, buf, n)
    buf[n] = _ACT_PASS << 12
    n += 1
    acts = [0] * n
    for i in range(n):
        acts[i] = buf[i]
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
        for m, cell in features.monument_options(g):
            acts.append(_ACT_MONUMENT << 12 | m << 8 | cell)
        acts.append(_ACT_MONUMENT << 12 | _NO_CELL)
    elif phase == _PHASE_TREASURE:
        for cell in features.treasure_choices(g):
            acts.append(_ACT_TREASURE << 12 | cell)
    elif phase == _PHASE_BUILDING:
        for cell in features.building_options(g):
            acts.append(_ACT_BUILDING << 12 | cell)
        acts.append(_ACT_BUILDING << 12 | _NO_CELL)
    elif phase == _PHASE_ZIGGURAT:
        for cell in features.ziggurat_options(g):
            acts.append(_ACT_ZIGGURAT << 12 | cell)
        acts.append(_ACT_ZIGGURAT << 12 | _NO_CELL)
    elif phase == _PHASE_ZIGGURAT_VP:
        for c in range(4):
            acts.append(_ACT_ZIGGURAT_VP << 12 | c << 8)
    return acts
