"""The console on the simulator: a save the game refuses falls back to the backup (issue 12 item
6), REVEAL held through a hand-over shows nothing (issue 13 item 3, TE-13), and no key tap is
lost however slow a frame is (issue 13 item 4)."""

import os

import keydriver
import simrun
from console import savestore
from games.tigris import payload
from panel_model import rgb565

WARN = rgb565(240, 228, 66)  # console/colours.py
SCREEN_BG = rgb565(16, 32, 64)
HANDOVER_BG = rgb565(0, 60, 50)
PANEL_BG = rgb565(48, 16, 64)


def has_panel(frame):
    return PANEL_BG in frame.colours(0, 0, 320, 240)


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)


def refused_payloads(good_game):
    """Save payloads that pass the store's CRC but that the game must refuse: its engine bytes
    cut short, and a header that does not describe the game in it."""
    data = payload.pack(good_game)
    cut = data[: payload.HEADER + 20]
    other = bytearray(data)
    other[3] = 2 if other[3] != 2 else 3  # the player count of the header
    return {"engine bytes cut short": cut, "header of another setup": bytes(other)}


def test_a_save_the_game_refuses_falls_back_to_the_backup(save_dir, tmp_path):
    older = keydriver.game_from_save_dir(save_dir)
    for name, bad in refused_payloads(older).items():
        folder = str(tmp_path / name.replace(" ", "_"))
        os.makedirs(folder)
        write(os.path.join(folder, "tigris.bak"), savestore.encode(payload.pack(older)))
        write(os.path.join(folder, "tigris.bin"), savestore.encode(bad))
        assert savestore.decode(savestore.encode(bad)) == bad  # the CRC is good
        # Title, Continue, then one action typed on the game that comes up.
        driver = keydriver.KeyDriver(older.__class__.decode(older.encode()), seed=1)
        driver.restart()
        driver.lines.insert(1, "shot title")
        driver.lines.append("shot handover")
        driver.step()
        run = simrun.run(driver.lines + ["wait 300"], folder)
        assert run.returncode == 0, run.output
        times = simrun.shot_times(driver.lines)
        title = run.frame_at(times["title"])
        # Continue is offered and the player is told, in words, on the title.
        assert title.pixel565(2, 120) == SCREEN_BG
        assert WARN in title.colours(16, 180, 288, 20), name
        assert run.frame_at(times["handover"]).pixel565(2, 230) == HANDOVER_BG, name
        # The game that went on is the backup's: the action typed landed on it and was saved.
        assert keydriver.game_from_save_dir(folder).encode() == driver.game.encode(), name
        # The damaged file is kept for a bug report, not overwritten by the new save.
        with open(os.path.join(folder, "tigris.bad"), "rb") as f:
            assert savestore.decode(f.read()) == bad, name


def test_reveal_held_through_the_hand_over_shows_no_hand(save_dir):
    # Issue 13 item 3: REVEAL held while A dismisses the hand-over showed the next player's hand
    # at once. Only a fresh press of REVEAL after the hand-over may show it (TE-13).
    script = ["wait 100", "press a", "shot handover", "hold reveal 200", "press a",
              "shot held", "wait 400", "shot still_held", "release reveal",
              "hold reveal 300", "shot fresh", "release reveal", "shot released"]
    run = simrun.run(script, save_dir)
    assert run.returncode == 0, run.output
    times = simrun.shot_times(script)
    assert run.frame_at(times["handover"]).pixel565(2, 230) == HANDOVER_BG
    for name in ("held", "still_held"):
        frame = run.frame_at(times[name])
        assert frame.pixel565(2, 230) != HANDOVER_BG  # the board is up
        assert not has_panel(frame), name
    assert has_panel(run.frame_at(times["fresh"]))
    assert not has_panel(run.frame_at(times["released"]))
    # Frame by frame: nothing private between the hand-over's A and the fresh press.
    a_press = [t for t, mask in run.script.events if mask & 16][1]
    fresh = times["fresh"] - 300 - simrun.timeline.SETTLE_MS
    assert not any(has_panel(f) for f in run.frames if a_press <= f.ticks < fresh)


def test_no_tap_is_lost_while_frames_are_slow(save_dir):
    # Issue 13 item 4: with a redraw of 200 ms (as on the Pico today) the loop used to swallow
    # taps shorter than a loop pass. Every frame here takes 250 ms of the simulator's clock while
    # taps last 80 ms with 80 ms between them: the console latches each one, so a dozen actions
    # typed that way land exactly as typed.
    driver = keydriver.KeyDriver(keydriver.game_from_save_dir(save_dir), seed=4, swap_bias=0.2)
    driver.restart()
    while driver.actions < 12 and not driver.game.is_over():
        driver.step()
    taps = sum(1 for line in driver.lines if line.startswith("press"))
    run = simrun.run(driver.lines + ["wait 3000"], save_dir, keep_frames=False,
                     extra_env={"SIM_FRAME_MS": "250"})
    assert run.returncode == 0, run.output
    assert keydriver.game_from_save_dir(save_dir).encode() == driver.game.encode()
    ticks = [t for t, heap, sent in run.figures]
    assert min(ticks[i + 1] - ticks[i] for i in range(len(ticks) - 1)) >= 250  # really that slow
    print("%d taps of 80 ms during 250 ms frames: all landed" % taps)


def test_a_save_of_the_firmware_before_the_shelf_is_taken_over(save_dir, tmp_path):
    # Boxes updated from the firmware before the game shelf hold their game as save.bin/.bak:
    # it becomes Tigris's slot, and Continue resumes it.
    folder = str(tmp_path / "old")
    os.makedirs(folder)
    for mine, old in (("tigris.bin", "save.bin"), ("tigris.bak", "save.bak")):
        if os.path.exists(os.path.join(save_dir, mine)):
            with open(os.path.join(save_dir, mine), "rb") as f:
                write(os.path.join(folder, old), f.read())
    script = ["wait 200", "press a", "wait 200", "shot handover"]
    run = simrun.run(script, folder)
    assert run.returncode == 0, run.output
    assert run.frame_at(simrun.shot_times(script)["handover"]).pixel565(2, 230) == HANDOVER_BG
    assert "save.bin" not in os.listdir(folder)
    assert keydriver.game_from_save_dir(folder).encode() == \
        keydriver.game_from_save_dir(save_dir).encode()
