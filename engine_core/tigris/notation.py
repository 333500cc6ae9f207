"""The `tigris 1` text notation (../shared/spec/notation.md): action lines, and the way in.

Positions are read and written in position_text, grid cells named in grid_text; their public
names are imported here so that loading this module loads the whole notation at once.
"""

from . import COLOUR_LETTERS, DYNASTY_NAMES, MONUMENT_NAMES, IllegalAction
from .grid_text import cell_name, digits, parse_cell, plain
from .position_text import from_text, to_text  # noqa: F401  (re-exported)

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
_NO_CELL = const(255)


def action_to_text(g, action):
    """One action int as a line of the notation (the action table of engine_core/README.md)."""
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
    if not plain(text.rstrip("\r")):
        _bad("a character that is not ASCII text (the notation is ASCII)")
    k = text.find(":")
    if k >= 0:
        who = text[:k].strip()[:40]
        text = text[k + 1 :]
        if who not in DYNASTY_NAMES:
            _bad("unknown dynasty %r" % who)
        seat = g.current_player()
        if seat < 0:
            _bad("the game is over (TE-11)")
        now = DYNASTY_NAMES[g.dynasties[seat]]
        if who != now:
            _bad("it is %s's decision, not %s's" % (now, who))
    w = [x[:40] for x in text.split()]  # no word is that long; messages quote them
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
        if not digits(w[1]) or len(w[1]) > 2 or int(w[1]) > 63:
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
    _bad("unknown action %r" % text.strip()[:40])
