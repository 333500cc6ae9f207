"""Assyria's flow on its own (games/assyria/flow.py): a whole 3-player game typed key by key
through the key map, no display; the flow must hold the driver's position after every action."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "tools", "sim"))

import assyriadriver  # noqa: E402
from games.assyria import flow as aflow  # noqa: E402
from games.assyria.inputs import KEYMAP  # noqa: E402
from timeline import key_bits  # noqa: E402

from engine_core.assyria import Game  # noqa: E402

BITS = key_bits()


def feed(flow, lines):
    for line in lines:
        words = line.split()
        if words[0] == "press":
            bits = 0
            for w in words[1:]:
                bits |= KEYMAP[BITS[w].bit_length() - 1]
            flow.press(bits)


def test_a_whole_three_player_game_through_the_keys():
    seed = 7
    game = Game.new(3, seed)
    saved = []
    flow = aflow.new_flow(3, seed, saved.append)
    driver = assyriadriver.AssyriaDriver(game, seed=seed)
    assert flow.game.encode() == game.encode()
    words_checked = 0
    while not game.is_over():
        for a in game.legal_actions():
            # The flow's own words for an action are the notation's (notation-assyria.md).
            assert aflow.action_words(a) == game.action_to_text(a)
            words_checked += 1
        driver.lines = []
        driver.step()
        feed(flow, driver.lines)
        assert flow.game.encode() == game.encode(), (driver.actions, driver.lines)
    assert flow.is_over()
    assert saved[-1][5:] == game.encode()
    print("assyria: %d actions, kinds %s, %d action words checked" % (
        driver.actions, sorted(driver.kinds), words_checked))
    assert {1, 2, 3, 4, 5, 7, 8}.issubset(driver.kinds)
