"""Invariants of an Assyria game after every action, and random games that check them.

Plain Python for CPython and the MicroPython Unix port (the runner uses it on both).
"""

from engine_core import assyria as A
from engine_core.assyria.board import CORNERS, REGION
from engine_core.assyria.game import CARD_COPIES, WELLS_BY_PLAYERS
from engine_core.rng import Rng


def invariant_problem(g, full_deck=True):
    """None, or what is wrong: pieces, wells, plows and cards conserved, tracks in range."""
    n = g.num_players
    for s in range(n):
        c = g.colours[s]
        k = 9 * s
        huts = g.seat[k + 5]
        for v in g.assur:
            if v == s + 1:
                huts += 1
        zig = [0, 0, 0, 0]
        for h in range(64):
            v = g.board[h]
            if v == 1 + c:
                huts += 1
            elif v >= 16 and (v - 16) >> 2 == c:
                zig[v & 3] += 1
        if huts != 10:
            return "seat %d has %d huts in all" % (s, huts)
        if g.seat[k + 6] + zig[1] + zig[2] + zig[3] != 4:
            return "seat %d: bases do not add up" % s
        if g.seat[k + 7] + zig[2] + zig[3] != 4 or g.seat[k + 8] + zig[3] != 4:
            return "seat %d: centres or roofs do not add up" % s
        if g.seat[k + 2] > 10:
            return "seat %d holds %d camels" % (s, g.seat[k + 2])
        if g.seat[k + 3] > 7:
            return "seat %d offering at %d" % (s, g.seat[k + 3])
        if g.seat[k + 4] > 1:
            return "seat %d holds two plows" % s
    for h in range(64):
        v = g.board[h]
        if v and h >= g.nhex:
            return "a piece on hex %d, out of play" % h
        if v >= 16 and (REGION[h] == 1 or REGION[h] == 2):
            return "a ziggurat on river hex %d" % h
    wells = 0
    for c in range(58):
        if g.wells[c]:
            wells += 1
            for i in range(3):
                if g.board[CORNERS[3 * c + i]] >= 16:
                    return "a well next to a ziggurat"
    if wells + g.st[22] != WELLS_BY_PLAYERS[n]:
        return "wells do not add up"
    plows = g.st[23]
    for s in range(n):
        plows += g.seat[9 * s + 4]
    if plows != n:
        return "plow cards do not add up"
    if full_deck:
        count = [0] * 16
        for i in range(g.st[11]):
            count[g.deck[i]] += 1
        for k in range(16):
            count[k] += g.disc[k]
            for s in range(n):
                count[k] += g.hand[16 * s + k]
        for i in range(10):
            if g.rows[i] != 255:
                count[g.rows[i]] += 1
        for i in range(g.st[17]):
            count[g.st[18 + i]] += 1
        for k in range(16):
            if count[k] != CARD_COPIES[k]:
                return "%d cards of kind %d in the game" % (count[k], k)
    over = g.is_over()
    if over != (g.current_player() < 0):
        return "current_player() and is_over() disagree"
    if not over and not g.legal_actions():
        return "no legal action while the game runs"
    return None


def roundtrip_problem(g):
    """None, or how encode/decode or to_text/from_text fails to give the same game back."""
    data = g.encode()
    if len(data) >= 512:
        return "encode() is %d bytes" % len(data)
    back = A.decode(data)
    if back.encode() != data:
        return "decode(encode()) differs"
    text = g.to_text()
    again = A.from_text(text)
    if again.to_text() != text:
        return "to_text(from_text(text)) differs"
    if again.encode() != data:
        return "from_text(to_text()) holds another state"
    return None


def choose(g, rng):
    """A legal action of the current player, `done` less often so that games have substance."""
    acts = g.legal_actions()
    a = acts[rng.below(len(acts))]
    if a == A.ACT_DONE << 12 and len(acts) > 1 and rng.below(4):
        a = acts[rng.below(len(acts) - 1)]
    return a


def random_game(players, seed, every=1, undo_every=1):
    """Plays one game with invariants checked; returns (problem or None, actions, final text)."""
    g = A.new_game(players, seed)
    rng = Rng(seed * 7 + players)
    steps = 0
    while not g.is_over():
        a = choose(g, rng)
        if g.check(a) is not None:
            return "step %d: a legal action is refused: %s" % (steps, g.check(a)), steps, ""
        before = g.encode() if steps % undo_every == 0 else None
        g.apply(a)
        steps += 1
        if before is not None:
            after = g.encode()
            g.undo()
            if g.encode() != before:
                return "step %d: undo did not restore the game" % steps, steps, ""
            g.apply(a)
            if g.encode() != after:
                return "step %d: the action applied again gave another game" % steps, steps, ""
        bad = invariant_problem(g)
        if bad is None and steps % every == 0:
            bad = roundtrip_problem(g)
        if bad:
            return "step %d (%s): %s" % (steps, g.action_to_text(a), bad), steps, ""
    return None, steps, g.to_text()
