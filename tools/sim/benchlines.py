"""The host hal's bench lines (SIM_BENCH): a line at every key edge and every frame, loaded only
for a bench, so the heap a game's figures come from holds none of it (hal.py, halsetup.py).

A line is "K t us mask" at a key edge, "F t last_us sent calls us" at a frame (tools/bench_keys.py
reads them), each field 15 zero-padded digits (a stand-in's count grows by 2**20 a bus write),
filled in place: a line allocates nothing in the firmware's heap (a `%` format made a string
and a tuple at every edge and frame, garbage the device never makes, which moved the heap's
layout and so what the firmware's own allocations cost). Its writing is taken out of the
bench's clock (the offset its later times are taken from) and out of the count (the count
mode drops what comes before a math.isclose mark).
"""

import time

import hal
from console.compat import const

_WIDTH = const(15)


def _field(line, i, value):
    """Field i of a bench line set to `value` (0 <= value < 10**15), in place."""
    end = i * (_WIDTH + 1) + 1  # the space before the field
    k = end + _WIDTH
    while k > end:
        line[k] = 48 + value % 10
        value //= 10
        k -= 1


def _mark():
    """The Unix port's clock as a line begins, and the count's mark of a key edge or a frame."""
    t0 = time.ticks_us()
    if hal._count:
        hal._count[0](1.0)
    return t0


class BenchLines:
    """The bench's file and its two lines, reused."""

    def __init__(self, f):
        self.f = f
        self.edge_line = bytearray(b"K" + b" 000000000000000" * 3 + b"\n")
        self.frame_line = bytearray(b"F" + b" 000000000000000" * 5 + b"\n")

    def edge(self, board, t):
        """The line of a key edge the scan saw at virtual time t (board: the hal's Board)."""
        t0 = _mark()
        line = self.edge_line
        _field(line, 0, t)
        _field(line, 1, (t0 - board._us_offset) & 0x3FFFFFFF)
        _field(line, 2, board._mask)
        self._write(board, line, t0)

    def frame(self, board, ticks):
        """The line of a frame's end: its time, the last byte's, the bytes and stand-in calls."""
        t0 = _mark()
        line = self.frame_line
        _field(line, 0, ticks)
        _field(line, 1, board._last_us)
        _field(line, 2, board._sent)
        _field(line, 3, hal._standin[0])
        _field(line, 4, hal._standin[1])
        self._write(board, line, t0)

    def _write(self, board, line, t0):
        self.f.write(line)
        board._us_offset += time.ticks_diff(time.ticks_us(), t0)
        if hal._count:
            hal._count[2](1.0, 1.0)
