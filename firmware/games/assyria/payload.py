"""Assyria's save payload: a header readable without the engine, then the engine's encode().

Framed with a CRC by the console's save store in the `assyria` slot (console/savestore.py).
"""

MAGIC = b"AS"
VERSION = 1
HEADER = 5  # magic, version, players, over


def header(game):
    return MAGIC + bytes((VERSION, game.num_players, game.is_over()))


def pack(game):
    return header(game) + game.encode()


def valid(data):
    return data is not None and len(data) > HEADER and data[:2] == MAGIC and data[2] == VERSION


def in_progress(data):
    """True for a save of a game that is not over: what "Continue" offers."""
    return valid(data) and not data[HEADER - 1]


def unpack(data, checked=False):
    """The game in a save, or None if the bytes are not a save the engine takes. `checked` (the
    bytes were decoded before in this power cycle) changes nothing: Assyria's decoder has
    no separate whole-state checker to leave out."""
    if not valid(data):
        return None
    from engine_core.assyria import Game

    try:
        game = Game.decode(bytes(data[HEADER:]))
    except Exception:  # a damaged payload that passed the store's check: treat as no save
        return None
    if header(game) != bytes(data[:HEADER]):
        return None
    return game


def players(data):
    """The players of a save for the title's Continue row, from the header: the colours."""
    return ", ".join(("Red", "Green", "Blue", "Yellow")[:data[3]])  # as the game names them
