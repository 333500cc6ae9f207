"""The CircuitPython edition's shared pages: the shelf of every game, Tigris's dynasty choice,
the rules, the key test, and the game log whose private lines show only under a fresh REVEAL
(TE-13)."""

import os

import cprig
import keydriver
from console import gamelog
from games import GAMES, load
from games.kings.rules_text import PAGES as KINGS_RULES
from panelbus import rgb565

KEY_ON = rgb565(0x00, 0x9E, 0x73)


def test_the_shelf_offers_every_game_and_a_save_first(tmp_path):
    rig = cprig.Rig(str(tmp_path))
    names = [load(g).NAME for g in GAMES]
    assert rig.app.page.items == (["New: " + n for n in names] + ["Rules: " + n for n in names]
                                  + ["Key test"])
    rig.script(keydriver.setup_script(2))  # a Tigris game saved
    rig = cprig.Rig(str(tmp_path))
    assert rig.app.page.items[0] == "Continue Tigris & Euphrates"
    assert len(rig.app.page.items) == 8


def test_tigris_setup_gives_each_seat_the_chosen_dynasty(tmp_path):
    rig = cprig.Rig(str(tmp_path))
    rig.press("a")  # New: Tigris & Euphrates
    rig.press("down")  # seat 1
    rig.press("right")  # archer -> lion, the first dynasty no seat of three has
    rig.press("up")
    rig.press("left")  # 2 players
    for _ in range(7):
        rig.press("down")  # two seats, board, the three variants, start
    rig.press("a")
    game = keydriver.game_from_save_dir(str(tmp_path))
    assert game.num_players == 2
    assert list(game.dynasties[:2]) == [3, 1]  # lion, bull


def test_rules_pages_turn_and_go_back(tmp_path):
    rig = cprig.Rig(str(tmp_path))
    for _ in range(4):
        rig.press("down")  # Rules: Contest of Kings
    rig.press("a")
    assert KINGS_RULES[0].split("\n")[0] in cprig.labels(rig.app.page.group)
    rig.press("right")
    assert KINGS_RULES[1].split("\n")[0] in cprig.labels(rig.app.page.group)
    rig.press("b")
    assert type(rig.app.page).__name__ == "Title"


def test_key_test_lights_held_keys_and_a_held_b_leaves(tmp_path):
    rig = cprig.Rig(str(tmp_path))
    rig.press("up")  # the last row: Key test
    rig.press("a")
    off = rig.count(KEY_ON)
    rig.hold("red")
    assert rig.count(KEY_ON) >= off + 72 * 32 - 6 * 12 * 2  # one pad lit, less its label
    rig.release("red")
    assert rig.count(KEY_ON) == off
    rig.hold("b")
    rig.now += 1.0
    rig.app.step()
    assert type(rig.app.page).__name__ == "KeyTest"  # not yet: 2 s
    rig.now += 1.1
    rig.app.step()
    rig.release("b")
    assert type(rig.app.page).__name__ == "Title"


def played_until_own_lines(tmp_path, at_handover):
    """A 2-player Tigris game on the rig, played by the key driver until the last player to
    take the console has lines of their own in the log, with (or without) a hand-over up."""
    folder = str(tmp_path)
    rig = cprig.Rig(folder, seed=2)
    rig.script(keydriver.setup_script(2))
    game = keydriver.game_from_save_dir(folder)
    driver = keydriver.KeyDriver(game, seed=3, swap_bias=0.2)
    path = os.path.join(folder, "tigris.log")
    while True:
        driver.lines = []
        driver.step()
        rig.script(driver.lines)
        flow = rig.flow()
        assert driver.actions < 200
        if (flow.mode == 0) == at_handover and flow.ready >= 0:
            flow.flush_log()
            lines = gamelog.scan(path)[0]
            if len(gamelog.visible(lines, flow.ready)) > len(gamelog.visible(lines, -1)):
                return rig


def test_the_log_shows_a_players_own_lines_only_under_a_fresh_reveal(tmp_path):
    rig = played_until_own_lines(tmp_path, at_handover=False)
    rig.hold("reveal")  # held from the game screen into the log: no fresh press
    rig.press("menu")
    rig.press("down")
    rig.press("down")
    rig.press("a")  # Game log
    assert type(rig.app.page).__name__ == "LogPage"
    public = [w for w in cprig.labels(rig.app.page.group) if w]
    assert not [w for w in public if w.startswith("You: ")]
    rig.release("reveal")
    rig.hold("reveal")
    own = [w for w in cprig.labels(rig.app.page.group) if w.startswith("You: ")]
    assert own
    rig.release("reveal")
    assert not [w for w in cprig.labels(rig.app.page.group) if w.startswith("You: ")]
    rig.press("b")
    assert type(rig.app.page).__name__ == "GameMenu"



def test_menu_at_a_hand_over_shows_no_ones_own_log_lines(tmp_path):
    # MENU works on the pass screen, but nobody has taken the console there: the log shows
    # the public lines only, even under a fresh REVEAL, and B goes back to the hand-over.
    rig = played_until_own_lines(tmp_path, at_handover=True)
    rig.press("menu")
    rig.press("down")
    rig.press("down")
    rig.press("a")  # Game log
    assert type(rig.app.page).__name__ == "LogPage"
    rig.hold("reveal")
    assert not [w for w in cprig.labels(rig.app.page.group) if w.startswith("You: ")]
    rig.release("reveal")
    rig.press("b")
    rig.press("b")
    assert rig.flow().mode == 0  # the same hand-over

def test_a_second_game_in_one_power_cycle_drops_the_first_ones_modules(tmp_path):
    import sys

    rig = cprig.Rig(str(tmp_path))
    rig.script(keydriver.setup_script(2))  # Tigris
    assert "cpgames.tigris.view" in sys.modules
    rig.press("a")  # past the hand-over
    rig = rig.leave_and_power_cycle(str(tmp_path))
    rig.script(["press down"] * 2 + ["press a"])  # New: Contest of Kings (after Continue)
    rig.press("up")  # Start the game
    rig.press("a")
    assert type(rig.app.page).__name__ == "GameScreen" and rig.app.page.game_id == "kings"
    assert not [m for m in sys.modules if m.startswith(("cpgames.tigris", "games.tigris.flow",
                                                        "engine_core.tigris"))]
    assert rig.app.sheet[0] == "kings"
