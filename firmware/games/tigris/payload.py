"""Save/resume glue: a small setup header plus the engine's encode() bytes, via SaveStore.

The header is readable without the engine, so the title can offer "Continue" (and skip a
finished game) before the engine's modules take the heap.
"""

MAGIC = b"TE"
VERSION = 2
HEADER = 11  # magic, version, players, board, variants, 4 dynasties (255 = no seat), over


def pack(game):
    n = game.num_players
    dyn = bytes(game.dynasties[s] if s < n else 255 for s in range(4))
    head = bytes((VERSION, n, game.board_kind, game.variants))
    return MAGIC + head + dyn + bytes((1 if game.is_over() else 0,)) + game.encode()


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
        return Game.decode(bytes(data[HEADER:]))
    except Exception:  # a damaged payload that passed the store's check: treat as no save
        return None
