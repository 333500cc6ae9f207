"""Records the Contest of Kings golden games (host_tests/golden/kings/*.golden) on CPython.

    .venv/bin/python host_tests/kings/record_golden.py

A game per player count, played by the random-game player of kings_checks (its own RNG), with
the CRC-32 of to_text() after every action and the whole position every 50 actions and at the
end. The runner replays them on CPython and MicroPython; record again only when a rule changes
on purpose, and say why in the commit.
"""

import binascii
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path[:0] = [ROOT, HERE]

from kings_checks import Rng, choose  # noqa: E402

from engine_core import kings as K  # noqa: E402

GAMES = ((2, 2027, 0, 11), (3, 4242, 1, 12), (4, 77, 0, 13))  # players, seed, options, bot


def record(players, seed, options, bot):
    g = K.new_game(players, seed, options)
    start = g.to_text()
    lines = []
    rng = Rng(bot)
    out = [
        "# Golden game of Contest of Kings, recorded by host_tests/kings/record_golden.py "
        "(bot seed %d)." % bot,
        "# `game players <n> seed <s> options <o>` is new_game(...); then one line per action,",
        "# `<dynasty>: <action> | <crc32 of to_text() after it>`; `text` ... `end` holds the",
        "# whole position every 50 actions and after the last one.",
        "game players %d seed %d options %d" % (players, seed, options),
    ]
    n = 0
    while not g.is_over():
        a = choose(g, rng)
        who = K.DYNASTY_NAMES[g.dynasties[g.current_player()]]
        line = "%s: %s" % (who, g.action_to_text(a))
        g.apply(a)
        lines.append(line)
        n += 1
        crc = binascii.crc32(g.to_text().encode()) & 0xFFFFFFFF
        out.append("%s | %08x" % (line, crc))
        if n % 50 == 0 or g.is_over():
            out.append("text")
            out.extend(g.to_text().rstrip("\n").split("\n"))
            out.append("end")
    scenario = (
        "# CK-2 to CK-7: a complete %d-player game from its first position to its end, for\n"
        "# tools/replay.py (the same game as golden/kings/four_players.golden).\n"
        % players
        + start
        + "actions\n"
        + "\n".join(lines)
        + "\nexpect\n"
        + "\n".join(w for w in g.to_text().split("\n") if w.startswith(("over", "final")))
        + "\n"
    )
    return "\n".join(out) + "\n", n, scenario


def main():
    for players, seed, options, bot in GAMES:
        text, n, scenario = record(players, seed, options, bot)
        name = ("two", "three", "four")[players - 2] + "_players.golden"
        path = os.path.join(ROOT, "host_tests", "golden", "kings", name)
        with open(path, "w") as f:
            f.write(text)
        print("%s: %d actions" % (os.path.relpath(path, ROOT), n))
        if players == 4:
            path = os.path.join(ROOT, "host_tests", "scenarios", "kings", "game_4p_complete.kings")
            with open(path, "w") as f:
                f.write(scenario)


if __name__ == "__main__":
    main()
