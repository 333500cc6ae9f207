"""The in-game menu back up after one of its pages: the game's view built again while it is read.

Its own module, loaded only then (console/gamemenu.py): MENU's key does not load this code.
"""

from fonts import writer

from console.app import unload


def build_step(play):
    """One step of building the game screen `play`'s view again (play.suspend() let it go for
    the page), a step each pass of the menu without a key, so that going back to the game only
    draws. The pages' modules go and the heap is swept first (the page's garbage), then the
    view's modules load one a pass, then the view is made. A key waits for one step at most; if
    it leaves the menu before the last, the game screen's enter() does the rest."""
    import sys

    if play.loaded_from is None:
        if not play.hold_glyphs:  # the pages' glyphs go (console/page.py hold_glyphs)
            writer.let_go()
        unload(("console.textpages", "console.logpage", "console.gamelog", "console.keytest",
                "games.%s.rules_text" % play.game_id))
        import gc

        gc.collect()
        play.loaded_from = set(sys.modules)
        return
    if not play.busy:  # a busy view is swapped for the full one anyway (follow_busy)
        for name in play.view_modules:
            if name not in sys.modules:
                __import__(name)
                return
    play.build_view(False, play.loaded_from)
    play.loaded_from = None
    unload(("console.viewahead",))  # done: the menu over the game holds no more than before
