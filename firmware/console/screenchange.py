"""A change of screen that needs the heap first: the loop drops what the last screen loaded
(a game's modules for the title, the pages' for a game), then builds the next one.

Loaded for the change only and let go after it (console/app.py switch): the loop that runs
all through a game does not carry what it does once a game.
"""

import gc

from console.app import PAGE_MODULES, unload


class Go:
    """A screen to build once the loop has freed the heap: `module.name(app, *args)`. `keep`:
    page modules the build uses, which stay loaded (a page may have loaded them ahead);
    `sweep`: False for a build that sweeps the heap itself before it needs it."""

    go = True  # what the loop's switch looks for

    def __init__(self, module, name, *args):
        self.module = module
        self.name = name
        self.args = args
        self.keep = (module,)
        self.sweep = True

    def build(self, app):
        mod = __import__(self.module)
        for part in self.module.split(".")[1:]:
            mod = getattr(mod, part)
        return getattr(mod, self.name)(app, *self.args)


def unload_prefix(prefix):
    import sys

    unload([m for m in sys.modules if m.startswith(prefix)])


def unload_pages_of_games():
    """A game's setup, rules and final pages are not needed while it is played."""
    import sys

    unload([m for m in sys.modules if m.startswith("games.") and
            m.rpartition(".")[2] in ("setup", "rules_text", "final", "keycaps")])


def leave_play(app, note=""):
    """Back to the title. After a game, a board that can soft-reset (the device, the simulator)
    restarts the interpreter, so the next game starts on the heap as at power-up, not on one a
    game left fragmented (console/launch.py restart_to_title); otherwise the game's modules are
    dropped. So are those a setup page loaded ahead (B on it): the title comes at once, and
    since their names stay interned the next game starts afresh instead (console/launch.py
    start)."""
    import sys

    loaded = [m for m in sys.modules if m.startswith("engine_core")]
    if loaded and getattr(app, "engines_loaded", False) and \
            getattr(app.board, "soft_reset", None) is not None:
        from console.launch import restart_to_title

        restart_to_title(app, note)  # does not return
    if loaded:
        app.engines_loaded = True
    unload_prefix("games.")
    unload_prefix("engine_core")
    unload(("console.gamescreen", "console.gamemenu", "console.finalmenu", "console.finalpage"))


def build(app, go):
    """The screen `go` names, built on the heap the last screen's modules leave."""
    if go.module == "console.title":
        leave_play(app, *go.args)
    else:
        unload([m for m in PAGE_MODULES if m not in go.keep])
        unload_pages_of_games()
    if go.sweep:
        gc.collect()
    screen = go.build(app)
    # Used once per game, and this change itself: not kept in the heap.
    unload(("console.launch", "console.screenchange"))
    return screen
