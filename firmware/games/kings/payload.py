"""Contest of Kings's save payload: a setup header readable without the engine, then encode().

Framed with a CRC by the console's save store in the `kings` slot (console/savestore.py).
"""

MAGIC = b"CK"
VERSION = 1
HEADER = 10  # magic, version, players, options, 4 dynasties (255 = no seat), over


def header(game):
    n = game.num_players
    dyn = bytes(game.dynasties[s] if s < n else 255 for s in range(4))
    return MAGIC + bytes((VERSION, n, game.options)) + dyn + bytes((game.is_over(),))


def pack(game):
    return header(game) + game.encode()


def valid(data):
    return data is not None and len(data) > HEADER and data[:2] == MAGIC and data[2] == VERSION


def in_progress(data):
    """True for a save of a game that is not over: what "Continue" offers."""
    return valid(data) and not data[HEADER - 1]


def unpack(data, checked=False):
    """The game in a save, or None if the bytes are not a save the engine takes. `checked` (the
    bytes were decoded before in this power cycle) changes nothing: Contest of Kings's decoder has
    no separate whole-state checker to leave out."""
    if not valid(data):
        return None
    from engine_core.kings import decode

    try:
        game = decode(bytes(data[HEADER:]))
    except Exception:  # a damaged payload that passed the store's check: treat as no save
        return None
    if header(game) != bytes(data[:HEADER]):
        return None
    return game


# The dynasties by number (engine_core.kings DYNASTY_NAMES) as the table reads them, for the
# title and the setup page, which run without the engine.
NAMES = ("Archer", "Bull", "Pot", "Lion")


def players(data):
    """The players of a save for the title, from the header: "Archer, Bull, Pot"."""
    return ", ".join(NAMES[d] for d in data[5:9] if d != 255)
