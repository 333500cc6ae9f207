"""The steps that end an action or a turn: questions, piles, ships, refills (CK-4.4 to CK-7)."""

from . import table

_A_COLS = const(0)
_A_CLEN = const(1)
_A_HANDS = const(5)
_A_PILES = const(6)
_A_ST = const(9)
_NONE = const(255)
_SHIP_BASE = const(6)

_PHASE_ACTION = const(0)
_PHASE_SCORE = const(1)
_PHASE_SHIP = const(2)
_PHASE_OVER = const(7)
_DOING_END = const(4)


_R_PHASE = const(0)
_R_ASK = const(1)
_R_QCOL = const(2)
_R_ACTIVE = const(3)
_R_TAKEN = const(4)
_R_DOING = const(9)
_R_DARG = const(10)
_R_ENDC = const(16)
_R_DECKOUT = const(17)
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
