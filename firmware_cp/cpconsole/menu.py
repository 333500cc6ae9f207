"""A page with a heading and a list of rows: UP/DOWN choose, A picks (the title, the setup pages
and the in-game menu)."""

from cpconsole import keys as K
from cpconsole import ui

ROW_Y = 40
ROW_STEP = 16
ROWS = 11  # the shelf's most: three games' Continue, New and Rules, and the key test


class Menu(ui.Page):
    def __init__(self, app, heading, items, footer=""):
        ui.Page.__init__(self, app)
        self.group.append(ui.text(16, 8, heading, ui.TITLE_TEXT, scale=2))
        self.group.append(ui.text(16, 226, footer, ui.DIM))
        self.lines = [ui.text(16, ROW_Y + ROW_STEP * i, "", ui.TEXT) for i in range(ROWS)]
        for lab in self.lines:
            self.group.append(lab)
        self.row = 0
        self.items = items

    def set_items(self, items):
        self.items = items

    def render(self):
        for i, lab in enumerate(self.lines):
            words = self.items[i] if i < len(self.items) else ""
            ui.set_text(lab, words)
            lab.background_color = ui.SELECT_BG if i == self.row and words else None

    def key(self, bit, pressed):
        if not pressed:
            return None
        n = len(self.items)
        if bit == K.UP:
            self.row = (self.row + n - 1) % n
        elif bit == K.DOWN:
            self.row = (self.row + 1) % n
        elif bit == K.A:
            return self.choose(self.row)
        return None

    def choose(self, i):
        return None
