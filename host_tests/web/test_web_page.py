"""The console's page in headless Chromium: the title as the simulator draws it, a scripted
2-player Tigris game typed on the keyboard, REVEAL's secrecy frame by frame, a reload mid-game
that continues from the browser's saves, a damaged save that falls back, the README's pictures.

Everything runs for real: the device build's modules on MicroPython's WebAssembly port, in
Debian's Chromium, driven by Selenium's key events (issue 20).
"""

import os
import shutil
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "host_tests", "firmware_app"))
sys.path.insert(0, os.path.join(ROOT, "host_tests", "sim"))

import browser  # noqa: E402
import keydriver  # noqa: E402  (plays legal actions as key presses, mirrors the game)
import screen_facts  # noqa: E402  (the palette as the panel shows it)
import simrun  # noqa: E402  (the same firmware under the Unix port, for the title frame)
from console import savestore  # noqa: E402  (firmware/console/savestore.py on CPython)
from panel_model import rgb_of_565  # noqa: E402

REVEAL_BIT = 1 << 6  # K_REVEAL
SLOT = "tigris"
ACTIONS_BEFORE_RELOAD = 16
ACTIONS_AFTER_RELOAD = 12
SHOTS = os.path.join(ROOT, "docs", "screenshots")


def game_of(saves, tmp_path, name="mirror"):
    folder = tmp_path / name
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir()
    for file_name, data in saves.items():
        (folder / file_name).write_bytes(data)
    return keydriver.game_from_save_dir(str(folder))


def shot(page, name, tmp_path):
    """A picture of the page; into docs/screenshots when UPDATE_SCREENSHOTS=1 (the README's)."""
    folder = SHOTS if os.environ.get("UPDATE_SCREENSHOTS") == "1" else str(tmp_path)
    path = os.path.join(folder, "web_%s.png" % name)
    page.driver.save_screenshot(path)
    with open(path, "rb") as f:
        assert f.read(8) == b"\x89PNG\r\n\x1a\n"
    return path


@pytest.fixture(scope="module")
def played(chromium, server, tmp_path_factory):
    """One scripted game: new 2-player game, actions, REVEAL, reload, more actions."""
    tmp = tmp_path_factory.mktemp("played")
    page = browser.Page(chromium, server.url)
    page.load()
    page.clear_storage()
    out = {"ready": page.reload()}
    out["title"] = page.canvas_rgb()
    shot(page, "title", tmp)
    panel = rgb_of_565(screen_facts.palette()["PANEL_BG"])
    page.watch_colour(panel, REVEAL_BIT)

    page.type_lines(keydriver.setup_script(2))
    driver = keydriver.KeyDriver(game_of(page.first_save(), tmp), seed=20, swap_bias=0.5)
    page.type_lines(["press a"])  # the first hand-over page: the first player takes the console
    driver.ready = driver.game.current_player()
    shot(page, "board", tmp)
    page.type_lines(["hold reveal"])
    out["reveal_held"] = page.canvas_rgb()
    shot(page, "reveal", tmp)
    page.type_lines(["release reveal"])
    out["reveal_released"] = page.canvas_rgb()
    while driver.actions < ACTIONS_BEFORE_RELOAD and not driver.game.is_over():
        start = len(driver.lines)
        driver.step()
        page.type_lines(driver.lines[start:])
    out["before_reload"] = (driver.game.to_text(), page.saves())
    out["watch_before"] = page.watch()

    out["reloaded"] = page.reload()
    out["after_reload_saves"] = page.saves()
    page.watch_colour(panel, REVEAL_BIT)
    start = len(driver.lines)
    driver.restart()
    page.type_lines(driver.lines[start:])
    while driver.actions < ACTIONS_BEFORE_RELOAD + ACTIONS_AFTER_RELOAD and \
            not driver.game.is_over():
        start = len(driver.lines)
        driver.step()
        page.type_lines(driver.lines[start:])
    out["end"] = (driver.game.to_text(), page.saves(), driver.actions, driver.phases)
    out["watch_after"] = page.watch()
    out["stats"] = page.stats()
    out["tmp"] = tmp
    return out


def test_page_gets_ready_and_draws_the_title_as_the_simulator_does(played, tmp_path):
    ready = played["ready"]
    assert ready["error"] is None and ready["codeKind"] == "mpy"
    assert ready["files"] > 40  # the device build's modules, written into the port's FS
    sim = simrun.run(["wait 100"], str(tmp_path / "saves"), keep_frames=True)
    assert sim.returncode == 0, sim.output
    expected = sim.last.rgb_bytes()
    assert len(played["title"]) == len(expected) == 320 * 240 * 3
    differ = sum(1 for i in range(0, len(expected), 3)
                 if played["title"][i:i + 3] != expected[i:i + 3])
    assert differ == 0, "%d of 76800 pixels differ from the simulator's title" % differ


def test_moves_typed_on_the_keyboard_reach_the_engine(played, tmp_path):
    mirror, saves = played["before_reload"]
    assert game_of(saves, tmp_path).to_text() == mirror
    mirror, saves, actions, phases = played["end"]
    assert actions >= ACTIONS_BEFORE_RELOAD + 1
    assert game_of(saves, tmp_path, "end").to_text() == mirror


def test_no_frame_shows_a_hand_unless_reveal_is_held(played):
    for name in ("watch_before", "watch_after"):
        watch = played[name]
        assert watch["frames"] > 20
        assert watch["bad"] == [], "frames showing the private panel without REVEAL: %r" \
            % watch["bad"][:5]
    assert played["watch_before"]["shown"] >= 1  # the check sees the panel when it is up
    panel = bytes(rgb_of_565(screen_facts.palette()["PANEL_BG"]))
    assert panel in played["reveal_held"]
    assert panel not in played["reveal_released"]


def test_a_reload_continues_from_the_saved_game(played, tmp_path):
    mirror, saves = played["before_reload"]
    # The page's storage survived the reload byte for byte, in the save store's format.
    assert played["after_reload_saves"] == saves
    assert savestore.decode(saves[SLOT + ".bin"]) is not None
    assert played["reloaded"]["error"] is None
    # ... and the game went on from it: the later moves were typed on the reloaded page.
    _mirror, end_saves, actions, _phases = played["end"]
    assert actions > ACTIONS_BEFORE_RELOAD
    assert game_of(end_saves, tmp_path).to_text() != mirror


def test_a_damaged_save_falls_back_to_the_previous_one(played, chromium, server, tmp_path):
    _mirror, saves, _actions, _phases = played["end"]
    backup = game_of({SLOT + ".bin": saves[SLOT + ".bak"]}, tmp_path, "bak").to_text()
    page = browser.Page(chromium, server.url)
    damaged = bytearray(saves[SLOT + ".bin"])
    damaged[20] ^= 0xFF  # one byte of the payload: the CRC no longer matches
    page.put_save(SLOT + ".bin", bytes(damaged))
    page.reload()
    page.type_lines(["press a"])  # Continue: the console takes the backup and says so
    after = page.saves()
    assert after[SLOT + ".bad"] == bytes(damaged)  # kept for a bug report
    assert game_of(after, tmp_path, "after").to_text() == backup


def test_the_readme_pictures_are_taken(played):
    for name in ("title", "board", "reveal"):
        folder = SHOTS if os.environ.get("UPDATE_SCREENSHOTS") == "1" else str(played["tmp"])
        assert os.path.getsize(os.path.join(folder, "web_%s.png" % name)) > 5000


def test_the_on_page_reveal_key_shows_the_hand_only_while_held(played, chromium, server):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    _mirror, saves, _actions, _phases = played["end"]
    page = browser.Page(chromium, server.url)
    page.clear_storage()
    page.put_save(SLOT + ".bin", saves[SLOT + ".bin"])
    page.reload()
    page.type_lines(["press a", "press a"])  # Continue, then the hand-over page
    panel = bytes(rgb_of_565(screen_facts.palette()["PANEL_BG"]))
    keys = chromium.find_elements(By.CSS_SELECTOR, "#pad .key")
    assert len(keys) == 16
    reveal = chromium.find_element(By.CSS_SELECTOR, "#pad .key.reveal")
    assert panel not in page.canvas_rgb()
    ActionChains(chromium).click_and_hold(reveal).perform()  # a finger on REVEAL
    assert panel in page.canvas_rgb()
    ActionChains(chromium).release(reveal).perform()  # ... lifted
    assert panel not in page.canvas_rgb()
    assert page.stats()["error"] is None
