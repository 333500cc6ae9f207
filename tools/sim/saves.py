"""Save files for the simulator, written and read with the firmware's own code (CPython side).

A save is firmware/console/savestore.py's frame around firmware/games/tigris/payload.py's record
(a setup header plus the engine's encode()) in the `tigris` slot; both modules are plain Python,
so the host uses them unchanged.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
for folder in (ROOT, os.path.join(ROOT, "firmware")):
    if folder not in sys.path:
        sys.path.append(folder)

from console import savestore  # noqa: E402  (firmware/console/savestore.py)
from games.tigris import payload as savegame  # noqa: E402  (firmware/games/tigris/payload.py)

SLOT = "tigris"
CURRENT = SLOT + ".bin"
BACKUP = SLOT + ".bak"


def write_save(folder, game):
    """Put `game` in `folder` as the console's current save (what "Continue" loads)."""
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, CURRENT), "wb") as f:
        f.write(savestore.encode(savegame.pack(game)))


def game_from_files(files):
    """The game in a run's save files (name -> bytes), current slot first, else the backup."""
    for name in (CURRENT, BACKUP):
        payload = savestore.decode(files[name]) if name in files else None
        game = savegame.unpack(payload) if payload is not None else None
        if game is not None:
            return game
    return None
