"""Tigris's game flow: abstract inputs in, engine actions out, and what the screen should show.

`TigrisFlow` holds the mode, cursor, highlight, who decides, the hand-over, the REVEAL state,
the undo rule, saving and the event log. It knows no pixels and no keys: a front end (the
console's GameScreen with the key map in inputs.py, a test, another device)
calls `press(inputs)` with the input bits below and `reveal(down)` on every REVEAL edge, and a
view reads the attributes and draws. Plain Python: no framebuf, no MicroPython-only calls.

What a view reads: `game`, `mode` (the modes below), `cursor`, `highlight` (bytearray(176),
1 = a legal target or a conflict's leader), `kind`/`arg` (the action being aimed),
`options`/`idx` (a list or picker), `sel` (the swap picker's counts), `pending` (the action
awaiting A/B), `msg` (the public line, "" for the prompt), `why` (a refusal's words, private:
TE-13), `log`, `since_handover`, `news` (per seat, private), `revealed` (the private panel may
show), and the change flags `changed` (something to redraw), `full` (the whole screen),
`panel_dirty` (the private panel's content), which the view clears as it draws.
"""

import gc
import sys

from engine_core.compat import const
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
    DYNASTY_NAMES,
    NO_CELL,
    PHASE_ACTION,
    PHASE_BUILDING,
    PHASE_COMMIT,
    PHASE_MONUMENT,
    PHASE_TREASURE,
    PHASE_ZIGGURAT,
    Game,
    action_arg,
    action_cell,
    action_kind,
    make_action,
)
from games.tigris import payload

# The modes of play (`mode`).
HANDOVER = const(0)  # the hand-over page is up
IDLE = const(1)  # action phase, nothing chosen
LEADER_PICK = const(2)  # LEADER pressed, a colour key to come
TARGET = const(3)  # choosing a cell for a tile, leader, catastrophe, treasure, building, ...
CONFIRM = const(4)  # A/B on a pending action (pass, withdraw)
SWAP = const(5)  # the swap picker
COMMIT = const(6)  # the commit picker
LIST = const(7)  # a short list: war order, monument, ziggurat VP colour

# The inputs `press()` takes, as bits; a front end maps its keys or clicks to them (the console's
# key map: inputs.py). Input bit n is named inputs.NAMES[n].
I_UP = const(1)
I_DOWN = const(2)
I_LEFT = const(4)
I_RIGHT = const(8)
I_CONFIRM = const(16)  # A
I_BACK = const(32)  # B
I_OTHER = const(64)  # any other key (MENU): it only clears the last message
I_RED = const(256)
I_BLUE = const(512)
I_GREEN = const(1024)
I_BLACK = const(2048)
I_LEADER = const(4096)
I_CATASTROPHE = const(8192)
I_SWAP = const(16384)
I_PASS = const(32768)

# Words for the game's things, for the event log and the views.
COLOUR_NAMES = ("red", "blue", "green", "black")
LEADER_NAMES = ("priest", "farmer", "trader", "king")

COLOUR_INPUTS = (I_RED, I_BLUE, I_GREEN, I_BLACK)
MOVES = I_UP | I_DOWN | I_LEFT | I_RIGHT
START_CURSOR = 5 * 16 + 7
# The console only ever takes back the last action: the engine's undo journal is capped at what
# that needs and then reuses its chunks instead of growing (engine_core/README.md).
UNDO_CHUNKS = 2
NARRATE = "games.tigris.narrate"


def name(game, seat):
    """A seat's dynasty name, capitalised: players are known by dynasty (TE-1.5)."""
    d = DYNASTY_NAMES[game.dynasties[seat]]
    return d[0].upper() + d[1:]


def colour_of(inputs):
    for c in range(4):
        if inputs & COLOUR_INPUTS[c]:
            return c
    return -1


def _fresh(data):
    """A game from engine bytes, with the heap swept first (the old copy is let go)."""
    gc.collect()
    game = Game.decode(data)
    game.set_undo_limit(UNDO_CHUNKS)
    return game


def new_flow(options, seed, save):
    """A new game: options = (dynasties, board side, variant bits) from the setup page."""
    dynasties, board, variants = options
    game = Game.new(list(dynasties), board, variants, seed)
    game.set_undo_limit(UNDO_CHUNKS)
    flow = TigrisFlow(game, save)
    flow.save_now()
    return flow


def resume(game, save, note=""):
    """Goes on with a saved game (decoded by payload.unpack); `note` is told on the hand-over
    page (a damaged save, ...)."""
    game.set_undo_limit(UNDO_CHUNKS)
    gc.collect()
    flow = TigrisFlow(game, save)
    if note:
        lines = note.split("\n")
        flow.log.extend(lines)
        flow.since_handover = len(lines)
    return flow


class TigrisFlow:
    """One game in progress, from the first hand-over to game over."""

    def __init__(self, game, save):
        self.game = game
        self.save = save  # save(payload bytes) -> None, or why it failed, for the player
        self.cursor = START_CURSOR
        self.highlight = bytearray(176)
        self.sel = bytearray(4)
        self.options = []
        self.mode = HANDOVER
        self.back_mode = IDLE
        self.ready = -1  # the seat that took the console at the last hand-over
        self.kind = 0
        self.arg = 0
        self.idx = 0
        self.pending = 0
        self.msg = ""
        self.why = ""  # the last refusal's words, shown only in the private panel (TE-13)
        self.log = []
        self.since_handover = 0
        self.news = ["" for _ in range(game.num_players)]
        self.reveal_held = False
        self.reveal_fresh = True  # False from a hand-over until REVEAL is let go (TE-13)
        self.revealed = False
        self.full = True
        self.panel_dirty = False
        self.changed = True
        self.over = game.is_over()  # kept up to date by after_change: a key need not ask
        self.handover_or_enter()

    # -- what a front end calls ----------------------------------------------------------------

    def enter(self):
        """Back from another page (the in-game menu, ...): all redrawn, and no private panel
        until REVEAL is seen held again (TE-13); the front end then calls reveal()."""
        self.full = True
        self.changed = True
        self.revealed = False
        self.reveal_held = False

    def reveal(self, down):
        """REVEAL pressed (True) or let go (False). After a hand-over the panel needs a fresh
        press: REVEAL still held from before the hand-over shows nothing (TE-13)."""
        self.reveal_held = down
        if not down:
            self.reveal_fresh = True
        self._show_panel()

    def _show_panel(self):
        rev = self.reveal_held and self.reveal_fresh and self.mode != HANDOVER
        if rev != self.revealed:
            self.revealed = rev
            self.changed = True
            if rev:
                self.panel_dirty = True

    def press(self, inputs):
        """Inputs pressed together (the I_ bits)."""
        if not inputs:
            return
        if self.table_key(inputs):  # the public table (end of the class)
            return
        self.changed = True
        self.msg = ""
        if self.why:
            self.why = ""
            self.panel_dirty = True
        m = self.mode
        if m == HANDOVER:
            if inputs & I_CONFIRM:
                self.ready = self.game.current_player()
                self.since_handover = 0
                self.full = True
                # REVEAL held through the hand-over shows nothing until it is pressed afresh.
                self.reveal_fresh = not self.reveal_held
                self.enter_phase()
                self._show_panel()
            return
        if inputs & MOVES and m in (IDLE, LEADER_PICK, TARGET):
            self.move(inputs)
        if m == IDLE:
            self.idle_input(inputs)
        elif m == LEADER_PICK:
            c = colour_of(inputs)
            if c >= 0:
                self.start_target(ACT_LEADER, c)
            elif inputs & I_BACK:
                self.mode = IDLE
        elif m == TARGET:
            self.target_input(inputs)
        elif m == CONFIRM:
            if inputs & I_CONFIRM:
                self.mode = self.back_mode
                self.attempt(self.pending)
            elif inputs & I_BACK:
                self.mode = self.back_mode
        elif m == SWAP:
            self.swap_input(inputs)
        elif m == COMMIT:
            self.commit_input(inputs)
        elif m == LIST:
            self.list_input(inputs)

    def press_named(self, *names):
        """press() by input names ("up", "confirm", "red", ...): scripts, other front ends."""
        from games.tigris.inputs import NAMES

        bits = 0
        for word in names:
            bits |= 1 << NAMES.index(word)
        self.press(bits)

    def menu_allowed(self):
        return self.mode != HANDOVER

    def is_over(self):
        return self.over

    def save_now(self):
        """Saves the game as it stands; a failure is told on the status line."""
        problem = self.save(payload.pack(self.game))
        if problem:
            self.msg = problem
            self.changed = True

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
            self.save_now()
        else:
            self.msg = "Nothing to undo"
        self.back_from_menu()

    # -- entering states -----------------------------------------------------------------------

    def handover_or_enter(self):
        g = self.game
        if g.is_over():
            return
        if g.current_player() != self.ready:
            self.mode = HANDOVER
            self.full = True
            self._show_panel()
        else:
            self.enter_phase()
        self.changed = True

    def set_highlight(self, cells):
        """cells: a bytearray(176) of 0/1 from game.legal_cells, or None for no highlight."""
        h = self.highlight
        if cells is None:
            for i in range(176):
                h[i] = 0
        else:
            for i in range(176):
                h[i] = cells[i]

    def enter_phase(self):
        g = self.game
        ph = g.phase()
        self.set_highlight(None)
        if ph == PHASE_ACTION:
            self.mode = IDLE
        elif ph == PHASE_COMMIT:
            self.options = sorted(a & 0xFFF for a in g.legal_actions())
            self.idx = 0
            self.mode = COMMIT
            # Mark the two leaders in conflict, so everyone sees where it is (public, TE-13).
            cf = g.conflict()
            hl = self.highlight
            for seat in (cf[2], cf[3]):
                cell = g.leader_cell(seat, cf[1])
                if cell != NO_CELL:
                    hl[cell] = 1
        elif ph == PHASE_MONUMENT:
            opts = []
            for a in g.legal_actions():
                m = action_arg(a) if action_cell(a) != NO_CELL else 255
                if m not in opts:
                    opts.append(m)
            self.options = opts
            self.idx = 0
            self.kind = ACT_MONUMENT
            self.mode = LIST
        elif ph in (PHASE_TREASURE, PHASE_BUILDING, PHASE_ZIGGURAT):
            self.kind = (ACT_TREASURE, ACT_BUILDING, ACT_ZIGGURAT)[
                (PHASE_TREASURE, PHASE_BUILDING, PHASE_ZIGGURAT).index(ph)]
            self.arg = 0
            self.target_from_actions()
        else:  # war order (TE-8.2) or the ziggurat VP colour (TE-12.4): a list of colours
            self.options = g.legal_actions()
            self.idx = 0
            self.kind = 0
            self.mode = LIST

    def target_from_actions(self):
        """Highlights the cells of the legal actions of self.kind (with self.arg for monuments)."""
        hl = self.highlight
        for i in range(176):
            hl[i] = 0
        for a in self.game.legal_actions():
            c = action_cell(a)
            if action_kind(a) == self.kind and c != NO_CELL:
                if self.kind != ACT_MONUMENT or action_arg(a) == self.arg:
                    hl[c] = 1
        self.mode = TARGET

    def start_target(self, kind, colour):
        self.kind = kind
        self.arg = colour
        # For tiles the engine answers from the board alone, so the highlight is the same
        # whether or not the hand holds the colour: it tells the table nothing (TE-13).
        self.set_highlight(self.game.legal_cells(kind, colour))
        self.mode = TARGET

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
            self.msg = reason
            return
        self.game.apply(action)  # no local name for the game: compaction must free the old one
        self.after_change()

    def after_change(self):
        g = self.game
        before = len(self.log)
        from games.tigris.narrate import narrate

        narrate(g, self.log, self.news)
        narrate = None
        # Needed once per action: not kept in the heap (the package's attribute goes too, or the
        # module would stay alive through it).
        sys.modules.pop(NARRATE, None)
        try:
            delattr(sys.modules["games.tigris"], "narrate")
        except (KeyError, AttributeError):
            pass
        if len(self.log) > before:
            self.msg = self.log[-1]
        self.since_handover += len(self.log) - before
        self.over = g.is_over()
        if g.current_player() != self.ready and not self.over:
            # Nobody may undo across a change of decider, so the undo journal can go: rebuilding
            # from encode() keeps the heap flat over a long game.
            data = g.encode()
            self.game = g = None
            self.game = g = _fresh(data)
        self.save_now()
        self.handover_or_enter()

    # -- inputs by mode --------------------------------------------------------------------------

    def move(self, inputs):
        c = self.cursor
        row, col = c >> 4, c & 15
        if inputs & I_UP and row > 0:
            row -= 1
        if inputs & I_DOWN and row < 10:
            row += 1
        if inputs & I_LEFT and col > 0:
            col -= 1
        if inputs & I_RIGHT and col < 15:
            col += 1
        self.cursor = row * 16 + col

    def idle_input(self, inputs):
        c = colour_of(inputs)
        if c >= 0:
            self.start_target(ACT_TILE, c)
        elif inputs & I_LEADER:
            self.mode = LEADER_PICK
        elif inputs & I_CATASTROPHE:
            self.start_target(ACT_CATASTROPHE, 0)
        elif inputs & I_SWAP:
            for i in range(4):
                self.sel[i] = 0
            self.idx = 0
            self.mode = SWAP
        elif inputs & I_PASS:
            self.confirm(make_action(ACT_PASS, 0, 0), IDLE)
        elif inputs & I_CONFIRM:
            self.msg = "Pick: colour, LEADER, CATAS, SWAP"

    def confirm(self, action, back):
        self.pending = action
        self.back_mode = back
        self.mode = CONFIRM

    def target_input(self, inputs):
        kind = self.kind
        if inputs & I_CONFIRM:
            self.attempt(make_action(kind, self.arg, self.cursor))
            return
        g = self.game
        if inputs & I_BACK:
            if kind == ACT_MONUMENT:
                self.enter_phase()
            elif g.phase() == PHASE_ACTION:
                self.set_highlight(None)
                self.mode = IDLE
        elif inputs & I_LEADER and kind == ACT_LEADER:
            if g.leader_cell(g.current_player(), self.arg) != NO_CELL:  # TE-5.1 withdraw
                self.set_highlight(None)
                self.confirm(make_action(ACT_LEADER, self.arg, NO_CELL), IDLE)
        elif inputs & I_PASS and kind in (ACT_BUILDING, ACT_ZIGGURAT):
            self.attempt(make_action(kind, 0, NO_CELL))
        elif g.phase() == PHASE_ACTION:
            c = colour_of(inputs)
            if c >= 0:
                self.start_target(ACT_TILE, c)
            elif inputs & I_CATASTROPHE:
                self.start_target(ACT_CATASTROPHE, 0)

    def swap_input(self, inputs):
        if inputs & I_BACK:
            self.mode = IDLE
            return
        if not self.revealed:
            return  # choosing tiles needs the hand on screen (TE-13)
        hand = self.game.hand(self.game.current_player())
        if inputs & I_LEFT:
            self.idx = (self.idx + 3) & 3
        if inputs & I_RIGHT:
            self.idx = (self.idx + 1) & 3
        c = colour_of(inputs)
        if c >= 0:
            self.idx = c
        i = self.idx
        if inputs & (I_UP | COLOUR_INPUTS[i]) and self.sel[i] < hand[i]:
            self.sel[i] += 1
        if inputs & I_DOWN and self.sel[i] > 0:
            self.sel[i] -= 1
        self.panel_dirty = True
        if inputs & I_CONFIRM:
            s = self.sel
            if s[0] + s[1] + s[2] + s[3] == 0:
                self.msg = "Choose tiles to swap first"
                return
            self.attempt(ACT_SWAP << 12 | s[0] | s[1] << 3 | s[2] << 6 | s[3] << 9)

    def commit_input(self, inputs):
        if self.revealed:
            n = len(self.options)
            if inputs & (I_UP | I_RIGHT):
                self.idx = (self.idx + 1) % n
            if inputs & (I_DOWN | I_LEFT):
                self.idx = (self.idx + n - 1) % n
            self.panel_dirty = True
        if inputs & I_CONFIRM:
            self.attempt(ACT_COMMIT << 12 | self.options[self.idx])

    def list_input(self, inputs):
        n = len(self.options)
        if inputs & (I_RIGHT | I_DOWN):
            self.idx = (self.idx + 1) % n
        if inputs & (I_LEFT | I_UP):
            self.idx = (self.idx + n - 1) % n
        c = colour_of(inputs)
        if c >= 0 and self.kind == 0:
            for i in range(n):
                if action_arg(self.options[i]) == c:
                    self.idx = i
        if inputs & I_CONFIRM:
            o = self.options[self.idx]
            if self.kind == ACT_MONUMENT:
                if o == 255:
                    self.attempt(make_action(ACT_MONUMENT, 0, NO_CELL))
                else:
                    self.arg = o
                    self.target_from_actions()
            else:
                self.attempt(o)

    # -- the public table (issue 13 item 9): view.py draws it; kept apart for an easy merge ---
    table = False  # True while every player's public counts cover the board (TE-13)

    def table_key(self, inputs):
        """B while idle opens the public table; the next key closes it and does nothing else.
        Returns True if the key was used for that."""
        if self.table:
            self.table = False
            self.full = True
            self.changed = True
            return True
        if self.mode == IDLE and inputs & I_BACK:
            self.table = True
            self.changed = True
            return True
        return False
