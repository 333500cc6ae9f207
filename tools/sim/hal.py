"""Host hal for the simulator: firmware/hal.py's contract on the MicroPython Unix port.

The real panel driver from firmware/drivers runs on a recording fake SPI bus and fake pins (the
Pico's machine.SPI/Pin cannot run here); every byte the panel would receive is streamed to
SIM_OUT as tools/sim/PROTOCOL.md records. Keys come from SIM_IN (live FIFO or script timeline).
"""

import gc
import json
import os
import struct
import time

DEFAULT_BATTERY_MV = 4000  # a healthy Li-ion cell; SIM_BATTERY_MV sets a low one to test warnings
_HDR = bytearray(5)
_FRAME = bytearray(12)


def _env(name, default=None):
    value = os.getenv(name)
    return default if value is None or value == "" else value


class Stream:
    """The display stream: `tag | u32 length | payload` records (PROTOCOL.md)."""

    def __init__(self, path, collect=False):
        # MicroPython's files are unbuffered, so a live viewer sees every record at once.
        self._file = open(path, "wb") if path else None
        self._collect = collect

    def record(self, tag, payload=b""):
        if self._file is None:
            return
        struct.pack_into("<BI", _HDR, 0, tag, len(payload))
        self._file.write(_HDR)
        if payload:
            self._file.write(payload)

    def frame(self, ticks):
        if self._collect:
            gc.collect()  # SIM_GC_EACH_FRAME=1: report the live heap, not live plus garbage
        struct.pack_into("<III", _FRAME, 0, ticks, gc.mem_alloc(), gc.mem_free())
        self.record(0x46, _FRAME)  # 'F'


class FakePin:
    """A recording stand-in for machine.Pin (output only): `pin(v)` sets, `pin()` reads."""

    def __init__(self, value=1, on_change=None):
        self._value = value
        self._on_change = on_change

    def __call__(self, value=None):
        if value is None:
            return self._value
        value = 1 if value else 0
        old = self._value
        self._value = value
        if self._on_change is not None:
            self._on_change(old, value)
        return None

    value = __call__

    def on(self):
        self(1)

    def off(self):
        self(0)

    def init(self, *args, **kwargs):
        pass


class FakeSPI:
    """A recording stand-in for machine.SPI: bytes clocked while CS is low go to the stream,
    tagged by the DC line, as the panel would latch them (command when DC low, data when high)."""

    def __init__(self, stream):
        self._stream = stream
        self.cs = FakePin(1)
        self.dc = FakePin(1)

    def init(self, *args, **kwargs):
        pass

    def write(self, buf):
        if self.cs():
            return  # CS high: the panel ignores the clock, as on the real bus
        self._stream.record(0x44 if self.dc() else 0x43, buf)  # 'D' / 'C'


class Clock:
    """Real time in live mode; in script mode a virtual clock that only sleep_ms moves."""

    def __init__(self, virtual):
        self.virtual = virtual
        self.now = 0

    def ticks_ms(self):
        if self.virtual:
            return self.now
        return time.ticks_ms()

    def sleep_ms(self, ms):
        if self.virtual:
            self.now += max(0, int(ms))
        else:
            time.sleep_ms(ms)


class LiveKeys:
    """SIM_MODE=live: SIM_IN is a FIFO of decimal masks, one a line; scan() keeps the newest."""

    def __init__(self, path):
        import select

        self._mask = 0
        self._file = open(path, "rb")
        self._poll = select.poll()
        self._poll.register(self._file, select.POLLIN)

    def scan(self):
        # readline, not read(n): a FileIO read(n) waits for n bytes; the viewer writes whole lines.
        while self._poll.poll(0):
            line = self._file.readline()
            if not line:
                raise SystemExit  # the viewer closed the window
            line = line.strip()
            if line:
                self._mask = int(line)
        return self._mask


class ScriptKeys:
    """SIM_MODE=script: SIM_IN is a `t_ms mask` timeline read against the virtual clock."""

    def __init__(self, path, clock, stream, tail_ms):
        self._times = []
        self._masks = []
        with open(path) as f:
            for line in f:
                line = line.split("#", 1)[0].strip()
                if line:
                    t, mask = line.split()
                    self._times.append(int(t))
                    self._masks.append(int(mask))
        self._clock = clock
        self._stream = stream
        self._next = 0
        self._mask = 0
        self.end_ms = (self._times[-1] if self._times else 0) + tail_ms

    def check_end(self):
        if self._clock.now >= self.end_ms:
            self._stream.frame(self._clock.now)
            raise SystemExit

    def scan(self):
        self.check_end()
        now = self._clock.now
        while self._next < len(self._times) and self._times[self._next] <= now:
            self._mask = self._masks[self._next]
            self._next += 1
        return self._mask


class Watchdog:
    """No-op watchdog: a host process has nothing to reset; feeds are counted for tests."""

    def __init__(self):
        self.started = False
        self.feeds = 0

    def start(self, *args, **kwargs):
        self.started = True

    def feed(self):
        self.feeds += 1

    @property
    def running(self):
        return self.started


def _load_pinmap(path):
    # The sim runs in build/device, where the build put pinmap.json as on the device's root.
    with open(path or _env("SIM_PINMAP", "pinmap.json")) as f:
        return json.load(f)


class NoKeys:
    """No SIM_IN: every key stays released."""

    def scan(self):
        return 0


def _make_panel(disp, spi, rst, bl):
    if disp.get("panel", "st7789") == "ili9341":
        from drivers.ili9341 import ILI9341 as Panel
    else:
        from drivers.st7789 import ST7789 as Panel
    panel = Panel(spi, spi.cs, spi.dc, rst, bl, 320, 240, rotation=disp.get("rotation", 0))
    # As firmware/hal.py does: clear the power-up noise, then light the backlight.
    panel.fill_rect(0, 0, panel.width, panel.height, 0)
    panel.set_backlight(True)
    return panel


class Board:
    """What hal.setup() returns: the members listed in firmware/README.md."""

    def __init__(self, pinmap_path=None, save_dir=None):
        pins = _load_pinmap(pinmap_path)
        mode = _env("SIM_MODE", "live")
        self._stream = Stream(_env("SIM_OUT"), _env("SIM_GC_EACH_FRAME", "0") == "1")
        self._clock = Clock(mode == "script")
        stream = self._stream

        def reset_edge(old, new):
            if old == 0 and new == 1:
                stream.record(0x52)  # 'R': reset pulsed (low, then released)

        def backlight(old, new):
            stream.record(0x4C, b"\x01" if new else b"\x00")  # 'L'

        spi = FakeSPI(stream)
        self.display = _make_panel(pins["display"], spi, FakePin(1, reset_edge),
                                   FakePin(0, backlight))
        self.spi = spi
        key_path = _env("SIM_IN")
        if key_path is None:
            self.keys = NoKeys()
        elif mode == "script":
            self.keys = ScriptKeys(key_path, self._clock, stream, int(_env("SIM_TAIL_MS", "500")))
        else:
            self.keys = LiveKeys(key_path)
        self.save_dir = save_dir or _env("SIM_SAVE_DIR", "saves")
        try:
            os.mkdir(self.save_dir)
        except OSError:
            pass  # already there
        self.watchdog = Watchdog()
        self._battery_mv = int(_env("SIM_BATTERY_MV", str(DEFAULT_BATTERY_MV)))
        self._safe_boot = _env("SIM_SAFE_BOOT", "0") == "1"

    def battery_mv(self):
        return self._battery_mv

    def ticks_ms(self):
        return self._clock.ticks_ms()

    def sleep_ms(self, ms):
        self._clock.sleep_ms(ms)
        if self._clock.virtual and isinstance(self.keys, ScriptKeys):
            self.keys.check_end()

    def end_frame(self):
        self._stream.frame(self._clock.ticks_ms())

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
