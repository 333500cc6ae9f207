"""A game with bot seats replays exactly from the seeds (issue 17), also when the game is saved
and resumed between every decision (the bots keep nothing of their own between decisions)."""

from bot_helpers import new_game, seat_bots

from engine_core.tigris import decode

LEVELS = ("hard", "easy", "normal")


def play(seed, resume):
    g = new_game(3, seed)
    bots = seat_bots(LEVELS, seed)
    moves = []
    while not g.is_over():
        if resume:
            g = decode(g.encode())
        a = bots[g.current_player()].choose(g)
        moves.append(a)
        g.apply(a)
    return moves, g.encode()


def test_same_seeds_same_game():
    first = play(12, False)
    assert play(12, False) == first
    assert play(13, False) != first


def test_save_and_resume_between_decisions_replays_the_same_game():
    assert play(21, True) == play(21, False)
