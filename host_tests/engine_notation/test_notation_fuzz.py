"""Mutated scenario files through the replay tool: exit 0, 1 or 2, never a traceback, same bytes.

Issue 12: `tools/replay.py` (which `tools/te.py replay` calls) under CPython and under
MicroPython at the Pico's heap must give the same exit status, stdout and stderr for every file,
and a position printed on exit 0 or 2 must read back as itself. FUZZ_NOTATION sets the number of
files (default 40 in `make test`); FUZZ_SEED another batch.
"""

import os
from concurrent.futures import ThreadPoolExecutor

import notation_fuzz as F
from both_runtimes import ROOT, run_both

from engine_core.tigris import from_text

COUNT = int(os.environ.get("FUZZ_NOTATION", "40"))
SEED = int(os.environ.get("FUZZ_SEED", "1"))
SCENARIOS = os.path.join(ROOT, "host_tests", "scenarios", "tigris")


def _one(tmp, name, data):
    path = os.path.join(tmp, name)
    with open(path, "wb") as f:
        f.write(data)
    py, mp = run_both(["tools/replay.py", path], timeout=120)
    problems = []
    if py != mp:
        problems.append("%s: the runtimes differ: %r / %r" % (name, py, mp))
    status, out, err = py
    if status not in (0, 1, 2) or b"Traceback" in err or b"Traceback" in mp[2]:
        problems.append("%s: exit %d %s" % (name, status, (err + mp[2])[-600:]))
    elif status == 1 and out:
        problems.append("%s: exit 1 printed a position" % name)
    elif status != 1:
        text = out.decode()
        try:
            again = from_text(text).to_text()
        except ValueError as e:
            again = "refused: %s" % e
        if again != text:
            problems.append("%s: the printed position does not read back (%s)" % (name, again[:80]))
    return status, problems


def test_mutated_scenarios_replay_alike_on_both_runtimes(tmp_path):
    files = F.corpus(SCENARIOS, COUNT, SEED)
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda f: _one(str(tmp_path), f[0], f[1]), files))
    problems = [p for _s, ps in results for p in ps]
    statuses = [s for s, _p in results]
    print(
        "notation fuzz: %d files, exit 0: %d, exit 1: %d, exit 2: %d, problems: %d"
        % (COUNT, statuses.count(0), statuses.count(1), statuses.count(2), len(problems))
    )
    assert not problems, "\n".join(problems[:20])
    assert statuses.count(1) > COUNT // 4  # the damage really reaches the readers
