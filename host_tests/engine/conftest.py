"""Puts the repository root and host_tests/ on sys.path for the engine and runner imports."""

import os
import sys

HOST_TESTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(HOST_TESTS)
for _p in (ROOT, HOST_TESTS):
    if _p not in sys.path:
        sys.path.insert(0, _p)
