"""Whole positions in the text notation (../shared/spec/notation.md): to_text and from_text."""

from . import (  # noqa: E402,F401
    BOARD_NAMES,
    COLOUR_LETTERS,
    DYNASTY_NAMES,
    MONUMENT_NAMES,
    TILE_TOTALS,
    VARIANT_NAMES,
    pending_text,
    validate_pending,
)
from .conflicts import treasures_on_board
from .grid_text import cell_name, cell_text, digits, fail, parse_cell, parse_cell_token, plain
from .layout import LAYOUTS, NEIGHBOURS

# Loaded with the notation, not in the middle of reading a position: compiled then, its code
# does not scatter over a heap the position's objects already hold (MicroPython).
from .validate import monument_colours, problem  # noqa: E402

# Shared constants as private const() copies: MicroPython inlines them, so they cost no
# heap (host_tests/engine_unit/test_constants.py checks them against __init__.py/state.py).
_A_ST = const(8)
_CATASTROPHES_EACH = const(2)
_CELLS = const(176)
_FLIPPED = const(6)
_MARK_SPECIAL = const(4)
_MARK_TREASURE = const(1)
_NO_CELL = const(255)
_PHASE_OVER = const(8)
_R_ACTIVE = const(1)
_R_BAGOUT = const(22)
_R_REFILL = const(21)
_R_PHASE = const(0)
_R_RNG = const(3)
_R_TAKEN = const(2)
_R_ZIG = const(24)
_ZIGGURAT_TILE = const(7)


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
    if 1 <= g.st[_R_PHASE] < _PHASE_OVER:
        # Only a position in the middle of an action needs the pending block's module.
        from .pending_text import pending_lines

        lines.extend(pending_lines(g))
    lines.append("grid")
    for r in range(11):
        lines.append(" ".join([cell_text(g, r * 16 + c) for c in range(16)]))
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
    refill = g.st[_R_REFILL]
    if refill:
        lines.append("refill " + " ".join([names[s] for s in range(n) if refill & 1 << s]))
    over = g.st[_R_PHASE] == _PHASE_OVER
    if g.st[_R_BAGOUT] and not over:
        lines.append("bagout")
    b = g.bag
    lines.append("bag r%d b%d g%d k%d" % (b[0], b[1], b[2], b[3]))
    lines.append("seed %d" % g.rng_state(_A_ST, _R_RNG))
    if over:
        lines.append("over")
        for seat, _place, totals in ranking(g):
            lines.append("final %s %d %d %d %d" % ((names[seat],) + tuple(totals)))
    return "\n".join(lines) + "\n"


# -- parsing -------------------------------------------------------------------------------------


def _lines(text):
    """(line number, words) of the lines that hold words; refuses what is not plain ASCII.

    Both runtimes must read a text alike: CPython's split() and isdigit() know Unicode spaces
    and digits, MicroPython's do not, so anything outside printable ASCII (tab aside) is refused
    outside comments, and so is a carriage return that does not end a line (CR-only endings).
    """
    out = []
    no = 0
    start = 0
    size = len(text)
    while start <= size:
        end = text.find("\n", start)
        if end < 0:
            end = size
        no += 1
        if end - start > 201:
            # No line of a position is near that long; refused before any copy of it is made,
            # which on a small heap could not be had for a 5,000-digit number.
            fail(no, "a line longer than 200 characters")
        raw = text[start:end]
        start = end + 1
        if raw.endswith("\r"):
            raw = raw[:-1]
        if "\r" in raw:
            fail(no, "a carriage return inside a line (lines end with LF or CRLF)")
        k = raw.find("#")
        if k >= 0:
            raw = raw[:k]
        if not plain(raw):
            fail(no, "a character that is not ASCII text (the notation is ASCII)")
        # No word of the notation is near 40 characters: a longer one is cut before any message
        # quotes it (a 5,000-digit number must not cost a small heap a copy per message).
        words = [w[:40] for w in raw.split()]
        if words:
            out.append((no, words))
    return out


def _int(no, s, lo, hi):
    # Digits are checked and counted before int(): CPython refuses 4,301+ digits with its own
    # message, and MicroPython would build a huge int only to say it is out of range.
    if not digits(s):
        fail(no, "expected a number, got %r" % s[:12])
    t = s.lstrip("0") or "0"
    if len(t) > len(str(hi)) or int(t) < lo or int(t) > hi:
        fail(no, "%s is out of range %d..%d" % (t if len(t) <= 12 else t[:12] + "...", lo, hi))
    return int(t)


def _dynasty(no, names, s):
    if s not in names:
        fail(no, "unknown or absent dynasty %r" % s)
    return names.index(s)


def _counts(no, words, letters, most=255):
    if len(words) != len(letters):
        fail(no, "expected %s counts" % " ".join(letters))
    out = []
    for k in range(len(letters)):
        w = words[k]
        if len(w) < 2 or w[0] != letters[k]:
            fail(no, "expected %s<n>, got %r" % (letters[k], w))
        out.append(_int(no, w[1:], 0, most))
    return out


def from_text(text):
    """A Game from a position; refuses a malformed or impossible one naming the line."""
    from . import Game

    lines = _lines(text)
    k = 0

    def take(word):
        nonlocal_k = k
        if nonlocal_k >= len(lines):
            fail(lines[-1][0] if lines else 1, "missing '%s' line" % word)
        no, words = lines[nonlocal_k]
        if words[0] != word:
            fail(no, "expected '%s', got '%s'" % (word, words[0]))
        return no, words

    no, w = take("tigris")
    if w != ["tigris", "1"]:
        fail(no, "expected 'tigris 1'")
    k += 1
    no, w = take("board")
    if len(w) != 2 or w[1] not in BOARD_NAMES:
        fail(no, "board is classic or alternative")
    board_kind = BOARD_NAMES.index(w[1])
    k += 1
    no, w = take("players")
    if not 3 <= len(w) <= 5:
        fail(no, "2 to 4 players (TE-2.2)")
    dyns = []
    for name in w[1:]:
        if name not in DYNASTY_NAMES or DYNASTY_NAMES.index(name) in dyns:
            fail(no, "unknown or repeated dynasty %r" % name)
        dyns.append(DYNASTY_NAMES.index(name))
    names = w[1:]
    k += 1
    variants = 0
    if k < len(lines) and lines[k][1][0] == "variants":
        no, w = lines[k]
        for name in w[1:]:
            if name not in VARIANT_NAMES:
                fail(no, "unknown variant %r" % name)
            variants |= 1 << VARIANT_NAMES.index(name)
        k += 1
    g = Game(dyns, board_kind, variants)
    no, w = take("turn")
    if len(w) != 3:
        fail(no, "expected 'turn <dynasty> <0|1>'")
    g.st[_R_ACTIVE] = _dynasty(no, names, w[1])
    g.st[_R_TAKEN] = _int(no, w[2], 0, 1)
    where = {"turn": no, "seed": no}
    k += 1
    pending = None
    if k < len(lines) and lines[k][1][0] in ("doing", "unification", "conflict", "commit", "ask"):
        from .pending_text import read_pending

        pending, k = read_pending(lines, k, names, _int)
    no, w = take("grid")
    if len(w) != 1:
        fail(no, "expected 'grid' alone")
    where["grid"] = no
    where["rows"] = rows = []
    k += 1
    seen_leaders = []
    seen_buildings = []
    for r in range(11):
        if k >= len(lines):
            fail(no, "the grid needs 11 rows")
        no, w = lines[k]
        if len(w) != 16:
            fail(no, "a grid row has 16 cells, not %d" % len(w))
        for c in range(16):
            parse_cell_token(no, g, r * 16 + c, w[c], seen_leaders, seen_buildings)
        rows.append(no)
        k += 1
    where["monument"] = no
    while k < len(lines) and lines[k][1][0] == "monument":
        no, w = lines[k]
        if len(w) != 3 or w[1] not in MONUMENT_NAMES:
            fail(no, "expected 'monument <rk|rg|bk|br|gk|gb> <cell>'")
        m = MONUMENT_NAMES.index(w[1])
        tl = parse_cell(w[2])
        if tl < 0 or tl % 16 == 15 or tl >= 160:
            fail(no, "bad monument square %r" % w[2])
        if g.monuments[m] != _NO_CELL:
            fail(no, "monument %s twice" % w[1])
        for c in (tl, tl + 1, tl + 16, tl + 17):
            if g.board[c] != _FLIPPED:
                fail(no, "a monument stands on 4 flipped tiles (TE-9.1)")
        g.monuments[m] = tl
        k += 1
    for word, size in (("hand", 4), ("score", 5), ("catastrophes", 1)):
        seen = []
        for _ in range(len(dyns)):
            no, w = take(word)
            where.setdefault(word, no)
            if len(w) != 2 + size:
                fail(no, "wrong number of fields")
            s = _dynasty(no, names, w[1])
            if s in seen:
                fail(no, "%s twice for %s" % (word, w[1]))
            seen.append(s)
            if word == "hand":
                vals = _counts(no, w[2:], "rbgk")
                if sum(vals) > 6:
                    fail(no, "a hand holds at most 6 tiles (TE-2.2)")
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
    k = _refill_lines(g, lines, k, names, where)
    no, w = take("bag")
    g.bag[:] = bytes(_counts(no, w[1:], "rbgk"))
    where["bag"] = no
    k += 1
    no, w = take("seed")
    if len(w) != 2:
        fail(no, "expected 'seed <n>'")
    seed = _int(no, w[1], 1, 0xFFFFFFFF)
    for b in range(4):
        g.st[_R_RNG + b] = (seed >> (8 * b)) & 255
    k += 1
    over = False
    if k < len(lines) and lines[k][1][0] == "over":
        if pending is not None or g.st[_R_TAKEN] or g.st[_R_REFILL] or g.st[_R_BAGOUT]:
            fail(lines[k][0], "a game that is over has no turn in progress")
        g.st[_R_PHASE] = _PHASE_OVER
        over = True
        k += 1
    _finish(g, where)
    if pending is not None:
        from .pending_text import write_pending

        write_pending(g, pending)
        for word in ("doing", "unification", "conflict", "commit", "ask"):
            if word in pending:
                where[word] = pending[word]
    _validate(g, where)
    if over:
        _check_finals(g, lines, k, names)
        k += len(dyns)
    if k < len(lines):
        fail(lines[k][0], "unexpected %r" % lines[k][1][0])
    return g


def _refill_lines(g, lines, k, names, where):
    """The mid-turn `refill` and `bagout` lines (TE-4.3, TE-11.1); returns the next k."""
    st = g.st
    if k < len(lines) and lines[k][1][0] == "refill":
        no, w = lines[k]
        where["refill"] = no
        last = -1
        for name in w[1:]:
            s = _dynasty(no, names, name)
            if s <= last or s == st[_R_ACTIVE]:
                fail(no, "the other players who refill, in seat order, once each (TE-4.3)")
            last = s
            st[_R_REFILL] |= 1 << s
        if last < 0:
            fail(no, "expected 'refill <dynasty> ...'")
        k += 1
    if k < len(lines) and lines[k][1][0] == "bagout":
        no, w = lines[k]
        where["bagout"] = no
        if len(w) != 1:
            fail(no, "expected 'bagout' alone")
        st[_R_BAGOUT] = 1
        k += 1
    return k


def _validate(g, where):
    bad = problem(g)
    if bad is not None:
        part, why, cell = bad
        if part == "grid" and cell >= 0:
            fail(where["rows"][cell >> 4], why)  # the grid row of that cell
        fail(where.get(part, where["grid"]), why)


def _finish(g, where):
    """Derived state: treasure cells and their order (TE-10.1), the ziggurat, tiles out of play."""
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
            fail(where["rows"][zig[0] >> 4], "ziggurat tiles must form one plus of 5 (TE-12.4)")
        g.st[_R_ZIG] = centre
    room = [0, 0, 0, 0]
    for c in range(4):
        n = g.bag[c]
        for s in range(g.num_players):
            n += g.hands[s * 4 + c]
        for i in range(_CELLS):
            if board[i] == 1 + c:
                n += 1
        if n > TILE_TOTALS[c]:
            fail(where["bag"], "more %s tiles than the game has (TE-1.2)" % COLOUR_LETTERS[c])
        room[c] = TILE_TOTALS[c] - n
    # Tiles neither on the board, in hands nor in the bag are out of the game (notation.md), but
    # for those flipped under a monument, each of one of the monument's two colours (TE-9.1).
    under = monument_colours(g.monuments, room, False)
    if under is None:
        fail(where["bag"], "more tiles than the game has under the monuments (TE-1.2)")
    for c in range(4):
        g.out[c] = room[c] - 4 * under[c]
    if g.st[_R_PHASE] == _PHASE_OVER and treasures_on_board(g) > 2:
        # Only a failed bag ends a game with more than 2 treasures left (TE-11.1).
        g.st[_R_BAGOUT] = 1
    g.relabel()


def _check_finals(g, lines, k, names):
    from .endgame import ranking

    expect = ranking(g)
    for seat, _place, totals in expect:
        if k >= len(lines):
            fail(lines[-1][0], "missing 'final' lines")
        no, w = lines[k]
        want = ["final", names[seat]] + ["%d" % t for t in totals]
        if w != want:
            fail(no, "expected '%s'" % " ".join(want))
        k += 1
