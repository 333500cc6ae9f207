"""Records the Assyria golden playthroughs: host_tests/golden/assyria_<n>p.as and .out.

    python3 host_tests/assyria/record_golden.py          # rewrites the three games
Each .as file is a scenario (notation-assyria.md): the position new_game(n, seed) deals, then
one line per decision, `colour: action  # crc`, the CRC-32 of to_text() after the action. The
.out file is what `tools/replay.py` prints for it: the final position, game over.
Re-record only when a rule changes on purpose, and say why in the commit.
"""

import binascii
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path[:0] = [ROOT, HERE]

from checks import choose  # noqa: E402

from engine_core import assyria as A  # noqa: E402
from engine_core.rng import Rng  # noqa: E402

GAMES = ((2, 2029), (3, 2030), (4, 2031))
GOLDEN = os.path.join(ROOT, "host_tests", "golden")


def crc(text):
    return "%08x" % (binascii.crc32(text.encode()) & 0xFFFFFFFF)


def record(players, seed):
    g = A.new_game(players, seed)
    rng = Rng(seed)
    lines = [
        "# Golden playthrough of Assyria, %d players, new_game(%d, %d); recorded by"
        % (players, players, seed),
        "# host_tests/assyria/record_golden.py. After each action, the CRC-32 of the position.",
        g.to_text().rstrip("\n"),
        "actions",
    ]
    while not g.is_over():
        a = choose(g, rng)
        who = A.COLOUR_NAMES[g.colours[g.current_player()]]
        said = g.action_to_text(a)
        g.apply(a)
        lines.append("%s: %s  # %s" % (who, said, crc(g.to_text())))
    name = os.path.join(GOLDEN, "assyria_%dp" % players)
    with open(name + ".as", "w") as f:
        f.write("\n".join(lines) + "\n")
    with open(name + ".out", "w") as f:
        f.write(g.to_text())
    return len(lines) - 4


def main():
    for players, seed in GAMES:
        print("assyria_%dp: %d actions" % (players, record(players, seed)))


if __name__ == "__main__":
    main()
