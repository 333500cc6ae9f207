"""A game played on the simulator through its key driver (kingsdriver, assyriadriver): set up
from the title, then played on in runs of a new firmware process each, resumed from the save."""

import simrun

HEAP = "160K"  # the heap for the whole firmware with a game running


def started(driver_module, tmp_path, players=3, heap=HEAP):
    """(save folder, the game set up through the title's keys, that run)."""
    folder = str(tmp_path / "saves")
    run = simrun.run(driver_module.setup_script(players), folder, heap=heap, keep_frames=False)
    assert run.returncode == 0, run.output
    game = driver_module.game_from_save_dir(folder)
    assert game.num_players == players and not game.is_over()
    return folder, game, run


def play_in_runs(driver_module, folder, driver, per_run, limit=100000, heap=HEAP):
    """Plays on from the save, a new firmware process every `per_run` actions (each resumes
    from the previous one's save through the title's Continue); the runs, each checked to have
    saved the driver's own position."""
    runs = []
    while not driver.game.is_over() and driver.actions < limit:
        driver.lines = []
        driver.restart()
        stop = driver.actions + per_run
        while not driver.game.is_over() and driver.actions < stop:
            driver.step()
        run = simrun.run(driver.lines + ["wait 300"], folder, heap=heap, keep_frames=False)
        assert run.returncode == 0, run.output
        saved = driver_module.game_from_save_dir(folder)
        assert saved.to_text() == driver.game.to_text()
        runs.append(run)
    return runs
