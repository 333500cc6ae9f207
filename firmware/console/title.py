"""The title shelf: continue a saved game, start a new one, rules, key test; the first screen."""

from fonts.writer import text_width
from games import GAMES, load

from console import colours as C
from console.compat import const
from console.gfx import BODY
from console.keys import K_A
from console.page import FOOTER_Y, Page, draw_list, load_ahead, move_selection

ROWS = 8  # list rows above the footer (console/page.py LIST_Y, LIST_STEP, FOOTER_Y)
_NOTE_ROWS = const(6)  # with a note's two lines under them
FOOTER = "UP/DOWN, A select"
MORE_FOOTER = "UP/DOWN: more rows, A select"


def first_screen(app, watchdog_reset):
    """After a soft reset what the console restarted for (console/launch.py restart_to): the
    game it starts, the title with what the saves hold (looked at before the reset, see
    title()), or the title with a game's note; after a watchdog reset a game in progress
    resumes at once; otherwise the title."""
    from console import launch

    launch.adopt_old_slot(app)
    handoff = launch.take_handoff(app)
    if handoff is not None:
        if handoff[0] == "play":
            return launch.play_after_reset(app, handoff[1])
        if handoff[0] == "shelf":
            import json

            try:
                note, app.shelf = json.loads(handoff[1])
                return title(app, note)
            except (ValueError, TypeError):
                pass  # a damaged hand-off: the saves are looked at again
        return title(app, handoff[1] if handoff[0] == "title" else "")
    if watchdog_reset:
        from console.shelfcheck import offer

        for game_id in GAMES:
            if offer(app, game_id)[0]:
                return app.play(game_id, ("resume",))
    return title(app)


def title(app, note=""):
    """The title, from what each game's save holds (console/shelfcheck.py). Looking loads every
    engine with a save, whose names the interpreter keeps for good: so where the board can
    soft-reset, the console restarts once with the answers in the hand-off and shows the title
    on a clean heap, keeping them (app.shelf) until a game starts (console/launch.py start)."""
    shelf = getattr(app, "shelf", None)
    if shelf is None:
        from console import launch, shelfcheck

        # Names a setup page's preload interned (console/screenchange.py leave_play) make the next
        # game start afresh anyway: the title does not restart for them.
        held = getattr(app, "engines_loaded", False)
        offers = []
        results = []
        who = {}
        why = ""
        for game_id in GAMES:
            state, told, card, checked = shelfcheck.shelf(app, game_id)
            if state == "resume":
                offers.append(game_id)
                # The players; the card of its first hand-over (Continue shows it at once) and
                # the checksum of the save just checked (Continue need not check it again).
                who[game_id] = [shelfcheck.players(app, game_id), card, checked]
            elif state == "result":
                results.append(game_id)
            why = why or told
        # The games' names too: the title shown after the restart needs no game's descriptor.
        shelf = [offers, results, who, why, [load(game_id).NAME for game_id in GAMES]]
        if not held and getattr(app, "engines_loaded", False) and \
                getattr(app.board, "soft_reset", None) is not None:
            import json

            launch.restart_to(app, "shelf", json.dumps([note, shelf]))  # returns on a full flash
    offers, results, who, why = shelf[:4]
    note = note or why
    shelf[3] = ""  # a damaged save is told once
    return Title(app, offers, note, results, who, shelf[4] if len(shelf) > 4 else None)


class Title(Page):
    """Power-up menu; saved games are offered first. `note` tells of a damaged save.

    With one game on the shelf the rows are "Continue saved game", "New game", "Rules" and
    "Key test" under the game's title; with more, each row names its game. A "Continue" row's
    players (`who`, from the save's header, without the engine) are told on the footer line
    while it is selected: a game's name and four players do not fit one row of the body face.
    A list longer than the page scrolls with the selection."""

    def __init__(self, app, offers, note="", results=(), who=None, names=None):
        Page.__init__(self, app)
        one = len(GAMES) == 1
        if names is None:  # each game's NAME, by its place in GAMES
            names = [load(game_id).NAME for game_id in GAMES]
        name = {GAMES[i]: names[i] for i in range(len(GAMES))}
        items = []
        acts = []
        players = []
        for game_id in offers:
            items.append("Continue saved game" if one else "Continue " + name[game_id])
            words = who.get(game_id, "") if who else ""
            more = ()
            if isinstance(words, list):  # [the players, the card, the save's checksum]
                words, more = words[0], tuple(words[1:])
            acts.append(("resume", game_id) + more)
            players.append(words)
        for game_id in results:  # a finished game's final scores stay readable
            items.append("Last result" if one else "Last result: " + name[game_id])
            acts.append(("result", game_id))
        for game_id in GAMES:
            items.append("New game" if one else "New: " + name[game_id])
            acts.append(("new", game_id))
        for game_id in GAMES:
            items.append("Rules" if one else "Rules: " + name[game_id])
            acts.append(("rules", game_id))
        items.append("Key test")
        acts.append(("keys", ""))
        self.items = items
        self.acts = acts
        self.players = players  # of each "Continue" row (the first rows)
        self.rows = _NOTE_ROWS if note else ROWS
        self.top = 0  # the first row shown
        self.footer = ""  # as drawn
        self.heading = load(GAMES[0]).TITLE if one else "Games"
        self.note = note
        self.sel = 0
        self.shown_sel = -1  # the row selected when the list was last drawn
        self.game_ahead = None  # the game whose modules a Continue row loads (continue_ahead)
        self.loaded_before = None  # the modules loaded before them
        self.ahead_names = None  # (the row, what it loads ahead)

    def idle(self):
        """A quiet pass (console/app.py): what A on the selected row runs is loaded ahead
        (console/page.py load_ahead), so the key's page goes up at once: on a saved game's
        Continue row with its card (console/resumepage.py), what Continue runs (app.py
        CONTINUE_MODULES) and then the game's own modules (continue_ahead), so that Continue
        only decodes the save and builds the game; on a New game row, that game's setup page;
        on a Rules row, its text and the pages' module. The pages' modules are let go again
        when a game starts (screenchange.py), with the title's; a game's, when another row is
        chosen (drop_game)."""
        act = self.acts[self.sel]
        if act is self.ahead:
            return  # done for this row: the quiet passes (every 10 ms) stop here
        self.drop_game(act)
        if act[0] == "resume" and len(act) > 2 and act[2]:
            load_ahead(self, self.continue_ahead(act), act)
        elif act[0] == "new":
            load_ahead(self, ("games.%s.setup" % act[1],), act)
        elif act[0] == "rules":
            load_ahead(self, ("console.textpages", "games.%s.rules_text" % act[1]), act)
        else:
            self.ahead = act  # nothing to load for this row

    def continue_ahead(self, act):
        """What a Continue row loads ahead: what Continue runs, then its game's modules of the
        first frame (its ahead.py AHEAD), its save's decoder and the game screen. Only what
        Continue runs for a game without ahead.py, or where this interpreter holds a game's
        names already (another game's, loaded ahead and let go; every engine's, where the
        console cannot soft-reset after its look at the saves): the game then loads at
        Continue (after a soft reset for another's, console/launch.py start). Made once a
        row."""
        ahead = self.ahead_names
        if ahead is not None and ahead[0] is act:
            return ahead[1]
        from console.app import CONTINUE_MODULES

        app = self.app
        game_id = act[1]
        names = CONTINUE_MODULES
        if not getattr(app, "engines_loaded", False) and \
                getattr(app, "ahead_of", None) in (None, game_id):
            import sys

            from games import part

            if self.game_ahead is None:
                self.loaded_before = tuple(sys.modules)
            try:
                names += part(game_id, "ahead").AHEAD + \
                    ("games.%s.%s" % (game_id, load(game_id).PAYLOAD), "console.gamescreen")
                self.game_ahead = game_id
            except ImportError:
                pass
        self.ahead_names = (act, names)
        return names

    def drop_game(self, act, sweep=True):
        """A game's modules loaded ahead for its Continue row go when a row other than its
        Continue or New game (whose setup page loads the same) is chosen: they would take the
        heap of what that row opens. Their names stay interned: a game other than theirs then
        starts after a soft reset (console/launch.py start, app.ahead_of). `sweep`: the heap
        is swept after (a key's frame has the loop's own sweep after it)."""
        game_id = self.game_ahead
        if game_id is None or (act[0] in ("resume", "new") and act[1] == game_id):
            return
        import sys

        from console.app import CONTINUE_MODULES, unload

        before = self.loaded_before
        names = self.ahead_names[1]
        # The console's modules that came with them stay, unless the list names them: what
        # Continue runs loads some the title's pages hold too (console.common), and one let go
        # would be loaded again beside the copy they hold.
        dropped = [m for m in sys.modules if m not in before and m not in CONTINUE_MODULES and
                   (m in names or not m.startswith("console."))]
        unload(dropped)
        if [m for m in dropped if m.startswith("engine_core")]:
            self.app.ahead_of = game_id
        self.game_ahead = self.loaded_before = self.ahead_names = None
        if sweep:
            import gc

            gc.collect()

    def update(self, pressed, held, now):
        if not pressed:
            return None
        self.changed = True
        self.sel = move_selection(pressed, self.sel, len(self.items))
        if not pressed & K_A:
            return None
        self.drop_game(self.acts[self.sel], False)
        act, game_id = self.acts[self.sel][:2]
        if act == "new":
            from games import part

            return part(game_id, "setup").Setup(self.app)
        if act == "rules":
            from console.textpages import rules

            return rules(self.app, game_id, self)
        if act == "keys":
            from games import part

            from console.keytest import KeyTest

            one = len(GAMES) == 1
            names = part(GAMES[0], load(GAMES[0]).KEYS).LABELS if one else None
            return KeyTest(self.app, self, names)
        return self.app.play(game_id, (act,) + self.acts[self.sel][2:])

    def footer_for(self, sel):
        """The footer line: the players of a selected "Continue" row, else the keys."""
        if sel < len(self.players) and self.players[sel]:
            words = "Players: " + self.players[sel]
            # Four names and their bots fill the line: the heading word goes first.
            return words if text_width(BODY, words) <= 288 else self.players[sel]
        return MORE_FOOTER if len(self.items) > self.rows else FOOTER

    def render(self):
        if not self.changed:
            return False
        self.changed = False
        gfx = self.app.gfx
        sel = self.sel
        rows = self.rows
        top = self.top
        if sel < top:
            top = sel
        elif sel >= top + rows:
            top = sel - rows + 1
        full = self.full or top != self.top  # a scroll moves every row
        self.full = False
        self.top = top
        footer = self.footer_for(sel)
        draw_list(gfx, self.heading, self.items[top:top + rows], sel - top, full,
                  footer=footer, old=-1 if full else self.shown_sel - top)
        self.shown_sel = sel
        if footer != self.footer and not full:
            gfx.line(16, FOOTER_Y, footer, C.DIM, C.SCREEN_BG, 288)
        self.footer = footer
        if full and self.note:
            first, _, second = self.note.partition("\n")
            gfx.line(16, 170, first, C.WARN, C.SCREEN_BG, 288)
            if second:
                gfx.line(16, 192, second, C.WARN, C.SCREEN_BG, 288)
        return True
