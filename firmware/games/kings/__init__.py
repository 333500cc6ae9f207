"""Contest of Kings on the console: the descriptor the title shelf and the console read.

Cheap to import (no engine, no drawing). The rest of the game lives in this folder: flow.py
(the game flow, no pixels or keys), view.py and tableview.py (the drawing), setup.py, final.py,
payload.py (the save payload), inputs.py (the key map), keycaps.py, rules_text.py.
"""

ID = "kings"  # the save slot (kings.bin) and the folder name
NAME = "Contest of Kings"
TITLE = "Contest of Kings"
ENGINE = "engine_core.kings"
MIN_PLAYERS = 2
MAX_PLAYERS = 4
SETUP_OPTIONS = ("players", "dynasty per seat", "open piles")
FLOW = "flow"
VIEW = "view"
SETUP = "setup"
FINAL = "final"
PAYLOAD = "payload"
RULES = "rules_text"
INPUTS = "inputs"
KEYS = "keycaps"
# The game's peak leaves room in the heap: the console keeps the in-game menu's modules and
# the body face's glyphs in it (firmware/README.md).
MENU_AHEAD = True
HOLD_GLYPHS = True
