"""The bots on the console: the tests share the application tests' key driver and simulator
runner (host_tests/firmware_app/)."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "firmware_app"))
sys.path.insert(0, os.path.dirname(HERE))  # mpy_run
