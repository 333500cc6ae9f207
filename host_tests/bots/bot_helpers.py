"""Shared by the bot tests: games played by bots, and a twin game with other secrets."""

from engine_core.tigris import VAR_BUILDINGS, VAR_ENGLISH, VAR_ZIGGURAT, Game, decode
from engine_core.tigris.bots import Bot

# Offsets in encode()'s bytes (engine_core/tigris/codec.py).
OFF_ST = 6
OFF_HANDS = 36
OFF_SCORES = 52
OFF_BAG = 96
R_RNG = 3

VARIANT_SETS = (0, VAR_ENGLISH, VAR_BUILDINGS | VAR_ZIGGURAT)


def new_game(players, seed, variants=0):
    return Game.new(list(range(players)), variants=variants, seed=seed)


def seat_bots(levels, seed):
    return [Bot(level, seed * 16 + s + 1) for s, level in enumerate(levels)]


def twin(game, seat, salt):
    """A copy of `game` in which every secret `seat` may not see differs (TE-13).

    The other seats' hands are redrawn (same sizes) from their tiles plus the bag, the bag keeps
    the rest, the draw order (RNG) and the other seats' VP are changed.
    """
    data = bytearray(game.encode())
    n = game.num_players
    pool = [data[OFF_BAG + c] for c in range(4)]
    sizes = []
    for s in range(n):
        if s == seat:
            continue
        sizes.append((s, sum(data[OFF_HANDS + s * 4 + c] for c in range(4))))
        for c in range(4):
            pool[c] += data[OFF_HANDS + s * 4 + c]
    x = (salt * 2654435761) & 0xFFFFFFFF or 1

    def rnd(m):
        nonlocal x
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        return x % m

    for s, size in sizes:
        hand = [0, 0, 0, 0]
        for _ in range(size):
            k = rnd(sum(pool))
            c = 0
            while k >= pool[c]:
                k -= pool[c]
                c += 1
            pool[c] -= 1
            hand[c] += 1
        for c in range(4):
            data[OFF_HANDS + s * 4 + c] = hand[c]
            data[OFF_SCORES + s * 5 + c] = rnd(20)
    for c in range(4):
        data[OFF_BAG + c] = pool[c]
    for k in range(4):
        data[OFF_ST + R_RNG + k] = rnd(255) + 1
    return decode(bytes(data))
