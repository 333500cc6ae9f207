"""Rule invariants and the random-game player for Contest of Kings (CPython and MicroPython).

After every action of a random game: all 193 cards accounted for (CK-1.2: table, hands, piles,
deck, cards in play in a conflict, out of the game), every treasure card on the table or on a
pile, leader places consistent both ways, never two leaders of one colour in a kingdom between
actions (CK-3.2), no victory pile shrinking (CK-7.3), text and byte round-trips, an exact undo,
and refused actions changing nothing. Plain Python for both runtimes: no pathlib, no timing.
"""

from engine_core import kings as K
from engine_core.kings import codec, notation, position_text  # noqa: F401  (loaded up front)

TOTAL_CARDS = 193  # CK-1.2


class Rng:
    """xorshift32 of our own, so the random games do not share the engine's RNG code path."""

    def __init__(self, seed):
        self.x = (seed * 2654435761 + 1) & 0xFFFFFFFF or 1

    def next(self):
        x = self.x
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.x = x
        return x

    def below(self, n):
        return self.next() % n


def card_census(g):
    """Per colour the cards on the table, in hands, on piles, in the deck, in play, out."""
    n = g.num_players
    seen = [0, 0, 0, 0]
    treasures = 0
    for c in range(8):
        for d in range(g.column_length(c) + 1):
            v = g.card_at(c, d)
            if v == K.TREASURE:
                treasures += 1
            elif 1 <= v <= 4:
                seen[v - 1] += 1
    for v in g.gaps:
        if v:
            seen[v - 1] += 1
    for s in range(n):
        h = g.hand(s)
        p = g.pile(s)
        treasures += p[4]
        for c in range(4):
            seen[c] += h[c] + p[c]
    for c in range(4):
        seen[c] += g.deck[c] + g.out[c]
    st = g.st
    if g.phase() == K.PHASE_COMMIT and st[14] != 255:
        seen[st[2]] += st[14]  # the attacker's cards lie face up on the table
    return seen, treasures


def invariant_problem(g):
    """None, or the first broken invariant of the position."""
    seen, treasures = card_census(g)
    if tuple(seen) != tuple(K.CARD_TOTALS) or treasures != K.TREASURES:
        return "cards: %s + %d treasures, expected %s + 8" % (seen, treasures, list(K.CARD_TOTALS))
    if sum(seen) + treasures != TOTAL_CARDS:
        return "not 193 cards"
    n = g.num_players
    for i in range(4 * n):
        spot = g.lspot[i]
        if spot != K.SUPPLY and g.occ[spot] != i + 1:
            return "leader %d at %d not on the spot table" % (i, spot)
    for spot in range(K.SPOTS):
        who = g.occ[spot]
        if not who:
            continue
        if g.lspot[who - 1] != spot:
            return "spot %d names a leader standing elsewhere" % spot
        if spot >= K.GAP_SPOT:
            if not g.gaps[spot - K.GAP_SPOT]:
                return "a leader on an empty gap"
        else:
            v = g.cols[spot]
            if spot % 9 > g.column_length(spot // 9) or v == 0 or v >= K.SHIP_BASE:
                return "a leader on no card or on a ship at %d" % spot
    ships = [0, 0, 0]
    for c in range(8):
        if g.column_length(c) > 8:
            return "column %d longer than 8" % c
        for d in range(1, 9):
            v = g.card_at(c, d)
            if (v != 0) != (d <= g.column_length(c)):
                return "column %d has a hole at %d" % (c, d)
            if v >= K.SHIP_BASE:
                ships[v - K.SHIP_BASE] += 1
    if max(ships) > 1:
        return "a ship twice"
    if g.phase() in (K.PHASE_ACTION, K.PHASE_OVER):
        problem = two_leaders(g)
        if problem:
            return problem
    if sum(g.hand(s)[c] for s in range(n) for c in range(4)) > 8 * n:
        return "a hand over 8"
    return None


def two_leaders(g):
    """CK-3.2: never two leaders of one colour in a kingdom (our own kingdom walk)."""
    col = 0
    while col < 8:
        end = col
        while end < 7 and g.gaps[end]:
            end += 1
        for colour in range(4):
            count = 0
            for s in range(g.num_players):
                spot = g.lspot[s * 4 + colour]
                if spot == K.SUPPLY:
                    continue
                c = spot - K.GAP_SPOT if spot >= K.GAP_SPOT else spot // 9
                if col <= c <= end:
                    count += 1
            if count > 1:
                return "two %s leaders in columns %d..%d" % ("rbgk"[colour], col, end)
        col = end + 1
    return None


def roundtrip_problem(g):
    """Text and bytes round-trips of the current position (notation-kings.md, encode)."""
    text = g.to_text()
    again = K.from_text(text)
    if again.to_text() != text:
        return "to_text/from_text round-trip differs"
    if again.legal_actions() != g.legal_actions():
        return "the position read back offers other actions"
    data = g.encode()
    if len(data) >= 512:
        return "encode() gave %d bytes" % len(data)
    copy = K.decode(data)
    if copy.encode() != data:
        return "encode/decode/encode differs"
    if copy.to_text() != text:
        return "decode(encode()) gives another position"
    return None


def pile_sizes(g):
    return [g.pile_size(s) for s in range(g.num_players)]


def choose(g, rng):
    """A random legal action, biased towards card plays so that games reach their end."""
    acts = g.legal_actions()
    if g.phase() != K.PHASE_ACTION or len(acts) == 1:
        return acts[rng.below(len(acts))]
    r = rng.below(100)
    want = K.ACT_CARD if r < 62 else K.ACT_LEADER if r < 96 else K.ACT_CATASTROPHE
    if r == 99:
        want = K.ACT_PASS
    pick = [a for a in acts if a >> 12 == want]
    if not pick:
        pick = acts
    return pick[rng.below(len(pick))]


def illegal_probe(g, rng):
    """An action that check() refuses must leave the game unchanged when applied."""
    a = (1 + rng.below(10)) << 12 | rng.below(16) << 8 | rng.below(256)
    if g.check(a) is None:
        return None
    before = g.encode()
    try:
        g.apply(a)
    except K.IllegalAction:
        pass
    else:
        return "apply() took %04x that check() refused" % a
    if g.encode() != before:
        return "a refused action changed the game"
    return None


def random_game(index, seed, sample=1):
    """(problem or None, number of actions) for one random game checked after every action."""
    players = 2 + index % 3
    g = K.new_game(players, seed * 1009 + index * 7919 + 1, index & 1)
    rng = Rng(seed * 31 + index)
    count = 0
    while not g.is_over():
        if count > 4000:
            return "the game did not end", count
        a = choose(g, rng)
        reason = g.check(a)
        if reason is not None:
            return "legal action %s refused: %s" % (g.action_to_text(a), reason), count
        text = g.action_to_text(a)
        if g.action_from_text(text) != a:
            return "action text '%s' does not read back" % text, count
        before = g.encode()
        piles = pile_sizes(g)
        g.apply(a)
        count += 1
        after = g.encode()
        for s, n in enumerate(pile_sizes(g)):
            if n < piles[s]:
                return "a victory pile shrank after %s" % text, count
        problem = invariant_problem(g)
        if problem is None and count % sample == 0:
            g.undo()
            if g.encode() != before:
                return "undo of %s did not restore the game" % text, count
            g.apply(a)
            if g.encode() != after:
                return "apply after undo differs for %s" % text, count
            problem = roundtrip_problem(g)
        if problem is None:
            problem = illegal_probe(g, rng)
        if problem:
            return "after %s: %s" % (text, problem), count
    return None, count
