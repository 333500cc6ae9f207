"""What every game's flow shares: the hand-over, REVEAL, saving, the undo rule, the log, resume.

A game's flow (games/<id>/flow.py) subclasses `Flow` and keeps only what is its own: its modes
after mode 0 (the hand-over page, the same in every game), its cursor, `play(inputs)` for the
keys of those modes, `enter_phase()` (the mode for the player who decides), `handover_or_enter()`
(who gets a hand-over page and what it hides), `_show_panel()` if it has secrets, `packed()`
(its save payload) and `line(action)` (an action in the log's words).
"""

import gc

from engine_core.compat import const

_HANDOVER = const(0)  # mode 0 of every flow: the hand-over page or panel is up
_CONFIRM = const(16)  # I_CONFIRM of every flow (A)
# The console only ever takes back the last action: the engine's undo journal is capped at what
# that needs and then reuses its chunks instead of growing (engine_core/README.md).
UNDO_CHUNKS = const(2)


def new(flow_class, game, *args):
    """A new game's flow, saved at once (so the title can offer to go on with it)."""
    game.set_undo_limit(UNDO_CHUNKS)
    flow = flow_class(game, *args)
    flow.save_now()
    return flow


def resume(flow_class, game, note, *args):
    """A saved game's flow; `note` (a damaged save, ...) is told on its hand-over page."""
    game.set_undo_limit(UNDO_CHUNKS)
    gc.collect()
    flow = flow_class(game, *args)
    if note:
        lines = note.split("\n")
        flow.log.extend(lines)
        flow.since_handover = len(lines)
    return flow


def colour_of(inputs):
    """The colour (0..3) of the first colour input pressed (bits 8 to 11: red, blue, green,
    black in Tigris and Contest of Kings), else -1."""
    for c in range(4):
        if inputs >> 8 + c & 1:
            return c
    return -1


class Flow:
    """One game in progress, from the first hand-over to the end."""

    # Class defaults, so a game without secrets (Assyria, AS-7) holds no entries for them.
    revealed = False  # the private panel may show
    why = ""  # the last refusal's words, shown only in the private panel
    private_kinds = ()  # kinds of action whose refusal may tell what the hand holds

    def __init__(self, game, save, cells):
        """`cells`: the size of the highlight, a byte per place a target can be."""
        self.game = game
        self.save = save  # save(payload bytes) -> None, or why it failed, for the player
        self.highlight = bytearray(cells)
        self.options = []
        self.idx = 0
        self.mode = _HANDOVER
        self.ready = -1  # the seat that took the console at the last hand-over
        self.msg = ""
        self.log = []
        self.since_handover = 0
        self.reveal_held = False
        self.reveal_fresh = True  # False from a hand-over until REVEAL is let go
        self.full = True
        self.changed = True
        self.unsaved = False  # an action's save waits for its frame (flush_log)
        self.over = game.is_over()  # kept up to date as actions go: a key need not ask
        self.handover_or_enter()

    # -- what a front end calls ----------------------------------------------------------------

    def enter(self):
        """Back from another page (the in-game menu, ...): all redrawn, and no private panel
        until REVEAL is seen held again; the front end then calls reveal()."""
        self.full = True
        self.changed = True
        self.revealed = False
        self.reveal_held = False

    def reveal(self, down):
        """REVEAL pressed (True) or let go (False). After a hand-over the panel needs a fresh
        press: REVEAL still held from before it shows nothing (TE-13, CK-7.3)."""
        self.reveal_held = down
        if not down:
            self.reveal_fresh = True
        self._show_panel()

    def _show_panel(self):
        """Whether the private panel shows; a game with no secrets (AS-7) has none."""

    def press(self, inputs):
        """Inputs pressed together (the flow's I_ bits): A takes the console at a hand-over;
        in any other mode they go to the game's play()."""
        if not inputs:
            return
        self.changed = True
        self.msg = ""
        if self.why:
            self.why = ""
            self.panel_dirty = True
        if self.mode == _HANDOVER:
            if inputs & _CONFIRM:
                # The hand-over goes; the view redraws what it covered.
                self.ready = self.game.current_player()
                self.since_handover = 0
                self.reveal_fresh = not self.reveal_held  # a fresh REVEAL press (TE-13, CK-7.3)
                self.enter_phase()
                self._show_panel()
            return
        self.play(inputs)

    def menu_allowed(self):
        return self.mode != _HANDOVER

    def is_over(self):
        """True once the game has ended (and, in Tigris, its last turn was confirmed): the final
        scores follow."""
        return self.over

    def save_now(self):
        """Saves the game as it stands; a failure is told on the status line."""
        self.unsaved = False
        problem = self.save(self.packed())
        if problem:
            self.msg = problem
            self.changed = True

    def flush_log(self):
        """The last action's save, once its frame is out (console/gamescreen.py after_frame;
        the in-game menu calls it too): encoding and writing flash are not on a key's path."""
        if self.unsaved:
            self.save_now()

    def back_from_menu(self):
        self.full = True
        self.enter_phase()

    def undo(self):
        """Undo of one's own last action while nobody else has decided since."""
        g = self.game
        if g.history_len() and g.can_undo() and g.last_actor() == g.current_player():
            g.undo()
            self.msg = "Last action undone"
            self.save_now()
        else:
            self.msg = "Nothing to undo"
        self.back_from_menu()

    # -- applying ------------------------------------------------------------------------------

    def refuse(self, action, reason):
        """Tells why `action` is not possible; the game stays as it was."""
        if action >> 12 in self.private_kinds:
            # The words may tell what the hand holds, and the public line outlives REVEAL: they
            # go to the private panel only, the strip says the same for every such refusal.
            self.msg = "Not possible - hold REVEAL to see why"
            self.why = reason
            self.panel_dirty = True
        else:
            self.msg = reason

    def attempt(self, action):
        g = self.game
        reason = g.check(action)
        if reason is not None:
            self.refuse(action, reason)
            return
        words = self.line(action)  # named before the action: it may change who decides
        g.apply(action)
        log = self.log
        log.append(words)
        if len(log) > self.LOG_KEEP:  # the in-game menu's log shows these: the heap stays flat
            del log[0]
        self.since_handover += 1
        self.after_change()

    def after_change(self):
        self.over = self.game.is_over()
        self.msg = self.log[-1] if self.log else ""
        # Not rebuilt from its bytes at a change of decider: the undo limit already bounds the
        # journal, and a decode per hand-over costs a key its time (and Assyria the decoder's
        # heap). Saved after the frame (flush_log), or at once when the game is over: the final
        # page follows at once and the console's save_now skips a finished game.
        if self.over:
            self.save_now()
        else:
            self.unsaved = True
        self.handover_or_enter()
