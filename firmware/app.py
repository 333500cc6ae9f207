"""The handheld application: power-on to final scores; `run()` is called by main.py."""

import gc

from debounce import Debouncer
from ui.gfx import Gfx

LOOP_MS = 10  # debounce.py wants a sample every 5-10 ms
BATTERY_EVERY_MS = 2000
TICKS_MASK = 0x3FFFFFFF  # ticks_ms() wraps at 2**30 on the device: differences are taken mod that
# The console only ever takes back the last action: the engine's undo journal is capped at what
# that needs and then reuses its chunks instead of growing (engine_core/README.md).
UNDO_CHUNKS = 2


def _battery_limits():
    # Thresholds live in pinmap.json next to the pins (battery section); defaults if unreadable.
    try:
        import json

        with open("pinmap.json") as f:
            b = json.load(f)["battery"]
        return b["warn_mv"], b["critical_mv"]
    except Exception:
        return 3500, 3350


# Pages that are not needed while a game runs: dropped from memory when the board is up.
_PAGE_MODULES = ("ui.menus", "ui.screens", "ui.rules_text", "ui.gamemenu", "ui.page")
# And the game's modules, dropped when the title comes back.
_PLAY_MODULES = ("ui.play", "ui.playview", "ui.modes", "ui.boardview", "ui.hud", "ui.narrate",
                 "ui.gamemenu")


def unload(names):
    import sys

    for name in names:
        if sys.modules.pop(name, None) is not None:
            parent, _, child = name.rpartition(".")
            if parent in sys.modules:
                try:
                    delattr(sys.modules[parent], child)
                except AttributeError:
                    pass


def unload_engine():
    """The title runs without the rules engine; it comes back with the next game."""
    import sys

    unload([m for m in sys.modules if m.startswith("engine_core")])


def _watchdog_reset(board):
    """True after a reset by the watchdog: the game then resumes at once from its save."""
    return bool(board.watchdog.reset_cause())  # the simulator's: SIM_RESET_CAUSE (PROTOCOL.md)


class App:
    """Owns the board, the drawing buffers, the save store and the current screen."""

    def __init__(self, board):
        from battery import BatteryMonitor
        from savestore import SaveStore

        self.board = board
        self.gfx = Gfx(board.display)
        self.store = SaveStore(board.save_dir)
        warn, critical = _battery_limits()
        self.battery = BatteryMonitor(warn, critical)
        self.battery_low = False
        self.drew = False
        self.screen = None

    # -- screens ---------------------------------------------------------------------------------

    def title(self, note=""):
        """What a screen returns to go back to the title (the loop frees the game first)."""
        return ("title", note)

    def make_title(self, note):
        unload(_PLAY_MODULES)
        unload_engine()
        gc.collect()
        from ui.menus import Title

        fell_back, data = self.load_save()
        return Title(self, data is not None, note)

    def load_save(self):
        """(fell back to the previous save?, save bytes of a game in progress or None)."""
        from savestore import FELL_BACK
        from ui import savegame

        data, status = self.store.load()
        if not savegame.in_progress(data):
            data = None  # a finished game is kept for the record, not offered to continue
        return status == FELL_BACK, data

    def first_screen(self):
        fell_back, data = self.load_save()
        note = "Last save damaged: using the one before" if fell_back and data else ""
        if data is not None and _watchdog_reset(self.board):
            return self.start_play(("resume",))
        from ui.menus import Title

        return Title(self, data is not None, note)

    def resume(self):
        """What a screen returns to go on with the saved game (see start_play)."""
        return ("resume",)

    def new_game(self, dynasties, board_kind, variants):
        return ("new", list(dynasties), board_kind, variants)

    def unload(self, names):
        unload(names)

    def start_play(self, request):
        """Leaves the menus for a game. Screens ask with a tuple so that the loop can drop the
        menu pages before the game and the board's modules take the heap."""
        unload(_PAGE_MODULES)
        gc.collect()
        if request[0] == "new":
            from engine_core.tigris import Game

            seed = (self.board.ticks_ms() * 2654435761 + 12345) & 0x7FFFFFFF or 1
            game = Game.new(request[1], request[2], request[3], seed)
            self.save_game(game)
        else:
            from ui import savegame

            fell_back, data = self.load_save()
            game = savegame.unpack(data) if data is not None else None
            data = None
            if game is None:
                return self.make_title("No saved game")
        game.set_undo_limit(UNDO_CHUNKS)
        gc.collect()
        from ui.play import Play

        return Play(self, game)

    def finish(self, game):
        from ui.screens import Final

        self.next_screen = Final(self, game)

    def decode(self, data):
        """A game from engine bytes, with the heap swept first (the old copy is let go)."""
        gc.collect()
        from engine_core.tigris import Game

        game = Game.decode(data)
        game.set_undo_limit(UNDO_CHUNKS)
        return game

    def save_game(self, game):
        from ui import savegame

        self.store.save(savegame.pack(game))

    # -- the loop --------------------------------------------------------------------------------

    def check_battery(self):
        from battery import CRITICAL, WARN

        level = self.battery.update(self.board.battery_mv())
        self.battery_low = level >= WARN
        if level == CRITICAL:
            game = getattr(self.screen, "game", None)
            if game is not None and not game.is_over():
                self.save_game(game)
            return True
        return False

    def charge_wait(self):
        """Critical battery: the game is saved; wait on the 'charge me' screen until it rises."""
        from battery import CRITICAL
        from ui.screens import charge

        charge(self.gfx)
        self.board.end_frame()
        board = self.board
        while self.battery.update(board.battery_mv()) == CRITICAL:
            board.watchdog.feed()
            board.sleep_ms(200)
            board.keys.scan()  # lets the simulator's script end while we wait
        self.screen.enter()

    def loop(self):
        board = self.board
        deb = Debouncer()
        self.next_screen = None
        self.screen = self.first_screen()
        self.screen.enter()
        wd = board.watchdog
        start = getattr(wd, "start", None)
        if start is not None:
            start()
        last_battery = board.ticks_ms() - BATTERY_EVERY_MS
        while True:
            now = board.ticks_ms()
            deb.update(board.keys.scan(), now)
            if (now - last_battery) & TICKS_MASK >= BATTERY_EVERY_MS:
                last_battery = now
                if self.check_battery():
                    self.charge_wait()
            self.drew = False
            nxt = self.screen.update(deb.pressed, deb.held, now)
            if self.next_screen is not None:
                nxt = self.next_screen
                self.next_screen = None
            if nxt is not None and nxt is not self.screen:
                self.screen = None
                if isinstance(nxt, tuple):
                    nxt = self.make_title(nxt[1]) if nxt[0] == "title" else self.start_play(nxt)
                elif getattr(nxt, "is_play", False):
                    unload(_PAGE_MODULES)
                gc.collect()
                self.screen = nxt
                nxt.enter()
            if self.screen.render() or self.drew:
                gc.collect()  # a calm point; also keeps the heap figure of the frame honest
                board.end_frame()
            wd.feed()
            board.sleep_ms(LOOP_MS)


def run():
    import hal

    board = hal.setup()
    App(board).loop()
