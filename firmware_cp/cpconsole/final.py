"""Final scores as a table: `adafruit_displayio_layout`'s GridLayout, one row per seat in ranking
order (the engine's ranking(), each game's tie-breaks), everything opened now the game is over.
The columns are the game's (`cpgames/<id>/final.py`: HEAD, cells(game, seat), below(...))."""

from adafruit_displayio_layout.layouts.grid_layout import GridLayout

from cpconsole import keys as K
from cpconsole import ui
from cpconsole.menu import Menu

ROW_H = 22


class Final(ui.Page):
    def __init__(self, app, game_id, game):
        from cpgames import part

        ui.Page.__init__(self, app, ui.FINAL_BG)
        cols = part(game_id, "final")
        self.group.append(ui.text(8, 6, "Final scores", ui.TITLE_TEXT, scale=2))
        ranking = game.ranking()
        rows = len(ranking) + 1
        head = cols.HEAD
        grid = GridLayout(x=8, y=36, width=304, height=ROW_H * rows,
                          grid_size=(len(head), rows), cell_padding=2, divider_lines=True,
                          divider_line_color=ui.DIM)
        for c, words in enumerate(head):
            grid.add_content(ui.text(0, 0, words, ui.DIM), grid_position=(c, 0),
                             cell_size=(1, 1))
        for r, (seat, place, _totals) in enumerate(ranking):
            for c, words in enumerate(["%d" % place] + cols.cells(game, seat)):
                grid.add_content(ui.text(0, 0, words, ui.TEXT), grid_position=(c, r + 1),
                                 cell_size=(1, 1))
        self.group.append(grid)
        y = 44 + ROW_H * rows
        for seat, place, totals in ranking:
            words = cols.below(game, seat, place, totals)
            if words:
                self.group.append(ui.text(8, y, words, ui.DIM))
                y += 14
        self.group.append(ui.text(8, 226, "MENU: rules, leave to the title", ui.DIM))
        self.game_id = game_id

    def key(self, bit, pressed):
        """No single key throws the scores away: MENU, then "Leave to the title"."""
        if pressed and bit == K.MENU:
            return FinalMenu(self.app, self)
        return None


class FinalMenu(Menu):
    """MENU on the final scores (the MicroPython console's console/finalmenu.py)."""

    def __init__(self, app, final):
        Menu.__init__(self, app, "Game over", ["Back to the final scores", "Rules",
                                               "Leave to the title"], "A: choose, B: back")
        self.final = final

    def key(self, bit, pressed):
        if pressed and bit == K.B:
            return self.final
        return Menu.key(self, bit, pressed)

    def choose(self, i):
        if i == 1:
            from cpconsole.textpages import rules

            return rules(self.app, self.final.game_id, self)
        if i == 2:
            return self.app.title()
        return self.final


def weakest_first(who, place, totals):
    """A ranking line for games scored by the weakest colour (Tigris, Kings)."""
    return "%d. %s weakest first: %s" % (place, who, " ".join(str(t) for t in totals))
