"""Assyria's new-game page: the number of players (AS-1); colours red, green, blue, yellow."""

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
    SETUP_STEP,
    SETUP_Y,
    clear_setup,
    draw_setup_rows,
)

from games.assyria.ahead import AHEAD

COLOURS = ("red", "green", "blue", "yellow")  # the seats' colours, in seat order (AS-1)
FOOTER = "UP/DOWN row, L/R change, A next"
# The game's modules, loaded while the table chooses (console/page.py load_ahead) so that
# Start only deals the game and puts up its first hand-over (card.py, with its mark), and the
# next pass builds the rest.
PRELOAD = AHEAD + ("games.assyria.card", "console.gamescreen") + CONTINUE_MODULES


class Setup(Page):
    """Rows: players, start."""

    def __init__(self, app):
        Page.__init__(self, app)
        self.players = 3
        self.row = 0
        self.shown = []  # (words, selected) of each row as drawn

    def idle(self):
        """A quiet pass (console/app.py): the game's modules load ahead (PRELOAD); leaving
        for the title unloads them (console/screenchange.py leave_play)."""
        load_ahead(self, PRELOAD)

    def update(self, pressed, held, now):
        if not pressed:
            return None
        self.changed = True
        if pressed & K_B:
            return self.app.title()
        self.row = move_selection(pressed, self.row, 2)
        if self.row == 0 and pressed & (K_LEFT | K_RIGHT):
            step = 1 if pressed & K_RIGHT else -1
            self.players = 2 + (self.players - 2 + step) % 3
        if pressed & K_A:
            if self.row == 1:
                return self.app.play("assyria", ("new", self.players))
            self.row = 1
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
            gfx.text2(16, 4, "Assyria", C.TITLE_TEXT, bg)
            gfx.line(16, FOOTER_Y + 1, FOOTER, C.DIM, bg, 288)
        rows = (("Players", "< %d >" % self.players), ("Start the game", ""))
        draw_setup_rows(gfx, rows, self.row, self.shown, bg)
        gfx.line(16, SETUP_Y + 3 * SETUP_STEP, "Colours: " + ", ".join(COLOURS[: self.players]),
                 C.DIM, bg, 288)
        return True
