"""Puts the repository root on sys.path so the engine tests import engine_core as the tools do."""

import sys

_ROOT = __file__.rsplit("/", 3)[0]
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)
