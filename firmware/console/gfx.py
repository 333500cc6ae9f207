"""Small preallocated drawing buffers (a board cell, a text strip) pushed with display.blit."""

import framebuf
from fonts import sans17, writer

from console.compat import const

_RGB = framebuf.RGB565
_SCRATCH = const(3360)  # as the panel driver's: text goes out in 93 px strips of a sans17 line, not
# an 11.5 KB line; a row of four board cells

BODY = sans17  # every line a player must read: 18 px = 3.2 mm on the 2.8-inch panel


def small():
    """The face for dense tables only (sans13, 13 px = 2.3 mm), imported on first use: the
    game screen never needs it (2 KB of heap)."""
    from fonts import sans13

    return sans13


class Gfx:
    """Owns every pixel buffer the UI uses: no full-screen framebuffer (it would take 150 KB)."""

    def __init__(self, display):
        self.display = display
        # One buffer holds a row of board cells or a strip of a text line (3.3 KB): each
        # drawing fills it and pushes it before the next one starts, so none needs its own. It
        # is the panel driver's fill buffer where the driver offers it (drivers/panel.py).
        buf = getattr(display, "scratch", None) or bytearray(_SCRATCH)
        # The buffer as one row of pixels, where a text strip's ground is laid in C
        # (fonts/writer.py show_line): the driver's own view of it where it has one.
        self.ground = getattr(display, "scratch_row", None) or framebuf.FrameBuffer(
            buf, len(buf) // 2, 1, _RGB)
        self.cell_buf = memoryview(buf)[: 20 * 20 * 2]
        self.cell = framebuf.FrameBuffer(buf, 20, 20, _RGB)
        self.line_buf = buf
        self.line_mv = memoryview(buf)  # for a game's own cell shapes (games/assyria/mapview.py)
        # fill(x, y, w, h, colour): the driver's own, not a method calling it: a call with
        # more than 11 words of locals and stack takes its frame from the heap.
        self.fill = display.fill_rect

    def push_cell(self, x, y):
        self.display.blit(x, y, 20, 20, self.cell_buf)

    def text(self, x, y, s, fg, bg, width=0, font=None, height=0):
        """One line of proportional text with its top at y; `width` pads with bg so a shorter
        text erases a longer one, and cuts a longer one with an ellipsis. Without `font` the
        small face (dense tables); `line()` is the body face. `height`, if more than the
        face's line, is the box's: a list's line and the gap under it in the same calls.
        Returns the x after the text."""
        font = font or small()
        h = height if height > font.HEIGHT else font.HEIGHT
        if y + h > 240:
            y = 240 - h
        pad = width
        tw = writer.text_width(font, s)
        if not width:
            width = 320 - x
        elif tw > width:
            s = writer.fit(font, s, width)
            tw = writer.text_width(font, s)
        tw += writer.OVERHANG  # ink may pass the last advance
        if tw > width:
            tw = width
        if tw > 0:
            writer.show_line(self.display, self.line_buf, font, s, x, y, tw, fg, bg,
                             self.ground, h)
        if pad > tw:
            # The rest of the box in one fill: strips of glyphs only where there is text.
            self.display.fill_rect(x + tw, y, pad - tw, h, bg)
        return x + tw

    def line(self, x, y, s, fg, bg, width=0, height=0):
        """One line in the body face (18 px): what a player must read."""
        return self.text(x, y, s, fg, bg, width, BODY, height)

    def text2(self, x, y, s, fg, bg):
        """A page's heading (the body face in the heading's colour)."""
        return self.text(x, y, s, fg, bg, 0, BODY)
