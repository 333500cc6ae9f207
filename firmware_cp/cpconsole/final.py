"""Final scores as a table: `adafruit_displayio_layout`'s GridLayout, one row per seat in ranking
order (the engine's ranking(), TE-11 tie-breaks), every score opened now that the game is over."""

from adafruit_displayio_layout.layouts.grid_layout import GridLayout
from games.tigris.flow import name

from cpconsole import keys as K
from cpconsole import ui

HEAD = ("#", "who", "red", "blue", "green", "black", "tr")


class Final(ui.Page):
    def __init__(self, app, game):
        ui.Page.__init__(self, app, ui.FINAL_BG)
        self.group.append(ui.text(8, 6, "Final scores", ui.TITLE_TEXT, scale=2))
        ranking = game.ranking()
        rows = len(ranking) + 1
        grid = GridLayout(x=8, y=40, width=304, height=22 * rows, grid_size=(7, rows),
                          cell_padding=2, divider_lines=True, divider_line_color=0x8C96AA)
        for c, words in enumerate(HEAD):
            grid.add_content(ui.text(0, 0, words, ui.DIM), grid_position=(c, 0),
                             cell_size=(1, 1))
        for r, (seat, place, _totals) in enumerate(ranking):
            sc = game.score(seat)
            cells = ["%d" % place, name(game, seat)] + ["%d" % v for v in sc] + [
                "%d" % game.treasures_held(seat)]
            for c, words in enumerate(cells):
                grid.add_content(ui.text(0, 0, words, ui.TEXT), grid_position=(c, r + 1),
                                 cell_size=(1, 1))
        self.group.append(grid)
        y = 48 + 22 * rows
        for seat, place, totals in ranking:
            self.group.append(ui.text(8, y, "%d. %s weakest first: %s" % (
                place, name(game, seat), " ".join(str(t) for t in totals)), ui.DIM))
            y += 14
        self.group.append(ui.text(8, 226, "A: back to the title", ui.DIM))

    def key(self, bit, pressed):
        if pressed and bit == K.A:
            return self.app.title()
        return None
