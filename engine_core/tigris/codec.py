"""Compact binary form of a game (286 bytes) for saves and exact comparisons."""


# Shared constants as private const() copies: MicroPython inlines them, so they cost no
# heap (host_tests/engine_unit/test_constants.py checks them against __init__.py/state.py).
_CELLS = const(176)
_LEADER_BASE = const(16)
_MARK_BUILDING = const(2)
_MARK_SPECIAL = const(4)
_MARK_TREASURE = const(1)
_MARK_UNIFICATION = const(8)
_R_UNIF = const(17)
_ST_SIZE = const(30)

_VERSION = const(1)
_BOARD_AT = const(6 + _ST_SIZE + 16 + 40 + 4 + 4 + 4 + 6)  # the header, registers, counters
_LENGTH = const(_BOARD_AT + _CELLS)  # 286 bytes


def encode(g):
    """bytes: header, registers, counters, then one byte per cell (value + marks)."""
    n = g.num_players
    out = bytearray()
    out.append(_VERSION)
    out.append(n | g.board_kind << 3 | g.variants << 4)
    for s in range(4):
        out.append(g.dynasties[s] if s < n else 255)
    out.extend(g.st)
    out.extend(g.hands)
    out.extend(g.scores)
    out.extend(g.cat)
    out.extend(g.bag)
    out.extend(g.out)
    out.extend(g.monuments)
    board = g.board
    marks = g.marks
    for i in range(_CELLS):
        v = board[i]
        if v >= _LEADER_BASE:
            v -= 8  # leaders 16..31 -> 8..23, so value and three mark bits fit one byte
        m = marks[i]
        if m & _MARK_TREASURE:
            v |= 32
        if m & _MARK_BUILDING:
            v |= 64
        if m & _MARK_SPECIAL:
            v |= 128
        out.append(v)
    return bytes(out)


def decode(data, check=True):
    """A Game from encode()'s bytes (a fresh game: no undo history).

    Refuses with a ValueError naming the field anything that is not a state the engine can
    reach (codec_checks.py, validate.py): a save may carry a good checksum and still come from
    another layout. `check=False` is only for bytes made by this engine's own encode() and
    changed in ways that keep them a reachable state (the Hard bot's look-ahead copy: the
    hidden tiles dealt anew from the same totals): the checkers (~17 KB of this port's heap
    while loaded) are not loaded, and the regions are labelled as they would leave them.
    """
    from . import Game

    if check:
        import sys

        from ..refusals import let_go

        loaded = "engine_core.tigris.validate" in sys.modules
        from .codec_checks import FIELDS, bad, check_bytes
        from .validate import problem

        if not isinstance(data, (bytes, bytearray)) or len(data) != _LENGTH:
            bad("length", "not %d bytes" % _LENGTH)
        if data[0] != _VERSION:
            bad("version", "version %d, this engine reads %d" % (data[0], _VERSION))
        check_bytes(data, _BOARD_AT, 6 + _R_UNIF)
    elif len(data) != _LENGTH:  # bytes of this engine's own encode(), all the same length
        raise ValueError("encoded game, length: not %d bytes" % _LENGTH)
    head = data[1]
    n = head & 7
    game = Game(list(data[2 : 2 + n]), (head >> 3) & 1, head >> 4)
    k = 6
    for arr, size in (
        (game.st, _ST_SIZE),
        (game.hands, 16),
        (game.scores, 40),
        (game.cat, 4),
        (game.bag, 4),
        (game.out, 4),
        (game.monuments, 6),
    ):
        arr[:] = data[k : k + size]
        k += size
    board = game.board
    marks = game.marks
    lcell = game.lcell
    dynasties = game.dynasties
    treasures = bytearray()
    for i in range(_CELLS):
        b = data[k + i]
        v = b & 31
        if v >= 8:
            v += 8
            # index(bytes): MicroPython before 1.28 (the WebAssembly port, older Picos) has no
            # bytes.index(int).
            lcell[dynasties.index(bytes(((v - _LEADER_BASE) >> 2,))) * 4 + (v & 3)] = i
        board[i] = v
        m = 0
        if b & 32:
            m |= _MARK_TREASURE
            treasures.append(i)
        if b & 64:
            m |= _MARK_BUILDING
        if b & 128:
            m |= _MARK_SPECIAL
        marks[i] = m
    u = game.st[_R_UNIF]
    if u != 255:
        marks[u] |= _MARK_UNIFICATION
    game.treasure_cells = bytes(treasures)
    if not check:
        game.relabel()  # what the checker's pass leaves behind: the regions labelled
        return game
    wrong = problem(game)
    if not loaded:
        # The console decodes a save once, at resume, and never loads the notation (which
        # keeps the checker): the checkers go again right after, so that play keeps its heap.
        let_go("engine_core.tigris.validate")
        let_go("engine_core.tigris.codec_checks")
    if wrong is not None:
        bad(FIELDS[wrong[0]], wrong[1])
    return game
