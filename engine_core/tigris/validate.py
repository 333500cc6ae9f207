"""Whether a game's state is one the engine can reach (TE-1..TE-12): shared by decode and from_text.

Loaded only by `codec.decode` and `position_text.from_text`, never during play. `problem(g)` looks
at a Game whose arrays were filled from outside (bytes or text) and returns None or
`(part, reason, cell)`, `part` being the notation word of what is wrong ('grid', 'hand', 'conflict',
...), so that from_text can name the line and decode the field.
"""

from . import COLOUR_LETTERS, DYNASTY_NAMES, MONUMENT_COLOURS, TILE_TOTALS
from .conflicts import adjacent_temples, treasure_step, treasures_on_board
from .layout import LAYOUTS, NEIGHBOURS

# Shared constants as private const() copies: MicroPython inlines them, so they cost no
# heap (host_tests/engine_unit/test_constants.py checks them against __init__.py/state.py).
_ACT_PASS = const(5)
_ACT_SWAP = const(4)
_CATASTROPHE = const(5)
_CATASTROPHES_EACH = const(2)
_CELLS = const(176)
_FLIPPED = const(6)
_HAND_SIZE = const(6)
_LEADER_BASE = const(16)
_MARK_BUILDING = const(2)
_MARK_SPECIAL = const(4)
_MARK_TREASURE = const(1)
_MARK_UNIFICATION = const(8)
_NO_CELL = const(255)
_PHASE_ACTION = const(0)
_PHASE_OVER = const(8)
_R_ACTIVE = const(1)
_R_ACTKIND = const(19)
_R_BAGOUT = const(22)
_R_BLD = const(25)
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
_R_PLACED = const(20)
_R_REFILL = const(21)
_R_RNG = const(3)
_R_STEP = const(18)
_R_TAKEN = const(2)
_R_TSEAT = const(23)
_R_UNIF = const(17)
_R_ZIG = const(24)
_S_ZIGVP = const(8)
_VAR_BUILDINGS = const(2)
_VAR_ZIGGURAT = const(4)
_ZIGGURAT_TILE = const(7)


class Bad(Exception):
    """One impossible thing about a state: `part` (notation word) and the reason."""


def _bad(part, why, cell=-1):
    raise Bad(part, why, cell)


def name(g, seat):
    return DYNASTY_NAMES[g.dynasties[seat]]


def problem(g):
    """None if `g` is a state the engine can reach, else (part, reason, cell or -1)."""
    try:
        _check(g)
    except Bad as e:
        return e.args
    return None


def _check(g):
    _registers(g)
    _cells(g)
    _counts(g)
    g.relabel()
    if g.st[_R_PHASE] == _PHASE_ACTION or g.st[_R_PHASE] == _PHASE_OVER:
        _between(g)
    else:
        # Only a position in the middle of an action needs the rest (and its heap).
        from .validate_pending import resolution

        resolution(g)


def monument_colours(monuments, room, exact):
    """Per colour, how many built monuments stand on tiles of that colour, or None.

    Each monument's 4 flipped tiles are of one of its two colours (TE-9.1); the counts must fit
    `room` (tiles of a colour not found elsewhere), exactly when `exact`.
    """
    built = [m for m in range(6) if monuments[m] != _NO_CELL]
    for pick in range(1 << len(built)):
        k = [0, 0, 0, 0]
        for j in range(len(built)):
            k[MONUMENT_COLOURS[2 * built[j] + ((pick >> j) & 1)]] += 1
        ok = True
        for c in range(4):
            if 4 * k[c] > room[c] or (exact and 4 * k[c] != room[c]):
                ok = False
        if ok:
            return k
    return None


# -- registers -----------------------------------------------------------------------------------


def _registers(g):
    st = g.st
    n = g.num_players
    if st[_R_PHASE] > _PHASE_OVER:
        _bad("ask", "unknown phase %d" % st[_R_PHASE])
    if st[_R_ACTIVE] >= n:
        _bad("turn", "no seat %d" % st[_R_ACTIVE])
    if st[_R_TAKEN] > 1:
        _bad("turn", "%d actions taken; a turn has 2 (TE-4.1)" % st[_R_TAKEN])
    if not (st[_R_RNG] | st[_R_RNG + 1] | st[_R_RNG + 2] | st[_R_RNG + 3]):
        _bad("seed", "the RNG state is 0")
    if st[_R_REFILL] >> n or st[_R_REFILL] & 1 << st[_R_ACTIVE]:
        _bad("refill", "only the other players refill at the end of a turn (TE-4.3)")
    if st[_R_BAGOUT] > 1:
        _bad("bagout", "bag flag %d" % st[_R_BAGOUT])
    if st[_R_TSEAT] & 3 >= n or st[_R_TSEAT] > 15:
        _bad("ask", "no seat %d chooses treasures" % st[_R_TSEAT])
    if st[_R_ACTKIND] > _ACT_PASS:
        _bad("doing", "no action kind %d" % st[_R_ACTKIND])
    if st[_R_STEP] > _S_ZIGVP:
        _bad("doing", "no step %d" % st[_R_STEP])
    for r in (
        _R_PLACED,
        _R_UNIF,
        _R_ZIG,
        _R_CALEAD,
        _R_CDLEAD,
        _R_BLD,
        _R_BLD + 1,
        _R_BLD + 2,
        _R_BLD + 3,
    ):
        if _CELLS <= st[r] < _NO_CELL:
            _bad("doing", "register %d holds no cell (%d)" % (r, st[r]))
    if st[_R_UNIF] != _NO_CELL and not g.marks[st[_R_UNIF]] & _MARK_UNIFICATION:
        _bad("unification", "the unification marker is not on its cell (TE-8.1)")


# -- cells -------------------------------------------------------------------------------------


def _cells(g):
    board = g.board
    marks = g.marks
    river = g.river
    layout = LAYOUTS[g.board_kind]
    n = g.num_players
    st = g.st
    for i in range(_CELLS):
        v = board[i]
        m = marks[i]
        if v >= _LEADER_BASE:
            d = (v - _LEADER_BASE) >> 2
            if v >= _LEADER_BASE + 16 or d not in g.dynasties:
                _bad("grid", "a leader of no player at %s" % _cell(i), i)
            if river[i]:
                _bad("grid", "a leader on the river at %s (TE-5.2)" % _cell(i), i)
            if g.lcell[g.dynasties.index(bytes((d,))) * 4 + (v & 3)] != i:
                _bad(
                    "grid", "leader %s%s on the board twice" % ("ABPL"[d], COLOUR_LETTERS[v & 3]), i
                )
            if not adjacent_temples(board, i):
                _bad("grid", "leader at %s has no temple next to it (TE-5.8)" % _cell(i), i)
        elif v > _ZIGGURAT_TILE:
            _bad("grid", "unknown piece %d at %s" % (v, _cell(i)), i)
        elif 1 <= v <= 4 and (v == 2) != (river[i] == 1):
            _bad("grid", "blue tiles go on the river and only there (TE-5.4): %s" % _cell(i), i)
        if m & _MARK_TREASURE:
            if v != 1 and v != _FLIPPED and v != _ZIGGURAT_TILE:
                _bad("grid", "a treasure may only lie on a temple (TE-2.1): %s" % _cell(i), i)
        if bool(m & _MARK_SPECIAL) != bool(m & _MARK_TREASURE and i in layout[2]):
            _bad("grid", "treasure at %s marked first wrongly (TE-10.1)" % _cell(i), i)
        if m & _MARK_BUILDING and st[_R_BLD + (v - 1 if 1 <= v <= 4 else 0)] != i:
            _bad("grid", "a building at %s that is not its colour's (TE-12.3)" % _cell(i), i)
        if m & _MARK_UNIFICATION and st[_R_UNIF] != i:
            _bad("unification", "a unification marker at %s (TE-8.1)" % _cell(i))
    for s in range(4):
        for c in range(4):
            cell = g.lcell[s * 4 + c]
            if cell != _NO_CELL and (
                s >= n or board[cell] != _LEADER_BASE + g.dynasties[s] * 4 + c
            ):
                _bad("grid", "leader table disagrees with the board")
    for c in range(4):
        b = st[_R_BLD + c]
        if b == _NO_CELL:
            continue
        if not g.variants & _VAR_BUILDINGS:
            _bad("grid", "a building without the buildings variant")
        if board[b] != 1 + c or not marks[b] & _MARK_BUILDING:
            _bad(
                "grid",
                "the %s building is not on a face-up %s tile (TE-12.3)"
                % ((COLOUR_LETTERS[c],) * 2),
            )
    _ziggurat(g)
    _monuments(g)


def _ziggurat(g):
    z = g.st[_R_ZIG]
    count = 0
    for i in range(_CELLS):
        if g.board[i] == _ZIGGURAT_TILE:
            count += 1
    if z == _NO_CELL:
        if count:
            _bad("grid", "ziggurat tiles without a ziggurat (TE-12.4)")
        return
    if not g.variants & _VAR_ZIGGURAT:
        _bad("grid", "a ziggurat without the ziggurat variant")
    ok = count == 5 and g.board[z] == _ZIGGURAT_TILE
    for j in range(z * 4, z * 4 + 4):
        c = NEIGHBOURS[j]
        if c == 255 or g.board[c] != _ZIGGURAT_TILE:
            ok = False
    if not ok:
        _bad("grid", "ziggurat tiles must form one plus of 5 (TE-12.4)")


def _monuments(g):
    board = g.board
    cover = bytearray(_CELLS)
    for m in range(6):
        tl = g.monuments[m]
        if tl == _NO_CELL:
            continue
        if tl >= _CELLS or tl % 16 == 15 or tl >= 160:
            _bad("monument", "no 2x2 square has its top-left corner at %d" % tl)
        for c in (tl, tl + 1, tl + 16, tl + 17):
            if board[c] != _FLIPPED or cover[c]:
                _bad(
                    "monument",
                    "monument %d does not stand on 4 flipped tiles of its own (TE-9.1)" % m,
                )
            cover[c] = 1
    for i in range(_CELLS):
        if board[i] == _FLIPPED and not cover[i]:
            _bad("grid", "a flipped tile at %s without a monument on it (TE-9.1)" % _cell(i), i)


# -- counts (TE-1) -------------------------------------------------------------------------------


def _counts(g):
    n = g.num_players
    board = g.board
    total_treasures = len(LAYOUTS[g.board_kind][1])
    for s in range(n):
        h = g.hands[s * 4 : s * 4 + 4]
        if h[0] + h[1] + h[2] + h[3] > _HAND_SIZE:
            _bad("hand", "%s holds more than 6 tiles (TE-2.2)" % name(g, s))
        if g.cat[s] > _CATASTROPHES_EACH:
            _bad("catastrophes", "%s has more than 2 catastrophe tiles (TE-1.3)" % name(g, s))
    for s in range(n, 4):
        if g.hands[s * 4 : s * 4 + 4] != b"\0\0\0\0" or g.cat[s]:
            _bad("hand", "tiles for a seat that is not in the game")
    placed = 0
    on_board = 0
    seen = [0, 0, 0, 0]
    for i in range(_CELLS):
        v = board[i]
        if v == _CATASTROPHE:
            placed += 1
        elif 1 <= v <= 4:
            seen[v - 1] += 1
        if g.marks[i] & _MARK_TREASURE:
            on_board += 1
    if placed + sum(g.cat[:n]) > _CATASTROPHES_EACH * n:
        _bad("catastrophes", "more catastrophe tiles than 2 per player (TE-1.3)")
    held = 0
    for s in range(4):
        t = g.treasures_held(s)
        if s >= n:
            for k in range(5):
                if g._score_value(s * 5 + k):
                    _bad("score", "points for a seat that is not in the game")
        held += t
    if held + on_board > total_treasures:
        where = "grid" if on_board > total_treasures else "score"
        _bad(where, "more than %d treasures (TE-1.6)" % total_treasures)
    room = [0, 0, 0, 0]
    for c in range(4):
        k = g.bag[c] + seen[c] + g.out[c]
        for s in range(n):
            k += g.hands[s * 4 + c]
        if k > TILE_TOTALS[c]:
            _bad("bag", "more %s tiles than the game has (TE-1.2)" % COLOUR_LETTERS[c])
        room[c] = TILE_TOTALS[c] - k
    if monument_colours(g.monuments, room, True) is None:
        _bad("bag", "the tiles of the game do not add up to 153 (TE-1.2)")


def _cell(i):
    return "abcdefghijklmnop"[i % 16] + str(i // 16 + 1)


def _between(g):
    """Between actions or at the end: nothing pending, and the board at peace (TE-3.3)."""
    st = g.st
    phase = st[_R_PHASE]
    kind = st[_R_ACTKIND]
    placed = st[_R_PLACED]
    step = st[_R_STEP]
    unif = st[_R_UNIF]
    ckind = st[_R_CKIND]
    pairs = _pairs(g)
    waits = "game is over" if phase else "turn waits"
    if ckind or _conflict_regs(g):
        _bad("conflict", "a conflict while the %s" % waits)
    if unif != _NO_CELL:
        _bad("unification", "a unification marker while the %s" % waits)
    if step:
        _bad("doing", "an action being resolved while the %s" % waits)
    if pairs:
        _bad("grid", "two %s leaders in one kingdom (TE-3.3)" % COLOUR_LETTERS[pairs[0][0]])
    if treasure_step(g) is not None:
        _bad("grid", "a trader's kingdom holds treasures not yet taken (TE-10.1)")
    if phase == _PHASE_OVER or not st[_R_TAKEN]:
        if kind or placed or st[_R_TSEAT] or st[_R_REFILL] or st[_R_TAKEN]:
            _bad("turn", "registers of a finished turn are not cleared")
        if phase == _PHASE_ACTION and st[_R_BAGOUT]:
            _bad("bagout", "the bag failed in a turn that has ended (TE-11.1)")
        if phase == _PHASE_OVER and not st[_R_BAGOUT] and treasures_on_board(g) > 2:
            _bad("grid", "the game is over with more than 2 treasures left (TE-11.1)")
    elif kind > _ACT_SWAP:
        _bad("doing", "the first action of a turn cannot be a pass")
    if st[_R_BAGOUT] and g.bag_count():
        _bad("bagout", "the bag failed but holds tiles (TE-11.1)")


def _pairs(g):
    """(colour, region label) of every two same-colour leaders in one kingdom (TE-3.3)."""
    out = []
    n = g.num_players
    region = g.region
    for c in range(4):
        for a in range(n):
            ca = g.lcell[a * 4 + c]
            if ca == _NO_CELL:
                continue
            for b in range(a + 1, n):
                cb = g.lcell[b * 4 + c]
                if cb != _NO_CELL and region[ca] == region[cb]:
                    out.append((c, region[ca], a, b))
    return out


def _conflict_regs(g):
    st = g.st
    for r in (
        _R_CCOL,
        _R_CATT,
        _R_CDEF,
        _R_CABASE,
        _R_CDBASE,
        _R_CACOM,
        _R_CDCOM,
        _R_CALEAD,
        _R_CDLEAD,
    ):
        if st[r]:
            return True
    return False
