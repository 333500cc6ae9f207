"""Assyria's new-game page: the number of players (AS-1); colours red, green, blue, yellow."""

from cpconsole import keys as K
from cpconsole.pages import Setup as SetupPage

COLOURS = ("red", "green", "blue", "yellow")


class Setup(SetupPage):
    GAME = "assyria"

    def __init__(self, app):
        self.players = 3
        SetupPage.__init__(self, app)

    def rows(self):
        return ["Players      < %d >" % self.players, "Start the game", "",
                "Colours: " + ", ".join(COLOURS[: self.players])]

    def change(self, r, step):
        if r == 0:
            self.players = 2 + (self.players - 2 + step) % 3

    def choose(self, i):
        if i == 1:
            return self.app.play(self.GAME, ("new", self.players))
        self.row = 1
        return None

    def key(self, bit, pressed):
        if pressed and bit in (K.UP, K.DOWN):
            self.row ^= 1  # two rows to choose: the colours line is only told
            return None
        return SetupPage.key(self, bit, pressed)

