"""Paths for the Assyria tests: this folder, the application tests' runner, mpy_run."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
HOST = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HOST, "firmware_app"))
sys.path.insert(0, HOST)
