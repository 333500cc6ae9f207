"""The `kings 1` notation (../shared/spec/notation-kings.md): positions out, actions both ways."""

from .. import IllegalAction
from . import COLOUR_LETTERS, DYNASTY_INITIALS, DYNASTY_NAMES, SHIP_NAMES

_GAP_SPOT = const(72)
_NONE = const(255)
_TREASURE = const(5)
_SHIP_BASE = const(6)
_PHASE_ACTION = const(0)
_PHASE_COMMIT = const(4)
_PHASE_OVER = const(7)
_R_PHASE = const(0)
_R_ASK = const(1)
_R_QCOL = const(2)
_R_ACTIVE = const(3)
_R_TAKEN = const(4)
_R_DOING = const(9)
_R_DARG = const(10)
_R_CCOL = const(11)
_R_CATT = const(12)
_R_CACOM = const(14)
_R_CAT = const(18)

COLUMN_LETTERS = "abcdefgh"
KINDS = (
    "",
    "leader",
    "card",
    "catastrophe",
    "pass",
    "score",
    "reward",
    "commit",
    "war",
    "treasure",
    "ship",
)
QUESTIONS = ("", "score", "ship", "war", "commit", "reward", "treasure")
DOINGS = ("", "card", "union", "leader", "end")


def gap_name(k):
    return COLUMN_LETTERS[k] + COLUMN_LETTERS[k + 1]


def spot_name(spot):
    if spot >= _GAP_SPOT:
        return gap_name(spot - _GAP_SPOT)
    return COLUMN_LETTERS[spot // 9] + str(spot % 9)


def parse_spot(word):
    """A spot's number from `c2` or `cd`, or -1."""
    if len(word) < 2 or word[0] not in COLUMN_LETTERS:
        return -1
    col = COLUMN_LETTERS.index(word[0])
    rest = word[1:]
    if len(rest) == 1 and rest in COLUMN_LETTERS:
        return _GAP_SPOT + col if COLUMN_LETTERS.index(rest) == col + 1 else -1
    if rest.isdigit() and len(rest) == 1 and int(rest) <= 8:
        return col * 9 + int(rest)
    return -1


def card_token(code):
    if code == _TREASURE:
        return "r*"
    if code >= _SHIP_BASE:
        return SHIP_NAMES[code - _SHIP_BASE]
    return COLOUR_LETTERS[code - 1]


def _leader_suffix(g, who):
    return "/" + DYNASTY_INITIALS[g.dynasties[(who - 1) >> 2]] + COLOUR_LETTERS[(who - 1) & 3]


def counts(values):
    return "r%d b%d g%d k%d" % (values[0], values[1], values[2], values[3])


def to_text(g):
    """The position in canonical form (one final newline, no comments)."""
    st = g.st
    names = [DYNASTY_NAMES[d] for d in g.dynasties]
    n = g.num_players
    out = ["kings 1", "players " + " ".join(names)]
    out.append("turn %s %d" % (names[st[_R_ACTIVE]], st[_R_TAKEN]))
    phase = st[_R_PHASE]
    doing = st[_R_DOING]
    if phase != _PHASE_OVER and phase != _PHASE_ACTION:
        line = "doing " + DOINGS[doing]
        if doing == 1:
            line += " " + COLUMN_LETTERS[st[_R_DARG]]
        elif doing == 2:
            line += " " + gap_name(st[_R_DARG])
        out.append(line)
        if phase == _PHASE_COMMIT:
            out.append("conflict " + COLOUR_LETTERS[st[_R_CCOL]])
            if st[_R_CACOM] != _NONE:
                out.append("commit %s %d" % (names[st[_R_CATT]], st[_R_CACOM]))
        q = QUESTIONS[phase]
        if phase in (1, 4, 5):
            q += " " + COLOUR_LETTERS[st[_R_QCOL]]
        out.append("ask %s %s" % (names[st[_R_ASK]], q))
    cols = g.cols
    occ = g.occ
    for c in range(8):
        words = ["column", COLUMN_LETTERS[c]]
        base = c * 9
        for i in range(base, base + g.clen[c] + 1):
            w = card_token(cols[i])
            if occ[i]:
                w += _leader_suffix(g, occ[i])
            words.append(w)
        out.append(" ".join(words))
    words = ["gaps"]
    for k in range(7):
        v = g.gaps[k]
        w = COLOUR_LETTERS[v - 1] if v else "."
        if occ[_GAP_SPOT + k]:
            w += _leader_suffix(g, occ[_GAP_SPOT + k])
        words.append(w)
    out.append(" ".join(words))
    for s in range(n):
        out.append("hand %s %s" % (names[s], counts(g.hands[s * 4 : s * 4 + 4])))
    for s in range(n):
        p = g.piles
        out.append("pile %s %s t%d" % (names[s], counts(p[s * 5 : s * 5 + 4]), p[s * 5 + 4]))
    for s in range(n):
        out.append("catastrophe %s %d" % (names[s], st[_R_CAT + s]))
    out.append("deck " + counts(g.deck))
    out.append("seed %d" % g.rng())
    if phase == _PHASE_OVER:
        out.append("over")
        for seat, _place, totals in g.ranking():
            out.append("final %s %d %d %d %d" % ((names[seat],) + tuple(totals)))
    out.append("")
    return "\n".join(out)


def action_to_text(g, action):
    kind = action >> 12
    a = (action >> 8) & 15
    b = action & 255
    if kind < 1 or kind > 10:
        raise ValueError("not an action: %d" % action)
    word = KINDS[kind]
    if kind == 1:
        return "leader %s %s" % (COLOUR_LETTERS[a], spot_name(b))
    if kind == 2:
        where = COLUMN_LETTERS[b] if b < 8 else gap_name(b - 8)
        return "card %s %s" % (COLOUR_LETTERS[a], where)
    if kind == 3:
        return "catastrophe " + spot_name(b)
    if kind == 4:
        return "pass"
    if kind == 7:
        return "commit %d" % b
    if kind == 8:
        return "war " + COLOUR_LETTERS[a]
    if b == _NONE:
        return word + " none"
    if kind == 9:
        return "treasure %s0" % COLUMN_LETTERS[b]
    if kind == 10:
        return "ship " + SHIP_NAMES[a]
    return "%s %s" % (word, COLOUR_LETTERS[a])


def action_from_text(g, text):
    """The action int of one action line; an optional `dynasty:` prefix must name who decides."""
    k = text.find("#")  # a comment runs to the end of the line
    if k >= 0:
        text = text[:k]
    text = text.strip()
    k = text.find(":")
    if k >= 0:
        who = text[:k].strip()
        text = text[k + 1 :].strip()
        seat = g.current_player()
        if seat < 0:
            raise IllegalAction("the game is over (CK-7.2)")
        if DYNASTY_NAMES[g.dynasties[seat]] != who:
            raise IllegalAction(
                "it is %s's decision, not %s's" % (DYNASTY_NAMES[g.dynasties[seat]], who)
            )
    words = text.split()
    if not words or words[0] not in KINDS[1:]:
        raise ValueError("unknown action '%s'" % text)
    kind = KINDS.index(words[0])
    arity = (0, 2, 2, 1, 0, 1, 1, 1, 1, 1, 1)[kind]
    if len(words) != arity + 1:
        raise ValueError("'%s' takes %d word(s)" % (words[0], arity))
    if kind == 4:
        return kind << 12
    w = words[1]
    if kind in (5, 6, 9, 10) and w == "none":
        return kind << 12 | _NONE
    if kind == 7:
        if not w.isdigit() or int(w) > 15:
            raise ValueError("bad count '%s'" % w)
        return kind << 12 | int(w)
    if kind == 3:
        spot = parse_spot(w)
        if spot < 0:
            raise ValueError("no such spot '%s'" % w)
        return kind << 12 | spot
    if kind == 9:
        spot = parse_spot(w)
        if spot < 0 or spot >= _GAP_SPOT or spot % 9:
            raise ValueError("a treasure is named by its column's place 0, not '%s'" % w)
        return kind << 12 | spot // 9
    if kind == 10:
        if w not in SHIP_NAMES:
            raise ValueError("no such ship '%s'" % w)
        return kind << 12 | SHIP_NAMES.index(w) << 8
    if len(w) != 1 or w not in COLOUR_LETTERS:
        raise ValueError("no such colour '%s'" % w)
    a = COLOUR_LETTERS.index(w)
    if kind in (5, 6, 8):
        return kind << 12 | a << 8
    where = words[2]
    if kind == 1:
        spot = parse_spot(where)
        if spot < 0:
            raise ValueError("no such spot '%s'" % where)
        return kind << 12 | a << 8 | spot
    if len(where) == 1 and where in COLUMN_LETTERS:
        return kind << 12 | a << 8 | COLUMN_LETTERS.index(where)
    spot = parse_spot(where)
    if spot < _GAP_SPOT:
        raise ValueError("a card goes to a column or a gap, not '%s'" % where)
    return kind << 12 | a << 8 | (8 + spot - _GAP_SPOT)
