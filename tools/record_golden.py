"""Records the golden Tigris playthroughs in host_tests/golden/tigris/ with a seeded random bot.

Run from the repository root after a deliberate rules change, then review the diff:
    python3 tools/record_golden.py
    python3 tools/record_golden.py --check    (exit 1 if a committed file is not what it records)
Each file replays under host_tests/engine_runner.py on CPython and MicroPython; a changed CRC
there means the engine now plays a recorded game differently.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "host_tests"))

import engine_runner as R  # noqa: E402
from engine_checks import Rng  # noqa: E402

from engine_core import tigris as T  # noqa: E402

FULL_EVERY = 25

# name, dynasties, board, variants, game seed, bot seed
GAMES = (
    ("two_players_classic", ("lion", "pot"), T.BOARD_CLASSIC, 0, 2027, 11),
    ("three_players_alternative", ("bull", "archer", "lion"), T.BOARD_ALTERNATIVE, 0, 4242, 23),
    (
        "four_players_all_variants",
        ("archer", "bull", "pot", "lion"),
        T.BOARD_CLASSIC,
        T.VAR_ENGLISH | T.VAR_BUILDINGS | T.VAR_ZIGGURAT,
        97,
        5,
    ),
    (
        "four_players_alternative_all_variants",
        ("pot", "lion", "archer", "bull"),
        T.BOARD_ALTERNATIVE,
        T.VAR_ENGLISH | T.VAR_BUILDINGS | T.VAR_ZIGGURAT,
        31337,
        8,
    ),
)

HEADER = """\
# Golden playthrough of Tigris & Euphrates, recorded by tools/record_golden.py (bot seed %d).
# Format: `game <dynasties> board <b> variants <bits> seed <s>` sets up Game.new(...); then one
# line per action, `<dynasty>: <action> | <crc32>`: the player who decided, the action in the
# notation of ../shared/spec/notation.md, and the CRC-32 (8 hex digits) of to_text() after it.
# `text` ... `end` holds the whole canonical position, every %d actions and after the last one.
"""


def choose(game, rng):
    """A random legal action, preferring placements so the game ends by treasures, not swaps."""
    legal = game.legal_actions()
    if game.phase() in (T.PHASE_MONUMENT, T.PHASE_BUILDING, T.PHASE_ZIGGURAT) and rng.below(4):
        return legal[0]  # the last option is always `none`; build when anything can be built
    if game.phase() == T.PHASE_ACTION and rng.below(4):
        placing = [a for a in legal if T.action_kind(a) in (T.ACT_TILE, T.ACT_LEADER)]
        if placing:
            return placing[rng.below(len(placing))]
    return legal[rng.below(len(legal))]


def record(name, dyn_names, board, variants, seed, bot_seed):
    dyn = [T.DYNASTY_NAMES.index(d) for d in dyn_names]
    game = T.Game.new(dyn, board, variants, seed)
    rng = Rng(bot_seed)
    out = [HEADER % (bot_seed, FULL_EVERY)]
    out.append(
        "game %s board %s variants %d seed %d\n"
        % (" ".join(dyn_names), T.BOARD_NAMES[board], variants, seed)
    )
    count = 0
    while not game.is_over():
        who = T.DYNASTY_NAMES[game.dynasties[game.current_player()]]
        action = choose(game, rng)
        line = "%s: %s" % (who, game.action_to_text(action))
        game.apply(action)
        count += 1
        text = game.to_text()
        out.append("%s | %s\n" % (line, R.crc(text)))
        if count % FULL_EVERY == 0 or game.is_over():
            out.append("text\n" + text + "end\n")
    return "".join(out), count


def main(argv):
    check = "--check" in argv
    folder = os.path.join(ROOT, "host_tests", "golden", "tigris")
    os.makedirs(folder, exist_ok=True)
    stale = []
    for spec in GAMES:
        text, count = record(*spec)
        path = os.path.join(folder, spec[0] + ".golden")
        if check:
            with open(path) as f:
                if f.read() != text:
                    stale.append(os.path.relpath(path, ROOT))
            continue
        with open(path, "w") as f:
            f.write(text)
        print("%s: %d actions" % (os.path.relpath(path, ROOT), count))
    if stale:
        print("not what tools/record_golden.py records now: " + ", ".join(stale))
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
