"""Shared logic for 320x240 SPI TFT panels (ST7789, ILI9341): window writes, blit, fill, backlight.

Style of micropython-lib's ssd1306 driver: this base class holds the logic, a chip module adds
only its init sequence and MADCTL table. Nothing here keeps a full-screen framebuffer (153 KB at
320x240 RGB565 would not fit the Pico's heap); callers push small buffers into windows.

Colour values: `rgb565(r, g, b)` returns a 16-bit value to draw with `framebuf.RGB565`. framebuf
stores each pixel little-endian, the panel reads big-endian, so the value comes back with its two
bytes swapped: drawn with framebuf, the buffer's bytes are already in panel order and `blit` sends
them as they are. `fill_rect` takes the same swapped value, so one colour constant serves both.
"""

import time

import framebuf
from console.compat import ptr8
from micropython import const

# Native code: the console never lets this module go (console/app.py unload).
RESIDENT = True

# MIPI DCS commands shared by both controllers (same codes in both datasheets).
_SWRESET = const(0x01)  # software reset
SLPOUT = const(0x11)  # sleep out
NORON = const(0x13)  # normal display mode on
INVOFF = const(0x20)  # display inversion off
INVON = const(0x21)  # display inversion on
DISPOFF = const(0x28)  # display off
DISPON = const(0x29)  # display on
CASET = const(0x2A)  # column address set
RASET = const(0x2B)  # row address set
RAMWR = const(0x2C)  # memory write
MADCTL = const(0x36)  # memory data access control
COLMOD = const(0x3A)  # interface pixel format

# MADCTL bits.
_MADCTL_MY = const(0x80)  # row address order
_MADCTL_MX = const(0x40)  # column address order
MADCTL_MV = const(0x20)  # row/column exchange
_MADCTL_BGR = const(0x08)  # panel colour filter order is BGR

# 1680 pixels (3.3 KB) keeps the heap for the game and holds a row of four board cells (the UI
# draws into it, console/gfx.py): a blit costs more Python on the Pico than the pixels it sends,
# and four cells a blit paint a full board in 15 % less time than two (a text line in 10-20 %
# less). A full-screen fill takes 48 SPI writes of five 320-pixel rows.
_STRIPE_PIXELS = const(1680)


def rgb565(r, g, b):
    """Colour for framebuf.RGB565 whose in-memory bytes are big-endian RGB565 (panel order)."""
    c = ((r & 0xF8) << 8) | ((g & 0xFC) << 3) | (b >> 3)
    return ((c & 0xFF) << 8) | (c >> 8)


# native: @micropython.viper
def window(self, x: int, y: int, w: int, h: int):
    """Sets panel `self`'s window to w x h at (x, y) and starts its pixels (RAMWR)."""
    # Caller holds CS low; leaves DC high so pixel data can follow RAMWR at once. A range
    # equal to the one the panel holds is not sent again: 4 of the 13 bus calls per range.
    # Native (viper): this runs for every window, and in bytecode its arithmetic and
    # stores cost more than its bus calls. The two ranges are written out in full, not
    # through a helper: a call per range would cost more than the rest of it.
    dc = self.dc
    write = self._write
    cmd = ptr8(self._cmd)
    c = ptr8(self._coords)
    cols = x << 16 | (x + w - 1)
    if cols != int(self._cols):
        self._cols = cols
        cmd[0] = CASET
        dc(0)
        write(self._cmd)
        c[0] = x >> 8
        c[1] = x & 0xFF
        c[2] = (x + w - 1) >> 8
        c[3] = (x + w - 1) & 0xFF
        dc(1)
        write(self._coords)
    rows = y << 16 | (y + h - 1)
    if rows != int(self._rows):
        self._rows = rows
        cmd[0] = RASET
        dc(0)
        write(self._cmd)
        c[0] = y >> 8
        c[1] = y & 0xFF
        c[2] = (y + h - 1) >> 8
        c[3] = (y + h - 1) & 0xFF
        dc(1)
        write(self._coords)
    cmd[0] = RAMWR
    dc(0)
    write(self._cmd)
    dc(1)


class Panel:
    """A 320x240 SPI panel. Subclasses set NATIVE_WIDTH/NATIVE_HEIGHT, ROTATIONS, init_display."""

    NATIVE_WIDTH = 240
    NATIVE_HEIGHT = 320
    # MADCTL value per rotation; rotation 0 is landscape.
    ROTATIONS = (0, 0, 0, 0)

    def __init__(self, spi, cs, dc, rst, bl=None, width=320, height=240, rotation=None):
        self.spi = spi
        # One bound method made here: fetching spi.write per call would allocate on every blit.
        self._write = spi.write
        # pixels(buf): the next piece of the window begin_pixels() opened (RGB565, panel byte
        # order): the bus's own write, no Python call of its own per piece.
        self.pixels = self._write
        self.cs = cs
        self.dc = dc
        self.rst = rst
        self.bl = bl
        self.width = width
        self.height = height
        self._cmd = bytearray(1)
        self._coords = bytearray(4)
        # The window last set: a panel keeps its column and row ranges until they are set
        # again, and RAMWR restarts at their start, so a blit into the same rows (the board's
        # cells along a row) sends only CASET and RAMWR (see _window).
        self._cols = -1
        self._rows = -1
        self._stripe = bytearray(_STRIPE_PIXELS * 2)
        self._stripe_mv = memoryview(self._stripe)
        # The stripe as one row of pixels: fill_rect fills it, the UI lays text grounds in it.
        self.scratch_row = framebuf.FrameBuffer(self._stripe, _STRIPE_PIXELS, 1, framebuf.RGB565)
        self._stripe_colour = None
        self._stripe_n = 0  # how many of its first pixels hold that colour
        # The UI may draw into the same 3.3 KB between fills (console/gfx.py): one buffer, not two.
        # A blit marks it as no longer holding the fill colour.
        self.scratch = self._stripe
        cs(1)
        dc(0)
        if bl is not None:
            bl(0)  # dark until the caller has drawn something: panel RAM powers up as noise
        if rotation is None:
            rotation = 0 if width > height else 1
        self.rotation = rotation
        self.reset()
        self.init_display()

    def reset(self):
        if self.rst is None:
            self.write_cmd(_SWRESET)
            time.sleep_ms(150)  # datasheets: wait 120 ms after SWRESET before SLPOUT
            return
        self.rst(1)
        time.sleep_ms(1)
        self.rst(0)
        time.sleep_ms(1)  # reset pulse needs only 10 us; 1 ms is the shortest sleep
        self.rst(1)
        time.sleep_ms(120)  # reset cancel: 120 ms before SLPOUT is accepted

    def init_display(self):
        """The chip's init sequence; it calls set_rotation(self.rotation) before DISPON."""
        raise NotImplementedError

    def write_cmd(self, cmd, data=None):
        """One command and its parameters, framed by CS (low for the whole transfer)."""
        self._cmd[0] = cmd
        self._cols = self._rows = -1  # any command may move the window's meaning (MADCTL)
        self.cs(0)
        self.dc(0)
        self._write(self._cmd)
        if data:
            self.dc(1)
            self._write(data)
        self.cs(1)

    def set_rotation(self, rotation):
        """0 and 2 are landscape (320x240), 1 and 3 portrait (240x320)."""
        self.rotation = rotation & 3
        if self.rotation & 1:
            self.width, self.height = self.NATIVE_WIDTH, self.NATIVE_HEIGHT
        else:
            self.width, self.height = self.NATIVE_HEIGHT, self.NATIVE_WIDTH
        self.write_cmd(MADCTL, bytes((self.ROTATIONS[self.rotation],)))

    def set_backlight(self, on):
        if self.bl is not None:
            self.bl(1 if on else 0)

    def blit(self, x, y, w, h, buf):
        """Push w*h RGB565 pixels, already in panel byte order, into the window at (x, y)."""
        if w <= 0 or h <= 0:
            return
        if x < 0 or y < 0 or x + w > self.width or y + h > self.height:
            raise ValueError("blit outside the screen")
        n = w * h * 2
        if len(buf) < n:
            raise ValueError("buffer too small")
        self._stripe_colour = None  # buf may be the scratch (see __init__)
        self.cs(0)
        window(self, x, y, w, h)
        self._write(buf if len(buf) == n else memoryview(buf)[:n])
        self.cs(1)

    def begin_pixels(self, x, y, w, h):
        """Opens the window at (x, y) for pixels sent in pieces by pixels(buf), in the panel's
        order (row by row), until end_pixels(): a column of board cells is one window, each
        cell 20 rows of it, sent as each is drawn (games/tigris/boardview.py) with one window
        instead of one per piece. Nothing else may use the bus in between."""
        if w <= 0 or h <= 0 or x < 0 or y < 0 or x + w > self.width or y + h > self.height:
            raise ValueError("blit outside the screen")
        self._stripe_colour = None  # the pieces may be drawn in the scratch (see __init__)
        self.cs(0)
        window(self, x, y, w, h)

    def end_pixels(self):
        self.cs(1)

    def fill_rect(self, x, y, w, h, colour):
        """Fill a rectangle (clipped to the screen) with a colour from rgb565()."""
        if x < 0:
            w += x
            x = 0
        if y < 0:
            h += y
            y = 0
        w = min(w, self.width - x)
        h = min(h, self.height - y)
        if w <= 0 or h <= 0:
            return
        rows = min(h, _STRIPE_PIXELS // w)
        n = w * rows
        if colour != self._stripe_colour or n > self._stripe_n:
            # Only the pixels a write sends: a pad beside a line of text is a few hundred of
            # the stripe's 1680, laid again after every blit (the UI draws in the stripe).
            # framebuf stores the value low byte first: the swapped rgb565 value lands big-endian.
            self.scratch_row.fill_rect(0, 0, n, 1, colour)
            self._stripe_colour = colour
            self._stripe_n = n
        full = self._stripe_mv[: n * 2]  # one slice reused for every whole stripe
        n_full, rest = divmod(h, rows)
        write = self._write
        self.cs(0)
        window(self, x, y, w, h)
        for _ in range(n_full):
            write(full)
        if rest:
            write(self._stripe_mv[: w * rest * 2])
        self.cs(1)

    def sleep(self, asleep):
        """Display off and sleep in (about 10 uA) or the reverse, e.g. for an idle box."""
        if asleep:
            self.write_cmd(DISPOFF)
            self.write_cmd(0x10)  # SLPIN: sleep in
        else:
            self.write_cmd(SLPOUT)
            time.sleep_ms(120)  # SLPOUT needs 120 ms before the panel is stable
            self.write_cmd(DISPON)
