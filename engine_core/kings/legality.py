"""Which actions are legal now (legal_actions), and why one is refused (check; CK-4 to CK-7)."""

from ..refusals import words
from . import table

_GAP_SPOT = const(72)
_NONE = const(255)
_TREASURE = const(5)
_SHIP_BASE = const(6)

_PHASE_ACTION = const(0)
_PHASE_SCORE = const(1)
_PHASE_SHIP = const(2)
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

# Refusal ids (the sentences are in reasons.py); a code is id | argument << 8.
_X_NOT_ACTION = const(1)
_X_OVER = const(2)
_X_PHASE = const(3)
_X_NO_SPOT = const(4)
_X_NO_CARD = const(5)
_X_COLUMN_FULL = const(6)
_X_GAP_FULL = const(7)
_X_GAP_SHORT = const(8)
_X_LEADER_EMPTY = const(9)
_X_LEADER_SHIP = const(10)
_X_LEADER_TAKEN = const(11)
_X_CAT_USED = const(12)
_X_CAT_HEAD = const(13)
_X_CAT_SHIP = const(14)
_X_CAT_LEADER = const(15)
_X_CAT_EMPTY = const(16)
_X_SCORE_COLOUR = const(17)
_X_SCORE_HAND = const(18)
_X_REWARD_COLOUR = const(19)
_X_REWARD_HAND = const(20)
_X_COMMIT_HAND = const(21)
_X_NO_WAR = const(22)
_X_NO_TREASURE = const(23)
_X_TREASURE_RED = const(24)
_X_SHIP = const(25)


def reason(code):
    """The English sentence of a refusal code; its module is loaded only when one is told."""
    return words("engine_core.kings.reasons", code)


def check(g, action):
    code = refusal(g, action)
    return reason(code) if code else None


def _spot_refusal(g, spot, catastrophe):
    """Why this spot cannot take a leader (or, for a catastrophe, lose its card), or 0."""
    if spot >= _GAP_SPOT:
        if spot >= _GAP_SPOT + 7:
            return _X_NO_SPOT
        if not g.gaps[spot - _GAP_SPOT]:
            return _X_CAT_EMPTY if catastrophe else _X_LEADER_EMPTY
    else:
        depth = spot % 9
        if depth > g.clen[spot // 9]:
            return _X_CAT_EMPTY if catastrophe else _X_LEADER_EMPTY
        v = g.cols[spot]
        if v >= _SHIP_BASE:
            return _X_CAT_SHIP if catastrophe else _X_LEADER_SHIP
        if catastrophe and depth == 0:
            return _X_CAT_HEAD
    if g.occ[spot]:
        return _X_CAT_LEADER if catastrophe else _X_LEADER_TAKEN
    return 0


def refusal(g, action):
    """0 if the action is legal now, else a refusal code."""
    if not isinstance(action, int) or action < 0 or action > 0xFFFF:
        return _X_NOT_ACTION
    kind = action >> 12
    a = (action >> 8) & 15
    b = action & 255
    st = g.st
    phase = st[_R_PHASE]
    if phase == _PHASE_OVER:
        return _X_OVER
    want = _WANTED[phase]
    if kind != want and not (phase == _PHASE_ACTION and _ACT_LEADER <= kind <= _ACT_PASS):
        if kind < 1 or kind > _ACT_SHIP:
            return _X_NOT_ACTION
        return _X_PHASE | phase << 8
    seat = g.current_player()
    hands = g.hands
    if phase == _PHASE_ACTION:
        if kind == _ACT_PASS:
            return 0 if action == _ACT_PASS << 12 else _X_NOT_ACTION
        if kind == _ACT_CATASTROPHE:
            if a or b >= _GAP_SPOT + 7:
                return _X_NO_SPOT
            if not st[_R_CAT + seat]:
                return _X_CAT_USED
            return _spot_refusal(g, b, True)
        if a > 3:
            return _X_NOT_ACTION
        if kind == _ACT_LEADER:
            if b >= _GAP_SPOT + 7:
                return _X_NO_SPOT
            return _spot_refusal(g, b, False)
        # _ACT_CARD
        if b > 14:
            return _X_NO_SPOT
        if not hands[seat * 4 + a]:
            return _X_NO_CARD | a << 8
        if b < 8:
            return _X_COLUMN_FULL if g.clen[b] >= 8 else 0
        gap = b - 8
        if g.gaps[gap]:
            return _X_GAP_FULL
        if g.clen[gap] < 3 or g.clen[gap + 1] < 3:
            return _X_GAP_SHORT
        return 0
    q = st[_R_QCOL]
    if phase == _PHASE_SCORE or phase == _PHASE_REWARD:
        if b == _NONE:
            return 0 if a == 0 else _X_NOT_ACTION
        if b or a != q:
            return (_X_SCORE_COLOUR if phase == _PHASE_SCORE else _X_REWARD_COLOUR) | q << 8
        if not hands[seat * 4 + q]:
            return (_X_SCORE_HAND if phase == _PHASE_SCORE else _X_REWARD_HAND) | q << 8
        return 0
    if phase == _PHASE_COMMIT:
        if a:
            return _X_NOT_ACTION
        return 0 if b <= hands[seat * 4 + q] else _X_COMMIT_HAND | q << 8
    if phase == _PHASE_WAR:
        if b or a > 3:
            return _X_NOT_ACTION
        from .conflicts import standing

        return 0 if standing(g) & (1 << a) else _X_NO_WAR | a << 8
    if phase == _PHASE_TREASURE:
        if b == _NONE:
            return 0 if a == 0 else _X_NOT_ACTION
        if a or b > 7:
            return _X_NO_SPOT
        lo, hi = table.kingdom(g, st[_R_DARG])
        if not (lo <= b <= hi) or g.cols[b * 9] != _TREASURE:
            return _X_NO_TREASURE
        return 0 if hands[seat * 4] else _X_TREASURE_RED
    # _PHASE_SHIP
    if b == _NONE:
        return 0 if a == 0 else _X_NOT_ACTION
    if b or a > 2 or not table.shows(a, q) or table.ship_column(g, a) != _NONE:
        return _X_SHIP | q << 8
    return 0


# The action kind each question takes (PHASE_ACTION takes leader/card/catastrophe/pass).
_WANTED = bytes(
    (_ACT_LEADER, _ACT_SCORE, _ACT_SHIP, _ACT_WAR, _ACT_COMMIT, _ACT_REWARD, _ACT_TREASURE)
)
