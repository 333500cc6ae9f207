"""encode()/decode(): the game as compact bytes for saves, pile tops and options included."""

from . import CARD_TOTALS

_MAGIC = b"CK1"
# The journaled arrays in Game._arrs order, by length: cols clen gaps occ lspot hands piles
# deck out st.
_SIZES = (72, 8, 7, 79, 16, 16, 20, 4, 4, 26)


def encode(g):
    head = bytes((g.num_players, g.options)) + bytes(g.dynasties)
    return _MAGIC + head + b"".join(bytes(a) for a in g._arrs)


def decode(data):
    from .game import Game

    data = bytes(data)
    if data[:3] != _MAGIC:
        raise ValueError("decode: not a Contest of Kings save (magic)")
    if len(data) < 5:
        raise ValueError("decode: too short (header)")
    n = data[3]
    if n < 2 or n > 4:
        raise ValueError("decode: players %d" % n)
    if len(data) != 5 + n + sum(_SIZES):
        raise ValueError("decode: length %d" % len(data))
    g = Game(data[5 : 5 + n], data[4])
    k = 5 + n
    for i in range(len(_SIZES)):
        size = _SIZES[i]
        g._arrs[i][:] = data[k : k + size]
        k += size
    problem = consistency(g)
    if problem:
        raise ValueError("decode: " + problem)
    return g


def consistency(g):
    """None, or the field that no game could reach (decode's check)."""
    n = g.num_players
    cols = g.cols
    for c in range(8):
        if g.clen[c] > 8:
            return "lengths"
        if cols[c * 9] not in (1, 5):
            return "columns"
        for d in range(1, 9):
            v = cols[c * 9 + d]
            if (d <= g.clen[c]) != (v != 0) or v > 8:
                return "columns"
    for k in range(7):
        if g.gaps[k] > 4:
            return "gaps"
    for i in range(4 * n, 16):
        if g.lspot[i] != 255 or g.hands[i]:
            return "leaders"
    for i in range(4 * n):
        s = g.lspot[i]
        if s != 255 and (s >= 79 or g.occ[s] != i + 1):
            return "leaders"
    for s in range(79):
        w = g.occ[s]
        if w and (w > 4 * n or g.lspot[w - 1] != s):
            return "spots"
    totals = [0, 0, 0, 0]
    for c in range(8):
        for i in range(c * 9, c * 9 + g.clen[c] + 1):
            v = cols[i]
            if 1 <= v <= 4:
                totals[v - 1] += 1
    heads_r = sum(1 for c in range(8) if cols[c * 9] == 1)
    t = 0
    for s in range(n):
        t += g.piles[s * 5 + 4]
    if t != heads_r:
        return "piles"
    st = g.st
    for c in range(4):
        for v in g.gaps:
            if v == c + 1:
                totals[c] += 1
        for s in range(n):
            totals[c] += g.hands[s * 4 + c] + g.piles[s * 5 + c]
        totals[c] += g.deck[c] + g.out[c]
    if st[0] == 4 and st[14] != 255:  # the attacker's cards committed, in play
        totals[st[2]] += st[14]
    if tuple(totals) != tuple(CARD_TOTALS):
        return "card counts"
    if st[0] > 7 or st[3] >= n or st[4] > 2 or not g.rng():
        return "state"
    for s in range(4):
        if st[18 + s] > (1 if s < n else 0) or st[22 + s] > (5 if s < n else 0):
            return "state"
    return None
