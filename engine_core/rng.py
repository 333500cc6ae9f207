"""xorshift32, the one RNG of every notation (../shared/spec/notation.md), and Rng for tools."""

from . import xorshift32  # noqa: F401  (defined with the journaled draw)

_MASK = 0xFFFFFFFF


class Rng:
    """A standalone generator for tools and bots (the game keeps its own state inside the game)."""

    def __init__(self, seed=1):
        self.state = (seed & _MASK) or 1

    def next(self):
        self.state = xorshift32(self.state)
        return self.state

    def below(self, n):
        return self.next() % n
