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

# Each input's name: input bit n is named NAMES[n] (for scripts and other front ends).
NAMES = ("up", "down", "left", "right", "confirm", "back", "other", "",
         "red", "blue", "green", "black", "leader", "catastrophe", "swap", "pass")

# The key map: for each key bit of the console (console/keys.py, bit row*4+col) the flow's input.
# REVEAL is not an input: the console passes its edges to flow.reveal(). MENU opens the menu.
KEYMAP = (
    I_UP, I_DOWN, I_LEFT, I_RIGHT,
    I_CONFIRM, I_BACK, 0, I_OTHER,
    I_RED, I_BLUE, I_GREEN, I_BLACK,  # F1-F4
    I_LEADER, I_CATASTROPHE, I_SWAP, I_PASS,  # F5-F8
)  # fmt: skip
