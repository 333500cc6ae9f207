"""Full-screen pages every game shares: text pages (rules), a game's log and the key test."""

from fonts.writer import text_width

from console import colours as C
from console.common import clear
from console.compat import const, ticks_diff
from console.gfx import BODY
from console.keys import K_B, K_DOWN, K_LEFT, K_REVEAL, K_RIGHT, K_UP
from console.page import Page, lay_ground

# Text pages are in the body face, the size of every line a player reads (fonts/README.md):
# ten lines of 19 px under the heading, the keys' line under them. Each line's box is its 19
# px: the whole block of lines is painted by its lines, the page's ground laid around it
# (console/page.py lay_ground). (Constants folded by the compiler: no names in the
# interpreter's pool.)
_ROWS = const(10)
_TOP_Y = const(28)
_ROW_STEP = const(19)
_BOTTOM_Y = const(218)  # under the tenth line: _TOP_Y + _ROWS * _ROW_STEP
_KEYS_Y = const(221)


def screens(page):
    """A rules page (its heading, then its lines) cut into screens of at most ten lines, each
    after the first opening with the heading again ("..., continued" where that fits): each
    cut comes after the last line on the screen that ends a sentence or a paragraph, unless
    that leaves fewer than three lines, so a screen does not stop mid-sentence and a reader of
    the second screen still knows its subject."""
    page = list(page)
    heading = page[0]
    again = heading + ", continued"
    if text_width(BODY, again) > 304:
        again = heading
    out = []
    while page:
        cut = _ROWS
        if len(page) > cut:
            while cut > 3 and not (page[cut - 1].endswith(".") or not page[cut]):
                cut -= 1
            if cut == 3:
                cut = _ROWS
        out.append(page[:cut])
        page = page[cut:]
        while page and not page[0]:
            page.pop(0)  # a screen does not start with a blank line
        if page:
            page.insert(0, again)
    return out


class TextPages(Page):
    """Pages of text lines, each cut into screens of ten lines: the arrows turn them, B back."""

    ROWS = _ROWS

    def __init__(self, app, title, pages, back):
        Page.__init__(self, app)
        self.title = title
        self.pages = []
        for page in pages:
            page = list(page)
            while page:
                self.pages.append(page[:_ROWS])
                page = page[_ROWS:]
                while page and not page[0]:
                    page.pop(0)  # a screen does not start with a blank line
        self.back = back
        self.page = 0

    def update(self, pressed, held, now):
        if not pressed:
            return None
        if pressed & K_B:
            return self.back
        if pressed & (K_RIGHT | K_DOWN) and self.page + 1 < len(self.pages):
            self.page += 1
            self.changed = self.full = True
        if pressed & (K_LEFT | K_UP) and self.page > 0:
            self.page -= 1
            self.changed = self.full = True
        return None

    def render(self):
        if not self.changed:
            return False
        self.changed = False
        gfx = self.app.gfx
        bg = C.SCREEN_BG
        if self.full:
            self.full = False
            lay_ground(gfx, bg, 8, _TOP_Y, 312, _BOTTOM_Y)
            gfx.text2(8, 6, self.title, C.TITLE_TEXT, bg)
            gfx.line(8, _KEYS_Y, "Page %d of %d  arrows turn  B back" % (
                self.page + 1, len(self.pages)), C.DIM, bg)
        lines = self.pages[self.page]
        n = len(lines)
        for r in range(n):
            gfx.line(8, _TOP_Y + r * _ROW_STEP, lines[r], C.TEXT, bg, 304, _ROW_STEP)
        if n < _ROWS:
            gfx.fill(8, _TOP_Y + n * _ROW_STEP, 304, _BOTTOM_Y - _TOP_Y - n * _ROW_STEP, bg)
        return True


class LogPage(Page):
    """A game's whole log, newest at the bottom (console/gamelog.py reads its file a page at a
    time). Lines only one player may see (their points, their swap) show only while that
    player, `seat`, holds REVEAL, pressed afresh on this page (TE-13); with `seat` 4 (the game
    is over) every line shows, private ones under their owner's name. `names[seat]` names a
    seat. UP/DOWN scroll a line, LEFT/RIGHT a page, B back."""

    ROWS = _ROWS

    def __init__(self, app, path, seat, names, back):
        Page.__init__(self, app)
        from console import gamelog

        self.path = path
        self.seat = seat
        self.names = names
        self.back = back
        lines = gamelog.scan(path)[0]
        self.public = gamelog.visible(lines, -1)
        self.own = gamelog.visible(lines, seat) if seat >= 0 else self.public
        self.fresh = False  # REVEAL seen let go on this page: a press may show private lines
        self.revealed = seat == 4
        self.top = -1  # the first line shown; -1: the newest page

    def shown(self):
        return self.own if self.revealed else self.public

    def update(self, pressed, held, now):
        rev = bool(held & K_REVEAL)
        if not rev:
            self.fresh = True
        want = self.seat == 4 or (rev and self.fresh)
        if want != self.revealed:
            # The two lists differ in length: keep the newest line in the same place.
            self.revealed = want
            self.top = -1
            self.full = True
            self.changed = True
        if not pressed:
            return None
        self.changed = True
        if pressed & K_B:
            return self.back
        n = len(self.shown())
        last = max(0, n - self.ROWS)
        top = last if self.top < 0 else self.top
        if pressed & K_DOWN:
            top += 1
        if pressed & K_UP:
            top -= 1
        if pressed & K_RIGHT:
            top += self.ROWS
        if pressed & K_LEFT:
            top -= self.ROWS
        self.top = min(max(top, 0), last)
        return None

    def line_text(self, owner, text):
        if owner < 0:
            return text
        return ("You" if self.seat != 4 else self.names[owner]) + ": " + text

    def render(self):
        if not self.changed:
            return False
        self.changed = False
        from console import gamelog

        gfx = self.app.gfx
        bg = C.SCREEN_BG
        lines = self.shown()
        if self.full:
            self.full = False
            lay_ground(gfx, bg, 8, _TOP_Y, 312, _BOTTOM_Y)
            gfx.text2(8, 6, "Game log", C.TITLE_TEXT, bg)
            # REVEAL shows a seat's own lines; at a hand-over (seat -1) it has none to show.
            gfx.line(8, _KEYS_Y, "UP/DOWN, REVEAL yours, B back" if 0 <= self.seat < 4 else
                     "UP/DOWN scroll, B back", C.DIM, bg)
        top = max(0, len(lines) - self.ROWS) if self.top < 0 else self.top
        rows = gamelog.read_lines(self.path, lines, top, self.ROWS)
        if not lines:
            rows = [(-1, "Nothing has happened yet")]
        for r in range(self.ROWS):
            if r < len(rows):
                owner, text = rows[r]
                gfx.line(8, _TOP_Y + r * _ROW_STEP, self.line_text(owner, text),
                         C.TEXT if owner < 0 else C.WARN, bg, 304, _ROW_STEP)
            else:
                gfx.fill(8, _TOP_Y + r * _ROW_STEP, 304, _ROW_STEP, bg)
        return True


def rules(app, game_id, back):
    """The rules of a game: `games/<id>/rules_text.py` PAGES."""
    from games import part

    return TextPages(app, "Rules", [screen for page in part(game_id, "rules_text").PAGES
                                    for screen in screens(page)], back)


# By position; a game may pass its own names for the function keys (GameMenu does).
KEY_NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "REVEAL", "MENU",
             "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8")


def abbreviation(name):
    """A key's name short enough for its cap and told apart from its neighbours: the first
    letter and the consonants after it, in title case (REVEAL "Rvl", RED "Rd", BLACK "Blck",
    BLUE "Bl", LEADER "Ldr"); the window spells the held key out in full."""
    out = name[:1].upper()
    for ch in name[1:].lower():
        if ch not in "aeiou":
            out += ch
    return out


class KeyTest:
    """For makers: the box's face, each key where it sits (console/keypos.py, generated from
    hardware/layout.json) and lit while held, the display window as an outline with the full
    names of the held keys in it; battery in mV. Hold B 2 s to leave."""

    CAPTION_LINES = 4  # held keys named in the window, one 20 px line each

    def __init__(self, app, back, names=None):
        from console import keypos
        from console.app import unload

        self.app = app
        self.back = back
        self.names = names or KEY_NAMES
        # Keep the two tables, not the module: nothing else needs it, and a module left in
        # sys.modules would hold its globals after the page is gone.
        self.places = keypos.KEYS
        self.colours = keypos.COLOURS
        self.window = keypos.WINDOW
        unload(("console.keypos",))
        self.shown = -1  # the keys lit on screen; -1: nothing drawn yet
        self.held = 0
        self.mv = -1
        self.b_since = -1
        self.caption_lines = 0  # lines of the window's caption on screen

    def enter(self):
        self.shown = -1
        self.mv = -1
        self.caption_lines = 0

    def update(self, pressed, held, now):
        if held & K_B:
            if self.b_since < 0:
                self.b_since = now
            elif ticks_diff(now, self.b_since) >= 2000:
                self.b_since = -1
                return self.back
        else:
            self.b_since = -1
        self.held = held
        return None

    def key(self, gfx, k, on):
        """Key bit k's cap at its place, with as much of its name as fits: the body face if the
        whole name fits, else the small one, cut to the letters that fit (the window names it
        in full while it is held)."""
        from fonts import writer

        from console.gfx import BODY, small

        t = self.places
        i = k * 5
        x, y, w, h = t[i] | t[i + 1] << 8, t[i + 2], t[i + 3], t[i + 4]
        fill = C.KEY_ON if on else C.KEY_OFF
        gfx.fill(x, y, w, h, fill)
        ink = C.TEXT
        room = w - 2
        r, g, b = self.colours[3 * k : 3 * k + 3]
        if (r or g or b) and not on:
            # A coloured cap (layout.json cap_colours) in its colour inside the key, so the
            # page looks like the box: RED, BLUE and BLACK tell apart by colour, not letters.
            from drivers.panel import rgb565

            fill = rgb565(r, g, b)
            gfx.fill(x + 3, y + 3, w - 6, h - 6, fill)
            room = w - 8
            if r * 299 + g * 587 + b * 114 > 150000:  # a light cap: dark letters
                ink = C.BLACK
        s = self.names[k]
        font = BODY if writer.text_width(BODY, s) <= room and BODY.HEIGHT <= h else small()
        if writer.text_width(font, s) > room:
            s = abbreviation(s)
        while s and writer.text_width(font, s) > room:
            s = s[:-1]
        if s:
            tx = x + (w - writer.text_width(font, s)) // 2
            # An exact width: the text's box (and its glyphs' overhang) stays inside the cap.
            gfx.text(tx, y + (h - font.HEIGHT) // 2, s, ink, fill, min(room, x + w - 1 - tx),
                     font)

    def caption(self, gfx, held):
        """The held keys' full names inside the window's outline, one line each. Every line is
        padded to the window's width, so only the lines that were or are in use are sent."""
        from fonts import writer

        from console.gfx import BODY, small

        x, y, w, h = self.window
        bg = C.SCREEN_BG
        line = 0
        for k in range(16):
            if held >> k & 1 and line < self.CAPTION_LINES:
                s = self.names[k]
                ty = y + 3 + line * 20
                if writer.text_width(BODY, s) <= w - 8:
                    gfx.line(x + 4, ty, s, C.TEXT, bg, w - 8)
                else:  # longer than the window (CATASTROPHE): whole, in the small face
                    gfx.fill(x + 4, ty, w - 8, 18, bg)
                    gfx.text(x + 4, ty + 3, s, C.TEXT, bg, w - 8, small())
                line += 1
        if not held:
            gfx.line(x + 4, y + 3, "Press a key", C.DIM, bg, w - 8)
            line = 1
        for i in range(line, self.caption_lines):
            gfx.fill(x + 4, y + 3 + i * 20, w - 8, 18, bg)
        self.caption_lines = line

    def render(self):
        gfx = self.app.gfx
        held = self.held
        mv = self.app.board.battery_mv()
        if held == self.shown and mv == self.mv:
            return False
        bg = C.SCREEN_BG
        if self.shown < 0:
            clear(gfx, bg)
            gfx.text2(8, 6, "Key test", C.TITLE_TEXT, bg)
            gfx.line(8, _KEYS_Y, "Hold B for 2 s to go back", C.DIM, bg)
            x, y, w, h = self.window
            for edge in ((x, y, w, 1), (x, y + h - 1, w, 1), (x, y, 1, h), (x + w - 1, y, 1, h)):
                gfx.fill(edge[0], edge[1], edge[2], edge[3], C.DIM)
            changed = 0xFFFF
        else:
            changed = held ^ self.shown
        for k in range(16):
            if changed >> k & 1:
                self.key(gfx, k, held >> k & 1)
        if changed:
            self.caption(gfx, held)
        if mv != self.mv:
            gfx.line(180, 8, "Battery %d mV" % mv, C.TEXT, bg, 136)
        self.shown = held
        self.mv = mv
        return True
