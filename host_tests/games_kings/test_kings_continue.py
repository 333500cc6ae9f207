"""Continue on a saved Contest of Kings game (console/resumepage.py, games/kings/card.py): the
hand-over panel at once, the table drawn around it while the game loads, A only takes the panel
away; keys pressed meanwhile are not lost; nothing private shows without a fresh REVEAL (CK-7.3).
Start on a new game puts up its first hand-over the same way.
"""

import random

import games_sim
import kingsdriver
import simrun
from games.kings import card, mark, words
from games.kings.flow import LOG_KEEP, name
from test_kings_sim import PANEL_BG

from engine_core.kings import DYNASTY_INITIALS, Game

SEATS_Y = 202  # games/kings/view.py: the hand-over panel's top
INFO_Y = 184  # its top when it tells what happened since the seat last held the console


def played(tmp_path, actions=12):
    """A save some actions into a game typed through the keys: cards and leaders on the table."""
    folder, game, _ = games_sim.started(kingsdriver, tmp_path)
    driver = kingsdriver.KingsDriver(game, seed=4)
    games_sim.play_in_runs(kingsdriver, folder, driver, actions, limit=actions)
    return folder


def test_continue_draws_the_games_own_hand_over_and_a_takes_only_the_panel(tmp_path):
    # The panel tells the newest of what the seat to play had not seen: the top of a panel
    # with a line told.
    games_sim.check_continue(played(tmp_path), INFO_Y)


def test_continue_tells_again_what_the_seat_to_play_had_not_seen(tmp_path):
    # A play-test: after Continue the hand-over said only whom to pass to, where the same
    # hand-over in the sitting before had told what the last player did. The card reads the
    # log's marks of who took the console (console/gamelog.py told_again): the lines since
    # the seat to play last held it, the newest on a line of its own, the count of the rest.
    (top, lines, which, painter, seen), told = games_sim.card_and_told(
        kingsdriver, played(tmp_path), tmp_path)
    assert len(told) >= 2
    assert top == INFO_Y and seen[0] == told
    assert [line[2] for line in lines[1:]] == [
        told[-1], "A when ready  (%d more: MENU, log)" % (len(told) - 1)]


def test_the_menus_pages_and_back_leave_the_same_table(tmp_path):
    games_sim.check_menu_pages(played(tmp_path))


def test_keys_pressed_while_the_game_loads_go_to_the_game(tmp_path):
    games_sim.check_keys_while_loading(played(tmp_path))


def test_start_draws_the_new_games_own_hand_over_at_once_and_the_table_around_it(tmp_path):
    # Start deals the game and puts up its first hand-over from the same card (console/launch.py
    # first_card); the next pass builds the game, which draws around the panel.
    games_sim.check_start(kingsdriver.setup_script(3), str(tmp_path / "saves"), SEATS_Y)


def test_keys_pressed_while_the_new_game_is_built_go_to_the_game(tmp_path):
    games_sim.check_keys_while_starting(kingsdriver.setup_script(3), str(tmp_path / "saves"))


def test_reveal_held_through_continue_shows_nothing_until_pressed_afresh(tmp_path):
    # CK-7.3: REVEAL held from the title through Continue, the loading and A shows no hand: the
    # private panel comes only with a press after A, by the player who took the console.
    folder = played(tmp_path)
    steps = ["wait 100", "hold reveal 20", "press a", "wait 1000", "press a", "wait 200",
             "release reveal", "wait 100", "shot before", "hold reveal 200", "shot hand",
             "release reveal", "wait 200"]
    run = simrun.run(steps, folder, heap=games_sim.HEAP)
    assert run.returncode == 0, run.output
    times = simrun.shot_times(steps)
    events = run.script.events
    fresh = [events[i][0] for i in range(1, len(events))
             if events[i][1] & ~events[i - 1][1] & 64][1]  # the second REVEAL press
    assert PANEL_BG in run.frame_at(times["hand"]).colours(0, 0, 320, 240)
    early = [f for f in run.frames if f.ticks < fresh]
    assert len(early) >= 4  # the title, the page, the table around it, A's
    assert not any(PANEL_BG in f.colours(0, 0, 320, 240) for f in early)


def test_the_card_speaks_as_the_view_and_its_mark_is_the_engines():
    # The card's words are view.py draw_handover's for every position of a seeded game: whom to
    # pass to, and the turn or the question asked (CK-5, CK-6), through all its phases.
    assert mark.INITIALS == DYNASTY_INITIALS
    assert card._TOLD_AGAIN == LOG_KEEP  # the lines a resumed flow keeps are those the card told
    game = Game.new([2, 0, 3], 5)
    rng = random.Random(5)
    phases = set()
    while not game.is_over():
        seat, ph = game.current_player(), game.phase()
        why = "your turn" if ph == 0 else "answer " + words.ASK_WORDS.get(ph, "").lower()
        top, lines, which, painter, seen = card.card(game, None)  # nothing told yet
        assert top == SEATS_Y and which == game.dynasties[seat] and painter == "mark.dynasty_mark"
        assert seen is None
        assert [line[2] for line in lines] == ["Pass to %s: %s" % (name(game, seat), why),
                                               "A when ready"]
        phases.add(ph)
        game.apply(rng.choice(game.legal_actions()))
    assert card.card(game, "") is None
    assert len(phases) >= 5, phases


# The firmware as main.py runs it, with the first import of the in-game menu failing for want
# of heap, as in a heap in pieces (console/gamescreen.py after_frame loads it ahead).
NO_ROOM_PROBE = """
import builtins

failed = []
_import = builtins.__import__


def no_room(name, *args):
    if name == "console.gamemenu" and not failed:
        failed.append(name)
        raise MemoryError("memory allocation failed")
    return _import(name, *args)


builtins.__import__ = no_room
from console import app  # noqa: E402

try:
    app.run()
finally:
    print("menu ahead failed:", len(failed))
"""


def test_no_room_for_the_menu_ahead_does_not_stop_the_game(tmp_path):
    # The menu's modules and the glyphs loaded ahead after a frame are a saving, not a need:
    # with no room for them the game goes on, and MENU loads its page when pressed.
    folder = played(tmp_path)
    steps = ["wait 100", "press a", "wait 1000", "press a", "wait 300", "press menu",
             "wait 300", "shot menu", "press b", "wait 300", "shot back"]
    probe = tmp_path / "probe.py"
    probe.write_text(NO_ROOM_PROBE)
    run = simrun.run(steps, games_sim.copy_of(folder, "no-room"), heap=games_sim.HEAP,
                     program=str(probe))
    assert run.returncode == 0, run.output
    assert "menu ahead failed: 1" in run.output
    plain = simrun.run(steps, games_sim.copy_of(folder, "plain"), heap=games_sim.HEAP)
    times = simrun.shot_times(steps)
    for shot in ("menu", "back"):
        assert run.frame_at(times[shot]).memory == plain.frame_at(times[shot]).memory, shot
