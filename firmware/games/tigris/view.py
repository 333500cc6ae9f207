"""Tigris's game screen: draws what the flow (games/tigris/flow.py) says, and only reads it.

The board (boardview.py), the private panel over two board rows while REVEAL is held, the
status strip (hud.py) and the hand-over panel: over the board's lower rows and the strip, the
rows above it drawn with it when no board is up (after a start, a resume or a page), so that
leaving it redraws only the rows it covered. `render()` is the one place the game screen sends
pixels; it clears the flow's change flags as it draws them.
"""

# build: intern strings (loaded all through a game: tools/mpy_strings.py)
from console import colours as C
from console import common
from console.app import unload
from console.gfx import BODY
from fonts.writer import text_width, wrap

from engine_core.tigris import (
    ACT_BUILDING,
    ACT_LEADER,
    ACT_MONUMENT,
    ACT_PASS,
    ACT_TILE,
    ACT_TREASURE,
    ACT_ZIGGURAT,
    MONUMENT_COLOURS,
    PHASE_COMMIT,
    PHASE_TREASURE,
    action_arg,
    action_kind,
)
from games.tigris import flow as M
from games.tigris.boardview import BoardView
from games.tigris.flow import BUILDING_NAMES, COLOUR_NAMES, LEADER_NAMES, name
from games.tigris.glyphs import dynasty_symbol
from games.tigris.hud import (
    EXTRA_X,
    STRIP_Y,
    TEXT_X,
    Hud,
    glyph_at,
    panel_counts,
    treasure_at,
)

# The modes in which an action leaves a question for the player who made it (the flow's).
QUESTIONS = (M.END_TURN, M.COMMIT, M.LIST, M.TARGET)
# Index: action kind (engine_core/README.md), for the prompts.
KIND_WORDS = ("", "tile", "leader", "catastrophe", "", "", "", "", "monument", "treasure",
              "building", "ziggurat")


def plain(msg):
    """A message without the rule id a refusal ends with ("... (TE-5.2)"): players read words."""
    cut = msg.find(" (TE-")
    return msg if cut < 0 else msg[:cut]


class View:
    """Draws a TigrisFlow on the console's display buffers (console/gfx.py)."""

    def __init__(self, flow, gfx):
        self.flow = flow
        self.gfx = gfx
        self.board = BoardView(gfx, flow)
        self.hud = Hud(gfx)
        self.panel_y = -1
        self.handover_top = -1  # the hand-over panel's top edge while one is up over the board
        self.table_top = -1  # the public table's top edge while it is up
        self.board_up = False  # the board is on the screen (no page over it)
        self.support_key = None  # the conflict whose supporters the board marks
        self.strip_key = None  # what the strip's line was made from
        self.battery_low = False
        self.status = self  # where battery_low is read: the console sets itself (its App)

    def enter(self):
        self.panel_y = -1
        self.handover_top = -1
        self.table_top = -1
        self.board_up = False

    def keep_handover(self, top):
        """Continue's page (console/resumepage.py, from card.py) is up: this hand-over's panel
        from `top` down, on the ground of the board to come. The first frame, drawn while the
        console is being passed, adds the board's rows above it (draw_handover); A then only
        takes the panel away, as at any hand-over."""
        self.flow.full = False
        self.handover_top = top  # with no board up: a panel the page drew

    def render(self):
        f = self.flow
        if not f.changed:
            return False
        f.changed = False
        if f.mode == M.HANDOVER:
            if f.full or not self.board_up and self.handover_top > 0:
                self.draw_handover(-1 if f.full else self.handover_top)
                f.full = False
                self.hud.invalidate()
                self.strip_key = None
            return True
        v = self.board
        if f.full:
            f.full = False
            top = self.handover_top
            if self.table_top > 0:
                # The public table goes: the board rows under it come back; the strip was
                # never covered.
                v.invalidate((self.table_top // 20) * 16, 176)
            else:
                # A hand-over panel goes: only the board rows under it come back (and the
                # strip).
                v.invalidate((top // 20) * 16 if top > 0 and self.board_up else 0, 176)
                self.hud.invalidate()
                self.strip_key = None
        self.handover_top = -1
        self.table_top = -1
        self.board_up = True
        if f.table:  # the public table over the board's lower rows (publictable.py)
            from games.tigris import publictable

            if 0 <= self.panel_y < publictable.top(f.game.num_players):
                self.erase_panel()  # the private panel above the table goes (TE-13)
            top = publictable.draw(self.gfx, f.game)
            unload(("games.tigris.publictable",))  # drawn once: its heap goes back
            # The rows under it come back when it closes (the flow's `full`); the strip stays.
            self.table_top = top
            self.panel_y = -1
            self.draw_strip()
            return True
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
        self.mark_supporters()
        v.refresh()
        if want and f.panel_dirty:
            self.panel_y = y
            self.draw_panel(y)
        f.panel_dirty = False
        self.draw_strip()
        return True

    def uncover(self, top):
        """The in-game menu's panel (console/gamemenu.py) from row `top` down goes: the board's
        rows under it and the strip are drawn again by the next render, the rows above stay as
        they were. Not over a hand-over's panel or the public table (False): the full redraw
        knows their edges."""
        f = self.flow
        if f.mode == M.HANDOVER or f.table:
            return False
        self.board.invalidate((top // 20) * 16, 176)
        self.hud.invalidate()
        self.strip_key = None
        return True

    def mark_supporters(self):
        """While a conflict is decided, each side's supporting tiles are marked on the board
        (supporters.py, loaded when a conflict starts or ends and dropped again)."""
        cf = self.flow.game.conflict()
        key = None if cf is None else cf[:4]
        if key == self.support_key:
            return
        self.support_key = key
        from games.tigris import supporters

        supporters.mark(self.flow.game, self.board, key)
        unload(("games.tigris.supporters",))

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
            gfx.fill(0, y, 320, 40, C.PANEL_BG)
            lines = wrap(BODY, plain(f.why), 316)
            gfx.line(2, y + 1, lines[0], C.WARN, C.PANEL_BG, 316)
            if len(lines) > 1:
                gfx.line(2, y + 21, " ".join(lines[1:]), C.WARN, C.PANEL_BG, 316)
        elif f.mode == M.SWAP:
            # The keys beside the counts they change (78 px: "UP/DOWN" does not fit); the
            # strip says A swaps.
            panel_counts(gfx, y, "Hand", hand, "Swap", f.sel, f.idx, "UP +1", "DOWN -1")
        elif f.mode == M.COMMIT:
            # The hand stays in view while choosing: a revolt is fought with red temples
            # (TE-7.3), a war with the war's colour (TE-8.5), whatever the leaders' colour.
            cf = g.conflict()
            col = 0 if cf[0] == 1 else cf[1]
            panel_counts(gfx, y, "Hand", hand, "", None)
            gfx.line(2, y + 21, "Commit  < %d >  %s of your %d, A" % (
                f.options[f.idx], COLOUR_NAMES[col], hand[col]), C.WARN, C.PANEL_BG, 316)
        else:
            panel_counts(gfx, y, "Hand", hand, "Points", g.score(seat), -1, "", f.news[seat])
            # Treasures count as wild points at the end (TE-11): the player's own, beside
            # the hand.
            treasure_at(gfx, EXTRA_X, y)
            gfx.line(EXTRA_X + 20, y + 1, "%d" % g.treasures_held(seat), C.TEXT, C.PANEL_BG,
                     320 - EXTRA_X - 20)

    def draw_strip(self):
        """One line: the last event or refusal, else the prompt while a choice is open, else
        the public state of the turn (or of the conflict being decided). A question an action
        raised (the turn's end, a commitment, a monument, a treasure to take) is asked at once:
        the action's event line would hide it until the next key, which would answer it
        unseen (the event stays in the log and on the next hand-over)."""
        f = self.flow
        g = f.game
        # What the line depends on, compared before any string is built: a cursor step
        # changes none of it.
        key = (f.msg, f.mode, f.kind, f.arg, f.idx, f.revealed, g.history_len(),
               self.status.battery_low)
        if key == self.strip_key:
            return
        self.strip_key = key
        # At the end of a turn the strip still names the player who made it.
        seat = f.ready if f.mode == M.END_TURN else g.current_player()
        event = f.log and f.msg is f.log[-1]  # tell() puts the same line in both
        msg = f.msg if not (event and f.mode in QUESTIONS) else ""
        if msg:
            line, ink = plain(msg), C.WARN
        elif f.mode == M.IDLE or (f.mode == M.COMMIT and not f.revealed):
            line, ink = self.status_line(seat), C.STRIP_TEXT
        else:
            line, ink = self.prompt_line(), C.WARN
            line = line[:1].upper() + line[1:]
        monument = f.mode == M.LIST and f.kind == ACT_MONUMENT and not msg
        if monument:
            o = f.options[f.idx]
            line = "No monument" if o == 255 else "Monument"
        self.hud.strip(g.dynasties[seat], line, ink, self.status.battery_low)
        if monument:
            # The picker draws the monument: its two colours' tiles (TE-9), then the keys.
            gfx = self.gfx
            x = TEXT_X + text_width(BODY, line) + 8
            if o != 255:
                for k in (0, 1):
                    glyph_at(gfx, MONUMENT_COLOURS[2 * o + k], x, STRIP_Y, C.STRIP_BG)
                    x += 22
            gfx.line(x + 6, STRIP_Y + 1, "LEFT/RIGHT, A", C.WARN, C.STRIP_BG)

    def status_line(self, seat):
        g = self.flow.game
        cf = g.conflict()
        if cf is not None:
            kind, col, att, dfn, ab, db, ac, dc = cf
            # Base strength + tiles committed ("?" while that side has not chosen): public.
            # REVEAL, which opens the commitment, is what must not be cut: with long names
            # the kind of conflict goes (the hand-over before it named it).
            line = "%s %d+%s v %s %d+%s, REVEAL" % (
                name(g, att), ab, "?" if ac < 0 else str(ac),
                name(g, dfn), db, "?" if dc < 0 else str(dc))
            full = "%s: %s" % ("Revolt" if kind == 1 else "War", line)
            return full if text_width(BODY, full) <= 296 else line  # hud.py's line: 296 px
        return "%s: action %d of 2, bag %d" % (name(g, seat), g.actions_taken + 1,
                                               g.bag_count())

    def prompt_line(self):
        f = self.flow
        m = f.mode
        g = f.game
        if m == M.LEADER_PICK:
            return "Leader: press a colour key"
        if m == M.TARGET:
            if f.kind == ACT_LEADER:  # A places it or moves it; if it stands, LEADER takes
                # it off (TE-5.1); 255: the engine's "no cell"
                return "%s: A here, %s" % (LEADER_NAMES[f.arg], "LEADER off" if g.leader_cell(
                    g.current_player(), f.arg) != 255 else "B back")
            if f.kind == ACT_BUILDING:  # named: "Palace: A here, PASS none"
                words = BUILDING_NAMES[f.building]
                return "%s%s: A here, PASS none" % (words[0].upper(), words[1:])
            if f.kind == ACT_ZIGGURAT:
                return "Ziggurat: A here, PASS none"
            if f.kind == ACT_TILE:
                return "%s tile: A places, B back" % COLOUR_NAMES[f.arg]
            if f.kind == ACT_TREASURE:
                return "Take a treasure: A on it"
            return "%s: A here, B back" % KIND_WORDS[f.kind]
        if m == M.CONFIRM or m == M.END_TURN:
            if f.pending_warning:
                return f.pending_warning + ": A/B"
            if m == M.END_TURN and f.end_of_turn_pending == 1:
                # A swap, a deciding commitment or another seat's decision cannot be taken
                # back: B is not offered. Whose turn ended: the engine has begun the next
                # player's (TE-4.3), unless the game is over.
                done = (g.active - 1 + g.is_over()) % g.num_players
                if done == f.ready:
                    return "Turn done: A passes the console"
                return "%s's turn ends: A goes on" % name(g, done)
            if m == M.END_TURN or action_kind(f.pending) == ACT_PASS:
                return "End your turn? A yes, B no"
            return "Withdraw %s? A yes, B no" % LEADER_NAMES[action_arg(f.pending)]
        if m == M.SWAP:
            return "Swap: hold REVEAL, pick, A" if not f.revealed else "Swap: A confirms"
        if m == M.COMMIT:
            cf = g.conflict()
            role = "Attack" if cf[6] < 0 else "Defend"
            if f.revealed:
                return "%s: UP/DOWN, A commits" % role
            return "%s: hold REVEAL, commit, A" % role
        if m == M.LIST:
            o = f.options[f.idx]
            if f.kind == ACT_MONUMENT:  # drawn with its tiles by draw_strip
                return "Monument"
            word = "VP colour" if action_kind(o) == 12 else "War"
            return "%s: < %s >  A" % (word, COLOUR_NAMES[action_arg(o)])
        return ""

    def draw_handover(self, kept):
        """A panel over the public board, whoever passes to whom (as the other games' are): the
        rows above it are brought up to date and stay in sight, A takes it away and redraws
        only the rows under it. `kept`: the top of the panel Continue's page drew (else -1),
        not drawn again if this one has the same top (the same lines: card.py's are the
        flow's, and a save with a note has no card)."""
        f = self.flow
        g = f.game
        seat = g.current_player()
        ph = g.phase()
        why = "your turn"  # the same words as card.py's, which the title shows on Continue
        if ph == PHASE_COMMIT:
            cf = g.conflict()
            why = "%s the %s %s" % ("attack in" if cf[6] < 0 else "defend in",
                                 COLOUR_NAMES[cf[1]], "revolt" if cf[0] == 1 else "war")
        elif ph == PHASE_TREASURE:
            why = "take treasures"
        log = f.log
        # The heap keeps the newest lines (flow.LOG_KEEP); more may have happened since this
        # seat last held the console: the panel counts them and names the game log (the file
        # has them), but first tells the newest that names this seat.
        told = f.since_handover + f.missed[seat]
        recent = log[len(log) - min(told, len(log)):]
        mine = f.about[seat]
        if mine and mine not in recent:
            recent.insert(0, mine)
        shown = common.handover_events(recent, told)
        top = common.handover_top(len(shown))
        v = self.board
        # The private panel goes first (TE-13), whichever rows it covered; with no board up
        # (a page was, or nothing) every row above the panel comes.
        if self.panel_y >= 0:
            r0 = self.panel_y // 20
            v.invalidate(r0 * 16, r0 * 16 + 32)
            self.panel_y = -1
        if not self.board_up:
            v.invalidate()
        v.hidden_rows = 0x7FF & ~((1 << (top // 20)) - 1)
        self.mark_supporters()
        v.refresh()
        self.handover_top = top
        self.board_up = True
        if top != kept:
            common.handover(self.gfx, top, name(g, seat), why, shown, dynasty_symbol,
                            g.dynasties[seat])
