"""Assyria on the simulator (the real firmware under the MicroPython Unix port at 160K): set up
from the title, a whole 3-player game through the keys with restarts in the middle, the heap,
the three screens switched with VIEW, and a hand-over panel at every change of decider (AS-7)."""

import assyriadriver
import games_sim
import simrun
from panel_model import rgb565

HANDOVER_BG = rgb565(0, 60, 50)
FINAL_BG = rgb565(60, 40, 0)
SCREEN_BG = rgb565(16, 32, 64)
LAND = rgb565(222, 203, 160)  # a desert hex (console/colours.py)
PEAK_BUDGET = games_sim.PEAK_BUDGET
HEAP = games_sim.HEAP


def started(tmp_path, players=3):
    return games_sim.started(assyriadriver, tmp_path, players)


def test_complete_game_through_the_keys_saved_and_resumed(tmp_path):
    folder, game, setup = started(tmp_path)
    driver = assyriadriver.AssyriaDriver(game, seed=5)
    runs = games_sim.play_in_runs(assyriadriver, folder, driver, 70)
    assert len(runs) >= 2  # resumed from its save in the middle of the game
    assert assyriadriver.game_from_save_dir(folder).is_over()
    assert runs[-1].last.pixel565(2, 120) == FINAL_BG
    peak = max(h for run in [setup] + runs for t, h, b in run.figures)
    print("assyria: %d actions in %d runs, kinds %s, peak heap %d bytes at %s" % (
        driver.actions, len(runs), sorted(driver.kinds), peak, HEAP))
    assert peak < PEAK_BUDGET


def test_every_change_of_decider_is_handed_over_and_view_switches(tmp_path):
    folder, game, _ = started(tmp_path)
    driver = assyriadriver.AssyriaDriver(game, seed=3)
    driver.restart()
    handovers = []
    while driver.actions < 25:
        before = driver.game.current_player()
        mark = len(driver.lines)
        driver.step()
        if driver.game.current_player() != before:
            handovers.append(mark)
    lines = driver.lines + ["wait 100", "press a", "shot map", "press pass", "shot rows",
                            "press pass", "shot assur", "press pass", "shot back"]
    run = simrun.run(lines + ["wait 200"], folder, heap=HEAP)
    assert run.returncode == 0, run.output
    times = simrun.shot_times(lines)
    # The map has cells over its whole width; the other two screens draw over the same place
    # on the plain ground, none of the map's land left (test_assyria_screens.py: what they show).
    assert LAND in run.frame_at(times["map"]).colours(0, 0, 320, 150)
    for name in ("rows", "assur"):
        box = run.frame_at(times[name]).colours(0, 0, 320, 154)
        assert SCREEN_BG in box and LAND not in box, (name, box)
    assert run.frame_at(times["back"]).colours(0, 0, 320, 150) == \
        run.frame_at(times["map"]).colours(0, 0, 320, 150)
    # Each change of the player who decides showed the hand-over panel (under the map, which
    # stays) before the next key.
    seen = sum(1 for f in run.frames if f.pixel565(1, 180) == HANDOVER_BG)
    assert seen >= len(handovers) > 3
