"""Continue on a saved Assyria game (console/resumepage.py, games/assyria/card.py): the hand-over
panel at once, the map drawn around it while the game loads, A only takes the panel away; keys
pressed meanwhile are not lost. Start on a new game puts up its first hand-over the same way.
Everything shown is public (AS-7)."""

import random

import assyriadriver
import games_sim
from games.assyria import card

from engine_core.assyria import COLOUR_NAMES, Game

PANEL_Y = 178  # games/assyria/view.py: the hand-over panel's top
PHASE_WORDS = ("choose a start", "draft", "harvest", "place huts", "feed", "wells", "actions",
               "over")  # games/assyria/view.py, which this CPython test cannot import (framebuf)


def played(tmp_path, actions=12):
    """A save some actions into a game typed through the keys: huts on the map."""
    folder, game, _ = games_sim.started(assyriadriver, tmp_path)
    driver = assyriadriver.AssyriaDriver(game, seed=4)
    games_sim.play_in_runs(assyriadriver, folder, driver, actions, limit=actions)
    return folder


def test_continue_draws_the_games_own_hand_over_and_a_takes_only_the_panel(tmp_path):
    games_sim.check_continue(played(tmp_path), PANEL_Y)


def test_the_menus_pages_and_back_leave_the_same_table(tmp_path):
    games_sim.check_menu_pages(played(tmp_path))


def test_keys_pressed_while_the_game_loads_go_to_the_game(tmp_path):
    games_sim.check_keys_while_loading(played(tmp_path))


def test_start_draws_the_new_games_own_hand_over_at_once_and_the_table_around_it(tmp_path):
    # Start deals the game and puts up its first hand-over from the same card (console/launch.py
    # first_card); the next pass builds the game, which draws around the panel.
    games_sim.check_start(assyriadriver.setup_script(3), str(tmp_path / "saves"), PANEL_Y)


def test_keys_pressed_while_the_new_game_is_built_go_to_the_game(tmp_path):
    games_sim.check_keys_while_starting(assyriadriver.setup_script(3), str(tmp_path / "saves"))


def test_the_card_speaks_as_the_view():
    # Whom to pass to and the phase, for every position of a seeded game (the pixels of both
    # are compared on the simulator above, for one position).
    game = Game.new(3, 5)
    rng = random.Random(5)
    phases = set()
    while not game.is_over():
        seat = game.current_player()
        c = COLOUR_NAMES[game.colours[seat]]
        top, lines, which, painter = card.card(game, "")
        assert top == PANEL_Y and which == game.colours[seat] and painter == "mark.player_mark"
        assert [line[2] for line in lines] == [
            "Pass to %s: %s" % (c[0].upper() + c[1:], PHASE_WORDS[game.phase()]),
            "Press A when ready"]
        phases.add(game.phase())
        game.apply(rng.choice(game.legal_actions()))
    assert card.card(game, "") is None
    assert len(phases) >= 6, phases
