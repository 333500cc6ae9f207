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
streams and the virtual clock going on.
"""

# build: intern strings (loaded all through a game: tools/mpy_strings.py)
import gc
import os
import struct
import time

from console.compat import const
from console.debounce import SCAN_MS, KeyLatch

# Constants folded by the compiler (const): the device's interpreter holds no name of the host's.
_DEFAULT_BATTERY_MV = const(4000)  # a healthy Li-ion cell; SIM_BATTERY_MV sets a low one
_HDR = bytearray(5)
_FRAME = bytearray(12)
_NEVER = const(0x7FFFFFFF)  # the time of "no further line" in the timeline
_NONE = const(0)  # key modes: none, a script's timeline, a live viewer's FIFO
_SCRIPT = const(1)
_LIVE = const(2)
_RESTART = const(75)  # the exit status of a soft reset: headless.py RESTART


def _env(name, default=None):
    value = os.getenv(name)
    return default if value is None or value == "" else value


def battery_schedule(text):
    """SIM_BATTERY_MV as a flat list [from_ms, mv, from_ms, mv, ...], times rising.

    `4000` is one voltage for the whole run; `4000,3000@2500` is 4000 mV, then 3000 mV from
    2500 ms on (PROTOCOL.md): a step without `@` starts at 0 ms.
    """
    out = []
    for step in text.split(","):
        mv, _, at = step.strip().partition("@")
        t = int(at) if at else 0
        if out and t < out[-2]:
            raise ValueError("SIM_BATTERY_MV: times must rise: " + text)
        out.append(t)
        out.append(int(mv))
    return out


# SIM_BENCH only: [calls, us] spent in the stand-ins for the device's C pins and bus, so the
# benchmark can take the host's Python cost of those out of the firmware's own work. A pin call
# counts 1 in calls, a bus write WRITE_CALL (tools/bench_keys.py tells them apart: a pin's
# call and a write's cost their callers differently, tools/sim/standin_cost.py).
_standin = [0, 0]
_WRITE_CALL = const(1 << 20)


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


def _timeline_line(f):
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

    def __init__(self, pinmap_path=None, save_dir=None):
        self._collect = _env("SIM_GC_EACH_FRAME", "0") == "1"
        # SIM_BENCH=path (tools/bench_keys.py): one text line per key-state change and per frame,
        # with the Unix port's microsecond clock and the bytes sent, for per-key timings.
        # SIM_RESET_FILE (tools/sim/headless.py firmware_command's restart loop): what
        # soft_reset() below left for this process, the virtual time and the bench's counters
        # of the run it continues, read once; the streams are appended to.
        carried = None
        path = _env("SIM_RESET_FILE")
        if path is not None:
            with open(path) as f:
                carried = f.read() or None
            if carried:
                open(path, "w").close()
        mode = "ab" if carried else "wb"
        out = _env("SIM_OUT")
        # MicroPython's files are unbuffered, so a live viewer sees every record at once.
        self._out = open(out, mode) if out else None
        bench = _env("SIM_BENCH")
        self._bench = open(bench, mode[0]) if bench else None
        self._sent = 0
        self._last_us = 0
        self.now = 0
        self._mask = 0
        self._next_tick = 0
        self._us_offset = 0  # subtracted from the bench's clock (see soft_reset)
        if carried:
            now, tick, sent, calls, us, t_reset, held = carried.split()
            self.now = int(now)
            self._next_tick = int(tick)
            self._sent = int(sent)
            _standin[0] = int(calls)
            _standin[1] = int(us)
            t_reset = int(t_reset)
            self._held_at_reset = int(held)
        # Key presses are latched as on the device (console/debounce.py): in script mode the
        # device's scan timer is run on the virtual clock, every SCAN_MS, also while a frame is
        # "drawn" (SIM_FRAME_MS); in live mode each line from the viewer is queued as edges.
        self._latch = KeyLatch()
        self._frame_ms = int(_env("SIM_FRAME_MS", "0"))
        mode = _env("SIM_MODE", "live")
        self._virtual = mode == "script"
        key_path = _env("SIM_IN")
        if key_path is None:
            self._mode = _NONE
        elif self._virtual:
            self._start_timeline(key_path, int(_env("SIM_TAIL_MS", "500")))
        else:
            self._start_live(key_path)
        self.keys = self
        self.watchdog = self
        self.started = False
        self._battery = battery_schedule(_env("SIM_BATTERY_MV", str(_DEFAULT_BATTERY_MV)))
        self._t0 = 0 if self._virtual else time.ticks_ms()  # the schedule counts from start-up
        self._safe_boot = _env("SIM_SAFE_BOOT", "0") == "1"
        # A soft reset is not a watchdog reset, whatever started the run.
        self._wdt_reset = not carried and _env("SIM_RESET_CAUSE", "") == "watchdog"
        self.save_dir = save_dir or _env("SIM_SAVE_DIR", "saves")
        try:
            os.mkdir(self.save_dir)
        except OSError:
            pass  # already there
        timed = self._bench is not None
        self.cs = FakePin(1, None, timed)
        self.dc = FakePin(1, None, timed)
        self.display = self._make_panel(pinmap_path)
        if carried:
            # The bench's clock leaves out the host's part of a soft reset: starting a process
            # and the panel's power-up sleeps (host time, not the firmware's work).
            self._us_offset = time.ticks_diff(time.ticks_us(), t_reset)

    def _make_panel(self, pinmap_path):
        import json

        # The sim runs in its build tree (build/sim), where the build put pinmap.json as on the
        # device's root.
        with open(pinmap_path or _env("SIM_PINMAP", "pinmap.json")) as f:
            pinmap = json.load(f)
        disp = pinmap["display"]
        bat = pinmap.get("battery", {})
        self._battery_limits = (bat.get("warn_mv", 3500), bat.get("critical_mv", 3350))
        name = disp.get("panel", "st7789")
        if name == "ili9341":
            from drivers.ili9341 import ILI9341 as Panel
        elif name == "st7789":
            from drivers.st7789 import ST7789 as Panel
        else:  # as firmware/hal.py: a misspelt panel must fail here too, not draw on another chip
            raise ValueError("unknown panel %r" % (name,))
        rst = FakePin(1, self._reset_edge)
        bl = FakePin(0, self._backlight)
        panel = Panel(self, self.cs, self.dc, rst, bl, 320, 240, rotation=disp.get("rotation", 0))
        # As firmware/hal.py does: clear the power-up noise, then light the backlight.
        panel.fill_rect(0, 0, panel.width, panel.height, 0)
        panel.set_backlight(True)
        return panel

    # -- the display stream (PROTOCOL.md) --------------------------------------------------------

    def record(self, tag, payload=b""):
        f = self._out
        if f is None:
            return
        struct.pack_into("<BI", _HDR, 0, tag, len(payload))
        f.write(_HDR)
        if payload:
            f.write(payload)

    def frame(self, ticks):
        if self._bench is not None:
            self._bench.write("F %d %d %d %d %d\n" % (
                ticks, self._last_us, self._sent, _standin[0], _standin[1]))
        if self._collect:
            gc.collect()  # SIM_GC_EACH_FRAME=1: report the live heap, not live plus garbage
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

    # -- keys: a script timeline on the virtual clock, a live FIFO, or none ----------------------

    def _start_timeline(self, path, tail_ms):
        # One pass for the end time, then the lines are read as the clock reaches them.
        last = 0
        with open(path) as f:
            while True:
                event = _timeline_line(f)
                if event is None:
                    break
                last = event[0]
        self.end_ms = last + tail_ms
        self._mode = _SCRIPT
        self._in = open(path)
        self._next_t = _NEVER
        self._next_mask = 0
        self._advance()
        # After a soft reset the timeline goes on where the last process left it: the lines its
        # scans passed only set the keys' state, as the matrix shows it to the fresh scan.
        while self._next_t < self._next_tick:
            self._mask = self._next_mask
            self._advance()
        # As firmware/hal.py: keys down when the console starts count as held, not pressed; here
        # the ones whose press the last process latched (a press it had not yet taken in is
        # still seen as one).
        self._latch.debouncer.reset(getattr(self, "_held_at_reset", 0))

    def _advance(self):
        event = _timeline_line(self._in)
        if event is None:
            self._next_t = _NEVER
        else:
            self._next_t, self._next_mask = event

    def _start_live(self, path):
        import select

        self._mode = _LIVE
        self._in = open(path, "rb")
        self._poll = select.poll()
        self._poll.register(self._in, select.POLLIN)

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
                    self._bench.write("K %d %d %d\n" % (
                        t, (time.ticks_us() - self._us_offset) & 0x3FFFFFFF, self._mask))
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
        """machine.soft_reset() on the device: the interpreter starts again with a fresh heap and
        runs main.py; files (the saves) stay. Emulated by ending this process with the status
        RESTART after writing what goes on to SIM_RESET_FILE: the restart loop of
        tools/sim/headless.py firmware_command then starts the firmware again, the same
        command line (heap size included) and environment, as a new process beside this one,
        not inside it. Nothing of this heap reaches the next. The virtual clock, the timeline's
        place and the bench's counters carry across; the display and bench streams are
        appended to. A soft reset is not a watchdog reset. The Unix port's own
        machine.soft_reset() would only end the process."""
        # Said on stderr with the virtual time, so a test can tell when the console restarted.
        import sys

        sys.stderr.write("sim: soft reset at %d ms\n" % self.now)
        path = _env("SIM_RESET_FILE")
        if path is None:
            raise SystemExit("sim: a soft reset needs headless.py firmware_command's loop")
        with open(path, "w") as f:
            f.write("%d %d %d %d %d %d %d" % (
                self.now, self._next_tick, self._sent, _standin[0], _standin[1],
                time.ticks_add(time.ticks_us(), -self._us_offset), self._latch.debouncer.held))
        raise SystemExit(_RESTART)

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
        _board = Board(pinmap_path, save_dir)
    return _board
