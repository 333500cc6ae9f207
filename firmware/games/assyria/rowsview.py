"""Assyria's second screen: the two food rows, and every player's cards, all as drawn cards.

Its title line tells how many food cards are left in the deck and expansion cards face down.
Drawn above the map's lines (view.py); all public (AS-7). A column is the pair of cards a
harvest takes (AS-4.2): its number (what `harvest 3` names) with the mark of whoever chose it
this harvest under it, then its card of each row; an empty place is an outline. Then each
player's hand in turn order beside their mark: card by card while a line holds it, else each
kind once with its count. What is harvested and what can feed the huts, on one screen.
"""

from console import colours as C
from fonts import sans17, writer

from engine_core.compat import const
from games.assyria.mapview import EMPTY, FOOD_COLOURS, GROUND, food_tab, hut, number, tiles

_CARD = const(0x7BCE)  # rgb565(200, 205, 220): a card's face, every food's tab shows on it
_CARD_EDGE = const(0xFFFF)  # white
CARD_W = const(37)
CARD_H = const(16)
CARD_STEP = const(40)  # a card and the gap to the next
_WILD = const(15)
_COLUMN_X = const(8)  # the first column's left; a column every 62 px: its number, its cards
_COLUMN_DX = const(62)
_COLUMN_Y = const(22)
_PLOW = const(16)  # the plow card in a hand (the engine's PLOW: not a food card kind)
_HAND_Y = const(62)
_HAND_X = const(22)
NO_CARDS = "no cards"  # a hand with none
_HAND_DY = const(20)
_LINE_W = const(318)
_COUNT_W = const(18)  # "x2" after a card that stands for several


def card(fb, k, x, y):
    """A card: its food's symbol once per symbol on it (AS-1: 1 to 3), a wild card the five
    foods' colours side by side (it feeds a hut of any food, AS-4.3b), a plow card the word."""
    fb.fill_rect(x, y, CARD_W, CARD_H, _CARD)
    fb.rect(x, y, CARD_W, CARD_H, _CARD_EDGE)
    top = y + 3
    if k == _WILD:
        for f in range(5):
            fb.fill_rect(x + 3 + 6 * f + (f > 2), top, 5, 10, FOOD_COLOURS[f])
    elif k == _PLOW:
        fb.text("plow", x + 3, top + 1, C.BLACK)
    else:
        n = k % 3 + 1
        left = x + (CARD_W - 11 * n + 2) // 2
        for i in range(n):
            food_tab(fb, k // 3, left + 11 * i, top)


def draw_column(fb, left, w, arg):
    game, c = arg
    x = _COLUMN_X + _COLUMN_DX * c - left
    number(fb, c + 1, x + 5, -1, C.TEXT)
    for s in range(game.num_players):
        if game.st[28 + s] == c:  # the seat's column this harvest, 255 none yet (AS-4.2)
            hut(fb, game.colours[s], x, 19)
    for r in range(2):
        k = game.rows[5 * r + c]
        y = r * (CARD_H + 3)
        if k == 255:  # an empty place stays empty: its outline only (AS-4.1, deck ran dry)
            fb.rect(x + 11, y, CARD_W, CARD_H, EMPTY)
        else:
            card(fb, k, x + 11, y)


def draw_hand(fb, left, w, arg):
    game, s, slots, more, step = arg
    hut(fb, game.colours[s], 4 - left, 3)
    if not slots and not more:
        writer.draw_text(fb, sans17, NO_CARDS, _HAND_X - left, 0, C.DIM)
    x = _HAND_X - left
    for k, n in slots:
        if x >= w:
            return  # the rest is right of this tile (a line takes several)
        if x + CARD_W > 0:  # (cards wholly left of it were drawn in the tiles before)
            card(fb, k, x, 1)
        x += step
        if n > 1:
            fb.text("x", x - 2, 6, C.TEXT)
            number(fb, n, x + 10, -1, C.TEXT)
            x += _COUNT_W
    if more:  # the cards that did not fit: how many
        fb.text("+", x, 6, C.TEXT)
        number(fb, more, x + 16, -1, C.TEXT)


def hands(gfx, game):
    """Each player's cards on a line after their mark, in turn order: food cards in the
    notation's order, then the plow card; card by card while the line holds them all, else
    each kind once with its count (the cards touching if need be), and if even that is too
    long, how many more at the end."""
    y = _HAND_Y
    for s in game.turn_order():
        slots = [(k, game.hand[16 * s + k]) for k in range(16) if game.hand[16 * s + k]]
        if game.seat[s * 9 + 4]:  # the seat's plow register (seatview.py)
            slots.append((_PLOW, game.seat[s * 9 + 4]))
        total = counted = 0
        for slot in slots:
            total += slot[1]
            counted += slot[1] > 1
        step = CARD_STEP
        if _HAND_X + total * step <= _LINE_W:
            single = []
            for k, n in slots:
                single += [(k, 1)] * n
            slots = single
            counted = 0
        elif _HAND_X + len(slots) * step + counted * _COUNT_W > _LINE_W:
            step = CARD_W
        width = _HAND_X + len(slots) * step + counted * _COUNT_W
        if width > _LINE_W:
            width = _LINE_W - 34  # room for "+N"
        x = _HAND_X
        shown = []
        more = 0
        for slot in slots:
            w = step + (_COUNT_W if slot[1] > 1 else 0)
            if more or x + w > width:
                more += slot[1]
            else:
                shown.append(slot)
                x += w
        # The tiles' width: the cards, "+N", or the words of an empty hand whole.
        right = x + (34 if more else 0) + (
            0 if shown or more else writer.text_width(sans17, NO_CARDS) + writer.OVERHANG)
        tiles(gfx, 0, right, y, 18, draw_hand, (game, s, shown, more, step))
        y += _HAND_DY


def draw(gfx, game):
    """The screen on its filled ground, from the top of the panel down to the map's lines."""
    # The food deck the rows are sown from (AS-4.1) and the expansion cards still face down
    # (AS-3, AS-4.5): st 11 and 12 (seatview.py's "deck_size", "expansion_deck_size").
    gfx.text(4, 0, "Food rows   deck %d, expansion %d" % (game.st[11], game.st[12]),
             C.TITLE_TEXT, GROUND, 0, sans17)
    # Places in a row: 3, 4 or 5 with 2, 3 or 4 players (AS-4.1).
    for c in range(game.num_players + 1):
        x = _COLUMN_X + _COLUMN_DX * c
        tiles(gfx, x, x + 11 + CARD_W, _COLUMN_Y, 2 * CARD_H + 3, draw_column, (game, c))
    hands(gfx, game)
