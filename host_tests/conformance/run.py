"""Runs the conformance checks for every registered game that imports, on either runtime.

    python3 host_tests/conformance/run.py [GAME ...] [--games N]
    .venv/bin/micropython -X heapsize=192K host_tests/conformance/run.py [GAME ...] [--games N]
One line per game played, then `N passed, N failed`; exit status 1 when anything failed.
Both runtimes must print the same bytes (host_tests/conformance/test_conformance.py).
"""

import gc
import sys


def repo_root():
    here = sys.argv[0] if sys.argv and sys.argv[0].endswith("run.py") else __file__
    parts = here.replace("\\", "/").split("/")
    if len(parts) <= 3:
        return "."
    return "/".join(parts[:-3]) or "/"


ROOT = repo_root()
for _path in (ROOT, ROOT + "/host_tests/conformance"):
    if _path not in sys.path:
        sys.path.insert(0, _path)

gc.collect()
from conformance import Failure, play  # noqa: E402

from engine_core import games  # noqa: E402


def crc(data):
    h = 0
    for b in data:
        h = (h * 31 + b) & 0xFFFFFFFF
    return "%08x" % h


def run_game(name, M, twin, count):
    """Yields (ok, line) for `count` seeds, each with every player count the game allows."""
    for k in range(count):
        seed = 1 + k * 7919
        for players in range(M.MIN_PLAYERS, M.MAX_PLAYERS + 1):
            gc.collect()
            try:
                steps, final = play(M, players, seed, twin)
                again_steps, again = play(M, players, seed, full=False)
                if (again_steps, again) != (steps, final):
                    raise Failure("the same seed and choices gave another game")
                limited_steps, limited = play(M, players, seed, undo_limit=2, full=False)
                if (limited_steps, limited) != (steps, final):
                    raise Failure("set_undo_limit(2) changed the game")
                yield (
                    True,
                    "ok %s seed %d players %d: %d actions, end %s"
                    % (
                        name,
                        seed,
                        players,
                        steps,
                        crc(final),
                    ),
                )
            except Exception as e:  # report every kind of breakage as one failed line
                yield (
                    False,
                    "FAIL %s seed %d players %d: %s: %s"
                    % (
                        name,
                        seed,
                        players,
                        type(e).__name__,
                        e,
                    ),
                )


def main(argv):
    count = 1
    names = []
    i = 1
    while i < len(argv):
        if argv[i] == "--games":
            count = int(argv[i + 1])
            i += 1
        else:
            names.append(argv[i])
        i += 1
    wanted = [(n, m) for n, m in games.available() if not names or n in names]
    passed = failed = 0
    for name in names:
        if name not in [n for n, _ in wanted]:
            print("FAIL %s: not a registered game that imports here" % name)
            failed += 1
    for name, M in wanted:
        for attr in ("Game", "IllegalAction", "HEADER", "MIN_PLAYERS", "MAX_PLAYERS", "new_game"):
            if not hasattr(M, attr):
                print("FAIL %s: the package exports no %s" % (name, attr))
                failed += 1
        try:
            twin = __import__("twin_" + name).twin
        except ImportError:
            print(
                "FAIL %s: no host_tests/conformance/twin_%s.py for the privacy check" % (name, name)
            )
            failed += 1
            twin = None
        for ok, line in run_game(name, M, twin, count):
            print(line)
            if ok:
                passed += 1
            else:
                failed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
