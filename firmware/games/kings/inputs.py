"""The console's key map for Contest of Kings. Loaded when a game starts; the game screen keeps
only the KEYMAP tuple."""

# Input bit n of the flow's press() is named NAMES[n] (scripts and other front ends). F1-F4: a
# card or leader colour, an answer's colour; F5-F8: leader, catastrophe, an answer's "none", pass.
NAMES = ("up", "down", "left", "right", "confirm", "back", "other", "",
         "red", "blue", "green", "black", "leader", "catastrophe", "none", "pass")

# For each key bit of the console (console/keys.py, bit row*4+col) the flow's input bit: the
# D-pad, A and B are inputs 0-5, MENU is "other" (6), F1-F8 are inputs 8-15 where named; REVEAL
# (key 6) is not an input: the console passes its edges to flow.reveal().
KEYMAP = tuple(1 << n if n >= 0 and NAMES[n] else 0 for n in (0, 1, 2, 3, 4, 5, -1, 6) + tuple(
    range(8, 16)))
