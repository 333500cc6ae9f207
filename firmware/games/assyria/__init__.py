"""Assyria on the console: the descriptor the title shelf and the console read.

Cheap to import (no engine, no drawing). The rest of the game lives in this folder: flow.py
(the game flow, no pixels or keys), view.py, mapview.py, rowsview.py and assurview.py (the
three screens: the map; the food rows and the players' cards; Assur and the tracks), boards.py
(the CircuitPython edition's text of the last two), setup.py, final.py,
payload.py, inputs.py (the key map), keycaps.py, rules_text.py.
"""

ID = "assyria"  # the save slot (assyria.bin) and the folder name
NAME = "Assyria"
TITLE = "Assyria"
ENGINE = "engine_core.assyria"
MIN_PLAYERS = 2
MAX_PLAYERS = 4
SETUP_OPTIONS = ("players",)
FLOW = "flow"
VIEW = "view"
SETUP = "setup"
FINAL = "final"
PAYLOAD = "payload"
RULES = "rules_text"
INPUTS = "inputs"
KEYS = "keycaps"
# The game's peak leaves room in the heap for the in-game menu's modules (firmware/README.md).
MENU_AHEAD = True
