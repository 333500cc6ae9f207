"""Browser hal: firmware/hal.py's contract on MicroPython's WebAssembly port, for the page in web/.

The page (web/console.js) registers itself as the module `webpage` before this file is imported.
Pixels go to its 320x240 canvas as the panel would get them: `blit` hands over the address of the
RGB565 buffer in the port's memory (no copy through the JS proxy), `fill_rect` the colour. Keys
come from the page as the whole key mask after every change (keyboard or the on-page keys) and
are queued as latched edges by the firmware's own KeyLatch, as the simulator's live mode does, so
no press is lost and REVEAL is ordered as on the device. Saves are files in SAVE_DIR, written by
console/savestore.py unchanged; the page mirrors that folder into the browser's storage.

A page cannot block: the page calls `App.one_pass()` from its event loop instead of `App.loop()`,
so `sleep_ms` here is only for the few waits inside a pass and returns at once.
"""

import gc
import json
import time

import uctypes
import webpage
from console.debounce import KeyLatch

PINMAP_PATH = "/pinmap.json"
SAVE_DIR = "/saves"
USB_MV = 0  # a near-zero reading: no cell, the console runs from USB (console/battery.py)


class Display:
    """The panel as the console sees it (width, height, blit, fill_rect, set_backlight)."""

    width = 320
    height = 240

    def blit(self, x, y, w, h, buf):
        webpage.blit(x, y, w, h, uctypes.addressof(buf))

    def fill_rect(self, x, y, w, h, colour):
        webpage.fill(x, y, w, h, colour)

    def set_backlight(self, on):
        webpage.backlight(1 if on else 0)


class Board:
    """What setup() returns (firmware/README.md, "The hal contract"); also the key matrix and
    the watchdog, which a page does not need as objects of their own."""

    def __init__(self, pinmap_path=None, save_dir=None):
        with open(pinmap_path or PINMAP_PATH) as f:
            bat = json.load(f)["battery"]
        self._battery_limits = (bat["warn_mv"], bat["critical_mv"])
        self.save_dir = save_dir or SAVE_DIR
        self.keys = self
        self.watchdog = self
        self._latch = KeyLatch()
        self._mask = 0
        self.ticks_ms = time.ticks_ms
        self.display = Display()
        # As firmware/hal.py does: clear the screen, then light the backlight.
        self.display.fill_rect(0, 0, 320, 240, 0)
        self.display.set_backlight(True)

    def key_mask(self, mask):
        """Called by the page with the whole key mask after every change: each changed bit is
        queued as an edge (a browser's keys do not bounce)."""
        mask &= 0xFFFF
        self._latch.push(mask ^ self._mask, mask)
        self._mask = mask

    def scan(self):
        return self._mask

    def take_key(self):
        return self._latch.take()

    def battery_mv(self):
        return USB_MV

    def battery_limits(self):
        return self._battery_limits

    def sleep_ms(self, ms):
        pass  # the page's event loop paces the passes; a page must never block

    def end_frame(self):
        # The console has just collected the heap: mem_alloc() is what the frame keeps alive.
        webpage.frame(gc.mem_alloc(), gc.mem_free())

    def safe_boot_held(self):
        return False

    # -- the watchdog: a page has nothing to reset -----------------------------------------------

    def start(self, timeout_ms=0):
        pass

    def feed(self):
        pass

    def reset_cause(self):
        return False


_board = None


def setup(pinmap_path=None, save_dir=None):
    """The one Board of this page load."""
    global _board
    if _board is None:
        _board = Board(pinmap_path, save_dir)
    return _board
