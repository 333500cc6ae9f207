"""Conflicts (CK-5): a union's standing conflicts, commitments, and how they are resolved."""

from . import table
from .steps import action_done, ask, from_hand, to_pile

_A_GAPS = const(2)
_A_ST = const(9)
_GAP_SPOT = const(72)
_NONE = const(255)

_PHASE_WAR = const(3)
_PHASE_COMMIT = const(4)
_PHASE_REWARD = const(5)
_PHASE_TREASURE = const(6)
_DOING_LEADER = const(3)


_R_ASK = const(1)
_R_QCOL = const(2)
_R_ACTIVE = const(3)
_R_DOING = const(9)
_R_DARG = const(10)
_R_CCOL = const(11)
_R_CATT = const(12)
_R_CDEF = const(13)
_R_CACOM = const(14)
_R_CDCOM = const(15)


def standing(g):
    """Bit mask of colours with two leaders in the kingdom of the uniting card (CK-5.2)."""
    lo, hi = table.kingdom(g, g.st[_R_DARG])
    mask = 0
    for c in range(4):
        m = table.leader_seats(g, c, lo, hi)
        if m & (m - 1):
            mask |= 1 << c
    return mask


def union_next(g):
    """The next step of a union: a war choice, a conflict, the trader's swap, or done."""
    mask = standing(g)
    st = g.st
    if mask & (mask - 1):
        ask(g, _PHASE_WAR, st[_R_ACTIVE], 0)
        return
    if mask:
        c = 0
        while not mask & (1 << c):
            c += 1
        start_conflict(g, c)
        return
    # CK-4.4: no conflict left; the uniting card is face up. A trader with two treasure cards.
    lo, hi = table.kingdom(g, st[_R_DARG])
    trader = table.leader_seats(g, 2, lo, hi)
    if trader and table.treasures_in(g, lo, hi) >= 2:
        ask(g, _PHASE_TREASURE, table.first_seat(trader), 0)
    else:
        action_done(g)


def start_conflict(g, colour):
    st = g.st
    active = st[_R_ACTIVE]
    lo, hi = table.kingdom(g, st[_R_DARG])
    mask = table.leader_seats(g, colour, lo, hi)
    n = g.num_players
    # The attacker: the active player if involved, else the first involved seat clockwise.
    att = active
    while not mask & (1 << att):
        att = (att + 1) % n
    dfd = table.first_seat(mask & ~(1 << att))
    g.write(_A_ST, _R_CCOL, colour)
    g.write(_A_ST, _R_CATT, att)
    g.write(_A_ST, _R_CDEF, dfd)
    g.write(_A_ST, _R_CACOM, _NONE)
    g.write(_A_ST, _R_CDCOM, _NONE)
    ask(g, _PHASE_COMMIT, att, colour)


def commit(g, n):
    st = g.st
    seat = st[_R_ASK]
    from_hand(g, seat, st[_R_QCOL], n)
    if st[_R_CACOM] == _NONE:
        g.write(_A_ST, _R_CACOM, n)
        ask(g, _PHASE_COMMIT, st[_R_CDEF], st[_R_QCOL])
        return
    g.write(_A_ST, _R_CDCOM, n)
    if st[_R_DOING] == _DOING_LEADER:
        resolve_internal(g)
    else:
        resolve_external(g)


def reward_committed(g, winner, colour):
    """One committed card goes on the winner's pile, the others leave the game (CK-5.1, 5.3)."""
    st = g.st
    total = st[_R_CACOM] + st[_R_CDCOM]
    if total:
        to_pile(g, winner, colour)
        if total > 1:
            table.discard(g, colour, total - 1)
    return total


def resolve_internal(g):
    """CK-5.1: red cards committed, +1 for a leader on a red card; a tie to the defender."""
    st = g.st
    colour = st[_R_CCOL]
    att = st[_R_CATT]
    dfd = st[_R_CDEF]
    a_spot = g.lspot[att * 4 + colour]
    d_spot = g.lspot[dfd * 4 + colour]
    a = st[_R_CACOM] + (1 if table.on_red(g, a_spot) else 0)
    d = st[_R_CDCOM] + (1 if table.on_red(g, d_spot) else 0)
    winner = att if a > d else dfd
    table.leader_home(g, d_spot if a > d else a_spot)
    total = reward_committed(g, winner, 0)
    if total:
        action_done(g)
    else:
        ask(g, _PHASE_REWARD, winner, 0)


def resolve_external(g):
    """CK-5.2, CK-5.3: support from each former kingdom plus cards committed; the loser's
    leader goes, then the loser's former kingdom hands its cards of the colour to the winner."""
    st = g.st
    colour = st[_R_CCOL]
    att = st[_R_CATT]
    dfd = st[_R_CDEF]
    cut = st[_R_DARG]
    a_spot = g.lspot[att * 4 + colour]
    d_spot = g.lspot[dfd * 4 + colour]
    alo, ahi = table.kingdom(g, table.spot_column(a_spot), cut)
    dlo, dhi = table.kingdom(g, table.spot_column(d_spot), cut)
    a = st[_R_CACOM] + table.colour_count(g, colour, alo, ahi, cut)
    d = st[_R_CDCOM] + table.colour_count(g, colour, dlo, dhi, cut)
    if a > d:
        winner, lo, hi, loser_spot = att, dlo, dhi, d_spot
    else:
        winner, lo, hi, loser_spot = dfd, alo, ahi, a_spot
    table.leader_home(g, loser_spot)
    total = reward_committed(g, winner, colour)
    want = colour + 1
    cols = g.cols
    occ = g.occ
    for c in range(lo, hi + 1):
        base = c * 9
        d = g.clen[c]
        while d >= 1:
            if cols[base + d] == want and not occ[base + d]:
                table.remove_card(g, c, d)
                to_pile(g, winner, colour)
            d -= 1
    gaps = g.gaps
    for k in range(lo, hi):
        if k != cut and gaps[k] == want and not occ[_GAP_SPOT + k]:
            g.write(_A_GAPS, k, 0)  # the union falls apart here (CK-5.3)
            to_pile(g, winner, colour)
    if total:
        union_next(g)
    else:
        ask(g, _PHASE_REWARD, winner, colour)
