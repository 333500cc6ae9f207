"""Save/resume glue: a small setup header plus the engine's encode() bytes, via SaveStore."""

from engine_core.tigris import Game

MAGIC = b"TE"
VERSION = 1
HEADER = 10  # magic, version, players, board, variants, 4 dynasties (255 = no seat)


def pack(game):
    n = game.num_players
    dyn = bytes(game.dynasties[s] if s < n else 255 for s in range(4))
    return MAGIC + bytes((VERSION, n, game.board_kind, game.variants)) + dyn + game.encode()


def unpack(data):
    """The game in a save, or None if the bytes are not a save of this version."""
    if data is None or len(data) <= HEADER or data[:2] != MAGIC or data[2] != VERSION:
        return None
    try:
        return Game.decode(bytes(data[HEADER:]))
    except Exception:  # a damaged payload that passed the store's check: treat as no save
        return None


def describe(data):
    """'3 players: archer bull pot' from a save's header, without decoding the game."""
    from engine_core.tigris import DYNASTY_NAMES

    n = data[3]
    return "%d players: %s" % (n, " ".join(DYNASTY_NAMES[data[6 + s]] for s in range(n)))
