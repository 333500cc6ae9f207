"""The game interface as checks (../../../shared/spec and engine_core/README.md), for any game.

Plain Python for CPython and the MicroPython Unix port alike (no pathlib, no timing). Every
check takes the game's package (`engine_core.<game>`) and, for the privacy check, a `twin`
function from `twin_<game>.py`: `twin(game, seat, rng)` -> a Game equal to `game` except for
the private data of seats other than `seat` (hands, hidden scores, ...).

Random games with 2..MAX_PLAYERS players; after every action:
- every legal action passes check() (all of them every few actions, a sample otherwise);
- illegal actions near the legal ones are refused by check() and apply() raises IllegalAction
  with encode() and history_len() unchanged;
- undo() restores encode() exactly and the action applies again to the same bytes, both with
  the whole journal and with set_undo_limit(2) (where can_undo() must stay True);
- encode()/decode() round-trips; to_text()/from_text() round-trips wherever the game is in its
  start phase (the notation writes positions between decisions) or over;
- view(seat) is equal for two games that differ only in other seats' private data;
- returns() is all 0.0 while the game runs, and at the end has the ranking's order and signs
  and sums to 0; the same seed and choices give the same game (determinism).
"""


class Rng:
    """xorshift32 seeded apart from the games' own, to choose among legal actions."""

    def __init__(self, seed):
        self.x = (seed * 2654435761 + 7) & 0xFFFFFFFF or 1

    def below(self, n):
        x = self.x
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.x = x
        return x % n


FULL_CHECK_EVERY = 8  # every legal action is checked this often, a sample of them otherwise
SAMPLE = 6
VIEW_EVERY = 5


class Failure(Exception):
    """One broken promise of the interface; the message names the step and the action."""


def _where(game, step, action):
    try:
        said = game.action_to_text(action)
    except Exception:  # a broken action_to_text must not hide the failure being reported
        said = "?"
    return "action %d (%d: %s)" % (step, action, said)


def _near_misses(legal, rng):
    """Action ints close to legal ones, and a few arbitrary ones, that are not legal."""
    out = []
    for _ in range(4):
        a = legal[rng.below(len(legal))]
        for b in (a ^ 1, a + 256, a ^ 4096, a ^ 0x80, rng.below(65536)):
            if b >= 0 and b not in legal and b not in out:
                out.append(b)
    return out


def check_refusals(M, game, legal, rng, step):
    before = game.encode()
    done = game.history_len()
    for bad in _near_misses(legal, rng):
        why = game.check(bad)
        if not isinstance(why, str) or not why:
            raise Failure("step %d: check(%d) of an illegal action gave %r" % (step, bad, why))
        try:
            game.apply(bad)
        except M.IllegalAction:
            pass
        else:
            raise Failure("step %d: apply(%d) of an illegal action was accepted" % (step, bad))
        if game.encode() != before or game.history_len() != done:
            raise Failure("step %d: a refused apply(%d) changed the game" % (step, bad))


def check_legal(game, legal, rng, step):
    if step % FULL_CHECK_EVERY == 0:
        chosen = legal
    else:
        chosen = [legal[rng.below(len(legal))] for _ in range(SAMPLE)]
    for a in chosen:
        why = game.check(a)
        if why is not None:
            raise Failure("step %d: legal action %d refused: %s" % (step, a, why))


def check_forms(M, game, start_phase, step):
    data = game.encode()
    if M.decode(data).encode() != data:
        raise Failure("step %d: decode(encode()) gives other bytes" % step)
    if game.phase() == start_phase or game.is_over():
        text = game.to_text()
        if M.from_text(text).to_text() != text:
            raise Failure("step %d: from_text(to_text()) gives another text" % step)


def check_views(game, twin, rng, step):
    for seat in range(game.num_players):
        other = twin(game, seat, rng)
        if game.num_players > 1 and other.encode() == game.encode():
            raise Failure("step %d: the twin for seat %d hides nothing" % (step, seat))
        if other.view(seat) != game.view(seat):
            raise Failure("step %d: view(%d) shows another seat's private data" % (step, seat))


def check_returns(game):
    n = game.num_players
    r = game.returns()
    if len(r) != n:
        raise Failure("returns() has %d values for %d seats" % (len(r), n))
    if not game.is_over():
        if any(v != 0.0 for v in r):
            raise Failure("returns() is not all 0.0 while the game runs: %r" % (r,))
        return
    if abs(sum(r)) > 1e-9:
        raise Failure("returns() does not sum to 0: %r" % (r,))
    rows = game.ranking()
    if sorted(s for s, _, _ in rows) != list(range(n)):
        raise Failure("ranking() does not list every seat once")
    for i in range(1, n):
        (s0, p0, _), (s1, p1, _) = rows[i - 1], rows[i]
        if p1 < p0 or (p1 == p0) != (r[s1] == r[s0]) or (p1 > p0 and not r[s1] < r[s0]):
            raise Failure("returns() %r disagrees with ranking() %r" % (r, rows))
    first, last = rows[0][1], rows[-1][1]
    if first != last and not (r[rows[0][0]] > 0 and r[rows[-1][0]] < 0):
        raise Failure("returns() %r: winners not above 0 or last not below" % (r,))


def play(M, players, seed, twin=None, undo_limit=0, full=True, max_steps=5000):
    """One random game, checked after every action; returns (actions, final encode()).

    With full=False only the undo checks run: the same game again, for determinism and for
    the bounded journal.
    """
    game = M.new_game(players, seed)
    if undo_limit:
        game.set_undo_limit(undo_limit)
    start = game.encode()
    start_phase = game.phase()
    rng = Rng(seed * 31 + players)  # the choices, the same for every run of this seed
    probe = Rng(seed * 17 + players)  # near misses and twins: never moves the choices
    step = 0
    check_forms(M, game, start_phase, 0)
    while not game.is_over():
        if step >= max_steps:
            raise Failure("no end after %d actions" % step)
        legal = game.legal_actions()
        if not legal:
            raise Failure("step %d: no legal action while the game runs" % step)
        if full:
            check_legal(game, legal, probe, step)
            check_refusals(M, game, legal, probe, step)
            if twin is not None and step % VIEW_EVERY == 0:
                check_views(game, twin, probe, step)
            check_returns(game)
        action = legal[rng.below(len(legal))]
        before = game.encode()
        game.apply(action)
        after = game.encode()
        if game.history_len() != step + 1:
            raise Failure(
                "%s: history_len() is %d" % (_where(game, step, action), game.history_len())
            )
        if not game.can_undo():
            raise Failure("%s: the last action cannot be undone" % _where(game, step, action))
        game.undo()
        if game.encode() != before:
            raise Failure("%s: undo() does not restore encode()" % _where(game, step, action))
        game.apply(action)
        if game.encode() != after:
            raise Failure("%s: applied again it gives other bytes" % _where(game, step, action))
        step += 1
        if full:
            check_forms(M, game, start_phase, step)
    check_returns(game)
    if game.current_player() != -1 or game.legal_actions():
        raise Failure("the game is over but current_player() or legal_actions() says not")
    if not undo_limit:
        while game.history_len():
            game.undo()
        if game.encode() != start:
            raise Failure("undoing the whole game does not give the start back")
    return step, after
