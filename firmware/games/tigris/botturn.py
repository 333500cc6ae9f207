"""A bot seat's decisions on the console: "Bull is thinking…" with its progress, then each action
played out where the table can follow it (botshow.py); A hurries it. Loaded by flow.py while
bots decide.

Thinking runs one step per pass of the console's loop (`Bot.steps`: Hard tries one candidate
per step), so between steps the keys are read, the screen drawn and the watchdog fed; the
`feed` the loop passes is also the bot's progress callback, which feeds it inside a step. The
bot's modules (engine_core.tigris.bots, bot_eval, bot_search) are loaded for a decision and let
go as soon as it is made, so the heap holds them only while a bot thinks; the module that plays
the action out (botshow.py) is loaded then, and goes when the next bot starts thinking.

A (I_CONFIRM) finishes the pacing at once, for the rest of the bots' run until a person decides
again; it never skips a decision, and thinking still runs. Nothing private is shown while a bot
decides (flow._show_panel), and a bot's own points go to its private news like anyone's, which
no screen shows while the game runs (TE-13).
"""

# build: intern strings (loaded for each run of the bots' turns: tools/mpy_strings.py)
import gc
from sys import modules

from engine_core.compat import const
from engine_core.refusals import let_go
from games.tigris.flow import I_CONFIRM, I_OTHER, name

THINK = const(0)  # the bot decides, a step per pass
TRAVEL = const(1)  # the cursor travels to the action's cell
AIM = const(2)  # the cursor rests on the cell, the aim in words
SHOW = const(3)  # the action is on the board; its public lines are told one by one
SHOW_MODULE = "games.tigris.botshow"

# What a bot's thinking loads (the Hard look-ahead decodes its copies with the codec): let go
# once it has decided, or when MENU stops it.
BOT_MODULES = ("engine_core.tigris.bots", "engine_core.tigris.bot_search",
               "engine_core.tigris.bot_eval", "engine_core.tigris.codec")


def seat_seed(seed, seat):
    """A bot's seed from the game's bot seed (kept in the save) and its seat."""
    return (seed * 4 + seat + 1) & 0xFFFFFFFF


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
        self.hops = 0  # hops left to the cell (botshow.py)
        self.lines = []
        let_go(SHOW_MODULE)  # the last action was seen: thinking has its heap
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
        if self.stage == THINK:
            self.think(feed)
        else:
            self.show().tick(self, now)

    @staticmethod
    def show():
        show = modules.get(SHOW_MODULE)  # loaded: found without an import's lookups
        if show is None:
            from games.tigris import botshow as show
        return show

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
        self.show().start(self)
