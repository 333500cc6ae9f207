"""Pages of text every game shares, as the MicroPython console has them (console/textpages.py,
logpage.py, keytest.py): the rules, a game's log (private lines only under a fresh REVEAL, TE-13)
and the key test."""

from cpconsole import keys as K
from cpconsole import ui

ROWS = 15
ROW_Y = 30
ROW_STEP = 13


class TextPages(ui.Page):
    """Pages of lines: LEFT/RIGHT page, UP/DOWN scroll, B back."""

    def __init__(self, app, title, pages, back):
        ui.Page.__init__(self, app)
        self.group.append(ui.text(8, 4, title, ui.TITLE_TEXT, scale=2))
        self.rows = ui.lines(self.group, 8, ROW_Y, ROWS, ROW_STEP)
        self.footer = ui.text(8, 226, "", ui.DIM)
        self.group.append(self.footer)
        self.pages = pages
        self.back = back
        self.page = 0
        self.top = 0

    def key(self, bit, pressed):
        if not pressed:
            return None
        if bit == K.B:
            return self.back
        n = len(self.pages[self.page])
        if bit == K.RIGHT and self.page + 1 < len(self.pages):
            self.page += 1
            self.top = 0
        elif bit == K.LEFT and self.page > 0:
            self.page -= 1
            self.top = 0
        elif bit == K.DOWN and self.top + ROWS < n:
            self.top += 1
        elif bit == K.UP and self.top > 0:
            self.top -= 1
        return None

    def render(self):
        lines = self.pages[self.page]
        for r, lab in enumerate(self.rows):
            i = self.top + r
            ui.set_text(lab, lines[i] if i < len(lines) else "")
        ui.set_text(self.footer, "Page %d of %d  LEFT/RIGHT  UP/DOWN  B back" % (
            self.page + 1, len(self.pages)))


def rules(app, game_id, back):
    """The rules of a game: the console's own `games/<id>/rules_text.py` PAGES."""
    from games import load, part

    pages = part(game_id, load(game_id).RULES).PAGES  # each page's lines joined by newlines
    return TextPages(app, load(game_id).NAME, [page.split("\n") for page in pages], back)


class LogPage(ui.Page):
    """A game's whole log from its file (console/gamelog.py), newest at the bottom. Lines only
    one player may see (their points, their swap) show only while `seat`, the player holding
    the console, holds REVEAL pressed afresh on this page (TE-13). UP/DOWN a line, LEFT/RIGHT a
    page, B back."""

    def __init__(self, app, path, seat, back):
        ui.Page.__init__(self, app)
        from console import gamelog

        self.group.append(ui.text(8, 4, "Game log", ui.TITLE_TEXT, scale=2))
        self.rows = ui.lines(self.group, 8, ROW_Y, ROWS, ROW_STEP)
        self.group.append(ui.text(8, 226, "UP/DOWN scroll, REVEAL yours, B back", ui.DIM))
        self.path = path
        self.back = back
        lines = gamelog.scan(path)[0]
        self.public = gamelog.visible(lines, -1)
        self.own = gamelog.visible(lines, seat) if seat >= 0 else self.public
        # REVEAL held as the page opened (from the game screen) is no fresh press.
        self.fresh = not app.keys.held >> K.REVEAL & 1
        self.revealed = False
        self.top = -1  # the first line shown; -1: the newest page

    def shown(self):
        return self.own if self.revealed else self.public

    def key(self, bit, pressed):
        if bit == K.REVEAL:
            want = pressed and self.fresh
            self.fresh = not pressed
            if want != self.revealed:
                self.revealed = want
                self.top = -1  # the lists differ in length: the newest line stays put
            return None
        if not pressed:
            return None
        if bit == K.B:
            return self.back
        last = max(0, len(self.shown()) - ROWS)
        top = last if self.top < 0 else self.top
        top += {K.DOWN: 1, K.UP: -1, K.RIGHT: ROWS, K.LEFT: -ROWS}.get(bit, 0)
        self.top = min(max(top, 0), last)
        return None

    def render(self):
        from console import gamelog

        lines = self.shown()
        top = max(0, len(lines) - ROWS) if self.top < 0 else self.top
        rows = gamelog.read_lines(self.path, lines, top, ROWS) if lines else [
            (-1, "Nothing has happened yet")]
        for r, lab in enumerate(self.rows):
            owner, words = rows[r] if r < len(rows) else (-1, "")
            ui.set_text(lab, (words if owner < 0 else "You: " + words)[:52])
            lab.color = ui.TEXT if owner < 0 else ui.WARN


def log_page(app, flow, back):
    """The game's log: the flow's file if it keeps one (Tigris), else the lines it holds."""
    path = getattr(flow, "log_path", None)
    if path:
        flow.flush_log()
        # At a hand-over nobody has taken the console yet: public lines only (TE-13).
        return LogPage(app, path, -1 if flow.at_handover() else flow.ready, back)
    return TextPages(app, "Game log", [flow.log_lines()], back)


# By position, the MicroPython console's (console/keytest.py); a game passes its keycaps' LABELS.
KEY_NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "REVEAL", "MENU",
             "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8")
HOLD_TO_LEAVE = 2.0  # s of B held


class KeyTest(ui.Page):
    """For makers: each matrix key lights while held; the battery in mV where the box reads
    it. Hold B for 2 s to leave."""

    def __init__(self, app, back, names=None):
        ui.Page.__init__(self, app)
        self.back = back
        self.group.append(ui.text(8, 4, "Key test", ui.TITLE_TEXT, scale=2))
        self.group.append(ui.text(8, 226, "Hold B for 2 s to go back", ui.DIM))
        self.pads = []
        for k, label in enumerate(names or KEY_NAMES):
            x, y = 8 + (k & 3) * 78, 36 + (k >> 2) * 40
            pad = ui.rect(x, y, 72, 32, ui.KEY_OFF)
            self.group.append(pad)
            self.group.append(ui.text(x + 4, y + 10, label, ui.TEXT))
            self.pads.append(pad)
        self.battery = ui.text(8, 200, "", ui.TEXT)
        self.group.append(self.battery)
        self.b_since = -1.0

    def key(self, bit, pressed):
        if bit == K.B:
            self.b_since = self.app.clock() if pressed else -1.0
        return None

    def idle(self, now):
        if self.b_since >= 0 and now - self.b_since >= HOLD_TO_LEAVE:
            self.b_since = -1.0
            return self.back
        return None

    def render(self):
        held = self.app.keys.held
        for k, pad in enumerate(self.pads):
            pad.pixel_shader[0] = ui.KEY_ON if held >> k & 1 else ui.KEY_OFF
        mv = self.app.battery_mv()
        ui.set_text(self.battery, "Battery: %d mV" % mv if mv else "")
