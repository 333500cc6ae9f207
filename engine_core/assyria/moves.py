"""The list of legal actions of the player who decides now, step by step (AS-3, AS-4)."""

from . import rules
from .board import FOOD, STARTS

_R_PHASE = const(0)
_R_POS = const(1)
_R_DRAFT = const(17)
_R_WELLS = const(22)
_R_HARV = const(28)
_R_ORDER = const(24)
_F_PLOW = const(4)
_SEAT_SIZE = const(9)
_MARK_FED = const(1)
_WILD = const(15)
_PHASE_START = const(0)
_PHASE_DRAFT = const(1)
_PHASE_HARVEST = const(2)
_PHASE_HUTS = const(3)
_PHASE_FEED = const(4)
_PHASE_WELLS = const(5)
_PHASE_ACTIONS = const(6)
_ACT_START = const(1)
_ACT_DRAFT = const(2)
_ACT_HARVEST = const(3)
_ACT_HUT = const(4)
_ACT_FEED = const(5)
_ACT_FEED_PLOW = const(6)
_ACT_WELL = const(7)
_ACT_DONE = const(8)
_ACT_ZIGGURAT = const(9)
_ACT_LEVEL = const(10)
_ACT_INTRIGUE = const(11)
_ACT_OFFERING = const(12)
_ACT_BUY = const(13)
_ACT_BUY_PLOW = const(14)


def legal_actions(g):
    st = g.st
    ph = st[_R_PHASE]
    if ph == 7:
        return []
    seat = st[_R_ORDER + st[_R_POS]]
    colour = g.colours[seat]
    out = []
    if ph == _PHASE_START:
        for h in STARTS[g.num_players - 2]:
            if not g.board[h]:
                out.append(_ACT_START << 12 | h)
    elif ph == _PHASE_DRAFT:
        seen = []
        for k in st[_R_DRAFT + 1 : _R_DRAFT + 1 + st[_R_DRAFT]]:
            if k not in seen:
                seen.append(k)
        seen.sort()
        for k in seen:
            out.append(_ACT_DRAFT << 12 | k)
    elif ph == _PHASE_HARVEST:
        taken = list(st[_R_HARV : _R_HARV + g.num_players])
        for c in range(g.num_players + 1):
            if c not in taken:
                out.append(_ACT_HARVEST << 12 | c)
    elif ph == _PHASE_HUTS:
        for h in range(g.nhex):
            if rules.hut_ok(g, colour, h):
                out.append(_ACT_HUT << 12 | h)
    elif ph == _PHASE_FEED:
        feed_actions(g, seat, out)
    elif ph == _PHASE_WELLS:
        if st[_R_WELLS]:
            for c in range(len(g.wells)):
                if rules.well_ok(g, colour, c):
                    out.append(_ACT_WELL << 12 | c)
        out.append(_ACT_DONE << 12)
    elif ph == _PHASE_ACTIONS:
        for h in range(g.nhex):
            if g.board[h]:
                if not rules.ziggurat_refusal(g, seat, h):
                    out.append(_ACT_ZIGGURAT << 12 | h)
                elif not rules.level_refusal(g, seat, h):
                    out.append(_ACT_LEVEL << 12 | h)
        for d in range(3):
            if not rules.intrigue_refusal(g, seat, d):
                out.append(_ACT_INTRIGUE << 12 | d)
        for n in (1, 2, 3):
            if not rules.offering_refusal(g, seat, n):
                out.append(_ACT_OFFERING << 12 | n)
        seen = []
        for i in range(10):
            k = g.rows[i]
            if k != 255 and k not in seen and not rules.buy_refusal(g, seat, k):
                seen.append(k)
        seen.sort()
        for k in seen:
            out.append(_ACT_BUY << 12 | k)
        if not rules.plow_refusal(g, seat):
            out.append(_ACT_BUY_PLOW << 12)
        out.append(_ACT_DONE << 12)
    return out


def feed_actions(g, seat, out):
    """AS-4.3b: each card (and the plow) with each set of huts it may feed, best kept."""
    u, sym, wild, total = rules.feed_counts(g, seat)
    hut = 1 + g.colours[seat]
    board = g.board
    marks = g.marks
    unfed = [h for h in range(g.nhex) if board[h] == hut and not marks[h] & _MARK_FED]
    hand = g.hand
    base = 16 * seat
    for card in range(16):
        if not hand[base + card]:
            continue
        if card == _WILD:
            for h in unfed:
                if rules.feed_keeps_best(u, sym, wild, total, None, FOOD[h], 1):
                    out.append(_ACT_FEED << 12 | card << 8 | h)
            continue
        food = card // 3
        on = [h for h in unfed if FOOD[h] == food]
        most = card % 3 + 1
        if most > len(on):
            most = len(on)
        for k in range(1, most + 1):
            # Which huts of that food does not change what is left to feed: only how many.
            if not rules.feed_keeps_best(u, sym, wild, total, card, food, k):
                continue
            x = _ACT_FEED << 12 | card << 8
            m = len(on)
            if k == 1:
                for h in on:
                    out.append(x | h)
            elif k == 2:
                for i in range(m):
                    for j in range(i + 1, m):
                        out.append(x | on[i] | (on[j] + 1) << 16)
            else:
                for i in range(m):
                    for j in range(i + 1, m):
                        for t in range(j + 1, m):
                            out.append(x | on[i] | (on[j] + 1) << 16 | (on[t] + 1) << 23)
    if g.seat[seat * _SEAT_SIZE + _F_PLOW]:
        for h in unfed:
            if rules.feed_keeps_best(u, sym, wild, total, None, FOOD[h], 1):
                out.append(_ACT_FEED_PLOW << 12 | h)
