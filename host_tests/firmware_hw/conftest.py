"""Puts host_tests/ (mpy_run), firmware/ (pure logic modules) and the root (engine_core, which
the games' key maps import) on sys.path for these tests."""

import sys
from pathlib import Path

_HOST_TESTS = Path(__file__).resolve().parent.parent
for _p in (_HOST_TESTS.parent, _HOST_TESTS, _HOST_TESTS.parent / "firmware"):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))
