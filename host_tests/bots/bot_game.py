"""Plays one game with bot seats and prints its actions; runs on CPython and MicroPython alike.

    micropython bot_game.py SEED LEVEL LEVEL [...]
"""

import sys


def play(seed, levels):
    from engine_core.tigris import Game
    from engine_core.tigris.bots import Bot

    g = Game.new(list(range(len(levels))), seed=seed)
    g.set_undo_limit(2)  # as the console runs a game
    bots = [Bot(levels[s], seed * 16 + s + 1) for s in range(len(levels))]
    moves = []
    while not g.is_over():
        a = bots[g.current_player()].choose(g)
        moves.append(a)
        g.apply(a)
    return moves


if __name__ == "__main__":
    print(" ".join(str(a) for a in play(int(sys.argv[1]), sys.argv[2:])))
