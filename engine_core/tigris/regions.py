"""Region labelling (TE-3): one iterative flood fill per board change, over preallocated buffers."""

from ..compat import const
from .layout import CONNECTS, NEIGHBOURS, ZEROS

# Shared constants as private const() copies: MicroPython inlines them, so they cost no
# heap (host_tests/engine_unit/test_constants.py checks them against __init__.py/state.py).
_CELLS = const(176)
_LEADER_BASE = const(16)
_NO_CELL = const(255)

# Scratch shared by all games (the engine is single-threaded), allocated once at import:
# two per-cell fills and a flood-fill stack. FILL serves one step at a time: a war's kingdoms
# (conflicts.py), then in targets.py the temple map of board_targets(), the parts of a region with
# a leader lifted, the catastrophe spaces of legal_actions().
FILL = bytearray(_CELLS)
FILL2 = bytearray(_CELLS)
STACK = bytearray(_CELLS)


def label_regions(board, region, leaders, stack, skip=_NO_CELL):
    """Label every region of `board` into `region` (0 = none) and count leaders per label.

    `skip` is a cell treated as empty (a leader being moved is lifted first, TE-5.1).
    Returns the number of labels used.
    """
    nb = NEIGHBOURS
    conn = CONNECTS
    region[:] = ZEROS
    label = 0
    for start in range(_CELLS):
        if region[start] or not conn[board[start]] or start == skip:
            continue
        label += 1
        count = 0
        region[start] = label
        stack[0] = start
        top = 1
        while top:
            top -= 1
            cell = stack[top]
            if board[cell] >= _LEADER_BASE:
                count += 1
            k = cell * 4
            for j in range(k, k + 4):
                n = nb[j]
                if n != 255 and not region[n] and conn[board[n]] and n != skip:
                    region[n] = label
                    stack[top] = n
                    top += 1
        leaders[label] = count
    return label


def fill_from(board, start, blocked, out, stack):
    """Mark in `out` (1/0) the cells connected to `start`, never entering `blocked` (TE-8.4).

    Returns the number of cells marked.
    """
    nb = NEIGHBOURS
    conn = CONNECTS
    out[:] = ZEROS
    out[start] = 1
    stack[0] = start
    top = 1
    size = 1
    while top:
        top -= 1
        cell = stack[top]
        k = cell * 4
        for j in range(k, k + 4):
            n = nb[j]
            if n != 255 and not out[n] and n != blocked and conn[board[n]]:
                out[n] = 1
                stack[top] = n
                top += 1
                size += 1
    return size


def kingdoms_around(region, leaders, cell, most):
    """Distinct kingdoms among the neighbours of `cell`, counted no further than `most` + 1."""
    nb = NEIGHBOURS
    a = 0
    b = 0
    n = 0
    k = cell * 4
    for j in range(k, k + 4):
        c = nb[j]
        if c == 255:
            continue
        lab = region[c]
        if lab and leaders[lab] and lab != a and lab != b:
            n += 1
            if n > most:
                return n
            if a == 0:
                a = lab
            else:
                b = lab
    return n
