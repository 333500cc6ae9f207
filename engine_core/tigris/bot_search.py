"""The Hard bot: the heuristic's best candidates played out on a determinized copy of the game.

The copy is the public position with everything the seat cannot see replaced (TE-13): the
other hands and the bag are drawn from the tiles this seat has not seen, the other scores are
blanked and the draw order comes from the bot's own generator. The real game is never played
on, so nothing hidden can leak into the decision. On the copy each candidate is applied, what it
triggers (conflicts, monuments, treasures) is settled by the heuristic for every seat, the rest
of the turn is valued by the heuristic's best second action, and the position is valued from
this seat's exact score. Each candidate is tried on a copy of its own, decoded from the same bytes.
"""

from . import bot_eval

_NO_CELL = const(255)
_PHASE_ACTION = const(0)
_PHASE_WAR_CHOICE = const(1)
_PHASE_COMMIT = const(2)
_PHASE_MONUMENT = const(3)
_WAR = const(2)
_RED = const(0)

# Offsets in encode()'s bytes (codec.py): registers, hands, scores, bag, out-of-game counts.
_OFF_ST = const(6)
_OFF_HANDS = const(36)
_OFF_SCORES = const(52)
_OFF_BAG = const(96)
_OFF_OUT = const(100)
_R_RNG = const(3)

# Candidates tried for the turn's first action, and for its second (each one also answered by
# the next seat). 10 and 7 against Normal in tools/arena.py's 200 games: 65.5%, 63.6% and 62.0%
# at 2, 3 and 4 players (8 and 6 had given 63.5%, 57.6% and 58.0%), the worst decision of
# tools/bench_bots.py still 47 ms on the Unix port (the device's 10 s is ~70 ms here).
CANDIDATES = const(10)
_CANDIDATES_LAST = const(7)
_SETTLE_LIMIT = const(40)  # actions a candidate may trigger before the look-ahead stops
_WORLDS = const(1)  # sampled copies each candidate is played on, values summed
_COMMIT_SAMPLES = const(16)  # sampled opponent hands for a commitment
OPPONENT_GAIN = 0.5  # weight of what the other seats score in the look-ahead
REPLY = True  # look one action of the next seat ahead after this seat's turn


def _draw(bot, pool):
    """Take one tile at random from `pool` (counts by colour); -1 if it is empty."""
    total = pool[0] + pool[1] + pool[2] + pool[3]
    if total <= 0:
        return -1
    k = bot.below(total)
    c = 0
    while k >= pool[c]:
        k -= pool[c]
        c += 1
    pool[c] -= 1
    return c


def world(bot, game, seat):
    """encode()'s bytes of `game` as `seat` may know it, hidden parts sampled from the unseen
    tiles: the copy each candidate is tried on is decoded from them (`copy`)."""
    data = bytearray(game.encode())
    n = game.num_players
    summ = bot.summary
    summ.read(game, seat)
    # The hidden tiles, by colour: the game's tiles less those face up, those under monuments
    # and those out of the game, all of which the table has seen (TE-13), less this seat's hand.
    # Read here as their sum over the hands and the bag, which is the same number; each hand's
    # size and the bag's are public too. Colours are dealt from that pool at random, so the copy
    # holds exactly the game's tiles (TE-1.2) and decode() accepts it.
    pool = [0, 0, 0, 0]
    for s in range(n):
        if s != seat:
            h = game.hand(s)
            for c in range(4):
                pool[c] += h[c]
    for c in range(4):
        pool[c] += data[_OFF_BAG + c]
    for s in range(n):
        if s == seat:
            continue
        size = sum(game.hand(s))  # the count only: a hand's size is public
        hand = [0, 0, 0, 0]
        for _ in range(size):
            c = _draw(bot, pool)
            if c < 0:
                break
            hand[c] += 1
        for c in range(4):
            data[_OFF_HANDS + s * 4 + c] = hand[c]
            # Other seats' VP are private: blanked (the look-ahead values this seat's own).
            data[_OFF_SCORES + s * 5 + c] = 0
            data[_OFF_SCORES + 20 + s * 5 + c] = 0
    bag = [0, 0, 0, 0]
    for _ in range(game.bag_count()):
        c = _draw(bot, pool)
        if c < 0:
            break
        bag[c] += 1
    for c in range(4):
        data[_OFF_BAG + c] = bag[c]
    x = 0
    while not x:
        x = bot.below(0xFFFFFFFF)
    for k in range(4):
        data[_OFF_ST + _R_RNG + k] = (x >> (8 * k)) & 255
    return data


def copy(data):
    """A scratch game from world()'s bytes, its journal bounded (nothing on it is taken back).

    The bytes are this engine's own encoding with the hidden tiles dealt anew from the same
    totals, so the copy skips the save checker (16 KB of heap while loaded, loaded and let go
    again for every copy); the rest of decode() is the same.
    """
    from .codec import decode

    g = decode(data, False)
    g.set_undo_limit(1)
    return g


def _settle(bot, g, steps):
    """Play the decisions an action triggered with the heuristic; returns the actions applied."""
    n = 0
    while n < steps and g.phase() != _PHASE_ACTION and not g.is_over():
        s = g.current_player()
        legal = g.legal_actions()
        g.apply(bot.heuristic_choice(g, s, legal, None, 0.0))
        n += 1
    return n


def value(bot, g, seat):
    """This seat's view of a position: its VP (weakest colour first) and its leaders' worth."""
    summ = bot.summary
    summ.read(g, seat)
    pts = sorted(summ.pts)
    v = 1.6 * pts[0] + 1.0 * pts[1] + 0.7 * pts[2] + 0.45 * pts[3]
    region = g.region
    for s in range(g.num_players):
        w = 0.0
        for c in range(4):
            cell = g.leader_cell(s, c)
            if cell != _NO_CELL:
                w += bot_eval.leader_worth(summ, g, s, c, cell, region[cell])
        if s == seat:
            v += w
        else:
            # The copy starts with the other seats' VP blanked, so what they hold now is what
            # they gained in the look-ahead.
            sc = g.score(s)
            v -= 0.25 * w + OPPONENT_GAIN * (sc[0] + sc[1] + sc[2] + sc[3]) / (g.num_players - 1)
    return v


def _rest_of_turn(bot, g, seat):
    """The heuristic's value of this seat's second action, if the turn is still its own."""
    if g.is_over() or g.phase() != _PHASE_ACTION or g.active != seat:
        return 0.0
    _, vals = bot.best_actions(g, seat, bot_eval.action_phase_actions(g, seat), 1, 0.0)
    return max(vals[0], -0.5)


def _reply(bot, g):
    """Play the next seat's heuristic first action (with what it triggers); returns the count."""
    if g.is_over() or g.phase() != _PHASE_ACTION:
        return 0
    s = g.current_player()
    best, _ = bot.best_actions(g, s, bot_eval.action_phase_actions(g, s), 1, 0.0)
    g.apply(best[0])
    return 1 + _settle(bot, g, _SETTLE_LIMIT)


def _try(bot, data, seat, action):
    """Value of `action` on a copy decoded from `data`, everything it triggers played out.

    The copy lives in this call's frame only: a generator's frame would keep it in a spent
    slot of its value stack, where the conservative collector still sees it between steps.
    """
    g = copy(data)
    g.apply(action)
    _settle(bot, g, _SETTLE_LIMIT)
    if REPLY and g.active != seat:
        # The turn is over: let the next seat answer, so that leaving a leader open to a
        # revolt or a war costs what the answer takes.
        _reply(bot, g)
        return value(bot, g, seat)
    return value(bot, g, seat) + _rest_of_turn(bot, g, seat)


def _chance_from_samples(bot, game, seat):
    """P(win | my margin before the defender commits), from sampled defender hands (TE-7.3)."""
    kind, colour, att, dfn, abase, dbase, acom, dcom = game.conflict()
    c = _RED if kind != _WAR else colour
    summ = bot.summary
    summ.read(game, seat)
    counts = []
    for _ in range(_COMMIT_SAMPLES):
        pool = list(summ.unseen)
        k = 0
        for _ in range(6):
            if _draw(bot, pool) == c:
                k += 1
        counts.append(k)

    def chance(margin):
        # The defender holds when it can reach a tie with what it has (TE-7.4, TE-8.5).
        wins = 0
        for k in counts:
            if k < margin:
                wins += 1
        return wins / len(counts)

    return chance


def _candidates(bot, game, seat, progress):
    """([actions worth trying], None), or (None, the answer) where no search is needed.

    The action phase's actions are scored as they come (bot_eval.action_phase_actions), never
    listed: the list of hundreds of ints would want kilobytes in one piece. The other phases'
    lists are short.
    """
    phase = game.phase()
    if phase == _PHASE_ACTION:
        k = CANDIDATES if game.actions_taken == 0 else _CANDIDATES_LAST
        actions = bot_eval.action_phase_actions(game, seat)
        cands, _ = bot.best_actions(game, seat, actions, k, 0.0, progress)
        if len(cands) == 1:
            return None, cands[0]  # the only legal action: nothing to search
        return cands, None
    legal = game.legal_actions()
    if len(legal) == 1:
        return None, legal[0]
    if phase == _PHASE_COMMIT:
        if game.conflict()[2] == seat:
            return None, bot.commit_choice(game, seat, legal, _chance_from_samples(bot, game, seat))
        return None, bot.heuristic_choice(game, seat, legal, progress, 0.0)
    if phase == _PHASE_WAR_CHOICE or phase == _PHASE_MONUMENT:
        return legal, None
    return None, bot.heuristic_choice(game, seat, legal, progress, 0.0)


def steps(bot, game, seat, progress):
    """Hard's decision a step at a time (see Bot.steps): after the candidates are chosen and
    after each one is tried it yields minus the number of tries still to come, then the answer
    (an action, >= 0). The game must stay as it is in between. Between steps only the copy's
    286 bytes are kept: each try decodes its own scratch game (77 us on the Unix port, less than
    the undo()s it saves) and lets it go before the step ends, so no frame holds it."""
    cands, answer = _candidates(bot, game, seat, progress)
    if cands is None:
        yield answer
        return
    totals = [0.0] * len(cands)
    left = _WORLDS * len(cands)
    for _ in range(_WORLDS):
        if progress is not None:
            progress()
        data = world(bot, game, seat)
        for i in range(len(cands)):
            yield -left
            totals[i] += _try(bot, data, seat, cands[i])
            left -= 1
            if progress is not None:
                progress()
    best = 0
    for i in range(1, len(cands)):
        if totals[i] > totals[best]:
            best = i
    yield cands[best]
