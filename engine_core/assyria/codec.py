"""encode()/decode(): a game as compact bytes (about 400), checked on the way back in."""

from .game import Game

_VERSION = 1


def encode(g):
    """Version, playing colours (bit mask), then every state array in journal order."""
    mask = 0
    for c in g.colours:
        mask |= 1 << c
    out = bytearray((_VERSION, mask))
    for arr in g._arrs:
        out.extend(arr)
    return bytes(out)


def decode(data):
    """The game `data` holds; ValueError naming the field on anything the engine cannot reach.

    The bytes are read into a game, which is then written out as a position and read back by
    the notation's reader: every check that reader makes (pieces adding up, legal places, a
    decision to take) applies to saved games too, and the message names the offending field.
    """
    data = bytes(data)
    if len(data) < 2 or data[0] != _VERSION:
        raise ValueError("version: not an Assyria game of this engine")
    mask = data[1]
    colours = bytes(c for c in range(4) if mask >> c & 1)
    if mask >> 4 or not 2 <= len(colours) <= 4:
        raise ValueError("colours: 2 to 4 playing colours")
    g = Game(colours)
    k = 2
    for arr in g._arrs:
        if k + len(arr) > len(data):
            raise ValueError("length: the data ends too early")
        arr[:] = data[k : k + len(arr)]
        k += len(arr)
    if k != len(data):
        raise ValueError("length: %d bytes too many" % (len(data) - k))
    from .notation import from_text, to_text

    try:
        text = to_text(g)
    except (IndexError, ValueError, KeyError) as err:
        raise ValueError("state: a field holds a value the engine never writes") from err
    back = from_text(text)
    if encode(back) != data:
        raise ValueError("state: a field holds a value the engine never writes")
    return back
