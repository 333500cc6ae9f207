"""The legal actions of the player who decides now, as ints in a fixed order (CK-4 to CK-7)."""

from . import table

_GAP_SPOT = const(72)
_NONE = const(255)
_TREASURE = const(5)
_SHIP_BASE = const(6)

_PHASE_ACTION = const(0)
_PHASE_SCORE = const(1)
_PHASE_WAR = const(3)
_PHASE_COMMIT = const(4)
_PHASE_REWARD = const(5)
_PHASE_TREASURE = const(6)
_PHASE_OVER = const(7)

_ACT_LEADER = const(1)
_ACT_CARD = const(2)
_ACT_CATASTROPHE = const(3)
_ACT_PASS = const(4)
_ACT_SCORE = const(5)
_ACT_REWARD = const(6)
_ACT_COMMIT = const(7)
_ACT_WAR = const(8)
_ACT_TREASURE = const(9)
_ACT_SHIP = const(10)

_R_PHASE = const(0)
_R_QCOL = const(2)
_R_DARG = const(10)
_R_CAT = const(18)


def legal_actions(g):
    """Every legal action of current_player(), as ints, in a fixed order."""
    st = g.st
    phase = st[_R_PHASE]
    if phase == _PHASE_OVER:
        return []
    seat = g.current_player()
    hands = g.hands
    if phase == _PHASE_ACTION:
        return _turn_actions(g, seat)
    q = st[_R_QCOL]
    if phase == _PHASE_SCORE or phase == _PHASE_REWARD:
        kind = _ACT_SCORE if phase == _PHASE_SCORE else _ACT_REWARD
        out = [kind << 12 | _NONE]
        if hands[seat * 4 + q]:
            out.append(kind << 12 | q << 8)
        return out
    if phase == _PHASE_COMMIT:
        return [_ACT_COMMIT << 12 | n for n in range(hands[seat * 4 + q] + 1)]
    if phase == _PHASE_WAR:
        from .conflicts import standing

        mask = standing(g)
        return [_ACT_WAR << 12 | c << 8 for c in range(4) if mask & (1 << c)]
    if phase == _PHASE_TREASURE:
        out = [_ACT_TREASURE << 12 | _NONE]
        if hands[seat * 4]:
            lo, hi = table.kingdom(g, st[_R_DARG])
            for c in range(lo, hi + 1):
                if g.cols[c * 9] == _TREASURE:
                    out.append(_ACT_TREASURE << 12 | c)
        return out
    out = [_ACT_SHIP << 12 | _NONE]
    for s in range(3):
        if table.shows(s, q) and table.ship_column(g, s) == _NONE:
            out.append(_ACT_SHIP << 12 | s << 8)
    return out


def _turn_actions(g, seat):
    cols = g.cols
    occ = g.occ
    clen = g.clen
    gaps = g.gaps
    hands = g.hands
    spots = bytearray(79)  # the spots a leader may go to, then the catastrophe's
    n = 0
    for c in range(8):
        base = c * 9
        for i in range(base, base + clen[c] + 1):
            if cols[i] < _SHIP_BASE and not occ[i]:
                spots[n] = i
                n += 1
    for k in range(7):
        if gaps[k] and not occ[_GAP_SPOT + k]:
            spots[n] = _GAP_SPOT + k
            n += 1
    targets = bytearray(15)  # the columns and gaps a card may go to (CK-4.2)
    t = 0
    for c in range(8):
        if clen[c] < 8:
            targets[t] = c
            t += 1
    for k in range(7):
        if not gaps[k] and clen[k] >= 3 and clen[k + 1] >= 3:
            targets[t] = 8 + k
            t += 1
    held = 0
    for colour in range(4):
        if hands[seat * 4 + colour]:
            held += 1
    cat = 0
    if g.st[_R_CAT + seat]:
        for j in range(n):
            s = spots[j]
            if s >= _GAP_SPOT or s % 9:
                cat += 1
    # One list of the exact size: on a fragmented heap a list grown by appends would need
    # ever larger free blocks.
    out = [_ACT_PASS << 12] * (4 * n + held * t + cat + 1)
    i = 0
    for colour in range(4):
        kind = _ACT_LEADER << 12 | colour << 8
        for j in range(n):
            out[i] = kind | spots[j]
            i += 1
    for colour in range(4):
        if hands[seat * 4 + colour]:
            kind = _ACT_CARD << 12 | colour << 8
            for j in range(t):
                out[i] = kind | targets[j]
                i += 1
    if cat:
        kind = _ACT_CATASTROPHE << 12
        for j in range(n):
            s = spots[j]
            if s >= _GAP_SPOT or s % 9:
                out[i] = kind | s
                i += 1
    return out
