"""hardware/case/ on the path, so the case tests import its modules by name."""

import os
import sys

CASE = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                    "hardware", "case")
if CASE not in sys.path:
    sys.path.insert(0, CASE)
