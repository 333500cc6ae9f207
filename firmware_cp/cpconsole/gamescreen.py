"""The game screen: key edges to the game's flow through its key map, its view drawn after each.

The flow and the key map are the MicroPython console's own (`games/<id>/flow.py`, `inputs.py`);
REVEAL edges go to `flow.reveal()`, MENU opens the in-game menu, every other press is the key
map's input bits. A new game or a resumed save starts here (the console's launch rules: the
backup when the current save is damaged, the damaged file kept as `<id>.bad`).
"""

import os

from games.tigris import flow as tflow
from games.tigris import payload
from games.tigris.inputs import KEYMAP

from cpconsole import keys as K
from cpconsole.menu import Menu

DAMAGED = "Last save damaged: resumed the one before"


def start(app, request):
    from cpgames.tigris import tiles
    from cpgames.tigris.view import View

    store = app.store("tigris")
    # The game's log file next to its save, as the MicroPython console keeps it
    # (console/launch.py): emptied for a new game; on resume the next action number only has
    # to be above every number in it, and the file's size is.
    log_path = store.folder.rstrip("/") + "/" + store.slot + ".log"
    if request[0] == "new":
        app.seed = (app.seed * 1103515245 + 12345) & 0x7FFFFFFF or 1
        try:
            open(log_path, "w").close()
        except OSError:
            log_path = None  # a read-only drive (boot.py): the game goes on without a log
        flow = tflow.new_flow(request[1], app.seed, store.save, log_path)
    else:
        note = ""
        data = store.read_current()
        game = payload.unpack(data) if data is not None else None
        if game is None:
            data = store.read_backup()
            game = payload.unpack(data) if data is not None else None
            if store.has_current():
                store.keep_damaged()
                note = DAMAGED
        if game is None:
            return app.title("No saved game")
        try:
            seq = os.stat(log_path)[6]
        except OSError:
            seq = 0
        flow = tflow.resume(game, store.save, note, log_path, seq)
    if app.sheet is None:
        app.sheet = tiles.Sheet()
    return GameScreen(app, flow, View(flow, app.sheet))


class GameScreen:
    def __init__(self, app, flow, view):
        self.app = app
        self.flow = flow
        self.view = view
        self.group = view.group

    def enter(self):
        self.flow.enter()
        self.view.enter()

    def key(self, bit, pressed):
        f = self.flow
        if bit == K.REVEAL:
            f.reveal(pressed)
        elif pressed and bit == K.MENU and f.menu_allowed():
            return GameMenu(self.app, self)
        elif pressed and KEYMAP[bit]:
            f.press(KEYMAP[bit])
        if f.is_over():
            f.flush_log()  # the last save and log lines go before the page changes
            return self.app.final(f.game)
        return None

    def render(self):
        self.view.render()
        # The flow's slow writes (its save, its log) follow the frame, as on the MicroPython
        # console (console/gamescreen.py after_frame).
        self.flow.flush_log()


class GameMenu(Menu):
    """MENU in a game: back, undo my last action, save and leave for the title."""

    def __init__(self, app, screen):
        Menu.__init__(self, app, "Menu", ["Back to the game", "Undo my last action",
                                          "Save and quit to the title"], "A: choose, B: back")
        self.screen = screen

    def key(self, bit, pressed):
        if pressed and bit == K.B:
            return self.back()
        return Menu.key(self, bit, pressed)

    def back(self):
        self.screen.flow.back_from_menu()
        return self.screen

    def choose(self, i):
        f = self.screen.flow
        if i == 1:
            f.undo()
            return self.screen
        if i == 2:
            f.save_now()
            return self.app.title()
        return self.back()
