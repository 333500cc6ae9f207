"""The CircuitPython edition's saves and keys: a game resumed after a power cycle through
"Continue", a damaged save falling back to the backup (kept as tigris.bad), and a key queue
that overflowed recovering without a crash."""

import os

import cprig
import keydriver
from console import savestore
from games.tigris import payload


def played(folder, actions):
    """A fresh 2-player game with `actions` actions typed on the keys; returns the mirror."""
    rig = cprig.Rig(folder, seed=9)
    rig.press("a")
    rig.press("up")
    rig.press("a")
    game = keydriver.game_from_save_dir(folder)
    driver = keydriver.KeyDriver(game, seed=2, swap_bias=0.0)
    while driver.actions < actions:
        driver.lines = []
        driver.step()
        rig.script(driver.lines)
    return rig, game


def test_continue_after_a_power_cycle_resumes_the_saved_position(tmp_path):
    _, game = played(str(tmp_path), 3)
    rig = cprig.Rig(str(tmp_path), seed=1)  # switched off and on again
    assert rig.app.page.items[0] == "Continue Tigris & Euphrates"  # games/tigris NAME
    rig.press("a")
    assert rig.app.page.flow.game.encode() == game.encode()


def test_a_damaged_save_resumes_from_the_backup_and_is_kept(tmp_path):
    folder = str(tmp_path)
    played(folder, 3)
    store = savestore.SaveStore(folder, "tigris")
    backup = payload.unpack(store.read_backup())
    path = os.path.join(folder, "tigris.bin")
    data = bytearray(open(path, "rb").read())
    data[20] ^= 0xFF  # one flipped byte in the payload: the CRC no longer matches
    open(path, "wb").write(data)
    rig = cprig.Rig(folder, seed=1)
    rig.press("a")  # Continue: the backup still offers a game in progress
    flow = rig.app.page.flow
    assert flow.game.encode() == backup.encode()
    assert "damaged" in " ".join(flow.log).lower()
    assert os.path.isfile(os.path.join(folder, "tigris.bad"))


def test_an_overflowed_key_queue_is_reset_and_play_goes_on(tmp_path):
    rig = cprig.Rig(str(tmp_path), seed=1)
    rig.press("a")
    rig.press("up")
    rig.press("a")
    rig.press("a")  # past the hand-over
    flow = rig.app.page.flow
    m = rig.matrix
    m.press(cprig.KEYS["right"])
    for _ in range(100):  # a stuck, bouncing key floods the queue (64 events)
        m.press(cprig.KEYS["down"])
        m.release(cprig.KEYS["down"])
    assert m.events.overflowed
    before = flow.cursor
    rig.app.step()
    # The queue was cleared and reset(): the key still down (RIGHT) came back as one press.
    assert not m.events.overflowed
    assert flow.cursor == before + 1
    m.release(cprig.KEYS["right"])
    rig.press("down")
    assert flow.cursor == before + 1 + 16


def test_reveal_held_through_a_hand_over_shows_nothing_until_pressed_afresh(tmp_path):
    # TE-13: the next player's hand appears only after a fresh press of REVEAL.
    from panelbus import rgb565

    panel = rgb565(0x30, 0x10, 0x40)
    rig = cprig.Rig(str(tmp_path), seed=1)
    rig.press("a")
    rig.press("up")
    rig.press("a")  # the first hand-over page
    rig.hold("reveal")
    rig.press("a")  # taken with REVEAL still down
    pat = bytes((panel >> 8, panel & 0xFF))
    assert pat not in bytes(rig.bus.mem)
    rig.press("right")
    assert pat not in bytes(rig.bus.mem)
    rig.release("reveal")
    rig.hold("reveal")
    assert pat in bytes(rig.bus.mem)
    rig.release("reveal")
    assert pat not in bytes(rig.bus.mem)


def test_a_drive_the_console_may_not_write_plays_on_and_says_why_nothing_is_saved(tmp_path):
    # boot.py leaves the drive to the computer while MENU is held at power-up: the save folder
    # cannot be made (here: a file stands where its parent folder belongs).
    blocker = tmp_path / "drive"
    blocker.write_text("")
    rig = cprig.Rig(str(blocker / "saves"), seed=1)
    rig.press("a")
    rig.press("up")
    rig.press("a")  # Start: the new game's first save fails
    flow = rig.app.page.flow
    assert "read-only" in flow.msg
    rig.press("a")
    rig.press("red")
    assert flow.mode == 3  # aiming a tile: the game goes on (flow.TARGET)


def test_a_save_with_bot_seats_plays_on_between_keys(tmp_path):
    # A game seated on the MicroPython console (payload version 3: a person and two Easy bots,
    # the bots first) resumed here: the bots decide between keys, until the person's turn.
    from engine_core.tigris import Game

    folder = str(tmp_path)
    game = Game.new([0, 1, 2], 0, 0, 11)
    seats = bytes((1, 1, 0, 0))  # payload.SEAT_KINDS: easy, easy, human
    savestore.SaveStore(folder, "tigris").save(payload.pack(game, seats, 5))
    rig = cprig.Rig(folder, seed=1)
    rig.press("a")  # Continue
    flow = rig.flow()
    for _ in range(4000):  # 40 s of the app's clock, 10 ms a pass
        rig.now += 0.01
        rig.app.step()
        if flow.game.current_player() == 2:
            break
    assert flow.game.current_player() == 2, "the bots' turns did not play on"
    # The turn passed from seat 0 to seat 2 only through the bots' own actions.
    assert flow.game.encode() != game.encode()
    # Each bot action was saved as it landed: the slot holds the position the person now faces.
    data = savestore.SaveStore(folder, "tigris").read_current()
    assert payload.unpack(data).encode() == flow.game.encode()


def test_tigris_prompt_has_no_shorthand_and_offers_leader_off_only_for_a_standing_leader():
    # Issue 13 item 11 on this edition too: "CATAS" is the CATASTROPHE key; LEADER takes off
    # only a leader on the board (TE-5.1), so a leader from the supply is offered B instead.
    from cpgames.tigris.view import prompt
    from games.tigris import flow as tflow

    from engine_core.tigris import ACT_LEADER, Game

    game = Game.new([0, 1, 2], 0, 0, 5)
    flow = tflow.resume(game, lambda data: None, "")
    flow.press_named("confirm")
    assert prompt(flow) == "Colour/LEADER/CATASTROPHE/SWAP/PASS"
    flow.press_named("leader")
    flow.press_named("red")
    assert flow.mode == tflow.TARGET and flow.kind == ACT_LEADER
    assert prompt(flow).lower() == "priest: a here, b back"
