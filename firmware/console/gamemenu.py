"""The in-game menu (MENU on the board): a page of its own, loaded only while it is up."""

import keys as K

from ui import common
from ui.page import Page, move_selection

ITEMS = ("Back to the game", "Undo my last action", "Recent events", "Rules",
         "Key test", "Save and quit to title")


class GameMenu(Page):
    """Over the game screen `play`: each choice acts on it, and leaving goes back to it (the app
    then drops this module again, see app.py)."""

    def __init__(self, app, play):
        Page.__init__(self, app)
        self.play = play
        self.idx = 0

    def update(self, pressed, held, now):
        if not pressed:
            return None
        self.changed = True
        self.idx = move_selection(pressed, self.idx, len(ITEMS))
        play = self.play
        if pressed & K.K_B:
            play.back_from_menu()
            return play
        if not pressed & K.K_A:
            return None
        i = self.idx
        if i == 0:
            play.back_from_menu()
            return play
        if i == 1:
            play.undo()
            return play
        if i == 2:
            from ui.screens import TextPages

            return TextPages(self.app, "Recent events", [play.log or ["Nothing yet"]], self)
        if i == 3:
            from ui.screens import rules

            return rules(self.app, self)
        if i == 4:
            from ui.screens import KeyTest

            return KeyTest(self.app, self)
        self.app.save_game(play.game)
        return self.app.title()

    def render(self):
        if not self.changed:
            return False
        self.changed = False
        common.draw_list(self.app.gfx, "Menu", ITEMS, self.idx, self.full)
        self.full = False
        return True
