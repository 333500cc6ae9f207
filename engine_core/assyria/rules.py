"""Where pieces may go and what a hand can feed (AS-4.3, AS-4.4): pure questions about a game."""

from .board import ADJ, CORNERS, FOOD, HEX_CORNERS, REGION

_ZIGGURAT = const(16)
_MARK_FED = const(1)
_MARK_RAISED = const(2)
_WILD = const(15)
_F_CAMELS = const(2)
_F_OFFER = const(3)
_F_PLOW = const(4)
_F_HUTS = const(5)
_F_BASES = const(6)
_F_CENTRES = const(7)
_F_ROOFS = const(8)
_SEAT_SIZE = const(9)
_R_OFFERED = const(5)
_R_BOUGHT = const(6)
_R_PLOWS = const(23)

# AS-2: dignitary spaces (upper, middle, lower) start at these Assur indexes; costs in camels.
DIG_START = b"\x00\x03\x07\x0d"
DIG_COST = b"\x04\x03\x02"
DIG_INFLUENCE = b"\x03\x02\x01"
# AS-4.4a: camels for a centre (on a base) and for a roof (on a centre), by the current height.
LEVEL_COST = b"\x00\x03\x02"


def card_cost(kind):
    """AS-1: 1 camel for a 1-symbol card, 2 for a 2- or 3-symbol card or a wild card."""
    return 1 if kind < _WILD and kind % 3 == 0 else 2


def owns(v, colour):
    """True if board value v is a hut or a ziggurat of `colour`."""
    return v == 1 + colour or (v >= _ZIGGURAT and (v - _ZIGGURAT) >> 2 == colour)


def hut_ok(g, colour, h):
    """AS-4.3a: empty hex in play next to one of the colour's huts or ziggurats."""
    board = g.board
    if h >= g.nhex or board[h]:
        return False
    k = 6 * h
    for i in range(k, k + 6):
        n = ADJ[i]
        if n == 255:
            break
        if owns(board[n], colour):
            return True
    return False


def any_hut_hex(g, colour):
    for h in range(g.nhex):
        if hut_ok(g, colour, h):
            return True
    return False


def feed_counts(g, seat):
    """(unfed huts per food, symbols per food, wild cards + plow, unfed huts) of a seat."""
    board = g.board
    marks = g.marks
    hut = 1 + g.colours[seat]
    u = bytearray(5)
    total = 0
    for h in range(g.nhex):
        if board[h] == hut and not marks[h] & _MARK_FED:
            u[FOOD[h]] += 1
            total += 1
    hand = g.hand
    base = 16 * seat
    sym = bytearray(5)
    for f in range(5):
        k = base + 3 * f
        sym[f] = hand[k] + 2 * hand[k + 1] + 3 * hand[k + 2]
    wild = hand[base + _WILD] + g.seat[seat * _SEAT_SIZE + _F_PLOW]
    return u, sym, wild, total


def best(u, sym, wild, total):
    """notation-assyria.md best(H, U): the most unfed huts the hand can still feed (AS-4.3b)."""
    matched = 0
    for f in range(5):
        matched += u[f] if u[f] < sym[f] else sym[f]
    rest = total - matched
    return matched + (wild if wild < rest else rest)


def feed_best(g, seat):
    u, sym, wild, total = feed_counts(g, seat)
    return best(u, sym, wild, total)


def feed_keeps_best(u, sym, wild, total, card, food, k):
    """True if feeding k huts (of `food`, or any one for card WILD/plow=None) loses nothing."""
    before = best(u, sym, wild, total)
    if card is None or card == _WILD:
        u2 = bytearray(u)
        u2[food] -= 1
        return best(u2, sym, wild - 1, total - 1) == before - 1
    u2 = bytearray(u)
    u2[food] -= k
    s2 = bytearray(sym)
    s2[food] -= card % 3 + 1
    return best(u2, s2, wild, total - k) == before - k


def well_ok(g, colour, c):
    """AS-4.3d: a legal corner in play, free, with the colour's huts on its three hexes."""
    k = 3 * c
    hut = 1 + colour
    board = g.board
    return (
        not g.wells[c]
        and CORNERS[k + 2] < g.nhex
        and board[CORNERS[k]] == hut
        and board[CORNERS[k + 1]] == hut
        and board[CORNERS[k + 2]] == hut
    )


def next_to_well(g, h):
    """True if a well stands on one of the hex's corners (AS-4.4a)."""
    wells = g.wells
    k = 6 * h
    for i in range(k, k + 6):
        c = HEX_CORNERS[i]
        if c == 255:
            return False
        if wells[c]:
            return True
    return False


def ziggurat_refusal(g, seat, h):
    """0 if the seat may build a ziggurat base on hex h (AS-4.4a), else a refusal code."""
    if h >= g.nhex or g.board[h] != 1 + g.colours[seat]:
        return 15  # N_ZIG_HEX
    if REGION[h] == 1 or REGION[h] == 2:
        return 16  # N_ZIG_RIVER
    if next_to_well(g, h):
        return 17  # N_ZIG_WELL
    s = seat * _SEAT_SIZE
    if not g.seat[s + _F_BASES]:
        return 18  # N_NO_PIECE
    if g.seat[s + _F_CAMELS] < 6:
        return 14  # N_CAMELS
    return 0


def level_refusal(g, seat, h):
    """0 if the seat may raise its ziggurat on hex h by one level (AS-4.4a)."""
    if h >= g.nhex:
        return 19  # N_LEVEL_HEX
    v = g.board[h] - _ZIGGURAT
    if v < 0 or v >> 2 != g.colours[seat] or v & 3 == 3:
        return 19
    if g.marks[h] & _MARK_RAISED:
        return 20  # N_LEVEL_TWICE
    height = v & 3
    s = seat * _SEAT_SIZE
    if not g.seat[s + (_F_CENTRES if height == 1 else _F_ROOFS)]:
        return 18
    if g.seat[s + _F_CAMELS] < LEVEL_COST[height]:
        return 14
    return 0


def intrigue_refusal(g, seat, d):
    s = seat * _SEAT_SIZE
    if not g.seat[s + _F_HUTS]:
        return 27  # N_NO_HUTS
    if g.assur[DIG_START[d + 1] - 1]:
        return 21  # N_DIGNITARY_FULL
    if g.seat[s + _F_CAMELS] < DIG_COST[d]:
        return 14
    return 0


def offering_refusal(g, seat, n):
    s = seat * _SEAT_SIZE
    if n < 1 or n > 3 or g.st[_R_OFFERED] + n > 3 or g.seat[s + _F_OFFER] + n > 7:
        return 22  # N_OFFER
    if g.seat[s + _F_CAMELS] < n:
        return 14
    return 0


def row_place(g, kind):
    """Place of a card kind in the rows, row1 first then leftmost; 255 if none (AS-4.4d)."""
    rows = g.rows
    for i in range(10):
        if rows[i] == kind:
            return i
    return 255


def buy_refusal(g, seat, kind):
    if g.st[_R_BOUGHT]:
        return 23  # N_BOUGHT
    if kind > _WILD or row_place(g, kind) == 255:
        return 24  # N_NOT_IN_ROW
    if g.seat[seat * _SEAT_SIZE + _F_CAMELS] < card_cost(kind):
        return 14
    return 0


def plow_refusal(g, seat):
    s = seat * _SEAT_SIZE
    if g.seat[s + _F_PLOW]:
        return 25  # N_PLOW_HELD
    if not g.st[_R_PLOWS]:
        return 26  # N_NO_PLOW
    if g.seat[s + _F_CAMELS] < 2:
        return 14
    return 0


def any_action(g, seat):
    """True if the seat has an action other than `done` (AS-4.4; the step ends by itself)."""
    s = seat * _SEAT_SIZE
    seats = g.seat
    camels = seats[s + _F_CAMELS]
    if not camels:
        return False
    for d in range(3):
        if not intrigue_refusal(g, seat, d):
            return True
    if not offering_refusal(g, seat, 1):
        return True
    if not g.st[_R_BOUGHT]:
        for i in range(10):
            k = g.rows[i]
            if k != 255 and camels >= card_cost(k):
                return True
    if not plow_refusal(g, seat):
        return True
    for h in range(g.nhex):
        v = g.board[h]
        if v and (not ziggurat_refusal(g, seat, h) or not level_refusal(g, seat, h)):
            return True
    return False
