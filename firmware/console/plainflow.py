"""A flow whose log lives in the heap: each action saved after its frame, the engine's undo rule.

Contest of Kings's and Assyria's flows are PlainFlows. Tigris keeps a log file, undoes with its
log lines and lets a turn's end wait for A, so its flow builds on console/flowbase.py alone: a
game loads only the code it runs. A PlainFlow's class names its module's `name(game, seat)` and
`action_words(action)` (staticmethods: the log's words), `LOG_KEEP` (the lines kept for the
in-game menu's log) and `private_kinds` (kinds of action whose refusal may tell the hand).
"""

import sys

from console.flowbase import Flow

EARLIER = "Earlier actions are not kept"


def plain(words):
    """A refusal as the table reads it: capitalised, without the rule ids the engine cites
    ("(CK-4.1, CK-6.2)", "(AS-4.3b)"), which mean nothing at the table."""
    i = words.find(" (")
    while i >= 0:
        j = words.find(")", i)
        if j > 0 and words[i + 4:i + 5] == "-" and "@" < words[i + 2:i + 3] < "[":  # A-Z
            words = words[:i] + words[j + 1:]
            i = words.find(" (", i)
        else:
            i = words.find(" (", i + 2)
    return words[:1].upper() + words[1:]


class PlainFlow(Flow):
    """One game in progress whose every action is told in a line of the log."""

    private_kinds: tuple = ()

    def __init__(self, game, save, note=""):
        # Actions before the log's first line: a resumed game's (its save's modules loaded to
        # decode it: the log lives in the heap, not in the save), or lines LOG_KEEP let go.
        self.log_cut = self.PAYLOAD[0] in sys.modules
        Flow.__init__(self, game, save, note)

    def outcome(self, action):
        """What `action` decides beyond itself, told in a line after its own (a conflict's
        winner), or "": read from the game before the action is applied."""
        return ""

    def tell(self, line):
        """A public line: into the log the in-game menu shows and the next hand-over's count."""
        log = self.log
        log.append(line)
        if len(log) > self.LOG_KEEP:  # the heap stays flat
            del log[0]
            self.log_cut = True
        self.since_handover += 1

    def log_lines(self):
        """The in-game menu's log page: the lines kept, first saying if earlier ones are gone."""
        if self.log_cut:
            return [EARLIER] + self.log
        return self.log or ["Nothing yet"]

    def flush_log(self):
        """The last action's save, once its frame is out (console/gamescreen.py after_frame;
        the in-game menu calls it too): encoding and writing flash are not on a key's path."""
        if self.unsaved:
            self.save_now()

    def undo(self):
        """Undo of one's own last action while nobody else has decided since (no card is
        drawn before the turn ends, and the end of a turn hands the console on)."""
        g = self.game
        if g.history_len() and g.can_undo() and g.last_actor() == g.current_player():
            g.undo()
            self.msg = "Last action undone"
            self.unsaved = True  # saved after the frame (flush_log), as an action is
        else:
            self.msg = "Nothing to undo"
        self.back_from_menu()

    def attempt(self, action):
        g = self.game
        reason = g.check(action)
        if reason is not None:
            reason = plain(reason)
            if action >> 12 in self.private_kinds:
                # The words may tell what the hand holds, and the public line outlives REVEAL:
                # they go to the private panel only (CK-7.3). The game stays as it was.
                self.msg = "Not possible: REVEAL says why"
                self.why = reason
                self.panel_dirty = True
            else:
                self.msg = reason
            return
        words = self.name(g, g.current_player()) + ": " + self.action_words(action)
        decided = self.outcome(action)
        g.apply(action)
        self.tell(words)
        if decided:
            self.tell(decided)
        self.over = g.is_over()
        self.msg = self.log[-1] if self.log else ""
        # Not rebuilt from its bytes at a change of decider (as Tigris's flow does): the undo
        # limit already bounds the journal, and a decode per hand-over costs a key its time and
        # the decoder's heap. Saved after the frame (flush_log), or at once when the game is
        # over: the final page follows at once and the console's save_now skips a finished game.
        if self.over:
            self.save_now()
        else:
            self.unsaved = True
        self.handover_or_enter()
