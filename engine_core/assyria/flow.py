"""What happens by itself between decisions: steps ending, sowing, income, flood (AS-4, AS-5)."""

from .. import xorshift32
from . import flood, rules
from .board import REGION
from .flood import add_camels, add_score, clear_laid  # noqa: F401  (game.py uses add_score)

_A_BOARD = const(0)
_A_MARK = const(1)
_A_SEAT = const(3)
_A_HAND = const(4)
_A_DECK = const(5)
_A_DISC = const(6)
_A_ROWS = const(7)
_A_ASSUR = const(8)
_A_ST = const(10)
_F_SCORE = const(0)
_F_CAMELS = const(2)
_F_OFFER = const(3)
_F_PLOW = const(4)
_F_HUTS = const(5)
_F_BASES = const(6)
_F_CENTRES = const(7)
_F_ROOFS = const(8)
_SEAT_SIZE = const(9)
_R_PHASE = const(0)
_R_POS = const(1)
_R_REIGN = const(2)
_R_TURN = const(3)
_R_HUTS = const(4)
_R_OFFERED = const(5)
_R_BOUGHT = const(6)
_R_DECK = const(11)
_R_EXPD = const(12)
_R_LAID = const(13)
_R_DRAFT = const(17)
_R_PLOWS = const(23)
_R_ORDER = const(24)
_R_HARV = const(28)
_PHASE_DRAFT = const(1)
_PHASE_HARVEST = const(2)
_PHASE_HUTS = const(3)
_PHASE_FEED = const(4)
_PHASE_WELLS = const(5)
_PHASE_ACTIONS = const(6)
_PHASE_OVER = const(7)
_ZIGGURAT = const(16)
_MARK_FED = const(1)
_MARK_RAISED = const(2)
_WILD = const(15)

# AS-2: the offering track's multiplier per space; AS-5.3: upper dignitary VP by huts there.
OFFER_MULT = b"\x00\x01\x02\x02\x03\x03\x03\x04"
UPPER_VP = b"\x00\x01\x04\x08"
# AS-4.3e: prestige per hut by region (desert, river1, river2, between the rivers).
HUT_VP = b"\x01\x00\x00\x02"


def draw(g):
    """The top food card; an empty deck is remade from the discard pile; 255 if none (AS-4.1)."""
    st = g.st
    if not st[_R_DECK]:
        cards = []
        disc = g.disc
        for k in range(16):
            for _ in range(disc[k]):
                cards.append(k)
            g.write(_A_DISC, k, 0)
        shuffle_into_deck(g, cards)
    n = st[_R_DECK]
    if not n:
        return 255
    g.write(_A_ST, _R_DECK, n - 1)
    k = g.deck[n - 1]
    g.write(_A_DECK, n - 1, 0)  # drawn places are zero, so that equal positions encode alike
    return k


def shuffle(g, items):
    """Fisher-Yates with the game's RNG, as notation-assyria.md says; items is a list."""
    x = g.rng_state()
    for i in range(len(items) - 1, 0, -1):
        x = xorshift32(x)
        j = x % (i + 1)
        items[i], items[j] = items[j], items[i]
    if len(items) > 1:
        g.store_rng(x)  # once per shuffle: 4 journal records, not 4 per card
    return items


def shuffle_into_deck(g, cards):
    shuffle(g, cards)
    n = len(cards)
    for i in range(n):
        g.write(_A_DECK, n - 1 - i, cards[i])  # the first card of the result is the top
    g.write(_A_ST, _R_DECK, n)


def sow(g):
    """AS-4.1: two rows, each sorted by symbols (1 to 3, draw order kept), wild cards last."""
    w = g.num_players + 1
    for r in range(2):
        drawn = []
        for _ in range(w):
            k = draw(g)
            if k == 255:
                break
            drawn.append(k)
        place = 5 * r
        for rank in (0, 1, 2, 3):
            for k in drawn:
                if (3 if k == _WILD else k % 3) == rank:
                    g.write(_A_ROWS, place, k)
                    place += 1


def seat_at(g, pos):
    return g.st[_R_ORDER + pos]


def expansion_card(g):
    st = g.st
    return st[_R_LAID + st[_R_LAID]]


def begin_expansion(g, pos):
    """AS-4.3a: the player at `pos` places min(the turn's card, huts in supply) huts."""
    g.write(_A_ST, _R_POS, pos)
    g.write(_A_ST, _R_PHASE, _PHASE_HUTS)
    huts = g.seat[seat_at(g, pos) * _SEAT_SIZE + _F_HUTS]
    card = expansion_card(g)
    g.write(_A_ST, _R_HUTS, card if card < huts else huts)


def begin_draft(g):
    """AS-3: the last player draws as many cards as there are players."""
    n = g.num_players
    cards = []
    for _ in range(n):
        k = draw(g)
        if k == 255:
            break
        cards.append(k)
    cards.sort()  # kept in card order, as the notation lists them
    for i in range(len(cards)):
        g.write(_A_ST, _R_DRAFT + 1 + i, cards[i])
    g.write(_A_ST, _R_DRAFT, len(cards))
    g.write(_A_ST, _R_PHASE, _PHASE_DRAFT)
    g.write(_A_ST, _R_POS, n - 1)
    after_draft_pick(g)


def after_draft_pick(g):
    """A single card left goes by itself to the next player (the first player, AS-3)."""
    st = g.st
    left = st[_R_DRAFT]
    if left > 1 and st[_R_POS] >= 0:
        return
    if left == 1:
        seat = seat_at(g, st[_R_POS])
        g.add(_A_HAND, 16 * seat + st[_R_DRAFT + 1], 1)
        g.write(_A_ST, _R_DRAFT + 1, 0)
        g.write(_A_ST, _R_DRAFT, 0)
    g.write(_A_ST, _R_PHASE, _PHASE_HARVEST)
    g.write(_A_ST, _R_POS, 0)


def end_harvest(g):
    """AS-4.2: the new turn order is the order of the chosen columns, leftmost first."""
    n = g.num_players
    st = g.st
    order = [st[_R_ORDER + p] for p in range(n)]
    order.sort(key=lambda s: st[_R_HARV + s])
    for p in range(n):
        g.write(_A_ST, _R_ORDER + p, order[p])
        g.write(_A_ST, _R_HARV + p, 255)  # only the harvest needs the choices
    begin_expansion(g, 0)


def famine(g, seat):
    """AS-4.3c: unfed huts go back to the supply; the rest lose their fed marks."""
    hut = 1 + g.colours[seat]
    board = g.board
    marks = g.marks
    back = 0
    for h in range(g.nhex):
        if board[h] == hut:
            if marks[h] & _MARK_FED:
                g.write(_A_MARK, h, 0)
            else:
                g.write(_A_BOARD, h, 0)
                back += 1
    if back:
        g.add(_A_SEAT, seat * _SEAT_SIZE + _F_HUTS, back)


def income(g, seat):
    """AS-4.3e: camels per river (3, then 2 per further hut) and prestige (wells scored at once)."""
    colour = g.colours[seat]
    hut = 1 + colour
    board = g.board
    river = [0, 0, 0]
    vp = 0
    for h in range(g.nhex):
        v = board[h]
        if v == hut:
            r = REGION[h]
            vp += HUT_VP[r]
            if r == 1 or r == 2:
                river[r] += 1
        elif v >= _ZIGGURAT and (v - _ZIGGURAT) >> 2 == colour:
            vp += v & 3
    camels = 0
    for r in (1, 2):
        if river[r]:
            camels += 1 + 2 * river[r]
    if camels:
        add_camels(g, seat, camels)
    if vp:
        add_score(g, seat, vp)


def end_wells(g):
    st = g.st
    pos = st[_R_POS]
    income(g, seat_at(g, pos))
    if pos + 1 < g.num_players:
        begin_expansion(g, pos + 1)
    else:
        g.write(_A_ST, _R_POS, 0)
        g.write(_A_ST, _R_PHASE, _PHASE_ACTIONS)


def end_actions(g):
    st = g.st
    pos = st[_R_POS]
    marks = g.marks
    for h in range(g.nhex):
        if marks[h] & _MARK_RAISED:
            g.write(_A_MARK, h, 0)
    g.write(_A_ST, _R_OFFERED, 0)
    g.write(_A_ST, _R_BOUGHT, 0)
    if pos + 1 < g.num_players:
        g.write(_A_ST, _R_POS, pos + 1)
    else:
        end_turn(g)


def settle(g):
    """Carry on until a player must decide: skip steps with nothing to decide (notation)."""
    st = g.st
    while True:
        ph = st[_R_PHASE]
        seat = seat_at(g, st[_R_POS])
        if ph == _PHASE_HUTS:
            if st[_R_HUTS] and rules.any_hut_hex(g, g.colours[seat]):
                return
            g.write(_A_ST, _R_HUTS, 0)
            g.write(_A_ST, _R_PHASE, _PHASE_FEED)
        elif ph == _PHASE_FEED:
            if rules.feed_best(g, seat):
                return
            famine(g, seat)
            g.write(_A_ST, _R_PHASE, _PHASE_WELLS)
        elif ph == _PHASE_WELLS:
            if st[22] and any_well(g, seat):
                return
            end_wells(g)
        elif ph == _PHASE_ACTIONS:
            if rules.any_action(g, seat):
                return
            end_actions(g)
        else:
            return


def any_well(g, seat):
    colour = g.colours[seat]
    for c in range(len(g.wells)):
        if rules.well_ok(g, colour, c):
            return True
    return False


def end_turn(g):
    """AS-4.5: the rows go to the discard; a flood after a reign's last turn; then sow again."""
    st = g.st
    rows = g.rows
    for i in range(10):
        k = rows[i]
        if k != 255:
            g.add(_A_DISC, k, 1)
            g.write(_A_ROWS, i, 255)
    reign = st[_R_REIGN]
    turn = st[_R_TURN]
    if turn == (2 if reign == 1 else 3):
        flood.flood(g)
        if reign == 3:
            flood.final_scoring(g)
            g.write(_A_ST, _R_PHASE, _PHASE_OVER)
            g.write(_A_ST, _R_POS, 0)
            return
        g.write(_A_ST, _R_REIGN, reign + 1)
        g.write(_A_ST, _R_TURN, 1)
        clear_laid(g)
    else:
        g.write(_A_ST, _R_TURN, turn + 1)
    lay_expansion(g)
    sow(g)
    g.write(_A_ST, _R_PHASE, _PHASE_HARVEST)
    g.write(_A_ST, _R_POS, 0)


def lay_expansion(g):
    st = g.st
    n = st[_R_EXPD]
    g.write(_A_ST, _R_EXPD, n - 1)
    laid = st[_R_LAID] + 1
    g.write(_A_ST, _R_LAID + laid, g.expd[n - 1])
    g.write(9, n - 1, 0)  # the expansion deck's drawn place
    g.write(_A_ST, _R_LAID, laid)
