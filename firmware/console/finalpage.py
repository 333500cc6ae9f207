"""A game's final scores page: the ranking as a table under column headings, a footer, and the
final menu on MENU. It stays until the table leaves through that menu: no single key throws
the end of a game away. At the end of a game everything is public (CK-7.2, TE-11, AS-6)."""

from fonts import writer

from console import colours as C
from console.common import clear
from console.compat import const
from console.keys import K_MENU

PLACES = ("", "1st", "2nd", "3rd", "4th")
# Every line in the body face (18 px = 3.2 mm, fonts/README.md), the size of every line a
# player reads: the headings' line, then a row per seat; a row whose game has a line below
# its name (the totals weakest first) has its numbers on a second line, under the headings,
# which would not fit beside the name.
HEAD_Y = 26
FIRST_ROW_Y = 46
NUMBERS_DY = 19  # a two-line row's numbers, under its name
_NAME_X = const(30)  # the place and name column; a game's mark (its dynasty symbol) left of it
RIGHT = 316  # the last column's right edge
_GAP = const(6)  # between two columns' headings
FOOTER_Y = 221
MENU_WORDS = "MENU: the game log, rules, leave"  # what FinalMenu offers, in a line


def right_edges(font, heads):
    """The right edge of each column, from the page's right: each as wide as its heading (a
    number in it is narrower), _GAP between headings."""
    edges = []
    right = RIGHT
    for i in range(len(heads) - 1, -1, -1):
        edges.insert(0, right)
        right -= writer.text_width(font, heads[i]) + _GAP
    return edges


class FinalPage:
    """Subclassed by a game's final.py, which names its `game_id`, its `name(game, seat)` (a
    staticmethod), the column headings `HEADS` and `cells(game, seat)` (a row's numbers);
    optionally `below(game, seat, totals)` (dim words on the row's name line, at its right end:
    the row's numbers then go on a second line), `mark(...)` (drawn left of the name),
    and `ROW_STEP`. Every game keeps its whole log in a file (console/gamelog.py): the menu
    offers it."""

    game_id = ""
    HEADS: tuple = ()
    ROW_STEP = 22

    def __init__(self, app, game):
        self.app = app
        self.game = game
        self.drawn = False

    def enter(self):
        self.drawn = False

    def update(self, pressed, held, now):
        if pressed & K_MENU:
            from console.finalmenu import FinalMenu

            return FinalMenu(self.app, self)
        return None  # no single key throws the scores away

    def log_path(self):
        """The game's log file."""
        from console.gamelog import path_of

        return path_of(self.app.store(self.game_id))

    def seat_names(self):
        return [self.name(self.game, s) for s in range(self.game.num_players)]

    def render(self):
        if self.drawn:
            return False
        self.drawn = True
        gfx = self.app.gfx
        bg = C.FINAL_BG
        clear(gfx, bg)
        gfx.text2(8, 6, "Final scores", C.TITLE_TEXT, bg)
        self.draw_ranking(gfx, self.game, bg)
        gfx.line(8, FOOTER_Y, MENU_WORDS, C.DIM, bg)
        return True

    def draw_ranking(self, gfx, g, bg):
        """The headings, then a row per seat best first: place and name, then each number
        right-aligned under its heading (a proportional face does not line up on spaces)."""
        from console.gfx import BODY

        heads = self.HEADS
        edges = right_edges(BODY, heads)
        for i in range(len(heads)):
            gfx.line(edges[i] - writer.text_width(BODY, heads[i]), HEAD_Y, heads[i], C.DIM, bg)
        y = FIRST_ROW_Y
        for seat, place, totals in g.ranking():
            self.mark(gfx, g, seat, y, bg)
            gfx.line(_NAME_X, y, PLACES[place] + " " + self.name(g, seat), C.TEXT, bg)
            below = self.below(g, seat, totals)
            if below:
                gfx.line(RIGHT - writer.text_width(BODY, below), y, below, C.DIM, bg)
            ny = y + NUMBERS_DY if below else y
            cells = self.cells(g, seat)
            for i in range(len(cells)):
                s = "%d" % cells[i]
                gfx.line(edges[i] - writer.text_width(BODY, s), ny, s, C.TEXT, bg)
            y += self.ROW_STEP

    def mark(self, gfx, g, seat, y, bg):
        """Drawn left of a row's name; none by default."""

    def below(self, g, seat, totals):
        """A dim line under a row (the tie-break totals); none by default."""
        return ""

    @staticmethod
    def name(game, seat):
        """A seat's name (the game's flow's `name`)."""
        raise NotImplementedError

    def cells(self, g, seat):
        """A row's numbers, one under each of HEADS."""
        raise NotImplementedError
