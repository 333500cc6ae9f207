"""The menu of a game's final scores (MENU there): loaded only while it is up."""

from console.keys import K_A, K_B
from console.page import Page, draw_list, move_selection

FINAL_ITEMS = ("Back to the final scores", "Game log", "Rules", "Leave to the title")


class FinalMenu(Page):
    """MENU on a game's final scores: the scores stay until the table picks "Leave"."""

    def __init__(self, app, final):
        Page.__init__(self, app)
        self.final = final
        self.idx = 0

    def update(self, pressed, held, now):
        if not pressed:
            return None
        self.changed = True
        self.idx = move_selection(pressed, self.idx, len(FINAL_ITEMS))
        i = self.idx
        if pressed & K_B or (pressed & K_A and i == 0):
            return self.final
        if not pressed & K_A:
            return None
        if i == 1:
            from console.pages import LogPage

            return LogPage(self.app, self.final.log_path(), 4, self.final.seat_names(), self)
        if i == 2:
            from console.pages import rules

            return rules(self.app, self.final.game_id, self)
        return self.app.title()

    def render(self):
        if not self.changed:
            return False
        self.changed = False
        draw_list(self.app.gfx, "Game over", FINAL_ITEMS, self.idx, self.full)
        self.full = False
        return True
