"""Helpers for driving Tigris's flow (firmware/games/tigris/flow.py) on CPython: positions from
the scenario files, inputs by name, and a whole game typed by the application tests' key driver.
"""

import os

import keydriver
from games.tigris import flow as tflow
from games.tigris.inputs import KEYMAP
from timeline import key_bits

from engine_core.tigris import ACT_TILE, PHASE_ACTION, Game

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCENARIOS = os.path.join(ROOT, "host_tests", "scenarios", "tigris")
BITS = key_bits()


def position(name, edit=None):
    """The start position of a scenario file, optionally edited as text."""
    with open(os.path.join(SCENARIOS, name)) as f:
        text = f.read().split("\nactions\n")[0] + "\n"
    if edit:
        for old, new in edit:
            assert old in text, old
            text = text.replace(old, new)
    return Game.from_text(text)


def copy(game):
    return Game.from_text(game.to_text())


def inputs_of(line):
    """A key driver script line as the flow's input bits (0 for waits and REVEAL)."""
    words = line.split("#")[0].split()
    bits = 0
    if words[0] == "press":
        for name in words[1:]:
            if not name.isdigit():
                bits |= KEYMAP[BITS[name].bit_length() - 1]
    return bits


def feed(flow, lines):
    """Key driver lines into the flow, as the console would send them."""
    for line in lines:
        verb = line.split()[0]
        if verb == "press":
            flow.press(inputs_of(line))
        elif verb in ("hold", "release") and "reveal" in line:
            flow.reveal(verb == "hold")


def flow_on(game, log_path=None, ready=True):
    """A flow resumed on a copy of `game`, past its first hand-over if `ready`."""
    flow = tflow.resume(copy(game), lambda data: None, "", log_path)
    if ready:
        flow.press_named("confirm")
    return flow


def play(flow, driver, action_text):
    """Types one action of the notation through the flow (the driver mirrors the game)."""
    driver.lines = []
    driver.ready = flow.ready if flow.mode != tflow.HANDOVER else -1
    driver.play(driver.game.action_from_text(action_text))
    feed(flow, driver.lines)


def driver_for(game, flow, seed=0):
    d = keydriver.KeyDriver(copy(game), seed=seed)
    d.cursor = flow.cursor
    d.ready = flow.ready
    return d


def quiet_tile(game):
    """A tile action of the player to move that starts nothing (no warning, no question)."""
    seat = game.current_player()
    for colour in range(4):
        if not game.hand(seat)[colour]:
            continue
        cells = game.legal_cells(ACT_TILE, colour)
        for cell in range(176):
            a = ACT_TILE << 12 | colour << 8 | cell
            if cells[cell] and not keydriver.warns(game, a):
                game.apply(a)
                quiet = game.phase() == PHASE_ACTION or game.active != seat
                game.undo()
                if quiet:
                    return a
    raise AssertionError("no quiet tile")
