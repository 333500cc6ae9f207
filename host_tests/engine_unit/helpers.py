"""Builds small test positions in the notation from a sparse description of the board."""

from engine_core.tigris import Game
from engine_core.tigris.layout import LAYOUTS
from engine_core.tigris.notation import parse_cell

NAMES = ("archer", "bull", "pot", "lion")


def position(
    cells,
    players=2,
    hands=None,
    board="classic",
    variants="",
    turn="archer 0",
    scores=None,
    bag="r20 b20 g20 k20",
    seed=12345,
    monuments=(),
    catastrophes=2,
    spare_treasures=True,
):
    """Position text: `cells` maps names like 'f3' to grid tokens; the rest is empty land/river.

    Three far-off treasures are added unless told otherwise, so the game does not end at the
    first turn end (TE-11.1).
    """
    river = LAYOUTS[1 if board == "alternative" else 0][0]
    grid = ["~" if river[i] else "." for i in range(176)]
    if spare_treasures:
        for name in ("a1", "p1", "a11"):
            grid[parse_cell(name)] = "r*"
    for name, tok in cells.items():
        grid[parse_cell(name)] = tok
    names = NAMES[:players]
    lines = ["tigris 1", "board " + board, "players " + " ".join(names)]
    if variants:
        lines.append("variants " + variants)
    lines += ["turn " + turn, "grid"]
    for r in range(11):
        lines.append(" ".join(grid[r * 16 : r * 16 + 16]))
    for m in monuments:
        lines.append("monument " + m)
    hands = hands or {}
    scores = scores or {}
    for n in names:
        lines.append("hand %s %s" % (n, hands.get(n, "r2 b2 g1 k1")))
    for n in names:
        lines.append("score %s %s" % (n, scores.get(n, "r0 b0 g0 k0 t0")))
    for n in names:
        lines.append("catastrophes %s %d" % (n, catastrophes))
    lines.append("bag " + bag)
    lines.append("seed %d" % seed)
    return "\n".join(lines) + "\n"


def game(cells, **kw):
    return Game.from_text(position(cells, **kw))


def play(g, *lines):
    """Apply action lines (with or without a dynasty prefix); returns the game."""
    for line in lines:
        g.apply(g.action_from_text(line))
    return g


def cell(name):
    return parse_cell(name)
