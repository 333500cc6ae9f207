"""Tiny shim so the engine runs unchanged on CPython and MicroPython (const, native)."""

try:
    from micropython import const  # noqa: F401
except ImportError:  # CPython

    def const(x):  # type: ignore[misc]  # same behaviour, plainer signature
        return x


def native(f):
    # The engine ships as plain bytecode: mpy-cross without -march cannot emit native code,
    # so `native` stays a no-op everywhere and hot loops are kept simple instead.
    return f
