"""The games on the console's shelf: one package per game, each with a small descriptor.

To add a game, copy a game's folder (`games/tigris/`) and add its id to GAMES (README.md).
"""

GAMES = ("tigris", "kings", "assyria")


def load(game_id):
    """The descriptor module of a game (its package `__init__`): cheap, no engine, no drawing."""
    return part(game_id, "")


def part(game_id, name):
    """A module of a game's package, e.g. part("tigris", "flow") -> games.tigris.flow."""
    full = "games." + game_id + ("." + name if name else "")
    mod = __import__(full)
    for attr in full.split(".")[1:]:
        mod = getattr(mod, attr)
    return mod
