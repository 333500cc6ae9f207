"""The final ranking (CK-7.3) and the per-seat returns, loaded when a result is asked for."""


def final_totals(g, seat):
    """The four colour totals after each treasure card joins a weakest colour, weakest first."""
    p = g.piles
    t = [p[seat * 5], p[seat * 5 + 1], p[seat * 5 + 2], p[seat * 5 + 3]]
    for _ in range(p[seat * 5 + 4]):
        lo = 0
        for c in range(1, 4):
            if t[c] < t[lo]:
                lo = c
        t[lo] += 1
    t.sort()
    return tuple(t)


def ranking(g):
    """[(seat, place, totals)] best first; a full tie shares the place, listed in seat order."""
    rows = [(final_totals(g, s), s) for s in range(g.num_players)]
    rows.sort(key=lambda r: (tuple(-x for x in r[0]), r[1]))
    out = []
    place = 0
    for i in range(len(rows)):
        if i == 0 or rows[i][0] != rows[i - 1][0]:
            place = i + 1
        out.append((rows[i][1], place, rows[i][0]))
    return out


def returns(g):
    """Per seat, +1 for first place down to -1 for last, shared places averaged; 0.0 in play."""
    n = g.num_players
    if not g.is_over():
        return [0.0] * n
    rows = ranking(g)
    out = [0.0] * n
    i = 0
    while i < n:
        j = i
        while j + 1 < n and rows[j + 1][1] == rows[i][1]:
            j += 1
        # Positions i..j share a place: each gets the mean of their linear values.
        v = 0.0
        for k in range(i, j + 1):
            v += 1.0 - 2.0 * k / (n - 1)
        v /= j - i + 1
        for k in range(i, j + 1):
            out[rows[k][0]] = v
        i = j + 1
    return out
