"""Tigris's new-game page: players, one dynasty per seat, board side, the TE-12 variants."""

from console import colours as C
from console import common
from console.keys import K_A, K_B, K_LEFT, K_RIGHT
from console.page import Page, move_selection

from games.tigris.glyphs import dynasty_symbol

# The game's modules, loaded while the table chooses (Setup.idle) so that Start only builds
# the game: in import order, each a step of a few tens of ms on the Pico.
PRELOAD = ("engine_core.tigris", "games.tigris.flow", "games.tigris.glyphs",
           "games.tigris.boardview", "games.tigris.hud", "games.tigris.view",
           "console.gamescreen")
# engine_core.tigris.DYNASTY_NAMES, repeated so the setup page runs without the engine.
DYNASTY_NAMES = ("archer", "bull", "pot", "lion")
SETUP_Y = 28
SETUP_STEP = 19  # up to ten rows of the body face (18 px) between the heading and the footer


class Setup(Page):
    """Rows: players, one dynasty per seat, board side, three variants, start."""

    def __init__(self, app):
        Page.__init__(self, app)
        self.players = 3
        self.dyn = [0, 1, 2, 3]
        self.board = 0
        self.variants = 0
        self.row = 0
        self.shown = []  # (words, selected) of each row as drawn
        self.preloaded = 0  # PRELOAD modules imported so far

    def idle(self):
        """A quiet pass (console/app.py): the next game module is imported. It stays in
        sys.modules for console/launch.py; leaving for the title unloads it (App.leave_play)."""
        if self.preloaded < len(PRELOAD):
            __import__(PRELOAD[self.preloaded])
            self.preloaded += 1

    def rows(self):
        out = ["Players     < %d >" % self.players]
        for s in range(self.players):
            out.append("Seat %d      < %s >" % (s + 1, DYNASTY_NAMES[self.dyn[s]]))
        out.append("Board       < %s >" % ("classic", "alternative")[self.board])
        for bit, label in ((1, "English"), (2, "Buildings"), (4, "Ziggurat")):
            out.append("%-11s < %s >" % (label, "on" if self.variants & bit else "off"))
        out.append("Start the game")
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
                    # Seats beyond the player count keep the dynasties nobody uses.
                    j = self.dyn.index(d)
                    self.dyn[j] = self.dyn[s]
                    self.dyn[s] = d
                    break
        elif r == p + 1:
            self.board ^= 1
        elif r <= p + 4:
            self.variants ^= 1 << (r - p - 2)

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
            if self.row == last:
                return self.app.play("tigris", ("new", (self.dyn[: self.players], self.board,
                                                         self.variants)))
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
            self.shown = [None] * len(self.rows())  # the clear below blanked every row
            common.clear(gfx, bg)
            gfx.text2(16, 4, "New game", C.TITLE_TEXT, bg)
            gfx.line(16, 221, "UP/DOWN row, LEFT/RIGHT change, A next", C.DIM, bg, 288)
        rows = self.rows()
        shown = self.shown
        if len(shown) != len(rows):  # the player count changed: every row moves
            shown = self.shown = [None] * len(rows)
            gfx.fill(0, SETUP_Y, 320, 220 - SETUP_Y, bg)
        for i in range(len(rows)):
            on = i == self.row
            if shown[i] == (rows[i], on):
                continue  # a row repaints only when its words or its selection changed
            shown[i] = (rows[i], on)
            y = SETUP_Y + i * SETUP_STEP
            # A proportional face does not line up on spaces: the value gets its own column.
            label, _, value = rows[i].partition("<")
            row_bg = C.SELECT_BG if on else bg
            gfx.line(16, y, label.rstrip(), C.TEXT, row_bg, 112)
            gfx.line(128, y, "<" + value if value else "", C.TEXT, row_bg, 144)
            if 1 <= i <= self.players:
                common.symbol(gfx, dynasty_symbol, self.dyn[i - 1], 280, y - 1, bg)
        return True
