"""The console's key map for Assyria. Loaded when a game starts; the screen keeps only KEYMAP."""

from games.assyria.flow import (
    I_BACK,
    I_CHOOSE,
    I_CONFIRM,
    I_DONE,
    I_DOWN,
    I_LEFT,
    I_OTHER,
    I_RIGHT,
    I_UP,
    I_VIEW,
)

NAMES = ("up", "down", "left", "right", "confirm", "back", "other", "",
         "choose", "done", "", "", "", "", "", "view")

# For each key bit (console/keys.py) the flow's input. No REVEAL in Assyria (AS-7): every card
# is public; the key does nothing here.
KEYMAP = (
    I_UP, I_DOWN, I_LEFT, I_RIGHT,
    I_CONFIRM, I_BACK, 0, I_OTHER,
    I_CHOOSE, I_DONE, 0, 0,  # F1 the choices that are not on the map, F2 done
    0, 0, 0, I_VIEW,  # F8 the next screen: map, rows and tracks, Assur and cards
)  # fmt: skip
