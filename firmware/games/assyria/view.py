"""Assyria's game screen: draws what the flow (flow.py) says, and only reads it.

Three screens over the same lines, switched with VIEW: the map (mapview.py), the food rows and
cards (rowsview.py), Assur and the tracks (assurview.py), each in the top 158 px; under every
one the lines of whose turn it is and the phase, the open list's choice, the scores, and the
strip (y 220-239) with what the keys do: on the map its keys, on the other two only VIEW and B
(back to the map) act, the map being hidden (flow.py). So VIEW redraws the top and at most the
strip, and an open list stays in sight with the food rows. Between two deciders a
hand-over panel covers the list, scores and strip lines (y 178-239): the top and the line of
whose turn it is stay, and leaving it redraws only the lines it covered.
"""

import sys

from console import colours as C
from console import common
from console.app import unload
from console.compat import const
from fonts import sans17
from fonts.writer import text_width

from games.assyria import flow as M
from games.assyria.flow import action_words, name
from games.assyria.mapview import PLAYER_COLOURS, PLAYER_LETTERS, MapView

LINE = 18
INFO_Y = 158
# The other two screens' modules: one at a time, loaded ahead of VIEW (prepare()).
BOARDS = M.BOARDS
PANEL_Y = 178  # the hand-over panel: from the list's line to the bottom
LIST_Y = 178
STRIP_Y = 220
PHASE_WORDS = ("choose a start", "draft", "harvest", "place huts", "feed", "wells",
               "actions", "over")
_PLACE_HUTS = const(3)  # the phase of PHASE_WORDS "place huts"
_LINE_W = const(312)  # the hand-over panel's line of what was told, from x 4


def player_mark(fb, which, x, y, ink):
    """A colour's letter in a square of that colour: the hand-over panel's symbol (Continue's
    page draws mark.py's, the same, before the game is loaded)."""
    fb.fill_rect(x, y, 12, 12, PLAYER_COLOURS[which])
    fb.text(PLAYER_LETTERS[which], x + 2, y + 2, C.BLACK)


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
        self.top = None  # the screen drawn above the lines (flow.screen), None: none yet
        self.board_drawn = False  # the screen up (rowsview, assurview) is drawn
        self.whole_from = -1  # uncover(): the map from that row down and the lines, next render

    def enter(self):
        self.shown = {}
        self.handover_up = False
        self.top = None
        self.board_drawn = False

    def uncover(self, top):
        """The in-game menu's panel (console/gamemenu.py) from row `top` down goes: over the
        map, the next render draws the map from there down and the lines under it; the rows
        above stay as they were. The food rows' and Assur's screens are drawn whole (False)."""
        if self.flow.screen:
            return False
        self.whole_from = top
        return True

    def keep_handover(self, top):
        """Continue's page (console/resumepage.py, from card.py) is up: the map's ground, and
        this hand-over's panel as draw_handover() draws it. The first frame, drawn while the
        console is being passed, adds the map and the line above the panel; A then only takes
        the panel away, as at any hand-over. (`top`, the panel's top edge, is always PANEL_Y.)"""
        self.flow.full = False
        self.handover_up = True

    def line(self, y, text, fg, bg, x=0, width=320):
        """A line redrawn only when its text differs from what is on the panel."""
        # Keyed by the text alone: a line's colours follow from its place and its text (the
        # battery warning adds "! "), and every full redraw clears the record.
        old = self.shown.get(y)
        if old == text:
            return
        self.shown[y] = text
        # Glyph strips only under the text, one fill for the rest of the line: a strip costs
        # a key its time on the Pico. A line not drawn since the ground was filled (VIEW, the
        # hand-over panel gone) needs no fill at all.
        if old is None and y < STRIP_Y:
            width = 0
        self.gfx.text(x, y, text, fg, bg, width, sans17)

    def render(self):
        f = self.flow
        if not f.changed:
            return False
        f.changed = False
        bg = C.SCREEN_BG
        switched = False  # VIEW or B: another screen, nothing else changed
        whole = False  # the map painted whole, over whatever is there (mapview.py draw_whole)
        whole_from = 0  # ... from that row down
        if self.whole_from >= 0 and not f.full:
            # The menu's panel went (uncover): the map under it and the lines' band, as below;
            # above it, the cells whose key changed (refresh).
            whole = True
            whole_from = self.whole_from
            self.map.bg = bg
            self.gfx.fill(0, INFO_Y, 320, STRIP_Y + 1 - INFO_Y, bg)
        self.whole_from = -1
        if f.full:
            f.full = False
            if self.top is not None and self.top != f.screen:
                # VIEW: only the top changes, the lines under it stay. The map's pushes cover
                # its place whole (mapview.py draw_whole); another screen goes on filled ground.
                switched = whole = True
                if f.screen:
                    self.gfx.fill(0, 0, 320, INFO_Y, bg)
            else:
                self.shown = {}
                self.handover_up = False
                if f.screen:
                    self.map.ground(bg)
                else:
                    # The map paints its place whole (mapview.py draw_whole) over whatever is
                    # there: only the lines' band under it is filled, not the map's 101 KB
                    # twice (a page of the menu closed).
                    self.map.bg = bg
                    self.gfx.fill(0, INFO_Y, 320, STRIP_Y + 1 - INFO_Y, bg)
                    whole = True
            self.map.invalidate()
            self.board_drawn = False
        self.top = f.screen
        f.later = self.prepare  # once this frame is out (and let go then: no view kept alive)
        if f.unsaved:
            # An action was taken: its save follows this frame, and the save's modules take
            # the heap a screen's module held; prepare() loads it again after the save.
            unload(BOARDS)
        if f.screen == 0:
            self.map.refresh(whole, whole_from)
        else:
            self.draw_board()
        if not switched:  # (no hand-over is up: it takes every key but A)
            self.line(INFO_Y, self.info_text(), C.TEXT, bg)
            if f.mode == M.HANDOVER:
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
            self.line(LIST_Y, self.list_text(), C.WARN, bg)
            self.line(LIST_Y + LINE, M.scores_words(self.flow.game), C.DIM, bg)
        warn = self.status.battery_low
        text = f.msg or M.map_prompt(f)
        self.line(STRIP_Y + 1, ("! " if warn else "") + text, C.WARN if warn else C.STRIP_TEXT,
                  C.STRIP_BG)
        return True

    def draw_board(self):
        """The food rows and cards (rowsview.py) or Assur and the tracks (assurview.py) over
        the map's place, on the ground VIEW filled: once each time the screen comes up, for
        while it is up no key changes the game (flow.py press) and a return from the menu
        draws everything again."""
        if self.board_drawn:
            return
        self.board_drawn = True
        if self.flow.screen == 1:
            from games.assyria import rowsview as screen  # loaded by prepare() as a rule
        else:
            from games.assyria import assurview as screen
        screen.draw(self.gfx, self.flow.game)
        screen = None

    def prepare(self):
        """After a frame (the flow's after_frame): the screen up is drawn, so its module goes,
        and the module of VIEW's next screen comes (the food rows' on the map, Assur's on the
        food rows): its import, some 7 ms of the Pico's time by tools/bench_shelf.py's
        estimate, is not on that key. One of the two at most is in the heap."""
        screen = self.flow.screen
        want = BOARDS[screen] if screen < 2 and not self.flow.over else None
        for module in BOARDS:
            if module != want and module in sys.modules:
                unload((module,))
        if want is not None and want not in sys.modules:
            __import__(want)

    def info_text(self):
        g = self.flow.game
        phase = g.phase()
        if phase == _PLACE_HUTS:
            # How many are left of what the turn's expansion card gives (AS-4.3a): st 4,
            # seatview.py's "huts_to_place".
            left = g.st[4]
            return "%s: place %d hut%s" % (name(g, g.current_player()), left,
                                           "" if left == 1 else "s")
        return "%s: %s" % (name(g, g.current_player()), PHASE_WORDS[phase])

    def list_text(self):
        f = self.flow
        if f.mode != M.LIST:
            return ""
        return "< %s >  %d/%d" % (action_words(f.options[f.idx]), f.idx + 1, len(f.options))

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
        told = self.handover_line()
        if told:
            gfx.text(4, PANEL_Y + LINE, told, C.TEXT, bg, 0, sans17)
        gfx.text(4, STRIP_Y + 1, "Press A when ready", C.TITLE_TEXT, bg, 0, sans17)

    def handover_line(self):
        """The newest line told since the last hand-over as the panel shows it ("" if none):
        cut, or shortened, if too wide (card.py told_line, which the title's card of a saved
        game draws it with too)."""
        f = self.flow
        g = f.game
        log = f.log
        if not (f.since_handover + f.missed[g.current_player()] and log):
            return ""
        line = log[-1]
        if text_width(sans17, line) <= _LINE_W:
            return line  # measured once: told_line would measure it again
        from games.assyria.card import told_line

        line = told_line(g, line)
        unload(("games.assyria.card",))  # the title's: not kept in the game's heap
        return line
