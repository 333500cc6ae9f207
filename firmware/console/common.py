"""Drawing shared by every page: clearing, a game's symbol, menu lists, hand-over, charge me."""

from console import colours as C

LIST_Y = 40
LIST_STEP = 22  # an 18 px line of the body face and a gap: the selection bar is 20 px
FOOTER_Y = 220


def clear(gfx, bg):
    gfx.fill(0, 0, 320, 240, bg)


def symbol(gfx, draw, which, x, y, bg, ink=None):
    """A game's 20x20 symbol (a player's, a piece's): `draw(fb, which, 4, 4, ink)` paints it."""
    fb = gfx.cell
    fb.fill(bg)
    draw(fb, which, 4, 4, C.TEXT if ink is None else ink)
    gfx.push_cell(x, y)


def draw_list(gfx, title, items, sel, full, bg=None, footer="UP/DOWN, A select, B back",
              old=-1):
    """A menu page; with full=False only the item lines are repainted (a selection move), and
    with `old` (the row selected before) only that row and the new one."""
    bg = C.SCREEN_BG if bg is None else bg
    if full:
        clear(gfx, bg)
        gfx.text2(16, 10, title, C.TITLE_TEXT, bg)
        gfx.line(16, FOOTER_Y, footer, C.DIM, bg)
    for i in range(len(items)):
        if not full and old >= 0 and i != old and i != sel:
            continue
        on = i == sel
        y = LIST_Y + i * LIST_STEP
        row_bg = C.SELECT_BG if on else bg
        gfx.fill(16, y - 1, 288, 1, row_bg)
        gfx.line(16, y, (" > " if on else "    ") + items[i], C.TEXT, row_bg, 288)
        gfx.fill(16, y + 18, 288, 1, row_bg)


HANDOVER_EVENTS = 7  # 20 px lines from y 62 down to the footer


def handover(gfx, who, why, recent, draw, which):
    """Shown whenever the player who must decide changes: nothing private on it (TE-13).
    `draw` and `which` give the player's symbol (see symbol())."""
    bg = C.HANDOVER_BG
    clear(gfx, bg)
    gfx.text2(16, 10, "Pass to " + who, C.TITLE_TEXT, bg)
    symbol(gfx, draw, which, 284, 10, bg)
    gfx.line(16, 36, who + ": " + why, C.TEXT, bg, 288)
    y = 62
    for line in recent[-HANDOVER_EVENTS:]:
        gfx.line(16, y, line, C.DIM, bg, 288)
        y += 20
    gfx.line(16, FOOTER_Y, "Press A when ready", C.TITLE_TEXT, bg)


def charge(gfx):
    """Battery critical: the game was saved first."""
    clear(gfx, C.CHARGE_BG)
    gfx.text2(16, 80, "Charge me", C.TITLE_TEXT, C.CHARGE_BG)
    gfx.line(16, 120, "Battery critical: game saved.", C.TEXT, C.CHARGE_BG)
    gfx.line(16, 142, "Connect the charger (USB-C).", C.TEXT, C.CHARGE_BG)
