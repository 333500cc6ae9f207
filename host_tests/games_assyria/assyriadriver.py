"""A host-side player for Assyria on the console: picks legal actions, types them as keys.

It mirrors the game with the engine on CPython and what a player sees (the cursor's hex, a
hand-over panel, whether the map or a list is up), and turns each action into key presses of the
simulator's script language (keys by the box's caps: CHOOSE is the key at `red`, VIEW at `pass`).
Nothing here talks to the firmware's objects.
"""

import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "firmware"))

from console import savestore  # noqa: E402
from games.assyria import payload  # noqa: E402

from engine_core.assyria import action_kind  # noqa: E402
from engine_core.assyria.board import COL, COLUMN_START, ROW  # noqa: E402

SLOT = "assyria"
CHOOSE_KEY = "red"  # F1
VIEW_KEY = "pass"  # F8
START_HEX = 25  # firmware/games/assyria/flow.py
ON_MAP = (0, 1, 0, 0, 1, 1, 1, 1, 0, 1, 1, 0, 0, 0, 0)


def game_from_save_dir(save_dir):
    data, status = savestore.SaveStore(save_dir, SLOT).load()
    assert data is not None, "no save (status %d)" % status
    game = payload.unpack(data)
    assert game is not None, "not an Assyria save"
    return game


def setup_script(players=3):
    """Title (no save): "New: Assyria" is the third row; players, start."""
    lines = ["wait 100", "press down", "press down", "press a"]
    if players == 4:
        lines.append("press right")
    elif players == 2:
        lines.append("press left")
    lines += ["press down", "press a", "wait 200"]
    return lines


def hexes_of(a):
    from games.assyria.flow import hexes_of as of

    return of(a)


def nearest_lit(lit, h):
    from games.assyria.flow import nearest_lit as near

    return near(lit, h)


def step_cursor(h, key):
    """Where the firmware's cursor goes from hex h on a D-pad key (flow.move)."""
    c, r = COL[h], ROW[h]
    if key == "up" and r > 0:
        r -= 1
    elif key == "down":
        r += 1
    elif key == "left" and c > 0:
        c -= 1
    elif key == "right" and c < 9:
        c += 1
    last = COLUMN_START[c + 1] - COLUMN_START[c] - 1
    return COLUMN_START[c] + min(r, last)


class AssyriaDriver:
    def __init__(self, game, seed):
        self.game = game
        self.rng = random.Random(seed)
        self.cursor = START_HEX
        self.ready = -1
        self.lines = []
        self.actions = 0
        self.kinds = set()

    def restart(self):
        self.cursor = START_HEX
        self.ready = -1
        self.lines += ["wait 100", "press a"]

    def press(self, *keys):
        self.lines.append("press " + " ".join(keys))

    def move_to(self, target):
        while self.cursor != target:
            c, r = COL[self.cursor], ROW[self.cursor]
            tc, tr = COL[target], ROW[target]
            key = ("right" if tc > c else "left") if tc != c else ("down" if tr > r else "up")
            self.cursor = step_cursor(self.cursor, key)
            self.press(key)

    def onto_lit(self):
        """The cursor where the console puts it as the map lights its targets: on the nearest
        lit hex (flow.py enter_phase)."""
        lit = bytearray(64)
        for x in self.game.legal_actions():
            if ON_MAP[action_kind(x)]:
                for h in hexes_of(x):
                    lit[h] = 1
        if any(lit):
            self.cursor = nearest_lit(lit, self.cursor)

    def choose(self):
        acts = self.game.legal_actions()
        # Fewer "done"s than the random share: the game moves on and builds on the map.
        busy = [a for a in acts if action_kind(a) != 8]
        if busy and self.rng.random() < 0.8:
            return self.rng.choice(busy)
        return self.rng.choice(acts)

    def step(self):
        self.play(self.choose())

    def play(self, a):
        g = self.game
        if g.current_player() != self.ready:
            self.press("a")
            self.ready = g.current_player()
        self.kinds.add(action_kind(a))
        legal = g.legal_actions()
        on_map = [x for x in legal if ON_MAP[action_kind(x)]]
        self.onto_lit()
        if ON_MAP[action_kind(a)]:
            h = hexes_of(a)[0]
            self.move_to(h)
            here = [x for x in on_map if h in hexes_of(x)]
            if len(here) > 1:
                self.press("a")
                for _ in range(here.index(a)):
                    self.press("down")
            self.press("a")
        else:
            if on_map:
                self.press(CHOOSE_KEY)
                options = [x for x in legal if not ON_MAP[action_kind(x)]]
            else:
                options = legal
            for _ in range(options.index(a)):
                self.press("down")
            self.press("a")
        g.apply(a)
        self.actions += 1
