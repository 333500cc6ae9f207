"""Contest of Kings's new-game page: players, one dynasty per seat, open piles (CK-7.3), as the
MicroPython console's games/kings/setup.py."""

from cpconsole.pages import DynastySeats
from cpconsole.pages import Setup as SetupPage


class Setup(SetupPage, DynastySeats):
    GAME = "kings"

    def __init__(self, app):
        self.players = 3
        self.dyn = [0, 1, 2, 3]
        self.open_piles = 0
        SetupPage.__init__(self, app)

    def rows(self):
        return self.seat_rows() + ["Open piles   < %s >" % ("on" if self.open_piles else "off"),
                                   "Start the game"]

    def change(self, r, step):
        if not self.change_seats(r, step) and r == self.players + 1:
            self.open_piles ^= 1

    def options(self):
        return self.dyn[: self.players], self.open_piles
