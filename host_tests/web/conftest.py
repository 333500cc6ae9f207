"""Fixtures for the browser tests: the page built once, served on localhost, one Chromium."""

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser  # noqa: E402


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    return browser.build_site(str(tmp_path_factory.mktemp("web")))


@pytest.fixture(scope="session")
def server(site):
    srv = browser.Server(site)
    yield srv
    srv.close()


@pytest.fixture(scope="session")
def chromium():
    why = browser.missing_browser()
    assert why is None, why
    driver = browser.start_chromium()
    yield driver
    driver.quit()
