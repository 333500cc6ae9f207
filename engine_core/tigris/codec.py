"""Compact binary form of a game (286 bytes) for saves and exact comparisons."""

from ..compat import const

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

_VERSION = 1
_LENGTH = 6 + _ST_SIZE + 16 + 40 + 4 + 4 + 4 + 6 + _CELLS  # 286 bytes


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


def decode(data):
    """A Game from encode()'s bytes (a fresh game: no undo history)."""
    from .game import Game

    if len(data) != _LENGTH or data[0] != _VERSION:
        raise ValueError("not an encoded tigris game")
    n = data[1] & 7
    if not 2 <= n <= 4:
        raise ValueError("encoded game has a bad player count")
    game = Game(list(data[2 : 2 + n]), (data[1] >> 3) & 1, data[1] >> 4)
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
    treasures = bytearray()
    for i in range(_CELLS):
        b = data[k + i]
        v = b & 31
        if v >= 8:
            v += 8
            d = (v - _LEADER_BASE) >> 2
            if d not in game.dynasties:
                raise ValueError("encoded game has a leader of no player")
            # index(bytes): MicroPython before 1.28 (the WebAssembly port, older Picos) has no
            # bytes.index(int).
            game.lcell[game.dynasties.index(bytes((d,))) * 4 + (v & 3)] = i
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
    game.relabel()
    return game
