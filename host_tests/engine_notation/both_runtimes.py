"""Runs a command line under CPython and under the MicroPython Unix port at once; both results."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")


def run_both(args, heap="192K", timeout=900):
    """((status, stdout, stderr) on CPython, the same on MicroPython) for `args` from the root."""
    procs = [
        subprocess.Popen(
            cmd + args,
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        for cmd in ([sys.executable], [MICROPYTHON, "-X", "heapsize=" + heap])
    ]
    out = []
    for p in procs:
        so, se = p.communicate(timeout=timeout)
        out.append((p.returncode, so, se))
    return out[0], out[1]
