"""A battery that turns critical in the middle of a game (console/app.py check_battery): the game
is saved at once, the charge screen comes up, and the same game goes on when the voltage is back.
The simulator's SIM_BATTERY_MV schedule (tools/sim/PROTOCOL.md) makes the voltage fall and rise.
"""

import os

import keydriver
import simrun
from panel_model import rgb565

CHARGE_BG = rgb565(90, 0, 0)  # firmware/console/colours.py
# Above the "no cell" reading (battery.py NO_CELL_MV) and far below critical_mv 3350 of the pin
# map: the smoothed reading crosses critical within five 2 s checks.
LOW_MV = 2600
CRITICAL_WITHIN_MS = 12000


def played(save_dir, actions, seed=5):
    """A key driver that has typed `actions` actions of the saved game (title -> Continue)."""
    driver = keydriver.KeyDriver(keydriver.game_from_save_dir(save_dir), seed=seed)
    driver.restart()
    while driver.actions < actions and not driver.game.is_over():
        driver.step()
    assert not driver.game.is_over()
    return driver


def slot(save_dir, name):
    with open(os.path.join(save_dir, name), "rb") as f:
        return f.read()


def test_critical_battery_mid_game_saves_the_position_at_once(save_dir):
    driver = played(save_dir, 6)
    script = driver.lines + ["shot played", "wait %d" % CRITICAL_WITHIN_MS, "shot charge"]
    times = simrun.shot_times(script)
    battery = "4000,%d@%d" % (LOW_MV, times["played"])
    run = simrun.run(script, save_dir, extra_env={"SIM_BATTERY_MV": battery})
    assert run.returncode == 0, run.output
    assert run.frame_at(times["played"]).pixel565(2, 2) != CHARGE_BG
    assert run.frame_at(times["charge"]).pixel565(2, 2) == CHARGE_BG
    # The save is the position the game had when the voltage fell, decoded with the engine ...
    assert keydriver.game_from_save_dir(save_dir).encode() == driver.game.encode()
    # ... written again at that moment: the store moved the last action's save to the backup
    # slot (firmware/console/savestore.py), so both files now hold it. Without the critical save the
    # backup would still be the position before the last action.
    assert slot(save_dir, "tigris.bak") == slot(save_dir, "tigris.bin")


def test_the_same_game_goes_on_when_the_voltage_is_back(save_dir):
    driver = played(save_dir, 6)
    head = list(driver.lines)
    pause = ["shot played", "wait %d" % CRITICAL_WITHIN_MS, "shot charge", "wait 8000",
             "shot back"]
    times = simrun.shot_times(head + pause)
    battery = "4000,%d@%d,4000@%d" % (LOW_MV, times["played"], times["charge"])
    while driver.actions < 10 and not driver.game.is_over():
        driver.step()  # typed after the charge screen has gone
    script = head + pause + driver.lines[len(head):] + ["wait 200"]
    run = simrun.run(script, save_dir, extra_env={"SIM_BATTERY_MV": battery})
    assert run.returncode == 0, run.output
    assert run.frame_at(times["charge"]).pixel565(2, 2) == CHARGE_BG
    # Back where it was: the very screen of before the fall (no title, no other game) ...
    assert run.frame_at(times["back"]).rgb_bytes() == run.frame_at(times["played"]).rgb_bytes()
    # ... and the actions typed afterwards were played on that game.
    assert driver.actions == 10
    assert keydriver.game_from_save_dir(save_dir).encode() == driver.game.encode()
