"""Run a snippet or script under the real MicroPython Unix port and return what it printed.

MICROPYPATH holds firmware/ and host_tests/fakes/ (the recording `machine` stand-in) unless the
caller gives its own path list; the heap defaults to the Pico's ~192 KB so memory use counts.
"""

import os
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
MICROPYTHON = REPO / ".venv" / "bin" / "micropython"
FIRMWARE = REPO / "firmware"
FAKES = REPO / "host_tests" / "fakes"
DEFAULT_PATH = (FIRMWARE, FAKES)


class MicroPythonError(AssertionError):
    """The MicroPython process exited with an error; the message carries its output."""


def run_mpy(
    code=None,
    script=None,
    path=DEFAULT_PATH,
    extra_path=(),
    heapsize="192K",
    args=(),
    cwd=None,
    env=None,
    timeout=120,
    check=True,
):
    """Run `code` (a string) or `script` (a file) under MicroPython; return its stdout.

    With check=False the CompletedProcess is returned instead, for tests that expect a failure.
    """
    if (code is None) == (script is None):
        raise ValueError("give exactly one of code or script")
    full_env = dict(os.environ)
    full_env["MICROPYPATH"] = os.pathsep.join(str(p) for p in (*extra_path, *path))
    if env:
        full_env.update(env)
    cmd = [str(MICROPYTHON)]
    if heapsize:
        cmd += ["-X", "heapsize=" + heapsize]
    cmd += ["-c", code] if code is not None else [str(script)]
    cmd += list(args)
    proc = subprocess.run(
        cmd, capture_output=True, text=True, cwd=cwd, env=full_env, timeout=timeout
    )
    if not check:
        return proc
    if proc.returncode != 0:
        raise MicroPythonError(
            "micropython exited %d\n--- stdout\n%s\n--- stderr\n%s"
            % (proc.returncode, proc.stdout, proc.stderr)
        )
    return proc.stdout


def run_mpy_lines(code, **kwargs):
    """run_mpy, split into output lines."""
    return run_mpy(code, **kwargs).splitlines()


def both_runtimes(script, args=(), heapsize="192K", timeout=900):
    """Run a runner script (path from the repository root) under CPython and MicroPython at once.

    Both must exit 0 with nothing on stderr and print the same bytes; returns that output's lines.
    """
    import sys

    def start(cmd):
        return subprocess.Popen(
            cmd + [script] + list(args),
            cwd=str(REPO),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )

    # Both at once: the CPython run fits inside the (slower) MicroPython one.
    py = start([sys.executable])
    mp = start([str(MICROPYTHON), "-X", "heapsize=" + heapsize])
    out_py, err_py = py.communicate(timeout=timeout)
    out_mp, err_mp = mp.communicate(timeout=timeout)
    bad_py = [line for line in out_py.splitlines() if not line.startswith("ok")]
    bad_mp = [line for line in out_mp.splitlines() if not line.startswith("ok")]
    assert py.returncode == 0 and not err_py, "CPython: %s %s" % (bad_py, err_py)
    assert mp.returncode == 0 and not err_mp, "MicroPython: %s %s" % (bad_mp[:8], err_mp)
    assert out_mp == out_py
    return out_py.splitlines()
