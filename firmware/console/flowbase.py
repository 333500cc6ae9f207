"""What every game's flow shares: the hand-over, REVEAL, resuming with a note, the save's payload.

A game's flow (games/<id>/flow.py) subclasses `Flow` (or plainflow.PlainFlow, which adds the
save after each action's frame, the undo rule and a log kept in the heap) and keeps only what is
its own: its modes after mode 0 (the hand-over, the same in every game), `CELLS` (the size of
its highlight), `PAYLOAD` (the modules its save loads), `press(inputs)` for the keys of its
modes after `handover_key(inputs)`, `enter_phase()` (the mode for the player who decides),
`handover_or_enter()` (who gets a hand-over and what it hides) and `_show_panel()` if it has
secrets. A flow is built as `Flow(game, save, note)`, so a game's `resume` can be its class.
"""

import gc
import sys

from engine_core.compat import const

_HANDOVER = const(0)  # mode 0 of every flow: the hand-over page or panel is up
_CONFIRM = const(16)  # I_CONFIRM of every flow (A)
# The console only ever takes back the last action: the engine's undo journal is capped at what
# that needs and then reuses its chunks instead of growing (engine_core/README.md).
_UNDO_CHUNKS = const(2)


def unload(names):
    """Lets modules go, their package's attribute too (or they would stay alive through it), as
    console/app.py unload does for pages (the console's app is not part of other front ends), on
    every interpreter (refusals.let_go keeps them on CPython)."""
    modules = sys.modules
    for full in names:
        parent, _, leaf = full.rpartition(".")
        if modules.pop(full, None) is not None and parent in modules:
            modules[parent].__dict__.pop(leaf, None)  # as engine_core/refusals.py let_go


class Flow:
    """One game in progress, from the first hand-over to the end."""

    # Defaults read from the class until a game sets its own: no heap per flow for them, and a
    # game without secrets (Assyria, AS-7) never sets the REVEAL ones.
    revealed = False  # the private panel may show
    reveal_held = False
    reveal_fresh = True  # False from a hand-over until REVEAL is let go (TE-13, CK-7.3)
    why = ""  # the last refusal's words, shown only in the private panel
    panel_dirty = False
    unsaved = False  # a save waiting for flush_log(), after the frame
    seating = ()  # what the payload's pack() takes after the game (Tigris: its seats)
    # True while the game works in passes of its own (Tigris: a bot thinks, its line already on
    # the strip): the game screen draws with the game's BUSY_VIEW meanwhile (gamescreen.py).
    busy = False
    KEEP_MODES: tuple = ()  # modes the in-game menu goes back to as they were
    # The log file has lines only one seat may see (Tigris's points): its page offers REVEAL.
    private_lines = False

    def __init__(self, game, save, note="", seen=None):
        """`save(payload bytes)` returns None, or why it failed, for the player; `note` (a
        damaged save, ...) is told on the first hand-over; `seen`: a resumed game's, from
        told_note."""
        # A resumed game's save modules were loaded to decode it (console/launch.py): they go,
        # and the heap is swept before the flow takes its part. A new game loaded none: no
        # sweep on the Start key's path.
        if self.PAYLOAD[0] in sys.modules:
            unload(self.PAYLOAD)
            gc.collect()
        game.set_undo_limit(_UNDO_CHUNKS)
        self.game = game
        self.save = save
        self.highlight = bytearray(self.CELLS)
        self.options = []
        self.idx = 0
        self.mode = _HANDOVER
        self.ready = -1  # the seat that took the console at the last hand-over
        self.msg = ""
        self.log = []
        self.since_handover = 0
        # Per seat, the public lines of earlier turns it missed: handed on past it, it saw
        # neither them happen nor the panel that told them. Its next hand-over tells them too:
        # a panel tells since_handover + missed[its seat] lines, the newest drawn, the rest
        # counted (the game log has them all).
        self.missed = bytearray(game.num_players)
        if note:
            lines = note.split("\n")
            self.log.extend(lines)
            self.since_handover = len(lines)
        self.full = True
        self.changed = True
        self.over = game.is_over()  # kept up to date as actions go: a key need not ask
        self.handover_or_enter()
        if seen is not None:
            self.went_on(seen)

    def told_note(self, game, note, log_path, seq, seen, keep):
        """(note, seen) a resumed game's flow is built with (Flow.__init__ takes both): its
        first hand-over tells its player what they had not seen before the save (or, if they
        held the console then, what they had done since taking it), up to `keep` lines put
        before `note`; `seen` is console/gamelog.py
        told_again's [those lines, [held, missed]], from the title's card of the game (its
        card.py), else read here from the log at `log_path` (none: a new game, or a log with
        no action in it, `seq` 0)."""
        if not (log_path and seq):
            return note, None
        if seen is None:
            # The save's modules go first, as Flow.__init__ lets them go: the log is read
            # into the heap they held.
            if self.PAYLOAD[0] in sys.modules:
                unload(self.PAYLOAD)
                gc.collect()
            from console import gamelog

            seen = gamelog.told_again(log_path, keep, game.current_player(), game.num_players)
            unload(("console.gamelog",))
        told = seen[0]
        if told:
            note = "\n".join(told + ([note] if note else []))
        return note, seen

    def went_on(self, seen):
        """At the end of Flow.__init__, with told_note's `seen`: every seat's count of the lines it
        missed (the log's marks), as the flow had them. The lines now told count for the seat
        to play; the others keep theirs, less those the next hand-over credits them when this
        seat held the console."""
        held, unseen = seen[1]
        seat = self.game.current_player()
        shown = self.since_handover  # the lines the first hand-over tells again
        for s in range(len(unseen)):
            if s != seat:
                self.missed[s] = max(0, unseen[s] - (shown if held else 0))
        if not held:
            self.missed[seat] = shown
            self.since_handover = 0

    # -- what a front end calls ----------------------------------------------------------------

    def enter(self):
        """Back from another page (the in-game menu, ...): all redrawn, and no private panel
        until REVEAL is seen held again; the front end then calls reveal()."""
        self.full = True
        self.changed = True
        if self.revealed or self.reveal_held:  # set only if not already so: the class says it
            self.revealed = self.reveal_held = False

    def reveal(self, down):
        """REVEAL pressed (True) or let go (False). After a hand-over the panel needs a fresh
        press: REVEAL still held from before it shows nothing (TE-13, CK-7.3)."""
        self.reveal_held = down
        if not down:
            self.reveal_fresh = True
        self._show_panel()

    def handover_key(self, inputs):
        """What every key press does first (the flow's press(inputs), the I_ bits pressed
        together): the last message goes, and at a hand-over A takes the console. True when
        nothing is left for the game's own modes."""
        if not inputs:
            return True
        self.changed = True
        self.msg = ""
        if self.why:
            self.why = ""
            self.panel_dirty = True
        if self.mode == _HANDOVER:
            if inputs & _CONFIRM:
                # The hand-over goes; the view redraws what it covered. The seat taking the
                # console has read its lines; the one handing it on saw them happen; every
                # other seat missed them.
                seat = self.game.current_player()
                missed = self.missed
                for other in range(len(missed)):
                    if other != seat and other != self.ready:
                        missed[other] = min(255, missed[other] + self.since_handover)
                missed[seat] = 0
                self.ready = seat
                self.since_handover = 0
                if self.reveal_held or not self.reveal_fresh:  # the hand needs a fresh press
                    self.reveal_fresh = not self.reveal_held
                self.enter_phase()
                self.reveal(self.reveal_held)  # the panel as REVEAL now says
            return True
        return False

    def at_handover(self):
        """The hand-over is up: whoever holds the console has not taken it yet, so the menu
        (which MENU opens there too: a table may stop between two turns) shows no seat's
        private lines and takes nothing back (console/gamemenu.py)."""
        return self.mode == _HANDOVER

    def is_over(self):
        """True once the game has ended (and, in Tigris, its last turn was confirmed): the
        final scores follow."""
        return self.over

    def save_now(self):
        """Saves the game as it stands; a failure is told on the status line. The payload's
        modules are loaded for it and let go again (a few KB of heap between saves)."""
        self.unsaved = False
        names = self.PAYLOAD
        data = __import__(names[0], None, None, ("pack",)).pack(self.game, *self.seating)
        unload(names)
        problem = self.save(data)
        if problem:
            self.msg = problem
            self.changed = True

    def after_frame(self):
        """Once a key's frame is out (console/gamescreen.py): the save and log writes the key
        asked for (the game's flush_log), off the key's path."""
        self.flush_log()

    def back_from_menu(self):
        """Back from the in-game menu: the phase entered afresh, unless the mode is one that
        goes on where it was (the hand-over; KEEP_MODES: Tigris's turn end waiting for A, a
        bot's turn, Assyria's map)."""
        self.full = True
        self.changed = True
        if self.mode == _HANDOVER or self.mode in self.KEEP_MODES:
            return
        self.enter_phase()
