"""A host-side player for the firmware: picks legal actions and types them as a person would.

It mirrors the game with the engine on CPython (the save's bytes decode to the very position the
firmware holds) and the few UI facts a player sees on screen: where the cursor is and whether a
hand-over page is up. Each chosen action becomes key presses of the simulator's script language,
so a whole game goes through the real UI; nothing here talks to the firmware's objects.
"""

import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "firmware"))

from console import savestore  # noqa: E402  (firmware/console/savestore.py runs on CPython)
from games.tigris import payload as savegame  # noqa: E402  (the Tigris save payload)

from engine_core.tigris import (  # noqa: E402
    ACT_BUILDING,
    ACT_CATASTROPHE,
    ACT_COMMIT,
    ACT_LEADER,
    ACT_MONUMENT,
    ACT_PASS,
    ACT_SWAP,
    ACT_TILE,
    ACT_TREASURE,
    ACT_WAR,
    ACT_ZIGGURAT,
    ACT_ZIGGURAT_VP,
    NO_CELL,
    PHASE_ACTION,
    action_arg,
    action_cell,
    action_kind,
)

START_CURSOR = 5 * 16 + 7  # firmware/games/tigris/flow.py: where a new flow puts the cursor
SLOT = "tigris"  # the console's save slot for Tigris (console/savestore.py)
COLOUR_KEYS = ("red", "blue", "green", "black")


def game_from_save_dir(save_dir):
    payload, status = savestore.SaveStore(save_dir, SLOT).load()
    assert payload is not None, "no save (status %d)" % status
    game = savegame.unpack(payload)
    assert game is not None, "not a game save"
    return game


def write_save(save_dir, game):
    """Put a position where the console's "Continue" finds it (savestore frame, savegame record)."""
    os.makedirs(save_dir, exist_ok=True)
    with open(os.path.join(save_dir, SLOT + ".bin"), "wb") as f:
        f.write(savestore.encode(savegame.pack(game)))


def setup_script(players, board=0, variants=0):
    """Title (no save yet): New game, then the setup rows (players, one per seat, board side,
    English, buildings, ziggurat, start) as firmware/games/tigris/setup.py lays them out."""
    lines = ["wait 100", "press a"]  # 'New game' is the first item without a save
    if players == 4:
        lines.append("press right")  # 3 -> 4
    elif players == 2:
        lines.append("press left")  # 3 -> 2
    lines += ["press down"] * (players + 1)  # to the board row
    if board:
        lines.append("press right")
    for bit in (1, 2, 4):
        lines.append("press down")
        if variants & bit:
            lines.append("press right")
    lines += ["press down", "press a", "wait 200"]
    return lines


def warns(game, a):
    """True if the console asks to confirm action `a` first (issue 13 item 7): a tile next to
    two kingdoms (TE-8.1), a leader that starts a revolt (TE-7.1). Tried on the mirror."""
    kind, cell = action_kind(a), action_cell(a)
    if kind == ACT_TILE:
        labels = set()
        row, col = cell >> 4, cell & 15
        for nb, ok in ((cell - 16, row > 0), (cell + 16, row < 10), (cell - 1, col > 0),
                       (cell + 1, col < 15)):
            if ok and game.region_is_kingdom(game.region[nb]):
                labels.add(game.region[nb])
        return len(labels) >= 2
    if kind == ACT_LEADER and cell != NO_CELL:
        game.apply(a)
        cf = game.conflict()
        game.undo()
        return cf is not None and cf[0] == 1
    return False


class KeyDriver:
    """Plays `game` (a CPython copy of the firmware's) and records the key presses."""

    def __init__(self, game, seed, swap_bias=0.5):
        self.game = game
        self.rng = random.Random(seed)
        self.swap_bias = swap_bias
        self.cursor = START_CURSOR
        self.ready = -1
        self.lines = []
        self.actions = 0
        self.phases = set()  # the kinds of decision typed so far (engine PHASE_* values)

    def restart(self):
        """The firmware was restarted: title -> Continue, a fresh view, a hand-over first."""
        self.cursor = START_CURSOR
        self.ready = -1
        self.lines.append("wait 100")
        self.lines.append("press a")

    def press(self, *keys):
        self.lines.append("press " + " ".join(keys))

    def move_to(self, cell):
        r0, c0 = self.cursor >> 4, self.cursor & 15
        r1, c1 = cell >> 4, cell & 15
        for _ in range(abs(r1 - r0)):
            self.press("down" if r1 > r0 else "up")
        for _ in range(abs(c1 - c0)):
            self.press("right" if c1 > c0 else "left")
        self.cursor = cell

    def onto_lit(self, kind, arg=None):
        """Where the console puts the cursor as it lights the cells of a choice on the board
        (games/tigris/play.py target_from_actions): the lit cell nearest it, the first of the
        engine's order among equals; where it is if it is on one."""
        r0, c0 = self.cursor >> 4, self.cursor & 15
        near = 99
        for x in self.game.legal_actions():
            c = action_cell(x)
            if action_kind(x) == kind and c != NO_CELL and (arg is None or action_arg(x) == arg):
                d = abs((c >> 4) - r0) + abs((c & 15) - c0)
                if d < near:
                    near = d
                    self.cursor = c

    def distance(self, a):
        c = action_cell(a)
        if c == NO_CELL:
            return 0
        return abs((c >> 4) - (self.cursor >> 4)) + abs((c & 15) - (self.cursor & 15))

    def choose(self):
        g = self.game
        acts = g.legal_actions()
        ph = g.phase()
        if ph == PHASE_ACTION:
            swaps = [a for a in acts if action_kind(a) == ACT_SWAP]
            if swaps and self.rng.random() < self.swap_bias:
                return max(swaps, key=lambda a: sum(a >> s & 7 for s in (0, 3, 6, 9)))
            placing = [a for a in acts if action_kind(a) in (ACT_TILE, ACT_LEADER, ACT_CATASTROPHE)
                       and action_cell(a) != NO_CELL]
            roll = self.rng.random()
            if roll < 0.04:
                withdraw = [a for a in acts if action_kind(a) == ACT_LEADER
                            and action_cell(a) == NO_CELL]
                if withdraw:
                    return self.rng.choice(withdraw)
            if roll < 0.08:
                return [a for a in acts if action_kind(a) == ACT_PASS][0]
            if placing:
                near = min(self.distance(a) for a in placing)
                return self.rng.choice([a for a in placing if self.distance(a) <= near + 2])
            return acts[0]
        return self.rng.choice(acts)

    def step(self):
        """Choose one legal action, type it, apply it to the mirror."""
        self.play(self.choose())

    def play(self, a):
        """Type a given legal action (after the hand-over page if one is up); apply it."""
        g = self.game
        if g.current_player() != self.ready:
            self.press("a")  # the hand-over page
            self.ready = g.current_player()
        self.phases.add(g.phase())
        active = g.active
        warned = warns(g, a)
        self.type_action(a)
        if warned:
            self.press("a")  # the warning ("Starts a war in green"): A confirms
        g.apply(a)
        self.actions += 1
        if action_kind(a) != ACT_PASS and (g.active != active or g.is_over()):
            # The turn ended with this action: its result stays up until A passes the console
            # on (issue 13 item 10; a PASS was confirmed before it was taken).
            self.press("a")

    def type_action(self, a):
        g = self.game
        kind, arg, cell = action_kind(a), action_arg(a), action_cell(a)
        if kind == ACT_TILE:
            self.press(COLOUR_KEYS[arg])
            self.move_to(cell)
            self.press("a")
        elif kind == ACT_LEADER:
            self.press("leader")
            self.press(COLOUR_KEYS[arg])
            if cell == NO_CELL:
                self.press("leader")  # LEADER again: withdraw, then A confirms
            else:
                self.move_to(cell)
            self.press("a")
        elif kind == ACT_CATASTROPHE:
            self.press("catastrophe")
            self.move_to(cell)
            self.press("a")
        elif kind == ACT_SWAP:
            self.lines.append("hold reveal")
            self.press("swap")
            for c in range(4):
                for _ in range(a >> (3 * c) & 7):
                    self.press(COLOUR_KEYS[c])
            self.press("a")
            self.lines.append("release reveal")
        elif kind == ACT_PASS:
            self.press("pass")
            self.press("a")
        elif kind == ACT_COMMIT:
            options = sorted(x & 0xFFF for x in g.legal_actions())
            self.lines.append("hold reveal")
            for _ in range(options.index(a & 0xFFF)):
                self.press("up")
            self.press("a")
            self.lines.append("release reveal")
        elif kind in (ACT_WAR, ACT_ZIGGURAT_VP):
            self.press(COLOUR_KEYS[arg])
            self.press("a")
        elif kind == ACT_MONUMENT:
            options = []
            for x in g.legal_actions():
                m = action_arg(x) if action_cell(x) != NO_CELL else 255
                if m not in options:
                    options.append(m)
            want = arg if cell != NO_CELL else 255
            for _ in range(options.index(want)):
                self.press("right")
            self.press("a")
            if cell != NO_CELL:
                self.onto_lit(ACT_MONUMENT, arg)
                self.move_to(cell)
                self.press("a")
        elif kind in (ACT_TREASURE, ACT_BUILDING, ACT_ZIGGURAT):
            self.onto_lit(kind)
            if cell == NO_CELL:
                self.press("pass")
            else:
                self.move_to(cell)
                self.press("a")
        else:
            raise AssertionError("no keys for action %r" % a)
