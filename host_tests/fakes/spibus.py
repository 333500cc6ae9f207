"""Recording fake SPI bus and pins for panel-driver tests (MicroPython and CPython).

Stands in for the Pico's SPI peripheral and GPIOs, which cannot run on the host: every pin level
change and every SPI write goes onto one shared timeline, and `decode` replays that timeline the
way the panel's controller latches it (bytes count only while CS is low; DC low = command).
"""


class RecordingPin:
    """An output pin: `pin(v)` sets the level (recorded), `pin()` reads it back."""

    def __init__(self, name, log, value=0):
        self.name = name
        self.log = log
        self.level = value

    def __call__(self, value=None):
        if value is None:
            return self.level
        self.level = 1 if value else 0
        self.log.append(("pin", self.name, self.level))
        return None

    def value(self, value=None):
        return self(value)

    def on(self):
        self(1)

    def off(self):
        self(0)


class RecordingSPI:
    """A write-only SPI bus: each write is recorded as one event with a copy of its bytes."""

    def __init__(self, log, name="spi"):
        self.name = name
        self.log = log
        self.writes = 0

    def write(self, buf):
        self.writes += 1
        self.log.append(("spi", self.name, bytes(buf)))


def make_bus():
    """A fresh timeline with a bus and the four panel pins, named cs, dc, rst and bl."""
    log = []
    return (
        log,
        RecordingSPI(log),
        RecordingPin("cs", log, 1),
        RecordingPin("dc", log, 1),
        RecordingPin("rst", log, 1),
        RecordingPin("bl", log, 0),
    )


def decode(log, cs="cs", dc="dc"):
    """Replay a timeline as the panel sees it: a list of (command, parameter bytes) pairs.

    Raises AssertionError for a write while CS is high (the panel would ignore it) or data
    before any command. Consecutive data writes after one command are joined, as the panel
    keeps streaming into the same command until the next command byte.
    """
    levels = {cs: 1, dc: 1}
    out = []
    for event in log:
        kind = event[0]
        if kind == "pin":
            if event[1] in levels:
                levels[event[1]] = event[2]
            continue
        if kind != "spi":
            continue  # other recorders (the fake machine) log more kinds of events
        value = event[2]
        if levels[cs]:
            raise AssertionError("SPI write with CS high: %r" % (value[:8],))
        if levels[dc] == 0:
            for b in value:
                out.append([b, bytearray()])
        else:
            if not out:
                raise AssertionError("data before any command")
            out[-1][1].extend(value)
    return [(c, bytes(d)) for c, d in out]


def cs_frames(log, cs="cs"):
    """Number of CS-low periods (transactions) in a timeline."""
    frames = 0
    level = 1
    for event in log:
        if event[0] == "pin" and event[1] == cs:
            if level and not event[2]:
                frames += 1
            level = event[2]
    return frames
