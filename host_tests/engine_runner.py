"""Runs a game's scenarios, golden playthroughs and random games on CPython or MicroPython.

Usage from the repository root (both must print the same bytes):
    python3 host_tests/engine_runner.py [--game NAME] [--games N] [--seed S]
    .venv/bin/micropython -X heapsize=192K host_tests/engine_runner.py [--game NAME] [--games N]
        [--engine-lib build/device/lib]
--engine-lib DIR takes the engine from DIR before the checkout: the device build's .mpy files,
as the Pico loads them (from source, the compiler's leftovers fragment a 192K heap).
NAME is a game of engine_core/games.py (default tigris); its scenarios are
host_tests/scenarios/NAME/*.te, its golden playthroughs host_tests/golden/NAME/*.golden.
One line per check, then `N passed, N failed`; the exit status is 1 when anything failed.
No pathlib/glob/subprocess and no timing in the output, so it runs unchanged on MicroPython.
"""

import binascii
import gc
import os
import sys


def repo_root():
    """The repository root, from this script's path (relative or absolute argv[0])."""
    here = sys.argv[0] if sys.argv and sys.argv[0].endswith("engine_runner.py") else __file__
    parts = here.replace("\\", "/").split("/")
    if len(parts) <= 2:
        return "."
    return "/".join(parts[:-2]) or "/"


ROOT = repo_root()
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
if "--engine-lib" in sys.argv[:-1]:
    sys.path.insert(0, sys.argv[sys.argv.index("--engine-lib") + 1])


def game_name(argv):
    return argv[argv.index("--game") + 1] if "--game" in argv[:-1] else "tigris"


GAME = game_name(sys.argv)
gc.collect()  # the compiler's leftovers go before the engine's modules are compiled
from engine_core import games  # noqa: E402

try:
    M = games.load(GAME)
except ImportError as e:
    print("FAIL %s: %s" % (GAME, e))
    print("0 passed, 1 failed")
    sys.exit(1)
gc.collect()
# The engine loads its text and byte forms on first use to spare the console's heap; this runner
# uses both all the time, so it loads them now, before the games fragment the heap; the same for
# the refusal loader and (Tigris) the variants' rules, which it needs in most games.
from engine_core import refusals  # noqa: E402,F401

for _part in ("codec", "notation", "variants"):
    try:
        __import__(M.__name__ + "." + _part)
    except ImportError:
        pass  # a game whose forms live elsewhere loads them itself

gc.collect()
# The checks are compiled only now, so the engine above had the heap before their compiler's
# leftovers; the tests reach invariant_problem and undo_problem through this module too.
from engine_checks import (  # noqa: E402,F401
    game_setup,
    invariant_problem,
    random_game,
    roundtrip_problem,
    setup_label,
    undo_problem,
)

SCENARIO_DIR = ROOT + "/host_tests/scenarios/" + GAME
GOLDEN_DIR = ROOT + "/host_tests/golden/" + GAME
DEFAULT_GAMES = 6


def crc(text):
    return "%08x" % (binascii.crc32(text.encode()) & 0xFFFFFFFF)


def listdir_sorted(path, suffix):
    try:
        names = os.listdir(path)
    except OSError:
        return []
    out = [n for n in names if n.endswith(suffix)]
    out.sort()
    return out


def read_lines(path):
    """The file's lines without their newline, read one at a time (no whole-file string)."""
    out = []
    with open(path) as f:
        for line in f:
            out.append(line.rstrip("\n"))
    return out


def strip_comment(line):
    k = line.find("#")
    if k >= 0:
        line = line[:k]
    return line.strip()


# -- scenarios ------------------------------------------------------------------------------


def split_scenario(lines):
    """(position text, [(line no, action text)], [(line no, expect line)]) of a .te file."""
    pos, acts, exp = [], [], []
    part = 0
    for no, raw in enumerate(lines, 1):
        line = strip_comment(raw)
        if not line:
            continue
        if part == 0 and line == "actions":
            part = 1
        elif part < 2 and line == "expect":
            part = 2
        elif part == 0:
            pos.append(line)
        elif part == 1:
            acts.append((no, line))
        else:
            exp.append((no, line))
    return "\n".join(pos) + "\n", acts, exp


def play_line(game, text):
    """Applies one action line; returns None or the refusal reason (the game is then unchanged).

    The game's action_from_text reads the line, with its optional `player:` prefix.
    """
    try:
        action = game.action_from_text(text)
    except ValueError as e:
        return str(e) or "refused"
    reason = game.check(action)
    if reason is not None:
        return reason
    game.apply(action)
    return None


def compare_expect(text, exp):
    """None when every expect line holds in the position `text`, else what differs."""
    have = text.split("\n")
    i = 0
    while i < len(exp):
        no, line = exp[i]
        if line == "grid":
            want = [e[1] for e in exp[i + 1 : i + 12]]
            k = have.index("grid") if "grid" in have else -1
            got = have[k + 1 : k + 12] if k >= 0 else []
            for r in range(11):
                w = want[r] if r < len(want) else "?"
                g = got[r] if r < len(got) else "?"
                if w != g:
                    return "line %d: grid row %d is '%s', expected '%s'" % (no + 1 + r, r + 1, g, w)
            i += 12
            continue
        if not line.startswith("refused") and line not in have:
            key = line.split(" ")[0] + " " + (line.split(" ") + [""])[1]
            near = [h for h in have if h.startswith(key)]
            return "line %d: expected '%s', position has %s" % (no, line, near or "nothing like it")
        i += 1
    return None


def run_scenario(path):
    """None if the scenario holds, else a message naming the failing line."""
    pos, acts, exp = split_scenario(read_lines(path))
    try:
        game = M.from_text(pos)
    except ValueError as e:
        return "position refused: %s" % e
    want_refused = None
    for _no, line in exp:
        if line.startswith("refused"):
            want_refused = line[len("refused") :].strip()
    for k, (no, line) in enumerate(acts):
        before = game.to_text()
        reason = play_line(game, line)
        if reason is None:
            bad = roundtrip_problem(M, game)
            if bad:
                return "line %d (%s): %s" % (no, line, bad)
            continue
        if want_refused is None or k != len(acts) - 1:
            return "line %d (%s) refused: %s" % (no, line, reason)
        if want_refused and want_refused not in reason:
            return "line %d refused for '%s', expected a reason with '%s'" % (
                no,
                reason,
                want_refused,
            )
        if game.to_text() != before:
            return "line %d: the refused action changed the position" % no
        return compare_expect(game.to_text(), exp)
    if want_refused is not None:
        return "the last action line was accepted, expected it refused"
    return compare_expect(game.to_text(), exp)


# -- golden playthroughs --------------------------------------------------------------------


def new_game_from_header(words):
    """`game archer bull board classic variants 7 seed 5` -> Game.new(...) for Tigris; for
    another game `game players N seed S options O` -> new_game(N, S, O)."""
    if M.HEADER != "tigris 1":
        opts = {}
        for i in range(1, len(words) - 1, 2):
            opts[words[i]] = int(words[i + 1])
        return M.new_game(opts["players"], opts["seed"], opts.get("options", 0))
    T = M
    dyn = []
    i = 1
    while words[i] in T.DYNASTY_NAMES:
        dyn.append(T.DYNASTY_NAMES.index(words[i]))
        i += 1
    opts = {}
    while i + 1 < len(words):
        opts[words[i]] = words[i + 1]
        i += 2
    board = T.BOARD_ALTERNATIVE if opts.get("board") == "alternative" else T.BOARD_CLASSIC
    return T.Game.new(dyn, board, int(opts.get("variants", "0")), int(opts.get("seed", "1")))


def run_golden(path):
    """(problem or None, number of actions) for one recorded playthrough."""
    f = open(path)
    try:
        return golden_lines(f)
    finally:
        f.close()


def golden_lines(f):
    game = None
    count = 0
    text_block = None
    for no, raw in enumerate(f, 1):
        line = raw.rstrip()
        if text_block is not None:
            if line == "end":
                if game.to_text() != "\n".join(text_block) + "\n":
                    return "line %d: full position differs after %d actions" % (no, count), count
                text_block = None
            else:
                text_block.append(line)
            continue
        if not line or line.startswith("#"):
            continue
        if line.startswith("game "):
            game = new_game_from_header(line.split())
            continue
        if line == "text":
            text_block = []
            continue
        act, _, want = line.rpartition(" | ")
        reason = play_line(game, act)
        if reason is not None:
            return "line %d (%s) refused: %s" % (no, act, reason), count
        count += 1
        got = crc(game.to_text())
        if got != want:
            return "line %d (%s): position crc %s, recorded %s" % (no, act, got, want), count
    if game is None or not game.is_over():
        return "the recorded game does not reach its end", count
    return None, count


# -- main -----------------------------------------------------------------------------------


def main(argv):
    games = DEFAULT_GAMES
    seed = 1
    i = 1
    while i < len(argv):
        if argv[i] == "--game" and i + 1 < len(argv):
            i += 1  # read before the imports (game_name)
        elif argv[i] == "--games" and i + 1 < len(argv):
            games = int(argv[i + 1])
            i += 1
        elif argv[i] == "--seed" and i + 1 < len(argv):
            seed = int(argv[i + 1])
            i += 1
        i += 1
    passed = failed = 0
    # Random games first: their legal_actions() lists want the largest free blocks, which a
    # heap freshly emptied after the imports still has under MicroPython's 192 KB.
    for g in range(games):
        label = "game %d %s" % (g, setup_label(M, g))
        try:
            res, n = random_game(M, g, seed)
        except Exception as e:
            res, n = "crashed: %s %s" % (type(e).__name__, e), 0
        gc.collect()
        passed, failed = report("%s (%d actions)" % (label, n), res, passed, failed)
    checks = []
    for name in listdir_sorted(SCENARIO_DIR, ".te"):
        checks.append(("scenario " + name, run_scenario, SCENARIO_DIR + "/" + name))
    for name in listdir_sorted(GOLDEN_DIR, ".golden"):
        checks.append(("golden " + name, run_golden, GOLDEN_DIR + "/" + name))
    for label, fn, arg in checks:
        try:
            res = fn(arg)
        except Exception as e:  # a crash is a failed check, and the run goes on
            res = "crashed: %s %s" % (type(e).__name__, e)
        gc.collect()
        if isinstance(res, tuple):
            res, n = res
            label = "%s (%d actions)" % (label, n)
        passed, failed = report(label, res, passed, failed)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


def report(label, problem, passed, failed):
    if problem:
        print("FAIL %s: %s" % (label, problem))
        return passed, failed + 1
    print("ok   %s" % label)
    return passed + 1, failed


if __name__ == "__main__":
    sys.exit(main(sys.argv))
