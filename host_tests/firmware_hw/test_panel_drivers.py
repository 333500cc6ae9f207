"""ST7789/ILI9341 drivers under MicroPython: bytes on a recording SPI bus."""

import ast

import pytest
from mpy_run import run_mpy

CASET, RASET, RAMWR, MADCTL, COLMOD = 0x2A, 0x2B, 0x2C, 0x36, 0x3A
SLPOUT, NORON, INVOFF, INVON, DISPON = 0x11, 0x13, 0x20, 0x21, 0x29
CHIPS = {"st7789": "ST7789", "ili9341": "ILI9341"}
EACH_CHIP = pytest.mark.parametrize("chip", sorted(CHIPS))


def panel_run(chip, body, after_init=True, heapsize="192K"):
    """Build a driver on the recording bus, run `body`, return the literal it prints last."""
    code = (
        "import spibus, framebuf\n"
        "from drivers.%s import %s as Chip, rgb565\n"
        "log, spi, cs, dc, rst, bl = spibus.make_bus()\n"
        "d = Chip(spi, cs, dc, rst, bl)\n" % (chip, CHIPS[chip])
    )
    if after_init:
        code += "del log[:]\nspi.writes = 0\n"
    code += body
    return ast.literal_eval(run_mpy(code, heapsize=heapsize).strip().splitlines()[-1])


def be16(v):
    return bytes((v >> 8, v & 0xFF))


def window(x, x1, y, y1):
    """The CASET and RASET commands that open the window x..x1, y..y1 (both ends included)."""
    return [(CASET, be16(x) + be16(x1)), (RASET, be16(y) + be16(y1))]


def rgb565_be(r, g, b):
    """Big-endian RGB565 as the panel reads it, worked out here independently of the driver."""
    v = (r >> 3) << 11 | (g >> 2) << 5 | (b >> 3)
    return be16(v)


def test_st7789_init_sequence_and_reset():
    out = panel_run(
        "st7789",
        "print((spibus.decode(log), [e[1:] for e in log if e[0] == 'pin' and e[1] != 'dc'],"
        " d.width, d.height))",
        after_init=False,
    )
    cmds, pins, width, height = out
    assert [c for c, _ in cmds] == [SLPOUT, COLMOD, MADCTL, INVON, NORON, DISPON]
    params = dict(cmds)
    assert params[COLMOD] == b"\x55"  # 16 bit/pixel
    # Landscape from the 240x320 native scan: MV (row/column exchange) set, RGB order (no 0x08).
    assert params[MADCTL][0] & 0x20 and not params[MADCTL][0] & 0x08
    assert (width, height) == (320, 240)
    # The hardware reset pulse (rst high-low-high) happens before the first command; the
    # backlight is driven off and never switched on by init.
    rst_levels = [v for name, v in pins if name == "rst"]
    assert rst_levels[:3] == [1, 0, 1]
    assert [v for name, v in pins if name == "bl"] == [0]
    assert pins[-1] == ("cs", 1)


def test_ili9341_init_sequence_bgr_landscape():
    cmds, width, height = panel_run(
        "ili9341", "print((spibus.decode(log), d.width, d.height))", after_init=False
    )
    order = [c for c, _ in cmds]
    params = dict(cmds)
    assert params[COLMOD] == b"\x55"
    assert params[MADCTL][0] & 0x20 and params[MADCTL][0] & 0x08  # landscape, BGR filter
    assert order.index(SLPOUT) < order.index(DISPON) and order[-1] == DISPON
    assert order.index(MADCTL) < order.index(DISPON)
    assert INVOFF in order and INVON not in order
    assert (width, height) == (320, 240)


@EACH_CHIP
def test_blit_window_big_endian_one_data_write(chip):
    body = (
        "buf = bytearray(range(20 * 3 * 2))\n"
        "d.blit(300, 237, 20, 3, buf)\n"
        "print((spibus.decode(log), spi.writes, spibus.cs_frames(log),"
        " [len(e[2]) for e in log if e[0] == 'spi']))\n"
    )
    cmds, writes, frames, sizes = panel_run(chip, body)
    assert cmds == window(300, 319, 237, 239) + [(RAMWR, bytes(range(120)))]
    assert writes == 6 and frames == 1
    assert sizes[-1] == 120  # all pixels in a single write


@EACH_CHIP
def test_a_window_streamed_in_pieces_is_one_window_and_one_ramwr(chip):
    """begin_pixels opens a window once; each piece is one data write that goes on where the
    last stopped (a column of board cells, games/tigris/boardview.py): no window commands in
    between, CS low from the window to end_pixels."""
    body = (
        "d.begin_pixels(40, 20, 20, 60)\n"
        "for k in range(3):\n"
        "    d.pixels(bytes([k]) * 800)\n"
        "d.end_pixels()\n"
        "print((spibus.decode(log), spi.writes, spibus.cs_frames(log)))\n"
    )
    cmds, writes, frames = panel_run(chip, body)
    assert cmds == window(40, 59, 20, 79) + [(RAMWR, b"\0" * 800 + b"\1" * 800 + b"\2" * 800)]
    assert writes == 5 + 3 and frames == 1


@EACH_CHIP
def test_a_window_outside_the_screen_is_refused(chip):
    body = (
        "try:\n"
        "    d.begin_pixels(300, 200, 20, 60)\n"
        "    print('accepted')\n"
        "except ValueError:\n"
        "    print(repr('refused %d' % len(log)))\n"
    )
    assert panel_run(chip, body) == "refused 0"


@EACH_CHIP
def test_framebuf_pixels_reach_panel_big_endian(chip):
    colours = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (0x12, 0x34, 0x56), (255, 255, 255)]
    body = (
        "cols = %r\n"
        "buf = bytearray(len(cols) * 2)\n"
        "fb = framebuf.FrameBuffer(buf, len(cols), 1, framebuf.RGB565)\n"
        "for i, c in enumerate(cols):\n"
        "    fb.pixel(i, 0, rgb565(*c))\n"
        "d.blit(0, 0, len(cols), 1, buf)\n"
        "print(spibus.decode(log)[-1])\n" % (colours,)
    )
    cmd, data = panel_run(chip, body)
    assert cmd == RAMWR
    assert data == b"".join(rgb565_be(*c) for c in colours)
    assert data[:6] == b"\xf8\x00\x07\xe0\x00\x1f"


@EACH_CHIP
def test_fill_rect_stripes_in_one_window(chip):
    body = (
        "d.fill_rect(0, 0, 320, 240, rgb565(0x12, 0x34, 0x56))\n"
        "cmds = spibus.decode(log)\n"
        "data = cmds[-1][1]\n"
        "print((cmds[:2], cmds[-1][0], len(data), data == data[:2] * (len(data) // 2),"
        " data[:2], spi.writes, spibus.cs_frames(log)))\n"
    )
    # The recording keeps a copy of all 153,600 pixel bytes: more heap than the Pico has.
    opened, last_cmd, n, uniform, first, writes, frames = panel_run(chip, body, heapsize="1M")
    assert opened == window(0, 319, 0, 239)
    assert last_cmd == RAMWR and n == 320 * 240 * 2 and uniform
    assert first == rgb565_be(0x12, 0x34, 0x56)
    assert frames == 1
    assert writes == 5 + 48  # window commands, then 48 stripes of 5 rows for the whole screen


@EACH_CHIP
def test_fill_rect_clips_to_screen(chip):
    body = "d.fill_rect(310, -5, 30, 10, 0xFFFF)\nprint(spibus.decode(log))\n"
    cmds = panel_run(chip, body)
    assert cmds[:2] == window(310, 319, 0, 4)
    assert cmds[2] == (RAMWR, b"\xff" * (10 * 5 * 2))


@EACH_CHIP
def test_blit_outside_screen_is_refused(chip):
    body = (
        "try:\n"
        "    d.blit(310, 0, 20, 1, bytearray(40))\n"
        "    print('accepted')\n"
        "except ValueError:\n"
        "    print(repr('refused %d' % len(log)))\n"
    )
    assert panel_run(chip, body) == "refused 0"


@EACH_CHIP
def test_backlight_and_portrait_rotation(chip):
    body = (
        "d.set_backlight(True)\nd.set_backlight(False)\n"
        "d.set_rotation(1)\n"
        "print(([e[2] for e in log if e[1] == 'bl'], spibus.decode(log), d.width, d.height))\n"
    )
    bl_levels, cmds, width, height = panel_run(chip, body)
    assert bl_levels == [1, 0]
    assert cmds[0][0] == MADCTL and not cmds[0][1][0] & 0x20  # portrait: no row/col exchange
    assert (width, height) == (240, 320)


def test_rgb565_with_real_framebuf():
    out = run_mpy(
        "import framebuf\n"
        "from drivers.panel import rgb565\n"
        "buf = bytearray(8)\n"
        "fb = framebuf.FrameBuffer(buf, 4, 1, framebuf.RGB565)\n"
        "for i, c in enumerate(((255, 0, 0), (0, 255, 0), (0, 0, 255), (8, 4, 8))):\n"
        "    fb.pixel(i, 0, rgb565(*c))\n"
        "print(repr(bytes(buf)))\n"
    )
    assert ast.literal_eval(out.strip()) == b"\xf8\x00\x07\xe0\x00\x1f\x08\x21"


@EACH_CHIP
def test_driver_heap_footprint_is_small(chip):
    body = (
        "import gc\n"
        "gc.collect()\n"
        "before = gc.mem_alloc()\n"
        "d2 = Chip(spi, cs, dc, rst, bl)\n"
        "del log[:]\n"
        "gc.collect()\n"
        "print(gc.mem_alloc() - before)\n"
    )
    # A driver is its stripe buffer (3.3 KB) plus small change: no full-screen framebuffer.
    assert panel_run(chip, body) < 4 * 1024


@EACH_CHIP
def test_fills_of_one_colour_growing_and_after_the_scratch_is_drawn_in_send_only_that_colour(
        chip):
    # fill_rect lays only the stripe's pixels a write sends: a small fill, then a bigger one
    # of the same colour, must lay the rest; a blit from the scratch (where the UI draws text
    # strips) leaves the stripe holding other bytes, which the next fill must lay again.
    body = (
        "a = rgb565(0x12, 0x34, 0x56)\n"
        "d.fill_rect(0, 0, 10, 2, a)\n"
        "d.fill_rect(0, 0, 320, 20, a)\n"
        "d.scratch[:] = bytes(len(d.scratch))\n"
        "d.blit(0, 0, 4, 4, d.scratch)\n"
        "d.fill_rect(0, 0, 100, 3, a)\n"
        "d.fill_rect(0, 0, 7, 1, 0xFFFF)\n"
        "d.fill_rect(0, 0, 50, 2, 0xFFFF)\n"
        "print([(len(data), data == data[:2] * (len(data) // 2), data[:2])"
        " for cmd, data in spibus.decode(log) if cmd == 0x2C])\n"
    )
    a = rgb565_be(0x12, 0x34, 0x56)
    sent = panel_run(chip, body, heapsize="1M")
    assert sent == [(40, True, a), (12800, True, a), (32, True, b"\0\0"), (600, True, a),
                    (14, True, b"\xff\xff"), (200, True, b"\xff\xff")]
