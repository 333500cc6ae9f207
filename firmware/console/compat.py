"""What MicroPython has built in and CPython lacks, written once: `const`, tick arithmetic, and
viper's byte-pointer cast for the native modules' plain-Python builds."""

try:
    from micropython import const
except ImportError:  # CPython: host tools, tests, other front ends

    def const(x):  # type: ignore[misc]  # same behaviour, plainer signature
        return x


_TICKS_MASK = const(0x3FFFFFFF)  # time.ticks_ms() wraps at 2**30 on the device
_TICKS_HALF = const(0x20000000)


def ticks_diff(new, old):
    """new - old on the wrapping tick clock, as a signed number of ms (time.ticks_diff's rule)."""
    return ((new - old + _TICKS_HALF) & _TICKS_MASK) - _TICKS_HALF


def ptr8(buf):
    """Viper's byte-pointer cast, for a native function run as the plain Python its source is
    (the web edition, a build without an arch, tools/build.py): indexing the buffer itself reads
    and writes its bytes. Compiled as viper, the compiler takes the name as its own cast."""
    return buf
