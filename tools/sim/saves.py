"""Save files for the simulator, written and read with the firmware's own code (CPython side).

A save is firmware/savestore.py's frame around firmware/ui/savegame.py's record (a setup header
plus the engine's encode()); both modules are plain Python, so the host uses them unchanged.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
for folder in (ROOT, os.path.join(ROOT, "firmware")):
    if folder not in sys.path:
        sys.path.append(folder)

import savestore  # noqa: E402  (firmware/savestore.py)
from ui import savegame  # noqa: E402  (firmware/ui/savegame.py)


def write_save(folder, game):
    """Put `game` in `folder` as the console's current save (what "Continue" loads)."""
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, savestore.CURRENT), "wb") as f:
        f.write(savestore.encode(savegame.pack(game)))


def game_from_files(files):
    """The game in a run's save files (name -> bytes), current slot first, else the backup."""
    for name in (savestore.CURRENT, savestore.BACKUP):
        payload = savestore.decode(files[name]) if name in files else None
        game = savegame.unpack(payload) if payload is not None else None
        if game is not None:
            return game
    return None
