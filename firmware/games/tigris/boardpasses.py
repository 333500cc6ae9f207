"""Tigris's board: the passes over its 176 cells in native code (viper), which cells changed and
the painting of them column by column, for boardview.py's BoardView.

A module of their own because native code stays for good once loaded (console/app.py unload
never lets this module go: the Pico's MicroPython keeps a native function's machine code alive
for as long as it runs), while the board's drawing in bytecode (boardview.py) leaves the heap
to the in-game pages and to a bot's thinking, and comes back after.
"""

from console import colours as C
from console.compat import const, ptr8

# Native code: the console never lets this module go (console/app.py unload).
RESIDENT = True

# A cell's flags (boardview.py has the same numbers).
_CURSOR = const(1)
_HIGHLIGHT = const(2)
_EDGE_N = const(4)
_EDGE_E = const(8)
_EDGE_S = const(16)
_EDGE_W = const(32)
_NONE = const(255)  # a buffer slot holding no plain cell's look
_CLEAN = const(255)  # `want` of a cell that is as shown
_NOT_PLAIN = const(0xFD)  # any flag but _HIGHLIGHT: the cell needs its whole paint
_GAP = const(48)  # plain cells between two changed ones sent again in their run: 3, in cells
# The ground's colours as module globals: read for every cell of a full redraw.
_LAND = C.LAND
_LAND_DOT = C.LAND_DOT
_RIVER = C.RIVER
_RIVER_WAVE = C.RIVER_WAVE


def ground(fb, wet):
    """A bare cell: river with two waves, or land with two dots."""
    if wet:
        fb.fill(_RIVER)
        fb.hline(4, 6, 5, _RIVER_WAVE)
        fb.hline(11, 13, 5, _RIVER_WAVE)
    else:
        fb.fill(_LAND)
        fb.pixel(5, 5, _LAND_DOT)
        fb.pixel(14, 14, _LAND_DOT)


def brackets(fb, corner):
    """A legal target's four corner brackets (corner: the 5x5 bracket, drawn once)."""
    fb.blit(corner, 0, 0)
    fb.blit(corner, 15, 0)
    fb.blit(corner, 0, 15)
    fb.blit(corner, 15, 15)


# -- the passes over the cells, in native code (viper) ------------------------------------------
# BoardView keeps the drawing (framebuf, the panel's writes) and calls these for the work done
# once per cell: in bytecode each cell cost a few microseconds, so a colour key that lights most
# of the board spent more time deciding what to draw than drawing it. The device build compiles
# them for the RP2040 (tools/build.py native_source: the "# native:" line becomes the decorator,
# -march=armv6m), the simulator's for the Unix port. The source is plain Python, which the web
# edition's port (no native emitter) runs as it is (`ptr8` from console/compat.py). No value
# relies on viper's 32-bit wrap: each is a cell index, a byte or a 16-bit mask.

# native: @micropython.viper
def changed(first: int, end: int, label: int, cursor: int, supported: int, board, marks,
            region, hl, sup, sb, sm, sf, want) -> int:
    """Cells first..end-1 (one cell, or whole rows): each whose look (board value, marks,
    overlay flags) differs from what it shows gets its flags in `want`. `label`: the kingdom
    outlined (0: none); `sup` is read only if `supported`. Returns a bit per column holding
    such a cell."""
    b = ptr8(board)
    m = ptr8(marks)
    r = ptr8(region)
    h = ptr8(hl)
    s = ptr8(sup)
    shown_b = ptr8(sb)
    shown_m = ptr8(sm)
    shown_f = ptr8(sf)
    w = ptr8(want)
    cols = 0
    i = first
    while i < end:
        f = 0
        if h[i]:
            f = _HIGHLIGHT
        if i == cursor:
            f |= _CURSOR
        if supported:
            f |= s[i] << 6
        if label and r[i] == label:
            row = i >> 4
            col = i & 15
            if row == 0 or r[i - 16] != label:
                f |= _EDGE_N
            if col == 15 or r[i + 1] != label:
                f |= _EDGE_E
            if row == 10 or r[i + 16] != label:
                f |= _EDGE_S
            if col == 0 or r[i - 1] != label:
                f |= _EDGE_W
        if f != shown_f[i] or b[i] != shown_b[i] or m[i] != shown_m[i]:
            w[i] = f
            cols |= 1 << (i & 15)
        i += 1
    return cols


# native: @micropython.viper
def run_from(i: int, hidden: int, want, board, marks, sf) -> int:
    """The next run of changed cells down cell i's column from i: its first cell | the cell
    past its last << 8 (cells 16 apart), or 0xFFFF when none is left. A gap of up to three
    plain cells before the next changed one joins the run, marked to go out again as they are
    (their look is mostly in the buffer already): cheaper than a window of its own."""
    w = ptr8(want)
    b = ptr8(board)
    m = ptr8(marks)
    shown_f = ptr8(sf)
    while i < 176 and w[i] == _CLEAN:
        i += 16
    if i >= 176:
        return 0xFFFF
    end = i + 16
    while end < 176:
        if w[end] != _CLEAN:
            end += 16
            continue
        gap = end
        while (gap < end + _GAP and gap < 176 and w[gap] == _CLEAN and b[gap] == 0
               and m[gap] == 0 and shown_f[gap] <= _HIGHLIGHT and (hidden >> (gap >> 4)) & 1 == 0):
            gap += 16
        if gap == end or gap >= 176 or w[gap] == _CLEAN:
            break
        while end < gap:
            w[end] = shown_f[end]
            end += 16
    return i | (end << 8)


# native: @micropython.viper
def stack(i: int, n: int, want, board, marks, river, sf, sb, sm, held) -> int:
    """Cells i, i + 16, ... (n of them: one stack of the drawing buffer, slot k for the k-th)
    are taken as shown. Returns two bits a slot: 1, paint the plain look (ground, and the
    brackets if lit) over what the slot holds; 2, paint the whole cell (its flags are in sf by
    then); 0, the slot holds the cell's look already (the cell before it there had it)."""
    w = ptr8(want)
    b = ptr8(board)
    m = ptr8(marks)
    wet = ptr8(river)
    shown_f = ptr8(sf)
    shown_b = ptr8(sb)
    shown_m = ptr8(sm)
    h = ptr8(held)
    todo = 0
    k = 0
    while k < n:
        f = w[i]
        if b[i] or m[i] or f & _NOT_PLAIN:
            todo |= 2 << (k << 1)
            h[k] = _NONE
        else:
            look = wet[i] | f  # _HIGHLIGHT is 2: four looks, 0-3
            if h[k] != look:
                todo |= 1 << (k << 1)
                h[k] = look
        shown_f[i] = f
        shown_b[i] = b[i]
        shown_m[i] = m[i]
        w[i] = _CLEAN
        i += 16
        k += 1
    return todo


# native: @micropython.viper
def paint_runs(cols: int, hidden: int, most: int, streams: int, want, board, marks, river, sf,
               sb, sm, held, fbs, bufs, display, view) -> int:
    """Paints the cells `want` holds, column by column: each run of them one above the other
    is one window, sent a stack of cells a write. Returns the number drawn."""
    shown_f = ptr8(sf)
    wet = ptr8(river)
    corner = view.corner
    drawn = 0
    col = 0
    while col < 16:
        if (cols >> col) & 1:
            x = col * 20
            i = col
            while True:
                run = int(run_from(i, hidden, want, board, marks, sf))
                if run == 0xFFFF:
                    break
                i = run & 255
                end = run >> 8
                y = (i >> 4) * 20
                cells = (end - i) >> 4
                if streams:
                    display.begin_pixels(x, y, 20, 20 * cells)
                drawn += cells
                while i < end:
                    n = (end - i) >> 4
                    if n > most:
                        n = most
                    todo = int(stack(i, n, want, board, marks, river, sf, sb, sm, held))
                    k = 0
                    while todo:
                        act = todo & 3
                        if act:
                            j = i + (k << 4)
                            if act == 2:
                                view._paint(fbs[k], j, shown_f[j])
                            else:  # an empty cell, lit or not, most of the board
                                ground(fbs[k], wet[j])
                                if shown_f[j]:
                                    brackets(fbs[k], corner)
                        todo >>= 2
                        k += 1
                    if streams:
                        display.pixels(bufs[n - 1])
                    else:
                        display.blit(x, y, 20, 20 * n, bufs[n - 1])
                        y += 20 * n
                    i += n << 4
                if streams:
                    display.end_pixels()
        col += 1
    return drawn
