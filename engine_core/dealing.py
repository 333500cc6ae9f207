"""A new game's deal, made without the undo journal: shared by the games that deal from a bag of
four colours (Tigris's tiles, Contest of Kings' cards).

Setup's writes are never taken back (a game's journal starts after it), and a journaled draw is
a dozen calls: Start's key waits for the deal. Loaded by a game's setup module only, and let go
with it (firmware/games/*/flow.py new_game).
"""

from . import xorshift32


def draw_into(bag, x, counts, at, n):
    """Makes n draws from `bag` (a count per colour) with the xorshift32 state x, as a game's
    journaled draw does in play (notation.md, notation-kings.md): each adds one to
    counts[at + colour]. Returns the state after them. The bag must hold n."""
    for _ in range(n):
        x = xorshift32(x)
        k = x % (bag[0] + bag[1] + bag[2] + bag[3])
        c = 0  # the colour of the bag's tile number k, counted colour by colour
        while k >= bag[c]:
            k -= bag[c]
            c += 1
        bag[c] -= 1
        counts[at + c] += 1
    return x
