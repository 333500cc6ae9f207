"""xorshift32, the one RNG of the notation (../shared/spec/notation.md): same draws everywhere."""

_MASK = 0xFFFFFFFF


def xorshift32(x):
    """Next state of the 32-bit xorshift generator (x must be non-zero)."""
    x ^= (x << 13) & _MASK
    x ^= x >> 17
    x ^= (x << 5) & _MASK
    return x


class Rng:
    """A standalone generator for tools and bots (the game keeps its own state inside the game)."""

    def __init__(self, seed=1):
        self.state = (seed & _MASK) or 1

    def next(self):
        self.state = xorshift32(self.state)
        return self.state

    def below(self, n):
        return self.next() % n
