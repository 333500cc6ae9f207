"""The README's picture of the new text, drawn by fonts.writer under MicroPython; prints hex.

A rules page paragraph and a final-scores table above the 20 px status strip, each line pushed
through show_line() and a 64 px strip buffer exactly as the firmware pushes to the panel; the
"panel" here is a 320x240 RGB565 FrameBuffer (run with a heap of 1 MB or more).
"""

import binascii

import framebuf
from fonts import sans13, sans17, writer


def rgb565(r, g, b):
    # drivers.panel.rgb565: byte-swapped, so framebuf's bytes are the panel's big-endian pixels
    c = ((r & 0xF8) << 8) | ((g & 0xFC) << 3) | (b >> 3)
    return ((c & 0xFF) << 8) | (c >> 8)


SCREEN_BG = rgb565(16, 32, 64)
TITLE_TEXT = rgb565(240, 228, 66)
TEXT = rgb565(255, 255, 255)
DIM = rgb565(140, 150, 170)
STRIP_BG = rgb565(24, 24, 48)
STRIP_TEXT = rgb565(255, 255, 255)
WARN = rgb565(240, 228, 66)
RULES = (
    "Colour key: place a tile. Move the cursor to a marked cell and press A. LEADER and a "
    "colour: place or move a leader next to a temple. Il1 O0: never confused."
)
SCORES = (
    ("1. Lion", "r9 b7 g8 k6", "T2", "8"),
    ("2. Bull", "r5 b9 g6 k7", "T1", "6"),
    ("3. Archer", "r12 b4 g5 k9", "T0", "4"),
)

COLUMNS = (84, 120, 40, 60)


class Panel:
    """Stands in for the panel driver: blit() copies the pushed window into one big frame."""

    def __init__(self):
        self.buf = bytearray(320 * 240 * 2)
        self.fb = framebuf.FrameBuffer(self.buf, 320, 240, framebuf.RGB565)

    def blit(self, x, y, w, h, buf):
        self.fb.blit((buf, w, h, framebuf.RGB565), x, y)


def main():
    panel = Panel()
    panel.fb.fill(SCREEN_BG)
    strip = bytearray(64 * sans17.HEIGHT * 2)  # a 64 px wide strip buffer: 2.3 KB
    writer.show_line(panel, strip, sans17, "Your turn: 2 actions (TE-4)", 8, 4, 304,
                     TITLE_TEXT, SCREEN_BG)
    y = 30
    for line in writer.wrap(sans17, RULES, 304):
        writer.show_line(panel, strip, sans17, line, 8, y, 304, TEXT, SCREEN_BG)
        y += 20
    y += 6
    writer.show_line(panel, strip, sans13, "Final scores (13 px, tables only)", 8, y, 304,
                     DIM, SCREEN_BG)
    y += 16
    for row in SCORES:
        x = 8
        for i in range(4):
            w = COLUMNS[i]
            writer.show_line(panel, strip, sans13, writer.fit(sans13, row[i], w - 4), x, y, w,
                             TEXT, SCREEN_BG)
            x += w
        y += 15
    panel.fb.fill_rect(0, 220, 320, 20, STRIP_BG)
    status = "Bull  act 1/2  bag 87  cat 2"
    writer.show_line(panel, strip, sans17, status, 24, 221, 250, STRIP_TEXT, STRIP_BG)
    writer.show_line(panel, strip, sans17, "BAT!", 276, 221, 44, WARN, STRIP_BG)
    # One hex line per row: the host turns them into the PNG.
    mv = memoryview(panel.buf)
    for row in range(240):
        print(binascii.hexlify(mv[row * 640 : (row + 1) * 640]).decode())


main()
