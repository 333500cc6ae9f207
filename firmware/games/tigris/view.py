"""Tigris's game screen: draws what the flow (games/tigris/flow.py) says, and only reads it.

The board (boardview.py), the private panel over two board rows while REVEAL is held, the
status strip (hud.py) and the hand-over page. `render()` is the one place the game screen sends
pixels; it clears the flow's change flags as it draws them.
"""

from console import colours as C
from console import common

from engine_core.tigris import (
    ACT_BUILDING,
    ACT_LEADER,
    ACT_MONUMENT,
    ACT_PASS,
    ACT_TILE,
    ACT_TREASURE,
    ACT_ZIGGURAT,
    MONUMENT_NAMES,
    PHASE_COMMIT,
    PHASE_TREASURE,
    action_arg,
    action_kind,
)
from games.tigris import flow as M
from games.tigris.boardview import BoardView
from games.tigris.flow import COLOUR_NAMES, LEADER_NAMES, name
from games.tigris.glyphs import dynasty_symbol
from games.tigris.hud import Hud, panel_counts

STRIP_CHARS = 37  # the status strip's second line

# Index: action kind (engine_core/README.md), for the prompts.
KIND_WORDS = ("", "tile", "leader", "catastrophe", "", "", "", "", "monument", "treasure",
              "building", "ziggurat")


def strip_text(msg):
    """A message cut to the strip: a refusal's rule id goes before its words are cut."""
    if len(msg) > STRIP_CHARS and "(" in msg:
        msg = msg[: msg.rfind("(")]
    return msg[:STRIP_CHARS]


class View:
    """Draws a TigrisFlow on the console's display buffers (console/gfx.py)."""

    def __init__(self, flow, gfx):
        self.flow = flow
        self.gfx = gfx
        self.board = BoardView(gfx, flow)
        self.hud = Hud(gfx)
        self.panel_y = -1
        self.battery_low = False
        self.status = self  # where battery_low is read: the console sets itself (its App)

    def enter(self):
        self.panel_y = -1

    def render(self):
        f = self.flow
        if not f.changed:
            return False
        f.changed = False
        if f.mode == M.HANDOVER:
            if f.full:
                f.full = False
                self.draw_handover()
                self.hud.invalidate()
                self.board.invalidate()
                self.panel_y = -1
            return True
        v = self.board
        if f.full:
            f.full = False
            v.invalidate()
            self.hud.invalidate()
        want = f.revealed
        if want:
            y = 0 if (f.cursor >> 4) >= 5 else 180
            if y != self.panel_y:
                self.erase_panel()
                f.panel_dirty = True
            v.hidden_rows = 3 << (y // 20)
        else:
            v.hidden_rows = 0
            if self.panel_y >= 0:
                self.erase_panel()
        v.refresh()
        if want and f.panel_dirty:
            self.panel_y = y
            self.draw_panel(y)
        f.panel_dirty = False
        self.draw_strip()
        return True

    def erase_panel(self):
        """Redraws the board rows under the private panel (TE-13)."""
        if self.panel_y < 0:
            return
        r0 = self.panel_y // 20
        v = self.board
        v.hidden_rows = 0
        v.invalidate(r0 * 16, r0 * 16 + 32)
        v.refresh()
        self.panel_y = -1

    def draw_panel(self, y):
        f = self.flow
        g = f.game
        seat = g.current_player()
        hand = g.hand(seat)
        gfx = self.gfx
        if f.why:
            # Why the last action was refused: it may name the hand, so it lives here (TE-13).
            words = f.why
            cut = len(words)
            if cut > 39:
                cut = words.rfind(" ", 0, 40)
                if cut < 0:
                    cut = 39
            gfx.fill(0, y, 320, 40, C.PANEL_BG)
            gfx.text(2, y + 6, words[:cut], C.WARN, C.PANEL_BG)
            gfx.text(2, y + 26, words[cut:].strip()[:39], C.WARN, C.PANEL_BG)
        elif f.mode == M.SWAP:
            panel_counts(gfx, y, "Hand", hand, "Swap", f.sel, f.idx,
                         "UP/DN +-", "A: swap")
        elif f.mode == M.COMMIT:
            col = g.conflict()[1]
            gfx.fill(0, y, 320, 40, C.PANEL_BG)
            gfx.text(4, y + 6, "You hold %d %s tiles" % (hand[col], COLOUR_NAMES[col]),
                     C.TEXT, C.PANEL_BG)
            gfx.text(4, y + 24, "Commit: < %d >  UP/DN, A" % f.options[f.idx],
                     C.WARN, C.PANEL_BG)
        else:
            panel_counts(gfx, y, "Hand", hand, "Points", g.score(seat), -1,
                         "", f.news[seat][-9:])

    def draw_strip(self):
        f = self.flow
        g = f.game
        seat = f.ready if f.mode == M.END_TURN else g.current_player()
        line1 = self.status_line(seat)
        line2 = strip_text(f.msg) if f.msg else self.prompt_line()
        self.hud.strip(g.dynasties[seat], line1, line2, self.status.battery_low)

    def status_line(self, seat):
        g = self.flow.game
        cf = g.conflict()
        if cf is not None:
            kind, col, att, dfn, ab, db, ac, dc = cf
            return "%s %s: %s %d+%s v %s %d+%s" % (
                "Revolt" if kind == 1 else "War", "rbgk"[col],
                name(g, att)[:4], ab, "?" if ac < 0 else str(ac),
                name(g, dfn)[:4], db, "?" if dc < 0 else str(dc))
        return "%s  act %d/2  bag %d  cat %d" % (
            name(g, seat), g.actions_taken + 1, g.bag_count(), g.catastrophes_left(seat))

    def prompt_line(self):
        f = self.flow
        m = f.mode
        g = f.game
        if m == M.IDLE:
            return "Colour/LEADER/CATAS/SWAP/PASS"
        if m == M.LEADER_PICK:
            return "Leader: press a colour key"
        if m == M.TARGET:
            if f.kind == ACT_LEADER:
                return "%s: A place, LEADER off" % LEADER_NAMES[f.arg]
            if f.kind in (ACT_BUILDING, ACT_ZIGGURAT):
                return "%s: A here, PASS none" % KIND_WORDS[f.kind]
            if f.kind == ACT_TILE:
                return "%s tile: A places, B back" % COLOUR_NAMES[f.arg]
            if f.kind == ACT_TREASURE:
                return "Take a treasure: A on it"
            return "%s: A here, B back" % KIND_WORDS[f.kind]
        if m == M.CONFIRM or m == M.END_TURN:
            if f.pending_warning:
                return f.pending_warning + ": A/B"
            if m == M.END_TURN or action_kind(f.pending) == ACT_PASS:
                return "End your turn? A yes, B no"
            return "Withdraw %s? A yes, B no" % LEADER_NAMES[action_arg(f.pending)]
        if m == M.SWAP:
            return "Swap: hold REVEAL, pick, A" if not f.revealed else "Swap: A confirms"
        if m == M.COMMIT:
            cf = g.conflict()
            role = "Attack" if cf[6] < 0 else "Defend"
            return "%s: hold REVEAL, commit, A" % role
        if m == M.LIST:
            o = f.options[f.idx]
            if f.kind == ACT_MONUMENT:
                label = "no monument" if o == 255 else "monument " + MONUMENT_NAMES[o]
                return "< %s >  A" % label
            word = "VP colour" if action_kind(o) == 12 else "War"
            return "%s: < %s >  A" % (word, COLOUR_NAMES[action_arg(o)])
        return ""

    def draw_handover(self):
        f = self.flow
        g = f.game
        seat = g.current_player()
        ph = g.phase()
        why = "your turn"
        if ph == PHASE_COMMIT:
            cf = g.conflict()
            why = "%s %s %s" % ("attack in" if cf[6] < 0 else "defend in",
                                 "revolt" if cf[0] == 1 else "war", COLOUR_NAMES[cf[1]])
        elif ph == PHASE_TREASURE:
            why = "take treasures"
        log = f.log
        recent = log[len(log) - min(f.since_handover, len(log)):]
        common.handover(self.gfx, name(g, seat), why, recent, dynasty_symbol, g.dynasties[seat])
