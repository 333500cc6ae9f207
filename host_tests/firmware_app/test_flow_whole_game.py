"""Tigris's game flow on its own (games/tigris/flow.py): a whole game through the flow object
alone, with no display and no keys, and the same inputs with the view attached giving the very
frames the console shows in the simulator."""

import os
import zlib

import keydriver
import simrun
from games.tigris import flow as tflow
from games.tigris import payload
from games.tigris.inputs import KEYMAP
from mpy_run import FIRMWARE, REPO, run_mpy
from timeline import compile_script, key_bits

HERE = os.path.dirname(os.path.abspath(__file__))
BITS = key_bits()
SCREEN_BG = simrun.panel_model.rgb565(16, 32, 64)  # console/LAYOUT.md: the title and pages


def steps_of(lines):
    """The key driver's script lines as flow steps: ("press", input bits) or ("reveal", down).
    Keys go through Tigris's key map (games/tigris/inputs.py), as the console sends them."""
    out = []
    for line in lines:
        words = line.split("#")[0].split()
        verb, names = words[0], [w for w in words[1:] if not w.isdigit()]
        if verb == "press":
            inputs = 0
            for name in names:
                inputs |= KEYMAP[BITS[name].bit_length() - 1]
            out.append(("press", inputs))
        elif verb in ("hold", "release") and names == ["reveal"]:
            out.append(("reveal", verb == "hold"))
        else:
            assert verb == "wait", line
    return out


def test_a_whole_game_through_the_flow_alone():
    # 4 players, every variant: the driver mirrors the game with the engine and types each action
    # as a player would; the flow must reach the same position after every action, and the end.
    game = tflow.Game.new([0, 1, 2, 3], 1, 7, 99)
    saved = []
    flow = tflow.new_flow(([0, 1, 2, 3], 1, 7), 99, saved.append)
    driver = keydriver.KeyDriver(game, seed=11, swap_bias=0.2)
    assert flow.game.encode() == game.encode()
    shown_private = 0
    while not game.is_over():
        driver.lines = []
        driver.step()
        for verb, arg in steps_of(driver.lines):
            if verb == "press":
                before = len(saved)
                flow.press(arg)
                # The save follows the frame (flush_log, called by the console's loop once
                # the key's pixels are out), never between a key and its frame.
                assert len(saved) == before
                flow.flush_log()
            else:
                flow.reveal(arg)
            shown_private += flow.revealed
        assert flow.game.encode() == game.encode(), driver.actions
    assert flow.is_over()
    assert flow.game.ranking() == game.ranking()
    # Saved after every action, and the last save is the final position.
    assert len(saved) >= driver.actions
    assert payload.unpack(saved[-1]).encode() == game.encode()
    assert shown_private > 0  # the swaps and commitments were chosen with the hand shown
    print("whole game through the flow: %d actions, %d saves" % (driver.actions, len(saved)))


def test_reveal_held_through_a_hand_over_shows_nothing_until_pressed_again():
    # Issue 13 item 3 (TE-13): REVEAL held while A dismisses the hand-over must not show the next
    # player's hand; only a fresh press does.
    flow = tflow.new_flow(([0, 1, 2], 0, 0), 5, lambda data: None)
    assert flow.mode == tflow.HANDOVER
    flow.reveal(True)
    flow.press_named("confirm")
    assert flow.mode == tflow.IDLE and not flow.revealed
    flow.press_named("right")
    assert not flow.revealed
    flow.reveal(False)
    flow.reveal(True)
    assert flow.revealed


def frames_of_the_console(save_dir, lines):
    """CRC-32 of each distinct frame the console showed from the game's first one on: the
    first hand-over with the board around it. (Continue's page comes before it, the console's
    own, drawn before the game loads: its panel on the ground of the board to come.)"""
    run = simrun.run(["wait 100", "press a"] + lines + ["wait 200"], save_dir)
    assert run.returncode == 0, run.output
    frames = [f for f in run.frames if f.ticks >= 100]  # the title was up until 100 ms
    assert frames[0].pixel565(2, 2) == SCREEN_BG  # Continue's page
    game = [f for f in frames if f.pixel565(2, 2) != SCREEN_BG]
    return dedupe(zlib.crc32(f.memory) for f in game)


def dedupe(seq):
    out = []
    for x in seq:
        if not out or out[-1] != x:
            out.append(x)
    return out


def test_the_flow_with_its_view_draws_the_consoles_frames(save_dir, tmp_path):
    game = keydriver.game_from_save_dir(save_dir)
    data = payload.pack(game)
    driver = keydriver.KeyDriver(game, seed=7, swap_bias=0.3)
    while driver.actions < 25 and not driver.game.is_over():
        driver.step()
    # Keys the script changes at the same instant reach the console in one loop pass, drawn
    # once: the view draws once after them too ("show").
    times = [t for t, line in compile_script("\n".join(driver.lines)).steps]
    text = []
    for i, (verb, arg) in enumerate(steps_of(driver.lines)):
        text.append("press %d" % arg if verb == "press" else "reveal %d" % arg)
        if i + 1 == len(times) or times[i + 1] != times[i]:
            text.append("show 0")
    steps = tmp_path / "steps.txt"
    steps.write_text("\n".join(text) + "\n")
    (tmp_path / "save.bin").write_bytes(data)
    out = run_mpy(script=os.path.join(HERE, "flow_view_run.py"),
                  args=[str(tmp_path / "save.bin"), str(steps)],
                  path=(FIRMWARE, REPO), heapsize="2M")
    mine = dedupe(int(line.split()[1]) for line in out.splitlines() if line.startswith("F "))
    console = frames_of_the_console(save_dir, driver.lines)
    assert len(mine) > 50
    assert mine == console
