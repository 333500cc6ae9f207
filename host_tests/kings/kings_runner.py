"""Runs the Contest of Kings scenarios, golden games and random games on CPython or MicroPython.

Usage from the repository root (both must print the same bytes):
    python3 host_tests/kings/kings_runner.py [--games N] [--seed S] [--sample K]
    .venv/bin/micropython -X heapsize=192K host_tests/kings/kings_runner.py [--games N]
One line per check, then `N passed, N failed`; the exit status is 1 when anything failed.
`--sample K` checks undo and the round-trips after every K-th action of the random games only
(1, the default, is after every action). No pathlib/glob/subprocess and no timing in the
output, so it runs unchanged on MicroPython.
"""

import binascii
import gc
import os
import sys


def repo_root():
    """The repository root, from this script's path (relative or absolute argv[0])."""
    here = sys.argv[0] if sys.argv and sys.argv[0].endswith("kings_runner.py") else __file__
    parts = here.replace("\\", "/").split("/")
    if len(parts) <= 3:
        return "."
    return "/".join(parts[:-3]) or "/"


ROOT = repo_root()
for _p in (ROOT, ROOT + "/host_tests/kings"):
    if _p not in sys.path:
        sys.path.insert(0, _p)

gc.collect()
from engine_core import kings as K  # noqa: E402

gc.collect()
from kings_checks import invariant_problem, random_game, roundtrip_problem  # noqa: E402

SCENARIO_DIR = ROOT + "/host_tests/scenarios/kings"
GOLDEN_DIR = ROOT + "/host_tests/golden/kings"
DEFAULT_GAMES = 6


def crc(text):
    return "%08x" % (binascii.crc32(text.encode()) & 0xFFFFFFFF)


def listdir_sorted(path, prefix, suffix):
    try:
        names = os.listdir(path)
    except OSError:
        return []
    out = [n for n in names if n.startswith(prefix) and n.endswith(suffix)]
    out.sort()
    return out


def read_lines(path):
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
    """(position text, [(line no, action)], [(line no, expect line)]) of a .kings file."""
    pos, acts, exp = [], [], []
    part = 0
    for no, raw in enumerate(lines, 1):
        line = strip_comment(raw)
        if part == 0 and line == "actions":
            part = 1
        elif part < 2 and line == "expect":
            part = 2
        elif part == 0:
            pos.append(raw)  # line numbers of the position stay those of the file
        elif line and part == 1:
            acts.append((no, line))
        elif line:
            exp.append((no, line))
    return "\n".join(pos) + "\n", acts, exp


def play_line(game, text):
    """Applies one action line; returns None or the refusal reason (the game is then unchanged)."""
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
    for no, line in exp:
        if line.startswith("refused"):
            continue
        if line.startswith("absent "):
            if line[7:] in have:
                return "line %d: '%s' is in the position" % (no, line[7:])
            continue
        if line not in have:
            key = " ".join(line.split(" ")[:2])
            near = [h for h in have if h.startswith(key)]
            return "line %d: expected '%s', position has %s" % (no, line, near or "nothing like it")
    return None


def run_scenario(path):
    """None if the scenario holds, else a message naming the failing line."""
    pos, acts, exp = split_scenario(read_lines(path))
    try:
        game = K.from_text(pos)
    except ValueError as e:
        return "position refused: %s" % e
    want_refused = None
    for _no, line in exp:
        if line.startswith("refused"):
            want_refused = line[len("refused") :].strip()
    for k, (no, line) in enumerate(acts):
        before = game.encode()
        reason = play_line(game, line)
        if reason is None:
            bad = invariant_problem(game) or roundtrip_problem(game)
            if bad:
                return "line %d (%s): %s" % (no, line, bad)
            continue
        if want_refused is None or k != len(acts) - 1:
            return "line %d (%s) refused: %s" % (no, line, reason)
        if want_refused not in reason:
            return "line %d refused for '%s', expected a reason with '%s'" % (
                no,
                reason,
                want_refused,
            )
        if game.encode() != before:
            return "line %d: the refused action changed the game" % no
        return compare_expect(game.to_text(), exp)
    if want_refused is not None:
        return "the last action line was accepted, expected it refused"
    return compare_expect(game.to_text(), exp)


# -- golden playthroughs --------------------------------------------------------------------


def new_game_from_header(words):
    """`game players <n> seed <s> options <o>` -> new_game(...)."""
    return K.new_game(int(words[2]), int(words[4]), int(words[6]))


def run_golden(path):
    """(problem or None, number of actions) for one recorded playthrough."""
    game = None
    count = 0
    text_block = None
    f = open(path)
    try:
        for no, raw in enumerate(f, 1):
            line = raw.rstrip()
            if text_block is not None:
                if line == "end":
                    if game.to_text() != "\n".join(text_block) + "\n":
                        return "line %d: position differs after %d actions" % (no, count), count
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
            problem = invariant_problem(game)
            if problem:
                return "line %d (%s): %s" % (no, act, problem), count
            got = crc(game.to_text())
            if got != want:
                return "line %d (%s): position crc %s, recorded %s" % (no, act, got, want), count
    finally:
        f.close()
    if game is None or not game.is_over():
        return "the recorded game does not reach its end", count
    return None, count


# -- main -----------------------------------------------------------------------------------


def main(argv):
    games = DEFAULT_GAMES
    seed = 1
    sample = 1
    i = 1
    while i < len(argv):
        if argv[i] in ("--games", "--seed", "--sample") and i + 1 < len(argv):
            v = int(argv[i + 1])
            if argv[i] == "--games":
                games = v
            elif argv[i] == "--seed":
                seed = v
            else:
                sample = v
            i += 1
        i += 1
    passed = failed = 0
    for g in range(games):
        label = "random game %d players=%d" % (g, 2 + g % 3)
        try:
            res, n = random_game(g, seed, sample)
        except Exception as e:
            res, n = "crashed: %s %s" % (type(e).__name__, e), 0
        gc.collect()
        passed, failed = report("%s (%d actions)" % (label, n), res, passed, failed)
    checks = []
    for name in listdir_sorted(SCENARIO_DIR, "", ".kings"):
        checks.append(("scenario " + name, run_scenario, SCENARIO_DIR + "/" + name))
    for name in listdir_sorted(GOLDEN_DIR, "", ".golden"):
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
