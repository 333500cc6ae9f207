"""Small preallocated drawing buffers (a board cell, a text chunk) pushed with display.blit."""

import framebuf

_RGB = framebuf.RGB565
_CHUNK = 64  # text is drawn 8 characters at a time: a 1 KB buffer instead of a 5 KB line


class Gfx:
    """Owns every pixel buffer the UI uses: no full-screen framebuffer (it would take 150 KB)."""

    def __init__(self, display):
        self.display = display
        # One buffer holds a board cell (800 bytes), a text chunk (1 KB) or a big character
        # (512 bytes): each drawing fills it and pushes it before the next one starts, so none
        # of them needs its own.
        buf = bytearray(_CHUNK * 8 * 2)
        self.cell_buf = memoryview(buf)[: 20 * 20 * 2]
        self.cell = framebuf.FrameBuffer(buf, 20, 20, _RGB)
        self.line_buf = buf
        self.line_mv = memoryview(buf)
        self.big_buf = self.line_mv[: 16 * 16 * 2]
        self.big = framebuf.FrameBuffer(buf, 16, 16, _RGB)
        self.mono_buf = bytearray(8)
        self.mono = framebuf.FrameBuffer(self.mono_buf, 8, 8, framebuf.MONO_HLSB)

    def push_cell(self, x, y):
        self.display.blit(x, y, 20, 20, self.cell_buf)

    def fill(self, x, y, w, h, colour):
        self.display.fill_rect(x, y, w, h, colour)

    def text(self, x, y, s, fg, bg, width=0):
        """One 8 px line of text; `width` pads with bg so a shorter text erases a longer one."""
        w = width or 8 * len(s)
        if w > 320 - x:
            w = 320 - x
        i = 0
        while w > 0:
            cw = _CHUNK if w > _CHUNK else w
            fb = framebuf.FrameBuffer(self.line_buf, cw, 8, _RGB)
            fb.fill(bg)
            fb.text(s[i : i + 8], 0, 0, fg)
            self.display.blit(x, y, cw, 8, self.line_mv[: cw * 16])
            x += cw
            w -= cw
            i += 8

    def text2(self, x, y, s, fg, bg):
        """Text at twice the size, one 16x16 character at a time (titles)."""
        mono = self.mono
        big = self.big
        for ch in s:
            mono.fill(0)
            mono.text(ch, 0, 0, 1)
            big.fill(bg)
            for yy in range(8):
                for xx in range(8):
                    if mono.pixel(xx, yy):
                        big.fill_rect(xx * 2, yy * 2, 2, 2, fg)
            self.display.blit(x, y, 16, 16, self.big_buf)
            x += 16
