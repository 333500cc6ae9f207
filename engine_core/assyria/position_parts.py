"""The longer lines of a position: phase, players and hands, hexes (notation-assyria.md)."""

from . import COLOUR_LETTERS, COLOUR_NAMES
from .board import REGION
from .notation import card_from_name, hex_from_name

_PHASES = ("setup", "harvest", "expansion", "actions", "over")


class Lines:
    """The position's meaningful lines, read in order; every refusal names its line."""

    def __init__(self, text):
        self.items = []
        n = 0
        for raw in text.split("\n"):
            n += 1
            k = raw.find("#")
            if k >= 0:
                raw = raw[:k]
            words = raw.split()
            if words:
                self.items.append((n, words))
        self.i = 0

    def fail(self, why, item=None):
        if item is None:
            item = self.items[self.i] if self.i < len(self.items) else None
        if item is None:
            raise ValueError("end of position: %s" % why)
        raise ValueError("line %d: %s: %s" % (item[0], " ".join(item[1]), why))

    def peek(self):
        return self.items[self.i][1][0] if self.i < len(self.items) else None

    def take(self, key):
        if self.peek() != key:
            self.fail("expected a %s line here" % key)
        item = self.items[self.i]
        self.i += 1
        self.last = item
        return item[1][1:]

    def bad(self, why):
        self.fail(why, self.last)


def number(lines, word, lo, hi, what):
    if not word.isdigit() or not lo <= int(word) <= hi:
        lines.bad("%s must be %d to %d" % (what, lo, hi))
    return int(word)


def colour(lines, word, playing):
    if word not in COLOUR_NAMES or COLOUR_NAMES.index(word) not in playing:
        lines.bad("%s is not a playing colour" % word)
    return COLOUR_NAMES.index(word)


def card(lines, word, cards):
    k = card_from_name(word)
    if k < 0:
        lines.bad("unknown card %s" % word)
    cards[k] += 1
    return k


def read_phase(lines, words, g, order):
    st = g.st
    if not words or words[0] not in _PHASES:
        lines.bad("unknown phase")
    if words[0] == "over":
        if len(words) != 1:
            lines.bad("expected `phase over`")
        st[0] = 7
        return 7
    if len(words) < 2:
        lines.bad("the phase names the colour that decides")
    c = colour(lines, words[1], order)
    st[1] = order.index(c)
    rest = words[2:]
    kind = words[0]
    if kind == "setup" and rest in (["start"], ["draft"]):
        ph = 0 if rest[0] == "start" else 1
    elif kind == "harvest" and not rest:
        ph = 2
    elif kind == "expansion" and len(rest) == 2 and rest[0] == "huts":
        ph = 3
        st[4] = number(lines, rest[1], 1, 4, "huts to place")
    elif kind == "expansion" and rest in (["feed"], ["wells"]):
        ph = 4 if rest[0] == "feed" else 5
    elif kind == "actions" and len(rest) == 4 and rest[0] == "offered" and rest[2] == "bought":
        ph = 6
        st[5] = number(lines, rest[1], 0, 3, "offered")
        st[6] = number(lines, rest[3], 0, 1, "bought")
    else:
        lines.bad("unknown phase")
    if ph <= 1 and (st[2] != 1 or st[3] != 1):
        lines.bad("the setup is in reign 1 turn 1")
    st[0] = ph
    return ph


def read_players(lines, g, playing, n, cards):
    seen = []
    for _ in range(n):
        words = lines.take("player")
        if len(words) != 17 or words[1::2] != [
            "score", "camels", "offering", "plow", "huts", "bases", "centres", "roofs"
        ]:  # fmt: skip
            lines.bad("expected player COLOUR score S camels C offering O plow P huts H"
                      " bases B centres M roofs R")  # fmt: skip
        c = colour(lines, words[0], playing)
        if c in seen:
            lines.bad("a player line is repeated")
        seen.append(c)
        k = 9 * g.seat_of[c]
        score = number(lines, words[2], 0, 65535, "score")
        g.seat[k] = score & 255
        g.seat[k + 1] = score >> 8
        g.seat[k + 2] = number(lines, words[4], 0, 10, "camels")
        g.seat[k + 3] = number(lines, words[6], 0, 7, "offering")
        g.seat[k + 4] = number(lines, words[8], 0, 1, "plow")
        g.seat[k + 5] = number(lines, words[10], 0, 10, "huts")
        for i in range(3):
            g.seat[k + 6 + i] = number(lines, words[12 + 2 * i], 0, 4, "pieces")
    seen = []
    for _ in range(n):
        words = lines.take("hand")
        if not words:
            lines.bad("the hand names its colour")
        c = colour(lines, words[0], playing)
        if c in seen:
            lines.bad("a hand line is repeated")
        seen.append(c)
        s = g.seat_of[c]
        for w in words[1:]:
            g.hand[16 * s + card(lines, w, cards)] += 1


def read_hex(lines, words, g, playing, ph, active):
    if len(words) != 2:
        lines.bad("expected hex COORD TOKEN")
    h = hex_from_name(words[0])
    if h < 0:
        lines.bad("no hex %s on the board" % words[0])
    if h >= g.nhex:
        lines.bad("%s is out of play with %d players (AS-2)" % (words[0], g.num_players))
    if g.board[h]:
        lines.bad("that hex is listed twice")
    t = words[1]
    mark = 0
    if t[-1] in "*+":
        mark = 1 if t[-1] == "*" else 2
        t = t[:-1]
    letter = t[0].lower()
    if letter not in COLOUR_LETTERS or COLOUR_LETTERS.index(letter) not in playing:
        lines.bad("not a playing colour's piece")
    c = COLOUR_LETTERS.index(letter)
    if len(t) == 1 and t == letter:
        g.board[h] = 1 + c
        if mark == 2:
            lines.bad("+ marks a ziggurat")
    elif len(t) == 2 and t[0] != letter and t[1] in "123":
        if REGION[h] == 1 or REGION[h] == 2:
            lines.bad("a ziggurat cannot stand on a river hex (AS-4.4a)")
        g.board[h] = 16 + 4 * c + int(t[1])
        if mark == 1:
            lines.bad("* marks a hut")
    else:
        lines.bad("unknown token %s" % words[1])
    if mark:
        want = 4 if mark == 1 else 6
        if ph != want or g.seat_of[c] != active:
            lines.bad("%s appears only in its owner's %s step" % (
                "*+"[mark - 1], ("feed", "actions")[mark - 1]))  # fmt: skip
        g.marks[h] = mark
