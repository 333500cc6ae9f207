"""Contest of Kings's game screen: draws what the flow (flow.py) says, and only reads it.

The table (tableview.py, y 0-184), two dense lines of public facts (y 184-219: whose turn, the
deck, a conflict's running totals; each seat's hand size, pile size with the colour of its last
card, the catastrophe), the strip (y 220-239), and while REVEAL is held the private panel over
the two dense lines: the hand as eight cards by colour, a private question's answer, a refusal.
The hand-over is a panel over the second line and the strip (y 202-239), under the public first
line: the private panel is gone (the first line is drawn over its top), the table stays (public),
and leaving the hand-over redraws only the two lines the panel covered.
"""

import framebuf
from console import colours as C
from console import common
from fonts import sans17
from fonts.writer import draw_text, fit

from engine_core.kings import (
    DYNASTY_INITIALS,
)
from games.kings import flow as M
from games.kings import words
from games.kings.flow import name
from games.kings.tableview import BAR_Y, TableView

INFO_Y = 184
SEATS_Y = 202
STRIP_Y = 220
LETTERS = "rbgk"
HAND_W = 68  # four cards of 17 px: 68 x 15 px in RGB565, 2 KB of the console's drawing buffer
SEAT_W = 80  # a seat's public counts under the table: 80 x 18 px, 2.9 KB of that buffer
# Left to right in a seat's piece: its mark (12 px), the hand's card and count, the pile's card
# and count (two digits end by 65), the catastrophe card; the last 4 px stay ground, so with
# four seats, 80 px each, a catastrophe card never touches the next seat's mark.
HAND_X = 14
HAND_N = 24
PILE_X = 36
PILE_N = 47
CATASTROPHE_X = 66


def dynasty_mark(fb, which, x, y, ink):
    """A dynasty's initial in a 12x12 box: the hand-over panel's symbol (Continue's page draws
    mark.py's, the same, before the engine is loaded)."""
    fb.rect(x, y, 12, 12, ink)
    fb.text(DYNASTY_INITIALS[which], x + 2, y + 2, ink)


class View:
    """Draws a KingsFlow on the console's display (console/gfx.py)."""

    def __init__(self, flow, gfx):
        self.flow = flow
        self.gfx = gfx
        self.table = TableView(gfx, flow)
        # Lines go out through the console's text buffer in strips (fonts/writer.py
        # show_line): no buffer of the game's own.
        self.line_buf = gfx.line_buf
        self.shown = {}
        self.panel_up = False
        self.handover_up = False
        self.handover_top = SEATS_Y  # the panel's top edge while it is up
        self.battery_low = False
        self.status = self
        self.info_moves = -1  # the game's history length when the public lines were worded
        self.ground_from = -1  # uncover(): the ground from that row down goes out next render

    def enter(self):
        self.shown = {}
        self.panel_up = False
        self.handover_up = False
        self.info_moves = -1

    def keep_handover(self, top):
        """Continue's page (console/resumepage.py, from card.py) is up: the table's ground, and
        this hand-over's panel as draw_handover() draws it. The first frame, drawn while the
        console is being passed, adds the table and the line above the panel; A then only takes
        the panel away, as at any hand-over. `top`: the panel's top edge, as card.py lays it
        out (INFO_Y when the panel tells a line again, else SEATS_Y)."""
        self.flow.full = False
        self.handover_up = True
        self.handover_top = top

    def line(self, y, font, text, fg, bg, x=0, width=320):
        """A line redrawn only when its text differs from what is on the panel; glyph strips
        only under the text, one fill for the rest (a strip costs a key its time)."""
        key = (y, x)
        if self.shown.get(key) == (text, fg, bg):
            return
        self.shown[key] = (text, fg, bg)
        self.gfx.text(x, y, text, fg, bg, width, font)

    def render(self):
        f = self.flow
        if not f.changed:
            return False
        f.changed = False
        if f.full:
            f.full = False
            self.uncover(0)
        if self.ground_from >= 0:
            self.lay_ground(self.ground_from)
            self.ground_from = -1
        if f.mode != M.HANDOVER and self.handover_up:
            # The panel goes: its ground back, the lines it covered drawn again.
            self.handover_up = False
            top = self.handover_top
            self.gfx.fill(0, top, 320, 240 - top, C.SCREEN_BG)
            for y in (INFO_Y, SEATS_Y, STRIP_Y + 1):
                if y >= top:
                    self.shown.pop((y, 0), None)
        self.table.refresh()
        if f.mode == M.HANDOVER:
            if self.panel_up:
                # The private panel goes (CK-7.3): the public line over its top, the hand-over
                # panel over the rest, in this same frame.
                self.panel_up = False
                self.shown.pop((INFO_Y, 0), None)
            # The public line above the panel, unless the panel reaches over it.
            top = self.handover_top if self.handover_up else self.handover_panel_top()
            if top > INFO_Y:
                self.line(INFO_Y, sans17, words.info_text(f.game), C.TEXT, C.SCREEN_BG)
            if not self.handover_up:
                self.draw_handover()
            return True
        if f.revealed:
            if f.panel_dirty or not self.panel_up:
                self.draw_panel()
        else:
            if self.panel_up:
                self.shown = {}  # the public lines come back over the panel (CK-7.3)
                self.panel_up = False
            self.draw_info()
        f.panel_dirty = False
        bg = C.STRIP_BG
        warn = self.status.battery_low
        text = f.msg or words.prompt(f)
        self.line(STRIP_Y + 1, sans17, ("! " if warn else "") + text,
                  C.WARN if warn else C.STRIP_TEXT, bg)
        return True

    def uncover(self, top):
        """All from row `top` (at most BAR_Y) down is drawn again by the next render: its
        ground, the cells, the bar and every line. The in-game menu's panel
        (console/gamemenu.py) leaves the rows above it as they were."""
        self.ground_from = top
        self.table.invalidate(top)
        self.shown = {}
        self.panel_up = False
        self.handover_up = False
        return True

    def lay_ground(self, top):
        """The ground from row `top` down that no drawing covers, not the whole screen (a full
        frame is 20 ms of SPI on the device): between and beside the cells, and under them the
        two rows that the bar, the lines' boxes (INFO_Y, SEATS_Y, the strip's) and the panels
        over them leave."""
        gfx = self.gfx
        bg = C.SCREEN_BG
        h = BAR_Y - top
        gfx.fill(0, top, 2, h, bg)
        for c in range(8):
            gfx.fill(26 + 40 * c, top, 16 if c < 7 else 294 - 40 * c, h, bg)
        gfx.fill(0, STRIP_Y, 320, 1, bg)
        gfx.fill(0, 239, 320, 1, bg)

    # -- public lines ------------------------------------------------------------------------------

    def draw_info(self):
        g = self.flow.game
        # Public facts change only with an action taken or undone (an undo comes back through
        # the menu: a full redraw): a key that moves the cursor need not word them again.
        moves = g.history_len()
        if moves == self.info_moves and (INFO_Y, 0) in self.shown and (SEATS_Y, 0) in self.shown:
            return
        self.info_moves = moves
        bg = C.SCREEN_BG
        self.line(INFO_Y, sans17, words.info_text(g), C.TEXT, bg)
        self.draw_seats(words.seats_facts(g))

    def draw_seats(self, facts):
        """Each seat's public counts (words.seats_facts) as pictures, not letters: its mark,
        a card outline and the cards in hand, its victory pile as a card of its last card's
        colour (with the colour's letter; a treasure card's star) or an outline while empty
        and the pile's size, and a crossed card while its catastrophe is unplayed. One 80 px
        piece a seat, drawn in the console's buffer and pushed; the line's rest filled once.
        Only the seats whose counts changed are drawn again (an action changes one or two)."""
        key = (SEATS_Y, 0)
        was = self.shown.get(key)
        if was == (facts,):
            return
        self.shown[key] = (facts,)
        old = was[0] if was is not None else None  # what each seat's piece shows now
        gfx = self.gfx
        bg = C.SCREEN_BG
        ink = C.DIM
        step = 320 // len(facts)
        if old is None and step > SEAT_W:
            gfx.fill(0, SEATS_Y, 320, 18, bg)
        fb = framebuf.FrameBuffer(self.line_buf, SEAT_W, 18, framebuf.RGB565)
        for k in range(len(facts)):
            if old is not None and old[k] == facts[k]:
                continue
            dynasty, hand, pile, top, catastrophe = facts[k]
            fb.fill(bg)
            dynasty_mark(fb, dynasty, 0, 3, ink)
            fb.rect(HAND_X, 2, 9, 14, ink)
            draw_text(fb, sans17, "%d" % hand, HAND_N, 0, ink)
            if top < 0:
                fb.rect(PILE_X, 2, 10, 14, ink)
            else:
                fb.fill_rect(PILE_X, 2, 10, 14, C.TILE[0 if top == 4 else top])
                fb.text("*" if top == 4 else LETTERS[top], PILE_X + 1, 5, C.INK_ON_TILE)
            draw_text(fb, sans17, "%d" % pile, PILE_N, 0, ink)
            if catastrophe:
                fb.fill_rect(CATASTROPHE_X, 3, 10, 12, C.CATA)
                fb.line(CATASTROPHE_X + 1, 4, CATASTROPHE_X + 8, 13, C.CATA_X)
                fb.line(CATASTROPHE_X + 8, 4, CATASTROPHE_X + 1, 13, C.CATA_X)
            gfx.display.blit(k * step, SEATS_Y, SEAT_W, 18,
                             memoryview(self.line_buf)[: SEAT_W * 18 * 2])

    # -- the private panel -----------------------------------------------------------------------

    def draw_panel(self):
        f = self.flow
        g = f.game
        gfx = self.gfx
        bg = C.PANEL_BG
        if not self.panel_up:
            gfx.fill(0, INFO_Y, 320, STRIP_Y - INFO_Y, bg)
            self.panel_up = True
            self.shown.pop((INFO_Y, 0), None)
            self.shown.pop((SEATS_Y, 0), None)
        hand = g.hand(g.current_player())
        self.draw_hand(hand, bg)
        self.line(INFO_Y, sans17, "hand", C.DIM, bg, 150, 60)
        if f.why:
            text = f.why
        elif f.private_ask():
            text = "< %s >  L/R, A answers" % M.answer_words(f.options[f.idx])
        else:
            text = words.hand_text(hand)
        self.line(SEATS_Y, sans17, text, C.WARN if f.why else C.TEXT, bg)

    def draw_hand(self, hand, bg):
        """The hand as up to eight cards, each its colour with its letter (never colour alone),
        drawn four at a time in the console's drawing buffer: two pushes to the panel, not two
        per card (framebuf's own 8 px letters, as on the table's cells)."""
        colours = []
        for c in range(4):
            colours += [c] * hand[c]
        fb = framebuf.FrameBuffer(self.line_buf, HAND_W, 15, framebuf.RGB565)
        for half in range(2):
            fb.fill(bg)
            for i in range(4):
                k = half * 4 + i
                if k < len(colours):
                    c = colours[k]
                    fb.fill_rect(i * 17, 0, 14, 15, C.TILE[c])
                    fb.text(LETTERS[c], i * 17 + 3, 4, C.INK_ON_TILE)
            self.gfx.display.blit(4 + half * HAND_W, INFO_Y + 2, HAND_W, 15,
                                  memoryview(self.line_buf)[: HAND_W * 15 * 2])

    # -- the strip ---------------------------------------------------------------------------------

    def handover_panel_top(self):
        """Its top: over the whose-turn line too when something happened since the last
        hand-over (the newest of it gets a line of its own); the table above stays in view."""
        f = self.flow
        return INFO_Y if f.since_handover + f.missed[f.game.current_player()] and f.log else \
            SEATS_Y

    def draw_handover(self):
        """The hand-over panel under the table: whom to pass to and why, the newest of what
        happened since the last hand-over on a line of its own, how many more things the game
        log tells, and A. Nothing private (CK-7.3)."""
        f = self.flow
        g = f.game
        gfx = self.gfx
        seat = g.current_player()
        ph = g.phase()
        why = "your turn" if ph == 0 else "answer " + words.ASK_WORDS.get(ph, "").lower()
        bg = C.HANDOVER_BG
        top = self.handover_panel_top()
        gfx.fill(0, top, 320, 240 - top, bg)
        self.handover_up = True
        self.handover_top = top
        common.symbol(gfx, dynasty_mark, g.dynasties[seat], 296, top, bg)
        gfx.text(4, top, "Pass to %s: %s" % (name(g, seat), why), C.TITLE_TEXT, bg, 0, sans17)
        ready = "A when ready"
        if top < SEATS_Y:
            gfx.text(4, SEATS_Y, fit(sans17, f.log[-1], 312), C.TEXT, bg, 0, sans17)
            more = min(f.since_handover + f.missed[seat], f.LOG_KEEP) - 1
            if more > 0:
                ready += "  (%d more: MENU, log)" % more
        gfx.text(4, STRIP_Y + 1, fit(sans17, ready, 312), C.TITLE_TEXT, bg, 0, sans17)
