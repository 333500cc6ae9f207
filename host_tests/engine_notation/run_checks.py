"""The notation's property checks on CPython or MicroPython, printing the same bytes on both.

    python3 host_tests/engine_notation/run_checks.py pending GAMES SEED STEPS [WHOLE_EVERY]
    python3 host_tests/engine_notation/run_checks.py decode COUNT SEED
    python3 host_tests/engine_notation/run_checks.py prefixes
    .venv/bin/micropython -X heapsize=512K host_tests/engine_notation/run_checks.py ...

`pending`: pending_checks over random games; `decode`: decode_checks over damaged saves;
`prefixes`: every scenario stopped after each of its actions, written, read back and finished
must end exactly as the whole scenario. One line per check, then `N passed, N failed`.
The checks hold three copies of a game and their action lists at once, which the Pico never
does: MicroPython runs them with a 512 KB heap (the engine's own heap is measured elsewhere).
"""

import gc
import sys


def _root():
    here = sys.argv[0] if sys.argv and sys.argv[0].endswith("run_checks.py") else __file__
    parts = here.replace("\\", "/").split("/")
    return "/".join(parts[:-3]) or "." if len(parts) > 3 else "."


ROOT = _root()
for _p in (ROOT, ROOT + "/host_tests", ROOT + "/host_tests/engine_notation"):
    if _p not in sys.path:
        sys.path.insert(0, _p)

gc.collect()
from engine_core import tigris as T  # noqa: E402
from engine_core.tigris import codec, notation, validate  # noqa: E402,F401

gc.collect()


def prefixes(report):
    """Every scenario cut after each action line: its text read back finishes the same way."""
    import engine_runner as R

    problems = []
    for name in R.listdir_sorted(R.SCENARIO_DIR, ".te"):
        pos, acts, _exp = R.split_scenario(R.read_lines(R.SCENARIO_DIR + "/" + name))
        whole = T.from_text(pos)
        done = 0
        for _no, line in acts:
            if R.play_line(whole, line) is not None:
                break
            done += 1
        final = whole.to_text()
        for cut in range(done):
            g = T.from_text(pos)
            for _no, line in acts[:cut]:
                R.play_line(g, line)
            try:
                g = T.from_text(g.to_text())
            except ValueError as e:
                problems.append("%s after %d actions: %s" % (name, cut, e))
                continue
            for _no, line in acts[cut:done]:
                why = R.play_line(g, line)
                if why is not None:
                    problems.append("%s after %d actions: %s refused: %s" % (name, cut, line, why))
                    break
            else:
                if g.to_text() != final:
                    problems.append("%s after %d actions: ends elsewhere" % (name, cut))
        gc.collect()
    report("prefixes: every action of every scenario")
    return problems


def main(argv):
    lines = []
    report = lines.append
    what = argv[1] if len(argv) > 1 else ""
    nums = [int(a) for a in argv[2:]]
    if what == "pending":
        import pending_checks as P

        games, seed, steps, whole = (nums + [6, 1, 4, 0][len(nums) :])[:4]
        problems = []
        for i in range(games):
            bad, n, pend = P.random_game(i, seed, steps, whole)
            report("game %d %s: %d actions, %d pending states" % (i, P.setup(i), n, pend))
            if bad:
                problems.append("game %d: %s" % (i, bad))
            gc.collect()
    elif what == "decode":
        import decode_checks as D

        count, seed = (nums + [300, 1][len(nums) :])[:2]
        problems = D.run(count, seed, report)
    elif what == "prefixes":
        problems = prefixes(report)
    else:
        print(__doc__)
        return 2
    for line in lines:
        print(line)
    for p in problems:
        print("FAIL " + p)
    print("%d passed, %d failed" % (len(lines), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
