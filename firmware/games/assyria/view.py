"""Assyria's game screen: draws what the flow (flow.py) says, and only reads it.

Three screens, switched with VIEW: the map (mapview.py) with two lines under it (whose turn, the
phase, the open list's choice), the food rows and tracks, and Assur with the players' cards
(boards.py); the strip (y 220-239) under all three. Between two deciders a hand-over panel
covers the list, scores and strip lines (y 178-239): the map and the line of whose turn it is stay,
and leaving it redraws only the lines it covered.
"""

import sys

from console import colours as C
from console import common
from console.app import unload
from fonts import sans17
from fonts.writer import fit

from games.assyria import flow as M
from games.assyria.flow import action_words, name
from games.assyria.mapview import PLAYER_COLOURS, MapView

LINE = 18
INFO_Y = 158
BOARDS = "games.assyria.boards"  # the text screens' lines, loaded while one is up
PANEL_Y = 178  # the hand-over panel: from the list's line to the bottom
LIST_Y = 178
STRIP_Y = 220
PHASE_WORDS = ("choose a start", "draft", "harvest", "place huts", "feed", "wells",
               "actions", "over")


def player_mark(fb, which, x, y, ink):
    """A colour's letter in a square of that colour: the hand-over panel's symbol."""
    fb.fill_rect(x, y, 12, 12, PLAYER_COLOURS[which])
    fb.text("RGBY"[which], x + 2, y + 2, C.BLACK)


class View:
    """Draws an AssyriaFlow on the console's display (console/gfx.py)."""

    def __init__(self, flow, gfx):
        self.flow = flow
        self.gfx = gfx
        self.map = MapView(gfx, flow)
        self.shown = {}
        self.handover_up = False
        self.battery_low = False
        self.status = self

    def enter(self):
        self.shown = {}
        self.handover_up = False

    def line(self, y, text, fg, bg, x=0, width=320):
        """A line redrawn only when its text differs from what is on the panel."""
        # Keyed by the text alone: a line's colours follow from its place and its text (the
        # battery warning adds "! "), and every screen change clears the record.
        old = self.shown.get(y)
        if old == text:
            return
        self.shown[y] = text
        # Glyph strips only under the text, one fill for the rest of the line: a strip costs
        # a key its time on the Pico. On a text screen's cleared ground a first line needs no
        # fill at all.
        if old is None and self.flow.screen and y < STRIP_Y:
            width = 0
        self.gfx.text(x, y, text, fg, bg, width, sans17)

    def render(self):
        f = self.flow
        if not f.changed:
            return False
        f.changed = False
        bg = C.SCREEN_BG
        if f.full:
            f.full = False
            if f.screen == 0:
                self.map.ground(bg)
            else:
                self.gfx.fill(0, 0, 320, 240, bg)
            self.map.invalidate()
            self.shown = {}
            self.handover_up = False
        if f.mode == M.HANDOVER:
            if f.screen == 0:
                self.map.refresh()
                self.line(INFO_Y, self.info_text(), C.TEXT, bg)
            if not self.handover_up:
                self.draw_handover()
            return True
        if self.handover_up:
            # The panel goes: its ground back, the lines it covered drawn again.
            self.handover_up = False
            self.gfx.fill(0, PANEL_Y, 320, 240 - PANEL_Y, bg)
            for y in list(self.shown):
                if y >= PANEL_Y - LINE:
                    del self.shown[y]
        if f.screen == 0:
            if BOARDS in sys.modules:
                # Needed only while a text screen is up: the map's heap does not carry them.
                unload((BOARDS,))
            self.map.refresh()
            self.line(INFO_Y, self.info_text(), C.TEXT, bg)
            self.line(LIST_Y, self.list_text(), C.WARN, bg)
            self.line(LIST_Y + LINE, self.scores_text(), C.DIM, bg)
        else:
            # Kept while the text screens are up: VIEW to the next one and each action there
            # redraw without loading it again.
            from games.assyria import boards

            lines = (boards.rows_and_tracks if f.screen == 1 else boards.assur_and_cards)(f.game)
            boards = None
            for i in range(min(len(lines), 12)):
                self.line(i * LINE, lines[i], C.TEXT if i else C.TITLE_TEXT, bg)
        warn = self.status.battery_low
        text = f.msg or M.key_prompt(self.flow)
        self.line(STRIP_Y + 1, ("! " if warn else "") + text, C.WARN if warn else C.STRIP_TEXT,
                  C.STRIP_BG)
        return True

    def info_text(self):
        g = self.flow.game
        return "%s: %s" % (name(g, g.current_player()), PHASE_WORDS[g.phase()])

    def list_text(self):
        f = self.flow
        if f.mode != M.LIST:
            return ""
        return "< %s >  %d/%d" % (action_words(f.options[f.idx]), f.idx + 1, len(f.options))

    def scores_text(self):
        g = self.flow.game
        return "  ".join("%s %d c%d" % (name(g, s)[0], g.score(s), g.camels(s))
                         for s in g.turn_order())

    def draw_handover(self):
        """The hand-over panel: whom to pass to, the newest action since the last hand-over (all
        of them in the menu's game log; the map shows their result), A. Nothing is private
        (AS-7)."""
        f = self.flow
        g = f.game
        gfx = self.gfx
        seat = g.current_player()
        bg = C.HANDOVER_BG
        gfx.fill(0, PANEL_Y, 320, 240 - PANEL_Y, bg)
        self.handover_up = True
        common.symbol(gfx, player_mark, g.colours[seat], 296, PANEL_Y, bg)
        gfx.text(4, PANEL_Y, "Pass to %s: %s" % (name(g, seat), PHASE_WORDS[g.phase()]),
                 C.TITLE_TEXT, bg, 0, sans17)
        log = f.log
        if f.since_handover and log:
            gfx.text(4, PANEL_Y + LINE, fit(sans17, log[-1], 312), C.TEXT, bg, 0, sans17)
        gfx.text(4, STRIP_Y + 1, "Press A when ready", C.TITLE_TEXT, bg, 0, sans17)
