"""Puts the repository root, host_tests/ and this folder on sys.path (engine, checks, mpy_run)."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
for _p in (ROOT, os.path.dirname(HERE), HERE):
    if _p not in sys.path:
        sys.path.insert(0, _p)
