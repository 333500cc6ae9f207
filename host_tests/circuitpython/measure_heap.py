"""Heap figures for the CircuitPython edition (prints them; not a test).

  .venv/bin/python host_tests/circuitpython/measure_heap.py

CircuitPython cannot run here, so two parts are measured apart:
1. the game's flow and engine imported from `.py` source (as the CircuitPython drive holds
   them) under the MicroPython Unix port, whose compiler and object model CircuitPython shares:
   the heap the import keeps, a 4-player game with every variant on top, and the smallest
   `-X heapsize` that runs both (64-bit objects here; the RP2040's 32-bit ones are smaller);
2. the displayio buffers the front end allocates, from their sizes: CircuitPython's Bitmap
   keeps rows of 32-bit words of `bits_per_value` bits a pixel, a TileGrid one byte a cell
   while the sheet has fewer than 256 tiles.
"""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.append(os.path.join(ROOT, "firmware_cp"))
MPY = os.path.join(ROOT, ".venv", "bin", "micropython")

SCRIPT = """
import gc, sys
sys.path.insert(0, "firmware"); sys.path.insert(0, ".")
gc.collect(); a0 = gc.mem_alloc()
from games.tigris import flow as tflow
gc.collect(); a1 = gc.mem_alloc()
f = tflow.new_flow(([0, 1, 2, 3], 0, 7), 5, lambda d: None)
gc.collect(); a2 = gc.mem_alloc()
print(a1 - a0, a2 - a1)
"""


def runs(heap):
    r = subprocess.run([MPY, "-X", "heapsize=%dK" % heap, "-c", SCRIPT], cwd=ROOT,
                       capture_output=True, text=True)
    return r.stdout.split() if r.returncode == 0 else None


def main():
    imp, play = runs(192)
    low, high = 64, 192
    while high - low > 4:
        mid = (low + high) // 2
        if runs(mid):
            high = mid
        else:
            low = mid
    print("MicroPython Unix port, from .py source: flow+engine import keeps %s B, a 4-player "
          "game with every variant %s B more; runs in -X heapsize=%dK, not %dK"
          % (imp, play, high, low))
    from cpgames.tigris import tiles

    rows = (tiles.COUNT + tiles.SHEET_COLS - 1) // tiles.SHEET_COLS
    stride = (tiles.SHEET_COLS * tiles.T * 4 + 31) // 32 * 4
    sheet = stride * rows * tiles.T
    print("tile sheet: %d tiles, %dx%d px at 4 bits: %d B" % (
        tiles.COUNT, tiles.SHEET_COLS * tiles.T, rows * tiles.T, sheet))
    print("board TileGrids: 3 x 176 B of tile numbers + a 1-cell cursor")
    label = ((52 * 6 + 31) // 32 * 4) * 14
    print("a full-width text line (52 characters, 1 bit a pixel, 14 px): %d B" % label)


if __name__ == "__main__":
    main()
