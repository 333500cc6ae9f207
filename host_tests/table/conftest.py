"""Issue 13's table-ready fixes: the tests share the application tests' key driver and
simulator runner (host_tests/firmware_app/)."""

import os
import shutil
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "firmware_app"))
sys.path.insert(0, os.path.dirname(HERE))  # mpy_run

import keydriver  # noqa: E402
import simrun  # noqa: E402


@pytest.fixture(scope="session")
def started_game(tmp_path_factory):
    """A save folder holding a freshly set-up 3-player game, made through the keys."""
    folder = str(tmp_path_factory.mktemp("table-started"))
    run = simrun.run(keydriver.setup_script(3), folder, keep_frames=False)
    assert run.returncode == 0, run.output
    return folder


@pytest.fixture
def save_dir(started_game, tmp_path):
    folder = str(tmp_path / "saves")
    shutil.copytree(started_game, folder)
    return folder

sys.path.insert(0, os.path.join(os.path.dirname(HERE), "sim"))  # screen_facts
