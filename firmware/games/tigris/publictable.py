"""The public table: every player's public counts over the board, one key (B) away (TE-13).

Leaders in supply, catastrophe tiles left, treasures taken and tiles in hand are public (the
hand's colours are not: only its size is shown), so no REVEAL is needed.
"""

from console import colours as C

from games.tigris import glyphs
from games.tigris.flow import name

NO_CELL = 255
TOP = 46  # the first player's row
ROW = 36
LEADERS_X = 100
CATA_X = 196
TREASURE_X = 244
HAND_X = 290


def draw(gfx, game):
    g = game
    bg = C.SCREEN_BG
    gfx.fill(0, 0, 320, 220, bg)
    gfx.line(8, 2, "Public table", C.TITLE_TEXT, bg)
    gfx.line(200, 2, "B closes", C.DIM, bg)
    # The columns: leader discs, a catastrophe tile, a treasure, the hand's size.
    gfx.line(LEADERS_X, TOP - 22, "In supply", C.DIM, bg)
    gfx.line(HAND_X - 14, TOP - 22, "Hand", C.DIM, bg)
    fb = gfx.cell
    for seat in range(g.num_players):
        y = TOP + seat * ROW
        dyn = g.dynasties[seat]
        fb.fill(bg)
        glyphs.dynasty_symbol(fb, dyn, 4, 4, C.TEXT)
        gfx.push_cell(8, y)
        gfx.line(30, y + 1, name(g, seat), C.TEXT, bg, 66)
        for colour in range(4):
            fb.fill(bg)
            if g.leader_cell(seat, colour) == NO_CELL:
                glyphs.leader(fb, dyn, colour)
            gfx.push_cell(LEADERS_X + colour * 22, y)
        fb.fill(bg)
        glyphs.catastrophe(fb)
        gfx.push_cell(CATA_X, y)
        gfx.line(CATA_X + 22, y + 1, "%d" % g.catastrophes_left(seat), C.TEXT, bg, 24)
        fb.fill(bg)
        glyphs.treasure(fb, False)
        gfx.push_cell(TREASURE_X, y)
        gfx.line(TREASURE_X + 22, y + 1, "%d" % g.treasures_held(seat), C.TEXT, bg, 24)
        gfx.line(HAND_X, y + 1, "%d" % sum(g.hand(seat)), C.TEXT, bg, 30)
    gfx.line(8, TOP + g.num_players * ROW, "Tiles in the bag: %d" % g.bag_count(),
             C.TEXT, bg)
