"""Tigris & Euphrates command-line tool: replay, show and selfplay scenario files (notation.md).

Runs on system Python and on the MicroPython Unix port with byte-identical output.
"""

import sys

# tools/, the script's own directory, is on the path; replay.py puts the repository root there too.
import replay

from engine_core.rng import Rng  # noqa: E402
from engine_core.tigris import (  # noqa: E402
    ACT_LEADER,
    ACT_PASS,
    ACT_SWAP,
    ACT_TILE,
    BOARD_ALTERNATIVE,
    BOARD_CLASSIC,
    DYNASTY_NAMES,
    VARIANT_NAMES,
    Game,
)

USAGE = """usage:
  te.py replay FILE      apply a scenario's actions, print the resulting position
                         (the same as tools/replay.py FILE)
  te.py show FILE        print a scenario's starting position in canonical form
  te.py selfplay --players N --seed S [--variants english,buildings,ziggurat]
                 [--board classic|alternative]   print a random complete game
"""


def _err(msg):
    sys.stderr.write(msg + "\n")


def cmd_replay(path):
    """The alias of tools/replay.py (one replay tool for every game)."""
    return replay.main([path])


def cmd_show(path):
    """The scenario's starting position in canonical form; exit 1 if it cannot be read."""
    try:
        _package, g, _acts = replay.load_position(replay.read_lines(path))
    except replay.Unreadable as e:
        _err("%s: %s" % (path, e))
        return 1
    sys.stdout.write(g.to_text())
    return 0


def pick(acts, rng):
    """A random action, first choosing the kind evenly so games get tiles, leaders and wars."""
    kinds = []
    for a in acts:
        k = a >> 12
        if k not in kinds:
            kinds.append(k)
    if len(kinds) > 1 and ACT_PASS in kinds and rng.below(8):
        kinds.remove(ACT_PASS)
    if len(kinds) > 1 and ACT_SWAP in kinds and rng.below(4):
        kinds.remove(ACT_SWAP)
    k = kinds[rng.below(len(kinds))]
    if k == ACT_TILE and ACT_LEADER in kinds and rng.below(2):
        k = ACT_LEADER
    same = [a for a in acts if a >> 12 == k]
    return same[rng.below(len(same))]


def selfplay(players, seed, variants=0, board=BOARD_CLASSIC, limit=4000):
    """A random complete game: (initial Game, list of action lines)."""
    g = Game.new(list(range(players)), board, variants, seed)
    start = g.to_text()
    rng = Rng(seed ^ 0x5EED)
    lines = []
    while not g.is_over() and len(lines) < limit:
        a = pick(g.legal_actions(), rng)
        who = DYNASTY_NAMES[g.dynasties[g.current_player()]]
        lines.append("%s: %s" % (who, g.action_to_text(a)))
        g.apply(a)
    return start, lines, g


def cmd_selfplay(args):
    players = 4
    seed = 1
    variants = 0
    board = BOARD_CLASSIC
    k = 0
    while k < len(args):
        opt = args[k]
        val = args[k + 1] if k + 1 < len(args) else ""
        if opt == "--players":
            players = int(val)
        elif opt == "--seed":
            seed = int(val)
        elif opt == "--variants":
            for name in val.split(","):
                if name:
                    if name not in VARIANT_NAMES:
                        _err("unknown variant %s" % name)
                        return 2
                    variants |= 1 << VARIANT_NAMES.index(name)
        elif opt == "--board":
            if val not in ("classic", "alternative"):
                _err("board is classic or alternative")
                return 2
            board = BOARD_ALTERNATIVE if val == "alternative" else BOARD_CLASSIC
        else:
            _err(USAGE)
            return 2
        k += 2
    if not 2 <= players <= 4 or seed <= 0:
        _err("2 to 4 players and a positive seed")
        return 2
    start, lines, _g = selfplay(players, seed, variants, board)
    sys.stdout.write(start)
    sys.stdout.write("actions\n")
    for line in lines:
        sys.stdout.write(line + "\n")
    return 0


def main(argv):
    if len(argv) == 2 and argv[0] == "replay":
        return cmd_replay(argv[1])
    if len(argv) == 2 and argv[0] == "show":
        return cmd_show(argv[1])
    if len(argv) >= 1 and argv[0] == "selfplay":
        return cmd_selfplay(argv[1:])
    _err(USAGE)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
