"""Tigris's flow with its view attached and nothing else of the console, under MicroPython.

  micropython flow_view_run.py SAVE_PAYLOAD STEPS

Resumes the game of a save payload (games/tigris/payload.py), then plays STEPS, one a line:
`press BITS` (the flow's input bits), `reveal 1` / `reveal 0`, `show 0`. At each `show` the
view renders into a 320x240 panel memory (big-endian RGB565, as the panel keeps it) and, if it
drew, the CRC-32 of that memory is printed: the frames the console would show.
"""

import binascii
import sys

from console.gfx import Gfx
from games.tigris import flow as tflow
from games.tigris import payload
from games.tigris.view import View

W = 320
H = 240


class Screen:
    """The display contract (firmware/README.md) kept in memory instead of a panel."""

    def __init__(self):
        self.width = W
        self.height = H
        self.mem = bytearray(W * H * 2)

    def blit(self, x, y, w, h, buf):
        mv = memoryview(buf)
        n = 2 * w
        for r in range(h):
            o = ((y + r) * W + x) * 2
            self.mem[o:o + n] = mv[r * n:(r + 1) * n]

    def fill_rect(self, x, y, w, h, colour):
        # Clipped as drivers/panel.py does; the colour is rgb565()'s byte-swapped value.
        if x < 0:
            w += x
            x = 0
        if y < 0:
            h += y
            y = 0
        w = min(w, W - x)
        h = min(h, H - y)
        if w <= 0 or h <= 0:
            return
        row = bytes((colour & 0xFF, colour >> 8)) * w
        for r in range(h):
            o = ((y + r) * W + x) * 2
            self.mem[o:o + 2 * w] = row


def main():
    with open(sys.argv[1], "rb") as f:
        data = f.read()
    screen = Screen()
    saves = []
    flow = tflow.resume(payload.unpack(data), saves.append)
    view = View(flow, Gfx(screen))
    flow.enter()
    view.enter()

    def show():
        if view.render():
            print("F %d" % (binascii.crc32(screen.mem) & 0xFFFFFFFF))

    show()
    with open(sys.argv[2]) as f:
        for line in f:
            verb, arg = line.split()
            if verb == "press":
                flow.press(int(arg))
            elif verb == "reveal":
                flow.reveal(arg == "1")
            else:
                show()
    print("S %d" % len(saves))


main()
