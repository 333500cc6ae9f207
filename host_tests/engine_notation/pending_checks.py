"""Every reachable state survives the notation and the bytes, pending decisions included.

Plain Python for CPython and the MicroPython Unix port (run_checks.py runs it on both). At every
step of a random game: to_text -> from_text -> to_text and encode -> decode -> encode give back
the same, and the copies continue exactly as the original: same player, same legal actions and,
after the same choices, the same positions (refills, a failed bag, conflicts, wars, treasures,
monument, building and ziggurat choices all survive, TE-4.3, TE-7..TE-12, notation.md).
"""

from engine_core import tigris as T


class Rng:
    """xorshift32 seeded apart from the engine's (`stream` keeps the checks' choices apart)."""

    def __init__(self, seed, stream=7):
        self.x = (seed * 2654435761 + stream) & 0xFFFFFFFF or 1

    def below(self, n):
        x = self.x
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.x = x
        return x % n


def setup(index):
    """Players, board and variants of random game `index`: a few games cover every variant."""
    return 2 + index % 3, index % 2, index * 3 % 8


def _same_actions(a, b, rng):
    """A random legal action of both games, -1 when over, None if their lists differ.

    In a function of its own so that both lists die with its frame: the MicroPython heap of the
    Pico (192 KB) has room for a few of them, not for stale ones.
    """
    la = a.legal_actions()
    if la != b.legal_actions():
        return None
    return la[rng.below(len(la))] if la else -1


def _same_course(a, b, rng, steps):
    """None if games a and b agree for `steps` actions of the same random choices, else why."""
    for k in range(steps):
        if a.current_player() != b.current_player() or a.phase() != b.phase():
            return "after %d more actions: another player or phase" % k
        act = _same_actions(a, b, rng)
        if act is None:
            return "after %d more actions: other legal actions" % k
        if a.is_over():
            if a.ranking() != b.ranking():
                return "another result"
            return None
        a.apply(act)
        b.apply(act)
        if a.to_text() != b.to_text():
            return "after %d more actions (%s): positions differ" % (k + 1, a.action_to_text(act))
    return None


def state_problem(g, rng, steps):
    """None, or what is lost when `g` goes through its text and its bytes (and continues)."""
    text = g.to_text()
    try:
        copy = T.from_text(text)
    except ValueError as e:
        return "from_text refuses to_text: %s" % e
    if copy.to_text() != text:
        return "to_text/from_text/to_text differs"
    data = g.encode()
    try:
        back = T.decode(data)
    except ValueError as e:
        return "decode refuses encode: %s" % e
    if back.encode() != data or back.to_text() != text:
        return "encode/decode differs"
    # The original goes on from here in the random game itself: follow with a copy of it made
    # from the bytes (the journal is not part of the state), against the text's copy.
    seed = rng.below(1 << 30)
    copy_data = copy.encode()
    bad = _same_course(T.decode(data), copy, Rng(seed), steps)
    if bad:
        return "from_text(to_text()) " + bad
    bad = _same_course(T.decode(data), T.decode(copy_data), Rng(seed), steps)
    return "decode(from_text(to_text()).encode()) " + bad if bad else None


def random_game(index, seed, steps=6, whole_every=0):
    """(problem or None, actions, pending states seen) for one complete random game.

    Each state's copies are followed `steps` actions; every `whole_every`-th state (0: none) they
    are followed to the end of the game, which must have the same result.
    """
    rng = Rng(seed * 7919 + index)
    players, board, variants = setup(index)
    dyn = [0, 1, 2, 3]
    for k in range(3, 0, -1):
        j = rng.below(k + 1)
        dyn[k], dyn[j] = dyn[j], dyn[k]
    g = T.Game.new(dyn[:players], board, variants, 1 + rng.below(0x7FFFFFFF))
    n = 0
    pending = 0
    while True:
        far = 3000 if whole_every and n % whole_every == whole_every - 1 else steps
        bad = state_problem(g, rng, far)
        if bad:
            return "after %d actions: %s" % (n, bad), n, pending
        if g.is_over():
            return None, n, pending
        if g.phase() != T.PHASE_ACTION or g.st[21] or g.st[22]:
            pending += 1
        acts = g.legal_actions()
        g.apply(acts[rng.below(len(acts))])
        n += 1
