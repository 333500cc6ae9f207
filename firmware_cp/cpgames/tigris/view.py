"""Tigris's game screen in displayio: reads the flow (games/tigris/flow.py) and draws, nothing else.

The board is four TileGrid layers of 16x11 cells over one tile sheet (tiles.py): ground and
content, marks, overlays (legal targets, the kingdom under the cursor), and a one-tile cursor.
displayio redraws only the cells whose tile number changed. The private panel (40 px over two
board rows) is a Group shown only while `flow.revealed` (REVEAL held by the player who must
decide after a fresh press, TE-13); its labels are emptied when it hides, so no secret lingers
in a hidden group either. The layout is the MicroPython build's (games/tigris/LAYOUT.md).
"""

import displayio
from cpconsole import ui
from cpconsole.gameview import GameView
from games.tigris import flow as M
from games.tigris.flow import COLOUR_NAMES, LEADER_NAMES, name

from cpgames.tigris import tiles
from engine_core.tigris import (
    ACT_LEADER,
    ACT_MONUMENT,
    ACT_PASS,
    ACT_TILE,
    MONUMENT_COLOURS,
    MONUMENT_NAMES,
    PHASE_COMMIT,
    action_arg,
    action_kind,
)

KIND_WORDS = ("", "tile", "leader", "catastrophe", "", "", "", "", "monument", "treasure",
              "building", "ziggurat")


def prompt(f):
    """The strip's second line when there is no message: what the keys do now."""
    m = f.mode
    if m == M.IDLE:
        return "Colour/LEADER/CATASTROPHE/SWAP/PASS"
    if m == M.LEADER_PICK:
        return "Leader: press a colour key"
    if m == M.TARGET:
        if f.kind == ACT_LEADER:  # LEADER takes off only a leader that stands (TE-5.1)
            g = f.game
            on = g.leader_cell(g.current_player(), f.arg) != 255  # 255: no cell
            return "%s: A here, %s" % (LEADER_NAMES[f.arg], "LEADER off" if on else "B back")
        if f.kind == ACT_TILE:
            return "%s tile: A places, B back" % COLOUR_NAMES[f.arg]
        return "%s: A here, B back" % KIND_WORDS[f.kind]
    if m == M.END_TURN:
        return "Turn done: A pass on, B take back" if f.end_of_turn_pending == 2 else \
            "Turn done: A pass the console on"
    if m == M.CONFIRM:
        if f.pending_warning:
            return f.pending_warning + ": A yes, B no"
        if action_kind(f.pending) == ACT_PASS:
            return "End your turn? A yes, B no"
        return "Withdraw %s? A yes, B no" % LEADER_NAMES[action_arg(f.pending)]
    if m == M.SWAP:
        return "Swap: A confirms" if f.revealed else "Swap: hold REVEAL, pick, A"
    if m == M.COMMIT:
        return "%s: hold REVEAL, commit, A" % ("Attack" if f.game.conflict()[6] < 0 else "Defend")
    if m == M.LIST:
        o = f.options[f.idx]
        if f.kind == ACT_MONUMENT:
            return "< %s >  A" % ("no monument" if o == 255 else "monument " + MONUMENT_NAMES[o])
        word = "VP colour" if action_kind(o) == 12 else "War"
        return "%s: < %s >  A" % (word, COLOUR_NAMES[action_arg(o)])
    return ""


def status(g):
    """The strip's first line: whose turn, or a conflict's public running totals (TE-13)."""
    seat = g.current_player()
    cf = g.conflict()
    if cf is not None:
        kind, col, att, dfn, ab, db, ac, dc = cf
        return "%s %s: %s %d+%s v %s %d+%s" % (
            "Revolt" if kind == 1 else "War", "rbgk"[col], name(g, att)[:4], ab,
            "?" if ac < 0 else str(ac), name(g, dfn)[:4], db, "?" if dc < 0 else str(dc))
    return "%s  act %d/2  bag %d  cat %d" % (
        name(g, seat), g.actions_taken + 1, g.bag_count(), g.catastrophes_left(seat))


class View(GameView):
    """The game screen of one TigrisFlow; `group` is what the display shows."""

    def __init__(self, flow, sheet=None):
        GameView.__init__(self, flow)
        self.sheet = sheet or tiles.Sheet()
        s = self.sheet
        self.board = displayio.Group()
        self.layers = []
        for _ in range(3):
            grid = displayio.TileGrid(s.bitmap, pixel_shader=s.palette, width=16, height=11,
                                      tile_width=20, tile_height=20)
            self.layers.append(grid)
            self.board.append(grid)
        self.cursor = displayio.TileGrid(s.bitmap, pixel_shader=s.palette, width=1, height=1,
                                         tile_width=20, tile_height=20,
                                         default_tile=tiles.CURSOR)
        self.board.append(self.cursor)
        self.group.append(self.board)
        self.shown = [bytearray(176) for _ in range(3)]
        for layer in self.shown:
            for i in range(176):
                layer[i] = 255  # a value no cell has: every cell is set once
        self.panel = self._panel()
        self.group.append(self.panel)
        self.finish(lines=2)

    def _panel(self):
        p = displayio.Group()
        p.append(ui.rect(0, 0, 320, 40, ui.PANEL_BG))
        self.panel_lines = [ui.text(4, 4, "", ui.TEXT, ui.PANEL_BG),
                            ui.text(4, 22, "", ui.WARN, ui.PANEL_BG)]
        for lab in self.panel_lines:
            p.append(lab)
        p.hidden = True
        return p

    # -- drawing -------------------------------------------------------------------------------
    def draw(self):
        f = self.flow
        self._board()
        if f.revealed:
            self.panel.y = 0 if (f.cursor >> 4) >= 5 else 180
            self._panel_text()
            self.panel.hidden = False
        else:
            self.hide_private()
        f.panel_dirty = False
        self.tell(status(f.game) + ("  BAT!" if self.battery_low else ""), 0)
        self.tell(f.msg or prompt(f))

    def hide_private(self):
        self.panel.hidden = True
        for lab in self.panel_lines:
            ui.set_text(lab, "")

    def _board(self):
        f = self.flow
        g = f.game
        board, marks, river, region = g.board, g.marks, g.river, g.region
        hl = f.highlight
        cur = f.cursor
        label = region[cur]
        if not (label and g.region_is_kingdom(label)):
            label = 0
        mons = g.monuments
        content, mark_layer, over = self.layers
        sc, sm, so = self.shown
        for i in range(176):
            v = board[i]
            mc = -1
            if v == 6:
                mc = self._monument_colour(mons, i)
            t = tiles.content_index(river[i], v, mc)
            if sc[i] != t:
                sc[i] = t
                content[i] = t
            m = marks[i] & 15
            if sm[i] != m:
                sm[i] = m
                mark_layer[i] = tiles.MARKS0 + m  # MARKS0 itself is all transparent
            o = 1 if hl[i] else 0
            if label and region[i] == label:
                row, col = i >> 4, i & 15
                if row == 0 or region[i - 16] != label:
                    o |= 2
                if col == 15 or region[i + 1] != label:
                    o |= 4
                if row == 10 or region[i + 16] != label:
                    o |= 8
                if col == 0 or region[i - 1] != label:
                    o |= 16
            if so[i] != o:
                so[i] = o
                # Tile 0 of the sheet is land, so "nothing" is the transparent overlay 0.
                over[i] = tiles.OVERLAY0 + o
        self.cursor.x = (cur & 15) * 20
        self.cursor.y = (cur >> 4) * 20

    @staticmethod
    def _monument_colour(mons, i):
        for m in range(6):
            t = mons[m]
            if t != 255 and i - t in (0, 1, 16, 17):
                return MONUMENT_COLOURS[2 * m + (1 if i - t in (1, 16) else 0)]
        return 0

    def _panel_text(self):
        """The private panel (TE-13): only called while the flow says it may show."""
        f = self.flow
        g = f.game
        seat = g.current_player()
        hand = g.hand(seat)
        top, bottom = self.panel_lines
        counts = "  ".join("%s %d" % (COLOUR_NAMES[c], hand[c]) for c in range(4))
        if f.why:
            ui.set_text(top, f.why[:52])
            ui.set_text(bottom, f.why[52:104])
        elif f.mode == M.SWAP:
            ui.set_text(top, "Hand " + counts)
            ui.set_text(bottom, "Swap " + "  ".join(
                ("[%d]" if c == f.idx else "%d") % f.sel[c] for c in range(4)) + "  UP/DN, A")
        elif f.mode == M.COMMIT:
            col = g.conflict()[1]
            ui.set_text(top, "You hold %d %s tiles" % (hand[col], COLOUR_NAMES[col]))
            ui.set_text(bottom, "Commit: < %d >  UP/DN, A" % f.options[f.idx])
        else:
            sc = g.score(seat)
            ui.set_text(top, "Hand   " + counts)
            ui.set_text(bottom, "Points " + "  ".join(
                "%s %d" % (COLOUR_NAMES[c], sc[c]) for c in range(4)) + "  " + f.news[seat][-9:])

    def handover_words(self):
        g = self.flow.game
        why = "your turn"
        if g.phase() == PHASE_COMMIT:
            cf = g.conflict()
            why = "%s the %s %s" % ("attack in" if cf[6] < 0 else "defend in",
                                 COLOUR_NAMES[cf[1]], "revolt" if cf[0] == 1 else "war")
        return name(g, g.current_player()), why


def new_sheet():
    """The board's tile sheet (tiles.py), made once per power cycle while Tigris is played."""
    return tiles.Sheet()
