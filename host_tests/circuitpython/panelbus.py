"""A display bus that stands in for the SPI panel: it keeps the bytes displayio sends as the panel
would (column/row window, then RAM writes) in a 320x240 big-endian RGB565 memory.

The real parts run on top of it: Blinka's displayio core renders the groups and sends the dirty
areas, the real `adafruit_ili9341` driver sends its init sequence. Only the wire is faked (the
panel cannot run here), so what the memory holds is what the panel would show.
"""

import struct

from fourwire import FourWire
from PIL import Image

W = 320
H = 240
CASET = 0x2A
RASET = 0x2B
RAMWR = 0x2C


class PanelBus(FourWire):
    """The bus interface busdisplay.BusDisplay calls (fourwire.FourWire's private methods). A
    FourWire by type, because the display core accepts only its bus types; FourWire's own
    constructor is not called, it would claim GPIO pins for D/C and CS."""

    def __init__(self):  # noqa: B026 - FourWire.__init__ wants real pins (see the docstring)
        self.mem = bytearray(W * H * 2)
        self.locked = False
        self.command = None
        self.window = (0, 0, W - 1, H - 1)
        self.x0 = self.x1 = self.y0 = self.y1 = 0
        self.commands = []  # every command byte, in order (the init sequence first)
        self.pixels_sent = 0

    # -- what the display core calls -----------------------------------------------------------
    def reset(self):
        pass

    # The SPI bus lock, as FourWire keeps it: busdisplay's init loop relies on a second
    # begin failing while the first holds the bus.
    def _free(self):
        return not self.locked

    def _begin_transaction(self):
        if self.locked:
            return False
        self.locked = True
        return True

    def _end_transaction(self):
        self.locked = False

    def send(self, command, data, *, toggle_every_byte=False):
        self._send(0, 0, bytes([command]))
        self._send(1, 0, data)

    def _send(self, data_type, chip_select, data):
        data = bytes(data)
        if data_type == 0:  # DISPLAY_COMMAND: one command byte
            self.command = data[0]
            self.commands.append(data[0])
            if self.command == RAMWR:
                self.cx, self.cy = self.x0, self.y0
            return
        if self.command == CASET and len(data) == 4:
            self.x0, self.x1 = struct.unpack(">HH", data)
        elif self.command == RASET and len(data) == 4:
            self.y0, self.y1 = struct.unpack(">HH", data)
        elif self.command == RAMWR:
            self._write_pixels(data)

    def _write_pixels(self, data):
        # The panel fills its window row by row, as the ILI9341/ST7789 do (one whole window per
        # RAM write here: displayio sends each dirty area as one window).
        x0, x1 = self.x0, min(self.x1, W - 1)
        n = (x1 - x0 + 1) * 2
        y = self.y0
        for i in range(0, len(data), (self.x1 - self.x0 + 1) * 2):
            if y < H and n > 0:
                o = (y * W + x0) * 2
                self.mem[o:o + n] = data[i:i + n]
            y += 1
        self.pixels_sent += len(data) // 2

    # -- what the tests read -------------------------------------------------------------------
    def pixel(self, x, y):
        """The panel's 16-bit RGB565 value at (x, y)."""
        o = (y * W + x) * 2
        return self.mem[o] << 8 | self.mem[o + 1]

    def image(self):
        """The panel memory as a PIL image (RGB565 widened to 8 bits per channel)."""
        img = Image.frombytes("RGB", (W, H), bytes(rgb888(self.mem)))
        return img


def rgb888(mem):
    out = bytearray(len(mem) // 2 * 3)
    j = 0
    for i in range(0, len(mem), 2):
        v = mem[i] << 8 | mem[i + 1]
        r, g, b = v >> 11, (v >> 5) & 63, v & 31
        out[j] = r << 3 | r >> 2
        out[j + 1] = g << 2 | g >> 4
        out[j + 2] = b << 3 | b >> 2
        j += 3
    return out


def rgb565(r, g, b):
    """The panel's value for an 8-bit-per-channel colour (displayio's own conversion)."""
    return ((r & 0xF8) << 8) | ((g & 0xFC) << 3) | (b >> 3)
