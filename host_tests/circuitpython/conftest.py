"""The CircuitPython front end's tests run the real displayio of adafruit-blinka-displayio.

The key drivers are the MicroPython console's host players (host_tests/firmware_app,
games_kings, games_assyria): the same key scripts drive both front ends. The app's import
roots are those of the CIRCUITPY drive (tools/cp_install.py): the console's
`firmware/` packages, `firmware_cp/`, and the repository root for `engine_core`.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
for p in (os.path.join(ROOT, "host_tests", "firmware_app"),
          os.path.join(ROOT, "host_tests", "games_kings"),
          os.path.join(ROOT, "host_tests", "games_assyria"), ROOT, os.path.join(ROOT, "firmware"),
          HERE):
    if p not in sys.path:
        sys.path.insert(0, p)
# Last: its code.py must not stand in for the standard library's `code` module (pytest uses it).
sys.path.append(os.path.join(ROOT, "firmware_cp"))


import pytest  # noqa: E402

OWN = ("games", "cpgames", "engine_core", "console", "cpconsole")


@pytest.fixture(autouse=True)
def keep_modules():
    """Starting a game drops the other games' modules from sys.modules, as on the device
    (cpconsole/gamescreen.py): after each test the session's modules and the packages'
    attributes are put back, so tests elsewhere keep the module objects they imported."""
    saved = dict(sys.modules)
    yield
    for name in [n for n in sys.modules if n not in saved]:
        del sys.modules[name]
    for name, mod in saved.items():
        sys.modules[name] = mod
        parent, _, last = name.rpartition(".")
        if parent in saved and name.split(".")[0] in OWN:
            setattr(saved[parent], last, mod)
