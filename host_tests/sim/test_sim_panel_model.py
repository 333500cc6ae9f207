"""The display-stream decoder (tools/sim/panel_model.py) on hand-made PROTOCOL.md streams."""

import struct

import panel_model as pm
import pygame
import pytest


def rec(tag, payload=b""):
    return tag.encode() + struct.pack("<I", len(payload)) + payload


def window(x0, x1, y0, y1):
    return (rec("C", b"\x2a") + rec("D", struct.pack(">HH", x0, x1))
            + rec("C", b"\x2b") + rec("D", struct.pack(">HH", y0, y1)))


def pixels(*values):
    return b"".join(struct.pack(">H", v) for v in values)


def frame(ticks=0, used=1000, free=2000):
    return rec("F", struct.pack("<III", ticks, used, free))


RED, GREEN, BLUE, WHITE = 0xF800, 0x07E0, 0x001F, 0xFFFF


def test_rgb565_round_trip_of_primaries():
    assert pm.rgb_of_565(RED) == (255, 0, 0)
    assert pm.rgb_of_565(GREEN) == (0, 255, 0)
    assert pm.rgb_of_565(BLUE) == (0, 0, 255)
    assert pm.rgb_of_565(WHITE) == (255, 255, 255)
    assert pm.rgb_of_565(0) == (0, 0, 0)
    assert pm.rgb565(255, 0, 0) == RED
    assert pm.rgb565(0, 255, 0) == GREEN


def test_window_is_filled_row_by_row_then_wraps():
    stream = (window(10, 12, 5, 6) + rec("C", b"\x2c")
              + rec("D", pixels(RED, GREEN, BLUE, WHITE, RED, GREEN, BLUE)) + frame())
    model = pm.PanelModel()
    model.feed(stream)
    f = model.frames[0]
    assert [f.pixel565(x, 5) for x in (10, 11, 12)] == [BLUE, GREEN, BLUE]  # 7th wrapped to 10,5
    assert [f.pixel565(x, 6) for x in (10, 11, 12)] == [WHITE, RED, GREEN]
    assert f.pixel565(9, 5) == 0 and f.pixel565(13, 5) == 0 and f.pixel565(10, 7) == 0


def test_any_chunking_decodes_the_same():
    stream = (window(0, 319, 0, 0) + rec("C", b"\x2c") + rec("D", pixels(*range(320)))
              + frame(5) + window(300, 301, 239, 239) + rec("C", b"\x2c")
              + rec("D", b"\x12") + rec("D", b"\x34\x56") + rec("D", b"\x78") + frame(9))
    whole = pm.PanelModel()
    whole.feed(stream)
    bytewise = pm.PanelModel()
    for i in range(len(stream)):
        bytewise.feed(stream[i:i + 1])
    assert [f.memory for f in whole.frames] == [f.memory for f in bytewise.frames]
    last = whole.frames[1]
    assert last.pixel565(300, 239) == 0x1234 and last.pixel565(301, 239) == 0x5678
    assert last.pixel565(7, 0) == 7


def test_frames_carry_their_figures_and_keep_their_own_pixels():
    model = pm.PanelModel()
    model.feed(window(0, 0, 0, 0) + rec("C", b"\x2c") + rec("D", pixels(RED)) + frame(16, 111, 222))
    model.feed(window(0, 0, 0, 0) + rec("C", b"\x2c") + rec("D", pixels(BLUE)) + frame(32, 333, 1))
    model.feed(frame(48, 5, 6))
    a, b, c = model.frames
    assert (a.ticks, a.heap_used, a.heap_free) == (16, 111, 222)
    assert (b.ticks, b.heap_used, b.heap_free) == (32, 333, 1)
    assert a.pixel565(0, 0) == RED and b.pixel565(0, 0) == BLUE
    # Bytes on the bus since the previous frame: 3 commands, 8 window bytes, 2 pixel bytes.
    assert a.spi_bytes == 13 and b.spi_bytes == 13 and c.spi_bytes == 0
    assert c.memory is b.memory  # nothing drawn: the snapshot is shared, not copied
    assert model.frame_at(40) is b and model.frame_at(15) is None
    assert model.frame_at(32) is a and model.frame_at(33) is b  # before, not at, the tick


def test_reset_backlight_and_orientation_records():
    model = pm.PanelModel()
    model.feed(rec("R") + rec("L", b"\x01") + rec("C", b"\x36") + rec("D", b"\x60")
               + rec("C", b"\x29"))
    assert model.resets == 1 and model.backlight is True and model.display_on
    assert model.madctl & pm.MADCTL_MV
    model.feed(rec("L", b"\x00"))
    assert model.backlight is False


def test_writes_past_the_screen_edge_are_clipped():
    model = pm.PanelModel()
    model.feed(window(318, 321, 0, 0) + rec("C", b"\x2c")
               + rec("D", pixels(RED, GREEN, BLUE, WHITE)) + frame())
    f = model.frames[0]
    assert f.pixel565(318, 0) == RED and f.pixel565(319, 0) == GREEN
    assert f.pixel565(0, 1) == 0  # nothing spilled onto the next row


def test_unknown_record_is_refused():
    with pytest.raises(ValueError):
        pm.PanelModel().feed(rec("Q", b""))


def test_png_matches_the_frame(tmp_path):
    model = pm.PanelModel()
    model.feed(window(1, 2, 1, 1) + rec("C", b"\x2c") + rec("D", pixels(RED, 0x1234)) + frame())
    f = model.frames[0]
    path = str(tmp_path / "f.png")
    f.save_png(path, scale=2)
    image = pygame.image.load(path)  # an independent PNG decoder
    assert image.get_size() == (640, 480)
    assert tuple(image.get_at((2, 2)))[:3] == (255, 0, 0)
    assert tuple(image.get_at((5, 3)))[:3] == pm.rgb_of_565(0x1234)
    assert tuple(image.get_at((0, 0)))[:3] == (0, 0, 0)
    crop = str(tmp_path / "c.png")
    f.save_png(crop, box=(1, 1, 2, 1))
    image = pygame.image.load(crop)
    assert image.get_size() == (2, 1)
    assert tuple(image.get_at((1, 0)))[:3] == pm.rgb_of_565(0x1234)
