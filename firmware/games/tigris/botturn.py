"""A bot seat's decisions on the console: "Bull is thinking…" with its progress, then each action
played out where the table can follow it; A hurries it. Loaded by flow.py while bots decide.

Thinking runs one step per pass of the console's loop (`Bot.steps`: Hard tries one candidate
per step), so between steps the keys are read, the screen drawn and the watchdog fed; the
`feed` the loop passes is also the bot's progress callback, which feeds it inside a step. The
bot's modules (engine_core.tigris.bots, bot_eval, bot_search) are loaded for a decision and let
go as soon as it is made, so the heap holds them only while a bot thinks.

Playing out: the cursor travels to the cell in a few hops, rests there with the aim in words
and the cell marked, then the action lands (the board shows it) and each public line it told
stays on the status line for a while. All on the app's clock (`now` of each pass), never a
sleep, so no key waits for it. A (I_CONFIRM) finishes the pacing at once, for the rest of the
bots' run until a person decides again; it never skips a decision, and thinking still runs.
Nothing private is shown while a bot decides (flow._show_panel), and a bot's own points go to
its private news like anyone's, which no screen shows while the game runs (TE-13).
"""

# build: intern strings (loaded for each run of the bots' turns: tools/mpy_strings.py)
import gc

from engine_core.compat import const
from engine_core.refusals import let_go
from engine_core.tigris import action_arg, action_cell, action_kind
from games.tigris.flow import COLOUR_NAMES, I_CONFIRM, I_OTHER, LEADER_NAMES, name

# The engine's numbers (engine_core/tigris/__init__.py) as private constants: folded, no
# entries in this module's dict (host_tests/bots_console/test_bot_turn_flow.py checks them).
_ACT_TILE = const(1)
_ACT_LEADER = const(2)
_ACT_CATASTROPHE = const(3)
_ACT_MONUMENT = const(8)
_ACT_TREASURE = const(9)
_ACT_BUILDING = const(10)
_ACT_ZIGGURAT = const(11)
_NO_CELL = const(255)

THINK = const(0)  # the bot decides, a step per pass
TRAVEL = const(1)  # the cursor travels to the action's cell
AIM = const(2)  # the cursor rests on the cell, the aim in words
SHOW = const(3)  # the action is on the board; its public lines are told one by one

HOP_MS = const(90)  # one hop of the cursor toward the cell
HOPS = const(5)  # at most this many hops, however far the cell is
AIM_MS = const(600)  # the aim stays up before the action lands
LINE_MS = const(1100)  # each public line of the action stays this long

# What a bot's thinking loads (the Hard look-ahead decodes its copies with the codec): let go
# once it has decided, or when MENU stops it.
BOT_MODULES = ("engine_core.tigris.bots", "engine_core.tigris.bot_search",
               "engine_core.tigris.bot_eval", "engine_core.tigris.codec")


def seat_seed(seed, seat):
    """A bot's seed from the game's bot seed (kept in the save) and its seat."""
    return (seed * 4 + seat + 1) & 0xFFFFFFFF


def aim_words(who, action):
    """What a bot is about to do on a cell, in words, before it lands."""
    kind = action_kind(action)
    if kind == _ACT_TILE:
        return "%s places a %s tile" % (who, COLOUR_NAMES[action_arg(action)])
    if kind == _ACT_LEADER:
        return "%s places their %s" % (who, LEADER_NAMES[action_arg(action)])
    if kind == _ACT_CATASTROPHE:
        return "%s places a catastrophe" % who
    if kind == _ACT_MONUMENT:
        return "%s builds a monument" % who
    if kind == _ACT_TREASURE:
        return "%s takes a treasure" % who
    if kind == _ACT_BUILDING:
        return "%s places a building" % who
    if kind == _ACT_ZIGGURAT:
        return "%s builds the ziggurat" % who
    return who


def _share(d, hops):
    """d / hops rounded away from zero: one hop's part of a distance of d cells."""
    return (d + hops - 1) // hops if d > 0 else -((hops - 1 - d) // hops)


def _due(now, due):
    """True once the app clock `now` has reached `due` (ticks wrap: compared by difference)."""
    from console.compat import ticks_diff

    return ticks_diff(now, due) >= 0


class BotTurn:
    """The bots' run of decisions, from the first bot to decide until a person decides again;
    flow.py makes one, calls `begin()` for each decision, `tick()` every pass, `key()` on keys."""

    def __init__(self, flow):
        self.flow = flow
        self.hurry = False  # A was pressed: no pacing until a person decides
        self.begin()

    def begin(self):
        """A new decision, for the seat that decides now."""
        f = self.flow
        self.seat = f.game.current_player()
        self.stage = THINK
        self.steps = None  # the bot's steps (an iterator) while it thinks
        self.shown = False  # the thinking line was drawn before the first step
        self.total = 0
        self.action = -1
        self.due = None  # when the stage moves on (app clock), set on the next tick
        self.hops = HOPS  # hops left to the cell
        self.lines = []
        f.set_highlight(None)
        self.say("%s is thinking\u2026" % name(f.game, self.seat))

    def say(self, line):
        f = self.flow
        f.msg = line
        f.changed = True

    def key(self, inputs):
        """A key while a bot decides: A hurries it; MENU (the in-game menu opens) lets its
        thinking go, so the menu's pages find the heap free; it thinks again on return, to the
        same decision (the bots are deterministic)."""
        if inputs & I_CONFIRM:
            self.hurry = True
        if inputs & I_OTHER and self.stage == THINK:
            self.drop_bot()
            self.shown = False

    def drop_bot(self):
        self.flow.busy = False  # the board's view comes back (console/gamescreen.py)
        self.steps = None
        for module in BOT_MODULES:
            let_go(module)
        gc.collect()

    def tick(self, now, feed):
        """One pass of the console's loop: a step of thinking or of the pacing."""
        stage = self.stage
        if stage == THINK:
            self.think(feed)
        elif self.hurry:
            if stage != SHOW:
                self.land()
            self.finish()
        elif self.due is None:
            self.due = now
        elif not _due(now, self.due):
            return
        elif stage == TRAVEL:
            self.hop(now)
        elif stage == AIM:
            self.land()
            self.next_line(now)
        else:
            self.next_line(now)

    def think(self, feed):
        f = self.flow
        if not self.shown:  # this pass draws the line; the first step comes on the next
            self.shown = True
            f.busy = True  # after this frame, the board's view may leave the heap
            return
        if self.steps is None:
            from engine_core.tigris.bots import LEVELS, Bot

            # A seat's kind is a payload.SEAT_KINDS index: 0 a person, then the bots' LEVELS.
            # Not read from payload.py: importing it kept its module in the heap while a bot
            # thinks (the save loads it for itself and lets it go).
            bot = Bot(LEVELS[f.seats[self.seat] - 1], seat_seed(f.bot_seed, self.seat))
            self.steps = bot.steps(f.game, feed)
            bot = None
        got = next(self.steps)
        if got < 0:
            if not self.total:
                self.total = 1 - got  # choosing the candidates was a step too
            self.say("%s is thinking\u2026 %d%%" % (name(f.game, self.seat),
                                                   (self.total + got) * 100 // self.total))
            return
        self.action = got
        self.drop_bot()
        if action_cell(got) == _NO_CELL:
            self.stage = AIM  # nothing to travel to: it lands on the next pass
        else:
            self.stage = TRAVEL
            self.hops = HOPS
        self.due = None

    def hop(self, now):
        """The cursor one hop nearer the action's cell; at the cell, the aim in words."""
        f = self.flow
        cell = action_cell(self.action)
        c = f.cursor
        row, col = c >> 4, c & 15
        hops = self.hops
        self.hops = hops - 1 if hops > 1 else 1
        # An equal share of what is left each hop, so it arrives in at most HOPS of them.
        f.cursor = (row + _share((cell >> 4) - row, hops)) * 16 + col + _share((cell & 15) - col,
                                                                               hops)
        f.changed = True
        self.due = now + HOP_MS
        if f.cursor == cell:
            f.highlight[cell] = 1  # the table sees where it lands
            self.say(aim_words(name(f.game, self.seat), self.action))
            self.stage = AIM
            self.due = now + AIM_MS

    def land(self):
        """The action on the game, its lines told and the game saved (flow.attempt's way,
        without the hand-over: that waits until the lines were seen)."""
        f = self.flow
        if action_cell(self.action) != _NO_CELL:
            f.cursor = action_cell(self.action)  # hurried: no hops, still where it was played
        words = f.words()
        ctx = words.context(f.game, self.action)
        told = f.since_handover
        f.game.apply(self.action)
        words.tell(f, ctx)
        told = f.since_handover - told
        if not f.game.is_over():
            f.book().compact(f)  # nobody undoes a bot's action: the journal can go
        words = None
        f.drop_words()
        f.set_highlight(None)
        f._save()
        self.lines = f.log[len(f.log) - min(told, len(f.log)):]
        self.stage = SHOW
        self.due = None

    def next_line(self, now):
        """The next public line of the action on the status line, or the bots' run goes on."""
        if not self.lines:
            self.finish()
            return
        self.say(self.lines.pop(0))
        self.due = now + LINE_MS

    def finish(self):
        """The action was seen: the next decision (this bot's, another bot's or a person's)."""
        f = self.flow
        self.lines = []
        f.over = f.game.is_over()
        f.handover_or_enter()
