"""Rule scenarios typed on the console's keys: every decision kind the engine asks for (revolts,
wars and their order, commitments, monuments, treasures, buildings, the ziggurat and its VP
colour) is reached through the real UI, and the console's save ends where the engine does."""

import glob
import os

import keydriver
import pytest
import simrun

from engine_core.tigris import Game

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCENARIOS = os.path.join(ROOT, "host_tests", "scenarios", "tigris")


def decision_scenarios():
    """Scenarios of the rules with decisions after a placement (TE-7 to TE-10, TE-12) whose
    actions are all legal (no `refused` expectation)."""
    out = []
    for prefix in ("te7_", "te8_", "te9_", "te10_", "te12_"):
        for path in sorted(glob.glob(os.path.join(SCENARIOS, prefix + "*.te"))):
            with open(path) as f:
                text = f.read()
            if "\nrefused" not in text:
                out.append(os.path.basename(path))
    return out


def read_scenario(name):
    with open(os.path.join(SCENARIOS, name)) as f:
        text = f.read().split("\nexpect", 1)[0]
    position, _, actions = text.partition("\nactions\n")
    lines = [line.split("#", 1)[0].strip() for line in actions.splitlines()]
    return position + "\n", [line for line in lines if line]


@pytest.mark.parametrize("name", decision_scenarios())
def test_scenario_through_the_keys(name, tmp_path):
    position, action_lines = read_scenario(name)
    game = Game.from_text(position)
    folder = str(tmp_path / "saves")
    keydriver.write_save(folder, game)
    driver = keydriver.KeyDriver(Game.from_text(position), seed=0)
    driver.restart()
    for line in action_lines:
        action = driver.game.action_from_text(line)
        driver.play(action)
    run = simrun.run(driver.lines + ["wait 300"], folder, keep_frames=False)
    assert run.returncode == 0, run.output
    got = keydriver.game_from_save_dir(folder)
    assert got.to_text() == driver.game.to_text()
