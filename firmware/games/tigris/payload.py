"""Tigris's save payload: a small setup header plus the engine's encode() bytes.

The console's save store (console/savestore.py) frames it with a CRC in the `tigris` slot. The
header is readable without the engine, so the title can skip a finished game cheaply and name
the players; whether the engine accepts the rest is `unpack`'s answer, and the console falls
back to the backup when it does not (console/launch.py).

Version 3 adds who sits at each seat (a person or a bot of a level) and the bots' seed, so a
resumed game goes on with the same bots deciding the same way. A version 2 save (before bots)
is still read: every seat a person.
"""

from console.compat import const

MAGIC = b"TE"
VERSION = 3
_OLD_VERSION = const(2)  # read, never written
# magic, version, players, board, variants, 4 dynasties (255 = no seat), over: versions 2 and 3
HEADER_V2 = 11
# then version 3: 4 seat kinds (SEAT_KINDS index, 255 = no seat), the bots' seed (4 bytes, LE)
HEADER = 19
_OVER_AT = const(10)  # the "over" byte, at the same place in both versions

# Who sits at a seat, by kind number: a person, or a bot of engine_core.tigris.bots' levels.
SEAT_KINDS = ("human", "easy", "normal", "hard")
HUMANS = b"\0\0\0\0"
# The dynasties by number (engine_core.tigris DYNASTY_NAMES), for the title without the engine.
NAMES = ("Archer", "Bull", "Pot", "Lion")


def header(game, seats=HUMANS, seed=0):
    """The setup header of a save of `game` with `seats` (a kind per seat) and the bots' seed."""
    n = game.num_players
    dyn = bytes(game.dynasties[s] if s < n else 255 for s in range(4))
    kinds = bytes(seats[s] if s < n else 255 for s in range(4))
    head = bytes((VERSION, n, game.board_kind, game.variants))
    seed &= 0xFFFFFFFF
    return MAGIC + head + dyn + bytes((1 if game.is_over() else 0,)) + kinds + bytes(
        (seed & 255, seed >> 8 & 255, seed >> 16 & 255, seed >> 24))


def pack(game, seats=HUMANS, seed=0):
    return header(game, seats, seed) + game.encode()


def _size(data):
    """The header's length for the save's version, 0 for bytes that are no save of ours."""
    if data is None or len(data) < 3 or data[:2] != MAGIC:
        return 0
    size = HEADER if data[2] == VERSION else HEADER_V2 if data[2] == _OLD_VERSION else 0
    return size if len(data) > size else 0


def valid(data):
    return _size(data) > 0


def in_progress(data):
    """True for a save of a game that is not over: what "Continue" offers."""
    return valid(data) and not data[_OVER_AT]


def seating(data):
    """(a kind per seat as bytes(4), the bots' seed) of a valid save: all people before v3."""
    if _size(data) != HEADER:
        return HUMANS, 0
    seats = bytes(k if k < len(SEAT_KINDS) else 0 for k in data[11:15])
    return seats, data[15] | data[16] << 8 | data[17] << 16 | data[18] << 24


def players(data):
    """The players of a save for the title, from the header, in words: "Archer, Bull, Pot"
    and how many of them are bots ("Archer, Bull, Pot: 2 bots")."""
    seats = seating(data)[0]
    names = [NAMES[data[6 + s]] for s in range(4) if data[6 + s] != 255]
    bots = sum(1 for s in range(len(names)) if seats[s])
    words = ", ".join(names)
    if bots:
        words += ": %d bot%s" % (bots, "" if bots == 1 else "s")
    return words


def unpack(data, checked=False):
    """The game in a save, or None if the bytes are not a save of a version this reads. The
    game carries the save's seating as `game.seating` ((kinds, seed), see seating()). With
    `checked`, these very bytes were decoded with every check before in this power cycle (the
    title's look at the save, console/launch.py): the field checks stay, the whole-state
    checker (engine_core/tigris/validate.py: its time, its heap, its names) is not loaded."""
    size = _size(data)
    if not size:
        return None
    from engine_core.tigris.codec import decode

    try:
        game = decode(bytes(data[size:]), not checked)
    except Exception:  # a damaged payload that passed the store's check: treat as no save
        return None
    finally:
        # A save made in the middle of a decision loads the checker's part for pending
        # decisions; decode() lets the checker go but not that part (16 KB of this port's heap).
        from engine_core.refusals import let_go

        let_go("engine_core.tigris.validate_pending")
    # The header was written from the same game: a payload that decodes to another setup is
    # damaged too, whatever the engine made of it.
    seats, seed = seating(data)
    head = header(game, seats, seed)
    if size == HEADER_V2:
        head = head[:2] + bytes((_OLD_VERSION,)) + head[3:HEADER_V2]
    if head != bytes(data[:size]):
        return None
    game.seating = (seats, seed)
    return game
