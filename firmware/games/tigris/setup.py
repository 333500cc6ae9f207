"""Tigris's new-game page: players, who plays each seat (a person or a bot of a level) and its
dynasty, board side, the TE-12 variants."""

from console import colours as C
from console import common
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

from games.tigris.ahead import AHEAD
from games.tigris.glyphs import dynasty_symbol

# The game's modules, loaded while the table chooses (Setup.idle) so that Start only deals
# the game and puts up its first hand-over (card.py, console/resumepage.py), and the next pass
# builds the rest.
PRELOAD = AHEAD + ("games.tigris.card", "engine_core.tigris.deal", "console.gamescreen") + \
    CONTINUE_MODULES
# engine_core.tigris.DYNASTY_NAMES as the rows' labels show them, repeated so the setup page
# runs without the engine.
DYNASTY_WORDS = ("Archer", "Bull", "Pot", "Lion")
# The rows' values as shown (console/setuprows.py draw_setup_rows). Who plays a seat, by
# payload.SEAT_KINDS index (0 a person, then the bots' levels).
KIND_WORDS = ("< human >", "< easy bot >", "< normal bot >", "< hard bot >")
BOARD_WORDS = ("< classic >", "< alternative >")
FOOTER = "UP/DOWN row, L/R change, A next"  # both footers fit the 288 px line
SEAT_FOOTER = "LEFT/RIGHT who plays, A dynasty"


class Setup(Page):
    """Rows: players, one dynasty per seat, board side, three variants, start."""

    def __init__(self, app):
        Page.__init__(self, app)
        self.players = 3
        self.dyn = [0, 1, 2, 3]
        self.kinds = [0, 0, 0, 0]  # a person at every seat until changed
        self.footer = ""  # the footer as drawn
        self.board = 0
        self.variants = 0
        self.row = 0
        self.shown = []  # (words, selected) of each row as drawn

    def idle(self):
        """A quiet pass (console/app.py): the game's modules load ahead (PRELOAD). They stay
        in sys.modules for console/launch.py; leaving for the title unloads them
        (console/screenchange.py leave_play)."""
        load_ahead(self, PRELOAD)

    def rows(self):
        """(label, value) of each row; "Start the game" has no value."""
        out = [("Players", "< %d >" % self.players)]
        for s in range(self.players):
            out.append(("%d %s" % (s + 1, DYNASTY_WORDS[self.dyn[s]]), KIND_WORDS[self.kinds[s]]))
        out.append(("Board", BOARD_WORDS[self.board]))
        for bit, label in ((1, "English rule"), (2, "Buildings"), (4, "Ziggurat")):
            out.append((label, ON_OFF[1 if self.variants & bit else 0]))
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
            self.kinds[s] = (self.kinds[s] + step) % len(KIND_WORDS)
        elif r == p + 1:
            self.board ^= 1
        elif r <= p + 4:
            self.variants ^= 1 << (r - p - 2)

    def next_dynasty(self, s):
        """Seat s takes the next dynasty nobody else at the table has."""
        d = self.dyn[s]
        used = self.dyn[: self.players]
        for _ in range(4):
            d = (d + 1) % 4
            if d not in used:
                # Seats beyond the player count keep the dynasties nobody uses.
                j = self.dyn.index(d)
                self.dyn[j] = self.dyn[s]
                self.dyn[s] = d
                break

    def update(self, pressed, held, now):
        if not pressed:
            return None
        self.changed = True
        last = self.players + 5
        if pressed & K_B:
            return self.app.title()
        self.row = move_selection(pressed, self.row, last + 1)
        if pressed & K_LEFT:
            self.change(-1)
        if pressed & K_RIGHT:
            self.change(1)
        if pressed & K_A:
            p = self.players
            if self.row == last:
                return self.app.play("tigris", ("new", (self.dyn[:p], self.board,
                                                         self.variants, self.kinds[:p])))
            if 1 <= self.row <= p:
                self.next_dynasty(self.row - 1)
            else:
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
            gfx.text2(16, 4, "New game", C.TITLE_TEXT, bg)
            self.footer = ""
        footer = SEAT_FOOTER if 1 <= self.row <= self.players else FOOTER
        if footer != self.footer:
            self.footer = footer
            gfx.line(16, FOOTER_Y + 1, footer, C.DIM, bg, 288)
        dyn = self.dyn
        players = self.players

        def mark(i, y):
            if 1 <= i <= players:
                common.symbol(gfx, dynasty_symbol, dyn[i - 1], 280, y - 1, bg)

        draw_setup_rows(gfx, self.rows(), self.row, self.shown, bg, mark)
        return True
