"""The menu of a game's final scores (MENU there): loaded only while it is up."""

from console.keys import K_A, K_B
from console.page import Page, draw_list, move_selection

BACK = "Back to the final scores"
LOG = "Game log"
RULES = "Rules"
LEAVE = "Leave to the title"


ITEMS = (BACK, LOG, RULES, LEAVE)


class FinalMenu(Page):
    """MENU on a game's final scores: the scores stay until the table picks "Leave"."""

    def __init__(self, app, final):
        Page.__init__(self, app)
        self.final = final
        self.items = ITEMS
        self.idx = 0

    def update(self, pressed, held, now):
        if not pressed:
            return None
        self.changed = True
        items = self.items
        self.idx = move_selection(pressed, self.idx, len(items))
        item = items[self.idx]
        if pressed & K_B or (pressed & K_A and item == BACK):
            return self.final
        if not pressed & K_A:
            return None
        final = self.final
        if item == LOG:
            from console.logpage import LogPage

            # Seat 4: the game is over, every line shows, private ones under their owner's
            # name (TE-13 ends with the game).
            return LogPage(self.app, final.log_path(), 4, final.seat_names(), self)
        if item == RULES:
            from console.textpages import rules

            return rules(self.app, final.game_id, self)
        return self.app.title()

    def render(self):
        if not self.changed:
            return False
        self.changed = False
        draw_list(self.app.gfx, "Game over", self.items, self.idx, self.full)
        self.full = False
        return True
