"""Continue: the saved game's first hand-over at once, the game loading behind it.

Loading a saved game (its engine, the save's decoding, its flow and view) is most of a second on
the Pico, and the table is passing the console meanwhile anyway. So the title's "Continue" puts
up the hand-over the game opens on, from the title's card of it (console/shelfcheck.py: whom
to pass to, why, their symbol, the lines told again; nothing private, TE-13), and the next pass
of the loop loads the game (console/launch.py start). Its screen takes over at the first key,
which goes to it: the hand-over it would draw is up already. A key pressed before the game has
loaded waits for it, latched as always: none is lost.
"""

import gc

from games import part

from console import common
from console.app import replay_keys, unload
from console.debounce import PRESSED
from console.launch import start


class ResumePage:
    """The first hand-over of the game `game_id` while it loads, from the title's request
    ("resume", card, checked) (console/shelfcheck.py): the card is [whom to pass to, why,
    their symbol's number, the lines told again, "module.function" of the game that draws the
    symbol]."""

    repeats = False

    def __init__(self, app, game_id, request):
        self.app = app
        self.game_id = game_id
        self.card = request[1]
        self.checked = request[2] if len(request) > 2 else None  # see console/launch.py best
        self.screen = None  # the game's screen, once loaded
        self.drawn = False

    def enter(self):
        self.drawn = False

    def update(self, pressed, held, now):
        if self.screen is None and (self.drawn or pressed):
            gc.collect()  # the game loads on a swept heap, as it does straight from the title
            self.screen = start(self.app, self.game_id, ("resume", None, self.checked))
            if not getattr(self.screen, "is_play", False):
                return self.screen  # the save would not load after all: the title says so
        if not pressed or self.screen is None:
            return None
        # The key goes to the game: back at the front of the latched edges, taken next.
        bit = 0
        while not pressed >> bit & 1:
            bit += 1
        replay_keys(self.app.board, [bit | PRESSED])
        unload(("console.launch", "console.resumepage"))  # the game has the heap
        return self.screen

    def render(self):
        if self.drawn:
            return False
        self.drawn = True
        who, why, which, told, symbol = self.card
        module, _, function = symbol.rpartition(".")
        common.handover(self.app.gfx, 0, who, why, common.handover_events(told, len(told)),
                        getattr(part(self.game_id, module), function), which)
        return True
