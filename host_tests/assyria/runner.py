"""Runs the Assyria scenarios, golden playthroughs and random games on CPython or MicroPython.

Usage from the repository root (both must print the same bytes):
    python3 host_tests/assyria/runner.py [--games N]
    .venv/bin/micropython -X heapsize=192K host_tests/assyria/runner.py [--games N]
One line per check, then `N passed, N failed`; exit status 1 when anything failed. No timing
in the output, so both runtimes print the same.
"""

import binascii
import gc
import os
import sys


def repo_root():
    here = sys.argv[0] if sys.argv and sys.argv[0].endswith("runner.py") else __file__
    parts = here.replace("\\", "/").split("/")
    if len(parts) <= 3:
        return "."
    return "/".join(parts[:-3]) or "/"


ROOT = repo_root()
for _p in (ROOT, ROOT + "/host_tests/assyria"):
    if _p not in sys.path:
        sys.path.insert(0, _p)

gc.collect()
from engine_core import assyria as A  # noqa: E402

gc.collect()
# The runner uses the text and byte forms all the time: load them before the games fragment
# the heap.
from engine_core.assyria import codec, notation, position_read  # noqa: E402,F401

gc.collect()
import checks  # noqa: E402
import scenario  # noqa: E402

SCENARIOS = ROOT + "/host_tests/scenarios/assyria"
GOLDEN = ROOT + "/host_tests/golden"


def crc(text):
    return "%08x" % (binascii.crc32(text.encode()) & 0xFFFFFFFF)


def read(path):
    with open(path) as f:
        return f.read()


def files(path, prefix, suffix):
    out = [n for n in os.listdir(path) if n.startswith(prefix) and n.endswith(suffix)]
    out.sort()
    return out


def run_scenario(name):
    text = read(SCENARIOS + "/" + name)
    status, out, err = scenario.replay(A, name, text)
    bad = scenario.problems(scenario.split(text)[2], status, out)
    if status == 1:
        bad.append(err.strip())
    return bad


def run_golden(name):
    """Replays a golden game, checking the position's CRC after every action and the end."""
    text = read(GOLDEN + "/" + name)
    position, actions, _ = scenario.split(text)
    g = A.from_text(position)
    lines = text.split("\n")
    for number, line in actions:
        want = lines[number - 1].split("#")[1].strip()
        try:
            g.apply(g.action_from_text(line))
        except ValueError as e:
            return "line %d: %s: %s" % (number, line, e)
        got = crc(g.to_text())
        if got != want:
            return "line %d: %s: position %s, recorded %s" % (number, line, got, want)
    if g.to_text() != read(GOLDEN + "/" + name[:-3] + ".out"):
        return "the final position differs from %s.out" % name[:-3]
    return None


def main(argv):
    games = 3
    if "--games" in argv:
        games = int(argv[argv.index("--games") + 1])
    passed = failed = 0
    for name in files(SCENARIOS, "as", ".as"):
        gc.collect()
        bad = run_scenario(name)
        print(("ok scenario %s" % name) if not bad else ("FAIL scenario %s: %s" % (name, bad)))
        passed += not bad
        failed += bool(bad)
    for name in files(GOLDEN, "assyria_", ".as"):
        gc.collect()
        bad = run_golden(name)
        print(("ok golden %s" % name) if not bad else ("FAIL golden %s: %s" % (name, bad)))
        passed += not bad
        failed += bool(bad)
    for k in range(games):
        for players in (2, 3, 4):
            gc.collect()
            seed = 101 + 17 * k
            bad, steps, final = checks.random_game(players, seed, every=3)
            if bad:
                print("FAIL game %d players seed %d: %s" % (players, seed, bad))
                failed += 1
            else:
                print("ok game %d players seed %d: %d actions, %s" % (players, seed, steps,
                                                                      crc(final)))  # fmt: skip
                passed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
