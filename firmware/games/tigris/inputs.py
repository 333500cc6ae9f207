"""The console's key map for Tigris, and the names of the flow's inputs (for scripts and other
front ends). Loaded when a game starts; the game screen keeps only the KEYMAP tuple."""

from games.tigris.flow import (
    I_BACK,
    I_BLACK,
    I_BLUE,
    I_CATASTROPHE,
    I_CONFIRM,
    I_DOWN,
    I_GREEN,
    I_LEADER,
    I_LEFT,
    I_OTHER,
    I_PASS,
    I_RED,
    I_RIGHT,
    I_SWAP,
    I_UP,
)

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
