"""A host-side player for a game with bot seats: types the people's actions through the keys
(host_tests/firmware_app/keydriver.py) and mirrors the bots' decisions with the same bots.

The bots are deterministic from the save's bot seed and their seat (games/tigris/botturn.py), so
the mirror knows every bot decision before the console makes it; the script only has to leave the
console time enough to make them.
"""

import keydriver
from games.tigris.botturn import seat_seed
from games.tigris.payload import SEAT_KINDS

from engine_core.tigris import NO_CELL, Game, action_cell
from engine_core.tigris.bots import Bot

# Virtual time a bot decision may take on the console: paced (thinking, the cursor's hops, the
# aim, up to six told lines) or hurried with A (thinking only). Bounds, from botshow.py's
# constants, with room: a script that waits too little would type into the bots' turn.
PACED_MS = 9000
HURRIED_MS = 400


def bots_setup_script(kinds, board=0, variants=0):
    """Title (no save yet): New game, then the setup rows (keydriver.setup_script) with each
    seat's kind (SEAT_KINDS index) chosen by RIGHT on its row (games/tigris/setup.py)."""
    lines = keydriver.setup_script(len(kinds), board, variants)
    first = lines.index("press down")  # the first seat's row; one row per seat follows
    for seat in range(len(kinds) - 1, -1, -1):
        at = first + seat + 1
        lines[at:at] = ["press right"] * kinds[seat]
    return lines


def save_and_quit():
    """MENU, then the menu's last row (console/gamemenu.py: "Save and quit to title")."""
    return ["press menu", "press up", "press a"]


class BotDriver(keydriver.KeyDriver):
    """KeyDriver for the people's seats; `bots()` plays the bots' run on the mirror."""

    def __init__(self, game, seed, seats, bot_seed, swap_bias=0.3):
        keydriver.KeyDriver.__init__(self, game, seed, swap_bias)
        self.seats = seats
        self.bot_seed = bot_seed
        self.bot_actions = 0
        self.positions = []  # the mirror's position after each bot action of the last run
        self.moves = []  # and those actions

    def bot_turn(self):
        return not self.game.is_over() and self.seats[self.game.current_player()]

    def bots(self):
        """The bots' decisions on the mirror until a person decides; returns how many."""
        g = self.game
        self.positions = []
        self.moves = []
        n = 0
        while self.bot_turn():
            seat = g.current_player()
            a = Bot(SEAT_KINDS[self.seats[seat]], seat_seed(self.bot_seed, seat)).choose(g)
            if action_cell(a) != NO_CELL:
                self.cursor = action_cell(a)  # the console's cursor ends where a bot played
            g.apply(a)
            self.positions.append(g.to_text())
            self.moves.append(a)
            n += 1
        self.bot_actions += n
        return n

    def wait_for_bots(self, hurry):
        """The bots' run on the mirror, and the script's wait for the console to play it: A
        first when `hurry` (botturn.py: no pacing until a person decides)."""
        n = self.bots()
        if n:
            if hurry:
                self.press("a")
            self.lines.append("wait %d" % (n * (HURRIED_MS if hurry else PACED_MS)))
        return n

    def cursor_after(self, moves):
        """Where the console's cursor is after a restart and the bots' `moves`: a bot's action
        on a cell leaves it there (games/tigris/botturn.py)."""
        cells = [action_cell(a) for a in moves if action_cell(a) != NO_CELL]
        return cells[-1] if cells else keydriver.START_CURSOR

    def human_step(self):
        """One person's action, typed."""
        self.play(self.choose())


def copy(game):
    return Game.from_text(game.to_text())
