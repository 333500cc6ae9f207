"""What the screen tests know of the UI: its palette (read from firmware/console/colours.py) and
how a board cell is told apart on the glass (firmware/games/tigris/LAYOUT.md: 16x11 cells of
20x20 px at (0, 0)).

A cell is read from the colours the panel shows, never from the firmware's objects: the colour
most present in the cell's inner square (3..16, clear of the cursor frame and kingdom outline)
among the ground colours says what lies there; a tile fills its square to the corner (3, 3) while
a leader is a disc, so that corner still shows the land (firmware/games/tigris/glyphs.py).
"""

import ast
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
for _p in (os.path.join(ROOT, "tools"), os.path.join(ROOT, "tools", "sim")):
    if _p not in sys.path:
        sys.path.insert(0, _p)

import panel_model  # noqa: E402

CELL = 20
COLS = 16
ROWS = 11
INNER = range(3, 17)
LEADER_BASE = 16
CATASTROPHE = 5
FLIPPED = 6


def palette():
    """name -> RGB565 value as the panel shows it, from the rgb565(r, g, b) calls in colours.py;
    TILE is a tuple of four."""
    with open(os.path.join(ROOT, "firmware", "console", "colours.py")) as f:
        tree = ast.parse(f.read())

    def value(node):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "rgb565":
            return panel_model.rgb565(*(ast.literal_eval(a) for a in node.args))
        if isinstance(node, ast.Tuple):
            return tuple(value(e) for e in node.elts)
        raise ValueError("colours.py: unexpected %s" % ast.dump(node))

    out = {}
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
            out[stmt.targets[0].id] = value(stmt.value)
    return out


class CellReader:
    """Reads what each board cell shows in a frame."""

    def __init__(self, colours=None):
        c = colours or palette()
        self.c = c
        self.ground = {c["LAND"]: "land", c["RIVER"]: "river", c["CATA"]: "catastrophe"}
        for colour, value in enumerate(c["TILE"]):
            self.ground[value] = colour

    def read(self, frame, cell):
        """('land'|'river'|'catastrophe', None) or ('tile'|'leader', colour 0..3)."""
        x0 = (cell % COLS) * CELL
        y0 = (cell // COLS) * CELL
        counts = {}
        for y in INNER:
            for x in INNER:
                v = frame.pixel565(x0 + x, y0 + y)
                if v in self.ground:
                    counts[v] = counts.get(v, 0) + 1
        if not counts:
            return ("unknown", None)
        main = max(counts, key=counts.get)
        what = self.ground[main]
        if isinstance(what, str):
            return (what, None)
        if frame.pixel565(x0 + 3, y0 + 3) == main:
            return ("tile", what)
        return ("leader", what)


def expected(game, cell):
    """What the engine says the cell should show, in CellReader's terms."""
    v = game.board[cell]
    if v == 0:
        return ("river", None) if game.river[cell] else ("land", None)
    if 1 <= v <= 4:
        return ("tile", v - 1)
    if v == CATASTROPHE:
        return ("catastrophe", None)
    if v >= LEADER_BASE:
        return ("leader", (v - LEADER_BASE) & 3)
    return ("other", v)  # monument squares and ziggurats: checked by the caller if present


def board_mismatches(frame, game, reader=None):
    """Cells whose look disagrees with the engine, as (cell, seen, expected)."""
    reader = reader or CellReader()
    out = []
    for cell in range(COLS * ROWS):
        want = expected(game, cell)
        if want[0] == "other":
            continue
        seen = reader.read(frame, cell)
        if seen != want:
            out.append((cell, seen, want))
    return out


def count(frame, colour, box=(0, 0, 320, 240)):
    """How many pixels of a box show one RGB565 value."""
    return sum(1 for v in frame.region565(*box) if v == colour)
