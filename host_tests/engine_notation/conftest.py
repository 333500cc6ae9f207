"""Puts the repository root, host_tests/ and this folder on sys.path for the checks' imports."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
HOST_TESTS = os.path.dirname(HERE)
ROOT = os.path.dirname(HOST_TESTS)
for _p in (ROOT, HOST_TESTS, HERE):
    if _p not in sys.path:
        sys.path.insert(0, _p)
