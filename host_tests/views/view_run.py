"""Tigris's view on a position, under MicroPython: the frames and the words it draws.

  micropython view_run.py POSITION_TEXT STEPS OUT_DIR

Builds the game from a position in the text notation (../shared/spec/notation.md), resumes the
firmware's flow on it with its view and the real Gfx drawing into a 320x240 panel memory
(big-endian RGB565, as the panel keeps it), then plays STEPS, one a line:
  act KIND ARG CELL     the engine applies this action first (to start a conflict, say)
  note TEXT             a line of the note the game resumes with (shown as an event)
  press NAME ...        the flow's inputs by name (games/tigris/inputs.py NAMES)
  cursor CELL           the board cursor put on a cell (0-175), as the D-pad would
  news SEAT TEXT        a seat's latest points as the flow keeps them (narrate.py tell)
  reveal 1 | reveal 0   REVEAL pressed / let go
  show NAME             render; the panel memory goes to OUT_DIR/NAME.bin
  afresh NAME           the flow drawn by a new view on a blank screen, to OUT_DIR/NAME.bin
Every line of text the view draws is printed as `T x y width text` (the real Gfx draws it too),
and after each show `D cells_drawn cells_checked` of the board view and `W windows bytes` sent
to the screen (a window: a blit, a fill or a streamed window, drivers/panel.py begin_pixels).
"""

import sys

from console.gfx import Gfx
from games.tigris import flow as tflow
from games.tigris.inputs import NAMES
from games.tigris.view import View

from engine_core.tigris import Game, make_action

W = 320
H = 240


class Screen:
    """The display contract (firmware/README.md) kept in memory instead of a panel."""

    def __init__(self):
        self.width = W
        self.height = H
        self.mem = bytearray(W * H * 2)
        self.sent = 0
        self.windows = 0  # windows opened: a blit, a fill or a stream each
        self.at = None  # the open stream's window and the next row in it (StreamScreen)

    def blit(self, x, y, w, h, buf):
        self.windows += 1
        self._rows(x, y, w, h, buf)

    def _rows(self, x, y, w, h, buf):
        mv = memoryview(buf)
        n = 2 * w
        assert len(mv) >= n * h and x + w <= W and y + h <= H, (x, y, w, h, len(mv))
        self.sent += n * h
        for r in range(h):
            o = ((y + r) * W + x) * 2
            self.mem[o:o + n] = mv[r * n:(r + 1) * n]

    def fill_rect(self, x, y, w, h, colour):
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
        self.windows += 1
        self.sent += 2 * w * h
        row = bytes((colour & 0xFF, colour >> 8)) * w
        for r in range(h):
            o = ((y + r) * W + x) * 2
            self.mem[o:o + 2 * w] = row


class StreamScreen(Screen):
    """... that also takes a window's pixels in pieces, as drivers/panel.py does."""

    def begin_pixels(self, x, y, w, h):
        assert self.at is None
        self.windows += 1
        self.at = [x, y, w, y + h]

    def pixels(self, buf):
        x, y, w, end = self.at
        rows = len(buf) // (2 * w)
        assert len(buf) == rows * 2 * w and y + rows <= end, (len(buf), self.at)
        self._rows(x, y, w, rows, buf)
        self.at[1] = y + rows

    def end_pixels(self):
        assert self.at is not None and self.at[1] == self.at[3], self.at
        self.at = None


class WordsGfx(Gfx):
    """The real Gfx; each line of text is also printed, so a test can read the words."""

    def text(self, x, y, s, *rest):  # fg, bg, then width and font where Gfx has them
        print("T %d %d %d %s" % (x, y, rest[2] if len(rest) > 2 else 0, s))
        return Gfx.text(self, x, y, s, *rest)



def watch_table_words():
    """The public table composes its text into pieces of its rows (publictable.words), not
    through Gfx: each text is printed too, by the piece it starts in. The module is loaded
    for each drawing and dropped after it, so it is watched anew before each render."""
    from games.tigris import publictable

    if "watched" in dir(publictable):
        return
    draw = publictable.words

    def words(ink_rows, x0, x, s, colour):
        if 0 <= x - x0 < publictable.PIECE:
            print("T %d %d %d %s" % (x, -1, 0, s))
        draw(ink_rows, x0, x, s, colour)

    publictable.words = words
    publictable.watched = True


def main():
    with open(sys.argv[1]) as f:
        game = Game.from_text(f.read())
    steps = open(sys.argv[2]).read().split("\n")
    out = sys.argv[3]
    screen = StreamScreen()
    fresh = None  # the blank screen of `afresh` steps
    for line in steps:
        w = line.split()
        if w and w[0] == "act":
            game.apply(make_action(int(w[1]), int(w[2]), int(w[3])))
    note = "\n".join(line[5:] for line in steps if line.startswith("note "))
    flow = tflow.resume(game, lambda data: None, note)
    view = View(flow, WordsGfx(screen))
    flow.enter()
    view.enter()
    for line in steps:
        w = line.split()
        if not w or w[0] in ("act", "note"):
            continue
        if w[0] == "press":
            bits = 0
            for n in w[1:]:
                bits |= 1 << NAMES.index(n)
            flow.press(bits)
        elif w[0] == "reveal":
            flow.reveal(w[1] == "1")
        elif w[0] == "cursor":
            flow.cursor = int(w[1])
        elif w[0] == "news":
            flow.news[int(w[1])] = " ".join(w[2:])
        elif w[0] == "show":
            b = view.board
            before = getattr(b, "cells_checked", 0)
            drawn = b.cells_drawn
            windows = screen.windows
            sent = screen.sent
            watch_table_words()
            view.render()
            print("D %d %d" % (b.cells_drawn - drawn, getattr(b, "cells_checked", -1) - before))
            print("W %d %d" % (screen.windows - windows, screen.sent - sent))
            with open("%s/%s.bin" % (out, w[1]), "wb") as f:
                f.write(screen.mem)
            print("S %s" % w[1])
        elif w[0] == "afresh":
            # The same flow drawn by a new view on a blank screen that cannot stream: what
            # the frame shown last must equal, however it was reached.
            if fresh is None:
                fresh = Screen()
            blank = bytes(2 * W)
            for r in range(H):
                fresh.mem[r * 2 * W:(r + 1) * 2 * W] = blank
            flow.changed = flow.full = True
            View(flow, Gfx(fresh)).render()
            with open("%s/%s.bin" % (out, w[1]), "wb") as f:
                f.write(fresh.mem)


main()
