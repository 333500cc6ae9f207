"""The `assyria 1` notation (../shared/spec/notation-assyria.md): names, actions, positions out."""

from . import (
    ACT_BUY,
    ACT_BUY_PLOW,
    ACT_DONE,
    ACT_DRAFT,
    ACT_FEED,
    ACT_FEED_PLOW,
    ACT_HARVEST,
    ACT_HUT,
    ACT_INTRIGUE,
    ACT_LEVEL,
    ACT_OFFERING,
    ACT_START,
    ACT_WELL,
    ACT_ZIGGURAT,
    COLOUR_LETTERS,
    COLOUR_NAMES,
    DIGNITARY_NAMES,
    FOOD_NAMES,
    HEADER,
    IllegalAction,
    action_kind,
    feed_hexes,
    make_feed,
)
from .board import COL, COLUMN_START, CORNERS, ROW

COLUMNS = "abcdefghij"
ACTION_WORDS = (
    "",
    "start",
    "draft",
    "harvest",
    "hut",
    "feed",
    "feed",
    "well",
    "done",
    "ziggurat",
    "level",
    "intrigue",
    "offering",
    "buy",
    "buy",
)
PHASE_WORDS = (
    "setup %s start",
    "setup %s draft",
    "harvest %s",
    "expansion %s huts %d",
    "expansion %s feed",
    "expansion %s wells",
    "actions %s offered %d bought %d",
    "over",
)


def card_name(k):
    if k == 15:
        return "wild"
    return FOOD_NAMES[k // 3] + str(k % 3 + 1)


def card_from_name(s):
    """Card kind of a name, or -1."""
    if s == "wild":
        return 15
    if len(s) < 2 or s[-1] not in "123":
        return -1
    food = s[:-1]
    if food not in FOOD_NAMES:
        return -1
    return FOOD_NAMES.index(food) * 3 + int(s[-1]) - 1


def hex_name(h):
    return COLUMNS[COL[h]] + str(ROW[h] + 1)


def hex_from_name(s):
    """Hex index of a name such as `b5`, or -1 if there is no such hex on the board."""
    if len(s) != 2 or s[0] not in COLUMNS or s[1] not in "1234567":
        return -1
    c = COLUMNS.index(s[0])
    h = COLUMN_START[c] + int(s[1]) - 1
    return h if h < COLUMN_START[c + 1] else -1


def corner_name(c):
    return " ".join(hex_name(h) for h in CORNERS[3 * c : 3 * c + 3])


def corner_from_hexes(hexes):
    """Corner id of three hexes (any order) in the legal list, or -1."""
    key = bytes(sorted(hexes))
    for c in range(len(CORNERS) // 3):
        if CORNERS[3 * c : 3 * c + 3] == key:
            return c
    return -1


def action_to_text(g, a):
    kind = action_kind(a)
    b = a & 255
    if kind == ACT_START or kind == ACT_HUT or kind == ACT_ZIGGURAT or kind == ACT_LEVEL:
        return "%s %s" % (ACTION_WORDS[kind], hex_name(b))
    if kind == ACT_DRAFT:
        return "draft " + card_name(b)
    if kind == ACT_HARVEST:
        return "harvest %d" % (b + 1)
    if kind == ACT_FEED:
        card = card_name(a >> 8 & 15)
        return "feed %s %s" % (card, " ".join(hex_name(h) for h in feed_hexes(a)))
    if kind == ACT_FEED_PLOW:
        return "feed plow " + hex_name(b)
    if kind == ACT_WELL:
        return "well " + corner_name(b)
    if kind == ACT_DONE:
        return "done"
    if kind == ACT_INTRIGUE:
        return "intrigue " + DIGNITARY_NAMES[b]
    if kind == ACT_OFFERING:
        return "offering %d" % b
    if kind == ACT_BUY:
        return "buy " + card_name(b)
    if kind == ACT_BUY_PLOW:
        return "buy plow"
    raise ValueError("not an action: %r" % a)


def _hex(word):
    h = hex_from_name(word)
    if h < 0:
        raise IllegalAction("no hex %s on the board (AS-2)" % word)
    return h


def action_from_text(g, s):
    """The action int of one action line.

    IllegalAction (a ValueError) for a line that names a colour, hex, corner or card that is
    not there or not the decider's (the replay tool's exit 2, a refused action); a plain
    ValueError for a line that is no action at all (exit 1, unreadable).
    """
    k = s.find("#")
    if k >= 0:
        s = s[:k]  # a comment, as in every line of the notation
    k = s.find(":")
    if k >= 0:
        who = s[:k].strip()
        s = s[k + 1 :]
        if who not in COLOUR_NAMES:
            raise IllegalAction("unknown colour %s" % who)
        cur = g.current_player()
        if cur < 0 or COLOUR_NAMES[g.colours[cur]] != who:
            now = "nobody" if cur < 0 else COLOUR_NAMES[g.colours[cur]]
            raise IllegalAction("out of turn: it is %s's decision, not %s's" % (now, who))
    words = s.split()
    if not words:
        raise ValueError("empty action")
    verb = words[0]
    args = words[1:]
    if verb == "pass" or verb == "done":
        if args:
            raise ValueError("done takes nothing")
        return ACT_DONE << 12
    if verb in ("start", "hut", "ziggurat", "level"):
        if len(args) != 1:
            raise ValueError("%s takes one hex" % verb)
        return ACTION_WORDS.index(verb) << 12 | _hex(args[0])
    if verb == "draft" or verb == "buy":
        if len(args) != 1:
            raise ValueError("%s takes one card" % verb)
        if verb == "buy" and args[0] == "plow":
            return ACT_BUY_PLOW << 12
        k = card_from_name(args[0])
        if k < 0:
            raise IllegalAction("unknown card %s" % args[0])
        return (ACT_DRAFT if verb == "draft" else ACT_BUY) << 12 | k
    if verb == "harvest" or verb == "offering":
        if len(args) != 1 or not args[0].isdigit() or not 1 <= int(args[0]) <= 9:
            raise ValueError("%s takes a number" % verb)
        n = int(args[0])
        return ACT_HARVEST << 12 | (n - 1) if verb == "harvest" else ACT_OFFERING << 12 | n
    if verb == "intrigue":
        if len(args) != 1 or args[0] not in DIGNITARY_NAMES:
            raise IllegalAction("intrigue takes upper, middle or lower")
        return ACT_INTRIGUE << 12 | DIGNITARY_NAMES.index(args[0])
    if verb == "well":
        if len(args) != 3:
            raise ValueError("a well names the three hexes of its corner")
        c = corner_from_hexes([_hex(w) for w in args])
        if c < 0:
            raise IllegalAction(
                "%s is not a corner where a well may stand (AS-4.3d)" % " ".join(args)
            )
        return ACT_WELL << 12 | c
    if verb == "feed":
        if len(args) < 2 or len(args) > 4:
            raise ValueError("feed names a card and 1 to 3 hexes")
        hexes = [_hex(w) for w in args[1:]]
        if len(set(hexes)) != len(hexes):
            raise IllegalAction("a hut is named twice")
        if args[0] == "plow":
            if len(hexes) != 1:
                raise IllegalAction("a plow feeds one hut (AS-4.3b)")
            return make_feed(16, hexes)
        k = card_from_name(args[0])
        if k < 0:
            raise IllegalAction("unknown card %s" % args[0])
        return make_feed(k, hexes)
    raise ValueError("unknown action %s" % verb)


def _colour(g, seat):
    return COLOUR_NAMES[g.colours[seat]]


def hex_token(g, h):
    v = g.board[h]
    if v < 16:
        return COLOUR_LETTERS[v - 1] + ("*" if g.marks[h] & 1 else "")
    v -= 16
    t = COLOUR_LETTERS[v >> 2].upper() + str(v & 3)
    return t + ("+" if g.marks[h] & 2 else "")


def to_text(g):
    st = g.st
    n = g.num_players
    order = g.turn_order()
    ph = st[0]
    out = [HEADER, "players " + " ".join(_colour(g, s) for s in order)]
    out.append("reign %d turn %d" % (st[2], st[3]))
    who = _colour(g, order[st[1]]) if ph != 7 else ""
    if ph == 3:
        words = PHASE_WORDS[ph] % (who, st[4])
    elif ph == 6:
        words = PHASE_WORDS[ph] % (who, st[5], st[6])
    elif ph == 7:
        words = PHASE_WORDS[ph]
    else:
        words = PHASE_WORDS[ph] % who
    out.append("phase " + words)
    exp = ["expansion"] + [str(st[14 + i]) for i in range(st[13])]
    if n == 4 and st[2] >= 2 and ph != 7:
        exp.append("bonus")
    out.append(" ".join(exp))
    for r in range(2):
        places = g.rows[5 * r : 5 * r + n + 1]
        out.append("row%d " % (r + 1) + " ".join("." if k == 255 else card_name(k) for k in places))
    if ph == 2:
        words = ["harvest"]
        for p in range(st[1]):
            s = order[p]
            words.append("%s %d" % (_colour(g, s), st[28 + s] + 1))
        out.append(" ".join(words))
    if ph == 1:
        cards = sorted(st[18 : 18 + st[17]])
        out.append(" ".join(["draft"] + [card_name(k) for k in cards]))
    for s in order:
        k = 9 * s
        v = g.seat
        out.append(
            "player %s score %d camels %d offering %d plow %d huts %d bases %d centres %d roofs %d"
            % (_colour(g, s), g.score(s), v[k + 2], v[k + 3], v[k + 4], v[k + 5], v[k + 6],
               v[k + 7], v[k + 8])
        )  # fmt: skip
    for s in order:
        words = ["hand", _colour(g, s)]
        for k in range(16):
            words.extend([card_name(k)] * g.hand[16 * s + k])
        out.append(" ".join(words))
    for d in range(3):
        words = ["assur", ("upper", "middle", "lower")[d]]
        for i in range((0, 3, 7)[d], (3, 7, 13)[d]):
            if g.assur[i]:
                words.append(_colour(g, g.assur[i] - 1))
        out.append(" ".join(words))
    for h in range(g.nhex):
        if g.board[h]:
            out.append("hex %s %s" % (hex_name(h), hex_token(g, h)))
    for c in range(len(g.wells)):
        if g.wells[c]:
            out.append("well " + corner_name(c))
    out.append("wells %d" % st[22])
    out.append("plows %d" % st[23])
    out.append(" ".join(["deck"] + [card_name(g.deck[i]) for i in range(st[11] - 1, -1, -1)]))
    words = ["discard"]
    for k in range(16):
        words.extend([card_name(k)] * g.disc[k])
    out.append(" ".join(words))
    out.append(" ".join(["expdeck"] + [str(g.expd[i]) for i in range(st[12] - 1, -1, -1)]))
    out.append("seed %d" % g.rng_state())
    if ph == 7:
        out.append(" ".join(["winners"] + [_colour(g, s) for s in g.winners()]))
    return "\n".join(out) + "\n"


def from_text(text):
    from .position_read import read_position

    return read_position(text)
