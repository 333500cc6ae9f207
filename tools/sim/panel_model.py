"""Decoder of the simulator's display stream: models the panel's memory and yields frames.

Reads the records of tools/sim/PROTOCOL.md. CASET/RASET set the window, RAMWR (and RAMWRC)
stream big-endian RGB565 pixels into it row by row, wrapping as the panel does; the driver's init
puts the panel in landscape, so window coordinates are screen coordinates. The colour inversion
and gamma commands are not modelled: the driver chooses them so the glass shows the data as sent.
"""

import struct
import zlib

WIDTH = 320
HEIGHT = 240
CASET = 0x2A
RASET = 0x2B
RAMWR = 0x2C
RAMWRC = 0x3C
DISPOFF = 0x28
DISPON = 0x29
MADCTL = 0x36
MADCTL_MV = 0x20  # row/column exchange: set for a landscape scan on these portrait panels
_WINDOW_PARAMS = 4

_rgb_table = None


def rgb565(r, g, b):
    """The RGB565 value the firmware would send for an 8-bit colour (truncating, like it does)."""
    return (r & 0xF8) << 8 | (g & 0xFC) << 3 | b >> 3


def rgb_of_565(value):
    """8-bit (r, g, b) of an RGB565 value, the low bits filled from the high ones."""
    r = value >> 11 & 0x1F
    g = value >> 5 & 0x3F
    b = value & 0x1F
    return (r << 3 | r >> 2, g << 2 | g >> 4, b << 3 | b >> 2)


def _table():
    # One 3-byte string per RGB565 value: converting a frame is then one join, not 76,800 calls.
    global _rgb_table
    if _rgb_table is None:
        _rgb_table = [bytes(rgb_of_565(v)) for v in range(65536)]
    return _rgb_table


def write_png(path, width, height, rgb):
    """Write 8-bit RGB rows (`width*height*3` bytes) as a PNG with the standard library only."""

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    stride = width * 3
    raw = b"".join(b"\x00" + rgb[y * stride:(y + 1) * stride] for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", header))
        f.write(chunk(b"IDAT", zlib.compress(raw, 9)))
        f.write(chunk(b"IEND", b""))


class Frame:
    """The panel's memory when the app called end_frame(), with that frame's F-record figures."""

    def __init__(self, index, ticks, heap_used, heap_free, memory, spi_bytes, pixels_written):
        self.index = index
        self.ticks = ticks
        self.heap_used = heap_used
        self.heap_free = heap_free
        self.memory = memory  # bytes, WIDTH*HEIGHT big-endian RGB565 values
        self.spi_bytes = spi_bytes  # bytes clocked into the panel since the previous frame
        self.pixels_written = pixels_written

    def pixel565(self, x, y):
        i = (y * WIDTH + x) * 2
        return self.memory[i] << 8 | self.memory[i + 1]

    def pixel(self, x, y):
        """(r, g, b) at screen (x, y)."""
        return rgb_of_565(self.pixel565(x, y))

    def region565(self, x, y, w, h):
        """The RGB565 values of a rectangle, row by row."""
        return [self.pixel565(x + dx, y + dy) for dy in range(h) for dx in range(w)]

    def colours(self, x, y, w, h):
        """The set of RGB565 values that occur in a rectangle."""
        return set(self.region565(x, y, w, h))

    def crop_rgb(self, x, y, w, h):
        """The 8-bit RGB bytes of a rectangle, row by row."""
        table = _table()
        mem = self.memory
        out = []
        for row in range(y, y + h):
            start = (row * WIDTH + x) * 2
            out.extend(table[mem[i] << 8 | mem[i + 1]] for i in range(start, start + w * 2, 2))
        return b"".join(out)

    def rgb_bytes(self):
        return self.crop_rgb(0, 0, WIDTH, HEIGHT)

    def save_png(self, path, scale=1, box=None):
        """Write the frame (or the `box` = (x, y, w, h) part of it) as a PNG, scaled by an int."""
        x, y, w, h = box or (0, 0, WIDTH, HEIGHT)
        rgb = self.crop_rgb(x, y, w, h)
        if scale > 1:
            rows = []
            for row in range(h):
                line = rgb[row * w * 3:(row + 1) * w * 3]
                wide = b"".join(line[i:i + 3] * scale for i in range(0, len(line), 3))
                rows.extend([wide] * scale)
            rgb = b"".join(rows)
        write_png(path, w * scale, h * scale, rgb)


class PanelModel:
    """Feed it stream bytes (any chunking); it keeps the panel memory and the list of frames."""

    def __init__(self, keep_frames=True, on_frame=None):
        self.memory = bytearray(WIDTH * HEIGHT * 2)
        self.frames = []
        self.keep_frames = keep_frames
        self.on_frame = on_frame
        self.backlight = None
        self.display_on = False
        self.resets = 0
        self.madctl = None  # the last MADCTL parameter (landscape needs MADCTL_MV)
        self.command_counts = {}
        self.spi_bytes = 0  # since the previous frame
        self.pixels_written = 0
        self.total_spi_bytes = 0
        self.frame_count = 0
        self._buf = b""
        self._cmd = None
        self._params = bytearray()
        self._x0, self._x1, self._y0, self._y1 = 0, WIDTH - 1, 0, HEIGHT - 1
        self._cx = self._cy = 0
        self._odd = b""
        self._snapshot = None
        self._dirty = True

    def feed(self, data):
        """Decode as many complete records as `data` (plus earlier leftovers) holds."""
        buf = self._buf + data if self._buf else bytes(data)
        pos = 0
        end = len(buf)
        while end - pos >= 5:
            tag = buf[pos]
            length = int.from_bytes(buf[pos + 1:pos + 5], "little")
            if end - pos - 5 < length:
                break
            self._record(tag, buf[pos + 5:pos + 5 + length])
            pos += 5 + length
        self._buf = buf[pos:]

    def _record(self, tag, payload):
        if tag == 0x43:  # 'C'
            self._spi(len(payload))
            for cmd in payload:
                self._command(cmd)
        elif tag == 0x44:  # 'D'
            self._spi(len(payload))
            if self._cmd in (RAMWR, RAMWRC):
                self._pixels(payload)
            else:
                self._param(payload)
        elif tag == 0x46:  # 'F'
            self._frame(*struct.unpack("<III", payload[:12]))
        elif tag == 0x52:  # 'R'
            self.resets += 1
            self._cmd = None
        elif tag == 0x4C:  # 'L'
            self.backlight = bool(payload[0])
        else:
            raise ValueError("unknown record tag 0x%02x" % tag)

    def _spi(self, n):
        self.spi_bytes += n
        self.total_spi_bytes += n

    def _command(self, cmd):
        self._cmd = cmd
        self._params = bytearray()
        self._odd = b""
        self.command_counts[cmd] = self.command_counts.get(cmd, 0) + 1
        if cmd == RAMWR:
            self._cx, self._cy = self._x0, self._y0
        elif cmd == DISPON:
            self.display_on = True
        elif cmd == DISPOFF:
            self.display_on = False

    def _param(self, payload):
        self._params.extend(payload)
        if self._cmd == MADCTL and self._params:
            self.madctl = self._params[0]
        if self._cmd in (CASET, RASET) and len(self._params) == _WINDOW_PARAMS:
            start = self._params[0] << 8 | self._params[1]
            stop = self._params[2] << 8 | self._params[3]
            if self._cmd == CASET:
                self._x0, self._x1 = start, stop
            else:
                self._y0, self._y1 = start, stop

    def _pixels(self, payload):
        data = self._odd + bytes(payload) if self._odd else payload
        usable = len(data) & ~1
        self._odd = bytes(data[usable:])
        mem = self.memory
        x0, x1, y0, y1 = self._x0, self._x1, self._y0, self._y1
        cx, cy = self._cx, self._cy
        i = 0
        while i < usable:
            run = min((x1 - cx + 1) * 2, usable - i)
            if cy < HEIGHT and cx < WIDTH:
                # Clip the run to the screen; bytes beyond it land nowhere, as on the glass.
                visible = min(run, (WIDTH - cx) * 2)
                off = (cy * WIDTH + cx) * 2
                mem[off:off + visible] = data[i:i + visible]
            i += run
            cx += run // 2
            if cx > x1:
                cx = x0
                cy = y0 if cy >= y1 else cy + 1
        self._cx, self._cy = cx, cy
        self.pixels_written += usable // 2
        self._dirty = True

    def _frame(self, ticks, heap_used, heap_free):
        if self._dirty or self._snapshot is None:
            self._snapshot = bytes(self.memory)
            self._dirty = False
        frame = Frame(self.frame_count, ticks, heap_used, heap_free, self._snapshot,
                      self.spi_bytes, self.pixels_written)
        self.frame_count += 1
        self.spi_bytes = 0
        self.pixels_written = 0
        if self.keep_frames:
            self.frames.append(frame)
        if self.on_frame is not None:
            self.on_frame(frame)

    def feed_file(self, path):
        """Feed a recorded stream file, in chunks of 1 MiB."""
        with open(path, "rb") as f:
            while True:
                chunk = f.read(1 << 20)
                if not chunk:
                    break
                self.feed(chunk)

    def frame_at(self, ticks):
        """The screen at virtual time `ticks`: the last frame finished before it (None if none
        yet). A key that changes at `ticks` is seen by the scan at that very tick and its frame
        carries that tick (the work takes no virtual time), so a shot at `ticks` followed by a
        key at `ticks` is the screen the key found, not what it drew."""
        return frame_at(self.frames, ticks)


def frame_at(frames, ticks):
    """The last of `frames` (in time order) finished before `ticks` (None if none yet)."""
    best = None
    for frame in frames:
        if frame.ticks >= ticks:
            break
        best = frame
    return best


def read_stream(path, keep_frames=True):
    """Decode a whole recorded stream file."""
    model = PanelModel(keep_frames=keep_frames)
    model.feed_file(path)
    return model
