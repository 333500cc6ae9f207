"""Tigris's save payload: a small setup header plus the engine's encode() bytes.

The console's save store (console/savestore.py) frames it with a CRC in the `tigris` slot. The
header is readable without the engine, so the title can skip a finished game cheaply; whether
the engine accepts the rest is `unpack`'s answer, and the console falls back to the backup when
it does not (console/launch.py).
"""

MAGIC = b"TE"
VERSION = 2
HEADER = 11  # magic, version, players, board, variants, 4 dynasties (255 = no seat), over


def header(game):
    """The setup header of a save of `game` (HEADER bytes)."""
    n = game.num_players
    dyn = bytes(game.dynasties[s] if s < n else 255 for s in range(4))
    head = bytes((VERSION, n, game.board_kind, game.variants))
    return MAGIC + head + dyn + bytes((1 if game.is_over() else 0,))


def pack(game):
    return header(game) + game.encode()


def valid(data):
    return data is not None and len(data) > HEADER and data[:2] == MAGIC and data[2] == VERSION


def in_progress(data):
    """True for a save of a game that is not over: what "Continue" offers."""
    return valid(data) and not data[HEADER - 1]


def unpack(data):
    """The game in a save, or None if the bytes are not a save of this version."""
    if not valid(data):
        return None
    from engine_core.tigris import Game

    try:
        game = Game.decode(bytes(data[HEADER:]))
    except Exception:  # a damaged payload that passed the store's check: treat as no save
        return None
    # The header was written from the same game: a payload that decodes to another setup is
    # damaged too, whatever the engine made of it.
    if header(game) != bytes(data[:HEADER]):
        return None
    return game
