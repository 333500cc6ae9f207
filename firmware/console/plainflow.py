"""A flow that tells each action in a line: saved after its frame, the engine's undo rule, and a
log file of the whole game.

Contest of Kings's and Assyria's flows are PlainFlows. Tigris keeps private log lines, undoes with
its log lines and lets a turn's end wait for A, so its flow builds on console/flowbase.py alone: a
game loads only the code it runs. A PlainFlow's class names its module's `name(game, seat)` and
`action_words(action)` (staticmethods: the log's words), `LOG_KEEP` (the lines the heap keeps
for the hand-overs, the rest being in the file) and `private_kinds` (kinds of action whose
refusal may tell the hand). Its lines are public: the file (console/gamelog.py) holds `seq -
text` per line, `seq U` when action `seq` was undone and `seq H s` when seat s took the console.
"""

import sys

from console.flowbase import Flow
from engine_core.compat import const

EARLIER = "Earlier actions are not kept"
_CONFIRM = const(16)  # I_CONFIRM of every flow (A), as console/flowbase.py's


def append_log(path, lines):
    """Appends `lines` to a game's log file (console/gamelog.py reads it); a first None starts
    the file afresh (a new game's first write). Tigris writes its own the same way, in a module
    loaded only to write (games/tigris/logbook.py flush): this one would cost its heap."""
    fresh = lines and lines[0] is None
    try:
        with open(path, "w" if fresh else "a") as f:
            for line in lines[1:] if fresh else lines:
                f.write(line)
                f.write("\n")
    except OSError:
        pass  # a full flash loses log lines, never the game: the save comes first


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

    def __init__(self, game, save, note="", log_path=None, seq=0, seen=None):
        """A saved game goes on as the class(game, save, note, log_path, seq, seen): its log
        file at `log_path` (None: the heap's lines only) goes on growing, `seq` above every
        action number in it (its size; None if it has no file); its first hand-over tells
        again what the seat to play had not seen (told_note of console/flowbase.py; `seen` is
        what the title's card of the game read of the log, else the log is read here)."""
        # Actions before the heap's first line: a resumed game's (its save's modules loaded to
        # decode it: the lines are in the file, not in the save), or lines LOG_KEEP let go.
        self.log_cut = self.PAYLOAD[0] in sys.modules
        self.log_path = log_path
        self.log_seq = seq or 0  # the number of the last action told
        self.unwritten = []  # file lines waiting for flush_log(), after the frame
        self.told = []  # (action number, lines) of the decider's actions, for an undo
        if log_path and self.log_cut and seq is None:
            # A game saved by firmware that kept no log file: its page says so first. (An
            # empty file, `seq` 0, is a game saved before its first action: nothing came
            # earlier.)
            self.unwritten.append("0 - " + EARLIER)
        note, seen = self.told_note(game, note, log_path, seq, seen, self.LOG_KEEP)
        Flow.__init__(self, game, save, note, seen)

    def handover_key(self, inputs):
        """Flow's, and at a hand-over's A the actions told so far are out of undo's reach: an
        undo takes back only the decider's own actions since they took the console."""
        if inputs & _CONFIRM and self.at_handover():
            self.told = []
            if self.log_path:
                # Marked in the log with the seat taking the console: a resume tells each
                # player what happened since they last held it (console/gamelog.py).
                self.unwritten.append("%d H %d" % (self.log_seq, self.game.current_player()))
        return Flow.handover_key(self, inputs)

    @classmethod
    def started(cls, game, save, log_path=None):
        """A new game's flow: its log file (if any) starts afresh with its first write, and its
        first save follows the first frame (flush_log), as every action's does."""
        flow = cls(game, save, "", log_path)
        # Nothing came before (the save's modules may be loaded all the same: the
        # CircuitPython edition's decoder), and the file starts afresh (append_log).
        flow.log_cut = False
        flow.unwritten = [None] if log_path else []
        flow.unsaved = True
        return flow

    def outcome(self, action):
        """What `action` decides beyond itself, told in a line after its own (a conflict's
        winner), or "": read from the game before the action is applied."""
        return ""

    def aftermath(self):
        """What the action just applied brought beyond itself, told in lines after its own
        (Assyria's reign end), read from the game after it."""

    def end_words(self):
        """The log's last line, once the game is over."""
        return "The game is over"

    def tell(self, line):
        """A public line of the last action: into the log file, the lines the heap keeps and
        the next hand-over's count."""
        if self.log_path:
            self.unwritten.append("%d - %s" % (self.log_seq, line))
        log = self.log
        log.append(line)
        if len(log) > self.LOG_KEEP:  # the heap stays flat
            del log[0]
            self.log_cut = True
        self.since_handover += 1
        if self.told:
            self.told[-1][1] += 1

    def untell(self):
        """The lines of the action just undone go: from the heap and the next hand-over's
        count, and from the file by an undo mark."""
        if not self.told:
            return  # told before this flow (a resume): no line of it is in the heap
        seq, n = self.told.pop()
        del self.log[max(0, len(self.log) - n):]
        self.since_handover = max(0, self.since_handover - n)
        if self.log_path:
            self.unwritten.append("%d U" % seq)

    def log_lines(self):
        """The log page of a flow with no file: the lines kept, first saying if earlier ones
        are gone."""
        if self.log_cut:
            return [EARLIER] + self.log
        return self.log or ["Nothing yet"]

    def save_now(self):
        """Saves the game as it stands and writes the log lines still waiting."""
        self.unsaved = True
        self.flush_log()

    def flush_log(self):
        """The last action's save and log lines, once its frame is out (console/gamescreen.py
        after_frame; the in-game menu calls it too): encoding and writing flash are not on a
        key's path."""
        if self.unsaved:
            Flow.save_now(self)
        if self.unwritten:
            lines = self.unwritten
            self.unwritten = []
            append_log(self.log_path, lines)

    def undo(self):
        """Undo of one's own last action while nobody else has decided since (no card is
        drawn before the turn ends, and the end of a turn hands the console on)."""
        g = self.game
        if g.history_len() and g.can_undo() and g.last_actor() == g.current_player():
            g.undo()
            self.untell()
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
        self.log_seq += 1
        self.told.append([self.log_seq, 0])
        self.tell(words)
        if decided:
            self.tell(decided)
        self.over = g.is_over()
        self.msg = self.log[-1] if self.log else ""
        self.aftermath()
        if self.over:
            self.tell(self.end_words())
        # Not rebuilt from its bytes at a change of decider (as Tigris's flow does): the undo
        # limit already bounds the journal, and a decode per hand-over costs a key its time and
        # the decoder's heap. Saved after the frame (flush_log), or at once when the game is
        # over: the final page follows at once and the console's save_now skips a finished game.
        if self.over:
            self.save_now()
        else:
            self.unsaved = True
        self.handover_or_enter()
