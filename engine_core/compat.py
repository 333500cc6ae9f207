"""Tiny shim so the engine runs unchanged on CPython and MicroPython: const()."""

try:
    from micropython import const  # noqa: F401
except ImportError:  # CPython

    def const(x):  # type: ignore[misc]  # same behaviour, plainer signature
        return x
