"""The title and the new-game page of the CircuitPython edition (Tigris's setup options:
players, board side, the TE-12 variants; dynasties in seat order)."""

from games.tigris import payload

from cpconsole import keys as K
from cpconsole.menu import Menu


class Title(Menu):
    def __init__(self, app, note=""):
        data = app.store("tigris").load()[0]
        self.can_continue = data is not None and payload.in_progress(data)
        items = (["Continue Tigris & Euphrates"] if self.can_continue else []) + [
            "New: Tigris & Euphrates"]
        Menu.__init__(self, app, "Tigris&Euphrates", items, note or "CircuitPython edition")

    def choose(self, i):
        if self.can_continue and i == 0:
            return self.app.play(("resume",))
        return self.app.setup()


class Setup(Menu):
    def __init__(self, app):
        self.players = 2
        self.board = 0
        self.variants = 0
        Menu.__init__(self, app, "New game", self.rows(), "UP/DOWN row, L/R change, A next")

    def rows(self):
        out = ["Players     < %d >" % self.players,
               "Board       < %s >" % ("classic", "alternative")[self.board]]
        for bit, label in ((1, "English"), (2, "Buildings"), (4, "Ziggurat")):
            out.append("%-11s < %s >" % (label, "on" if self.variants & bit else "off"))
        return out + ["Start the game"]

    def key(self, bit, pressed):
        if pressed and bit in (K.LEFT, K.RIGHT):
            step = 1 if bit == K.RIGHT else -1
            r = self.row
            if r == 0:
                self.players = 2 + (self.players - 2 + step) % 3
            elif r == 1:
                self.board ^= 1
            elif r <= 4:
                self.variants ^= 1 << (r - 2)
            self.set_items(self.rows())
            return None
        if pressed and bit == K.B:
            return self.app.title()
        return Menu.key(self, bit, pressed)

    def choose(self, i):
        if i == len(self.items) - 1:
            return self.app.play(("new", (list(range(self.players)), self.board, self.variants)))
        self.row += 1
        return None


