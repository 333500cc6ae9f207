"""The console's key map for Contest of Kings. Loaded when a game starts; the game screen keeps
only the KEYMAP tuple."""

from games.kings.flow import (
    I_BACK,
    I_BLACK,
    I_BLUE,
    I_CATASTROPHE,
    I_CONFIRM,
    I_DOWN,
    I_GREEN,
    I_LEADER,
    I_LEFT,
    I_NONE,
    I_OTHER,
    I_PASS,
    I_RED,
    I_RIGHT,
    I_UP,
)

# Input bit n is named NAMES[n] (scripts and other front ends).
NAMES = ("up", "down", "left", "right", "confirm", "back", "other", "",
         "red", "blue", "green", "black", "leader", "catastrophe", "none", "pass")

# For each key bit (console/keys.py) the flow's input; REVEAL goes to flow.reveal().
KEYMAP = (
    I_UP, I_DOWN, I_LEFT, I_RIGHT,
    I_CONFIRM, I_BACK, 0, I_OTHER,
    I_RED, I_BLUE, I_GREEN, I_BLACK,  # F1-F4: a card or leader colour, an answer's colour
    I_LEADER, I_CATASTROPHE, I_NONE, I_PASS,  # F5-F8
)  # fmt: skip
