"""A tile sheet: one 16-colour displayio Bitmap of equal tiles, drawn once, shown by TileGrids.

Palette index 0 is transparent, so a TileGrid layered over another shows the one below wherever
its tile leaves index 0. Letters come from the built-in terminalio font's glyphs, copied pixel by
pixel (the font lives in the firmware's flash; only the sheet costs heap: 4 bits a pixel).
"""

import displayio
import terminalio

COLUMNS = 16  # tiles per row of the sheet


class TileSheet:
    def __init__(self, tile_w, tile_h, count, colours):
        self.tw = tile_w
        self.th = tile_h
        rows = (count + COLUMNS - 1) // COLUMNS
        self.bitmap = displayio.Bitmap(COLUMNS * tile_w, rows * tile_h, 16)
        self.palette = displayio.Palette(16)
        for i, c in enumerate(colours):
            self.palette[i] = c
        self.palette.make_transparent(0)

    def grid(self, width, height, default=0, x=0, y=0):
        """A TileGrid of width x height cells over this sheet."""
        return displayio.TileGrid(self.bitmap, pixel_shader=self.palette, width=width,
                                  height=height, tile_width=self.tw, tile_height=self.th,
                                  default_tile=default, x=x, y=y)

    # -- primitives on one tile ----------------------------------------------------------------
    def rect(self, n, x, y, w, h, c):
        bmp = self.bitmap
        ox = (n % COLUMNS) * self.tw + x
        oy = (n // COLUMNS) * self.th + y
        for yy in range(oy, oy + h):
            for xx in range(ox, ox + w):
                bmp[xx, yy] = c

    def dot(self, n, x, y, c):
        self.bitmap[(n % COLUMNS) * self.tw + x, (n // COLUMNS) * self.th + y] = c

    def frame(self, n, x, y, w, h, c):
        self.rect(n, x, y, w, 1, c)
        self.rect(n, x, y + h - 1, w, 1, c)
        self.rect(n, x, y, 1, h, c)
        self.rect(n, x + w - 1, y, 1, h, c)

    def letters(self, n, x, y, words, c):
        """`words` in the 6x12 terminal font, the glyphs' top-left at (x, y) of tile n; only
        the glyphs' ink is drawn."""
        font = terminalio.FONT
        for ch in words:
            g = font.get_glyph(ord(ch))
            src = g.bitmap
            # The font's bitmap holds its glyphs side by side (CircuitPython) or one each
            # (Blinka): tile_index picks the glyph's box either way.
            per_row = src.width // g.width
            sx = (g.tile_index % per_row) * g.width
            sy = (g.tile_index // per_row) * g.height
            for yy in range(g.height):
                for xx in range(g.width):
                    if src[sx + xx, sy + yy] and 0 <= x + xx < self.tw and 0 <= y + yy < self.th:
                        self.dot(n, x + xx, y + yy, c)
            x += g.shift_x
