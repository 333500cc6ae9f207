"""A game's log as a page: its file a page at a time, private lines only under REVEAL."""

from fonts import writer

from console import colours as C
from console.compat import const
from console.gfx import BODY
from console.keys import K_B, K_DOWN, K_LEFT, K_REVEAL, K_RIGHT, K_UP
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

_WIDTH = const(304)  # a row's text, from x 8
_INDENT = const(16)  # a line carried onto the next row starts this far in
_TAIL = const(1024)  # bytes of the file read for the newest page: some 25 lines


class LogPage(Page):
    """A game's whole log, newest at the bottom (console/gamelog.py reads its file a page at a
    time). Lines only one player may see (their points, their swap) show only while that
    player, `seat`, holds REVEAL, pressed afresh on this page (TE-13); with `seat` 4 (the game
    is over) every line shows, private ones under their owner's name. `names[seat]` names a
    seat. A line wider than a row goes on in the next, indented. UP/DOWN scroll a line,
    LEFT/RIGHT a page, B back."""

    ROWS = TEXT_ROWS

    def __init__(self, app, path, seat, names, back):
        Page.__init__(self, app)
        hold_glyphs()
        from console import gamelog

        self.path = path
        self.seat = seat
        self.names = names
        self.back = back
        self.fresh = False  # REVEAL seen let go on this page: a press may show private lines
        self.revealed = seat == 4
        self.top = -1  # the first line shown; -1: the newest page
        self.newest = -1  # the first line of the newest page, once laid out (newest_top)
        self.newest_laid = None  # that page's lines as rows (rows_of)
        self.lines_shown = self.ROWS  # log lines on the page drawn last
        # The newest lines first, from the file's tail: the key that opens the page does not
        # read a whole game's file (read_whole, once the page is scrolled back or idle).
        lines, self.whole = gamelog.newest(path, _TAIL)
        self.take(lines)
        if not self.whole and len(self.public) < self.ROWS:
            self.read_whole()  # the tail's lines that this page may show do not fill it

    def take(self, lines):
        from console import gamelog

        self.public = gamelog.visible(lines, -1)
        self.own = gamelog.visible(lines, self.seat) if self.seat >= 0 else self.public

    def shown(self):
        return self.own if self.revealed else self.public

    def read_whole(self):
        """The whole file's lines in place of the tail's: the line at the top of the page
        stays there (the tail's lines are the whole's last ones)."""
        from console import gamelog

        old = self.shown()
        self.take(gamelog.scan(self.path)[0])
        self.whole = True
        new = self.shown()
        shift = len(new) - len(old)
        if old and old[0] in new:
            shift = new.index(old[0])
        if self.top >= 0:
            self.top += shift
        if self.newest >= 0:
            self.newest += shift

    def idle(self):
        """A quiet pass (console/app.py): the whole file is read while the page is read."""
        if not self.whole:
            self.read_whole()

    def update(self, pressed, held, now):
        rev = bool(held & K_REVEAL)
        if not rev:
            self.fresh = True
        want = self.seat == 4 or (rev and self.fresh)
        if want != self.revealed:
            # The two lists differ in length: keep the newest line in the same place.
            self.revealed = want
            self.top = -1
            self.newest = -1
            self.full = True
            self.changed = True
        if not pressed:
            return None
        self.changed = True
        if pressed & K_B:
            return self.back
        last = self.newest_top()
        top = last if self.top < 0 else self.top
        if pressed & K_DOWN:
            top += 1
        if pressed & K_UP:
            top -= 1
        # A page on is the lines the page showed (fewer than its rows where lines wrapped).
        if pressed & K_RIGHT:
            top += self.lines_shown
        if pressed & K_LEFT:
            top -= self.lines_shown
        if top < 0 and not self.whole:
            # Back past the tail's first line: the whole file, its lines counted from its top.
            before = self.newest
            self.read_whole()
            top += self.newest - before
            last = self.newest
        self.top = min(max(top, 0), last)
        return None

    def line_text(self, owner, text):
        if owner < 0:
            return text
        return ("You" if self.seat != 4 else self.names[owner]) + ": " + text

    def rows_of(self, owner, text):
        """A log line as the rows it takes: [(owner, words, x)]."""
        s = self.line_text(owner, text)
        if writer.text_width(BODY, s) <= _WIDTH:
            return [(owner, s, 8)]
        rows = writer.wrap(BODY, s, _WIDTH - _INDENT)
        # A count stays with what it counts ("1 black"): a row ending on one gives it on.
        i = 0
        while i < len(rows) - 1:
            head, _, last = rows[i].rpartition(" ")
            if head and last.isdigit():
                rows[i] = head
                rows[i + 1:] = writer.wrap(BODY, last + " " + " ".join(rows[i + 1:]),
                                           _WIDTH - _INDENT)
            i += 1
        return [(owner, rows[i], 8 if i == 0 else 8 + _INDENT) for i in range(len(rows))]

    def newest_top(self):
        """The first line of the newest page: as many of the last lines as their rows fit."""
        if self.newest < 0:
            from console import gamelog

            lines = self.shown()
            first = max(0, len(lines) - self.ROWS)
            laid = [self.rows_of(owner, text) for owner, text in
                    gamelog.read_lines(self.path, lines, first, self.ROWS)]
            used = 0
            k = len(laid)
            while k and used + len(laid[k - 1]) <= self.ROWS:
                k -= 1
                used += len(laid[k])
            if k and k == len(laid):
                k -= 1  # a last line taller than the page: it starts the page
            self.newest = first + k
            self.newest_laid = laid[k:]  # the page's rows, for its render: read and laid once
        return self.newest

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
            lay_ground(gfx, bg, 8, TEXT_TOP_Y, 312, TEXT_BOTTOM_Y)
            gfx.text2(8, 6, "Game log", C.TITLE_TEXT, bg)
            # REVEAL shows a seat's own lines; at a hand-over (seat -1) it has none to show.
            gfx.line(8, KEYS_Y, "UP/DOWN, REVEAL yours, B back" if 0 <= self.seat < 4 else
                     "UP/DOWN line, L/R page, B back", C.DIM, bg)
        top = self.newest_top() if self.top < 0 else self.top
        if top == self.newest:
            laid = self.newest_laid
        else:
            laid = [self.rows_of(owner, text) for owner, text in
                    gamelog.read_lines(self.path, lines, top, self.ROWS)]
        rows = []
        shown = 0
        for each in laid:
            if len(rows) < self.ROWS:
                rows += each
                shown += 1
        self.lines_shown = max(1, shown)
        if not lines:
            rows = [(-1, "Nothing has happened yet", 8)]
        for r in range(self.ROWS):
            y = TEXT_TOP_Y + r * TEXT_STEP
            if r < len(rows):
                owner, words, x = rows[r]
                if x > 8:
                    gfx.fill(8, y, x - 8, TEXT_STEP, bg)
                gfx.line(x, y, words, C.TEXT if owner < 0 else C.WARN, bg, 312 - x, TEXT_STEP)
            else:
                gfx.fill(8, y, 304, TEXT_STEP, bg)
        return True
