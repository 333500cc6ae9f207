"""Tournament of Tigris & Euphrates policies on CPython, all cores: win rates with 95% intervals.

    python3 tools/arena.py normal easy --games 200 --players 2 3 4
    python3 tools/arena.py easy random --games 300 --players 2

Policies: random (uniform over legal_actions()), easy, normal, hard. For each table size the two
policies A and B share the seats alternately (A B, A B A / B A B, A B A B) and every game seed
is played with the seats rotated through all positions, so neither policy keeps the first move.
A game counts 1 for A when an A seat ranks first, 0 when a B seat does, shared first places
split; 0.5 is "as strong as each other". Games cut off at the action limit count 0.5 and are
reported. The interval is Wilson's at 95%.
"""

import argparse
import math
import multiprocessing
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

POLICIES = ("random", "easy", "normal", "hard")
ACTION_LIMIT = 4000  # far above any real game (about 500 actions for 4 players)


class RandomPolicy:
    """Uniform over the legal actions, from its own xorshift32 stream."""

    def __init__(self, seed):
        self.x = seed or 1

    def choose(self, game, progress=None):
        legal = game.legal_actions()
        x = self.x
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.x = x
        return legal[x % len(legal)]


def make_policy(name, seed):
    if name == "random":
        return RandomPolicy(seed)
    from engine_core.tigris.bots import Bot

    return Bot(name, seed)


def seatings(players):
    """Policy pattern per seat (0 = A, 1 = B), every rotation of the alternating pattern."""
    base = [i % 2 for i in range(players)]
    out = []
    for r in range(players):
        out.append(base[r:] + base[:r])
    if players % 2:
        flipped = [1 - x for x in base]
        for r in range(players):
            out.append(flipped[r:] + flipped[:r])
    return out


def play(task):
    """One game: returns (A's share of the win, actions, capped)."""
    a_name, b_name, players, seed, pattern = task
    from engine_core.tigris import Game

    game = Game.new(list(range(players)), seed=seed)
    game.set_undo_limit(2)
    bots = [
        make_policy(a_name if pattern[s] == 0 else b_name, seed * 8 + s + 1) for s in range(players)
    ]
    n = 0
    while not game.is_over():
        if n >= ACTION_LIMIT:
            return 0.5, n, True
        seat = game.current_player()
        game.apply(bots[seat].choose(game))
        n += 1
    firsts = [s for s, place, _ in game.ranking() if place == 1]
    a = sum(1 for s in firsts if pattern[s] == 0)
    return a / len(firsts), n, False


def wilson(wins, n, z=1.96):
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return centre - half, centre + half


def run(a_name, b_name, players_list, games, first_seed, workers):
    """Rows of (players, games, A's win rate, low, high, capped, mean actions)."""
    rows = []
    with multiprocessing.Pool(workers) as pool:
        for players in players_list:
            pats = seatings(players)
            tasks = []
            seed = first_seed
            while len(tasks) < games:
                for pat in pats:
                    tasks.append((a_name, b_name, players, seed, pat))
                seed += 1
            tasks = tasks[: games - games % len(pats) or games]
            res = pool.map(play, tasks, chunksize=1)
            wins = sum(r[0] for r in res)
            n = len(res)
            lo, hi = wilson(wins, n)
            rows.append(
                (
                    players,
                    n,
                    wins / n,
                    lo,
                    hi,
                    sum(1 for r in res if r[2]),
                    sum(r[1] for r in res) / n,
                )
            )
    return rows


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("a", choices=POLICIES)
    ap.add_argument("b", choices=POLICIES)
    ap.add_argument("--games", type=int, default=200, help="games per table size")
    ap.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args(argv)
    t0 = time.time()
    rows = run(args.a, args.b, args.players, args.games, args.seed, args.workers)
    print("%s vs %s (%d workers, %.0f s)" % (args.a, args.b, args.workers, time.time() - t0))
    print(
        "%-8s %6s %8s %17s %7s %8s"
        % ("players", "games", "A wins", "95% interval", "capped", "actions")
    )
    for players, n, rate, lo, hi, capped, acts in rows:
        print(
            "%-8d %6d %7.1f%% %7.1f%% - %5.1f%% %7d %8.0f"
            % (players, n, 100 * rate, 100 * lo, 100 * hi, capped, acts)
        )
    return rows


if __name__ == "__main__":
    main()
