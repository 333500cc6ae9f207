"""`make bench-keys`, the board alone: Tigris's board redraws, native passes against bytecode.

The board view (firmware/games/tigris/boardview.py) decides per cell what to draw in native code
(viper, firmware/games/tigris/boardpasses.py). This times its refresh under the MicroPython Unix
port with the Pico's heap, twice in the same run: the simulator's build (the passes native, as
on the device) and the portable build (the same source as bytecode, as the web edition runs it:
the baseline). The display is a stand-in that takes the bytes and does nothing, so the figures
are the firmware's Python and native work alone (bench_keys.py times whole keys, bus and panel
included). Per case, the fastest of many refreshes, in us, and the device ESTIMATE with
bench_keys.py's factor.

  tools/bench_board.py [--repeat N]
"""

import argparse
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import bench_keys  # noqa: E402  (its estimate's constants)

import build  # noqa: E402  (alone in its block: see tools/sim/headless.py)

sys.path.insert(0, os.path.join(ROOT, "tools", "sim"))
import headless  # noqa: E402

# Runs under MicroPython with a build's lib/ on the path; prints "case us" lines.
PROBE = """
import time
from console.gfx import Gfx
from engine_core.tigris import ACT_TILE, new_game
from games.tigris.boardview import BoardView


class Display:
    scratch = bytearray(3360)

    def begin_pixels(self, *args):
        pass

    def pixels(self, buf):
        pass

    def end_pixels(self):
        pass

    def blit(self, *args):
        pass

    def fill_rect(self, *args):
        pass


class Flow:  # what the board view reads of games/tigris/flow.py
    pass


flow = Flow()
flow.game = new_game(3, 7)
flow.highlight = bytearray(176)
flow.cursor = 40
view = BoardView(Gfx(Display()), flow)
lit = flow.game.legal_cells(ACT_TILE, 0)
none = bytearray(176)
REPEAT = %d


def fastest(before, step):
    best = 1 << 30
    for _ in range(REPEAT):
        before()
        t = time.ticks_us()
        step()
        best = min(best, time.ticks_diff(time.ticks_us(), t))
    return best


def full():
    view.invalidate()


def light():
    flow.highlight[:] = none
    view.refresh()
    flow.highlight[:] = lit


def unlight():
    flow.highlight[:] = lit
    view.refresh()
    flow.highlight[:] = none


def step():
    flow.cursor = 41 if flow.cursor == 40 else 40


def same():
    pass


print("whole board, 176 cells", fastest(full, view.refresh))
print("a colour key lights %%d cells" %% sum(lit), fastest(light, view.refresh))
print("an action puts them out", fastest(unlight, view.refresh))
print("a cursor step, 2 cells", fastest(step, view.refresh))
print("nothing changed", fastest(same, view.refresh))
"""


def probe(tree, repeat):
    """The probe's rows on the build in `tree` (an image's probe runs with its short names)."""
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(PROBE % repeat)
    try:
        program = headless.image_program(tree, f.name)
        proc = subprocess.run([headless.MICROPYTHON, "-X", "heapsize=" + headless.HEAP, program],
                              env=dict(os.environ, MICROPYPATH=os.path.join(tree, "lib")),
                              capture_output=True,
                              text=True, timeout=headless.TIMEOUT_S)
    finally:
        os.unlink(f.name)
    if proc.returncode != 0:
        raise RuntimeError("the probe failed:\n" + proc.stdout + proc.stderr)
    rows = []
    for line in proc.stdout.splitlines():
        case, us = line.rsplit(" ", 1)
        rows.append((case, int(us)))
    return rows


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args(argv)
    native = build.build_sim()
    with tempfile.TemporaryDirectory() as tmp:
        build.compile_all(tmp, arch=None)
        plain = probe(tmp, args.repeat)
    fast = probe(native, args.repeat)
    print("Tigris's board refresh (fastest of %d, -X heapsize=%s), the panel a stand-in;\n"
          "device ms (ESTIMATE) = us x %d" % (args.repeat, headless.HEAP, bench_keys.PICO_FACTOR))
    print("%-32s %9s %9s %10s %10s" % ("case", "bytecode", "native", "bytecode", "native"))
    print("%-32s %9s %9s %10s %10s" % ("", "us", "us", "device ms", "device ms"))
    for (case, slow), (_case, quick) in zip(plain, fast, strict=True):
        print("%-32s %9d %9d %10.1f %10.1f" % (case, slow, quick,
                                               slow * bench_keys.PICO_FACTOR / 1000,
                                               quick * bench_keys.PICO_FACTOR / 1000))
    return 0


if __name__ == "__main__":
    sys.exit(main())
