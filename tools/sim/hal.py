"""Host hal for the simulator: firmware/hal.py's contract on the MicroPython Unix port.

The real panel driver from firmware/drivers runs on a recording fake SPI bus and fake pins (the
Pico's machine.SPI/Pin cannot run here); every byte the panel would receive is streamed to
SIM_OUT as tools/sim/PROTOCOL.md records. Keys come from SIM_IN (live FIFO or script timeline).

It shares the firmware's heap, so it is built to cost about what the device hal costs: bytes go
straight to the stream (no buffer is kept), the script timeline is read from its file as the
virtual clock reaches each line (nothing of it is held in RAM), and one Board object also plays
the bus, the clock, the keys and the watchdog, so there are few classes to load. Keys reach the
firmware as on the device, as latched edges (`take_key()`): from the device's 10 ms scan run on
the virtual clock through the firmware's own KeyLatch, or queued from each line of the live FIFO.
`soft_reset()` is the device's machine.soft_reset(): the firmware starts again in a new
MicroPython process with a fresh heap (headless.py firmware_command's restart loop), the
streams and the virtual clock going on. What it does once (reading the environment, opening
the streams, making the panel, the soft reset) is halsetup.py's, loaded for it and let go, as
the device's hal has firmware/halsetup.py.
"""

# build: intern strings (loaded all through a game: tools/mpy_strings.py)
import gc
import struct
import time

from console.compat import const
from console.debounce import SCAN_MS

# Constants folded by the compiler (const): the device's interpreter holds no name of the host's.
_HDR = bytearray(5)
_FRAME = bytearray(12)
_NEVER = const(0x7FFFFFFF)  # the time of "no further line" in the timeline
_NONE = const(0)  # key modes: none, a script's timeline, a live viewer's FIFO
_SCRIPT = const(1)
_LIVE = const(2)


# SIM_BENCH only: [calls, us] spent in the stand-ins for the device's C pins and bus, so the
# benchmark can take the host's Python cost of those out of the firmware's own work. A pin call
# counts 1 in calls, a bus write WRITE_CALL (tools/bench_keys.py tells them apart: a pin's
# call and a write's cost their callers differently, tools/sim/standin_cost.py).
_standin = [0, 0]
_WRITE_CALL = const(1 << 20)
# SIM_COUNT only (tools/bench_keys.py --count; halsetup.py sets it): (at a key edge and at a
# frame, at a bus write, after a bench line) three C functions the firmware never calls
# (math.isinf, math.isnan, math.isclose: no allocation), where callgrind cuts its count of
# instructions (--dump-before): a key's work counted, not timed. Empty, a tuple in the image,
# not a list in the firmware's heap.
_count = ()


class FakePin:
    """A recording stand-in for machine.Pin (output only): `pin(v)` sets, `pin()` reads;
    `edge(old, new)`, if given, sees every write."""

    def __init__(self, value, edge=None, timed=False):
        self.v = value
        self.edge = edge
        self.timed = timed

    def __call__(self, value=None):
        if self.timed:
            t0 = time.ticks_us()
        if value is None:
            return self.v
        old = self.v
        self.v = 1 if value else 0
        if self.edge is not None:
            self.edge(old, self.v)
        if self.timed:
            _standin[0] += 1
            _standin[1] += time.ticks_diff(time.ticks_us(), t0)


def timeline_line(f):
    """(t_ms, mask) of the next line of a `t_ms mask` timeline file, or None at its end."""
    while True:
        line = f.readline()
        if not line:
            return None
        line = line.split("#", 1)[0].split()
        if line:
            return int(line[0]), int(line[1])


class Board:
    """What hal.setup() returns (the members listed in firmware/README.md). It is also the SPI bus
    (`write`), the key matrix (`scan`) and the watchdog: `keys` and `watchdog` are itself."""

    _mode = _NONE  # no keys, unless SIM_IN names a script or a live FIFO (halsetup.py)

    def __init__(self, pinmap_path=None, save_dir=None):
        from halsetup import build

        build(self, pinmap_path, save_dir)


    # -- the display stream (PROTOCOL.md) --------------------------------------------------------

    def record(self, tag, payload=b""):
        # No local beyond the arguments: a call with more than 11 words of locals and stack
        # takes its frame from the heap, and this runs for every bus write (the firmware's
        # heap, which a stand-in must not stir more than the device's C write does).
        if self._out is None:
            return
        struct.pack_into("<BI", _HDR, 0, tag, len(payload))
        self._out.write(_HDR)
        if payload:
            self._out.write(payload)

    def frame(self, ticks):
        if self._bench is not None:
            self._bench.frame(self, ticks)  # SIM_BENCH: benchlines.py
        if self._collect:
            gc.collect()  # SIM_GC_EACH_FRAME=1: report the live heap, not live plus garbage
        if self._out is None:
            # Nothing records the heap (a bench): not measured. gc.mem_alloc() and mem_free()
            # each walk the whole heap's table, work the device never does, which a key that
            # draws two frames (Continue: its card, then the table) had counted as its own.
            return
        struct.pack_into("<III", _FRAME, 0, ticks, gc.mem_alloc(), gc.mem_free())
        self.record(0x46, _FRAME)  # 'F'

    def _reset_edge(self, old, new):
        if old == 0 and new == 1:
            self.record(0x52)  # 'R': reset pulsed (low, then released)

    def _backlight(self, old, new):
        self.record(0x4C, b"\x01" if new else b"\x00")  # 'L'

    # -- the SPI bus -----------------------------------------------------------------------------

    def init(self, *args, **kwargs):
        pass

    def write(self, buf):
        """Bytes clocked while CS is low, tagged by the DC line, as the panel latches them."""
        if self._bench is not None:
            t0 = time.ticks_us()
        if self.cs.v:
            return  # CS high: the panel ignores the clock, as on the real bus
        self.record(0x44 if self.dc.v else 0x43, buf)  # 'D' / 'C'
        if self._bench is not None:
            self._sent += len(buf)
            t1 = time.ticks_us()
            self._last_us = (t1 - self._us_offset) & 0x3FFFFFFF
            _standin[0] += _WRITE_CALL
            _standin[1] += time.ticks_diff(t1, t0)
            if _count:
                _count[1](1.0)  # after the write's own work: the key's work is up to here

    # -- keys: a script timeline on the virtual clock, a live FIFO, or none ----------------------

    def _advance(self):
        event = timeline_line(self._in)
        if event is None:
            self._next_t = _NEVER
        else:
            self._next_t, self._next_mask = event

    def check_end(self):
        if self.now >= self.end_ms:
            gc.collect()  # the closing record reports the live heap, as the app's frames do
            self.frame(self.now)
            raise SystemExit

    def _run_ticks(self, until):
        """The device's key-scan timer from the last tick up to virtual time `until`."""
        latch = self._latch
        while self._next_tick <= until:
            t = self._next_tick
            while self._next_t <= t:
                self._mask = self._next_mask
                self._advance()
                if self._bench is not None:
                    self._bench.edge(self, t)
            latch.tick(self._mask, t)
            self._next_tick = t + SCAN_MS

    def _read_live(self):
        # readline, not read(n): a FileIO read(n) waits for n bytes; the viewer writes lines.
        while self._poll.poll(0):
            line = self._in.readline()
            if not line:
                raise SystemExit  # the viewer closed the window
            line = line.strip()
            if line:
                mask = int(line) & 0xFFFF
                # The viewer's keys do not bounce: every change is an edge, queued at once.
                self._latch.push(mask ^ self._mask, mask)
                self._mask = mask

    def take_key(self):
        """The oldest latched key edge (console/debounce.py), or -1."""
        self.scan()  # brings the latch up to now
        return self._latch.take()

    def scan(self):
        """The raw key mask now (what the matrix would read)."""
        mode = self._mode
        if mode == _SCRIPT:
            self.check_end()
            self._run_ticks(self.now)
        elif mode == _LIVE:
            self._read_live()
        return self._mask

    # -- the watchdog: a host process has nothing to reset ---------------------------------------

    def start(self, *args, **kwargs):
        self.started = True

    def feed(self):
        pass

    @property
    def running(self):
        return self.started

    def reset_cause(self):
        """True if SIM_RESET_CAUSE=watchdog: the app then takes its resume-after-watchdog path."""
        return self._wdt_reset

    # -- machine.soft_reset(): a fresh interpreter ------------------------------------------------

    def soft_reset(self):
        """machine.soft_reset() on the device: a fresh interpreter and heap (halsetup.py)."""
        from halsetup import soft_reset

        soft_reset(self)  # does not return

    # -- the rest of the contract ----------------------------------------------------------------

    def battery_limits(self):
        """(warn_mv, critical_mv) from the pin map's battery section, as the device hal gives."""
        return self._battery_limits

    def battery_mv(self):
        sched = self._battery
        t = time.ticks_diff(self.ticks_ms(), self._t0)
        mv = sched[1]
        for i in range(2, len(sched), 2):
            if sched[i] > t:
                break
            mv = sched[i + 1]
        return mv

    def ticks_ms(self):
        if self._virtual:
            return self.now
        return time.ticks_ms()

    def sleep_ms(self, ms):
        """As the device's (firmware/hal.py): up to ms, ended by a latched key edge."""
        if self._virtual:
            end = self.now + max(0, int(ms))
            latch = self._latch
            while self.now < end:
                self.now += 1
                if self._mode == _SCRIPT:
                    self._run_ticks(self.now)
                    self.check_end()
                if latch is not None and latch.pending():
                    break
        else:
            time.sleep_ms(ms)

    def end_frame(self):
        if self._virtual and self._frame_ms:
            # SIM_FRAME_MS: each frame took this long to draw (a slow device); the scan timer
            # keeps sampling the keys meanwhile, as the device's does.
            self.now += self._frame_ms
            if self._mode == _SCRIPT:
                self._run_ticks(self.now)
        self.frame(self.ticks_ms())

    def safe_boot_held(self):
        return self._safe_boot


_board = None


def setup(pinmap_path=None, save_dir=None):
    """The one Board of this process (main.py and the app may both ask for it); the arguments
    are firmware/hal.py's, and the environment gives the defaults."""
    global _board
    if _board is None:
        import sys

        _board = Board(pinmap_path, save_dir)
        sys.modules.pop("halsetup", None)  # run once: its heap goes back, as the device's does
    return _board
