"""Pico hardware: the only modules that name pins (this one and halsetup.py, its start-up, run
once), all of them read from /pinmap.json.

`setup()` returns the one `Board` (firmware/README.md lists its members). On the host, pass
`pinmap_path` (e.g. hardware/pinmap.json) or set `hal.PINMAP_PATH`, and run it under the
MicroPython Unix port with host_tests/fakes (the recording `machine` stand-in) on MICROPYPATH.
"""

# build: intern strings (loaded all through a game: tools/mpy_strings.py)
import time

import machine
import micropython
from console.debounce import SCAN_MS, KeyLatch
from micropython import const

PINMAP_PATH = "/pinmap.json"
SAVE_DIR = "/saves"
# clk_sys stays at the RP2040's rated 125 MHz; clk_peri is raised from 48 MHz to the same
# 125 MHz because the SPI clock is at most clk_peri / 2: 62.5 MHz instead of 24 MHz.
CLOCK_HZ = const(125_000_000)
# RP2040 watchdog: a 24-bit counter that counts down twice per us (erratum RP2040-E1).
WDT_MAX_MS = const(8388)
_SAFE_BOOT_GAP_MS = const(10)  # two scans this far apart must both show the safe-boot key


class Watchdog:
    """machine.WDT, created only on `start()`: once running it can never be stopped."""

    def __init__(self):
        self._wdt = None

    def start(self, timeout_ms=WDT_MAX_MS):
        if self._wdt is None:
            self._wdt = machine.WDT(timeout=min(timeout_ms, WDT_MAX_MS))

    def feed(self):
        if self._wdt is not None:
            self._wdt.feed()

    @property
    def running(self):
        return self._wdt is not None

    @staticmethod
    def reset_cause():
        """True if the last reset was the watchdog's (the app hung and was restarted)."""
        return machine.reset_cause() == machine.WDT_RESET


class Board:
    """The hardware as the application sees it (firmware/README.md, "The hal contract")."""

    def __init__(self, pinmap, save_dir=SAVE_DIR):
        from halsetup import build

        build(self, pinmap, CLOCK_HZ)  # keys, display, battery, safe_boot_bit, limits
        self._latch = None
        self._timer = None
        self.save_dir = save_dir
        self.watchdog = Watchdog()
        self.ticks_ms = time.ticks_ms

    def battery_mv(self):
        """Smoothed battery voltage (mV); each call takes one ADC reading."""
        return self.battery.read_mv()

    def battery_limits(self):
        """(warn_mv, critical_mv) from the pin map's battery section."""
        return self.limits

    def sleep_ms(self, ms):
        """Sleeps up to ms, in 1 ms steps that end as soon as the scan has latched a key edge:
        the loop's idle pause never adds to a key's time."""
        latch = self._latch
        if latch is None:
            time.sleep_ms(ms)
            return
        end = time.ticks_add(time.ticks_ms(), ms)
        while not latch.pending() and time.ticks_diff(end, time.ticks_ms()) > 0:
            time.sleep_ms(1)

    def take_key(self):
        """The oldest latched key edge (console/debounce.py), or -1. The first call starts the
        timer that scans the matrix every SCAN_MS, so no tap is lost during a long redraw."""
        if self._latch is None:
            self._start_key_scan()
        return self._latch.take()

    def _start_key_scan(self):
        # A traceback if the callback fails (the Unix port, for host tests, has no such call).
        alloc = getattr(micropython, "alloc_emergency_exception_buf", None)
        if alloc is not None:
            alloc(100)
        self._latch = latch = KeyLatch()
        # Keys already down when the console starts count as held, not pressed: a key still held
        # from before a soft reset (the A that chose a game) does not act again on the new screen.
        latch.debouncer.reset(self.keys.scan())
        # Everything the callback touches is made here: it must not allocate (MicroPython's
        # rules for interrupt handlers; rp2's timers are soft, but the rule keeps it safe).
        self._tick = latch.tick
        self._scan = self.keys.scan
        self._now = time.ticks_ms
        self._timer = machine.Timer(-1)  # rp2 has virtual timers only
        self._timer.init(mode=machine.Timer.PERIODIC, period=SCAN_MS, callback=self._on_timer)

    def _on_timer(self, _timer):
        self._tick(self._scan(), self._now())

    def end_frame(self):
        pass  # the simulator's hal marks frames here; the panel needs nothing

    @staticmethod
    def soft_reset():
        """A fresh interpreter and heap, main.py run again (the console leaving a game)."""
        machine.soft_reset()

    def safe_boot_held(self):
        bit = self.safe_boot_bit
        if not self.keys.scan() & bit:
            return False
        time.sleep_ms(_SAFE_BOOT_GAP_MS)  # a second look, so a bounce cannot skip the game
        return bool(self.keys.scan() & bit)


_board = None


def setup(pinmap_path=None, save_dir=None):
    """The one Board of this boot: main.py and the app may both ask; hardware is set up once.

    Paths default to PINMAP_PATH and SAVE_DIR, read at call time so a host test can set them.
    """
    global _board
    if _board is None:
        import sys

        from halsetup import load_pinmap

        _board = Board(load_pinmap(pinmap_path or PINMAP_PATH), save_dir or SAVE_DIR)
        load_pinmap = None
        sys.modules.pop("halsetup", None)  # run once: its heap goes back (halsetup.py)
    return _board
