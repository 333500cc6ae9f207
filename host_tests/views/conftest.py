"""The `view_run` fixture: Tigris's view on a position under MicroPython (views_support.py)."""

import pytest
from views_support import make_runner


@pytest.fixture
def view_run(tmp_path):
    return make_runner(tmp_path)
