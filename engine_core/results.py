"""returns(): a per-seat result vector from a game's ranking, for bots and tournaments.

OpenSpiel style: seats ordered by place take 1 - 2k/(n-1) for k = 0..n-1 (+1 for the sole
winner, -1 for the sole last); seats sharing a place share the mean of the values of the
positions they hold, so the vector always sums to 0. All 0.0 while the game runs.
Loaded only when asked for, like the ranking itself.
"""


def returns_of(game):
    n = game.num_players
    out = [0.0] * n
    if not game.is_over():
        return out
    rows = game.ranking()  # [(seat, place, totals)] best first, place 1-based and shared
    i = 0
    while i < n:
        j = i
        while j < n and rows[j][1] == rows[i][1]:
            j += 1
        # Positions i..j-1 share a place: the mean of 1 - 2k/(n-1) over them.
        value = 1.0 - (i + j - 1) / (n - 1)
        for k in range(i, j):
            out[rows[k][0]] = value
        i = j
    return out
