"""Tigris & Euphrates on the console: the descriptor the title shelf and the console read.

Cheap to import (no engine, no drawing). Everything else of the game lives in this folder:
flow.py (the game flow, no pixels or keys), view.py (+ boardview, hud, glyphs: the drawing;
busyview.py draws alone while a bot thinks),
setup.py (the new-game page), final.py (final scores), payload.py (the save payload),
inputs.py (the flow's inputs and the key map), keycaps.py (the keys' names), narrate.py (each
action in words, warnings), logbook.py (the log file, undo, the turn's end), botturn.py (a bot
seat's thinking), botshow.py (its action played out), rules_text.py (the rules pages).
"""

# build: intern strings (loaded all through a game: tools/mpy_strings.py)
ID = "tigris"  # the save slot (tigris.bin) and the folder name
NAME = "Tigris & Euphrates"
TITLE = "Tigris&Euphrates"  # fits the title page's double-size line
ENGINE = "engine_core.tigris"
MIN_PLAYERS = 2
MAX_PLAYERS = 4
# What the setup page asks (setup.py); new_flow() takes them as (dynasties, board, variants,
# seat kinds).
SETUP_OPTIONS = ("players", "dynasty per seat", "board side", "english", "buildings",
                 "ziggurat", "person or bot per seat")
# The game's modules, by role (console/launch.py, console/gamescreen.py, console/textpages.py).
FLOW = "flow"  # new_flow(options, seed, save), resume(game, save, note)
VIEW = "view"  # View(flow, gfx) with enter(), render(), battery_low
# The view while the flow is `busy` (a bot thinks): View(flow, gfx) drawing the strip's line
# alone, so that the board's drawing code gives the bot its heap (console/gamescreen.py).
BUSY_VIEW = "busyview"
SETUP = "setup"  # Setup(app), a page
FINAL = "final"  # Final(app, game), a page
PAYLOAD = "payload"  # pack(game), unpack(data) -> game or None, in_progress(data)
RULES = "rules_text"  # PAGES

INPUTS = "inputs"  # KEYMAP: the flow input of each key bit (console/keys.py); NAMES
KEYS = "keycaps"  # CAPS (the key caps' names, as hardware/pinmap.json), LABELS (the key test's)
