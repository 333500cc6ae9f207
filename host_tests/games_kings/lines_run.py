"""Contest of Kings's public lines through a game, under MicroPython: games/kings/view.py words
them again only when an action was taken or undone; after every key they must still say what
games/kings/words.py says of the game as it stands.

  micropython lines_run.py SEED STEPS

Keys go into the real flow (the cursor, a colour, A on a legal target, A at each hand-over);
the view draws on a panel that keeps nothing. Prints "step N ok" or "step N STALE ...", then
"done".
"""

import sys

from console.gfx import Gfx
from games.kings import flow as kflow
from games.kings import view as kview
from games.kings import words
from nullpanel import Panel

from engine_core.kings import ACT_CARD, ACT_LEADER, Game, action_arg, action_kind

_A = 16
_RIGHT = 8


def main():
    seed, steps = int(sys.argv[1]), int(sys.argv[2])
    game = Game.new([0, 1, 2], seed)
    flow = kflow.KingsFlow(game, lambda data: None)
    view = kview.View(flow, Gfx(Panel()))
    rnd = seed
    for step in range(steps):
        if game.is_over():
            break
        rnd = (rnd * 1103515245 + 12345) & 0x7FFFFFFF
        if flow.mode == kflow.HANDOVER:
            flow.press(_A)
        elif rnd >> 9 & 1:
            flow.press(_RIGHT)  # a key that changes no public fact
        else:
            legal = game.legal_actions()
            a = legal[rnd % len(legal)]
            if action_kind(a) in (ACT_CARD, ACT_LEADER):  # aimed first, as a player would
                flow.press(256 << action_arg(a))
            flow.attempt(a)
        view.render()
        if flow.mode == kflow.HANDOVER or flow.revealed:
            print("step %d ok" % step)  # the seats' line is under a panel
            continue
        info = view.shown.get((kview.INFO_Y, 0))
        seats = view.shown.get((kview.SEATS_Y, 0))
        want = (words.info_text(game), words.seats_facts(game))
        got = (info and info[0], seats and seats[0])
        print("step %d %s" % (step, "ok" if got == want else "STALE %r %r" % (got, want)))
    print("done")


main()
