"""Where a well's notch goes on a hex's cell, for both front ends (games/assyria/mapview.py and
the CircuitPython edition's cpgames/assyria/view.py): on the side towards the well's corner."""

from engine_core.assyria.board import CORNERS


def notch(h, corner, cell_xy, width, height):
    """(x, y) of the 6x6 notch of `corner`'s well inside hex h's cell (width x height px, each
    hex's cell placed by the front end's cell_xy): towards the corner's two other hexes."""
    x0, y0 = cell_xy(h)
    dx = dy = 0
    for k in range(3):
        other = CORNERS[3 * corner + k]
        if other != h:
            ox, oy = cell_xy(other)
            dx += ox - x0
            dy += oy - y0
    x = 0 if dx < -8 else (width - 6 if dx > 8 else width // 2 - 3)
    y = 0 if dy < -8 else (height - 6 if dy > 8 else height // 2 - 3)
    return x, y
