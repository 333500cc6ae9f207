"""The games of the CircuitPython edition: one folder of displayio pages per game.

Each folder (`cpgames/<id>/`) holds only drawing: `view.py` (the game screen, `View(flow,
sheet)` and `new_sheet()` for its tile sheet), `setup.py` (the new-game page) and `final.py`
(the final table's columns). The game's flow, payload, key map and rules are the MicroPython
console's own (`games/<id>/`), installed next to it unchanged; the shelf is theirs
(`games.GAMES`).
"""


def part(game_id, name):
    """A module of a game's folder here, e.g. part("kings", "view") -> cpgames.kings.view."""
    full = "cpgames." + game_id + "." + name
    mod = __import__(full)
    for attr in full.split(".")[1:]:
        mod = getattr(mod, attr)
    return mod
