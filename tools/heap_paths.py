"""The 4-player Tigris game of host_tests/firmware_app/test_app.py's heap test, at -X heapsize=160K,
with its save folder at several path lengths: near its peak the heap is in pieces, and whether
an import finds a free block depends even on the length of strings the firmware keeps (the save
folder's path among them). The tests give the firmware a path of one length on every machine
(tools/sim/headless.py save_dir_link), so one pass of the test is one layout; this runs five,
the path made longer by PAD characters, so a change that makes the heap more fragile shows.

  tools/heap_paths.py [PAD ...]    extra path characters per run (default 0 7 19 33 50)

Prints per run the peak live heap and "ok", or the run that failed and its error. Each run is a
whole game in several firmware processes: a few minutes.
"""

import os
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for sub in ("host_tests/firmware_app", "host_tests", "tools/sim"):
    sys.path.insert(0, os.path.join(ROOT, sub))
import keydriver  # noqa: E402  (host_tests/firmware_app: the test's own key driver)
import simrun  # noqa: E402

HEAP = "160K"
PER_RUN = 30  # actions between restarts, as the test plays them
PADS = (0, 7, 19, 33, 50)


def play(folder, pad):
    """(peak live heap, "" or what failed) of the test's game played from `folder`, its path
    `pad` characters longer."""
    run = simrun.run(keydriver.setup_script(4), folder, keep_frames=False, heap=HEAP,
                     save_pad=pad)
    if run.returncode:
        return 0, "setup: " + run.output.strip().splitlines()[-1]
    game = keydriver.game_from_save_dir(folder)
    driver = keydriver.KeyDriver(game, seed=5, swap_bias=0.3)  # the test's seed and swaps
    peak = 0
    k = 0
    while not driver.game.is_over():
        driver.lines = []
        driver.restart()
        while not driver.game.is_over() and driver.actions < (k + 1) * PER_RUN:
            driver.step()
        run = simrun.run(driver.lines + ["wait 300"], folder, heap=HEAP, keep_frames=False,
                         save_pad=pad)
        peak = max([peak] + [heap for _t, heap, _b in run.figures])
        if run.returncode:
            lines = run.output.strip().splitlines() or ["exit %d" % run.returncode]
            errors = [line for line in lines if "Error" in line]
            return peak, "run %d: %s" % (k, (errors or lines)[-1])
        k += 1
    return peak, ""


def main(argv=None):
    pads = [int(a) for a in (sys.argv[1:] if argv is None else argv)] or list(PADS)
    failed = 0
    for pad in pads:
        base = tempfile.mkdtemp()
        try:
            folder = os.path.join(base, "saves")
            os.makedirs(folder)
            peak, error = play(folder, pad)
        finally:
            shutil.rmtree(base)
        failed += bool(error)
        print("path +%2d chars: peak %d bytes, %s" % (pad, peak, error or "ok"), flush=True)
    print("%d of %d layouts ran to the end at -X heapsize=%s" % (len(pads) - failed, len(pads),
                                                                 HEAP))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
