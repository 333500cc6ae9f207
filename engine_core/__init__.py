"""Portable game rules (CPython and MicroPython): the games the console can run."""
