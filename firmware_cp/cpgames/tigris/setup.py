"""Tigris's new-game page: players, one dynasty per seat, board side, the TE-12 variants
(the rows of the MicroPython console's games/tigris/setup.py)."""

from cpconsole.pages import DynastySeats
from cpconsole.pages import Setup as SetupPage


class Setup(SetupPage, DynastySeats):
    GAME = "tigris"

    def __init__(self, app):
        self.players = 3
        self.dyn = [0, 1, 2, 3]
        self.board = 0
        self.variants = 0
        SetupPage.__init__(self, app)

    def rows(self):
        out = self.seat_rows()
        out.append("Board        < %s >" % ("classic", "alternative")[self.board])
        for bit, label in ((1, "English rule"), (2, "Buildings"), (4, "Ziggurat")):
            out.append("%-12s < %s >" % (label, "on" if self.variants & bit else "off"))
        return out + ["Start the game"]

    def change(self, r, step):
        if self.change_seats(r, step):
            return
        p = self.players
        if r == p + 1:
            self.board ^= 1
        elif r <= p + 4:
            self.variants ^= 1 << (r - p - 2)

    def options(self):
        return self.dyn[: self.players], self.board, self.variants
