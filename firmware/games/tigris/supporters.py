"""Each side's supporting tiles while a conflict is decided, for the board's marks (boardview.py).

Red tiles next to each leader in a revolt (TE-7.2), the war colour's tiles in each leader's
original kingdom in a war (TE-8.4). Worked out once per conflict: loaded, run, dropped.
"""

from engine_core.tigris.conflicts import original_kingdom
from engine_core.tigris.layout import NEIGHBOURS


def mark(g, view, key):
    """Sets `view.support` (bit 1 attacker, bit 2 defender per cell) and `view.sides` for the
    conflict `key` = (kind, colour, attacker, defender), or clears them for None."""
    view.stale = True  # every cell is compared again
    if key is None:
        view.support = None
        return
    kind, col, att, dfn = key
    sup = view.support = view.support or bytearray(176)
    fill = bytearray(176)
    board = g.board
    for i in range(176):
        sup[i] = 0
    for bit, seat in ((1, att), (2, dfn)):
        cell = g.leader_cell(seat, col)
        if kind == 1:
            for j in range(cell * 4, cell * 4 + 4):
                c = NEIGHBOURS[j]
                if c != 255 and board[c] == 1:
                    sup[c] |= bit
        else:
            original_kingdom(g, cell, fill)
            for i in range(176):
                if fill[i] and board[i] == col + 1:
                    sup[i] |= bit
    view.sides = (g.dynasties[att], g.dynasties[dfn])
