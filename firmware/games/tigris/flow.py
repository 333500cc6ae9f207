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

Bot seats (`seats`, from the setup page and the save): while a bot decides the mode is BOT,
`msg` says what it does ("Bull is thinking… 40%", its aim, then each public line of its
action), `cursor` and `highlight` show where it plays, and nothing private is shown; the front
end calls `tick(now, feed)` every pass of its loop with its clock and the watchdog's feed, which
runs the bot's thinking a step at a time and paces its action (botturn.py). A hurries it.
What each key does in a person's modes is play.py's: loaded while a person decides, let go
while a bot thinks (the game's heap peak), like narrate.py and logbook.py around actions.

More read-only data for a view (issue 13):
- `ready`: the seat holding the console since the last hand-over (whose REVEAL view it is).
- `end_of_turn_pending` (mode END_TURN; 0 otherwise): a turn ended with the action `ready` just
  took; the board shows its result, A passes the console on, B takes the action back (2; 1
  when it may not go back: a swap's own draw, the commitment that decided a conflict, or a
  decision of another seat than the one whose turn it was, such as a treasure taken).
  The next player's hand and the refill are never shown meanwhile: no private panel in this mode.
- `pending_warning` (mode CONFIRM): what the pending action will start, in words ("Starts a war
  in green"), "" when it starts nothing; A confirms, B goes back to aiming.
- `commit_colour` (mode COMMIT): the colour of the tiles a commitment takes: red in a revolt
  whatever the leaders' colour (TE-7.3), the war's colour in a war (TE-8.5); `options` hold the
  counts that may be committed, so `options[-1]` is the limit the picker allows.
- `log`: the latest public lines (at most LOG_KEEP, in order); `since_handover`: how many public
  lines came since the last hand-over, counted as they come, so a full `log` never hides them
  (the lines beyond the kept ones are in the log file). `news[seat]`: that seat's newest points
  ("+1 red", private). The whole game's lines, private ones with their owner, go to the log file
  `log_path` (one line each: `seq owner text`, owner `-` for everyone or the seat; `seq U`
  takes back action seq's lines), written by `flush_log()` after the frame, not on the key path.
"""

# build: intern strings (loaded all through a game: tools/mpy_strings.py)
from sys import modules

from console.flowbase import Flow, unload

from engine_core.compat import const
from engine_core.tigris import (
    ACT_TILE,
    DYNASTY_NAMES,
    Game,
)
from engine_core.tigris.layout import ZEROS

# The modes of play (`mode`).
HANDOVER = const(0)  # the hand-over page is up
IDLE = const(1)  # action phase, nothing chosen
LEADER_PICK = const(2)  # LEADER pressed, a colour key to come
TARGET = const(3)  # choosing a cell for a tile, leader, catastrophe, treasure, building, ...
CONFIRM = const(4)  # A/B on a pending action (pass, withdraw)
SWAP = const(5)  # the swap picker
COMMIT = const(6)  # the commit picker
LIST = const(7)  # a short list: war order, monument, ziggurat VP colour
END_TURN = const(8)  # the turn's last action is on the board: A passes on, B takes it back
BOT = const(9)  # a bot seat decides (botturn.py): thinking, then its action played out; A hurries

# The inputs `press()` takes, as bits; a front end maps its keys or clicks to them (the console's
# key map: inputs.py). Input bit n is named inputs.NAMES[n]. Private (folded at compile time, no
# name in the module's dict) but for the two botturn.py presses itself.
_I_UP = const(1)
_I_DOWN = const(2)
_I_LEFT = const(4)
_I_RIGHT = const(8)
I_CONFIRM = const(16)  # A
_I_BACK = const(32)  # B
I_OTHER = const(64)  # any other key (MENU): it only clears the last message
_I_RED = const(256)
_I_BLUE = const(512)
_I_GREEN = const(1024)
_I_BLACK = const(2048)
_I_LEADER = const(4096)
_I_CATASTROPHE = const(8192)
_I_SWAP = const(16384)
_I_PASS = const(32768)

# Words for the game's things, for the event log and the views.
COLOUR_NAMES = ("red", "blue", "green", "black")
BUILDING_NAMES = ("library", "granary", "market hall", "palace")  # by colour (TE-12.3)
LEADER_NAMES = ("priest", "farmer", "trader", "king")

_START_CURSOR = const(5 * 16 + 7)
# Lines told again at a resumed game's first hand-over, at most: what its panel holds.
_TOLD_AGAIN = const(7)
LOG_KEEP = 4  # public lines kept in the heap (the rest is in the log file)
HUMANS = b"\0\0\0\0"  # every seat a person (payload.HUMANS, without loading the payload)


def name(game, seat):
    """A seat's dynasty name, capitalised: players are known by dynasty (TE-1.5)."""
    d = DYNASTY_NAMES[game.dynasties[seat]]
    return d[0].upper() + d[1:]


def new_game(options, seed):
    """The game dealt for options = (dynasties, board side, variant bits[, seat kinds]) from
    the setup page (seat kinds: payload.SEAT_KINDS indices, a person or a bot level per seat;
    all people if left out). The bots are seeded from `seed` and their seat
    (botturn.seat_seed)."""
    dynasties, board, variants = options[:3]
    game = Game.new(list(dynasties), board, variants, seed)
    unload(("engine_core.tigris.deal", "engine_core.dealing"))  # the setup's: used once
    # As payload.unpack leaves it on a saved game: who plays each seat, and the bots' seed.
    game.seating = (bytes(options[3]) if len(options) > 3 else HUMANS, seed)
    return game


def new_flow(options, seed, save, log_path=None, game=None):
    """A new game (new_game(options, seed), or `game` if it was dealt already: Start's first
    hand-over showed it, console/launch.py); its log goes to the file `log_path` (if any),
    started afresh by its first write. Its first save and that write follow the first frame,
    as every action's do: Start's key waits for no flash."""
    if game is None:
        game = new_game(options, seed)
    flow = TigrisFlow(game, save, "", log_path)
    if log_path:
        flow.unwritten.append(None)  # the file starts afresh (logbook.flush)
    flow._save()
    return flow


class TigrisFlow(Flow):
    """One game in progress, from the first hand-over to game over."""

    CELLS = 176  # the highlight, 1 = a legal target or a conflict's leader
    private_lines = True  # each player's points go to the log file as their own lines
    # The save's payload and the engine's byte codec: loaded for a save or a resume, not in
    # between (3.6 KB of heap on the Unix port, at the game's peak while the action's words
    # are loaded: a 160K heap in pieces once refused them a block).
    PAYLOAD = ("games.tigris.payload", "engine_core.tigris.codec")
    # The in-game menu goes back to these as they were (console/flowbase.py back_from_menu): a
    # turn's end still waits for A (end_of_turn_pending), a bot goes on where it was.
    KEEP_MODES = (END_TURN, BOT)
    table = False  # True while every player's public counts cover the board (TE-13)
    building = 0  # the colour of the building to place, while one is chosen (play.py)
    targets_at = -1  # the history length after_frame last worked the board's targets out at

    def __init__(self, game, save, note="", log_path=None, seq=0, seen=None):
        """A saved game goes on as TigrisFlow(game, save, note, log_path, seq) (`resume`): the
        log file at `log_path` goes on growing; `seq` is a number above every action number in
        it (console/launch.py takes its size); `seen` is what the title's card of the game read
        of the log for its first hand-over (card.py, gamelog.told_again, as its lines and
        [held, missed]), else the log is read here."""
        # Who decides at each seat (payload.SEAT_KINDS: 0 a person, else a bot level) and the
        # bots' seed, both kept in the save (`seating`, after the game in payload.pack); `bot`
        # runs the bots' decisions (botturn.py).
        self.seating = self.seats, self.bot_seed = getattr(game, "seating", None) or (HUMANS, 0)
        self.bot = None
        self.log_path = log_path
        self.unwritten = []  # log file lines waiting for flush_log()
        self.log_seq = seq or 0  # number of the last action told in the log (None: no file)
        # per action the engine can still undo: (seq, lines kept, news, about) as before it
        self.undo_marks = []
        self.end_of_turn_pending = 0  # 1 while the turn's end waits for A, 2 if B may undo
        self.pending_warning = ""
        self.commit_colour = 0
        self.cursor = _START_CURSOR
        self.sel = bytearray(4)
        self.back_mode = IDLE
        self.kind = 0
        self.arg = 0
        self.pending = 0
        self.news = ["" for _ in range(game.num_players)]
        # Per seat, the newest public line that names it told while another seat held the
        # console (a war it lost, its leader sent home): its next hand-over tells it even
        # when newer lines push it out of the few the heap keeps (LOG_KEEP).
        self.about = ["" for _ in range(game.num_players)]
        note, seen = self.told_note(game, note, log_path, seq, seen, _TOLD_AGAIN)
        Flow.__init__(self, game, save, note, seen)
        if self.mode != BOT:
            # A person's keys are loaded with the game, not by its first key: Continue builds
            # the flow in a pass of its own (console/resumepage.py), and a new game finds them
            # loaded already by the setup page (setup.py PRELOAD).
            self.keys()

    # -- what a front end calls ----------------------------------------------------------------

    def _show_panel(self):
        # Nothing private while the turn's end is pending: the game already holds the refill
        # and the next player's turn (TE-13).
        rev = self.reveal_held and self.reveal_fresh and self.mode != HANDOVER and \
            self.mode != END_TURN and self.mode != BOT
        if rev != self.revealed:
            self.revealed = rev
            self.changed = True
            if rev:
                self.panel_dirty = True

    def press(self, inputs):
        """Inputs pressed together (the I_ bits): a bot's turn and the public table first, then
        the hand-over and the modes (console/flowbase.py)."""
        if not inputs:
            return
        if self.mode == BOT:
            self.bot.key(inputs)  # A hurries the bots; nothing else is theirs to press
            return
        # The public table (issue 13 item 9, view.py draws it): B while idle opens it over the
        # board; the next key closes it and does nothing else.
        if self.table:
            self.table = False
            self.full = True
            self.changed = True
            return
        if self.mode == IDLE and inputs & _I_BACK:
            self.table = True
            self.changed = True
            return
        if self.mode == HANDOVER and inputs & I_CONFIRM:
            self.full = True  # the hand-over panel covered the board's lower rows and the strip
            self.about[self.game.current_player()] = ""  # told by the panel A takes away
            if self.log_path:
                # Marked in the log with the seat taking the console: a resume tells each
                # player what happened since they last held it (console/gamelog.py).
                self.unwritten.append("%d H %d" % (self.log_seq, self.game.current_player()))
        if self.handover_key(inputs):
            return
        self.keys().play(self, inputs)  # the modes of a person's turn (play.py)

    def press_named(self, *names):
        """press() by input names ("up", "confirm", "red", ...): scripts, other front ends."""
        from games.tigris.inputs import NAMES

        bits = 0
        for word in names:
            bits |= 1 << NAMES.index(word)
        self.press(bits)

    def tick(self, now, feed=None):
        """Every pass of the console's loop, with its clock (ms) and the watchdog's feed: a
        bot's decision goes on a step (botturn.py)."""
        if self.mode == BOT:
            self.bot.tick(now, feed)

    def save_now(self):
        """Saves the game as it stands and writes the log lines still waiting."""
        self._save()
        self.flush_log()

    def _save(self):
        """Asks for a save: it is written by flush_log(), after the frame, so a key's pixels
        never wait for the flash (the frame's own pass writes it, before the next key)."""
        self.unsaved = True

    def flush_log(self):
        """Writes a save asked for and appends the waiting lines to the log file: called after
        the frame (the console's loop), before leaving the game, and before the log is read."""
        if self.unsaved:
            Flow.save_now(self)  # the save alone, then the lines
        if self.unwritten:
            self.book().flush(self)
            self.drop_words()

    def after_frame(self):
        """The console's loop calls this once a key's frame is out: the save and the log lines
        go now, and the module the next key will run is loaded while the player looks and
        decides (narrate.py for an action about to be confirmed, logbook.py for the turn's
        end), not between that key and its frame. A key pressed meanwhile is latched and waits
        for this to end; the heap holds no more than while the action itself runs."""
        self.flush_log()
        m = self.mode
        if self.over:
            return
        if m != BOT:
            self.keys()
        if m == TARGET or m == CONFIRM:
            self.words()
        elif m == END_TURN:
            self.book()
        elif m == IDLE and self.targets_at != self.game.history_len():
            # The board's targets for the colour or LEADER key to come: the engine keeps them
            # until the board changes, so that key only picks its colour's cells (TE-5.4).
            # Once per action, not after every cursor step's frame.
            self.targets_at = self.game.history_len()
            self.game.legal_cells(ACT_TILE, 0)

    def undo(self):
        """Takes back one's own last action, with its log lines (logbook.py take_back)."""
        self.book().take_back(self)
        self.drop_words()

    # -- entering states -----------------------------------------------------------------------

    def handover_or_enter(self):
        g = self.game
        if g.is_over():
            return
        if g.current_player() != self.ready and not self.seats[g.current_player()]:
            self.end_bots()
            self.set_highlight(None)  # the last aim's lit cells do not stay behind the panel
            self.mode = HANDOVER
            self.full = True
            self._show_panel()
        else:
            self.enter_phase()
        self.changed = True

    def set_highlight(self, cells):
        """cells: a bytearray(176) of 0/1 from game.legal_cells, or None for no highlight."""
        # One copy in C either way: a colour key lights its cells; B or an action puts them all
        # out from the engine's row of zeros (no buffer made on the key's path). A search for
        # each lit cell in turn cost a tile's key 25 us of Python here, 3.7 ms on the Pico.
        self.highlight[:] = ZEROS if cells is None else cells

    def enter_phase(self):
        g = self.game
        if self.seats[g.current_player()]:
            self.bot_decides()
            return
        self.end_bots()
        self.keys().enter_phase(self)

    # -- bot seats (botturn.py, loaded while bots decide) -------------------------------------

    def bot_decides(self):
        """The seat to decide is a bot's: the board stays up, nothing private shows (TE-13)."""
        if self.bot is None:
            from games.tigris.botturn import BotTurn

            self.bot = BotTurn(self)
        else:
            self.bot.begin()
        unload(("games.tigris.play",))  # back when a person decides (keys())
        self.mode = BOT
        self._show_panel()

    def end_bots(self):
        """A person decides again: the bots' run is over. Their hand shows only on a fresh
        REVEAL press, whoever held the console during the bots' turns (TE-13)."""
        if self.bot is not None:
            self.bot = None
            from engine_core.refusals import let_go

            let_go("games.tigris.botturn")
            let_go("games.tigris.botshow")
            self.reveal_fresh = not self.reveal_held

    # -- applying actions ----------------------------------------------------------------------

    def keys(self):
        """play.py (a person's keys in each mode): loaded while a person decides (after_frame
        loads it ahead of the key), let go while a bot thinks, whose peak does not need it."""
        play = modules.get("games.tigris.play")  # loaded: found without an import's lookups
        if play is None:
            from games.tigris import play
        return play

    def words(self):
        """narrate.py (the log's words, warnings): loaded for an action, dropped after it."""
        narrate = modules.get("games.tigris.narrate")
        if narrate is None:
            from games.tigris import narrate
        return narrate

    def book(self):
        """logbook.py (the log file's writes, undo, the turn's end): loaded when used."""
        logbook = modules.get("games.tigris.logbook")
        if logbook is None:
            from games.tigris import logbook
        return logbook

    def drop_words(self):
        unload(("games.tigris.narrate", "games.tigris.logbook"))  # not kept between actions

    # -- inputs by mode --------------------------------------------------------------------------


# A saved game goes on: TigrisFlow(game, save, note, log_path, seq), decoded by payload.unpack;
# the note (a damaged save, ...) is told on the first hand-over page.
resume = TigrisFlow
