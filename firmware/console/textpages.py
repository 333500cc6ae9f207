"""Pages of text every game shares (its rules, a log kept in the heap): ten lines a screen."""

from fonts.writer import text_width

from console import colours as C
from console.gfx import BODY
from console.keys import K_B, K_DOWN, K_LEFT, K_RIGHT, K_UP
from console.page import (
    KEYS_Y,
    TEXT_BOTTOM_Y,
    TEXT_ROWS,
    TEXT_STEP,
    TEXT_TOP_Y,
    Page,
    hold_glyphs,
    lay_ground,
)


def screens(page):
    """A rules page (its heading, then its lines, joined by newlines: games/<id>/rules_text.py)
    cut into screens of at most ten lines, each after the first opening with the heading again
    ("..., continued" where that fits): each cut comes after the last line on the screen that
    ends a sentence or a paragraph, unless that leaves fewer than three lines, so a screen does
    not stop mid-sentence and a reader of the second screen still knows its subject."""
    page = page.split("\n")
    heading = page[0]
    again = heading + ", continued"
    if text_width(BODY, again) > 304:
        again = heading
    out = []
    while page:
        cut = TEXT_ROWS
        if len(page) > cut:
            while cut > 3 and not (page[cut - 1].endswith(".") or not page[cut]):
                cut -= 1
            if cut == 3:
                cut = TEXT_ROWS
        out.append(page[:cut])
        page = page[cut:]
        while page and not page[0]:
            page.pop(0)  # a screen does not start with a blank line
        if page:
            page.insert(0, again)
    return out


def tens(page):
    """A page of lines cut every ten lines (a game log kept in the heap): no screen starts
    with a blank line."""
    page = list(page)
    out = []
    while page:
        out.append(page[:TEXT_ROWS])
        page = page[TEXT_ROWS:]
        while page and not page[0]:
            page.pop(0)
    return out


class TextPages(Page):
    """Pages of text lines, each cut into screens of ten lines by `cut` (page -> its screens,
    tens() if not given): the arrows turn them, B back. Only the first page is cut for the
    first frame, which shows its first screen. With `count`, the number of screens known
    beforehand (a game's rules: their SCREENS), the first frame has the keys' line too and
    the other pages are cut as they are turned to; without, the pass after the first frame
    cuts the rest and adds the keys' line, which counts the screens (the key does not wait)."""

    ROWS = TEXT_ROWS

    def __init__(self, app, title, pages, back, cut=tens, count=0):
        Page.__init__(self, app)
        hold_glyphs()
        self.title = title
        self.source = pages
        self.cut = cut
        self.pages = cut(pages[0]) if pages else [[]]
        self.uncut = 1  # the first page of `source` not cut yet
        self.count = count
        self.counted = False  # the keys' line, with the count of screens, is drawn
        self.back = back
        self.page = 0

    def cut_to(self, screen=-1):
        """The pages cut up to the one that holds `screen`; with -1, all of them."""
        while (screen < 0 or len(self.pages) <= screen) and self.uncut < len(self.source):
            self.pages.extend(self.cut(self.source[self.uncut]))
            self.uncut += 1

    def update(self, pressed, held, now):
        if not self.count and (self.uncut < len(self.source) or not self.counted):
            self.cut_to()
            self.changed = True  # the keys' line, its count known
        if not pressed:
            return None
        if pressed & K_B:
            return self.back
        if self.count and pressed & (K_RIGHT | K_DOWN):
            self.cut_to(self.page + 1)
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
        whole = self.count or self.uncut == len(self.source)
        if self.full:
            self.full = False
            lay_ground(gfx, bg, 8, TEXT_TOP_Y, 312, TEXT_BOTTOM_Y)
            gfx.text2(8, 6, self.title, C.TITLE_TEXT, bg)
        elif whole and not self.counted:
            self.counted = True
            self.keys_line(gfx, bg)
            return True  # only the keys' line: the screen's lines are up
        if whole:
            self.counted = True
            self.keys_line(gfx, bg)
        lines = self.pages[self.page]
        n = len(lines)
        for r in range(n):
            gfx.line(8, TEXT_TOP_Y + r * TEXT_STEP, lines[r], C.TEXT, bg, 304, TEXT_STEP)
        if n < TEXT_ROWS:
            y = TEXT_TOP_Y + n * TEXT_STEP
            gfx.fill(8, y, 304, TEXT_BOTTOM_Y - y, bg)
        return True

    def keys_line(self, gfx, bg):
        gfx.line(8, KEYS_Y, "Page %d of %d  arrows turn  B back" % (
            self.page + 1, self.count or len(self.pages)), C.DIM, bg)


def rules(app, game_id, back):
    """The rules of a game: `games/<id>/rules_text.py` PAGES."""
    from games import part

    text = part(game_id, "rules_text")
    return TextPages(app, "Rules", text.PAGES, back, screens, getattr(text, "SCREENS", 0))
