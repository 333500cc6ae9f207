"""Both board sides (TE-1.1, TE-2.1, TE-12.2) and neighbour tables, built once at import."""


# Shared constants as private const() copies: MicroPython inlines them, so they cost no
# heap (host_tests/engine_unit/test_constants.py checks them against __init__.py/state.py).
_CELLS = const(176)
_HEIGHT = const(11)
_WIDTH = const(16)

_CLASSIC = (
    "....~~~~~.T.~..."
    ".C..~.......~..C"
    "...~~T......~~.."
    "~~~~.........~~~"
    ".............T~~"
    "..............~."
    "~~~~....T...~~~."
    ".C.~~~~.....~..."
    "......~~~~~~~.C."
    ".....T.........."
    "..........T....."
)

_ALTERNATIVE = (
    "..~~T....T.....~"
    "..~~..........T~"
    ".C~~...........~"
    "..~...T....T~~~~"
    "..~.........~..."
    "..~T........~..C"
    "..~~........~~.."
    "C..~~~.T....T~.."
    ".....~~~.....~.."
    "....C.~~~~~~~~.."
    "......~..C....C."
)


def _build(text):
    river = bytearray(_CELLS)
    temples = []
    specials = []
    for i in range(_CELLS):
        ch = text[i]
        if ch == "~":
            river[i] = 1
        elif ch == "T" or ch == "C":
            temples.append(i)
            if ch == "C":
                specials.append(i)
    return bytes(river), bytes(temples), bytes(specials)


# Per board: (river flags, start temple cells with treasure, cells whose treasure goes first).
LAYOUTS = (_build(_CLASSIC), _build(_ALTERNATIVE))


def _neighbours():
    # 4 entries per cell (up, left, right, down), 255 off the board.
    nb = bytearray(_CELLS * 4)
    for i in range(_CELLS):
        r = i // _WIDTH
        c = i % _WIDTH
        nb[i * 4] = i - _WIDTH if r > 0 else 255
        nb[i * 4 + 1] = i - 1 if c > 0 else 255
        nb[i * 4 + 2] = i + 1 if c < _WIDTH - 1 else 255
        nb[i * 4 + 3] = i + _WIDTH if r < _HEIGHT - 1 else 255
    return bytes(nb)


NEIGHBOURS = _neighbours()
# No function of this module outlives the import, so its code and the board texts can go.
del _CLASSIC, _ALTERNATIVE, _build, _neighbours

# Copied over scratch buffers to clear them in one step.
ZEROS = bytes(_CELLS)

# Which board values connect a region (TE-3.1): tiles, flipped, ziggurat, leaders; not
# empty cells or catastrophes.
CONNECTS = bytes([0, 1, 1, 1, 1, 0, 1, 1] + [0] * 8 + [1] * 16)
