"""Runs the Tigris scenarios, golden playthroughs and random games on CPython or MicroPython.

Usage from the repository root (both must print the same bytes):
    python3 host_tests/engine_runner.py [--games N] [--seed S]
    .venv/bin/micropython -X heapsize=192K host_tests/engine_runner.py [--games N]
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

gc.collect()  # the compiler's leftovers go before the engine's modules are compiled
from engine_core import tigris as T  # noqa: E402

gc.collect()
# The engine loads its text and byte forms on first use to spare the console's heap; this runner
# uses both all the time, so it loads them now, before the games fragment the heap; the same for
# the variants' rules and the refusal loader, which it needs in most games.
from engine_core import refusals  # noqa: E402,F401
from engine_core.tigris import codec, notation  # noqa: E402,F401
from engine_core.tigris import variants as _variant_rules  # noqa: E402,F401

gc.collect()
# The checks are compiled only now, so the engine above had the heap before their compiler's
# leftovers; the tests reach invariant_problem and undo_problem through this module too.
from engine_checks import (  # noqa: E402,F401
    game_setup,
    invariant_problem,
    random_game,
    roundtrip_problem,
    undo_problem,
)

SCENARIO_DIR = ROOT + "/host_tests/scenarios/tigris"
GOLDEN_DIR = ROOT + "/host_tests/golden"
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


def parse_action_line(game, text):
    """Action int for one line; an optional `dynasty:` prefix must name the player to decide now."""
    k = text.find(":")
    if k >= 0:
        who = text[:k].strip()
        text = text[k + 1 :].strip()
        seat = game.current_player()
        if seat < 0:
            raise T.IllegalAction("the game is over")
        if T.DYNASTY_NAMES[game.dynasties[seat]] != who:
            raise T.IllegalAction("it is not %s's decision" % who)
    return game.action_from_text(text)


def play_line(game, text):
    """Applies one action line; returns None or the refusal reason (the game is then unchanged)."""
    try:
        action = parse_action_line(game, text)
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
        game = T.from_text(pos)
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
            bad = roundtrip_problem(game)
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
    """`game archer bull board classic variants 7 seed 5` -> Game.new(...)."""
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
        if argv[i] == "--games" and i + 1 < len(argv):
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
        players, board, variants = game_setup(g)
        label = "game %d players=%d board=%s variants=%d" % (
            g,
            players,
            T.BOARD_NAMES[board],
            variants,
        )
        try:
            res, n = random_game(g, seed)
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
