"""The inputs Tigris's flow understands (flow.press), independent of any keys or clicks."""

I_UP = 1
I_DOWN = 2
I_LEFT = 4
I_RIGHT = 8
I_CONFIRM = 16  # A
I_BACK = 32  # B
I_OTHER = 64  # any other key (MENU): it only clears the last message
I_RED = 256
I_BLUE = 512
I_GREEN = 1024
I_BLACK = 2048
I_LEADER = 4096
I_CATASTROPHE = 8192
I_SWAP = 16384
I_PASS = 32768

NAMES = {"up": I_UP, "down": I_DOWN, "left": I_LEFT, "right": I_RIGHT,
         "confirm": I_CONFIRM, "back": I_BACK, "other": I_OTHER, "red": I_RED,
         "blue": I_BLUE, "green": I_GREEN, "black": I_BLACK, "leader": I_LEADER,
         "catastrophe": I_CATASTROPHE, "swap": I_SWAP, "pass": I_PASS}
