"""A conflict's public running totals (CK-5.1, CK-5.2): each side's support from the table, which
everyone sees, to which the commitments (face up) are added. Pure Python, read by the view."""

from engine_core.kings import DOING_LEADER, GAP_SPOT, TREASURE


def standing(g):
    """The open conflict as the table sees it: (colour, attacker, defender, the attacker's
    support, the defender's, the attacker's commitment or 255), from the registers
    view(seat)["conflict"] reports, read without building the dict."""
    st = g.st
    col, att, dfn = st[11], st[12], st[13]
    a, d = support(g, col, g.lspot[att * 4 + col], g.lspot[dfn * 4 + col])
    return col, att, dfn, a, d, st[14]


def support(g, colour, a_spot, d_spot):
    """The public part of a conflict's strength for both sides, from the table alone.
    A leader's conflict (CK-5.1): 1 for a leader standing on a red card. A union's (CK-5.2):
    the cards of the colour in the leader's former kingdom, the new uniting card cut out
    (a treasure* is red, a ship never counts)."""
    if g.st[9] == DOING_LEADER:
        return on_red(g, a_spot), on_red(g, d_spot)
    cut = g.st[10]
    return (former_kingdom_count(g, colour, a_spot, cut),
            former_kingdom_count(g, colour, d_spot, cut))


def on_red(g, spot):
    if spot >= GAP_SPOT:
        return int(g.gaps[spot - GAP_SPOT] == 1)
    return int(g.cols[spot] in (1, TREASURE))


def former_kingdom_count(g, colour, spot, cut):
    col = spot - GAP_SPOT if spot >= GAP_SPOT else spot // 9
    gaps = g.gaps
    lo = hi = col
    while lo > 0 and gaps[lo - 1] and lo - 1 != cut:
        lo -= 1
    while hi < 7 and gaps[hi] and hi != cut:
        hi += 1
    want = colour + 1
    n = 0
    for c in range(lo, hi + 1):
        for i in range(c * 9, c * 9 + g.clen[c] + 1):
            v = g.cols[i]
            if v == want or (v == TREASURE and colour == 0):
                n += 1
    for k in range(lo, hi):
        if k != cut and gaps[k] == want:
            n += 1
    return n
