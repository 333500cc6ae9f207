"""The status strip (y 220-239, one line of the body face) and the private panel (40 px)."""

import framebuf
from console import colours as C
from console.compat import const
from console.gfx import BODY
from fonts.writer import draw_text

from games.tigris import glyphs

STRIP_Y = 220
TEXT_X = 24
_TEXT_W = const(296)
_WARN_W = const(44)  # "BAT!" at the strip's right end while the battery is low
PANEL_H = 40
_COUNT_X = const(64)  # the first colour's glyph in a panel row; the labels sit left of it
_COUNT_STEP = const(44)
_COUNT_W = const(42)  # a glyph and a count of up to two digits
EXTRA_X = 242


class Hud:
    """Draws only what changed: the strip's line is kept and repainted when its text differs."""

    def __init__(self, gfx):
        self.gfx = gfx
        self.invalidate()

    def invalidate(self):
        self.shown_symbol = -2
        self.shown_line = None
        self.shown_ink = -1
        self.shown_warn = None

    def strip(self, dynasty, line, ink, warn=False):
        """The symbol of the player who must decide and one line in `ink`."""
        g = self.gfx
        drew = False
        if dynasty != self.shown_symbol:
            fb = g.cell
            fb.fill(C.STRIP_BG)
            if dynasty >= 0:
                glyphs.dynasty_symbol(fb, dynasty, 4, 4, C.STRIP_TEXT)
            g.push_cell(0, STRIP_Y)
            g.fill(20, STRIP_Y, 4, 20, C.STRIP_BG)
            g.fill(TEXT_X, STRIP_Y, _TEXT_W, 1, C.STRIP_BG)
            g.fill(TEXT_X, STRIP_Y + 19, _TEXT_W, 1, C.STRIP_BG)
            self.shown_symbol = dynasty
            drew = True
        if line != self.shown_line or ink != self.shown_ink or warn != self.shown_warn:
            width = _TEXT_W - _WARN_W if warn else _TEXT_W
            g.line(TEXT_X, STRIP_Y + 1, line, ink, C.STRIP_BG, width)
            if warn:
                g.line(TEXT_X + width, STRIP_Y + 1, "BAT!", C.WARN, C.STRIP_BG, _WARN_W)
            self.shown_line = line
            self.shown_ink = ink
            self.shown_warn = warn
            drew = True
        return drew


def glyph_at(gfx, colour, x, y, bg=C.PANEL_BG):
    """A tile's 20x20 picture on a background (the panel's unless told)."""
    fb = gfx.cell
    fb.fill(bg)
    glyphs.tile(fb, colour)
    gfx.push_cell(x, y)


def treasure_at(gfx, x, y):
    fb = gfx.cell
    fb.fill(C.PANEL_BG)
    glyphs.treasure(fb, False)
    gfx.push_cell(x, y)


def panel_counts(gfx, y0, label1, counts1, label2, counts2, mark=-1, extra1="", extra2=""):
    """The private panel: two rows of a label, then per colour its glyph and a count.
    `mark` frames one colour's second-row count (the picker's selection); `extra1`/`extra2`
    go at the right end of each row."""
    gfx.fill(0, y0, 320, PANEL_H, C.PANEL_BG)
    for row in (0, 1):
        y = y0 + row * 20
        label = label1 if row == 0 else label2
        counts = counts1 if row == 0 else counts2
        gfx.line(2, y + 1, label, C.TEXT, C.PANEL_BG, _COUNT_X - 4)
        if counts is not None:
            buf = gfx.line_buf
            for c in range(4):
                # The glyph and its count in one 42x20 buffer, one blit: a window and a text
                # strip fewer per colour.
                fb = framebuf.FrameBuffer(buf, _COUNT_W, 20, framebuf.RGB565)
                fb.fill(C.PANEL_BG)
                glyphs.tile(fb, c)
                on = row == 1 and c == mark
                if on:
                    fb.fill_rect(21, 0, _COUNT_W - 21, 20, C.TEXT)
                draw_text(fb, BODY, "%d" % counts[c], 22, 1, C.PANEL_BG if on else C.TEXT)
                gfx.display.blit(_COUNT_X + c * _COUNT_STEP, y, _COUNT_W, 20, buf)
        extra = extra1 if row == 0 else extra2
        if extra:
            gfx.line(EXTRA_X, y + 1, extra, C.WARN, C.PANEL_BG, 320 - EXTRA_X)
