"""Drawing every game screen shares while it runs: clearing, a game's symbol, the hand-over page.

What only the menus draw (lists, "charge me") is in console/page.py, loaded with the pages.
"""

from console import colours as C


def clear(gfx, bg):
    gfx.fill(0, 0, 320, 240, bg)


def symbol(gfx, draw, which, x, y, bg, ink=None):
    """A game's 20x20 symbol (a player's, a piece's): `draw(fb, which, 4, 4, ink)` paints it."""
    fb = gfx.cell
    fb.fill(bg)
    draw(fb, which, 4, 4, C.TEXT if ink is None else ink)
    gfx.push_cell(x, y)


def handover(gfx, who, why, recent, draw, which):
    """Shown whenever the player who must decide changes: nothing private on it (TE-13).
    `draw` and `which` give the player's symbol (see symbol())."""
    bg = C.HANDOVER_BG
    clear(gfx, bg)
    gfx.text2(16, 16, "Pass to " + who, C.TITLE_TEXT, bg)
    symbol(gfx, draw, which, 284, 14, bg)
    gfx.text(16, 44, who + ": " + why, C.TEXT, bg)
    y = 68
    for line in recent[-8:]:
        gfx.text(16, y, line[:36], C.DIM, bg)
        y += 12
    gfx.text(16, 220, "Press A when ready", C.TITLE_TEXT, bg)
