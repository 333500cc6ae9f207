"""The final ranking (TE-11.2), loaded when a game's result is asked for, not during play."""


def final_totals(g, seat):
    """The four colour totals after placing each treasure on the weakest colour, weakest first."""
    t = list(g.score(seat))
    for _ in range(g.treasures_held(seat)):
        lo = 0
        for c in range(1, 4):
            if t[c] < t[lo]:
                lo = c
        t[lo] += 1
    t.sort()
    return t


def ranking(g):
    """[(seat, place, totals)] best first; a full tie shares the place (TE-11.2)."""
    rows = []
    for s in range(g.num_players):
        rows.append((final_totals(g, s), s))
    # Higher weakest colour first, then the next weakest, ...; seat order breaks nothing.
    rows.sort(key=lambda r: (tuple(-x for x in r[0]), r[1]))
    out = []
    place = 0
    for i in range(len(rows)):
        if i == 0 or rows[i][0] != rows[i - 1][0]:
            place = i + 1
        out.append((rows[i][1], place, tuple(rows[i][0])))
    return out
