"""Contest of Kings's tile sheet: 20x20 tiles for the table's places and the hand, drawn once.

A card shows its colour's letter on the colour (r b g k: never colour alone), a treasure card
"r*", a ship its name; a leader is a white badge with its dynasty's initial over its colour's
letter, on a layer of its own above the card (CK-4.1). The table's highlight and cursor are
tiles too. 16 colours: 4 bits a pixel, 30 tiles of 400 pixels = 6 KB of heap.
"""

from cpconsole.sheet import TileSheet

from engine_core.kings import DYNASTY_INITIALS, SHIP_NAMES

T = 20
COLOURS = (
    0x000000,  # 0 transparent
    0xD55E00,  # 1 red
    0x0072B2,  # 2 blue
    0x009E73,  # 3 green
    0x282828,  # 4 black
    0xFFFFFF,  # 5 white ink
    0x3C3C50,  # 6 an empty place's frame (console/colours.py KEY_OFF)
    0xF0E442,  # 7 highlight
    0x000001,  # 8 cursor's inner frame (black that is not the transparent index)
)
WHITE, EMPTY_FRAME, HIGHLIGHT, CURSOR_IN = 5, 6, 7, 8
LETTERS = "rbgk"

BLANK = 0
EMPTY = 1  # an empty place in a column
CARD0 = 2  # 4 cards by colour: the table's code - 1
TREASURE = 6  # a treasure card (red, wild at the end)
SHIP0 = 7  # 3 ships
LEADER0 = 10  # 16 badges: dynasty * 4 + colour
LIT = 26  # a legal target's frame
CURSOR = 27
COUNT = 28


def card_tile(code):
    """The tile of a table code (engine_core/kings: 0 empty, 1-4 a card, 5 treasure, 6+ a
    ship)."""
    if code == 0:
        return EMPTY
    if code <= 4:
        return CARD0 + code - 1
    if code == 5:
        return TREASURE
    return SHIP0 + code - 6


class Sheet(TileSheet):
    def __init__(self):
        TileSheet.__init__(self, T, T, COUNT, COLOURS)
        self.frame(EMPTY, 1, 1, 18, 18, EMPTY_FRAME)
        for c in range(4):
            self.card(CARD0 + c, c + 1, LETTERS[c])
        self.card(TREASURE, 1, "r*")
        for s in range(3):
            self.card(SHIP0 + s, 2, SHIP_NAMES[s])
        for d in range(4):
            for c in range(4):
                n = LEADER0 + d * 4 + c
                self.rect(n, 8, 1, 11, 18, WHITE)
                self.letters(n, 10, -2, DYNASTY_INITIALS[d], 4)
                self.letters(n, 10, 7, LETTERS[c], c + 1)
        self.frame(LIT, 0, 0, T, T, HIGHLIGHT)
        self.frame(LIT, 1, 1, 18, 18, HIGHLIGHT)
        self.frame(CURSOR, 0, 0, T, T, WHITE)
        self.frame(CURSOR, 1, 1, 18, 18, CURSOR_IN)
        self.frame(CURSOR, 2, 2, 16, 16, WHITE)

    def card(self, n, colour, words):
        self.rect(n, 1, 1, 18, 18, colour)
        self.letters(n, 2 if len(words) > 1 else 4, 2, words, WHITE)
