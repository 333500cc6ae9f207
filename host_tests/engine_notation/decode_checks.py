"""decode() accepts exactly the states the engine can reach: mutated real saves, both runtimes.

Plain Python for CPython and the MicroPython Unix port (run_checks.py). Saves are taken from
random games at every kind of decision; each is damaged in one to three places (a byte set, a bit
flipped, a byte copied from elsewhere, a register given a small value) and decoded. decode must
either raise ValueError or give a game that re-encodes to the same bytes, passes every invariant,
reads back through its text, has a legal action unless over, and whose listed actions all apply
and undo cleanly.
"""

import pending_checks
from engine_checks import invariant_problem

from engine_core import tigris as T


def Rng(seed):  # noqa: N802  (the checks' one generator, on a stream of its own)
    return pending_checks.Rng(seed, 11)


def real_saves(rng, games=6, every=7):
    """encode() of states of random games: every `every`-th one and every pending decision."""
    out = []
    for index in range(games):
        g = T.Game.new([0, 1, 2, 3][: 2 + index % 3], (index // 3) % 2, index % 8, 1 + index)
        n = 0
        while not g.is_over():
            if n % every == 0 or g.phase() != T.PHASE_ACTION:
                out.append(g.encode())
            acts = g.legal_actions()
            g.apply(acts[rng.below(len(acts))])
            n += 1
        out.append(g.encode())
    return out


def mutate(rng, saves):
    data = bytearray(saves[rng.below(len(saves))])
    for _ in range(1 + rng.below(3)):
        how = rng.below(5)
        if how == 0:
            data[rng.below(len(data))] = rng.below(256)
        elif how == 1:
            i = rng.below(len(data))
            data[i] ^= 1 << rng.below(8)
        elif how == 2:
            other = saves[rng.below(len(saves))]
            data[rng.below(len(data))] = other[rng.below(len(other))]
        elif how == 3:
            # The registers: where a save of another layout or a bug differs most.
            data[6 + rng.below(30)] = (0, 1, 2, 3, 4, 5, 8, 255)[rng.below(8)]
        else:
            # A whole save's registers over another one's board.
            other = saves[rng.below(len(saves))]
            data[6:36] = other[6:36]
    return bytes(data)


def accepted_problem(g, data, rng):
    """None if a decoded game behaves as a game the engine reached, else what goes wrong."""
    if g.encode() != data:
        return "re-encodes to other bytes"
    bad = invariant_problem(g, None)
    if bad:
        return bad
    text = g.to_text()
    if T.from_text(text).to_text() != text:
        return "its text does not read back"
    acts = g.legal_actions()
    if not acts and not g.is_over():
        return "no legal action though not over"
    for k in range(len(acts)):
        if len(acts) > 24 and rng.below(len(acts)) >= 24:
            continue  # a sample of the action phase's hundreds
        a = acts[k]
        if g.check(a) is not None:
            return "lists %s, which check() refuses" % g.action_to_text(a)
        g.apply(a)
        g.to_text()
        g.undo()
        if g.encode() != data:
            return "undo of %s does not restore the save" % g.action_to_text(a)
    return None


def run(count, seed, report):
    """Decodes `count` damaged saves; report(line) gets the summary; returns the problems."""
    rng = Rng(seed)
    saves = real_saves(rng)
    refused = accepted = 0
    fields = {}
    problems = []
    for k in range(count):
        data = mutate(rng, saves)
        try:
            g = T.decode(data)
        except ValueError as e:
            refused += 1
            field = str(e).split(":")[0].replace("encoded game, ", "")
            fields[field] = fields.get(field, 0) + 1
            continue
        except Exception as e:  # anything but ValueError is a crash inside decode
            problems.append("payload %d: decode raised %s %s" % (k, type(e).__name__, e))
            continue
        accepted += 1
        try:
            bad = accepted_problem(g, data, rng)
        except Exception as e:
            bad = "crashed: %s %s" % (type(e).__name__, e)
        if bad:
            problems.append("payload %d: %s" % (k, bad))
    report("decode: %d damaged saves, %d refused, %d accepted" % (count, refused, accepted))
    for name in sorted(fields):
        report("  refused %s: %d" % (name, fields[name]))
    return problems
