"""The loop of the CircuitPython edition: one key edge at a time to the page on screen, then the
display refreshed, so what a key changed is on the panel before the next key is handled
(a released REVEAL has hidden the private panel, TE-13).

Pages: the title (continue / new game), the setup page, the game screen, the in-game menu and
the final scores. A game runs on its flow object (`games/<id>/flow.py`), the same one the
MicroPython console drives; saves go through the same store (`console/savestore.py`: one slot
per game, CRC32, a backup, the damaged file kept aside).
"""

import gc

from console.savestore import SaveStore

from cpconsole import keys as K


class App:
    def __init__(self, display, matrix, event, save_dir, clock, seed=1):
        self.display = display
        self.keys = K.Keys(matrix, event)
        self.save_dir = save_dir
        self.clock = clock
        self.seed = seed
        self.sheet = None  # the Tigris tile sheet, made once (20.6 KB) when a game first starts
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

    def step(self):
        """Handles every waiting key edge, refreshing the display after each one that changed
        the page; returns the number of edges handled."""
        n = 0
        while True:
            edge = self.keys.take(self.clock())
            if edge is None:
                return n
            n += 1
            nxt = self.page.key(edge[0], edge[1])
            if nxt is not None and nxt is not self.page:
                self.show(nxt)
            else:
                self.page.render()
            self.display.refresh()

    def run(self):
        self.display.refresh()
        while True:
            self.step()

    # -- pages, by name (each module loaded when first asked for) ------------------------------
    def title(self, note=""):
        from cpconsole.pages import Title

        return Title(self, note)

    def setup(self):
        from cpconsole.pages import Setup

        return Setup(self)

    def play(self, request):
        """The game screen for ("new", options) or ("resume",)."""
        from cpconsole.gamescreen import start

        return start(self, request)

    def final(self, game):
        from cpconsole.final import Final

        return Final(self, game)


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


