"""Assyria's hand-over symbol for Continue's page, drawn before the game is loaded."""

from console import colours as C
from drivers.panel import rgb565


def player_mark(fb, which, x, y, ink):
    """A colour's letter in a square of that colour, as view.py player_mark. The page lets
    this module go once drawn (console/resumepage.py): the game's view draws its own."""
    # mapview.py PLAYER_COLOURS, not imported: that module loads the engine's board.
    fb.fill_rect(x, y, 12, 12, (rgb565(213, 94, 0), rgb565(0, 158, 115), rgb565(0, 114, 178),
                                rgb565(240, 228, 66))[which])
    fb.text(("R", "G", "B", "Y")[which], x + 2, y + 2, C.BLACK)
