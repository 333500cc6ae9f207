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
        return SaveStore(self.save_dir, game_id)

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


def key_name(bit):
    return ("up", "down", "left", "right", "a", "b", "reveal", "menu")[bit] if bit < 8 else \
        "f%d" % (bit - 7)


