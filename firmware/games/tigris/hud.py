"""The status strip (y 220-239) and the private panel (40 px over two board rows)."""

from console import colours as C

from games.tigris import glyphs

STRIP_Y = 220
TEXT_X = 24
TEXT_W = 296
PANEL_H = 40


class Hud:
    """Draws only what changed: each strip line is kept and repainted when its text differs."""

    def __init__(self, gfx):
        self.gfx = gfx
        self.invalidate()

    def invalidate(self):
        self.shown_symbol = -2
        self.shown_line1 = None
        self.shown_line2 = None
        self.shown_warn = None

    def strip(self, dynasty, line1, line2, warn=False):
        g = self.gfx
        drew = False
        if dynasty != self.shown_symbol:
            fb = g.cell
            fb.fill(C.STRIP_BG)
            if dynasty >= 0:
                glyphs.dynasty_symbol(fb, dynasty, 4, 4, C.STRIP_TEXT)
            g.push_cell(0, STRIP_Y)
            g.fill(20, STRIP_Y, 4, 20, C.STRIP_BG)
            g.fill(TEXT_X, STRIP_Y, TEXT_W, 2, C.STRIP_BG)
            g.fill(TEXT_X, STRIP_Y + 10, TEXT_W, 1, C.STRIP_BG)
            g.fill(TEXT_X, STRIP_Y + 19, TEXT_W, 1, C.STRIP_BG)
            self.shown_symbol = dynasty
            drew = True
        if line1 != self.shown_line1 or warn != self.shown_warn:
            g.text(TEXT_X, STRIP_Y + 2, line1, C.STRIP_TEXT, C.STRIP_BG, TEXT_W - 32)
            g.text(TEXT_X + TEXT_W - 32, STRIP_Y + 2, "BAT!" if warn else "",
                   C.WARN, C.STRIP_BG, 32)
            self.shown_line1 = line1
            self.shown_warn = warn
            drew = True
        if line2 != self.shown_line2:
            g.text(TEXT_X, STRIP_Y + 11, line2, C.WARN, C.STRIP_BG, TEXT_W)
            self.shown_line2 = line2
            drew = True
        return drew


def _glyph_at(gfx, colour, x, y):
    fb = gfx.cell
    fb.fill(C.PANEL_BG)
    glyphs.tile(fb, colour)
    gfx.push_cell(x, y)


def panel_counts(gfx, y0, label1, counts1, label2, counts2, mark=-1, extra1="", extra2=""):
    """The private panel: two rows of a label, then per colour its glyph and a count.
    `mark` frames one colour's second-row count (the picker's selection)."""
    gfx.fill(0, y0, 320, PANEL_H, C.PANEL_BG)
    for row in (0, 1):
        y = y0 + row * 20
        label = label1 if row == 0 else label2
        counts = counts1 if row == 0 else counts2
        gfx.text(2, y + 6, label, C.TEXT, C.PANEL_BG)
        if counts is None:
            continue
        for c in range(4):
            x = 56 + c * 46
            _glyph_at(gfx, c, x, y)
            fg = C.PANEL_BG if (row == 1 and c == mark) else C.TEXT
            bg = C.TEXT if (row == 1 and c == mark) else C.PANEL_BG
            gfx.text(x + 22, y + 6, "%d" % counts[c], fg, bg, 16)
        extra = extra1 if row == 0 else extra2
        if extra:
            gfx.text(242, y + 6, extra, C.WARN, C.PANEL_BG, 78)
