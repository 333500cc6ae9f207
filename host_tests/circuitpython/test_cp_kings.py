"""Contest of Kings on the CircuitPython edition, under Blinka's displayio: a complete 3-player
game through the keys, saved and resumed in the middle, every frame checked for the private
panel without REVEAL (CK-7.3); and frames that do not change when the hands or the face-down
victory piles do (only a pile's size and top card are public, CK-7.3)."""

import cprig
import kingsdriver
from console import savestore
from games.kings import payload
from panelbus import rgb565

PANEL_BG = rgb565(0x30, 0x10, 0x40)  # cpconsole/ui.py: the private panel's colour only
HANDOVER_BG = rgb565(0x00, 0x3C, 0x32)
FINAL_BG = rgb565(0x3C, 0x28, 0x00)


def new_game(folder, seed=3):
    rig = cprig.Rig(folder, seed=seed)
    rig.script(kingsdriver.setup_script(3))
    game = kingsdriver.game_from_save_dir(folder)
    assert game.num_players == 3 and not game.is_over()
    return rig, game


def test_complete_game_through_the_keys_with_a_save_and_resume(tmp_path):
    folder = str(tmp_path)
    rig, game = new_game(folder)
    driver = kingsdriver.KingsDriver(game, seed=5)
    seen = {"reveal": False, "public": 0, "private": 0, "resumed": 0}

    def check(line):
        words = line.split()
        if words[-1] == "reveal":
            seen["reveal"] = words[0] == "hold"
        panel = rig.count(PANEL_BG)
        if not seen["reveal"]:
            assert panel == 0, (line, driver.actions)  # CK-7.3
            seen["public"] += 1
        elif rig.flow() is not None and rig.flow().revealed:
            assert panel > 0, line
            seen["private"] += 1

    while not game.is_over():
        if driver.actions == 60 and not seen["resumed"]:
            # Save and quit, power off and on, Continue: the same position, a hand-over first.
            if rig.flow().mode == 0:  # the menu opens past the hand-over page
                rig.press("a")
            rig = rig.leave_and_power_cycle(folder)
            assert rig.app.page.items[0] == "Continue Contest of Kings"
            driver.lines = []
            driver.restart()
            rig.script(driver.lines, check)
            assert rig.flow().game.encode() == game.encode()
            assert rig.count(HANDOVER_BG) > 30000
            seen["resumed"] = 1
        driver.lines = []
        driver.step()
        rig.script(driver.lines, check)
        if rig.flow() is not None:
            assert rig.flow().game.encode() == game.encode(), driver.actions
    assert type(rig.app.page).__name__ == "Final"
    assert rig.count(FINAL_BG) > 10000
    # Every pile turned face up on the final table (CK-7.3).
    shown = " ".join(cprig.labels(rig.app.page.group))
    for seat in range(3):
        assert " ".join(str(v) for v in game.pile(seat)[:1]) in shown
    data, status = savestore.SaveStore(folder, "kings").load()
    assert status == savestore.OK and not payload.in_progress(data)
    assert payload.unpack(data).encode() == game.encode()
    rig.press("a")  # no single key throws the scores away
    assert type(rig.app.page).__name__ == "Final"
    for key in ("menu", "down", "down", "a"):  # MENU, "Leave to the title"
        rig.press(key)
    assert "Last result: Contest of Kings" in rig.app.page.items
    assert seen["private"] > 0 and seen["public"] > 200
    assert {1, 2, 4} <= driver.kinds  # leaders, cards and passes were typed
    print("kings by the keys: %d actions, %d checked frames, %d with the panel" % (
        driver.actions, seen["public"] + seen["private"], seen["private"]))


def rotated(values, lo, hi):
    """values[lo:hi] turned by one place: the same total, other colours."""
    part = values[lo:hi]
    values[lo:hi] = part[1:] + part[:1]


def test_frames_do_not_depend_on_hands_or_face_down_piles(tmp_path):
    # Nothing private on the panel without REVEAL: with every hand and every victory pile
    # changed (sizes and top cards kept: those are public), the panel memory is the same.
    rig, game = new_game(str(tmp_path), seed=11)
    driver = kingsdriver.KingsDriver(game, seed=8)
    compared = differed = with_piles = 0
    while driver.actions < 70 and not game.is_over():
        driver.lines = []
        driver.step()
        rig.script(driver.lines)
        flow = rig.flow()
        if flow is None or driver.actions % 3:
            continue
        g = flow.game
        aimed = flow.mode == 1  # IDLE: aim a red card, whose targets depend on the hand
        if aimed:
            flow.press(1 << 8)
        rig.app.page.render()
        rig.display.refresh()
        before = bytes(rig.bus.mem)
        hands, piles = bytes(g.hands), bytes(g.piles)
        for s in range(g.num_players):
            rotated(g.hands, 4 * s, 4 * s + 4)
            rotated(g.piles, 5 * s, 5 * s + 4)
        changed = bytes(g.hands) != hands or bytes(g.piles) != piles
        with_piles += bytes(g.piles) != piles  # a face-down pile's colours changed
        flow.changed = True
        rig.app.page.render()
        rig.display.refresh()
        assert bytes(rig.bus.mem) == before, driver.actions
        if changed and flow.mode != 0:
            # The same change is seen with REVEAL held: the test can tell them apart.
            rig.hold("reveal")
            with_new = bytes(rig.bus.mem)
            rig.release("reveal")
            g.hands[:] = hands
            rig.hold("reveal")
            differed += with_new != bytes(rig.bus.mem)
            rig.release("reveal")
        g.hands[:] = hands
        g.piles[:] = piles
        if aimed:
            flow.press(32)  # B: back from the aim
        compared += 1
    assert compared > 15 and differed > 5 and with_piles > 3


def test_reveal_held_through_a_hand_over_shows_no_hand_until_pressed_afresh(tmp_path):
    # CK-7.3: the next player's hand appears only after a fresh press of REVEAL.
    rig, game = new_game(str(tmp_path), seed=2)
    assert rig.flow().mode == 0  # the first hand-over page
    rig.hold("reveal")
    assert rig.count(PANEL_BG) == 0
    rig.press("a")  # taken with REVEAL still down
    assert rig.count(PANEL_BG) == 0
    rig.press("red")  # a red card aimed: its targets stay dark without the hand
    assert rig.count(PANEL_BG) == 0 and not any(rig.flow().highlight)
    rig.release("reveal")
    rig.hold("reveal")
    assert rig.count(PANEL_BG) > 5000
    shown = " ".join(cprig.labels(rig.app.page.group))
    hand = game.hand(game.current_player())
    # The hand's counts in words under its cards ("3 red, 4 blue, 1 black"), no shorthand.
    said = ", ".join("%d %s" % (hand[c], ("red", "blue", "green", "black")[c])
                     for c in range(4) if hand[c])
    assert said and said in shown
    assert any(rig.flow().highlight) == (hand[0] > 0)
    rig.release("reveal")
    assert rig.count(PANEL_BG) == 0
    assert said not in " ".join(cprig.labels(rig.app.page.group))
