"""Assyria's tile sheet: 28x22 tiles for the map's hexes, drawn once (mapview's cells, AS-2).

A hex is a 28x18 cell with 4 px of ground below it (transparent), so a column of hexes is one
TileGrid at the board's 22 px pitch. Layers: the ground (desert, river, between the rivers, or
dim when out of play) with the hex's food as a letter on a tab of the food's colour (G grape,
P palm, S salt, B barley, D date); the piece (a hut: a square of the owner's colour with the
colour's letter R G B Y, never colour alone; a ziggurat: steps of the owner's colour with its
height); the legal-target frame; the cursor. 16 colours: 4 bits a pixel, 48 tiles = 14.8 KB.
"""

from cpconsole.sheet import TileSheet

W = 28
H = 22
CELL_H = 18
COLOURS = (
    0x000000,  # 0 transparent
    0xDECBA0,  # 1 desert
    0x96C8EB,  # 2 river
    0xBED7A0,  # 3 between the rivers
    0x464650,  # 4 out of play
    0x823CA0,  # 5 grape
    0x00783C,  # 6 palm
    0x82501E,  # 7 date
    0xE6BE28,  # 8 barley
    0xD55E00,  # 9 red
    0x009E73,  # 10 green
    0x0072B2,  # 11 blue
    0xF0E442,  # 12 yellow, and the legal targets' frame
    0xFFFFFF,  # 13 white: salt, ink
    0x000001,  # 14 black (not the transparent index)
    0x14143C,  # 15 a well
)
LANDS = (1, 2, 2, 3)  # by board REGION
OUT = 4
FOOD_COLOURS = (5, 6, 13, 8, 7)
FOOD_INK = (13, 13, 14, 14, 13)
FOOD_LETTERS = ("G", "P", "S", "B", "D")  # a str's letter would be looked up anew
PLAYER = (9, 10, 11, 12)
PLAYER_INK = (13, 13, 13, 14)
PLAYER_LETTERS = ("R", "G", "B", "Y")
YELLOW, WHITE, BLACK, WELL = 12, 13, 14, 15

BLANK = 0
GROUND0 = 1  # 25 tiles: land (4 by region, then out of play) * 5 + food
PIECE0 = 26  # 4 huts by colour, then 16 ziggurats: colour * 4 + height
LIT = 46
CURSOR = 47
COUNT = 48


def ground_tile(region, food, in_play):
    return GROUND0 + (region if in_play else 4) * 5 + food


def piece_tile(piece):
    """The piece layer's tile of a board value (0 none, 1 + colour a hut, 16 + colour * 4 +
    height a ziggurat)."""
    if not piece:
        return BLANK
    if piece < 16:
        return PIECE0 + piece - 1
    return PIECE0 + 4 + piece - 16


class Sheet(TileSheet):
    def __init__(self):
        TileSheet.__init__(self, W, H, COUNT, COLOURS)
        for land in range(5):
            for food in range(5):
                n = GROUND0 + land * 5 + food
                self.rect(n, 0, 0, W, CELL_H, LANDS[land] if land < 4 else OUT)
                self.rect(n, 0, 0, 9, 10, FOOD_COLOURS[food])
                self.letters(n, 2, -2, FOOD_LETTERS[food], FOOD_INK[food])
        for p in range(4):
            n = PIECE0 + p
            self.rect(n, 12, 3, 12, 12, PLAYER[p])
            self.letters(n, 15, 1, PLAYER_LETTERS[p], PLAYER_INK[p])
            for height in range(4):
                n = PIECE0 + 4 + p * 4 + height
                self.rect(n, 10, 12, 17, 5, PLAYER[p])
                self.rect(n, 13, 7, 11, 5, PLAYER[p])
                self.rect(n, 16, 2, 5, 5, PLAYER[p])
                self.letters(n, 2, 6, str(height), BLACK)
        self.frame(LIT, 0, 0, W, CELL_H, YELLOW)
        self.frame(LIT, 1, 1, W - 2, CELL_H - 2, YELLOW)
        self.frame(CURSOR, 0, 0, W, CELL_H, WHITE)
        self.frame(CURSOR, 1, 1, W - 2, CELL_H - 2, BLACK)
