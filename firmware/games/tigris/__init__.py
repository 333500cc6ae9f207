"""Tigris & Euphrates on the console: the descriptor the title shelf and the console read.

Cheap to import (no engine, no drawing). Everything else of the game lives in this folder:
flow.py (the game flow, no pixels or keys), view.py (+ boardview, hud, glyphs: the drawing),
setup.py (the new-game page), final.py (final scores), payload.py (the save payload),
narrate.py (events in words), rules_text.py (the rules pages).
"""

from games.tigris.inputs import (
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

ID = "tigris"  # the save slot (tigris.bin) and the folder name
NAME = "Tigris & Euphrates"
TITLE = "Tigris&Euphrates"  # fits the title page's double-size line
ENGINE = "engine_core.tigris"
MIN_PLAYERS = 2
MAX_PLAYERS = 4
# What the setup page asks (setup.py); new_flow() takes them as (dynasties, board, variants).
SETUP_OPTIONS = ("players", "dynasty per seat", "board side", "english", "buildings",
                 "ziggurat")
# The game's modules, by role (console/gamescreen.py, console/saves.py, console/pages.py).
FLOW = "flow"  # new_flow(options, seed, save), resume(payload, save, note)
VIEW = "view"  # View(flow, gfx) with enter(), render(), battery_low
SETUP = "setup"  # Setup(app), a page
FINAL = "final"  # Final(app, game), a page
PAYLOAD = "payload"  # in_progress(data), decodes(data)
RULES = "rules_text"  # PAGES

# The key map: for each key bit (console/keys.py: row*4+col) the flow's input (inputs.py).
# REVEAL is not an input: the console passes its edges to flow.reveal(). MENU opens the menu.
KEYMAP = (
    I_UP, I_DOWN, I_LEFT, I_RIGHT,
    I_CONFIRM, I_BACK, 0, I_OTHER,
    I_RED, I_BLUE, I_GREEN, I_BLACK,  # F1-F4
    I_LEADER, I_CATASTROPHE, I_SWAP, I_PASS,  # F5-F8
)  # fmt: skip
# The key caps of a Tigris box, by key bit: hardware/pinmap.json names the keys so.
KEY_CAPS = ("up", "down", "left", "right", "a", "b", "reveal", "menu",
            "red", "blue", "green", "black", "leader", "catastrophe", "swap", "pass")
# The same as the key test shows them.
KEY_NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "REVEAL", "MENU",
             "RED", "BLUE", "GREEN", "BLACK", "LEADER", "CATAS", "SWAP", "PASS")
