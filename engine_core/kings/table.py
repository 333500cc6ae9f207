"""The table of Contest of Kings: kingdoms as runs of columns, card counts, closing up (CK-3)."""


_A_COLS = const(0)
_A_CLEN = const(1)
_A_OCC = const(3)
_A_LSPOT = const(4)
_A_OUT = const(8)
_GAP_SPOT = const(72)
_NONE = const(255)
_SHIP_BASE = const(6)
_TREASURE = const(5)

SHIP_COLOURS = bytes((0, 2, 3))


def spot_column(spot):
    """The column a spot belongs to; a gap spot to the column on its left."""
    return spot - _GAP_SPOT if spot >= _GAP_SPOT else spot // 9


def kingdom(g, col, cut=_NONE):
    """(first, last) column of the kingdom holding `col` (CK-3.1); gap `cut` counts as empty."""
    gaps = g.gaps
    lo = col
    while lo > 0 and gaps[lo - 1] and lo - 1 != cut:
        lo -= 1
    hi = col
    while hi < 7 and gaps[hi] and hi != cut:
        hi += 1
    return lo, hi


def leader_seats(g, colour, lo, hi):
    """Seats with a leader of `colour` in columns lo..hi, as a bit mask."""
    lspot = g.lspot
    mask = 0
    for s in range(g.num_players):
        spot = lspot[s * 4 + colour]
        if spot != _NONE:
            c = spot - _GAP_SPOT if spot >= _GAP_SPOT else spot // 9
            if lo <= c <= hi:
                mask |= 1 << s
    return mask


def first_seat(mask):
    s = 0
    while not mask & (1 << s):
        s += 1
    return s


def colour_count(g, colour, lo, hi, cut=_NONE):
    """Cards of `colour` in columns lo..hi and their uniting cards, never a ship (CK-5.2)."""
    cols = g.cols
    want = colour + 1
    n = 0
    for c in range(lo, hi + 1):
        base = c * 9
        for i in range(base, base + g.clen[c] + 1):
            v = cols[i]
            if v == want or (v == _TREASURE and colour == 0):
                n += 1
    gaps = g.gaps
    for k in range(lo, hi):
        if k != cut and gaps[k] == want:
            n += 1
    return n


def on_red(g, spot):
    """True if the card under this spot is red: a red card, a treasure*, a red uniting card."""
    if spot >= _GAP_SPOT:
        return g.gaps[spot - _GAP_SPOT] == 1
    v = g.cols[spot]
    return v == 1 or v == _TREASURE


def treasures_in(g, lo, hi):
    cols = g.cols
    n = 0
    for c in range(lo, hi + 1):
        if cols[c * 9] == _TREASURE:
            n += 1
    return n


def ship_column(g, ship):
    """The column holding that ship, or 255 while it is free."""
    code = _SHIP_BASE + ship
    cols = g.cols
    for c in range(8):
        base = c * 9
        for i in range(base + 1, base + g.clen[c] + 1):
            if cols[i] == code:
                return c
    return _NONE


def shows(ship, colour):
    """Every ship shows blue and its second colour (CK-1.3)."""
    return colour == 1 or SHIP_COLOURS[ship] == colour


def ship_in(g, colour, lo, hi):
    """True if columns lo..hi hold a ship showing `colour` (CK-6.3)."""
    for s in range(3):
        c = ship_column(g, s)
        if c != _NONE and lo <= c <= hi and shows(s, colour):
            return True
    return False


def free_ship_for(g, colour):
    """True if a ship showing `colour` is still free (CK-6.1)."""
    for s in range(3):
        if shows(s, colour) and ship_column(g, s) == _NONE:
            return True
    return False


def ship_run_colour(g, col):
    """Colour of the column's bottom four cards if they are one colour below the head, else -1."""
    n = g.clen[col]
    if n < 4:
        return -1
    cols = g.cols
    base = col * 9 + n
    v = cols[base]
    if v < 1 or v > 4:
        return -1
    for i in range(base - 3, base):
        if cols[i] != v:
            return -1
    return v - 1


def leader_home(g, spot):
    """The leader on `spot` (if any) goes back to its owner's supply."""
    who = g.occ[spot]
    if who:
        g.write(_A_OCC, spot, 0)
        g.write(_A_LSPOT, who - 1, _NONE)


def remove_card(g, col, depth):
    """Take the card at col/depth off the table; the cards below move up with their leaders."""
    cols = g.cols
    occ = g.occ
    base = col * 9
    last = g.clen[col]
    for d in range(depth, last):
        i = base + d
        g.write(_A_COLS, i, cols[i + 1])
        who = occ[i + 1]
        g.write(_A_OCC, i, who)
        if who:
            g.write(_A_LSPOT, who - 1, i)
    g.write(_A_COLS, base + last, 0)
    g.write(_A_OCC, base + last, 0)
    g.write(_A_CLEN, col, last - 1)


def full(g):
    """True when no card can be played: every column full, every gap filled."""
    for c in range(8):
        if g.clen[c] < 8:
            return False
    for k in range(7):
        if not g.gaps[k]:
            return False
    return True


def discard(g, colour, n=1):
    g.write(_A_OUT, colour, g.out[colour] + n)
