"""Contest of Kings's table drawn key by key against the same table drawn whole, under MicroPython.

  micropython table_run.py SEED STEPS

A game of seeded random legal actions, with a leader's or a card's targets lit before most of
them (flow.aim, REVEAL held) and the cursor moved: after each change games/kings/tableview.py
redraws what changed on one panel, and a fresh TableView draws the whole table on another. The
panels keep every pixel (the driver's contract: blit and fill_rect). Prints per step
  step N cells C pushes P same|DIFF
(C the cells the step changed, P the pushes the table made for them), then "done".
"""

import sys

from console import colours as C
from console.gfx import Gfx
from games.kings import flow as kflow
from games.kings.tableview import TableView

from engine_core.kings import ACT_CARD, ACT_LEADER, Game

W = 320
H = 240
TABLE_H = 184  # the columns, the gaps and the kingdoms' bar (view.py INFO_Y)


class PixelPanel:
    """A panel that keeps its pixels as framebuf's RGB565 bytes, and counts the pushes."""

    width = W
    height = H

    def __init__(self):
        self.px = bytearray(W * H * 2)
        self.pushes = 0

    def blit(self, x, y, w, h, buf):
        self.pushes += 1
        for r in range(h):
            o = ((y + r) * W + x) * 2
            self.px[o : o + 2 * w] = buf[2 * w * r : 2 * w * (r + 1)]

    def fill_rect(self, x, y, w, h, colour):
        self.pushes += 1
        row = bytes((colour & 255, colour >> 8)) * w
        for r in range(h):
            o = ((y + r) * W + x) * 2
            self.px[o : o + 2 * w] = row


def table_drawn_whole(game, flow):
    panel = PixelPanel()
    panel.fill_rect(0, 0, W, H, C.SCREEN_BG)
    TableView(Gfx(panel), flow).refresh()
    return panel.px[: W * TABLE_H * 2]


def main():
    seed, steps = int(sys.argv[1]), int(sys.argv[2])
    game = Game.new([0, 1, 2], seed)
    flow = kflow.KingsFlow(game, lambda data: None)
    panel = PixelPanel()
    panel.fill_rect(0, 0, W, H, C.SCREEN_BG)
    table = TableView(Gfx(panel), flow)
    table.refresh()
    rnd = seed
    for step in range(steps):
        if game.is_over():
            break
        rnd = (rnd * 1103515245 + 12345) & 0x7FFFFFFF
        legal = game.legal_actions()
        what = rnd >> 8 & 3
        colour = rnd >> 12 & 3
        if what == 0 or game.phase():
            game.apply(legal[rnd % len(legal)])
            flow.clear_highlight()
        elif what == 1:
            flow.aim(ACT_LEADER, colour)
        elif what == 2:
            flow.revealed = True
            flow.aim(ACT_CARD, colour)
        flow.cx = rnd >> 14 & 15 if rnd >> 14 & 15 < 15 else 0
        flow.cy = rnd >> 18 & 7
        before = list(table.shown)
        panel.pushes = 0
        table.refresh()
        cells = sum(1 for i in range(79) if table.shown[i] != before[i])
        same = panel.px[: W * TABLE_H * 2] == table_drawn_whole(game, flow)
        print("step %d cells %d pushes %d %s" % (step, cells, panel.pushes,
                                                 "same" if same else "DIFF"))
    print("done")


main()
