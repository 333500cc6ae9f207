"""The in-game menu (MENU on the board): a panel over the game's lower rows, loaded only while
it is up.

The game's rows above the panel stay in view, and going back redraws only what the panel
covered (the view's `uncover`). The panel covers the whole screen instead where what is above
it may not stay: a private panel was up (nothing private may outlast REVEAL, TE-13), or a page
(the log, the rules, the key test) was over everything.
"""

from console import colours as C
from console.compat import const
from console.keys import K_A, K_B, K_MENU
from console.page import Page, draw_rows, move_selection

PANEL_Y = const(85)  # the panel's top edge: a 2 px rule, the heading's line, the six rows
HEAD_Y = const(87)
ROWS_Y = const(109)  # the rows, LIST_STEP apart, end on the screen's last line

ITEMS = ("Back to the game", "Undo my last action", "Game log", "Rules",
         "Key test", "Save and quit to title")


def log_page(app, flow, back):
    """The game's log: the flow's file if it keeps one, else the lines it holds."""
    flow.flush_log()
    path = getattr(flow, "log_path", None)
    if path:
        from console.logpage import LogPage

        # "You" for the holder's own lines; at a hand-over nobody has taken the console yet,
        # so only the public lines show, REVEAL or not (TE-13). A log with no private lines
        # (Contest of Kings, Assyria) has nothing for REVEAL to add.
        seat = -1 if flow.at_handover() or not flow.private_lines else flow.ready
        return LogPage(app, path, seat, None, back)
    from console.textpages import TextPages

    return TextPages(app, "Game log", [flow.log_lines()], back)


class GameMenu(Page):
    """Over the game screen `play` (console/gamescreen.py): each choice acts on its flow, and
    leaving goes back to it (the app then drops this module again, see app.py)."""

    footer = None  # an answer in the heading's line, instead of the keys

    def __init__(self, app, play, over_game=False):
        Page.__init__(self, app)
        self.play = play
        self.idx = 0
        self.old = -1  # the row selected before a move: only it and the new one repaint
        self.over_game = over_game  # the game stays in view above the panel
        self.entered = False

    def enter(self):
        Page.enter(self)
        if self.entered:
            self.over_game = False  # back from a page: it covered the game
        self.entered = True

    def back(self):
        """To the game: it redraws what the panel covered, or all of it."""
        self.play.menu_top = PANEL_Y if self.over_game else 0
        self.play.flow.back_from_menu()
        return self.play

    def update(self, pressed, held, now):
        play = self.play
        if not pressed:
            if play.view is None and not self.changed:
                # Back from a page, the menu drawn: the game's view is built again meanwhile.
                from console.viewahead import build_step

                build_step(play)
            return None
        self.changed = True
        if self.footer:  # an answer stays until the next key
            self.footer = None
            self.full = True
        self.old = self.idx
        self.idx = move_selection(pressed, self.idx, len(ITEMS))
        flow = play.flow
        if pressed & (K_B | K_MENU):  # MENU again closes it too
            return self.back()
        if not pressed & K_A:
            return None
        i = self.idx
        if i == 0:
            return self.back()
        if i == 1:
            if flow.at_handover():
                # Nobody has taken the console yet, and nobody may undo across a hand-over: the
                # menu says so and stays (going back would look as if nothing had happened).
                self.footer = "Nothing to undo now: B back"
                self.full = True
                return None
            flow.undo()
            return play
        if 2 <= i <= 4:
            play.suspend()  # the page takes the board's heap; the game screen rebuilds it
        if i == 2:
            return log_page(self.app, flow, self)
        if i == 3:
            from console.textpages import rules

            return rules(self.app, play.game_id, self)
        if i == 4:
            from games import part

            from console.keytest import KeyTest

            return KeyTest(self.app, self, part(play.game_id, play.desc.KEYS).LABELS)
        # Leaving the game: its view goes first, so the save's modules load into the heap the
        # board held (a bot's thinking leaves the rest of it in small pieces).
        play.suspend()
        flow.save_now()
        return self.app.title()

    def render(self):
        if not self.changed:
            return False
        self.changed = False
        gfx = self.app.gfx
        bg = C.SCREEN_BG
        full = self.full
        if full:
            if not self.over_game:
                gfx.fill(0, 0, 320, PANEL_Y, bg)
            gfx.fill(0, PANEL_Y, 320, 2, C.SELECT_BG)
            # The heading's line down to the first row's bar; the ground beside the rows.
            x = gfx.line(0, HEAD_Y, "  Menu", C.TITLE_TEXT, bg, 0, ROWS_Y - 1 - HEAD_Y)
            gfx.line(x, HEAD_Y, "   " + (self.footer or "UP/DOWN, A select, B back"), C.DIM, bg,
                     320 - x, ROWS_Y - 1 - HEAD_Y)
            gfx.fill(0, ROWS_Y - 1, 16, 241 - ROWS_Y, bg)
            gfx.fill(304, ROWS_Y - 1, 16, 241 - ROWS_Y, bg)
        draw_rows(gfx, ITEMS, self.idx, full, bg, self.old, ROWS_Y)
        self.full = False
        return True

