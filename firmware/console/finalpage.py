"""A game's final scores page: drawn once on the final colour, the game's ranking lines (its
`draw_ranking`) and a footer; A back to the title (Contest of Kings, Assyria) unless the game
says otherwise (Tigris leaves through its menu)."""

from console import colours as C
from console.common import clear
from console.keys import K_A


class FinalPage:
    """Subclassed by a game's final.py with draw_ranking(gfx, game, bg) from y = 28 down."""

    FOOTER = "A: back to the title"

    def __init__(self, app, game):
        self.app = app
        self.game = game
        self.drawn = False

    def enter(self):
        self.drawn = False

    def update(self, pressed, held, now):
        if pressed & K_A:
            return self.app.title()
        return None

    def render(self):
        if self.drawn:
            return False
        self.drawn = True
        gfx = self.app.gfx
        bg = C.FINAL_BG
        clear(gfx, bg)
        gfx.text2(8, 6, "Final scores", C.TITLE_TEXT, bg)
        self.draw_ranking(gfx, self.game, bg)
        gfx.text(8, 228, self.FOOTER, C.DIM, bg)
        return True

    def draw_ranking(self, gfx, game, bg):
        raise NotImplementedError
