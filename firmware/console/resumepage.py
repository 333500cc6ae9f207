"""A game's first hand-over at once, the game loading behind it: Continue, and Start.

Loading a saved game (its engine, the save's decoding, its flow and view) is most of a second on
the Pico, and the table is passing the console meanwhile anyway. So the title's "Continue" puts
up the hand-over the game opens on, from the title's card of it (console/shelfcheck.py: whom
to pass to, why, their symbol, the lines told again; nothing private, TE-13), and the next pass
of the loop loads the game (console/launch.py start). A new game does the same: Start deals
it and puts up its first hand-over from the same card, and the next pass builds its flow and
view. Every game's hand-over is a panel over its public table: it goes up where the game draws
it, on the table's ground, and in the pass after the loading one the game takes over and draws
the table around it (its view's `keep_handover(top)`): A then only takes the panel away, as at
any hand-over, instead of drawing the whole table. A key pressed before the game has loaded
goes to the game, latched as always: none is lost.
"""

import gc

from games import part

from console import colours as C
from console import common
from console.app import replay_keys, unload
from console.debounce import PRESSED


class ResumePage:
    """The first hand-over of the game `game_id` while it loads: `card` is [whom to pass to,
    why, their symbol's number, the lines told again, "module.function" of the game that draws
    the symbol, and optionally the rest of what the game's `resume` takes from the card with
    its lines (Tigris: what it read of the log, so Continue reads it no more)] for the
    console's own panel (console/common.py handover, its top set by its lines), or [the
    panel's top, its lines as [x, y, text, the ink's name in console/colours.py], the symbol's
    number, "module.function", and optionally what the game's `resume` takes from the card
    (Contest of Kings, Assyria: what it read of the log)] for a panel the game lays out
    itself (the game's card.py). With no hand-over to put up (a bot to move), [the top, the
    lines, the symbol's number, its x, the ground's name in console/colours.py,
    "module.function"]: what the game shows there first (Tigris: the strip of the bot's
    thinking), on the table's ground, which the game then draws whole. `load` is the request
    console/launch.py start then loads the game with: ("resume", None, checked) after the
    title's Continue (and what the card gives the resume, console/launch.py start), ("new",
    options, game, seed) after Start."""

    repeats = False
    # Each pass of this page has work for the next, with no key to wait for: its card, then the
    # game's load, then the game's first frame (console/app.py loop: no sleep between them).
    again = True

    def __init__(self, app, game_id, card, load):
        self.app = app
        self.game_id = game_id
        self.card = card
        self.load = load
        self.screen = None  # the game's screen, once loaded
        self.drawn = False
        self.top = -1  # the panel's top edge, once drawn
        self.loaded_before = None  # the game modules loaded before the card was drawn

    def enter(self):
        self.drawn = False

    def update(self, pressed, held, now):
        screen = self.screen
        if screen is None:
            if not (self.drawn or pressed):
                return None
            from console import launch

            if not self.drawn:
                self.after_frame()  # a key before the card was drawn: what it would let go
                gc.collect()
            # The game loads on the heap swept after the card's frame (after_frame).
            screen = self.screen = launch.start(self.app, self.game_id, self.load)
            self.load = None  # a new game's deal: the flow has it now
            unload(("console.launch",))  # used once: the game's first frame has its heap
            if not getattr(screen, "is_play", False):
                return screen  # the save would not load after all: the title says so
            if not pressed:
                return None  # the load took this pass: a key latched meanwhile goes first
        elif not pressed:
            unload(("console.resumepage",))
            if isinstance(self.card[0], int) and len(self.card) == 6:
                return screen  # no hand-over kept: the game draws its whole screen
            # The game takes over now, entered with the panel kept, and its first frame draws
            # the table around it while the console is being passed.
            screen.enter()
            screen.view.keep_handover(self.top)
            screen.ahead = True  # the loop's enter() keeps that
            return screen
        # The key goes to the game: back at the front of the latched edges, taken next.
        bit = 0
        while not pressed >> bit & 1:
            bit += 1
        replay_keys(self.app.board, [bit | PRESSED])
        unload(("console.resumepage",))  # the game has the heap
        return screen

    def after_frame(self):
        """Once the card's pixels are out, before the loop's sweep (console/app.py one_pass):
        what drawing it loaded goes, so the game loads on a heap swept of it, with no second
        sweep of its own (the work of a long key on the Pico). On Continue, what the card loaded
        of the game (its symbols' modules, unless the title loaded them ahead with the rest of
        the game) goes: the view loads them itself, and lets them go with it while its game is
        busy (console/gamescreen.py suspend: a bot thinking right after Continue); a new game's
        setup page loaded them with the rest of the game (its PRELOAD). The title's glyphs go
        too (console/page.py hold_glyphs)."""
        before = self.loaded_before
        if before is not None:
            import sys

            unload([m for m in sys.modules if m.startswith("games.") and m not in before])
            self.loaded_before = None
        from fonts.writer import let_go

        let_go()

    def render(self):
        if self.drawn:
            return False
        self.drawn = True
        if self.load is not None and self.load[0] == "resume":
            import sys

            self.loaded_before = [m for m in sys.modules if m.startswith("games.")]
        gfx = self.app.gfx
        card = self.card
        at = (5 if len(card) == 6 else 3) if isinstance(card[0], int) else 4  # the painter
        module, _, function = card[at].rpartition(".")
        draw = getattr(part(self.game_id, module), function)
        if isinstance(card[0], int):
            top, lines, which = card[:3]
            if len(card) == 6:  # no hand-over: the game's own painter, kept for its view
                left, bg = card[3], getattr(C, card[4])
            else:
                left, bg = 296, C.HANDOVER_BG
                # The game's view draws its own mark: the page's may go (the heap is the
                # game's).
                unload(("games.%s.%s" % (self.game_id, module),))
            gfx.fill(0, top, 320, 240 - top, bg)
            common.symbol(gfx, draw, which, left, top, bg)
            for x, y, text, ink in lines:
                gfx.line(x, y, text, getattr(C, ink), bg)
        else:
            # The console's own panel (console/common.py handover), its top set by its lines.
            who, why, which, told = card[:4]
            shown = common.handover_events(told, len(told))
            top = common.handover_top(len(shown))
            common.handover(gfx, top, who, why, shown, draw, which)
        gfx.fill(0, 0, 320, top, C.SCREEN_BG)  # the table's ground, the table to come
        self.top = top
        return True
