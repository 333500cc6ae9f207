"""Shared fixtures for the application tests: one firmware build and a game ready to resume."""

import os
import shutil
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # mpy_run

import keydriver  # noqa: E402
import simrun  # noqa: E402


@pytest.fixture(scope="session")
def started_game(tmp_path_factory):
    """A save folder holding a freshly set-up 3-player game, made through the title and setup
    screens with the matrix keys only."""
    folder = str(tmp_path_factory.mktemp("started"))
    run = simrun.run(keydriver.setup_script(3), folder, keep_frames=False)
    assert run.returncode == 0, run.output
    return folder


@pytest.fixture
def save_dir(started_game, tmp_path):
    """A private copy of the started game's saves for one test."""
    folder = str(tmp_path / "saves")
    shutil.copytree(started_game, folder)
    return folder
