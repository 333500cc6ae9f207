"""Key bits of the 4x4 matrix by position: bit row*4+col. Each game maps the function keys.

Rows 0 and 1 mean the same in every game (cursor, A, B, REVEAL, MENU); rows 2 and 3 are the
function keys F1-F8, whose meaning is each game's own key map (`games/<id>/__init__.py`).
The box's key caps are named in hardware/pinmap.json; the console goes by position only.
"""

from console.compat import const

# Row 0: the cursor.
K_UP = const(1 << 0)
K_DOWN = const(1 << 1)
K_LEFT = const(1 << 2)
K_RIGHT = const(1 << 3)
# Row 1: choose, back, show my secrets, menu (also the safe-boot key).
K_A = const(1 << 4)
K_B = const(1 << 5)
K_REVEAL = const(1 << 6)
K_MENU = const(1 << 7)
# Rows 2 and 3: function keys, left to right.
K_F1 = const(1 << 8)
K_F2 = const(1 << 9)
K_F3 = const(1 << 10)
K_F4 = const(1 << 11)
K_F5 = const(1 << 12)
K_F6 = const(1 << 13)
K_F7 = const(1 << 14)
K_F8 = const(1 << 15)

DPAD = const(0xF)
ALL_KEYS = const(0xFFFF)

# Name of each bit, for logs and the host's checks.
NAMES = ("up", "down", "left", "right", "a", "b", "reveal", "menu",
         "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8")

