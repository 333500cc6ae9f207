"""The console's main loop: keys in, the current screen updated, its pixels sent in one place.

Every screen has `enter()`, `update(pressed, held, now)` and `render()`. A screen changes in one
way only: `update` returns the next screen, or a `Go` that names a module and a callable to
build it with, so the loop can drop the pages' modules first (a game takes the heap they held).
`render()` is the only place that sends pixels; it returns True if it drew.
A change that needs the heap first (to the title, into a game) is console/screenchange.py's.
"""

# build: intern strings (loaded all through a game: tools/mpy_strings.py)
import gc

from console.compat import const, ticks_diff
from console.debounce import PRESSED
from console.gfx import Gfx
from console.keys import DPAD, K_REVEAL  # noqa: F401  (K_REVEAL: see GameScreen)

_LOOP_MS = const(10)  # a pass when no key is waiting; keys are latched by the hal's scan meanwhile
_BATTERY_EVERY_MS = const(2000)
_REPEAT_DELAY_MS = const(400)  # a held D-pad key repeats on game screens, for long cursor runs
_REPEAT_EVERY_MS = const(120)
_QUIET_MS = const(700)  # no key for this long: a screen may do slow work ahead (its `idle()`)

# Pages that are not needed while a game runs: dropped from memory when the board is up.
# What Continue runs (console/launch.py, then console/resumepage.py's page): the title loads them
# while it waits for a key (title.py idle), so the key only puts the page up.
CONTINUE_MODULES = ("console.screenchange", "console.launch", "console.resumepage")
PAGE_MODULES = ("console.title", "console.shelfcheck", "console.textpages", "console.logpage",
                "console.gamelog", "console.keytest", "console.gamemenu", "console.viewahead",
                "console.page", "console.setuprows", "console.launch", "console.finalmenu",
                "console.resumepage", "fonts.wrap")


def unload(names):
    """Drops modules from sys.modules (and their parent package), so their heap can be freed.

    A module with native code (its RESIDENT is True) stays: the Pico's MicroPython keeps the
    machine code of every native function it loaded alive for good (it lists each block, so
    the GC never takes code a function may still run), so a native module let go and loaded
    again would leave its code in the heap each time, a few KB a page visit."""
    import sys

    for name in names:
        mod = sys.modules.get(name)
        if mod is not None and not getattr(mod, "RESIDENT", False):
            del sys.modules[name]
            parent, _, child = name.rpartition(".")
            if parent in sys.modules:
                try:
                    delattr(sys.modules[parent], child)
                except AttributeError:
                    pass


def replay_keys(board, keys):
    """The board's take_key() gives `keys` (key edges given back to the loop: those typed
    ahead across a soft reset, a key for the game a page has loaded) before its own: an
    instance attribute over the method, removed once they are all taken. Here, in a module
    that is never let go: the attribute's function keeps its module alive until then."""
    own = board.take_key

    def take_key():
        if keys:
            return keys.pop(0)
        del board.take_key
        return own()

    board.take_key = take_key


class App:
    """Owns the board, the drawing buffers and the current screen."""

    def __init__(self, board):
        from console.battery import BatteryMonitor

        self.board = board
        self.gfx = Gfx(board.display)
        self.save_dir = board.save_dir
        warn, critical = board.battery_limits()
        self.battery = BatteryMonitor(warn, critical)
        self.battery_low = False
        self.screen = None
        self.held = 0
        self.last_key_ms = 0

    # -- where screens go ------------------------------------------------------------------------

    def title(self, note=""):
        """The title shelf (games, rules, key test), built after the game's modules are gone."""
        from console.screenchange import Go

        return Go("console.title", "title", note)

    def play(self, game_id, request):
        """A game screen: request is ("new", options) or ("resume",); see console/launch.py."""
        from console.screenchange import Go

        go = Go("console.launch", "start", game_id, request)
        if request[0] == "new" or len(request) > 1 and request[0] == "resume" and request[1]:
            # With the title's card (Continue) or a new game's (Start: console/launch.py), the
            # game's first hand-over goes up first and the heap is swept in the pass that
            # loads the game (console/resumepage.py): not on the key's path.
            go.keep = CONTINUE_MODULES
            go.sweep = False
        return go

    def store(self, game_id):
        """The save slot of one game (a file per game id)."""
        from console.savestore import SaveStore

        return SaveStore(self.save_dir, game_id)

    def saver(self, game_id):
        """What a game's flow calls to save (payload bytes -> None, or why not in words): the
        save store's module is loaded for each save and let go after it (4.8 KB of heap the
        rest of the time). Saves run after a key's frame, never between the key and it."""

        def save(payload):
            try:
                problem = self.store(game_id).save(payload)
            except MemoryError:
                # The heap is in pieces after a busy turn: swept once and tried again; if it
                # still fails, the game goes on and the next action's save tries anew.
                unload(("console.savestore",))
                gc.collect()
                try:
                    problem = self.store(game_id).save(payload)
                except MemoryError:
                    problem = "Not saved: out of memory"
            unload(("console.savestore",))
            return problem

        return save

    # -- the loop --------------------------------------------------------------------------------

    def check_battery(self):
        from console.battery import CRITICAL, WARN

        level = self.battery.update(self.board.battery_mv())
        low = level >= WARN
        if low != self.battery_low:
            self.battery_low = low
            # The warning shows (or goes) at once, not at the next key.
            changed = getattr(self.screen, "battery_changed", None)
            if changed is not None:
                changed()
        if level == CRITICAL:
            save = getattr(self.screen, "save_now", None)
            if save is not None:
                save()
            return True
        return False

    def switch(self, nxt):
        self.screen = None
        if getattr(nxt, "go", False):
            from console import screenchange

            nxt = screenchange.build(self, nxt)
        elif getattr(nxt, "is_play", False):
            unload(PAGE_MODULES)  # back from the in-game menu: its pages go again
        # No sweep here: what the old screen leaves goes with the one after the new screen's
        # first frame (one_pass, after every frame). Here it would hold that frame back: with
        # a game in the heap a sweep is the work of a long key on the Pico (~30 ms), and the
        # switch is on a key's path (A taking the console after Continue, a page closed).
        self.screen = nxt
        nxt.enter()

    def step(self, pressed, now):
        nxt = self.screen.update(pressed, self.held, now)
        if nxt is not None and nxt is not self.screen:
            self.switch(nxt)

    def start(self):
        # In a method of its own: a local name for the title's function would keep the title's
        # module alive (through the function's globals) for as long as the loop runs.
        from console.title import first_screen

        self.switch(first_screen(self, bool(self.board.watchdog.reset_cause())))

    def begin(self):
        """The first screen and the watchdog: what the loop does once before its passes."""
        self.start()
        self.board.watchdog.start()
        self._last_battery = self.board.ticks_ms() - _BATTERY_EVERY_MS
        self._repeat_at = 0

    def loop(self):
        board = self.board
        self.begin()
        while True:
            if not self.one_pass():
                board.sleep_ms(_LOOP_MS)

    def one_pass(self):
        """One pass of the loop: battery, every latched key edge, one render. A platform whose
        sleep cannot block (the browser) calls it from its own event loop instead of `loop()`.
        True if the screen has work for the next pass with no key to wait for (its `again`:
        console/resumepage.py's card, the game's load, its first frame), which then follows
        at once: a sleep between them would be the key's time too."""
        board = self.board
        now = board.ticks_ms()
        if ticks_diff(now, self._last_battery) >= _BATTERY_EVERY_MS:
            self._last_battery = now
            if self.check_battery():
                from console.charge import charge_wait

                charge_wait(self)
        event = board.take_key()
        if event < 0:
            pressed = 0
            dpad = self.held & DPAD
            if dpad and getattr(self.screen, "repeats", False) and \
                    ticks_diff(now, self._repeat_at) >= 0:
                pressed = dpad
                self._repeat_at = now + _REPEAT_EVERY_MS
            self.step(pressed, now)
        if event >= 0:
            self.last_key_ms = now
        while event >= 0:
            # One latched edge at a time, in the order they happened: none is lost or merged.
            bit = 1 << (event & 15)
            if event & PRESSED:
                self.held |= bit
                if bit & DPAD:
                    self._repeat_at = now + _REPEAT_DELAY_MS
                self.step(bit, now)
            else:
                self.held &= ~bit
                self.step(0, now)
            event = board.take_key()
        drew = self.screen.render()
        if drew:
            after = getattr(self.screen, "after_frame", None)
            if after is not None:
                after()  # slow writes (a game's log) once the frame's pixels are out
            gc.collect()  # a calm point; also keeps the heap figure of the frame honest
            board.end_frame()
        elif ticks_diff(now, self.last_key_ms) >= _QUIET_MS:
            # Work ahead of a key (a setup page loads its game's modules) one step a quiet
            # pass: a key pressed meanwhile is latched and waits for one step at most.
            idle = getattr(self.screen, "idle", None)
            if idle is not None:
                idle()
        board.watchdog.feed()
        return getattr(self.screen, "again", False)


def run():
    import hal

    App(hal.setup()).loop()
