"""Continue on a saved Assyria game (console/resumepage.py, games/assyria/card.py): the hand-over
panel at once, the map drawn around it while the game loads, A only takes the panel away; keys
pressed meanwhile are not lost. Start on a new game puts up its first hand-over the same way.
Everything shown is public (AS-7)."""

import os
import random

import assyriadriver
import games_sim
import simrun
from console import savestore
from games.assyria import card, payload
from games.assyria.flow import LOG_KEEP

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


def test_continue_tells_again_what_the_seat_to_play_had_not_seen(tmp_path):
    # A play-test: after Continue the hand-over said only whom to pass to, where the same
    # hand-over in the sitting before had told the last thing done (a reign's points). The
    # card reads the log's marks of who took the console (console/gamelog.py told_again).
    (top, lines, which, painter, seen), told = games_sim.card_and_told(
        assyriadriver, played(tmp_path), tmp_path)
    assert told and seen[0] == told[-LOG_KEEP:]
    assert [line[1:3] for line in lines[1:]] == [[196, told[-1]], [221, "Press A when ready"]]


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
    assert card._TOLD_AGAIN == LOG_KEEP  # the lines a resumed flow keeps are those the card told
    game = Game.new(3, 5)
    rng = random.Random(5)
    phases = set()
    while not game.is_over():
        seat = game.current_player()
        c = COLOUR_NAMES[game.colours[seat]]
        top, lines, which, painter, seen = card.card(game, None)  # nothing told yet
        assert top == PANEL_Y and which == game.colours[seat] and painter == "mark.player_mark"
        assert seen is None
        assert [line[2] for line in lines] == [
            "Pass to %s: %s" % (c[0].upper() + c[1:], PHASE_WORDS[game.phase()]),
            "Press A when ready"]
        phases.add(game.phase())
        game.apply(rng.choice(game.legal_actions()))
    assert card.card(game, "") is None
    assert len(phases) >= 6, phases


def list_with_other_targets_above_the_menu():
    """A game at a hex with several actions whose list lights fewer targets than the phase
    does, some of the difference in cells wholly above the first push the map draws from the
    menu panel's top, y 85 (games/assyria/mapview.py first_push: from y 44 in a column of
    seven hexes, from y 77 in one of six): (game, hex)."""
    from engine_core.assyria import action_kind, new_game
    from engine_core.assyria.board import COL, COLUMN_START, ROW

    def above(h):
        c = COL[h]
        tall = COLUMN_START[c + 1] - COLUMN_START[c] == 7
        return 22 * ROW[h] + (0 if tall else 11) + 18 <= (44 if tall else 77)

    rng = random.Random(1)
    g = new_game(3, 1)
    while not g.is_over():
        legal = g.legal_actions()
        on = [a for a in legal if assyriadriver.ON_MAP[action_kind(a)]]
        lit = {x for a in on for x in assyriadriver.hexes_of(a)}
        for h in sorted(lit):
            here = [a for a in on if h in assyriadriver.hexes_of(a)]
            if len(here) > 1 and any(above(x) for x in lit ^ set(assyriadriver.hexes_of(here[0]))):
                return g, h
        busy = [a for a in legal if action_kind(a) != 8]
        g.apply(rng.choice(busy if busy and rng.random() < .8 else legal))
    raise AssertionError("no such list in the game")


def test_back_from_the_menu_over_a_list_redraws_the_targets_above_its_panel(tmp_path):
    # B back enters the phase afresh (flow.py back_from_menu): a list's few lit targets give
    # way to all of the phase's, above the menu's panel too. The map is then what VIEW round to
    # it draws whole, pixel for pixel.
    game, h = list_with_other_targets_above_the_menu()
    folder = str(tmp_path / "saves")
    os.makedirs(folder)
    with open(os.path.join(folder, assyriadriver.SLOT + ".bin"), "wb") as f:
        f.write(savestore.encode(payload.pack(game)))
    driver = assyriadriver.AssyriaDriver(game, 0)
    driver.onto_lit()  # where the map puts the cursor
    driver.move_to(h)
    steps = ["wait 1000", "press a", "wait 300"] + driver.lines + [
        "press a", "wait 300", "shot list", "press menu", "wait 200", "press b", "wait 400",
        "shot back"] + ["press pass", "wait 300"] * 3 + ["wait 100", "shot whole"]
    run = games_sim.direct_resume(folder, steps)
    times = games_sim.simrun.shot_times(steps)
    back = run.frame_at(times["back"]).memory
    listed = run.frame_at(times["list"]).memory
    map_rows = slice(0, 158 * 640)  # the map's place (games/assyria/view.py INFO_Y)
    assert back[map_rows] == run.frame_at(times["whole"]).memory[map_rows]
    assert back[: 85 * 640] != listed[: 85 * 640]  # the targets above the panel changed


# The firmware as main.py runs it, printing the game's message after each key it takes.
MESSAGE_PROBE = """
from console import app, gamescreen

_update = gamescreen.GameScreen.update


def update(self, pressed, held, now):
    screen = _update(self, pressed, held, now)
    if pressed:
        print("message: " + self.flow.msg)
    return screen


gamescreen.GameScreen.update = update
app.run()
"""


def test_a_key_with_no_use_says_so(tmp_path):
    # A play-test pressed REVEAL and the colours Assyria does not use on the map: nothing
    # happened and nothing was said. Their caps say "-"; the strip now says why (AS-7: every
    # card is public), and the next key goes on as before.
    folder = played(tmp_path)
    probe = tmp_path / "probe.py"
    probe.write_text(MESSAGE_PROBE)
    steps = ["wait 100", "press a", "wait 1000", "press a", "wait 200", "press green",
             "wait 100", "hold reveal 100", "release reveal", "wait 100", "press pass",
             "wait 200"]
    run = simrun.run(steps, folder, heap=games_sim.HEAP, program=str(probe))
    assert run.returncode == 0, run.output
    told = [line[9:] for line in run.output.splitlines() if line.startswith("message: ")]
    assert told[-3:] == ["That key has no use in this game", "Nothing to reveal: all is public",
                         ""], told
