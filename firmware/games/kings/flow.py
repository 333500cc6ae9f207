"""Contest of Kings's game flow: abstract inputs in, engine actions out, what the screen shows.

`KingsFlow` holds the mode, the cursor on a spot, the highlight of legal targets, who decides,
the hand-over, the REVEAL state, the undo rule, saving and the event log. No pixels, no keys:
the console's GameScreen feeds it through the key map in inputs.py; a view only reads it.

The cursor is (cx, cy): cx 0..14 runs over the eight columns (even) and the seven gaps between
them (odd), cy 0..8 is the depth in a column (a gap has one place). What is private (CK-7.3):
the hand, so anything that depends on it — where a card of a colour may go, the answers a hand
allows to `commit` and `treasure`, a refusal's words — shows only while the player who decides
holds REVEAL, pressed afresh after the hand-over.

What a view reads: `game`, `mode`, `cx`, `cy`, `highlight` (bytearray(79) by spot), `kind`/`arg`
(the action being aimed), `options`/`idx` (an open question's answers), `pending`, `msg`
(public), `why` (a refusal, private), `log`, `since_handover`, `revealed`, and the change flags
`changed`, `full`, `panel_dirty`, which the view clears.
"""

from console.flowbase import unload
from console.plainflow import PlainFlow

from engine_core.compat import const
from engine_core.kings import (
    ACT_CARD,
    ACT_CATASTROPHE,
    ACT_COMMIT,
    ACT_LEADER,
    ACT_PASS,
    ACT_REWARD,
    ACT_SCORE,
    ACT_SHIP,
    ACT_TREASURE,
    DOING_LEADER,
    DYNASTY_NAMES,
    GAP_SPOT,
    NONE,
    PHASE_ACTION,
    PHASE_COMMIT,
    PHASE_REWARD,
    PHASE_SCORE,
    PHASE_TREASURE,
    SHIP_NAMES,
    Game,
    action_arg,
    action_cell,
    action_kind,
)
from games.kings.totals import standing

HANDOVER = const(0)
IDLE = const(1)  # the active player's turn, nothing chosen
LEADER_PICK = const(2)  # LEADER pressed, a colour to come
TARGET = const(3)  # aiming a card, a leader or the catastrophe at a spot
CONFIRM = const(4)  # A/B on `pending` (pass)
ASK = const(5)  # a question (score, ship, war, commit, reward, treasure): pick an answer
END_TURN = const(6)  # the turn's last action is on the table: A passes the console, B undoes

# The inputs press() takes, as bits: input bit n is named inputs.NAMES[n] (the key map).
_I_UP = const(1)
_I_DOWN = const(2)
_I_LEFT = const(4)
_I_RIGHT = const(8)
_I_CONFIRM = const(16)
_I_BACK = const(32)
_I_OTHER = const(64)
_I_RED = const(256)
_I_BLUE = const(512)
_I_GREEN = const(1024)
_I_BLACK = const(2048)
_I_LEADER = const(4096)
_I_CATASTROPHE = const(8192)
_I_NONE = const(16384)  # an answer's "none" (score none, ship none, ...)
_I_PASS = const(32768)

_MOVES = const(_I_UP | _I_DOWN | _I_LEFT | _I_RIGHT)
COLOUR_NAMES = ("red", "blue", "green", "black")
LETTERS = "rbgk"
KIND_WORDS = ("", "leader", "card", "catastrophe", "pass", "score", "reward", "commit", "war",
              "treasure", "ship")
LEADER_NAMES = ("priest", "farmer", "trader", "king")
_START_CX = const(6)  # column d
_NO_HIGHLIGHT = bytes(79)
# Questions whose answers depend on the hand: listed only while REVEAL is held (CK-7.3).
PRIVATE_ASKS = (PHASE_COMMIT, PHASE_TREASURE)


def name(game, seat):
    d = DYNASTY_NAMES[game.dynasties[seat]]
    return d[0].upper() + d[1:]


def colour_of(inputs):
    for c in range(4):
        if inputs & _I_RED << c:  # _I_RED, _I_BLUE, _I_GREEN, _I_BLACK
            return c
    return -1


def spot_of(cx, cy):
    """The spot under the cursor: a column place or a gap (notation-kings.md)."""
    return GAP_SPOT + (cx >> 1) if cx & 1 else (cx >> 1) * 9 + cy


def column_words(b):
    """Where a card goes, in words: columns are counted 1-8 from the left (the table's order),
    a gap by the two columns it joins ("gap 4-5")."""
    if b >= 8:
        # "to gap 4-5", short enough for the strip's one line with any name before it
        return "to gap %d-%d" % (b - 7, b - 6)
    return "to column %d" % (b + 1)


def spot_words(spot):
    """A card on the table, in words: its column, or the gap between two (a uniting card)."""
    if spot >= GAP_SPOT:
        return "in gap %d-%d" % (spot - GAP_SPOT + 1, spot - GAP_SPOT + 2)
    return "in column %d" % (spot // 9 + 1)


def action_words(a):
    """An action in plain words, for the log, the hand-over and a question's choices ("green
    card to column 4", "scores red", "commits 2"): what the notation (notation-kings.md) writes
    in tokens, which no player should have to read. Every choice of one question differs."""
    kind, arg, b = action_kind(a), action_arg(a), action_cell(a)
    if kind == ACT_PASS:
        return "passes"
    if kind == ACT_LEADER:
        if b == NONE:
            return "%s back to supply" % LEADER_NAMES[arg]
        return "%s %s" % (LEADER_NAMES[arg], spot_words(b).replace("in ", "to ", 1))
    if kind == ACT_CARD:
        return "%s card %s" % (COLOUR_NAMES[arg], column_words(b))
    if kind == ACT_CATASTROPHE:
        return "catastrophe " + spot_words(b)
    if kind == ACT_COMMIT:
        return "commits %d" % b
    if b == NONE:  # a question declined
        return "no " + KIND_WORDS[kind]
    if kind == ACT_TREASURE:
        return "treasure from column %d" % (b + 1)
    if kind == ACT_SHIP:
        return "takes the blue/%s ship" % COLOUR_NAMES[LETTERS.index(SHIP_NAMES[arg][1])]
    if kind == ACT_SCORE:
        return "scores " + COLOUR_NAMES[arg]
    if kind == ACT_REWARD:
        return "reward in " + COLOUR_NAMES[arg]
    return "war in %s first" % COLOUR_NAMES[arg]  # ACT_WAR


def answer_words(a):
    """A question's choice in the fewest words, the question being named beside it ("Score:
    < black >", "Commit: < 2 cards >", "Treasure: < column 8 >"): the strip holds one line."""
    kind, arg, b = action_kind(a), action_arg(a), action_cell(a)
    if kind == ACT_COMMIT:
        return "%d card%s" % (b, "" if b == 1 else "s")
    if b == NONE:
        return "none"
    if kind == ACT_TREASURE:
        return "column %d" % (b + 1)
    if kind == ACT_SHIP:
        return "blue/%s ship" % COLOUR_NAMES[LETTERS.index(SHIP_NAMES[arg][1])]
    return COLOUR_NAMES[arg]  # score, reward, war


LOG_KEEP = 8  # public lines the heap keeps for the hand-overs (the whole log is in its file)


def new_game(options, seed):
    """The game dealt for options = (dynasties, game options bits) from the setup page."""
    dynasties, bits = options
    game = Game.new(list(dynasties), seed, bits)
    unload(("engine_core.kings.deal", "engine_core.dealing"))  # the setup's: used once
    return game


def new_flow(options, seed, save, log_path=None, game=None):
    """A new game (new_game(options, seed), or `game` if it was dealt already: Start's first
    hand-over showed it, console/launch.py); its log goes to the file `log_path` (if any),
    started afresh by its first write."""
    return KingsFlow.started(new_game(options, seed) if game is None else game, save, log_path)


class KingsFlow(PlainFlow):
    """One game in progress, from the first hand-over to the end (console/plainflow.py)."""

    CELLS = 79  # the highlight, by spot
    PAYLOAD = ("games.kings.payload",)
    LOG_KEEP = LOG_KEEP
    # Refusals that may tell what the hand holds (CK-7.3): their words go to the private panel.
    private_kinds = (ACT_CARD, ACT_SCORE, ACT_REWARD, ACT_COMMIT, ACT_TREASURE)
    name = staticmethod(name)
    action_words = staticmethod(action_words)
    answer_words = staticmethod(answer_words)
    # The cursor and the action being aimed: class defaults until set, no heap per flow.
    cx = _START_CX
    cy = 1
    kind = 0
    arg = 0
    pending = 0
    # The in-game menu comes back to a turn's end as it was, not to the next player's phase.
    KEEP_MODES = (END_TURN,)

    def _show_panel(self):
        # Nothing private at a turn's end either: the hands are refilled already (CK-7.1), and
        # the player who may still undo must not have seen the cards that came.
        rev = self.reveal_held and self.reveal_fresh and self.mode != HANDOVER \
            and self.mode != END_TURN
        if rev != self.revealed:
            self.revealed = rev
            self.changed = True
            self.panel_dirty = True
            if self.mode == TARGET and self.kind == ACT_CARD:
                self.aim_card()  # the card's targets come and go with the hand

    def press(self, inputs):
        """Inputs pressed together (the I_ bits)."""
        if self.handover_key(inputs):
            return
        m = self.mode
        if inputs & _MOVES and m in (IDLE, TARGET):
            self.move(inputs)
        if m == IDLE:
            self.idle_input(inputs)
        elif m == LEADER_PICK:
            c = colour_of(inputs)
            if c >= 0:
                self.aim(ACT_LEADER, c)
            elif inputs & _I_BACK:
                self.mode = IDLE
        elif m == TARGET:
            self.target_input(inputs)
        elif m == CONFIRM:
            if inputs & _I_CONFIRM:
                self.mode = IDLE
                self.attempt(self.pending)
            elif inputs & _I_BACK:
                self.mode = IDLE
        elif m == ASK:
            self.ask_input(inputs)
        elif m == END_TURN:
            if inputs & _I_CONFIRM:
                self.handover_or_enter()
            elif inputs & _I_BACK:
                self.take_back()

    def attempt(self, action):
        """An action, as PlainFlow's; the action that ends its player's own turn stays on the
        table until A (B takes it back), so that player sees the table it left (CK-7.1). A
        pass was confirmed already; a turn ended by another player's answer (a defender's
        commitment, a ship) goes on to the hand-over."""
        g = self.game
        owner = g.active
        actor = g.current_player()
        PlainFlow.attempt(self, action)
        if g.active != owner and actor == owner and not self.over \
                and action_kind(action) != ACT_PASS and g.last_actor() == actor:
            self.mode = END_TURN
            # The strip asks A or B (words.prompt), not the action's line: the table and the
            # log already show the action, and B would otherwise go unsaid.
            self.msg = ""
            self.clear_highlight()
            self._show_panel()

    def outcome(self, action):
        """The conflict the defender's commitment decides (the attacker's is made already,
        CK-5): who wins and the totals, support on the table plus the cards committed, a tie
        going to the defender (CK-5.1, CK-5.2)."""
        g = self.game
        if action_kind(action) != ACT_COMMIT or g.st[14] == 255:
            return ""
        col, att, dfn, a, d, acom = standing(g)
        a += acom
        d += action_cell(action)
        # A tie says so: "wins ..., 2 to 2" read as a mistake at the table.
        return "%s wins the %s %s, %s%d to %d" % (
            name(g, att if a > d else dfn), COLOUR_NAMES[col],
            "revolt" if g.st[9] == DOING_LEADER else "war", "a tie " if a == d else "",
            max(a, d), min(a, d))

    def end_words(self):
        """Why the game ended (CK-7.2, and a full table, decided): the deck ran out on a
        refill (st 17, steps.py's), one treasure is left, or no card can be played."""
        g = self.game
        why = ("the deck ran out" if g.st[17] else
               "one treasure is left" if g.treasures_on_table() <= 1 else "the table is full")
        return "The game is over: " + why

    def undo(self):
        """The in-game menu's undo (PlainFlow's), which at a turn's end is B's."""
        if self.mode != END_TURN:
            PlainFlow.undo(self)
            return
        self.take_back()
        self.back_from_menu()

    def take_back(self):
        """B at a turn's end: the action that ended it, one's own, goes back with the refills
        it brought (CK-7.1), which nobody has seen; the turn goes on where it was."""
        g = self.game
        if g.history_len() and g.can_undo() and g.last_actor() == self.ready:
            g.undo()
            self.untell()  # its lines go with it
            self.msg = "Last action undone"
            self.unsaved = True  # saved after the frame (flush_log), not on B's path
            self.enter_phase()
        else:
            self.msg = "Nothing to undo"

    # -- states --------------------------------------------------------------------------------

    def handover_or_enter(self):
        g = self.game
        if g.is_over():
            return
        if g.current_player() != self.ready:
            # The hand-over panel (view.py) covers the private panel; the table stays, with no
            # lit targets: they may tell of the last player's hand (CK-7.3).
            self.mode = HANDOVER
            self.clear_highlight()
            self._show_panel()
        else:
            self.enter_phase()
        self.changed = True

    def clear_highlight(self):
        self.highlight[:] = _NO_HIGHLIGHT  # in one copy, not 79 stores in Python

    def enter_phase(self):
        g = self.game
        ph = g.phase()
        self.clear_highlight()
        self.panel_dirty = True
        if ph == PHASE_ACTION:
            self.mode = IDLE
            return
        self.idx = 0
        self.mode = ASK
        if self.log and self.msg is self.log[-1]:
            # The question goes on the strip at once, not the line of the action that raised
            # it (the log keeps that): A must never answer a question nobody saw.
            self.msg = ""
        if ph in (PHASE_SCORE, PHASE_REWARD):
            # Asked whatever the hand holds (notation-kings.md): both answers are offered to
            # everyone, a missing card is refused in private.
            kind = ACT_SCORE if ph == PHASE_SCORE else ACT_REWARD
            # The open question's colour: the register view(seat) reports as doing[2], read
            # directly so a key press builds no dict.
            q = g.st[2]
            self.options = [kind << 12 | q << 8, kind << 12 | NONE]
        else:
            self.options = g.legal_actions()

    def private_ask(self):
        return self.mode == ASK and self.game.phase() in PRIVATE_ASKS

    def aim(self, kind, colour):
        self.kind = kind
        self.arg = colour
        self.mode = TARGET
        if kind == ACT_CARD:
            self.aim_card()
            return
        self.mark(kind, colour)

    def mark(self, kind, colour):
        """Highlights the spots of the legal actions of `kind` (public: leaders and the
        catastrophe card are on the table or known to be held)."""
        h = self.highlight
        self.clear_highlight()
        for a in self.game.legal_actions():
            if action_kind(a) == kind and (kind != ACT_LEADER or action_arg(a) == colour):
                h[action_cell(a)] = 1
        self.panel_dirty = True
        if not h[spot_of(self.cx, self.cy)]:
            self.to_lit()

    def to_lit(self):
        """The cursor to the lit spot nearest it (the first in spot order of those as near):
        a leader or the catastrophe starts where A acts, not on an empty place under a card.
        Their targets are public; a card's are not, so its aim leaves the cursor where it is."""
        h = self.highlight
        cx, cy = self.cx, self.cy
        far = 99
        s = h.find(b"\x01")
        while s >= 0:
            if s >= GAP_SPOT:
                x, y = 2 * (s - GAP_SPOT) + 1, cy  # a gap has one place: the depth stays
            else:
                x, y = 2 * (s // 9), s % 9
            d = abs(x - cx) + abs(y - cy)
            if d < far:
                far = d
                self.cx, self.cy = x, y
            s = h.find(b"\x01", s + 1)

    def aim_card(self):
        """A card's targets say whether the hand holds its colour: shown only while revealed."""
        self.clear_highlight()
        if not self.revealed:
            return
        g = self.game
        h = self.highlight
        for a in g.legal_actions():
            if action_kind(a) == ACT_CARD and action_arg(a) == self.arg:
                b = action_cell(a)
                h[GAP_SPOT + b - 8 if b >= 8 else b * 9 + g.clen[b] + 1] = 1

    # -- inputs by mode --------------------------------------------------------------------------

    def move(self, inputs):
        if inputs & _I_LEFT and self.cx > 0:
            self.cx -= 1
        if inputs & _I_RIGHT and self.cx < 14:
            self.cx += 1
        if inputs & _I_UP and self.cy > 0:
            self.cy -= 1
        if inputs & _I_DOWN and self.cy < 8:
            self.cy += 1

    def idle_input(self, inputs):
        c = colour_of(inputs)
        if c >= 0:
            self.aim(ACT_CARD, c)
        elif inputs & _I_LEADER:
            self.mode = LEADER_PICK
        elif inputs & _I_CATASTROPHE:
            self.aim(ACT_CATASTROPHE, 0)
        elif inputs & _I_PASS:
            self.pending = ACT_PASS << 12
            self.mode = CONFIRM
        elif inputs & _I_CONFIRM:
            self.msg = "First choose what to play"
        elif inputs & _I_NONE:
            self.msg = "NONE is for questions: none open"

    def target_input(self, inputs):
        kind = self.kind
        if inputs & _I_CONFIRM:
            if kind == ACT_CARD:  # b: the cursor's column (0..7) or gap (8 + gap)
                b = 8 + (self.cx >> 1) if self.cx & 1 else self.cx >> 1
            else:
                b = spot_of(self.cx, self.cy)
            self.attempt(kind << 12 | self.arg << 8 | b)
            return
        if inputs & _I_BACK:
            self.clear_highlight()
            self.mode = IDLE
            return
        c = colour_of(inputs)
        if c >= 0 and kind != ACT_LEADER:
            self.aim(ACT_CARD, c)
        elif c >= 0:
            self.aim(ACT_LEADER, c)
        elif inputs & _I_LEADER:
            self.mode = LEADER_PICK
        elif inputs & _I_CATASTROPHE:
            self.aim(ACT_CATASTROPHE, 0)

    def ask_input(self, inputs):
        if self.private_ask() and not self.revealed:
            if inputs & (_I_CONFIRM | _MOVES | _I_NONE):
                # REVEAL held since before the hand-over shows nothing until pressed afresh.
                self.msg = "Press REVEAL again to answer" if self.reveal_held else \
                    "Hold REVEAL to answer"
            return
        n = len(self.options)
        if self.game.phase() == PHASE_COMMIT:
            # A count (0 up to the hand's cards, in order): UP or RIGHT one more, DOWN or LEFT
            # one fewer, stopping at the ends as Tigris's does, never going round.
            if inputs & (_I_RIGHT | _I_UP) and self.idx < n - 1:
                self.idx += 1
            if inputs & (_I_LEFT | _I_DOWN) and self.idx > 0:
                self.idx -= 1
        else:
            if inputs & (_I_RIGHT | _I_DOWN):
                self.idx = (self.idx + 1) % n
            if inputs & (_I_LEFT | _I_UP):
                self.idx = (self.idx + n - 1) % n
        c = colour_of(inputs)
        chosen = bool(inputs & _I_CONFIRM)
        for i in range(n):
            o = self.options[i]
            b = action_cell(o)
            if c >= 0 and action_arg(o) == c and b != NONE and action_kind(o) != ACT_TREASURE:
                self.idx = i
            if inputs & _I_NONE and b == NONE:
                self.idx = i
                chosen = True  # NONE answers at once: "score none", "ship none", ...
        if inputs & _I_NONE and not chosen:
            self.msg = "NONE is no answer to this one"  # the war order: a colour must come first
        self.panel_dirty = True
        if chosen and n:
            self.attempt(self.options[self.idx])


# A saved game goes on: KingsFlow(game, save, note, log_path, seq), the note told at the first
# hand-over.
resume = KingsFlow
