"""`make demo`, the shelf's other games: Contest of Kings and Assyria resumed from mid-game saves
on the console, their screenshots to docs/screenshots/ (kings_*.png, assyria_*.png, shelf.png).

One firmware run per game, each from power-up: a run that plays one game after another runs out
of the heap (see the shelf's README section), so the demo starts each game afresh.
"""

import os
import sys
import tempfile

SIM_DIR = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, SIM_DIR)
ROOT = os.path.dirname(os.path.dirname(SIM_DIR))

import demo  # noqa: E402
import headless  # noqa: E402

OUT = os.path.join(ROOT, "docs", "screenshots")


def main(argv=None):
    out = (argv or [None])[0] or OUT
    status = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, steps in (("kings", demo.KINGS_STEPS), ("assyria", demo.ASSYRIA_STEPS)):
            save_dir = os.path.join(tmp, name)
            os.makedirs(save_dir)
            demo.shelf_saves(save_dir)
            result = headless.run_script("\n".join(steps) + "\n", save_dir=save_dir)
            if result.returncode != 0:
                print(result.output.rstrip(), file=sys.stderr)
                status = 1
            heap = [f.heap_used for f in result.frames]
            print("%s: %d frames, heap in use %.1f to %.1f KB" % (
                name, len(heap), min(heap) / 1024, max(heap) / 1024))
            os.makedirs(out, exist_ok=True)
            for shot, frame in result.shots.items():
                if frame is not None:
                    path = os.path.join(out, shot + ".png")
                    frame.save_png(path, scale=2)
                    print("wrote %s" % os.path.relpath(path))
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
