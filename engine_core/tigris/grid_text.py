"""One grid cell of the text notation (../shared/spec/notation.md): its name and its token."""

from . import COLOUR_LETTERS, DYNASTY_INITIALS, DYNASTY_NAMES

# Shared constants as private const() copies: MicroPython inlines them, so they cost no
# heap (host_tests/engine_unit/test_constants.py checks them against __init__.py/state.py).
_CATASTROPHE = const(5)
_EMPTY = const(0)
_FLIPPED = const(6)
_LEADER_BASE = const(16)
_MARK_BUILDING = const(2)
_MARK_TREASURE = const(1)
_R_BLD = const(25)
_VAR_BUILDINGS = const(2)
_VAR_ZIGGURAT = const(4)
_ZIGGURAT_TILE = const(7)
_WIDTH = const(16)
_HEIGHT = const(11)


def cell_name(cell):
    """The name of a cell index, like 'f3' (columns a..p, rows 1..11)."""
    return "abcdefghijklmnop"[cell % _WIDTH] + str(cell // _WIDTH + 1)


def digits(s):
    """True if `s` is one or more ASCII digits (CPython's isdigit() takes other scripts' too)."""
    if not s:
        return False
    for ch in s:
        if not "0" <= ch <= "9":
            return False
    return True


def plain(s):
    """True if `s` holds only printable ASCII and tabs, the characters of the notation."""
    for ch in s:
        if not (" " <= ch <= "~" or ch == "\t"):
            return False
    return True


def parse_cell(s):
    """Cell index from a name like 'f3', or -1 if it is not one."""
    if len(s) < 2 or len(s) > 3:
        return -1
    col = "abcdefghijklmnop".find(s[0])
    row = s[1:]
    if col < 0 or not digits(row) or row[0] == "0":
        return -1
    row = int(row) - 1
    if row < 0 or row >= _HEIGHT:
        return -1
    return row * _WIDTH + col


def cell_text(g, i):
    """The grid token of cell `i`: what lies there, then `*` for a treasure, `+` a building."""
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


def fail(no, why):
    """Refuses a position, naming the line of the text that is wrong."""
    raise ValueError("line %d: %s" % (no, why))


def parse_cell_token(no, g, i, tok, seen_leaders, seen_buildings):
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
            fail(no, "%s is a river space, written ~" % cell_name(i))
        v = _EMPTY
    elif base == "~":
        if not river:
            fail(no, "%s is not a river space" % cell_name(i))
        v = _EMPTY
    elif base == "x":
        v = _CATASTROPHE
    elif base == "-":
        v = _FLIPPED
    elif base == "z":
        if not g.variants & _VAR_ZIGGURAT:
            fail(no, "a ziggurat without the ziggurat variant")
        v = _ZIGGURAT_TILE
    elif len(base) == 1 and base in COLOUR_LETTERS:
        c = COLOUR_LETTERS.index(base)
        if (c == 1) != (river == 1):
            fail(no, "blue tiles go on the river and only there (TE-5.4): %s" % cell_name(i))
        v = 1 + c
    elif len(base) == 2 and base[0] in DYNASTY_INITIALS and base[1] in COLOUR_LETTERS:
        d = DYNASTY_INITIALS.index(base[0])
        c = COLOUR_LETTERS.index(base[1])
        if d not in g.dynasties:
            fail(no, "%s plays no part in this game" % DYNASTY_NAMES[d])
        seat = g.dynasties.index(bytes((d,)))  # no bytes.index(int) before MicroPython 1.28
        if river:
            fail(no, "a leader on the river at %s (TE-5.2)" % cell_name(i))
        if seat * 4 + c in seen_leaders:
            fail(no, "leader %s appears twice" % base)
        seen_leaders.append(seat * 4 + c)
        g.lcell[seat * 4 + c] = i
        v = _LEADER_BASE + d * 4 + c
    else:
        fail(no, "unknown cell %r" % tok)
    if marks & _MARK_TREASURE and v not in (1, _FLIPPED, _ZIGGURAT_TILE):
        fail(no, "a treasure may only lie on a temple (TE-2.1): %s" % cell_name(i))
    if marks & _MARK_BUILDING:
        if not g.variants & _VAR_BUILDINGS:
            fail(no, "a building without the buildings variant")
        if not 1 <= v <= 4:
            fail(no, "a building needs a face-up tile (TE-12.3): %s" % cell_name(i))
        if v in seen_buildings:
            fail(no, "two %s buildings" % COLOUR_LETTERS[v - 1])
        seen_buildings.append(v)
        g.st[_R_BLD + v - 1] = i
    g.board[i] = v
    g.marks[i] = marks
