"""The screen a game runs on: keys through the game's key map into its flow, its view draws.

Generic for every game on the shelf: the game's package gives the flow and the view (built by
console/launch.py), the final page (`Final`) and the key map (`KEYMAP` of its INPUTS module).
"""

# build: intern strings (loaded all through a game: tools/mpy_strings.py)
from games import part

from console.app import unload
from console.keys import K_MENU, K_REVEAL


class GameScreen:
    """Feeds the flow: each key press through the key map, every REVEAL edge as reveal()."""

    repeats = True  # a held D-pad key repeats (app.py)
    is_play = True  # the loop drops the pages' modules when this screen comes back
    # True once Continue's page (console/resumepage.py) has entered this screen and had it draw
    # its first frame: the loop's enter() then keeps that frame.
    ahead = False
    busy = False  # the game's BUSY_VIEW draws: its flow is busy (follow_busy)
    # Once the menu has begun to build the view again after a page (console/viewahead.py
    # build_step): the modules before it, so the view's next suspend() lets go all it loaded.
    loaded_from = None
    # The in-game menu's panel top when it went back to the game over it (console/gamemenu.py):
    # the view draws again only from there down, if it can (its `uncover`).
    menu_top = 0

    def __init__(self, app, game_id, desc, flow):
        self.app = app
        self.game_id = game_id
        self.desc = desc
        self.flow = flow
        self.view = None
        self.view_modules = ()  # what building the view imported (suspend() lets them go)
        self.keymap = part(game_id, desc.INPUTS).KEYMAP
        unload(("games.%s.%s" % (game_id, desc.INPUTS),))  # the tuple is all the screen needs
        self.reveal_held = False
        # A flow with work of its own between keys (Tigris's bots) has tick(now, feed): called
        # every pass, with the watchdog's feed for work that takes long.
        self.tick = getattr(flow, "tick", None)
        self.feed = app.board.watchdog.feed
        # What the game's peak leaves room for in the heap all through it (firmware/README.md).
        self.menu_ahead = getattr(desc, "MENU_AHEAD", False)
        self.hold_glyphs = getattr(desc, "HOLD_GLYPHS", False)
        self.build_view()

    def build_view(self, busy=False, before=None):
        import sys

        if before is None:
            before = set(sys.modules)
        module = self.desc.BUSY_VIEW if busy else self.desc.VIEW
        ahead = ()
        lists = "games.%s.ahead" % self.game_id
        if not busy and lists in sys.modules:
            # The page before the game (the title's Continue row, the setup page) loaded its
            # ahead.py, and with it maybe some of the view's modules: they go with the view as
            # if building it had loaded them. The module goes now, used once a game.
            ahead = sys.modules[lists].VIEW_MODULES
            unload((lists,))
        view = self.view = part(self.game_id, module).View(self.flow, self.app.gfx)
        self.busy = busy
        self.view_modules = tuple(m for m in sys.modules if m not in before or m in ahead)
        view.status = self.app  # the strip's battery warning follows the console's
        self.render = view.render  # the only place the game screen sends pixels: its view

    def suspend(self):
        """A full-screen page goes up over the game (its log, the rules, the key test): the
        view and the modules it brought go, so the page has their heap (the game's in-game
        pages would otherwise be the firmware's peak); enter() builds them again."""
        self.view = self.render = self.loaded_from = None
        unload(self.view_modules)

    def follow_busy(self, busy):
        """A flow with work of its own may be `busy` (Tigris: a bot thinks, its line up). The
        game's BUSY_VIEW then draws, and the full view's modules leave the heap to that work:
        swapped in before the pass that starts the work (the full view has drawn all up to
        it), and out after the pass that ends it, whose frame the full view draws whole."""
        if self.busy == busy or self.flow.busy != busy:
            return
        import gc

        self.suspend()
        gc.collect()
        self.build_view(busy)
        if busy:
            self.view.enter()
        else:  # the board as it was: drawn again whole, the reveal state left as it is
            self.flow.full = self.flow.changed = True

    def enter(self):
        if self.view is None:
            # Back from a page (suspend()) before the menu built the view again: the view, kept
            # for the rest of the game, is built on a swept heap, not around the page's garbage
            # (the loop's switch does not sweep).
            if self.loaded_from is None:
                import gc

                if not self.hold_glyphs:  # the page's glyphs go (console/page.py hold_glyphs)
                    from fonts.writer import let_go

                    let_go()
                gc.collect()
            self.build_view(False, self.loaded_from)
            self.loaded_from = None
        top = self.menu_top
        self.menu_top = 0
        if self.ahead:
            self.ahead = False
        else:
            self.flow.enter()
            view = self.view
            view.enter()
            uncover = getattr(view, "uncover", None)
            if top and uncover is not None and uncover(top):
                self.flow.full = False  # the rows above the menu's panel are as they were
        self.reveal_held = bool(self.app.held & K_REVEAL)
        self.flow.reveal(self.reveal_held)

    def update(self, pressed, held, now):
        flow = self.flow
        rev = bool(held & K_REVEAL)
        if rev != self.reveal_held:
            self.reveal_held = rev
            flow.reveal(rev)  # TE-13: a release hides the panel before any other key counts
        # The screen is not yet the game as it stands, a hidden panel included (the menu's).
        behind = flow.changed
        pressed &= ~K_REVEAL
        if pressed:
            inputs = 0
            keymap = self.keymap
            i = 0
            bits = pressed  # one key as a rule (app.py); several when the D-pad repeats
            while bits:
                if bits & 1:
                    inputs |= keymap[i]
                bits >>= 1
                i += 1
            flow.press(inputs)
            if not inputs:
                # A key this game has no use for (its cap says "-", Assyria's colours): a key
                # that did nothing and said nothing would leave the table wondering.
                flow.msg = "That key has no use in this game"
                flow.changed = True
        if self.tick is not None and not pressed & K_MENU:
            # Not in MENU's pass: a bot let its thinking go for the menu (games/tigris/botturn.py
            # key), and a step now would take the heap back before the menu's page loads.
            self.follow_busy(True)
            self.tick(now, self.feed)
            self.follow_busy(False)
        elif not pressed:
            return None
        if flow.is_over():
            self.after_frame()  # the last save and log lines go before the page changes
            # The final scores come from that save on a fresh heap (console/launch.py start
            # restarts the interpreter where the board can): the game's heap is in pieces by
            # now, and the page's names would have the interpreter grow its string pool by a
            # block it may not find room for.
            self.suspend()
            return self.app.play(self.game_id, ("result",))
        if pressed & K_MENU:  # on every screen of a game, the hand-over too
            from console.gamemenu import GameMenu

            # Over the game, whose rows above the panel stay, unless they may hold something
            # private (TE-13, CK-7.3). MENU before the game drew all it had to (as it loads):
            # that frame goes out first, so the rows above are the game's as it stands. (What
            # MENU's own press changed, a line under the panel, waits for B back.)
            over_game = not flow.revealed
            if over_game and behind:
                self.render()
            return GameMenu(self.app, self, over_game)
        return None

    def after_frame(self):
        """Called by the loop once a frame is out: the flow's slow work (its save, its log's
        writes, what its next key will need) goes now, never between a key and its frame.
        Where the game's heap has room for them, the in-game menu's modules (its MENU_AHEAD)
        and the body face's glyphs (HOLD_GLYPHS) are loaded now and kept: MENU only draws its
        panel, and a line of text reads no glyph from the font's file. The loop lets the menu's
        modules go when the game screen comes back from the menu; the next frame's end loads
        them again."""
        self.flow.after_frame()
        if self.menu_ahead:
            import sys

            if "console.gamemenu" not in sys.modules:  # once, and after each menu
                try:
                    import console.gamemenu  # noqa: F401

                    if self.hold_glyphs:  # (nothing lets them go meanwhile)
                        from console.page import hold_glyphs

                        hold_glyphs()
                except MemoryError:
                    # No room (a heap in pieces): the menu loads them when it opens, and the
                    # game goes on without trying again at every frame, its lines' glyphs
                    # read from their file (those held before go too: a page holds them
                    # again for itself).
                    from fonts.writer import let_go

                    let_go()
                    unload(("console.gamemenu", "console.page"))
                    self.menu_ahead = False

    def battery_changed(self):
        """The console's battery warning changed: the view repaints what shows it."""
        self.flow.changed = True

    def save_now(self):
        """The battery is going: the game as it stands is saved now."""
        if not self.flow.is_over():
            self.flow.save_now()
