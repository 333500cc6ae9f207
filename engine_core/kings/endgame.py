"""The final ranking (CK-7.3), loaded when the game's result is asked for, not during play."""


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
