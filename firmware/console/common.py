"""Drawing shared by every page: clearing, a game's symbol, menu lists, hand-over, charge me."""

from console import colours as C

LIST_Y = 56
LIST_STEP = 16


def clear(gfx, bg):
    gfx.fill(0, 0, 320, 240, bg)


def symbol(gfx, draw, which, x, y, bg, ink=None):
    """A game's 20x20 symbol (a player's, a piece's): `draw(fb, which, 4, 4, ink)` paints it."""
    fb = gfx.cell
    fb.fill(bg)
    draw(fb, which, 4, 4, C.TEXT if ink is None else ink)
    gfx.push_cell(x, y)


def draw_list(gfx, title, items, sel, full, bg=None, footer="UP/DOWN, A select, B back"):
    """A menu page; with full=False only the item lines are repainted (a selection move)."""
    bg = C.SCREEN_BG if bg is None else bg
    if full:
        clear(gfx, bg)
        gfx.text2(16, 16, title, C.TITLE_TEXT, bg)
        gfx.text(16, 224, footer, C.DIM, bg)
    for i in range(len(items)):
        on = i == sel
        gfx.text(16, LIST_Y + i * LIST_STEP, (" > " if on else "   ") + items[i],
                 C.TEXT, C.SELECT_BG if on else bg, 288)


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


def charge(gfx):
    """Battery critical: the game was saved first."""
    clear(gfx, C.CHARGE_BG)
    gfx.text2(16, 90, "Charge me", C.TITLE_TEXT, C.CHARGE_BG)
    gfx.text(16, 130, "Battery critical: game saved.", C.TEXT, C.CHARGE_BG)
    gfx.text(16, 146, "Connect the charger (USB-C).", C.TEXT, C.CHARGE_BG)
