"""The `tigris 1` text notation (../shared/spec/notation.md): positions and action lines."""

from ..compat import const
from . import (
    BOARD_NAMES,
    COLOUR_LETTERS,
    DYNASTY_INITIALS,
    DYNASTY_NAMES,
    MONUMENT_NAMES,
    TILE_TOTALS,
    VARIANT_NAMES,
    IllegalAction,
)
from .layout import LAYOUTS, NEIGHBOURS

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
_CATASTROPHE = const(5)
_CATASTROPHES_EACH = const(2)
_CELLS = const(176)
_EMPTY = const(0)
_FLIPPED = const(6)
_LEADER_BASE = const(16)
_MARK_BUILDING = const(2)
_MARK_SPECIAL = const(4)
_MARK_TREASURE = const(1)
_NO_CELL = const(255)
_PHASE_OVER = const(8)
_R_ACTIVE = const(1)
_R_BLD = const(25)
_R_PHASE = const(0)
_R_RNG = const(3)
_R_TAKEN = const(2)
_R_ZIG = const(24)
_VAR_BUILDINGS = const(2)
_VAR_ZIGGURAT = const(4)
_ZIGGURAT_TILE = const(7)
_WIDTH = const(16)
_HEIGHT = const(11)


def cell_name(cell):
    return "abcdefghijklmnop"[cell % _WIDTH] + str(cell // _WIDTH + 1)


def parse_cell(s):
    """Cell index from a name like 'f3', or -1 if it is not one."""
    if len(s) < 2 or len(s) > 3:
        return -1
    col = "abcdefghijklmnop".find(s[0])
    digits = s[1:]
    if col < 0 or not digits.isdigit() or digits[0] == "0":
        return -1
    row = int(digits) - 1
    if row < 0 or row >= _HEIGHT:
        return -1
    return row * _WIDTH + col


def _cell_text(g, i):
    v = g.board[i]
    m = g.marks[i]
    if v == _EMPTY:
        return "~" if g.river[i] else "."
    if v >= _LEADER_BASE:
        return DYNASTY_INITIALS[(v - _LEADER_BASE) >> 2] + COLOUR_LETTERS[v & 3]
    if v == _CATASTROPHE:
        t = "x"
    elif v == _FLIPPED:
        t = "-"
    elif v == _ZIGGURAT_TILE:
        t = "z"
    else:
        t = COLOUR_LETTERS[v - 1]
    if m & _MARK_TREASURE:
        t += "*"
    if m & _MARK_BUILDING:
        t += "+"
    return t


def to_text(g):
    """The position in canonical form (ends with a newline)."""
    from .endgame import ranking

    n = g.num_players
    names = [DYNASTY_NAMES[d] for d in g.dynasties]
    lines = ["tigris 1", "board " + BOARD_NAMES[g.board_kind], "players " + " ".join(names)]
    if g.variants:
        v = [VARIANT_NAMES[k] for k in range(3) if g.variants & (1 << k)]
        lines.append("variants " + " ".join(v))
    lines.append("turn %s %d" % (names[g.st[_R_ACTIVE]], g.st[_R_TAKEN]))
    lines.append("grid")
    for r in range(11):
        lines.append(" ".join([_cell_text(g, r * 16 + c) for c in range(16)]))
    for m in range(6):
        if g.monuments[m] != _NO_CELL:
            lines.append("monument %s %s" % (MONUMENT_NAMES[m], cell_name(g.monuments[m])))
    for s in range(n):
        h = g.hands
        lines.append(
            "hand %s r%d b%d g%d k%d"
            % (names[s], h[s * 4], h[s * 4 + 1], h[s * 4 + 2], h[s * 4 + 3])
        )
    for s in range(n):
        p = g.score(s)
        lines.append(
            "score %s r%d b%d g%d k%d t%d" % (names[s], p[0], p[1], p[2], p[3], g.treasures_held(s))
        )
    for s in range(n):
        lines.append("catastrophes %s %d" % (names[s], g.cat[s]))
    b = g.bag
    lines.append("bag r%d b%d g%d k%d" % (b[0], b[1], b[2], b[3]))
    lines.append("seed %d" % g._rng())
    if g.st[_R_PHASE] == _PHASE_OVER:
        lines.append("over")
        for seat, _place, totals in ranking(g):
            lines.append("final %s %d %d %d %d" % ((names[seat],) + tuple(totals)))
    return "\n".join(lines) + "\n"


# -- parsing -------------------------------------------------------------------------------------


def _lines(text):
    out = []
    no = 0
    for raw in text.split("\n"):
        no += 1
        k = raw.find("#")
        if k >= 0:
            raw = raw[:k]
        words = raw.split()
        if words:
            out.append((no, words))
    return out


def _fail(no, why):
    raise ValueError("line %d: %s" % (no, why))


def _int(no, s, lo, hi):
    if not s.isdigit():
        _fail(no, "expected a number, got %r" % s)
    v = int(s)
    if v < lo or v > hi:
        _fail(no, "%d is out of range %d..%d" % (v, lo, hi))
    return v


def _dynasty(no, names, s):
    if s not in names:
        _fail(no, "unknown or absent dynasty %r" % s)
    return names.index(s)


def _counts(no, words, letters, most=255):
    if len(words) != len(letters):
        _fail(no, "expected %s counts" % " ".join(letters))
    out = []
    for k in range(len(letters)):
        w = words[k]
        if len(w) < 2 or w[0] != letters[k]:
            _fail(no, "expected %s<n>, got %r" % (letters[k], w))
        out.append(_int(no, w[1:], 0, most))
    return out


def _parse_cell_token(no, g, i, tok, seen_leaders, seen_buildings):
    """Write one grid token into the board; returns nothing, raises on an impossible cell."""
    river = g.river[i]
    base = tok
    marks = 0
    while len(base) > 1 and base[-1] in "*+":
        if base[-1] == "*":
            marks |= _MARK_TREASURE
        else:
            marks |= _MARK_BUILDING
        base = base[:-1]
    if base == ".":
        if river:
            _fail(no, "%s is a river space, written ~" % cell_name(i))
        v = _EMPTY
    elif base == "~":
        if not river:
            _fail(no, "%s is not a river space" % cell_name(i))
        v = _EMPTY
    elif base == "x":
        v = _CATASTROPHE
    elif base == "-":
        v = _FLIPPED
    elif base == "z":
        if not g.variants & _VAR_ZIGGURAT:
            _fail(no, "a ziggurat without the ziggurat variant")
        v = _ZIGGURAT_TILE
    elif len(base) == 1 and base in COLOUR_LETTERS:
        c = COLOUR_LETTERS.index(base)
        if (c == 1) != (river == 1):
            _fail(no, "blue tiles go on the river and only there (TE-5.4): %s" % cell_name(i))
        v = 1 + c
    elif len(base) == 2 and base[0] in DYNASTY_INITIALS and base[1] in COLOUR_LETTERS:
        d = DYNASTY_INITIALS.index(base[0])
        c = COLOUR_LETTERS.index(base[1])
        seat = g.seat_of[d]
        if seat == 255:
            _fail(no, "%s plays no part in this game" % DYNASTY_NAMES[d])
        if river:
            _fail(no, "a leader on the river at %s (TE-5.2)" % cell_name(i))
        if seat * 4 + c in seen_leaders:
            _fail(no, "leader %s appears twice" % base)
        seen_leaders.append(seat * 4 + c)
        g.lcell[seat * 4 + c] = i
        v = _LEADER_BASE + d * 4 + c
    else:
        _fail(no, "unknown cell %r" % tok)
    if marks & _MARK_TREASURE and v not in (1, _FLIPPED, _ZIGGURAT_TILE):
        _fail(no, "a treasure may only lie on a temple (TE-2.1): %s" % cell_name(i))
    if marks & _MARK_BUILDING:
        if not g.variants & _VAR_BUILDINGS:
            _fail(no, "a building without the buildings variant")
        if not 1 <= v <= 4:
            _fail(no, "a building needs a face-up tile (TE-12.3): %s" % cell_name(i))
        if v in seen_buildings:
            _fail(no, "two %s buildings" % COLOUR_LETTERS[v - 1])
        seen_buildings.append(v)
        g.st[_R_BLD + v - 1] = i
    g.board[i] = v
    g.marks[i] = marks


def from_text(text):
    """A Game from a position; refuses a malformed or impossible one naming the line."""
    from .game import Game

    lines = _lines(text)
    k = 0

    def take(word):
        nonlocal_k = k
        if nonlocal_k >= len(lines):
            _fail(lines[-1][0] if lines else 1, "missing '%s' line" % word)
        no, words = lines[nonlocal_k]
        if words[0] != word:
            _fail(no, "expected '%s', got '%s'" % (word, words[0]))
        return no, words

    no, w = take("tigris")
    if w != ["tigris", "1"]:
        _fail(no, "expected 'tigris 1'")
    k += 1
    no, w = take("board")
    if len(w) != 2 or w[1] not in BOARD_NAMES:
        _fail(no, "board is classic or alternative")
    board_kind = BOARD_NAMES.index(w[1])
    k += 1
    no, w = take("players")
    if not 3 <= len(w) <= 5:
        _fail(no, "2 to 4 players (TE-2.2)")
    dyns = []
    for name in w[1:]:
        if name not in DYNASTY_NAMES or DYNASTY_NAMES.index(name) in dyns:
            _fail(no, "unknown or repeated dynasty %r" % name)
        dyns.append(DYNASTY_NAMES.index(name))
    names = w[1:]
    k += 1
    variants = 0
    if k < len(lines) and lines[k][1][0] == "variants":
        no, w = lines[k]
        for name in w[1:]:
            if name not in VARIANT_NAMES:
                _fail(no, "unknown variant %r" % name)
            variants |= 1 << VARIANT_NAMES.index(name)
        k += 1
    g = Game(dyns, board_kind, variants)
    no, w = take("turn")
    if len(w) != 3:
        _fail(no, "expected 'turn <dynasty> <0|1>'")
    g.st[_R_ACTIVE] = _dynasty(no, names, w[1])
    g.st[_R_TAKEN] = _int(no, w[2], 0, 1)
    k += 1
    no, w = take("grid")
    if len(w) != 1:
        _fail(no, "expected 'grid' alone")
    k += 1
    seen_leaders = []
    seen_buildings = []
    for r in range(11):
        if k >= len(lines):
            _fail(no, "the grid needs 11 rows")
        no, w = lines[k]
        if len(w) != 16:
            _fail(no, "a grid row has 16 cells, not %d" % len(w))
        for c in range(16):
            _parse_cell_token(no, g, r * 16 + c, w[c], seen_leaders, seen_buildings)
        k += 1
    grid_no = no
    while k < len(lines) and lines[k][1][0] == "monument":
        no, w = lines[k]
        if len(w) != 3 or w[1] not in MONUMENT_NAMES:
            _fail(no, "expected 'monument <rk|rg|bk|br|gk|gb> <cell>'")
        m = MONUMENT_NAMES.index(w[1])
        tl = parse_cell(w[2])
        if tl < 0 or tl % 16 == 15 or tl >= 160:
            _fail(no, "bad monument square %r" % w[2])
        if g.monuments[m] != _NO_CELL:
            _fail(no, "monument %s twice" % w[1])
        for c in (tl, tl + 1, tl + 16, tl + 17):
            if g.board[c] != _FLIPPED:
                _fail(no, "a monument stands on 4 flipped tiles (TE-9.1)")
        g.monuments[m] = tl
        k += 1
    for word, size in (("hand", 4), ("score", 5), ("catastrophes", 1)):
        seen = []
        for _ in range(len(dyns)):
            no, w = take(word)
            if len(w) != 2 + size:
                _fail(no, "wrong number of fields")
            s = _dynasty(no, names, w[1])
            if s in seen:
                _fail(no, "%s twice for %s" % (word, w[1]))
            seen.append(s)
            if word == "hand":
                vals = _counts(no, w[2:], "rbgk")
                if sum(vals) > 6:
                    _fail(no, "a hand holds at most 6 tiles (TE-2.2)")
                g.hands[s * 4 : s * 4 + 4] = bytes(vals)
            elif word == "score":
                vals = _counts(no, w[2:], "rbgkt", 65535)
                for c in range(5):
                    # 16-bit counts: low bytes at [0:20], high bytes at [20:40] (state.py).
                    g.scores[s * 5 + c] = vals[c] & 255
                    g.scores[20 + s * 5 + c] = vals[c] >> 8
            else:
                g.cat[s] = _int(no, w[2], 0, _CATASTROPHES_EACH)
            k += 1
    no, w = take("bag")
    g.bag[:] = bytes(_counts(no, w[1:], "rbgk"))
    bag_no = no
    k += 1
    no, w = take("seed")
    if len(w) != 2:
        _fail(no, "expected 'seed <n>'")
    seed = _int(no, w[1], 1, 0xFFFFFFFF)
    for b in range(4):
        g.st[_R_RNG + b] = (seed >> (8 * b)) & 255
    k += 1
    over = False
    if k < len(lines) and lines[k][1][0] == "over":
        g.st[_R_PHASE] = _PHASE_OVER
        over = True
        k += 1
    _finish(g, grid_no, bag_no)
    if over:
        _check_finals(g, lines, k, names)
        k += len(dyns)
    if k < len(lines):
        _fail(lines[k][0], "unexpected %r" % lines[k][1][0])
    return g


def _finish(g, grid_no, no):
    """Derived state and the impossible-position checks (TE-1.2, TE-3.3, TE-5.8, TE-12.4)."""
    from .conflicts import adjacent_temples

    board = g.board
    layout = LAYOUTS[g.board_kind]
    treasures = bytearray()
    zig = []
    for i in range(_CELLS):
        if g.marks[i] & _MARK_TREASURE:
            treasures.append(i)
            if i in layout[2]:
                g.marks[i] |= _MARK_SPECIAL
        if board[i] == _ZIGGURAT_TILE:
            zig.append(i)
    g.treasure_cells = bytes(treasures)
    if zig:
        centre = -1
        for i in zig:
            if all(NEIGHBOURS[j] in zig for j in range(i * 4, i * 4 + 4)):
                centre = i
        if centre < 0 or len(zig) != 5:
            _fail(grid_no, "ziggurat tiles must form one plus of 5 (TE-12.4)")
        g.st[_R_ZIG] = centre
    flipped = 0
    for i in range(_CELLS):
        if board[i] == _FLIPPED:
            flipped += 1
    if flipped != 4 * sum(1 for m in g.monuments if m != _NO_CELL):
        _fail(grid_no, "flipped tiles without a monument line (TE-9.1)")
    total = flipped
    for c in range(4):
        n = g.bag[c]
        for s in range(g.num_players):
            n += g.hands[s * 4 + c]
        for i in range(_CELLS):
            if board[i] == 1 + c:
                n += 1
        if n > TILE_TOTALS[c]:
            _fail(no, "more %s tiles than the game has (TE-1.2)" % COLOUR_LETTERS[c])
        total += n
        # Tiles not on the board, in hands or in the bag are out of the game (notation.md).
        g.out[c] = TILE_TOTALS[c] - n
    if total > 153:
        _fail(no, "more tiles than the game has (TE-1.2)")
    for i in range(16):
        cell = g.lcell[i]
        if cell != _NO_CELL and not adjacent_temples(board, cell):
            _fail(grid_no, "leader at %s has no temple next to it (TE-5.8)" % cell_name(cell))
    g.relabel()
    for c in range(4):
        for a in range(g.num_players):
            ca = g.lcell[a * 4 + c]
            for b in range(a + 1, g.num_players):
                cb = g.lcell[b * 4 + c]
                if ca != _NO_CELL and cb != _NO_CELL and g.region[ca] == g.region[cb]:
                    _fail(grid_no, "two %s leaders in one kingdom (TE-3.3)" % COLOUR_LETTERS[c])
    # Flipped tiles have no colour left; count them against the largest pile so totals match.
    for _ in range(flipped):
        big = 0
        for c in range(1, 4):
            if g.out[c] > g.out[big]:
                big = c
        g.out[big] -= 1


def _check_finals(g, lines, k, names):
    from .endgame import ranking

    expect = ranking(g)
    for seat, _place, totals in expect:
        if k >= len(lines):
            _fail(lines[-1][0], "missing 'final' lines")
        no, w = lines[k]
        want = ["final", names[seat]] + ["%d" % t for t in totals]
        if w != want:
            _fail(no, "expected '%s'" % " ".join(want))
        k += 1


# -- actions -------------------------------------------------------------------------------------


def action_to_text(g, action):
    kind = action >> 12
    a = (action >> 8) & 15
    cell = action & 255
    letter = COLOUR_LETTERS[a & 3]
    if kind == _ACT_TILE:
        return "tile %s %s" % (letter, cell_name(cell))
    if kind == _ACT_LEADER:
        return "leader %s %s" % (letter, "off" if cell == _NO_CELL else cell_name(cell))
    if kind == _ACT_CATASTROPHE:
        return "catastrophe " + cell_name(cell)
    if kind == _ACT_SWAP:
        words = ["swap"]
        for c in range(4):
            for _ in range((action >> (3 * c)) & 7):
                words.append(COLOUR_LETTERS[c])
        return " ".join(words)
    if kind == _ACT_PASS:
        return "pass"
    if kind == _ACT_WAR:
        return "war " + letter
    if kind == _ACT_COMMIT:
        return "commit %d" % (action & 0xFFF)
    if kind == _ACT_MONUMENT:
        if cell == _NO_CELL:
            return "monument none"
        return "monument %s %s" % (MONUMENT_NAMES[a], cell_name(cell))
    if kind == _ACT_TREASURE:
        return "treasure " + cell_name(cell)
    if kind == _ACT_BUILDING:
        return "building " + ("none" if cell == _NO_CELL else cell_name(cell))
    if kind == _ACT_ZIGGURAT:
        return "ziggurat " + ("none" if cell == _NO_CELL else cell_name(cell))
    if kind == _ACT_ZIGGURAT_VP:
        return "zigguratvp " + letter
    return "?"


def _bad(why):
    raise IllegalAction(why)


def _colour(s):
    if len(s) != 1 or s not in COLOUR_LETTERS:
        _bad("unknown colour %r" % s)
    return COLOUR_LETTERS.index(s)


def _cell(s):
    c = parse_cell(s)
    if c < 0:
        _bad("unknown space %r" % s)
    return c


def _cell_or_none(s, none):
    return _NO_CELL if s == none else _cell(s)


def action_from_text(g, text):
    """An action from one line; a `dynasty:` prefix must name the player who decides now."""
    k = text.find("#")
    if k >= 0:
        text = text[:k]
    k = text.find(":")
    if k >= 0:
        who = text[:k].strip()
        text = text[k + 1 :]
        if who not in DYNASTY_NAMES:
            _bad("unknown dynasty %r" % who)
        seat = g.current_player()
        if seat < 0:
            _bad("the game is over (TE-11)")
        now = DYNASTY_NAMES[g.dynasties[seat]]
        if who != now:
            _bad("it is %s's decision, not %s's" % (now, who))
    w = text.split()
    if not w:
        _bad("empty action")
    verb = w[0]
    n = len(w)
    if verb == "tile" and n == 3:
        return _ACT_TILE << 12 | _colour(w[1]) << 8 | _cell(w[2])
    if verb == "leader" and n == 3:
        return _ACT_LEADER << 12 | _colour(w[1]) << 8 | _cell_or_none(w[2], "off")
    if verb == "catastrophe" and n == 2:
        return _ACT_CATASTROPHE << 12 | _cell(w[1])
    if verb == "swap" and 2 <= n <= 7:
        counts = [0, 0, 0, 0]
        for s in w[1:]:
            counts[_colour(s)] += 1
        return _ACT_SWAP << 12 | counts[0] | counts[1] << 3 | counts[2] << 6 | counts[3] << 9
    if verb == "pass" and n == 1:
        return _ACT_PASS << 12
    if verb == "war" and n == 2:
        return _ACT_WAR << 12 | _colour(w[1]) << 8
    if verb == "commit" and n == 2:
        if not w[1].isdigit() or int(w[1]) > 63:
            _bad("commit needs a count")
        return _ACT_COMMIT << 12 | int(w[1])
    if verb == "monument" and n == 2 and w[1] == "none":
        return _ACT_MONUMENT << 12 | _NO_CELL
    if verb == "monument" and n == 3:
        if w[1] not in MONUMENT_NAMES:
            _bad("unknown monument %r" % w[1])
        return _ACT_MONUMENT << 12 | MONUMENT_NAMES.index(w[1]) << 8 | _cell(w[2])
    if verb == "treasure" and n == 2:
        return _ACT_TREASURE << 12 | _cell(w[1])
    if verb == "building" and n == 2:
        return _ACT_BUILDING << 12 | _cell_or_none(w[1], "none")
    if verb == "ziggurat" and n == 2:
        return _ACT_ZIGGURAT << 12 | _cell_or_none(w[1], "none")
    if verb == "zigguratvp" and n == 2:
        return _ACT_ZIGGURAT_VP << 12 | _colour(w[1]) << 8
    _bad("unknown action %r" % text.strip())
