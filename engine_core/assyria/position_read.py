"""Reading an `assyria 1` position (notation-assyria.md), refusing what the game cannot reach."""

from . import COLOUR_LETTERS, COLOUR_NAMES, HEADER, rules
from .board import CORNERS, REGION
from .game import CARD_COPIES, WELLS_BY_PLAYERS, Game
from .notation import card_from_name, card_name, corner_from_hexes, hex_from_name

_PHASES = ("setup", "harvest", "expansion", "actions", "over")
_DIG_SPACES = (3, 4, 6)
_EXP_COPIES = (0, 0, 2, 4, 3)  # expansion cards of value 2, 3, 4 (AS-1)


class _Lines:
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


def _int(lines, word, lo, hi, what):
    if not word.isdigit() or not lo <= int(word) <= hi:
        lines.bad("%s must be %d to %d" % (what, lo, hi))
    return int(word)


def _colour(lines, word, playing):
    if word not in COLOUR_NAMES or COLOUR_NAMES.index(word) not in playing:
        lines.bad("%s is not a playing colour" % word)
    return COLOUR_NAMES.index(word)


def _card(lines, word, cards):
    k = card_from_name(word)
    if k < 0:
        lines.bad("unknown card %s" % word)
    cards[k] += 1
    return k


def read_position(text):
    lines = _Lines(text)
    if lines.peek() is None or " ".join(lines.items[0][1]) != HEADER:
        lines.fail("the header must be `%s`" % HEADER)
    lines.i = 1
    words = lines.take("players")
    if not 2 <= len(words) <= 4:
        lines.bad("2 to 4 colours play")
    order = []
    for w in words:
        if w not in COLOUR_NAMES or COLOUR_NAMES.index(w) in order:
            lines.bad("players must be different colours")
        order.append(COLOUR_NAMES.index(w))
    playing = sorted(order)
    n = len(order)
    g = Game(bytes(playing))
    st = g.st
    seat_of = g.seat_of
    for p in range(n):
        st[24 + p] = seat_of[order[p]]

    words = lines.take("reign")
    if len(words) != 3 or words[1] != "turn":
        lines.bad("expected `reign R turn T`")
    reign = _int(lines, words[0], 1, 3, "reign")
    turn = _int(lines, words[2], 1, 2 if reign == 1 else 3, "turn")
    st[2] = reign
    st[3] = turn

    words = lines.take("phase")
    phase_item = lines.last
    ph = _read_phase(lines, words, g, order)
    over = ph == 7

    words = lines.take("expansion")
    bonus = bool(words) and words[-1] == "bonus"
    if bonus:
        words = words[:-1]
    exp_count = [0] * 5
    for w in words:
        v = _int(lines, w, 2, 4, "an expansion card")
        exp_count[v] += 1
    if len(words) != (0 if over else turn):
        lines.bad("the expansion line holds one card per turn of the reign so far")
    if reign == 1 and words and words[0] != "4":
        lines.bad("the first expansion card of reign 1 is a 4 (AS-3)")
    if bonus != (n == 4 and reign >= 2 and not over):
        lines.bad("the bonus card is laid with 4 players in reigns 2 and 3 (AS-5.5)")
    st[13] = len(words)
    for i in range(len(words)):
        st[14 + i] = int(words[i])

    cards = [0] * 16
    for r in range(2):
        words = lines.take("row%d" % (r + 1))
        if len(words) != n + 1:
            lines.bad("a row has %d places with %d players" % (n + 1, n))
        for i in range(n + 1):
            if words[i] != ".":
                g.rows[5 * r + i] = _card(lines, words[i], cards)

    if ph == 2:
        words = lines.take("harvest")
        if len(words) % 2 or len(words) // 2 != st[1]:
            lines.bad("the harvest line names the choices of the players before the decider")
        for p in range(len(words) // 2):
            c = _colour(lines, words[2 * p], playing)
            if c != order[p]:
                lines.bad("the harvest choices are the first players' in turn order")
            col = _int(lines, words[2 * p + 1], 1, n + 1, "a column") - 1
            s = seat_of[c]
            if col in list(st[28:32]) or g.rows[col] != 255 or g.rows[5 + col] != 255:
                lines.bad("a chosen column is chosen once and empty in both rows")
            st[28 + s] = col
    if ph == 1:
        words = lines.take("draft")
        if not 2 <= len(words) <= n:
            lines.bad("the draft holds 2 to %d cards" % n)
        st[17] = len(words)
        for i in range(len(words)):
            st[18 + i] = _card(lines, words[i], cards)

    _read_players(lines, g, playing, n, cards)

    for d in range(3):
        words = lines.take("assur")
        if not words or words[0] != ("upper", "middle", "lower")[d]:
            lines.bad("expected assur %s" % ("upper", "middle", "lower")[d])
        if len(words) - 1 > _DIG_SPACES[d]:
            lines.bad("that dignitary has %d spaces" % _DIG_SPACES[d])
        for i in range(1, len(words)):
            g.assur[(0, 3, 7)[d] + i - 1] = seat_of[_colour(lines, words[i], playing)] + 1

    active = seat_of[order[st[1]]] if not over else -1
    while lines.peek() == "hex":
        _read_hex(lines, lines.take("hex"), g, playing, ph, active)
    while lines.peek() == "well":
        words = lines.take("well")
        hexes = [hex_from_name(w) for w in words]
        c = corner_from_hexes(hexes) if len(words) == 3 and -1 not in hexes else -1
        if c < 0:
            lines.bad("not a corner where a well may stand (AS-4.3d)")
        if g.wells[c]:
            lines.bad("that well is listed twice")
        g.wells[c] = 1
    words = lines.take("wells")
    if len(words) != 1:
        lines.bad("expected wells N")
    st[22] = _int(lines, words[0], 0, 16, "wells")
    words = lines.take("plows")
    if len(words) != 1:
        lines.bad("expected plows N")
    st[23] = _int(lines, words[0], 0, 4, "plows")
    words = lines.take("deck")
    if len(words) > 40:
        lines.bad("too many cards")
    st[11] = len(words)
    for i in range(len(words)):
        g.deck[len(words) - 1 - i] = _card(lines, words[i], cards)
    for w in lines.take("discard"):
        g.disc[_card(lines, w, cards)] += 1
    for k in range(16):
        if cards[k] > CARD_COPIES[k]:
            lines.bad("more %s cards are listed than exist (AS-1)" % card_name(k))
    words = lines.take("expdeck")
    for w in words:
        exp_count[_int(lines, w, 2, 4, "an expansion card")] += 1
    if len(words) > 8 or exp_count[4] > 3 or exp_count[3] > 4 or exp_count[2] > 2:
        lines.bad("more expansion cards of a value than exist (AS-1)")
    st[12] = len(words)
    for i in range(len(words)):
        g.expd[len(words) - 1 - i] = int(words[i])
    words = lines.take("seed")
    if len(words) != 1 or not words[0].isdigit() or not 0 < int(words[0]) < 1 << 32:
        lines.bad("the seed is a non-zero 32-bit number")
    g.set_rng(int(words[0]))
    _check_pieces(lines, g, n, playing)
    if over:
        words = lines.take("winners")
        want = [COLOUR_NAMES[g.colours[s]] for s in g.winners()]
        if words != want:
            lines.bad("the winners are %s" % " ".join(want))
    if lines.peek() is not None:
        lines.fail("unknown or out-of-order line")
    lines.last = phase_item
    _check_decision(lines, g, ph)
    g.reset_journal()
    return g


def _read_phase(lines, words, g, order):
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
    c = _colour(lines, words[1], order)
    st[1] = order.index(c)
    rest = words[2:]
    kind = words[0]
    if kind == "setup" and rest in (["start"], ["draft"]):
        ph = 0 if rest[0] == "start" else 1
    elif kind == "harvest" and not rest:
        ph = 2
    elif kind == "expansion" and len(rest) == 2 and rest[0] == "huts":
        ph = 3
        st[4] = _int(lines, rest[1], 1, 4, "huts to place")
    elif kind == "expansion" and rest in (["feed"], ["wells"]):
        ph = 4 if rest[0] == "feed" else 5
    elif kind == "actions" and len(rest) == 4 and rest[0] == "offered" and rest[2] == "bought":
        ph = 6
        st[5] = _int(lines, rest[1], 0, 3, "offered")
        st[6] = _int(lines, rest[3], 0, 1, "bought")
    else:
        lines.bad("unknown phase")
    if ph <= 1 and (st[2] != 1 or st[3] != 1):
        lines.bad("the setup is in reign 1 turn 1")
    st[0] = ph
    return ph


def _read_players(lines, g, playing, n, cards):
    seen = []
    for _ in range(n):
        words = lines.take("player")
        if len(words) != 17 or words[1::2] != [
            "score", "camels", "offering", "plow", "huts", "bases", "centres", "roofs"
        ]:  # fmt: skip
            lines.bad("expected player COLOUR score S camels C offering O plow P huts H"
                      " bases B centres M roofs R")  # fmt: skip
        c = _colour(lines, words[0], playing)
        if c in seen:
            lines.bad("a player line is repeated")
        seen.append(c)
        k = 9 * g.seat_of[c]
        score = _int(lines, words[2], 0, 65535, "score")
        g.seat[k] = score & 255
        g.seat[k + 1] = score >> 8
        g.seat[k + 2] = _int(lines, words[4], 0, 10, "camels")
        g.seat[k + 3] = _int(lines, words[6], 0, 7, "offering")
        g.seat[k + 4] = _int(lines, words[8], 0, 1, "plow")
        g.seat[k + 5] = _int(lines, words[10], 0, 10, "huts")
        for i in range(3):
            g.seat[k + 6 + i] = _int(lines, words[12 + 2 * i], 0, 4, "pieces")
    seen = []
    for _ in range(n):
        words = lines.take("hand")
        if not words:
            lines.bad("the hand names its colour")
        c = _colour(lines, words[0], playing)
        if c in seen:
            lines.bad("a hand line is repeated")
        seen.append(c)
        s = g.seat_of[c]
        for w in words[1:]:
            g.hand[16 * s + _card(lines, w, cards)] += 1


def _read_hex(lines, words, g, playing, ph, active):
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


def _check_pieces(lines, g, n, playing):
    for c in playing:
        s = g.seat_of[c]
        k = 9 * s
        huts = g.seat[k + 5] + sum(1 for v in g.assur if v == s + 1)
        zig = [0, 0, 0, 0]
        for h in range(g.nhex):
            v = g.board[h]
            if v == 1 + c:
                huts += 1
            elif v >= 16 and (v - 16) >> 2 == c:
                zig[v & 3] += 1
        total = zig[1] + zig[2] + zig[3]
        if (
            huts != 10
            or g.seat[k + 6] + total != 4
            or g.seat[k + 7] + zig[2] + zig[3] != 4
            or g.seat[k + 8] + zig[3] != 4
        ):
            lines.bad("the pieces of %s do not add up (AS-1)" % COLOUR_NAMES[c])
    if g.st[22] + sum(g.wells) != WELLS_BY_PLAYERS[n]:
        lines.bad("wells on the board and in the supply must make %d" % WELLS_BY_PLAYERS[n])
    if g.st[23] + sum(g.seat[9 * s + 4] for s in range(n)) != n:
        lines.bad("plow cards held and on the plow space must make %d" % n)
    for c in range(len(g.wells)):
        if g.wells[c] and CORNERS[3 * c + 2] >= g.nhex:
            lines.bad("a well stands out of play")


def _check_decision(lines, g, ph):
    """notation-assyria.md: the player named by `phase` must have something to decide."""
    if ph == 7:
        return
    seat = g.current_player()
    colour = g.colours[seat]
    st = g.st
    ok = True
    if ph == 0:
        ok = g.legal_actions() != []
    elif ph == 2:
        ok = g.legal_actions() != []
    elif ph == 3:
        ok = rules.any_hut_hex(g, colour) and st[4] <= g.seat[9 * seat + 5]
    elif ph == 4:
        ok = rules.feed_best(g, seat) > 0
    elif ph == 5:
        ok = st[22] > 0 and len(rules.well_corners(g, colour)) > 0
    elif ph == 6:
        ok = rules.any_action(g, seat)
    if not ok:
        lines.bad("that player has nothing to decide here")
