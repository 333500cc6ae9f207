"""Drawing every game screen shares while it runs: clearing, a game's symbol, the hand-over page.

What only the menus draw (lists, "charge me") is in console/page.py and charge.py, loaded when
used.
"""

# build: intern strings (loaded all through a game: tools/mpy_strings.py)
from console import colours as C
from console.compat import const


def clear(gfx, bg):
    gfx.fill(0, 0, 320, 240, bg)


def symbol(gfx, draw, which, x, y, bg, ink=None):
    """A game's 20x20 symbol (a player's, a piece's): `draw(fb, which, 4, 4, ink)` paints it."""
    fb = gfx.cell
    fb.fill(bg)
    draw(fb, which, 4, 4, C.TEXT if ink is None else ink)
    gfx.push_cell(x, y)


# 20 px lines: with the heading, the reason and the footer, a whole screen.
_HANDOVER_EVENTS = const(7)
FOOTER_Y = 220


def handover_top(events):
    """The top of the hand-over panel over a game's board for `events` lines of what happened:
    on the board's 20 px rows, from the screen's foot up (the strip's row and one row a line)."""
    return 160 - 20 * min(events, _HANDOVER_EVENTS)


def handover_events(recent, told):
    """The event lines a hand-over shows: the newest of `recent` (the lines the game keeps),
    and when `told` lines happened and not all are shown, first a line that counts the others
    and says where to read them."""
    shown = recent[-_HANDOVER_EVENTS:]
    more = max(told, len(recent)) - len(shown)
    if more > 0:
        if len(shown) == _HANDOVER_EVENTS:
            shown = shown[1:]
            more += 1
        shown = ["%d more before: MENU, Game log" % more] + shown
    return shown


def handover(gfx, top, who, why, shown, draw, which):
    """Shown whenever the player who must decide changes: nothing private on it (TE-13). A
    panel from `top` (handover_top()) down over the public board, with the event lines `shown`
    (handover_events()). `draw` and `which` give the player's symbol (see symbol())."""
    bg = C.HANDOVER_BG
    gfx.fill(0, top, 320, 240 - top, bg)
    y = top + 4
    gfx.text2(16, y, "Pass to " + who, C.TITLE_TEXT, bg)
    symbol(gfx, draw, which, 284, y - 2, bg)
    gfx.line(16, y + 20, who + ": " + why, C.TEXT, bg, 288)
    y += 40
    for line in shown:
        gfx.line(16, y, line, C.DIM, bg, 288)
        y += 20
    gfx.line(16, FOOTER_Y, "Press A when ready", C.TITLE_TEXT, bg)
