"""What an accepted action does, and which question follows it (CK-4 to CK-7, notation-kings.md).

No recursion: every step ends by opening a question or by finishing the action, and the steps
that follow one another (union conflicts, end-of-turn scoring) loop over the state registers.
"""

from ..compat import const
from . import table

_A_COLS = const(0)
_A_CLEN = const(1)
_A_GAPS = const(2)
_A_OCC = const(3)
_A_LSPOT = const(4)
_A_HANDS = const(5)
_A_PILES = const(6)
_A_ST = const(9)
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
_DOING_CARD = const(1)
_DOING_UNION = const(2)
_DOING_LEADER = const(3)
_DOING_END = const(4)

_ACT_LEADER = const(1)
_ACT_CARD = const(2)
_ACT_CATASTROPHE = const(3)
_ACT_PASS = const(4)
_ACT_COMMIT = const(7)
_ACT_WAR = const(8)
_ACT_TREASURE = const(9)
_ACT_SHIP = const(10)

_R_PHASE = const(0)
_R_ASK = const(1)
_R_QCOL = const(2)
_R_ACTIVE = const(3)
_R_TAKEN = const(4)
_R_DOING = const(9)
_R_DARG = const(10)
_R_CCOL = const(11)
_R_CATT = const(12)
_R_CDEF = const(13)
_R_CACOM = const(14)
_R_CDCOM = const(15)
_R_ENDC = const(16)
_R_DECKOUT = const(17)
_R_CAT = const(18)
_R_TOP = const(22)
_HAND_SIZE = const(8)


def ask(g, phase, seat, colour=0):
    g.write(_A_ST, _R_PHASE, phase)
    g.write(_A_ST, _R_ASK, seat)
    g.write(_A_ST, _R_QCOL, colour)


def to_pile(g, seat, colour):
    """One card onto a victory pile; its colour is the pile's public top (CK-7.3)."""
    i = seat * 5 + colour
    g.write(_A_PILES, i, g.piles[i] + 1)
    g.write(_A_ST, _R_TOP + seat, colour + 1)


def from_hand(g, seat, colour, n=1):
    i = seat * 4 + colour
    g.write(_A_HANDS, i, g.hands[i] - n)


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


# -- actions of the active player ---------------------------------------------------------------


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


def ship_question(g):
    """CK-6.1: four cards of one colour at the bottom of the column may become a free ship."""
    col = g.st[_R_DARG]
    c = table.ship_run_colour(g, col)
    if c >= 0 and table.free_ship_for(g, c):
        ask(g, _PHASE_SHIP, g.st[_R_ACTIVE], c)
    else:
        action_done(g)


def build_ship(g, ship):
    col = g.st[_R_DARG]
    n = g.clen[col]
    base = col * 9
    colour = g.cols[base + n] - 1
    for d in range(n - 3, n + 1):
        table.leader_home(g, base + d)
        g.write(_A_COLS, base + d, 0)
    table.discard(g, colour, 4)
    g.write(_A_COLS, base + n - 3, _SHIP_BASE + ship)
    g.write(_A_CLEN, col, n - 3)


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


# -- conflicts (CK-5) ---------------------------------------------------------------------------


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


# -- end of the action and of the turn ----------------------------------------------------------


# The question registers (what is being done, who is asked, the conflict) keep their last
# values once their question is answered: they mean something only while the phase asks, and
# not clearing them keeps the undo journal of a long game small.


def action_done(g):
    st = g.st
    taken = st[_R_TAKEN] + 1
    g.write(_A_ST, _R_TAKEN, taken)
    if taken >= 2:
        start_end(g)
    else:
        g.write(_A_ST, _R_PHASE, _PHASE_ACTION)


def start_end(g):
    g.write(_A_ST, _R_DOING, _DOING_END)
    g.write(_A_ST, _R_ENDC, 0)
    end_next(g)


def end_next(g):
    """CK-6.3 ship scoring, leader by leader (r b g k); then the refills and the end check."""
    st = g.st
    seat = st[_R_ACTIVE]
    c = st[_R_ENDC]
    while c < 4:
        spot = g.lspot[seat * 4 + c]
        c += 1
        if spot != _NONE:
            lo, hi = table.kingdom(g, table.spot_column(spot))
            if table.ship_in(g, c - 1, lo, hi):
                g.write(_A_ST, _R_ENDC, c)
                ask(g, _PHASE_SCORE, seat, c - 1)
                return
    g.write(_A_ST, _R_ENDC, 0)
    # CK-7.1: refills in seat order from the active player; a short deck ends the game (CK-7.2).
    n = g.num_players
    out = False
    for k in range(n):
        s = (seat + k) % n
        if not g.draw(s, _HAND_SIZE - g.hand_size(s)):
            out = True
            break
    if out:
        g.write(_A_ST, _R_DECKOUT, 1)
    # CK-7.2, plus (decided) a full table: with every column at 8 cards and every gap filled no
    # card can be played again, hands never empty and the deck never runs out, so the game ends.
    if out or g.treasures_on_table() <= 1 or table.full(g):
        g.write(_A_ST, _R_PHASE, _PHASE_OVER)
        return
    g.write(_A_ST, _R_ACTIVE, (seat + 1) % n)
    g.write(_A_ST, _R_TAKEN, 0)
    g.write(_A_ST, _R_PHASE, _PHASE_ACTION)
