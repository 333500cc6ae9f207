"""Key bits of the 4x4 button matrix: bit row*4+col, named as in hardware/pinmap.json."""

try:
    from micropython import const
except ImportError:  # CPython host tools and tests

    def const(x):  # type: ignore[misc]  # same behaviour, plainer signature
        return x


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
# Row 2: the four leader/tile colours.
K_RED = const(1 << 8)
K_BLUE = const(1 << 9)
K_GREEN = const(1 << 10)
K_BLACK = const(1 << 11)
# Row 3: game actions.
K_LEADER = const(1 << 12)
K_CATASTROPHE = const(1 << 13)
K_SWAP = const(1 << 14)
K_PASS = const(1 << 15)

ALL_KEYS = const(0xFFFF)

# Name of each bit, for logs, scripts and the simulator's key map.
NAMES = (
    "up", "down", "left", "right",
    "a", "b", "reveal", "menu",
    "red", "blue", "green", "black",
    "leader", "catastrophe", "swap", "pass",
)  # fmt: skip


def names(mask):
    """The names of the keys set in a mask, lowest bit first."""
    return [NAMES[i] for i in range(16) if mask >> i & 1]
