"""Feeding (AS-4.3b) benchmark with its baseline, in one run (not a test; prints figures).

    python3 host_tests/assyria/bench_feed.py [--games N]
    .venv/bin/micropython host_tests/assyria/bench_feed.py [--games N]
Over every feed step of N random 4-player games: the engine's legal feed actions (the closed
form best(H, U) of notation-assyria.md, checked once per card and hut count) against a baseline
that keeps, for every candidate feed, the largest number of huts the hand can feed by a
bipartite matching of card symbols to huts (augmenting paths) before and after it, over every
card with every set of huts it could feed. Prints the
median / p90 / worst time per step of both and the steps where they disagree (must be 0).
"""

import sys


def _root():
    here = sys.argv[0] if sys.argv and sys.argv[0].endswith("bench_feed.py") else __file__
    parts = here.replace("\\", "/").split("/")
    return "/".join(parts[:-3]) or "." if len(parts) > 3 else "."


sys.path.insert(0, _root())

from engine_core import assyria as A  # noqa: E402
from engine_core.assyria.board import FOOD  # noqa: E402
from engine_core.rng import Rng  # noqa: E402

if sys.implementation.name == "micropython":
    import time

    def now():
        return time.ticks_us()

    def since(t):
        return time.ticks_diff(time.ticks_us(), t)
else:
    import time

    def now():
        return time.perf_counter_ns() // 1000

    def since(t):
        return now() - t


def max_fed(slots, huts):
    """Largest matching of huts (foods) to slots (a food, or 5 = any): augmenting paths."""
    match = [-1] * len(slots)
    fed = 0
    for h in range(len(huts)):
        seen = [False] * len(slots)
        # iterative augmenting path search: stack of (hut, next slot to try)
        stack = [(h, 0)]
        parent = {}
        found = -1
        while stack and found < 0:
            u, i = stack.pop()
            while i < len(slots):
                if not seen[i] and (slots[i] == 5 or slots[i] == huts[u]):
                    seen[i] = True
                    stack.append((u, i + 1))
                    parent[i] = u
                    if match[i] < 0:
                        found = i
                    else:
                        stack.append((match[i], 0))
                    break
                i += 1
        if found >= 0:
            fed += 1
            i = found
            while True:
                u = parent[i]
                prev = [k for k in range(len(slots)) if match[k] == u]
                match[i] = u
                if not prev:
                    break
                i = prev[0]
    return fed


def baseline_feeds(g):
    seat = g.current_player()
    hut = 1 + g.colours[seat]
    unfed = [h for h in range(g.nhex) if g.board[h] == hut and not g.marks[h] & 1]

    def slots(skip):
        out = []
        for k in range(16):
            n = g.hand[16 * seat + k] - (1 if k == skip else 0)
            for _ in range(n):
                out.extend([5] if k == 15 else [k // 3] * (k % 3 + 1))
        if g.seat[9 * seat + 4] and skip != 16:
            out.append(5)
        return out

    best = max_fed(slots(-1), [FOOD[h] for h in unfed])
    out = []
    cards = [k for k in range(16) if g.hand[16 * seat + k]]
    if g.seat[9 * seat + 4]:
        cards.append(16)
    for card in cards:  # every card with every set of huts it could feed, kept if nothing is lost
        wild = card >= 15
        on = [h for h in unfed if wild or FOOD[h] == card // 3]
        most = 1 if wild else card % 3 + 1
        sets = [[h] for h in on]
        if most > 1:
            sets += [[a, b] for a in on for b in on if a < b]
        if most > 2:
            sets += [[a, b, c] for a in on for b in on for c in on if a < b < c]
        for fed in sets:
            rest = [FOOD[h] for h in unfed if h not in fed]
            if max_fed(slots(card), rest) == best - len(fed):
                out.append(A.make_feed(card, fed))
    return out


def spread(v):
    v = sorted(v)
    return v[len(v) // 2], v[len(v) * 9 // 10], v[-1]


def main(argv):
    games = int(argv[argv.index("--games") + 1]) if "--games" in argv else 6
    engine_us, base_us, disagree, steps = [], [], 0, 0
    rng = Rng(5)
    for k in range(games):
        g = A.new_game(4, 300 + k)
        while not g.is_over():
            if g.phase() == A.PHASE_FEED:
                t = now()
                mine = g.legal_actions()
                engine_us.append(since(t))
                t = now()
                theirs = baseline_feeds(g)
                base_us.append(since(t))
                steps += 1
                disagree += sorted(mine) != sorted(theirs)
            acts = g.legal_actions()
            g.apply(acts[rng.below(len(acts))])
    print("feed steps", steps)
    print("engine legal feeds, us median/p90/worst %d %d %d" % spread(engine_us))
    print("baseline (matching per candidate), us   %d %d %d" % spread(base_us))
    print("disagreements", disagree)


if __name__ == "__main__":
    main(sys.argv[1:])
