"""The console's key map for Assyria. Loaded when a game starts; the screen keeps only KEYMAP."""

# Input bit n of the flow's press() is named NAMES[n]. F1: the choices that are not on the map,
# F2: done, F8: the next screen (the map; the food rows and cards; Assur and the tracks). No
# REVEAL in Assyria (AS-7): every card is public.
NAMES = ("up", "down", "left", "right", "confirm", "back", "other", "",
         "choose", "done", "", "", "", "", "", "view")

# For each key bit of the console (console/keys.py, bit row*4+col) the flow's input bit: the
# D-pad, A and B are inputs 0-5, MENU is "other" (6), F1-F8 are inputs 8-15 where named; REVEAL
# (key 6) is not an input: the console passes its edges to flow.reveal().
KEYMAP = tuple(1 << n if n >= 0 and NAMES[n] else 0 for n in (0, 1, 2, 3, 4, 5, -1, 6) + tuple(
    range(8, 16)))
