"""The CircuitPython edition on the host: a whole game through the keys under Blinka's displayio,
frames that show nothing private without REVEAL (TE-13), saves in the console's format."""

import cprig
import keydriver
from console import savestore
from games.tigris import payload
from panelbus import rgb565

PANEL_BG = rgb565(0x30, 0x10, 0x40)  # cpconsole/ui.py: the private panel's colour only


def start_game(rig):
    """Title -> New -> setup (2 players, classic board, no variants) -> Start, by the keys
    (the MicroPython console's setup rows: the host key driver's setup script)."""
    rig.script(keydriver.setup_script(2))


def test_a_whole_game_through_the_keys_shows_nothing_private_without_reveal(tmp_path):
    rig = cprig.Rig(str(tmp_path), seed=3)
    start_game(rig)
    game = keydriver.game_from_save_dir(str(tmp_path))
    driver = keydriver.KeyDriver(game, seed=5, swap_bias=0.3)
    held = {"reveal": False}
    seen = {"private": 0, "public": 0}

    def check(line):
        words = line.split()
        if words[-1] == "reveal":
            held["reveal"] = words[0] == "hold"
        flow = rig.app.page.flow if hasattr(rig.app.page, "flow") else None
        panel = rig.count(PANEL_BG)
        if not held["reveal"]:
            # TE-13: with REVEAL up nothing of the private panel is on the panel's memory.
            assert panel == 0, (line, driver.actions)
            seen["public"] += 1
        elif flow is not None and flow.revealed:
            assert panel > 0, line
            seen["private"] += 1

    while not game.is_over():
        driver.lines = []
        driver.step()
        rig.script(driver.lines, check)
        flow = rig.app.page.flow if hasattr(rig.app.page, "flow") else None
        if flow is not None:
            assert flow.game.encode() == game.encode(), driver.actions
    # The last action ended the game: the final table is up, and the slot holds the end.
    assert type(rig.app.page).__name__ == "Final"
    data, status = savestore.SaveStore(str(tmp_path), "tigris").load()
    assert status == savestore.OK
    assert payload.unpack(data).encode() == game.encode()
    assert not payload.in_progress(data)
    assert seen["private"] > 0 and seen["public"] > 100
    print("whole game by the keys: %d actions, %d checked frames, %d with the panel" % (
        driver.actions, seen["public"] + seen["private"], seen["private"]))
