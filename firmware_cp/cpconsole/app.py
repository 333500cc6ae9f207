"""The loop of the CircuitPython edition: one key edge at a time to the page on screen, then the
display refreshed, so what a key changed is on the panel before the next key is handled
(a released REVEAL has hidden the private panel, TE-13).

Pages: the title shelf (every game of `games.GAMES`: continue, last result, new, rules, key
test), a game's setup page, the game screen, the in-game menu, the log, rules and key test, and
the final scores. A game runs on its flow object (`games/<id>/flow.py`), the same one the
MicroPython console drives; saves go through the same store (`console/savestore.py`: one slot
per game, CRC32, a backup, the damaged file kept aside).
"""

import gc

from console.savestore import SaveStore

from cpconsole import keys as K


class App:
    def __init__(self, display, matrix, event, save_dir, clock, seed=1, battery_mv=None):
        self.display = display
        self.keys = K.Keys(matrix, event)
        self.save_dir = save_dir
        self.clock = clock
        self.seed = seed
        self.battery_mv = battery_mv or (lambda: 0)  # 0: the box does not read its battery
        self.sheet = None  # (game id, tile sheet) of the game played last: one sheet in heap
        self.page = None
        self.show(self.title())

    def store(self, game_id):
        try:
            return SaveStore(self.save_dir, game_id)
        except OSError:  # no save folder and a drive the console may not write (boot.py)
            return NoStore(self.save_dir, game_id)

    def show(self, page):
        self.page = page
        page.enter()
        page.render()
        self.display.root_group = page.group
        gc.collect()

    def sheet_of(self, game_id, make):
        """The game's tile sheet, made the first time it is played; another game's is let go
        first (the sheets are 13-21 KB of heap each)."""
        if self.sheet is None or self.sheet[0] != game_id:
            self.sheet = None
            gc.collect()
            self.sheet = (game_id, make())
        return self.sheet[1]

    def step(self):
        """Handles every waiting key edge, refreshing the display after each one; returns the
        number of edges handled. A page with `idle(now)` (the key test's held B) is asked
        once more with no edge, one with `after()` (a game's log file) after each frame."""
        n = 0
        while True:
            now = self.clock()
            edge = self.keys.take(now)
            if edge is None:
                idle = getattr(self.page, "idle", None)
                nxt = idle(now) if idle is not None else None
                if nxt is None:
                    return n
            else:
                n += 1
                nxt = self.page.key(edge[0], edge[1])
            if nxt is not None and nxt is not self.page:
                self.show(nxt)
            else:
                self.page.render()
            self.display.refresh()
            after = getattr(self.page, "after", None)
            if after is not None:
                after()

    def run(self):
        self.display.refresh()
        while True:
            self.step()

    # -- pages, by name (each module loaded when first asked for) ------------------------------
    def title(self, note=""):
        from cpconsole.pages import Title

        return Title(self, note)

    def play(self, game_id, request):
        """The game screen for ("new", options) or ("resume",), the final table of the slot's
        finished game for ("result",)."""
        from cpconsole.gamescreen import start

        return start(self, game_id, request)

    def final(self, game_id, game):
        from cpconsole.final import Final

        return Final(self, game_id, game)


class NoStore:
    """The save store's interface while the drive is the computer's (MENU held at power-up):
    nothing to load, and every save answers why it was not made, for the status line."""

    def __init__(self, folder, slot):
        self.folder = folder
        self.slot = slot

    def save(self, payload):
        return "Not saved: drive is read-only (MENU held)"

    def load(self):
        return None, 2  # console/savestore.py NO_SAVE

    def read_current(self):
        return None

    def read_backup(self):
        return None

    def has_current(self):
        return False

    def keep_damaged(self):
        pass


