"""Tigris & Euphrates's modules, loaded ahead of it while a page before it is read.

The setup page (setup.py PRELOAD) and the title's Continue row (console/title.py
continue_ahead) load them a quiet pass's step at a time (console/page.py load_ahead). Not in the
descriptor, which stays in the heap all through a game: these names would too."""

# The full view's modules, as importing the view loads them (leaves first): loaded ahead, they
# go with the view all the same while a page is up or the game is busy (console/gamescreen.py
# suspend), which only sees what building the view loaded itself.
VIEW_MODULES = ("games.tigris.glyph_bits", "games.tigris.glyphs", "games.tigris.boardpasses",
                "games.tigris.boardview", "games.tigris.hud", "games.tigris.view")
# The modules the game runs from its first frame, in import order (a quiet pass's step each).
AHEAD = ("engine_core.tigris", "games.tigris.flow", "games.tigris.play") + VIEW_MODULES
