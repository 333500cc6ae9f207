"""Contest of Kings's new-game page: players, one dynasty per seat, open piles (CK-7.3)."""

from console import colours as C
from console.app import CONTINUE_MODULES
from console.keys import K_A, K_B, K_LEFT, K_RIGHT
from console.page import (
    FOOTER_Y,
    Page,
    load_ahead,
    move_selection,
)
from console.setuprows import (
    ON_OFF,
    clear_setup,
    draw_setup_rows,
)

from games.kings.ahead import AHEAD
from games.kings.payload import NAMES as DYNASTY_NAMES

FOOTER = "UP/DOWN row, L/R change, A next"
# The game's modules, loaded while the table chooses (console/page.py load_ahead) so that
# Start only deals the game and puts up its first hand-over (card.py, with its mark), and the
# next pass builds the rest.
PRELOAD = AHEAD + ("games.kings.card", "engine_core.kings.deal", "console.gamescreen") + \
    CONTINUE_MODULES


class Setup(Page):
    """Rows: players, one dynasty per seat, open piles, start."""

    def __init__(self, app):
        Page.__init__(self, app)
        self.players = 3
        self.dyn = [0, 1, 2, 3]
        self.open_piles = 0
        self.row = 0
        self.shown = []  # (words, selected) of each row as drawn

    def idle(self):
        """A quiet pass (console/app.py): the game's modules load ahead (PRELOAD); leaving
        for the title unloads them (console/screenchange.py leave_play)."""
        load_ahead(self, PRELOAD)

    def rows(self):
        """(label, value) of each row; "Start the game" has no value."""
        out = [("Players", "< %d >" % self.players)]
        for s in range(self.players):
            out.append(("Seat %d" % (s + 1), "< %s >" % DYNASTY_NAMES[self.dyn[s]]))
        out.append(("Open piles", ON_OFF[1 if self.open_piles else 0]))
        out.append(("Start the game", ""))
        return out

    def change(self, step):
        r = self.row
        p = self.players
        if r == 0:
            self.players = 2 + (p - 2 + step) % 3
            self.full = True
        elif r <= p:
            s = r - 1
            d = self.dyn[s]
            used = self.dyn[:p]
            for _ in range(4):
                d = (d + step) % 4
                if d not in used:
                    j = self.dyn.index(d)
                    self.dyn[j] = self.dyn[s]
                    self.dyn[s] = d
                    break
        elif r == p + 1:
            self.open_piles ^= 1

    def update(self, pressed, held, now):
        if not pressed:
            return None
        self.changed = True
        last = self.players + 2
        if pressed & K_B:
            return self.app.title()
        self.row = move_selection(pressed, self.row, last + 1)
        if pressed & K_LEFT:
            self.change(-1)
        if pressed & K_RIGHT:
            self.change(1)
        if pressed & K_A:
            if self.row == last:
                return self.app.play("kings", ("new", (self.dyn[: self.players],
                                                        self.open_piles)))
            self.row += 1
        return None

    def render(self):
        if not self.changed:
            return False
        self.changed = False
        gfx = self.app.gfx
        bg = C.SCREEN_BG
        if self.full:
            self.full = False
            self.shown = []  # every row is drawn, the ground around them laid
            clear_setup(gfx, bg)
            gfx.text2(16, 4, "Contest of Kings", C.TITLE_TEXT, bg)
            gfx.line(16, FOOTER_Y + 1, FOOTER, C.DIM, bg, 288)
        draw_setup_rows(gfx, self.rows(), self.row, self.shown, bg)
        return True
