"""Is an action legal now? 0 or the refusal code (AS-3, AS-4), for check() and apply()."""

from . import action_kind, feed_hexes, rules
from .board import CORNERS, FOOD, STARTS
from .effects import draft_index

_ACT_BUY = const(13)
_ACT_BUY_PLOW = const(14)
_ACT_DONE = const(8)
_ACT_DRAFT = const(2)
_ACT_FEED = const(5)
_ACT_FEED_PLOW = const(6)
_ACT_HARVEST = const(3)
_ACT_HUT = const(4)
_ACT_INTRIGUE = const(11)
_ACT_LEVEL = const(10)
_ACT_OFFERING = const(12)
_ACT_START = const(1)
_ACT_WELL = const(7)
_ACT_ZIGGURAT = const(9)
_F_PLOW = const(4)
_MARK_FED = const(1)
_N_BAD = const(28)
_N_COLUMN = const(5)
_N_FEED_HEX = const(8)
_N_FEED_MANY = const(9)
_N_FEED_SHORT = const(10)
_N_HUT_HEX = const(6)
_N_NOT_START = const(3)
_N_NO_CARD = const(7)
_N_NO_DRAFT = const(4)
_N_NO_PLOW_HELD = const(32)
_N_NO_WELLS = const(13)
_N_OVER = const(1)
_N_STEP = const(2)
_N_WELL_CORNER = const(11)
_N_WELL_TAKEN = const(12)
_N_WELL_ZIGGURAT = const(33)
_PHASE_ACTIONS = const(6)
_PHASE_OVER = const(7)
_PHASE_WELLS = const(5)
_R_HARV = const(28)
_R_PHASE = const(0)
_R_WELLS = const(22)
_SEAT_SIZE = const(9)
_WILD = const(15)
_ZIGGURAT = const(16)

# Phase each action kind belongs to (index = kind; 255 = no kind).
_KIND_PHASE = b"\xff\x00\x01\x02\x03\x04\x04\x05\xff\x06\x06\x06\x06\x06\x06"


def _holds(buf, v):
    # `v in buf` for bytes, which MicroPython does not offer for an int
    for x in buf:
        if x == v:
            return True
    return False


def refusal(g, a):
    """0 if action a is legal now, else a refusal code (state.N_*)."""
    if not isinstance(a, int) or a < 0:
        return _N_BAD
    ph = g.st[_R_PHASE]
    if ph == _PHASE_OVER:
        return _N_OVER
    kind = action_kind(a)
    if kind == _ACT_DONE:
        return 0 if (ph == _PHASE_WELLS or ph == _PHASE_ACTIONS) and a == kind << 12 else (
            _N_STEP
        )
    if kind == 0 or kind > _ACT_BUY_PLOW or _KIND_PHASE[kind] != ph:
        return _N_STEP
    if kind != _ACT_FEED and a >> 8 != kind << 4:
        return _N_BAD  # only a feed carries more than a kind and one small number
    seat = g.current_player()
    colour = g.colours[seat]
    b = a & 255
    arg = a >> 8 & 15
    if kind == _ACT_START:
        free = _holds(STARTS[g.num_players - 2], b) and not g.board[b]
        return 0 if free else _N_NOT_START
    if kind == _ACT_DRAFT:
        if draft_index(g, b) < 0:
            return _N_NO_DRAFT
        return 0
    if kind == _ACT_HARVEST:
        if b > g.num_players:
            return _N_COLUMN
        for s in range(g.num_players):
            if g.st[_R_HARV + s] == b:
                return _N_COLUMN
        return 0
    if kind == _ACT_HUT:
        return 0 if b < 64 and rules.hut_ok(g, colour, b) else _N_HUT_HEX
    if kind == _ACT_FEED or kind == _ACT_FEED_PLOW:
        return feed_refusal(g, seat, kind, arg, a)
    if kind == _ACT_WELL:
        if b >= 58:
            return _N_WELL_CORNER
        if g.wells[b]:
            return _N_WELL_TAKEN
        if not rules.well_ok(g, colour, b):
            for i in range(3 * b, 3 * b + 3):
                if g.board[CORNERS[i]] >= _ZIGGURAT:
                    return _N_WELL_ZIGGURAT
            return _N_WELL_CORNER
        return 0 if g.st[_R_WELLS] else _N_NO_WELLS
    if kind == _ACT_ZIGGURAT:
        return rules.ziggurat_refusal(g, seat, b) if b < 64 else 15
    if kind == _ACT_LEVEL:
        return rules.level_refusal(g, seat, b) if b < 64 else 19
    if kind == _ACT_INTRIGUE:
        return rules.intrigue_refusal(g, seat, b) if b < 3 else _N_BAD
    if kind == _ACT_OFFERING:
        return rules.offering_refusal(g, seat, b)
    if kind == _ACT_BUY:
        return rules.buy_refusal(g, seat, b)
    return rules.plow_refusal(g, seat) if not b else _N_BAD

def feed_refusal(g, seat, kind, card, a):
    if a >> 30 or (a >> 23 and not a >> 16 & 127):
        return _N_BAD  # only the one form feed actions are written in
    hexes = feed_hexes(a)
    hand = g.hand
    if kind == _ACT_FEED_PLOW:
        if card:
            return _N_BAD
        if not g.seat[seat * _SEAT_SIZE + _F_PLOW]:
            return _N_NO_PLOW_HELD
    elif not hand[16 * seat + card]:
        return _N_NO_CARD
    hut = 1 + g.colours[seat]
    last = -1
    for h in hexes:
        if h <= last or h >= g.nhex or g.board[h] != hut or g.marks[h] & _MARK_FED:
            return _N_FEED_HEX
        if kind == _ACT_FEED and card != _WILD and FOOD[h] != card // 3:
            return _N_FEED_HEX
        last = h
    k = len(hexes)
    if k > (1 if kind == _ACT_FEED_PLOW or card == _WILD else card % 3 + 1):
        return _N_FEED_MANY
    u, sym, wild, total = rules.feed_counts(g, seat)
    plain = kind == _ACT_FEED and card != _WILD
    if not rules.feed_keeps_best(
        u, sym, wild, total, card if plain else None, FOOD[hexes[0]], k
    ):
        return _N_FEED_SHORT
    return 0
