"""Run under the MicroPython Unix port: what a call of the host hal's stand-ins costs its caller
beyond a call of a C method, per call, in microseconds (tools/bench_keys.py's calibration).

On the Pico the panel driver's `cs(0)` and `write(buf)` are C calls. In the simulator they are
the hal's Python stand-ins (tools/sim/hal.py FakePin and Board.write), which time their own
insides for the bench; what they cannot time is the Python call itself, dearer than a C call's.
This measures it with the hal's real stand-ins: the caller's time less the time the stand-in
timed inside, less the same loop calling a C method. Prints two figures: a pin call, a write.
MICROPYPATH must hold the build's host hal (tools/sim/headless.py firmware_command).

With SIM_COUNT=1, under callgrind (tools/sim/counted.py): the same three loops, once each,
between the hal's edge marks, the writes with no display stream (a bench's runs have none) and
their own mark made as in a run (a C call that is not a mark); prints the calls a loop makes.
The bench reads each loop's count from callgrind's dumps. The stand-ins' whole calls are
counted here, as a counted run cannot tell their insides from the firmware's work.
"""

import os
import time

import hal

_CALLS = 4000
_TRIES = 7
_COUNT = os.getenv("SIM_COUNT") == "1"


class _Bus(hal.Board):
    """The hal's board as Board.write reads it (CS low: the bytes count; a bench stream),
    without the rest of its start-up."""

    def __init__(self):
        self._bench = True
        self.cs = hal.FakePin(0)
        self.dc = hal.FakePin(1)
        self._sent = 0
        self._us_offset = 0
        self._last_us = 0

    def record(self, tag, payload):
        pass


def _caller_less_inside(fn, arg):
    """Fastest of _TRIES: per call, the loop's time less what the stand-ins timed inside."""
    best = None
    for _ in range(_TRIES):
        inside = hal._standin[1]
        t0 = time.ticks_us()
        for _ in range(_CALLS):
            fn(arg)
        spent = time.ticks_diff(time.ticks_us(), t0) - (hal._standin[1] - inside)
        if best is None or spent < best:
            best = spent
    return best / _CALLS


class _CountedBus(_Bus):
    record = hal.Board.record  # the hal's own, which a bench's run (no stream) returns from
    _out = None


def count():
    """The count mode (see above): the loops between math.isinf marks; prints _CALLS."""
    import math

    hal._count = (math.isinf, math.isfinite)
    bus = _CountedBus()
    pin = hal.FakePin(0, None, True)
    arg = bytearray(800)
    c_call = bytearray(0).extend
    for fn, x in ((c_call, b""), (pin, 1), (bus.write, arg)):
        math.isinf(1.0)
        for _ in range(_CALLS):
            fn(x)
    math.isinf(1.0)
    print(_CALLS)


def main():
    if _COUNT:
        count()
        return
    c_call = _caller_less_inside(bytearray(0).extend, b"")  # a C method, one argument
    pin = _caller_less_inside(hal.FakePin(0, None, True), 1)
    write = _caller_less_inside(_Bus().write, bytearray(800))  # bound, as the driver holds it
    print("%.3f %.3f" % (max(0.0, pin - c_call), max(0.0, write - c_call)))


main()
