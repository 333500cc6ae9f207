"""The application's other pages and guards on the simulator: damaged-save note, battery
warning and 'charge me', key test, rules, refusals that change nothing, undo, bouncing keys."""

import os

import gen_keypos  # tools/, on the path through simrun
import keydriver
import simrun
from panel_model import rgb565

WARN = rgb565(240, 228, 66)  # firmware/console/LAYOUT.md
SCREEN_BG = rgb565(16, 32, 64)
CHARGE_BG = rgb565(90, 0, 0)
KEY_ON = rgb565(0, 158, 115)
KEY_OFF = rgb565(60, 60, 80)
STRIP_BG = rgb565(24, 24, 48)
TEXT = rgb565(255, 255, 255)
DIM = rgb565(140, 150, 170)
SELECT_BG = rgb565(0, 114, 178)
START = keydriver.START_CURSOR


def box(frame, x, y, w, h):
    return frame.colours(x, y, w, h)


def shot(run, script, name):
    return run.frame_at(simrun.shot_times(script)[name])


def test_damaged_save_is_told_on_the_title(save_dir):
    script = ["wait 200", "shot title"]
    clean = simrun.run(script, save_dir)
    assert WARN not in box(shot(clean, script, "title"), 16, 180, 288, 8)
    # A current save that fails its check: the store falls back to the one before.
    with open(os.path.join(save_dir, "tigris.bin"), "rb") as f:
        good = f.read()
    with open(os.path.join(save_dir, "tigris.bak"), "wb") as f:
        f.write(good)
    with open(os.path.join(save_dir, "tigris.bin"), "wb") as f:
        f.write(good[:-3] + b"\x00\x00\x00")
    damaged = simrun.run(script + ["press a", "wait 200", "shot handover"], save_dir)
    assert damaged.returncode == 0, damaged.output
    assert WARN in box(shot(damaged, script, "title"), 16, 180, 288, 8)
    # ... and Continue still opens the previous save's game.
    assert shot(damaged, script + ["press a", "wait 200", "shot handover"],
                "handover").pixel565(2, 230) == rgb565(0, 60, 50)


def test_low_battery_warns_in_the_strip(save_dir):
    script = ["wait 100", "press a", "press a", "wait 2500", "shot board"]
    ok = simrun.run(script, save_dir, battery_mv=4000)
    low = simrun.run(script, save_dir, battery_mv=3450)  # below warn_mv 3500 of the pin map
    for run in (ok, low):
        assert run.returncode == 0, run.output
    assert WARN not in box(shot(ok, script, "board"), 288, 222, 32, 8)
    assert WARN in box(shot(low, script, "board"), 288, 222, 32, 8)


def test_critical_battery_asks_for_a_charge_and_keeps_the_save(save_dir):
    # The battery is read on the first loop pass, so a critical cell stops the console on the
    # title before any game is open: 'charge me' at once, and the save is left as it was (every
    # action is saved the moment it is made, so there is nothing newer to write here).
    before = keydriver.game_from_save_dir(save_dir).to_text()
    script = ["wait 100", "press a", "press a", "wait 3000", "shot charge"]
    run = simrun.run(script, save_dir, battery_mv=3000)
    assert run.returncode == 0, run.output
    assert shot(run, script, "charge").pixel565(2, 2) == CHARGE_BG
    assert keydriver.game_from_save_dir(save_dir).to_text() == before


def test_title_with_every_game_saved_keeps_its_rows_above_the_footer(save_dir):
    # Ten rows (a save of each game, New and Rules of each, Key test) ran under the footer and
    # off the panel. Eight show and the list scrolls with the selection; the footer names the
    # players of a selected Continue row (a game's name and four players do not fit a row).
    from console.savestore import SaveStore
    from games.assyria import payload as assyria_payload
    from games.kings import payload as kings_payload

    from engine_core import assyria, kings

    for slot, payload, game in (("kings", kings_payload, kings.Game.new([0, 1, 2, 3], 5)),
                                ("assyria", assyria_payload, assyria.Game.new(4, 5))):
        assert SaveStore(save_dir, slot).save(payload.pack(game)) is None
    script = ["wait 300", "shot top", "press down", "wait 100", "shot kings",
              "press up", "press up", "wait 100", "shot bottom", "press a", "wait 200",
              "shot keytest"]
    run = simrun.run(script, save_dir)
    assert run.returncode == 0, run.output
    top, kings_row, bottom = (shot(run, script, n) for n in ("top", "kings", "bottom"))
    for frame in (top, kings_row, bottom):
        assert TEXT not in box(frame, 0, 214, 320, 26)  # no row under or over the footer
        assert DIM in box(frame, 16, 222, 288, 16)  # the footer
        assert all(TEXT in box(frame, 40, 40 + 22 * i, 260, 18) for i in range(8))
    assert SELECT_BG in box(top, 16, 42, 288, 14)  # the first row, Continue Tigris
    assert SELECT_BG in box(bottom, 16, 40 + 22 * 7 + 2, 288, 14)  # Key test, scrolled to
    assert top.region565(0, 40, 320, 170) != bottom.region565(0, 40, 320, 170)
    # Each Continue row's own players on the footer, the keys on the others'.
    footers = [tuple(f.region565(0, 220, 320, 20)) for f in (top, kings_row, bottom)]
    assert len(set(footers)) == 3
    assert KEY_OFF in box(shot(run, script, "keytest"), 0, 0, 320, 240)


def test_key_test_lights_each_key_and_goes_back(save_dir):
    # Title with a save: Continue, the games' New and Rules rows, Key test (the last row: UP
    # from the first goes round to it, however many games the shelf holds).
    script = ["wait 100", "press up", "press a", "shot idle",
              "hold red 200", "shot red", "release red", "hold b 2200", "release b",
              "shot back"]
    run = simrun.run(script, save_dir)
    assert run.returncode == 0, run.output
    # Where the page draws each key: console/keypos.py, made from hardware/layout.json
    # (test_key_test_face.py checks those places against the layout itself).
    places = {k[1]: k[2:] for k in gen_keypos.face(*gen_keypos.committed_data())["keys"]}
    assert KEY_OFF in box(shot(run, script, "idle"), *places["red"])
    assert KEY_ON in box(shot(run, script, "red"), *places["red"])
    assert KEY_ON not in box(shot(run, script, "red"), *places["up"])  # UP stays dark
    assert shot(run, script, "back").pixel565(2, 120) == SCREEN_BG


def test_rules_pages_turn(save_dir):
    # Title with Tigris's save: Continue, a New row per game, then "Rules: Tigris & Euphrates".
    from games import GAMES

    script = ["wait 100"] + ["press down"] * (1 + len(GAMES)) + [
              "press a", "shot page1", "press right",
              "shot page2", "press b", "shot title"]
    run = simrun.run(script, save_dir)
    assert run.returncode == 0, run.output
    one = shot(run, script, "page1")
    two = shot(run, script, "page2")
    assert one.region565(0, 30, 320, 190) != two.region565(0, 30, 320, 190)
    # Issue 13 item 12: the body face, 18 px a line (3.2 mm), not the 13 px one. The first
    # line, "Tigris & Euphrates, 2-4 players", has capitals and descenders: its ink spans
    # 16 rows in the body face, 12 in the small one.
    ink = [y for y in range(28, 47) if TEXT in one.colours(8, y, 304, 1)]
    assert ink and ink[-1] - ink[0] + 1 >= 15, ink


def own_land_colour(game):
    hand = game.hand(game.current_player())
    return next(c for c in (0, 2, 3) if hand[c])


def test_refused_action_changes_nothing(save_dir):
    game = keydriver.game_from_save_dir(save_dir)
    before = game.to_text()
    # Blue tiles go on the river only (TE-5.4); the cursor starts on land.
    assert not game.river[START]
    script = ["wait 100", "press a", "press a", "shot board", "hold reveal", "press blue",
              "press a", "shot refused", "release reveal", "press b", "shot back"]
    run = simrun.run(script, save_dir)
    assert run.returncode == 0, run.output
    assert keydriver.game_from_save_dir(save_dir).to_text() == before
    board = shot(run, script, "board")
    refused = shot(run, script, "refused")
    # The strip's second line tells the reason instead of the prompt; back out of the placement,
    # the board is exactly as before.
    assert refused.region565(24, 231, 296, 8) != board.region565(24, 231, 296, 8)
    back = shot(run, script, "back")
    assert back.region565(0, 0, 320, 220) == board.region565(0, 0, 320, 220)


def test_a_placed_tile_is_saved_at_once(save_dir):
    game = keydriver.game_from_save_dir(save_dir)
    before = game.to_text()
    colour = keydriver.COLOUR_KEYS[own_land_colour(game)]
    placed = ["wait 100", "press a", "press a", "press " + colour, "press a", "wait 200"]
    run = simrun.run(placed, save_dir)
    assert run.returncode == 0, run.output
    assert keydriver.game_from_save_dir(save_dir).to_text() != before


def test_undo_from_the_menu(save_dir):
    game = keydriver.game_from_save_dir(save_dir)
    before = game.to_text()
    colour = keydriver.COLOUR_KEYS[own_land_colour(game)]
    script = ["wait 100", "press a", "press a", "press " + colour, "press a",
              "press menu", "press down", "press a", "wait 200"]
    run = simrun.run(script, save_dir)
    assert run.returncode == 0, run.output
    assert keydriver.game_from_save_dir(save_dir).to_text() == before


def test_bouncing_and_stuck_keys_do_not_crash(save_dir):
    # Contacts chattering every 2-3 ms on A and the D-pad, then MENU stuck down for 2 s.
    lines = ["wait 100"]
    for i in range(60):
        lines.append("hold a right" if i % 2 == 0 else "release a right")
        lines.append("wait %d" % (2 + i % 2))
    lines += ["release a right", "hold menu 2000", "release menu", "press b", "wait 300",
              "shot end"]
    run = simrun.run(lines, save_dir)
    assert run.returncode == 0, run.output
    assert run.frame_at(simrun.shot_times(lines)["end"]) is not None


def test_save_and_quit_then_continue(save_dir):
    game = keydriver.game_from_save_dir(save_dir)
    before = game.to_text()
    # Menu items: back, undo, recent events, rules, key test, save and quit.
    script = ["wait 100", "press a", "press a", "press menu"] + ["press down"] * 5 + [
        "press a", "shot title", "press a", "shot handover"]
    run = simrun.run(script, save_dir)
    assert run.returncode == 0, run.output
    assert shot(run, script, "title").pixel565(2, 120) == SCREEN_BG
    assert shot(run, script, "handover").pixel565(2, 230) == rgb565(0, 60, 50)
    assert keydriver.game_from_save_dir(save_dir).to_text() == before


def test_undo_from_the_menu_at_a_hand_over_says_why_not(save_dir):
    # A play-test chose "Undo my last action" on the hand-over's menu and the menu closed as
    # if it had worked. Nobody may undo across a hand-over: the menu stays and its heading's
    # line says so; B goes back to the hand-over, the game unchanged.
    before = keydriver.game_from_save_dir(save_dir).to_text()
    script = ["wait 100", "press a", "wait 200", "press menu", "press down", "shot menu",
              "press a", "shot answer", "press down", "press up", "shot again", "press b",
              "wait 200"]
    run = simrun.run(script, save_dir)
    assert run.returncode == 0, run.output
    menu, answer = shot(run, script, "menu"), shot(run, script, "answer")
    row = 320 * 2
    head, rows = 87, 108  # console/gamemenu.py: the heading's line, HEAD_Y to ROWS_Y - 1
    assert menu.memory[:head * row] == answer.memory[:head * row]  # the game above the panel
    assert menu.memory[rows * row:] == answer.memory[rows * row:]  # the rows, as they were
    assert menu.memory[head * row:rows * row] != answer.memory[head * row:rows * row]
    # ... until the next key: the keys' line comes back.
    assert shot(run, script, "again").memory == menu.memory
    assert keydriver.game_from_save_dir(save_dir).to_text() == before
