"""The game controller: turns key presses into engine actions and keeps the screen current."""

import keys as K

from engine_core.tigris import (
    ACT_BUILDING,
    ACT_CATASTROPHE,
    ACT_COMMIT,
    ACT_LEADER,
    ACT_MONUMENT,
    ACT_PASS,
    ACT_SWAP,
    ACT_TILE,
    ACT_TREASURE,
    ACT_ZIGGURAT,
    NO_CELL,
    PHASE_ACTION,
    PHASE_BUILDING,
    PHASE_COMMIT,
    PHASE_MONUMENT,
    PHASE_TREASURE,
    PHASE_ZIGGURAT,
    action_arg,
    action_cell,
    action_kind,
    make_action,
)
from ui import modes as M
from ui.boardview import BoardView
from ui.hud import Hud
from ui.playview import PlayView

COLOUR_KEYS = (K.K_RED, K.K_BLUE, K.K_GREEN, K.K_BLACK)
DPAD = K.K_UP | K.K_DOWN | K.K_LEFT | K.K_RIGHT
REPEAT_DELAY_MS = 400
REPEAT_EVERY_MS = 120


def colour_of_key(pressed):
    for c in range(4):
        if pressed & COLOUR_KEYS[c]:
            return c
    return -1


class Play(PlayView):
    """One game in progress. `update` handles a loop pass's keys, `render` draws what changed."""

    is_play = True

    def __init__(self, app, game):
        self.app = app
        self.game = game
        self.view = BoardView(app.gfx)
        self.view.attach(game)
        self.hud = Hud(app.gfx)
        self.hl = self.view.highlight  # filled in place: no second copy of the highlight
        self.sel = bytearray(4)
        self.options = []
        self.mode = M.HANDOVER
        self.back_mode = M.IDLE
        self.ready = -1
        self.kind = 0
        self.arg = 0
        self.idx = 0
        self.pending = 0
        self.prompt = ""
        self.msg = ""
        self.why = ""  # the last refusal's words, shown only in the private panel (TE-13)
        self.log = []
        self.since_handover = 0
        self.news = ["" for _ in range(game.num_players)]
        self.revealed = False
        self.repeat_at = 0
        self.panel_y = -1
        self.full = True
        self.panel_dirty = False
        self.changed = True
        self.handover_or_enter()

    # -- entering states -----------------------------------------------------------------------

    def enter(self):
        # Back from another page (the in-game menu, ...): all redrawn, and no private panel until
        # this screen itself sees REVEAL held again (TE-13).
        self.full = True
        self.changed = True
        self.revealed = False
        self.panel_y = -1

    def handover_or_enter(self):
        g = self.game
        if g.is_over():
            self.app.finish(g)
            return
        if g.current_player() != self.ready:
            self.mode = M.HANDOVER
            self.full = True
        else:
            self.enter_phase()
        self.changed = True

    def enter_phase(self):
        g = self.game
        ph = g.phase()
        self.view.set_highlight(None)
        if ph == PHASE_ACTION:
            self.mode = M.IDLE
        elif ph == PHASE_COMMIT:
            self.options = sorted(a & 0xFFF for a in g.legal_actions())
            self.idx = 0
            self.mode = M.COMMIT
            # Mark the two leaders in conflict, so everyone sees where it is (public, TE-13).
            cf = g.conflict()
            hl = self.hl
            for i in range(176):
                hl[i] = 0
            for seat in (cf[2], cf[3]):
                cell = g.leader_cell(seat, cf[1])
                if cell != NO_CELL:
                    hl[cell] = 1
            self.view.set_highlight(hl)
        elif ph == PHASE_MONUMENT:
            opts = []
            for a in g.legal_actions():
                m = action_arg(a) if action_cell(a) != NO_CELL else 255
                if m not in opts:
                    opts.append(m)
            self.options = opts
            self.idx = 0
            self.kind = ACT_MONUMENT
            self.mode = M.LIST
        elif ph in (PHASE_TREASURE, PHASE_BUILDING, PHASE_ZIGGURAT):
            self.kind = (ACT_TREASURE, ACT_BUILDING, ACT_ZIGGURAT)[
                (PHASE_TREASURE, PHASE_BUILDING, PHASE_ZIGGURAT).index(ph)]
            self.arg = 0
            self.target_from_actions()
        else:  # war order (TE-8.2) or the ziggurat VP colour (TE-12.4): a list of colours
            self.options = g.legal_actions()
            self.idx = 0
            self.kind = 0
            self.mode = M.LIST

    def target_from_actions(self):
        """Highlights the cells of the legal actions of self.kind (with self.arg for monuments)."""
        hl = self.hl
        for i in range(176):
            hl[i] = 0
        for a in self.game.legal_actions():
            c = action_cell(a)
            if action_kind(a) == self.kind and c != NO_CELL:
                if self.kind != ACT_MONUMENT or action_arg(a) == self.arg:
                    hl[c] = 1
        self.view.set_highlight(hl)
        self.mode = M.TARGET

    def start_target(self, kind, colour):
        self.kind = kind
        self.arg = colour
        # For tiles the engine answers from the board alone, so the highlight is the same
        # whether or not the hand holds the colour: it tells the table nothing (TE-13).
        self.view.set_highlight(self.game.legal_cells(kind, colour))
        self.mode = M.TARGET

    # -- applying actions ----------------------------------------------------------------------

    def attempt(self, action):
        reason = self.game.check(action)
        if reason is not None:
            if action_kind(action) in (ACT_TILE, ACT_SWAP, ACT_COMMIT):
                # The reason may name the hand's contents, and the public line outlives REVEAL:
                # the words go to the private panel only, the strip says the same for every
                # such refusal (TE-13). The game stays as it was.
                self.msg = "Not possible - hold REVEAL to see why"
                self.why = reason
                self.panel_dirty = True
                return
            if len(reason) > 37 and "(" in reason:
                reason = reason[: reason.rfind("(")]  # the rule id goes before the words
            self.msg = reason[:37]
            return
        self.game.apply(action)  # no local name for the game: compaction must free the old one
        self.after_change()

    def after_change(self):
        g = self.game
        before = len(self.log)
        from ui.narrate import narrate

        narrate(g, self.log, self.news)
        self.app.unload(("ui.narrate",))  # needed once per action: not kept in the heap
        if len(self.log) > before:
            self.msg = self.log[-1][:37]
        self.since_handover += len(self.log) - before
        if g.current_player() != self.ready and not g.is_over():
            # Nobody may undo across a change of decider, so the undo journal can go: rebuilding
            # from encode() keeps the heap flat over a long game.
            data = g.encode()
            self.game = self.view.game = g = None
            self.game = g = self.app.decode(data)
            self.view.attach(g)
        self.app.save_game(g)
        self.handover_or_enter()

    # -- input ---------------------------------------------------------------------------------

    def update(self, pressed, held, now):
        rev = bool(held & K.K_REVEAL) and self.mode != M.HANDOVER
        if rev != self.revealed:
            self.revealed = rev
            self.changed = True
            if not rev:
                self.erase_panel()  # TE-13: gone before any other key is handled
            else:
                self.panel_dirty = True
        if pressed & DPAD:
            self.repeat_at = now + REPEAT_DELAY_MS
        elif held & DPAD and (now - self.repeat_at) & 0x3FFFFFFF < 0x20000000:  # ticks wrap
            pressed |= held & DPAD  # a held D-pad key repeats, for long cursor runs
            self.repeat_at = now + REPEAT_EVERY_MS
        if not pressed:
            return None
        self.changed = True
        if pressed & ~K.K_REVEAL:
            self.msg = ""
            if self.why:
                self.why = ""
                self.panel_dirty = True
        m = self.mode
        if m == M.HANDOVER:
            if pressed & K.K_A:
                self.ready = self.game.current_player()
                self.since_handover = 0
                self.full = True
                self.enter_phase()
            return None
        if pressed & DPAD and m in (M.IDLE, M.LEADER_PICK, M.TARGET):
            self.move(pressed)
        if m == M.IDLE:
            self.idle_key(pressed)
        elif m == M.LEADER_PICK:
            c = colour_of_key(pressed)
            if c >= 0:
                self.start_target(ACT_LEADER, c)
            elif pressed & K.K_B:
                self.mode = M.IDLE
        elif m == M.TARGET:
            self.target_key(pressed)
        elif m == M.CONFIRM:
            if pressed & K.K_A:
                self.mode = self.back_mode
                self.attempt(self.pending)
            elif pressed & K.K_B:
                self.mode = self.back_mode
        elif m == M.SWAP:
            self.swap_key(pressed)
        elif m == M.COMMIT:
            self.commit_key(pressed)
        elif m == M.LIST:
            self.list_key(pressed)
        if pressed & K.K_MENU and self.mode != M.HANDOVER:
            from ui.gamemenu import GameMenu

            return GameMenu(self.app, self)
        return None

    def move(self, pressed):
        v = self.view
        c = v.cursor
        row, col = c >> 4, c & 15
        if pressed & K.K_UP and row > 0:
            row -= 1
        if pressed & K.K_DOWN and row < 10:
            row += 1
        if pressed & K.K_LEFT and col > 0:
            col -= 1
        if pressed & K.K_RIGHT and col < 15:
            col += 1
        v.cursor = row * 16 + col

    def idle_key(self, pressed):
        c = colour_of_key(pressed)
        if c >= 0:
            self.start_target(ACT_TILE, c)
        elif pressed & K.K_LEADER:
            self.mode = M.LEADER_PICK
        elif pressed & K.K_CATASTROPHE:
            self.start_target(ACT_CATASTROPHE, 0)
        elif pressed & K.K_SWAP:
            for i in range(4):
                self.sel[i] = 0
            self.idx = 0
            self.mode = M.SWAP
        elif pressed & K.K_PASS:
            self.confirm(make_action(ACT_PASS, 0, 0), M.IDLE)
        elif pressed & K.K_A:
            self.msg = "Pick: colour, LEADER, CATAS, SWAP"

    def confirm(self, action, back):
        self.pending = action
        self.back_mode = back
        self.mode = M.CONFIRM

    def target_key(self, pressed):
        kind = self.kind
        if pressed & K.K_A:
            self.attempt(make_action(kind, self.arg, self.view.cursor))
            return
        g = self.game
        if pressed & K.K_B:
            if kind == ACT_MONUMENT:
                self.enter_phase()
            elif g.phase() == PHASE_ACTION:
                self.view.set_highlight(None)
                self.mode = M.IDLE
        elif pressed & K.K_LEADER and kind == ACT_LEADER:
            if g.leader_cell(g.current_player(), self.arg) != NO_CELL:  # TE-5.1 withdraw
                self.view.set_highlight(None)
                self.confirm(make_action(ACT_LEADER, self.arg, NO_CELL), M.IDLE)
        elif pressed & K.K_PASS and kind in (ACT_BUILDING, ACT_ZIGGURAT):
            self.attempt(make_action(kind, 0, NO_CELL))
        elif g.phase() == PHASE_ACTION:
            c = colour_of_key(pressed)
            if c >= 0:
                self.start_target(ACT_TILE, c)
            elif pressed & K.K_CATASTROPHE:
                self.start_target(ACT_CATASTROPHE, 0)

    def swap_key(self, pressed):
        if pressed & K.K_B:
            self.mode = M.IDLE
            return
        if not self.revealed:
            return  # choosing tiles needs the hand on screen (TE-13)
        hand = self.game.hand(self.game.current_player())
        if pressed & K.K_LEFT:
            self.idx = (self.idx + 3) & 3
        if pressed & K.K_RIGHT:
            self.idx = (self.idx + 1) & 3
        c = colour_of_key(pressed)
        if c >= 0:
            self.idx = c
        i = self.idx
        if pressed & (K.K_UP | COLOUR_KEYS[i]) and self.sel[i] < hand[i]:
            self.sel[i] += 1
        if pressed & K.K_DOWN and self.sel[i] > 0:
            self.sel[i] -= 1
        self.panel_dirty = True
        if pressed & K.K_A:
            s = self.sel
            if s[0] + s[1] + s[2] + s[3] == 0:
                self.msg = "Choose tiles to swap first"
                return
            self.attempt(ACT_SWAP << 12 | s[0] | s[1] << 3 | s[2] << 6 | s[3] << 9)

    def commit_key(self, pressed):
        if self.revealed:
            n = len(self.options)
            if pressed & (K.K_UP | K.K_RIGHT):
                self.idx = (self.idx + 1) % n
            if pressed & (K.K_DOWN | K.K_LEFT):
                self.idx = (self.idx + n - 1) % n
            self.panel_dirty = True
        if pressed & K.K_A:
            self.attempt(ACT_COMMIT << 12 | self.options[self.idx])

    def list_key(self, pressed):
        n = len(self.options)
        if pressed & (K.K_RIGHT | K.K_DOWN):
            self.idx = (self.idx + 1) % n
        if pressed & (K.K_LEFT | K.K_UP):
            self.idx = (self.idx + n - 1) % n
        c = colour_of_key(pressed)
        if c >= 0 and self.kind == 0:
            for i in range(n):
                if action_arg(self.options[i]) == c:
                    self.idx = i
        if pressed & K.K_A:
            o = self.options[self.idx]
            if self.kind == ACT_MONUMENT:
                if o == 255:
                    self.attempt(make_action(ACT_MONUMENT, 0, NO_CELL))
                else:
                    self.arg = o
                    self.target_from_actions()
            else:
                self.attempt(o)

    def back_from_menu(self):
        self.full = True
        self.enter_phase()

    def undo(self):
        """Undo of one's own last action while nothing was drawn and nobody else has decided."""
        g = self.game
        if (g.history_len() and g.can_undo() and g.last_actor() == g.current_player()
                and not g.last_drew()):
            g.undo()
            self.msg = "Last action undone"
            self.app.save_game(g)
        else:
            self.msg = "Nothing to undo"
        self.back_from_menu()

    def erase_panel(self):
        """Redraws the board rows under the private panel at once (TE-13)."""
        if self.panel_y < 0:
            return
        r0 = self.panel_y // 20
        v = self.view
        v.hidden_rows = 0
        v.invalidate(r0 * 16, r0 * 16 + 32)
        v.refresh()
        self.panel_y = -1
        self.app.drew = True
