"""Reading an `assyria 1` position (notation-assyria.md), refusing what the game cannot reach."""

from . import COLOUR_NAMES, HEADER, consistency, position_parts
from .game import CARD_COPIES, Game
from .notation import card_name, corner_from_hexes, hex_from_name
from .position_parts import card, colour, number

_DIG_SPACES = (3, 4, 6)
_EXP_COPIES = (0, 0, 2, 4, 3)  # expansion cards of value 2, 3, 4 (AS-1)


def read_position(text):
    lines = position_parts.Lines(text)
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
    reign = number(lines, words[0], 1, 3, "reign")
    turn = number(lines, words[2], 1, 2 if reign == 1 else 3, "turn")
    st[2] = reign
    st[3] = turn

    words = lines.take("phase")
    phase_item = lines.last
    ph = position_parts.read_phase(lines, words, g, order)
    over = ph == 7

    words = lines.take("expansion")
    bonus = bool(words) and words[-1] == "bonus"
    if bonus:
        words = words[:-1]
    exp_count = [0] * 5
    for w in words:
        v = number(lines, w, 2, 4, "an expansion card")
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
                g.rows[5 * r + i] = card(lines, words[i], cards)

    if ph == 2:
        words = lines.take("harvest")
        if len(words) % 2 or len(words) // 2 != st[1]:
            lines.bad("the harvest line names the choices of the players before the decider")
        for p in range(len(words) // 2):
            c = colour(lines, words[2 * p], playing)
            if c != order[p]:
                lines.bad("the harvest choices are the first players' in turn order")
            col = number(lines, words[2 * p + 1], 1, n + 1, "a column") - 1
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
            st[18 + i] = card(lines, words[i], cards)

    position_parts.read_players(lines, g, playing, n, cards)

    for d in range(3):
        words = lines.take("assur")
        if not words or words[0] != ("upper", "middle", "lower")[d]:
            lines.bad("expected assur %s" % ("upper", "middle", "lower")[d])
        if len(words) - 1 > _DIG_SPACES[d]:
            lines.bad("that dignitary has %d spaces" % _DIG_SPACES[d])
        for i in range(1, len(words)):
            g.assur[(0, 3, 7)[d] + i - 1] = seat_of[colour(lines, words[i], playing)] + 1

    active = seat_of[order[st[1]]] if not over else -1
    while lines.peek() == "hex":
        position_parts.read_hex(lines, lines.take("hex"), g, playing, ph, active)
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
    st[22] = number(lines, words[0], 0, 16, "wells")
    words = lines.take("plows")
    if len(words) != 1:
        lines.bad("expected plows N")
    st[23] = number(lines, words[0], 0, 4, "plows")
    words = lines.take("deck")
    if len(words) > 40:
        lines.bad("too many cards")
    st[11] = len(words)
    for i in range(len(words)):
        g.deck[len(words) - 1 - i] = card(lines, words[i], cards)
    for w in lines.take("discard"):
        g.disc[card(lines, w, cards)] += 1
    for k in range(16):
        if cards[k] > CARD_COPIES[k]:
            lines.bad("more %s cards are listed than exist (AS-1)" % card_name(k))
    words = lines.take("expdeck")
    for w in words:
        exp_count[number(lines, w, 2, 4, "an expansion card")] += 1
    if len(words) > 8 or exp_count[4] > 3 or exp_count[3] > 4 or exp_count[2] > 2:
        lines.bad("more expansion cards of a value than exist (AS-1)")
    st[12] = len(words)
    for i in range(len(words)):
        g.expd[len(words) - 1 - i] = int(words[i])
    words = lines.take("seed")
    if len(words) != 1 or not words[0].isdigit() or not 0 < int(words[0]) < 1 << 32:
        lines.bad("the seed is a non-zero 32-bit number")
    g.set_rng(int(words[0]))
    consistency.pieces(lines.bad, g)
    if over:
        words = lines.take("winners")
        want = [COLOUR_NAMES[g.colours[s]] for s in g.winners()]
        if words != want:
            lines.bad("the winners are %s" % " ".join(want))
    if lines.peek() is not None:
        lines.fail("unknown or out-of-order line")
    lines.last = phase_item
    consistency.decision(lines.bad, g)
    g.reset_journal()
    return g
