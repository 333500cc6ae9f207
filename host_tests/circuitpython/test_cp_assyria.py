"""Assyria on the CircuitPython edition, under Blinka's displayio: a complete 3-player game
through the keys, saved and resumed in the middle; the three screens switched by VIEW (the map,
the food rows and tracks, Assur and the cards); REVEAL changes nothing, all is public (AS-7)."""

import assyriadriver
import cprig
from console import savestore
from games.assyria import payload
from panelbus import rgb565

FINAL_BG = rgb565(0x3C, 0x28, 0x00)
STRIP = 220 * 320 * 2  # the panel memory above the strip
DESERT = rgb565(0xDE, 0xCB, 0xA0)  # cpgames/assyria/tiles.py: a desert hex on the map


def test_complete_game_through_the_keys_with_a_save_and_resume(tmp_path):
    folder = str(tmp_path)
    rig = cprig.Rig(folder, seed=4)
    rig.script(assyriadriver.setup_script(3))
    game = assyriadriver.game_from_save_dir(folder)
    assert game.num_players == 3
    driver = assyriadriver.AssyriaDriver(game, seed=6)
    resumed = screens = 0
    while not game.is_over():
        if driver.actions == 70 and not resumed:
            if rig.flow().mode == 0:  # the menu opens past the hand-over page
                rig.press("a")
                driver.ready = game.current_player()
            rig = rig.leave_and_power_cycle(folder)
            assert rig.app.page.items[0] == "Continue Assyria"
            driver.lines = []
            driver.restart()
            rig.script(driver.lines)
            assert rig.flow().game.encode() == game.encode()
            resumed = 1
        driver.lines = []
        driver.step()
        rig.script(driver.lines)
        flow = rig.flow()
        if flow is None:
            continue
        assert flow.game.encode() == game.encode(), driver.actions
        if driver.actions % 40 == 0 and flow.mode != 0:
            screens += check_screens(rig)
    assert resumed and screens >= 3
    assert type(rig.app.page).__name__ == "Final"
    assert rig.count(FINAL_BG) > 10000
    shown = cprig.labels(rig.app.page.group)
    for seat in range(3):
        assert "%d" % game.score(seat) in shown
    data, status = savestore.SaveStore(folder, "assyria").load()
    assert status == savestore.OK and not payload.in_progress(data)
    assert payload.unpack(data).encode() == game.encode()
    assert {1, 2, 3, 4} <= driver.kinds  # start, draft, harvest, huts were typed
    print("assyria by the keys: %d actions, kinds %s" % (driver.actions, sorted(driver.kinds)))


def check_screens(rig):
    """VIEW three times comes back to the map; each screen shows its own lines. REVEAL held
    leaves the map as it is, and the strip says so (nothing is private, AS-7)."""
    on_map = bytes(rig.bus.mem)
    assert rig.count(DESERT) > 1000
    rig.hold("reveal")
    assert bytes(rig.bus.mem)[:STRIP] == on_map[:STRIP]
    assert "Nothing to reveal: all is public" in cprig.labels(rig.app.page.group)
    rig.release("reveal")
    rig.press("pass")  # VIEW (F8)
    assert "Food rows (harvest a column)" in cprig.labels(rig.app.page.group)
    assert rig.count(DESERT) == 0
    rig.press("pass")
    words = cprig.labels(rig.app.page.group)
    assert "Assur" in words and "Cards in hand" in words
    rig.press("pass")
    # The map as it was (the strip above the keys now tells them, the action's words gone).
    assert bytes(rig.bus.mem)[:STRIP] == on_map[:STRIP]
    return 1
