"""Assyria's VIEW keys and the two screens' modules, under MicroPython (games/assyria/view.py).

  micropython view_modules_run.py

A game a few actions in, its flow and view on a panel that keeps nothing: VIEW round the three
screens, then VIEW and B, then an action (its save follows its frame), then MENU. After each
key, which of rowsview and assurview are loaded before it, when its frame is drawn and once
the frame is out (the flow's after_frame). Prints one line a key:
  KEY screen S before [modules] drawn [modules] after [modules]
"""

import sys

from console.gfx import Gfx
from games.assyria import flow as aflow
from games.assyria import view as aview
from nullpanel import Panel

from engine_core.assyria import Game

_VIEW = 32768
_B = 32
_A = 16
_MENU = 64  # the flow's 'other' input


def loaded():
    return [m.rpartition(".")[2] for m in aview.BOARDS if m in sys.modules]


def main():
    game = Game.new(3, 7)
    for _ in range(8):
        game.apply(game.legal_actions()[0])
    flow = aflow.AssyriaFlow(game, lambda data: None)
    view = aview.View(flow, Gfx(Panel()))
    for name, bits in (("start", 0), ("A", _A), ("VIEW", _VIEW), ("VIEW", _VIEW),
                       ("VIEW", _VIEW), ("VIEW", _VIEW), ("B", _B), ("VIEW", _VIEW),
                       ("VIEW", _VIEW), ("B", _B), ("action", -1)):
        before = loaded()
        if bits < 0:  # an action taken on the map, as A or a list's choice would
            flow.attempt(game.legal_actions()[0])
        elif bits:
            flow.press(bits)
        view.render()
        drawn = loaded()
        flow.after_frame()
        print("%s screen %d before %s drawn %s after %s" % (
            name, flow.screen, ",".join(before) or "-", ",".join(drawn) or "-",
            ",".join(loaded()) or "-"))
    before = loaded()
    flow.press(_MENU)  # the console opens the in-game menu at once: no frame of the game
    print("MENU screen %d before %s drawn - after %s" % (
        flow.screen, ",".join(before) or "-", ",".join(loaded()) or "-"))


main()
