"""from_text: a `kings 1` position read back, refusing what the rules could not have produced."""

from . import CARD_TOTALS, COLOUR_LETTERS, DYNASTY_INITIALS, DYNASTY_NAMES, SHIP_NAMES, table
from .game import Game
from .notation import COLUMN_LETTERS, DOINGS, QUESTIONS, gap_name, to_text

_COUNT_KEYS = "rbgkt"


class _Lines:
    """The position's lines with their file line numbers, comments and blank lines dropped."""

    def __init__(self, text):
        self.rows = []
        for no, raw in enumerate(text.split("\n"), 1):
            k = raw.find("#")
            line = (raw[:k] if k >= 0 else raw).strip()
            if line:
                self.rows.append((no, line.split()))
        self.i = 0
        self.last = 0

    def peek(self):
        return self.rows[self.i][1][0] if self.i < len(self.rows) else None

    def take(self, word):
        if self.i >= len(self.rows):
            raise ValueError("line %d: missing '%s' line" % (self.last + 1, word))
        no, words = self.rows[self.i]
        if words[0] != word:
            raise ValueError("line %d: expected a '%s' line, found '%s'" % (no, word, words[0]))
        self.i += 1
        self.last = no
        return no, words[1:]


def _bad(no, why):
    return ValueError("line %d: %s" % (no, why))


def _counts(no, words, keys):
    if len(words) != len(keys):
        raise _bad(no, "expected %s" % " ".join(k + "<n>" for k in keys))
    out = []
    for i in range(len(keys)):
        w = words[i]
        k = keys[i]
        if w[:1] != k or not w[1:].isdigit():
            raise _bad(no, "malformed count '%s'" % w)
        out.append(int(w[1:]))
    return out


def _seat_line(lines, word, names):
    """A line per player in seat order: `<word> <dynasty> ...`; its values."""
    out = []
    for name in names:
        no, words = lines.take(word)
        if not words or words[0] != name:
            raise _bad(no, "expected '%s %s'" % (word, name))
        out.append((no, words[1:]))
    return out


def from_text(text):
    lines = _Lines(text)
    if not lines.rows or lines.rows[0][1] != ["kings", "1"]:
        no = lines.rows[0][0] if lines.rows else 1
        raise _bad(no, "the first line must be 'kings 1'")
    lines.i = 1
    no, names = lines.take("players")
    if len(names) < 2 or len(names) > 4:
        raise _bad(no, "2 to 4 players (CK-2.2)")
    for w in names:
        if w not in DYNASTY_NAMES or names.count(w) > 1:
            raise _bad(no, "unknown or repeated dynasty '%s'" % w)
    g = Game([DYNASTY_NAMES.index(w) for w in names])
    st = g.st
    turn_no, words = lines.take("turn")
    if len(words) != 2 or words[0] not in names or words[1] not in ("0", "1", "2"):
        raise _bad(turn_no, "expected 'turn <dynasty> <0 or 1>'")
    active = names.index(words[0])
    st[3] = active
    st[4] = int(words[1])
    pending = _read_pending(lines, names)
    _read_table(g, lines, names)
    _read_cards(g, lines, names)
    no, words = lines.take("seed")
    if len(words) != 1 or not words[0].isdigit() or not 0 < int(words[0]) < 1 << 32:
        raise _bad(no, "the seed must be a non-zero 32-bit number")
    g.set_rng(int(words[0]))
    over = False
    if lines.peek() == "over":
        over_no, words = lines.take("over")
        if words or pending:
            raise _bad(over_no, "'over' stands alone, with no pending block")
        over = True
    if lines.i < len(lines.rows) and not over:
        no, words = lines.rows[lines.i]
        raise _bad(no, "unexpected line '%s'" % words[0])
    if st[4] == 2 and not over and not (pending and pending[0][1] == 4):
        raise _bad(turn_no, "a turn count of 2 only with 'doing end' or 'over'")
    _check_leaders(g, pending, turn_no)
    if pending:
        _apply_pending(g, pending, names)
    finish_totals(g)
    if over:
        st[0] = 7
        final_no = lines.last + 1
        finals = []
        while lines.peek() == "final":
            final_no, words = lines.take("final")
            finals.append(" ".join(["final"] + words))
        if lines.i < len(lines.rows):
            no, words = lines.rows[lines.i]
            raise _bad(no, "unexpected line '%s'" % words[0])
        want = [w for w in to_text(g).split("\n") if w.startswith("final ")]
        if finals != want:
            raise _bad(final_no, "the final lines do not match the piles (CK-7.3)")
    g.reset_journal()
    return g


def _read_pending(lines, names):
    """The pending block as [(line no, kind, args...)] with kind 'doing', 'conflict', ..."""
    if lines.peek() != "doing":
        return None
    block = []
    no, words = lines.take("doing")
    if not words or words[0] not in DOINGS[1:]:
        raise _bad(no, "unknown 'doing' line")
    kind = DOINGS.index(words[0])
    arg = 0
    if kind == 1:
        if len(words) != 2 or len(words[1]) != 1 or words[1] not in COLUMN_LETTERS:
            raise _bad(no, "expected 'doing card <column>'")
        arg = COLUMN_LETTERS.index(words[1])
    elif kind == 2:
        gaps = [gap_name(k) for k in range(7)]
        if len(words) != 2 or words[1] not in gaps:
            raise _bad(no, "expected 'doing union <gap>'")
        arg = gaps.index(words[1])
    elif len(words) != 1:
        raise _bad(no, "malformed 'doing' line")
    block.append((no, kind, arg))
    conflict = -1
    if lines.peek() == "conflict":
        cno, words = lines.take("conflict")
        if len(words) != 1 or len(words[0]) != 1 or words[0] not in COLOUR_LETTERS:
            raise _bad(cno, "expected 'conflict <colour>'")
        if kind not in (2, 3):
            raise _bad(cno, "a conflict only with 'doing union' or 'doing leader'")
        conflict = COLOUR_LETTERS.index(words[0])
    block.append(conflict)
    committed = None
    if lines.peek() == "commit":
        mno, words = lines.take("commit")
        if conflict < 0:
            raise _bad(mno, "'commit' only after 'conflict'")
        if len(words) != 2 or words[0] not in names or not words[1].isdigit():
            raise _bad(mno, "expected 'commit <dynasty> <n>'")
        committed = (mno, names.index(words[0]), int(words[1]))
    block.append(committed)
    ano, words = lines.take("ask")
    if len(words) < 2 or words[0] not in names or words[1] not in QUESTIONS[1:]:
        raise _bad(ano, "expected 'ask <dynasty> <question>'")
    q = QUESTIONS.index(words[1])
    qcol = 0
    if q in (1, 4, 5):
        if len(words) != 3 or len(words[2]) != 1 or words[2] not in COLOUR_LETTERS:
            raise _bad(ano, "'%s' names a colour" % words[1])
        qcol = COLOUR_LETTERS.index(words[2])
    elif len(words) != 2:
        raise _bad(ano, "malformed 'ask' line")
    block.append((ano, names.index(words[0]), q, qcol))
    return block


def _card_code(word):
    if word == "r*":
        return 5
    if word in SHIP_NAMES:
        return 6 + SHIP_NAMES.index(word)
    if len(word) == 1 and word in COLOUR_LETTERS:
        return 1 + COLOUR_LETTERS.index(word)
    return -1


def _place_leader(g, no, word, spot, names):
    if len(word) != 2 or word[0] not in DYNASTY_INITIALS or word[1] not in COLOUR_LETTERS:
        raise _bad(no, "malformed leader '%s'" % word)
    d = DYNASTY_INITIALS.index(word[0])
    if d not in g.dynasties:
        raise _bad(no, "a leader of a dynasty that is not playing")
    li = g.dynasties.index(d) * 4 + COLOUR_LETTERS.index(word[1])
    if g.lspot[li] != 255:
        raise _bad(no, "the same leader twice")
    g.lspot[li] = spot
    g.occ[spot] = li + 1


def _read_table(g, lines, names):
    ships = []
    for c in range(8):
        no, words = lines.take("column")
        if not words or words[0] != COLUMN_LETTERS[c]:
            raise _bad(no, "expected 'column %s'" % COLUMN_LETTERS[c])
        cards = words[1:]
        if not cards or len(cards) > 9:
            raise _bad(no, "a column holds its head and 0 to 8 cards")
        for d in range(len(cards)):
            card, _, who = cards[d].partition("/")
            code = _card_code(card)
            if code < 0:
                raise _bad(no, "malformed card '%s'" % cards[d])
            if d == 0 and code not in (1, 5):
                raise _bad(no, "a column's head is r* or r")
            if d > 0 and code == 5:
                raise _bad(no, "r* only at depth 0")
            if code >= 6:
                if who or code in ships:
                    raise _bad(no, "a ship twice or carrying a leader")
                ships.append(code)
            g.cols[c * 9 + d] = code
            if who:
                _place_leader(g, no, who, c * 9 + d, names)
        g.clen[c] = len(cards) - 1
    no, words = lines.take("gaps")
    if len(words) != 7:
        raise _bad(no, "the gap line has 7 tokens")
    for k in range(7):
        card, _, who = words[k].partition("/")
        if card == ".":
            if who:
                raise _bad(no, "a leader in an empty gap")
            continue
        code = _card_code(card)
        if code < 1 or code > 4:
            raise _bad(no, "malformed uniting card '%s'" % words[k])
        g.gaps[k] = code
        if who:
            _place_leader(g, no, who, 72 + k, names)


def _read_cards(g, lines, names):
    totals = [0, 0, 0, 0]
    for c in range(8):
        for i in range(c * 9, c * 9 + g.clen[c] + 1):
            v = g.cols[i]
            if 1 <= v <= 4:
                totals[v - 1] += 1
    for v in g.gaps:
        if v:
            totals[v - 1] += 1
    last = 0
    for s, (no, words) in enumerate(_seat_line(lines, "hand", names)):
        h = _counts(no, words, "rbgk")
        if sum(h) > 8:
            raise _bad(no, "a hand holds at most 8 cards")
        for c in range(4):
            g.hands[s * 4 + c] = h[c]
            totals[c] += h[c]
        last = no
    t = 0
    for s, (no, words) in enumerate(_seat_line(lines, "pile", names)):
        p = _counts(no, words, _COUNT_KEYS)
        for c in range(5):
            g.piles[s * 5 + c] = p[c]
        for c in range(4):
            totals[c] += p[c]
        t += p[4]
        last = no
    heads = sum(1 for c in range(8) if g.cols[c * 9] == 1)
    if t != heads:
        raise _bad(last, "the piles' treasure cards must match the replaced heads (CK-2.4)")
    for s, (no, words) in enumerate(_seat_line(lines, "catastrophe", names)):
        if words not in (["0"], ["1"]):
            raise _bad(no, "a catastrophe value is 0 or 1")
        g.st[18 + s] = int(words[0])
    no, words = lines.take("deck")
    d = _counts(no, words, "rbgk")
    for c in range(4):
        g.deck[c] = d[c]
        totals[c] += d[c]
    g._totals_line = no
    g._totals = totals


def _check_leaders(g, pending, turn_no):
    """No two leaders of one colour in a kingdom, except the conflicts the block is resolving."""
    cut = 255
    allow = -1
    if pending:
        no, kind, arg = pending[0]
        if kind == 2:
            cut = arg  # the union's two sides may each hold one of a standing pair
        elif kind == 3 and pending[1] >= 0:
            allow = pending[1]
    for c in range(8):
        lo, hi = table.kingdom(g, c, cut)
        if lo != c:
            continue
        for colour in range(4):
            m = table.leader_seats(g, colour, lo, hi)
            if m & (m - 1):
                spot = g.lspot[g.st[3] * 4 + colour]
                mine = spot != 255 and lo <= table.spot_column(spot) <= hi
                many = (m & 1) + (m >> 1 & 1) + (m >> 2 & 1) + (m >> 3 & 1)
                if colour != allow or not mine or many > 2:
                    raise _bad(turn_no, "two %s leaders in one kingdom (CK-3.2)" % ("rbgk"[colour]))


def _apply_pending(g, pending, names):
    """Set the question registers from the block, refusing a block the rules cannot produce."""
    from . import conflicts as flow

    (dno, kind, arg), conflict, committed, (ano, asked, q, qcol) = pending
    st = g.st
    active = st[3]
    st[9] = kind
    st[10] = arg
    st[0] = q
    st[1] = asked
    st[2] = qcol
    ok = False
    if kind == 1 and q == 1:
        n = g.clen[arg]
        if n and g.cols[arg * 9 + n] == qcol + 1:
            lo, hi = table.kingdom(g, arg)
            who = table.leader_seats(g, qcol, lo, hi)
            if not who and qcol != 3:
                who = table.leader_seats(g, 3, lo, hi)
            ok = who == 1 << asked
    elif kind == 1 and q == 2:
        c = table.ship_run_colour(g, arg)
        st[2] = max(c, 0)
        ok = asked == active and c >= 0 and table.free_ship_for(g, c)
    elif kind == 2 and g.gaps[arg]:
        mask = flow.standing(g)
        if q == 3:
            ok = asked == active and bool(mask & (mask - 1)) and conflict < 0
        elif q == 4 and conflict >= 0 and qcol == conflict and mask & (1 << conflict):
            save = st[0], st[1], st[2]
            flow.start_conflict(g, conflict)
            st[0], st[1], st[2] = save
            ok = _commit_ok(g, committed, asked)
        elif q == 5:
            ok = conflict < 0
        elif q == 6:
            lo, hi = table.kingdom(g, arg)
            trader = table.leader_seats(g, 2, lo, hi)
            ok = (
                not mask
                and conflict < 0
                and trader == 1 << asked
                and table.treasures_in(g, lo, hi) >= 2
            )
    elif kind == 3:
        if q == 4 and conflict >= 0 and qcol == 0:
            spot = g.lspot[active * 4 + conflict]
            if spot != 255:
                lo, hi = table.kingdom(g, table.spot_column(spot))
                others = table.leader_seats(g, conflict, lo, hi) & ~(1 << active)
                if others:
                    st[11] = conflict
                    st[12] = active
                    st[13] = table.first_seat(others)
                    st[14] = st[15] = 255
                    ok = _commit_ok(g, committed, asked)
        elif q == 5:
            ok = qcol == 0 and conflict < 0
    elif kind == 4 and q == 1:
        spot = g.lspot[active * 4 + qcol]
        if asked == active and spot != 255 and conflict < 0:
            lo, hi = table.kingdom(g, table.spot_column(spot))
            ok = table.ship_in(g, qcol, lo, hi)
            st[16] = qcol + 1
    if not ok:
        raise _bad(ano, "a pending block the rules could not have produced")
    if committed:
        g._totals[qcol] += committed[2]


def _commit_ok(g, committed, asked):
    st = g.st
    if committed is None:
        return asked == st[12]
    if committed[1] != st[12] or asked != st[13]:
        return False
    st[14] = committed[2]
    return True


def finish_totals(g):
    """Cards not accounted for are out of the game; never more than CK-1.2 has (CK-1.2)."""
    for c in range(4):
        left = CARD_TOTALS[c] - g._totals[c]
        if left < 0:
            raise _bad(
                g._totals_line,
                "more %s cards than the game has (CK-1.2)" % ("red", "blue", "green", "black")[c],
            )
        g.out[c] = left
