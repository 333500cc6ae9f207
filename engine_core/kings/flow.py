"""What an accepted action does, and which question follows it (CK-4 to CK-7, notation-kings.md).

No recursion: every step ends by opening a question or by finishing the action, and the steps
that follow one another (union conflicts, end-of-turn scoring) loop over the state registers.
"""

from . import table
from .conflicts import commit, start_conflict, union_next
from .steps import (
    action_done,
    ask,
    build_ship,
    end_next,
    from_hand,
    ship_question,
    start_end,
    to_pile,
)

_A_COLS = const(0)
_A_CLEN = const(1)
_A_GAPS = const(2)
_A_OCC = const(3)
_A_LSPOT = const(4)
_A_PILES = const(6)
_A_ST = const(9)
_GAP_SPOT = const(72)
_NONE = const(255)

_PHASE_ACTION = const(0)
_PHASE_SCORE = const(1)
_PHASE_SHIP = const(2)
_PHASE_WAR = const(3)
_PHASE_COMMIT = const(4)
_PHASE_REWARD = const(5)
_PHASE_TREASURE = const(6)
_DOING_CARD = const(1)
_DOING_UNION = const(2)
_DOING_LEADER = const(3)
_DOING_END = const(4)

_ACT_LEADER = const(1)
_ACT_CARD = const(2)
_ACT_CATASTROPHE = const(3)

_R_PHASE = const(0)
_R_ASK = const(1)
_R_ACTIVE = const(3)
_R_DOING = const(9)
_R_DARG = const(10)
_R_CCOL = const(11)
_R_CATT = const(12)
_R_CDEF = const(13)
_R_CACOM = const(14)
_R_CDCOM = const(15)
_R_CAT = const(18)
_R_TOP = const(22)


def perform(g, action):
    """Carry out an action that legality.refusal() accepted."""
    kind = action >> 12
    a = (action >> 8) & 15
    b = action & 255
    st = g.st
    phase = st[_R_PHASE]
    if phase == _PHASE_ACTION:
        if kind == _ACT_LEADER:
            place_leader(g, a, b)
        elif kind == _ACT_CARD:
            play_card(g, a, b)
        elif kind == _ACT_CATASTROPHE:
            catastrophe(g, b)
        else:
            start_end(g)
        return
    seat = st[_R_ASK]
    if phase == _PHASE_SCORE or phase == _PHASE_REWARD:
        if b != _NONE:
            from_hand(g, seat, a)
            to_pile(g, seat, a)
        if phase == _PHASE_REWARD:
            if st[_R_DOING] == _DOING_UNION:
                union_next(g)
            else:
                action_done(g)
        elif st[_R_DOING] == _DOING_END:
            end_next(g)
        else:
            ship_question(g)
    elif phase == _PHASE_SHIP:
        if b != _NONE:
            build_ship(g, a)
        action_done(g)
    elif phase == _PHASE_WAR:
        start_conflict(g, a)
    elif phase == _PHASE_COMMIT:
        commit(g, b)
    elif phase == _PHASE_TREASURE:
        if b != _NONE:
            # CK-4.4: a red card from hand heads the column, the treasure card goes on the pile.
            from_hand(g, seat, 0)
            g.write(_A_COLS, b * 9, 1)
            i = seat * 5 + 4
            g.write(_A_PILES, i, g.piles[i] + 1)
            g.write(_A_ST, _R_TOP + seat, 5)
        action_done(g)


def place_leader(g, colour, spot):
    """CK-4.1, CK-5.1: place or move a leader; a second leader of its colour starts a conflict."""
    st = g.st
    seat = st[_R_ACTIVE]
    li = seat * 4 + colour
    old = g.lspot[li]
    if old != _NONE:
        g.write(_A_OCC, old, 0)
    g.write(_A_OCC, spot, li + 1)
    g.write(_A_LSPOT, li, spot)
    lo, hi = table.kingdom(g, table.spot_column(spot))
    others = table.leader_seats(g, colour, lo, hi) & ~(1 << seat)
    if not others:
        action_done(g)
        return
    g.write(_A_ST, _R_DOING, _DOING_LEADER)
    g.write(_A_ST, _R_CCOL, colour)
    g.write(_A_ST, _R_CATT, seat)
    g.write(_A_ST, _R_CDEF, table.first_seat(others))
    g.write(_A_ST, _R_CACOM, _NONE)
    g.write(_A_ST, _R_CDCOM, _NONE)
    ask(g, _PHASE_COMMIT, seat, 0)


def play_card(g, colour, target):
    seat = g.st[_R_ACTIVE]
    from_hand(g, seat, colour)
    if target >= 8:
        gap = target - 8
        # CK-4.2b: the uniting card lies face down while the union's conflicts are fought.
        g.write(_A_GAPS, gap, colour + 1)
        g.write(_A_ST, _R_DOING, _DOING_UNION)
        g.write(_A_ST, _R_DARG, gap)
        union_next(g)
        return
    col = target
    n = g.clen[col] + 1
    g.write(_A_COLS, col * 9 + n, colour + 1)
    g.write(_A_CLEN, col, n)
    g.write(_A_ST, _R_DOING, _DOING_CARD)
    g.write(_A_ST, _R_DARG, col)
    # CK-4.4: the leader of the card's colour scores; the king only stands in for a missing one.
    lo, hi = table.kingdom(g, col)
    who = table.leader_seats(g, colour, lo, hi)
    if not who and colour != 3:
        who = table.leader_seats(g, 3, lo, hi)
    if who:
        ask(g, _PHASE_SCORE, table.first_seat(who), colour)
    else:
        ship_question(g)


def catastrophe(g, spot):
    """CK-4.3: the card leaves the game; a column closes up, a gap empties."""
    seat = g.st[_R_ACTIVE]
    g.write(_A_ST, _R_CAT + seat, 0)
    if spot >= _GAP_SPOT:
        gap = spot - _GAP_SPOT
        table.discard(g, g.gaps[gap] - 1)
        g.write(_A_GAPS, gap, 0)
    else:
        table.discard(g, g.cols[spot] - 1)
        table.remove_card(g, spot // 9, spot % 9)
    action_done(g)
