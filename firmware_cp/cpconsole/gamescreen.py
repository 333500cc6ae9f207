"""The game screen: key edges to the game's flow through its key map, its view drawn after each.

The flow and the key map are the MicroPython console's own (`games/<id>/flow.py`, `inputs.py`);
REVEAL edges go to `flow.reveal()`, MENU opens the in-game menu, every other press is the key
map's input bits. A new game or a resumed save starts here by the console's launch rules
(console/launch.py): the backup when the current save is damaged, the damaged file kept as
`<id>.bad`; a flow that keeps a log file (its LOG_KEEP) writes it next to its save.
"""

import gc
import os
import sys

from games import GAMES, load, part

from cpconsole import keys as K
from cpconsole.menu import Menu

DAMAGED = "Last save damaged: resumed the one before"


def best(store, codec):
    """(game, note) of a slot: the current save if the game takes it, else the backup (the
    damaged file then kept aside); (None, "") if nothing will load."""
    data = store.read_current()
    game = codec.unpack(data) if data is not None else None
    if game is not None:
        return game, ""
    data = store.read_backup()
    game = codec.unpack(data) if data is not None else None
    if store.has_current():
        store.keep_damaged()
        return game, DAMAGED if game is not None else ""
    return game, ""


def forget_other_games(game_id):
    """Only the game about to run keeps its modules: another game played earlier in this power
    cycle would otherwise keep its engine, flow and views (30-50 KB) for good."""
    others = [g for g in GAMES if g != game_id]
    for full in list(sys.modules):
        parts = full.split(".")
        if len(parts) > 1 and parts[0] in ("games", "cpgames", "engine_core") and \
                parts[1] in others:
            del sys.modules[full]
            parent = sys.modules.get(".".join(parts[:-1]))
            if parent is not None and hasattr(parent, parts[-1]):
                delattr(parent, parts[-1])  # the package's attribute would keep it alive
    gc.collect()


def start(app, game_id, request):
    from cpgames import part as cpart

    forget_other_games(game_id)
    desc = load(game_id)
    store = app.store(game_id)
    codec = part(game_id, desc.PAYLOAD)
    if request[0] == "result":
        game = best(store, codec)[0]
        if game is None or not game.is_over():
            return app.title("No finished game")
        return app.final(game_id, game)
    flows = part(game_id, desc.FLOW)
    logged = hasattr(flows, "LOG_KEEP")
    log_path = store.folder.rstrip("/") + "/" + store.slot + ".log"
    if request[0] == "new":
        app.seed = (app.seed * 1103515245 + 12345) & 0x7FFFFFFF or 1
        if not logged:
            flow = flows.new_flow(request[1], app.seed, store.save)
        else:
            try:
                open(log_path, "w").close()  # a new game's log starts empty
            except OSError:
                log_path = None  # a read-only drive (boot.py): the game goes on without a log
            flow = flows.new_flow(request[1], app.seed, store.save, log_path)
    else:
        game, note = best(store, codec)
        if game is None:
            return app.title("No saved game")
        if not logged:
            flow = flows.resume(game, store.save, note)
        else:
            # The next action number only has to be above every number in the log file: the
            # file's size is; None: no file (console/launch.py).
            try:
                seq = os.stat(log_path)[6]
            except OSError:
                seq = None
            flow = flows.resume(game, store.save, note, log_path, seq)
    view = cpart(game_id, "view")
    return GameScreen(app, game_id, flow, view.View(flow, app.sheet_of(game_id,
                                                                       view.new_sheet)))


class GameScreen:
    def __init__(self, app, game_id, flow, view):
        self.app = app
        self.game_id = game_id
        self.flow = flow
        self.view = view
        self.group = view.group
        self.keymap = part(game_id, load(game_id).INPUTS).KEYMAP

    def enter(self):
        self.flow.enter()
        self.view.enter()

    def key(self, bit, pressed):
        f = self.flow
        if bit == K.REVEAL:
            f.reveal(pressed)
        elif pressed and bit == K.MENU:
            return GameMenu(self.app, self)
        elif pressed and self.keymap[bit]:
            f.press(self.keymap[bit])
        if f.is_over():
            self.after()
            return self.app.final(self.game_id, f.game)
        return None

    def render(self):
        self.view.render()

    def idle(self, now):
        """No key waiting (cpconsole/app.py): a flow with work of its own between keys (the
        bots of a Tigris game seated on the MicroPython console, its save resumed here) goes on
        a step, on the app's clock in ms; what that changed is shown at once."""
        tick = getattr(self.flow, "tick", None)
        if tick is None:
            return None
        f = self.flow
        tick(int(now * 1000))
        if f.is_over():
            self.after()
            return self.app.final(self.game_id, f.game)
        if f.changed:
            self.view.render()
            self.app.display.refresh()
            self.after()
        return None

    def after(self):
        """After the frame (cpconsole/app.py): the flow's slow writes, its save and its log
        lines, as on the MicroPython console (console/gamescreen.py after_frame)."""
        flush = getattr(self.flow, "flush_log", None)
        if flush is not None:
            flush()


ITEMS = ["Back to the game", "Undo my last action", "Game log", "Rules", "Key test",
         "Save and quit to the title"]


class GameMenu(Menu):
    """MENU in a game: back, undo my last action, the log, the rules, the key test, save and
    leave for the title (the MicroPython console's console/gamemenu.py)."""

    def __init__(self, app, screen):
        Menu.__init__(self, app, "Menu", ITEMS, "A: choose, B: back")
        self.screen = screen

    def key(self, bit, pressed):
        if pressed and (bit == K.B or bit == K.MENU):  # MENU again closes it too
            return self.back()
        return Menu.key(self, bit, pressed)

    def back(self):
        self.screen.flow.back_from_menu()
        return self.screen

    def choose(self, i):
        f = self.screen.flow
        game_id = self.screen.game_id
        if i == 1:
            if f.at_handover():  # whose action it would take back is not known here
                return self.back()
            f.undo()
            return self.screen
        if i == 2:
            from cpconsole.textpages import log_page

            return log_page(self.app, f, self)
        if i == 3:
            from cpconsole.textpages import rules

            return rules(self.app, game_id, self)
        if i == 4:
            from cpconsole.textpages import KeyTest

            return KeyTest(self.app, self, part(game_id, load(game_id).KEYS).LABELS)
        if i == 5:
            f.save_now()
            return self.app.title()
        return self.back()
