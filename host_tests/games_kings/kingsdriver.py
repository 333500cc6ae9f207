"""A host-side player for Contest of Kings on the console: picks legal actions, types them as keys.

It mirrors the game with the engine on CPython and the few UI facts a player sees (the cursor,
whether a hand-over panel is up), and turns each chosen action into key presses of the
simulator's script language (key names by the box's caps: the key at NONE's place is `swap`).
Nothing here talks to the firmware's objects.
"""

import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "firmware"))

from console import savestore  # noqa: E402
from games.kings import payload  # noqa: E402

from engine_core.kings import (  # noqa: E402
    ACT_CARD,
    ACT_CATASTROPHE,
    ACT_COMMIT,
    ACT_LEADER,
    ACT_PASS,
    ACT_REWARD,
    ACT_SCORE,
    ACT_SHIP,
    ACT_TREASURE,
    ACT_WAR,
    GAP_SPOT,
    NONE,
    PHASE_ACTION,
    PHASE_COMMIT,
    PHASE_TREASURE,
    action_arg,
    action_cell,
    action_kind,
)

SLOT = "kings"
COLOUR_KEYS = ("red", "blue", "green", "black")
NONE_KEY = "swap"  # F7: the key the Tigris caps call SWAP answers "none" in Contest of Kings
START = (6, 1)  # firmware/games/kings/flow.py: START_CX, and depth 1


def game_from_save_dir(save_dir):
    data, status = savestore.SaveStore(save_dir, SLOT).load()
    assert data is not None, "no save (status %d)" % status
    game = payload.unpack(data)
    assert game is not None, "not a Contest of Kings save"
    return game


def setup_script(players=3):
    """Title (no save): "New: Contest of Kings" is the second row; players, seats, piles, start."""
    lines = ["wait 100", "press down", "press a"]
    if players == 4:
        lines.append("press right")
    elif players == 2:
        lines.append("press left")
    lines += ["press down"] * (players + 2)
    lines += ["press a", "wait 200"]
    return lines


def spot_xy(spot, cy):
    """The cursor (cx, cy) on a spot; a gap keeps the cursor's depth."""
    if spot >= GAP_SPOT:
        return 2 * (spot - GAP_SPOT) + 1, cy
    return 2 * (spot // 9), spot % 9


class KingsDriver:
    """Plays `game` (a CPython copy of the firmware's) and records the key presses."""

    def __init__(self, game, seed, pass_bias=0.05):
        self.game = game
        self.rng = random.Random(seed)
        self.pass_bias = pass_bias
        self.cx, self.cy = START
        self.ready = -1
        self.lines = []
        self.actions = 0
        self.kinds = set()

    def restart(self):
        """The firmware restarted: title -> Continue (the first row), a hand-over first."""
        self.cx, self.cy = START
        self.ready = -1
        self.lines += ["wait 100", "press a"]

    def press(self, *keys):
        self.lines.append("press " + " ".join(keys))

    def move_to(self, cx, cy):
        for _ in range(abs(cy - self.cy)):
            self.press("down" if cy > self.cy else "up")
        for _ in range(abs(cx - self.cx)):
            self.press("right" if cx > self.cx else "left")
        self.cx, self.cy = cx, cy

    def to_lit(self, kind, arg):
        """Where the flow puts the cursor on aiming a leader or the catastrophe: on the lit
        spot nearest it, the first in spot order of those as near, unless it is on one."""
        lit = sorted({action_cell(a) for a in self.game.legal_actions()
                      if action_kind(a) == kind and (kind != ACT_LEADER or action_arg(a) == arg)})
        here = (GAP_SPOT + (self.cx >> 1) if self.cx & 1 else (self.cx >> 1) * 9 + self.cy)
        if not lit or here in lit:
            return
        far = 99
        for s in lit:
            x, y = spot_xy(s, self.cy)
            d = abs(x - self.cx) + abs(y - self.cy)
            if d < far:
                far, where = d, (x, y)
        self.cx, self.cy = where

    def choose(self):
        g = self.game
        acts = g.legal_actions()
        if g.phase() == PHASE_ACTION:
            cards = [a for a in acts if action_kind(a) == ACT_CARD]
            roll = self.rng.random()
            if roll < self.pass_bias or len(acts) == 1:
                return [a for a in acts if action_kind(a) == ACT_PASS][0]
            if cards and roll < 0.75:
                return self.rng.choice(cards)
            return self.rng.choice([a for a in acts if action_kind(a) != ACT_PASS])
        return self.rng.choice(acts)

    def step(self):
        self.play(self.choose())

    def play(self, a):
        g = self.game
        if g.current_player() != self.ready:
            self.press("a")  # the hand-over panel
            self.ready = g.current_player()
        self.kinds.add(action_kind(a))
        owner, actor = g.active, g.current_player()
        self.type_action(a)
        g.apply(a)
        self.actions += 1
        if g.active != owner and actor == owner and not g.is_over() \
                and action_kind(a) != ACT_PASS:
            self.press("a")  # the turn's end: its last action stays up until A

    def type_action(self, a):
        g = self.game
        kind, arg, b = action_kind(a), action_arg(a), action_cell(a)
        if kind == ACT_CARD:
            self.press(COLOUR_KEYS[arg])
            self.move_to(2 * b if b < 8 else 2 * (b - 8) + 1, self.cy)
            self.press("a")
        elif kind in (ACT_LEADER, ACT_CATASTROPHE):
            if kind == ACT_LEADER:
                self.press("leader", )
                self.press(COLOUR_KEYS[arg])
            else:
                self.press("catastrophe")
            self.to_lit(kind, arg)
            self.move_to(*spot_xy(b, self.cy))
            self.press("a")
        elif kind == ACT_PASS:
            self.press("pass")
            self.press("a")
        elif kind in (ACT_SCORE, ACT_REWARD):
            self.lines.append("hold reveal")  # a missing card is refused in private only
            self.press(NONE_KEY if b == NONE else "a")
            self.lines.append("release reveal")
        elif kind in (ACT_SHIP, ACT_WAR, ACT_COMMIT, ACT_TREASURE):
            private = g.phase() in (PHASE_COMMIT, PHASE_TREASURE)
            if private:
                self.lines.append("hold reveal")
            if b == NONE and kind != ACT_COMMIT:
                self.press(NONE_KEY)
            else:
                for _ in range(g.legal_actions().index(a)):
                    self.press("right")
                self.press("a")
            if private:
                self.lines.append("release reveal")
        else:
            raise AssertionError("no keys for action %r" % a)
