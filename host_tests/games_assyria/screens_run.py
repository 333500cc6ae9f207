"""Assyria's two drawn screens on a position, under MicroPython: what they draw, item by item.

  micropython screens_run.py POSITION_FILE

Builds the game from POSITION_FILE (the text notation, ../shared/spec/notation-assyria.md) and
draws the food rows and cards (games/assyria/rowsview.py), then Assur and the tracks
(assurview.py), each with the real Gfx and the console's buffer. Everything drawn is printed,
one line an item:
  T text     a text in the body font (Gfx.text, fonts.writer.draw_text)
  t text     a text in framebuf's 8 px font, outside the map's symbols
  F food     a food's symbol (games/assyria/mapview.food_tab)
  M colour   a player's mark (mapview.hut)
  N number   a figure (mapview.number)
  S name     the screen just drawn
"""

import sys

import framebuf
from console.gfx import Gfx
from fonts import writer
from games.assyria import mapview

from engine_core.assyria import Game

W = 320
H = 240
_symbol = [0]  # inside a food symbol or a mark: their letters are the symbol, not words


class Panel:
    """The display contract with nothing behind it: what reaches the panel is checked on the
    simulator's decoded panel (test_assyria_screens.py); here only what is drawn counts."""

    width = W
    height = H

    def blit(self, x, y, w, h, buf):
        pass

    def fill_rect(self, x, y, w, h, colour):
        pass


class WordsGfx(Gfx):
    def text(self, x, y, s, *rest):
        print("T " + s)
        _symbol[0] += 1  # its strips draw it again through draw_text
        x = Gfx.text(self, x, y, s, *rest)
        _symbol[0] -= 1
        return x


class Recording(framebuf.FrameBuffer):
    def text(self, s, x, y, c=1):
        if not _symbol[0]:
            print("t " + s)
        super().text(s, x, y, c)


class Framebuf:
    FrameBuffer = Recording
    RGB565 = framebuf.RGB565
    MONO_HLSB = framebuf.MONO_HLSB


def wrap(name, tag):
    real = getattr(mapview, name)

    def drawn(fb, which, *rest):
        print("%s %d" % (tag, which))
        _symbol[0] += 1
        real(fb, which, *rest)
        _symbol[0] -= 1

    setattr(mapview, name, drawn)


def main():
    with open(sys.argv[1]) as f:
        game = Game.from_text(f.read())
    real_draw_text = writer.draw_text

    def draw_text(fb, font, s, *rest):
        if not _symbol[0]:
            print("T " + s)
        return real_draw_text(fb, font, s, *rest)

    writer.draw_text = draw_text
    mapview.framebuf = Framebuf
    wrap("food_tab", "F")
    wrap("hut", "M")
    real_number = mapview.number

    def number(fb, n, *rest):
        print("N %d" % n)
        real_number(fb, n, *rest)

    mapview.number = number
    # Imported after the patches: they take mapview's names when they load.
    from games.assyria import assurview, rowsview

    gfx = WordsGfx(Panel())
    for name, module in (("rows", rowsview), ("assur", assurview)):
        module.draw(gfx, game)
        print("S " + name)


main()
