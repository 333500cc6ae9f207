"""Shared set-up for the simulator tests: tools/ and tools/sim/ on the path, one build per run."""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# tools/ and tools/sim/ (the build, the simulator), host_tests/ (mpy_run)
for _p in (os.path.join(ROOT, "tools"), os.path.join(ROOT, "tools", "sim"),
           os.path.join(ROOT, "host_tests")):
    if _p not in sys.path:
        sys.path.insert(0, _p)


@pytest.fixture(scope="session")
def sim_build(tmp_path_factory):
    """The device build in a private folder, so other tests' builds of build/device cannot
    change it under a running firmware."""
    import build

    out = str(tmp_path_factory.mktemp("sim-build"))
    build.compile_all(out, build.HOST_ARCH)  # the arch matters only if native code appears
    return out


@pytest.fixture
def repo_build():
    """The repository's own build/sim and build/device, which the tools under test rebuild and
    run (tools/sim.py, tools/deploy.py, headless.run_script without a build folder): held by
    one test at a time, also across pytest-xdist's workers (tools/check.py runs one per core),
    through a lock file beside them. Another worker's rebuild had emptied build/sim under a
    running firmware."""
    import fcntl

    folder = os.path.join(ROOT, "build")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, ".tests.lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # let go when the file closes
        yield
