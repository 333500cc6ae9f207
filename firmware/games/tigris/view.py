"""What the game screen draws: board refresh, the private panel, the status strip, hand-over."""

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
from ui import colours as C
from ui import common
from ui import modes as M
from ui.hud import COLOUR_NAMES, LEADER_NAMES, name, panel_counts

# Index: action kind (engine_core/README.md), for the prompts.
KIND_WORDS = ("", "tile", "leader", "catastrophe", "", "", "", "", "monument", "treasure",
              "building", "ziggurat")


class PlayView:
    """The drawing half of ui.play.Play (which sets every attribute used here)."""

    def render(self):
        if not self.changed:
            return False
        self.changed = False
        if self.mode == M.HANDOVER:
            if self.full:
                self.full = False
                self.draw_handover()
                self.hud.invalidate()
                self.view.invalidate()
                self.panel_y = -1
            return True
        v = self.view
        if self.full:
            self.full = False
            v.invalidate()
            self.hud.invalidate()
        want = self.want_panel()
        if want >= 0:
            y = 0 if (v.cursor >> 4) >= 5 else 180
            if y != self.panel_y:
                self.erase_panel()
                self.panel_dirty = True
            v.hidden_rows = 3 << (y // 20)
        else:
            v.hidden_rows = 0
            if self.panel_y >= 0:
                self.erase_panel()
        v.refresh()
        if want >= 0 and self.panel_dirty:
            self.panel_y = y
            self.draw_panel(y)
        self.panel_dirty = False
        self.draw_strip()
        return True

    def want_panel(self):
        return 1 if self.revealed and self.mode != M.HANDOVER else -1

    def draw_panel(self, y):
        g = self.game
        seat = g.current_player()
        hand = g.hand(seat)
        gfx = self.app.gfx
        if self.why:
            # Why the last action was refused: it may name the hand, so it lives here (TE-13).
            words = self.why
            cut = len(words)
            if cut > 39:
                cut = words.rfind(" ", 0, 40)
                if cut < 0:
                    cut = 39
            gfx.fill(0, y, 320, 40, C.PANEL_BG)
            gfx.text(2, y + 6, words[:cut], C.WARN, C.PANEL_BG)
            gfx.text(2, y + 26, words[cut:].strip()[:39], C.WARN, C.PANEL_BG)
        elif self.mode == M.SWAP:
            panel_counts(gfx, y, "Hand", hand, "Swap", self.sel, self.idx,
                         "UP/DN +-", "A: swap")
        elif self.mode == M.COMMIT:
            col = g.conflict()[1]
            gfx.fill(0, y, 320, 40, C.PANEL_BG)
            gfx.text(4, y + 6, "You hold %d %s tiles" % (hand[col], COLOUR_NAMES[col]),
                     C.TEXT, C.PANEL_BG)
            gfx.text(4, y + 24, "Commit: < %d >  UP/DN, A" % self.options[self.idx],
                     C.WARN, C.PANEL_BG)
        else:
            panel_counts(gfx, y, "Hand", hand, "Points", g.score(seat), -1,
                         "", self.news[seat][-9:])

    def draw_strip(self):
        g = self.game
        seat = g.current_player()
        line1 = self.status_line(seat)
        line2 = self.msg or self.prompt_line()
        self.hud.strip(g.dynasties[seat], line1, line2, self.app.battery_low)

    def status_line(self, seat):
        g = self.game
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
        m = self.mode
        g = self.game
        if m == M.IDLE:
            return "Colour/LEADER/CATAS/SWAP/PASS"
        if m == M.LEADER_PICK:
            return "Leader: press a colour key"
        if m == M.TARGET:
            if self.kind == ACT_LEADER:
                return "%s: A place, LEADER off" % LEADER_NAMES[self.arg]
            if self.kind in (ACT_BUILDING, ACT_ZIGGURAT):
                return "%s: A here, PASS none" % KIND_WORDS[self.kind]
            if self.kind == ACT_TILE:
                return "%s tile: A places, B back" % COLOUR_NAMES[self.arg]
            if self.kind == ACT_TREASURE:
                return "Take a treasure: A on it"
            return "%s: A here, B back" % KIND_WORDS[self.kind]
        if m == M.CONFIRM:
            if action_kind(self.pending) == ACT_PASS:
                return "End your turn? A yes, B no"
            return "Withdraw %s? A yes, B no" % LEADER_NAMES[action_arg(self.pending)]
        if m == M.SWAP:
            return "Swap: hold REVEAL, pick, A" if not self.revealed else "Swap: A confirms"
        if m == M.COMMIT:
            cf = g.conflict()
            role = "Attack" if cf[6] < 0 else "Defend"
            return "%s: hold REVEAL, commit, A" % role
        if m == M.LIST:
            o = self.options[self.idx]
            if self.kind == ACT_MONUMENT:
                label = "no monument" if o == 255 else "monument " + MONUMENT_NAMES[o]
                return "< %s >  A" % label
            word = "VP colour" if action_kind(o) == 12 else "War"
            return "%s: < %s >  A" % (word, COLOUR_NAMES[action_arg(o)])
        return ""

    def draw_handover(self):
        g = self.game
        seat = g.current_player()
        ph = g.phase()
        why = "your turn"
        if ph == PHASE_COMMIT:
            cf = g.conflict()
            why = "%s %s %s" % ("attack in" if cf[6] < 0 else "defend in",
                                 "revolt" if cf[0] == 1 else "war", COLOUR_NAMES[cf[1]])
        elif ph == PHASE_TREASURE:
            why = "take treasures"
        recent = self.log[len(self.log) - min(self.since_handover, len(self.log)):]
        common.handover(self.app.gfx, g.dynasties[seat], name(g, seat), why, recent)
