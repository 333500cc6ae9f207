"""Puts the repository root and host_tests/kings/ on sys.path for the engine, checks and mpy_run."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
for _p in (ROOT, os.path.dirname(HERE), HERE):
    if _p not in sys.path:
        sys.path.insert(0, _p)
