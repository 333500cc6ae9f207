"""TE-13 with bots, as the panel shows it: the firmware runs headless on key scripts and the
checks read the decoded frames only. A bot's hand never reaches the screen, whatever REVEAL
does; the person's hand shows only while REVEAL is held, pressed afresh after the bots played;
a bot's turn is played out over many frames (thinking, the cursor's hops, the action, its
lines), and A hurries it."""

import os
import shutil

import botdriver
import keydriver
import pytest
import simrun
from games.tigris import payload
from panel_model import rgb565

from engine_core.tigris import Game

PANEL_BG = rgb565(48, 16, 64)  # console/LAYOUT.md: only ever the private panel
HANDOVER_BG = rgb565(0, 60, 50)
STRIP_BG = rgb565(24, 24, 48)
SCREEN_BG = rgb565(16, 32, 64)  # the table's ground: title, pages, a page before the board
WARN = rgb565(240, 228, 66)
HEAP = "192K"  # the Pico's figure; test_bots_game_by_keys.py says what a Hard bot thinking needs
SEED = 7  # a game whose first turn is seat 0's, the person's
KINDS = b"\0\3\3\3"


def has_panel(frame):
    return PANEL_BG in frame.colours(0, 0, 320, 240)


def start(folder):
    """A new game saved with one person (seat 0, to play first) and three Hard bots."""
    game = Game.new([0, 1, 2, 3], 0, 0, SEED)
    assert game.current_player() == 0
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, keydriver.SLOT + ".bin"), "wb") as f:
        f.write(keydriver.savestore.encode(payload.pack(game, KINDS, SEED)))
    return game


def bots_after_a_pass(game):
    """The person passes; the bots' decisions until the person decides again (mirrored)."""
    driver = botdriver.BotDriver(game, 0, KINDS, SEED)
    driver.play(game.action_from_text("pass"))
    return driver.bots()


def test_no_bot_hand_ever_shows_and_the_persons_only_under_a_fresh_reveal(tmp_path):
    folder = str(tmp_path / "saves")
    game = start(folder)
    n = bots_after_a_pass(game)
    bots_ms = n * botdriver.PACED_MS
    script = ["wait 100", "press a", "shot handover", "press a",
              "hold reveal 300", "shot revealed",
              # REVEAL stays held through the pass and every bot's turn.
              "press pass", "press a", "wait 1500", "shot bot_thinking", "wait %d" % bots_ms,
              "shot held_after", "release reveal", "wait 100", "shot released",
              "hold reveal 300", "shot fresh", "release reveal", "shot end"]
    run = simrun.run(script, folder, heap=HEAP)
    assert run.returncode == 0, run.output
    assert keydriver.game_from_save_dir(folder).to_text() == game.to_text()
    times = simrun.shot_times(script)
    assert has_panel(run.frame_at(times["revealed"]))
    pass_at = [t for t, line in run.script.steps if line.startswith("press pass")][0]
    fresh_at = [t for t, line in run.script.steps if line.startswith("hold reveal")][1]
    bot_frames = 0
    for f in run.frames:
        if pass_at + 40 < f.ticks < fresh_at:
            bot_frames += 1
            assert not has_panel(f), "a panel at %d ms, REVEAL not pressed afresh" % f.ticks
            # One person at the table: no hand-over page between the bots and the person.
            assert f.pixel565(2, 230) != HANDOVER_BG, f.ticks
    for name in ("handover", "bot_thinking", "held_after", "released", "end"):
        assert not has_panel(run.frame_at(times[name])), name
    assert has_panel(run.frame_at(times["fresh"]))
    # Each bot decision is played out over several frames where the table can follow it.
    assert bot_frames >= 4 * n, (bot_frames, n)
    print("%d bot decisions drawn in %d frames, REVEAL held all along: no panel" % (
        n, bot_frames))


def test_a_hurries_the_bots_to_the_same_game(tmp_path):
    folder = str(tmp_path / "saves")
    game = start(folder)
    n = bots_after_a_pass(game)
    script = ["wait 100", "press a", "press a", "press pass", "press a", "press a",
              "wait %d" % (n * botdriver.HURRIED_MS), "shot done"]
    run = simrun.run(script, folder, heap=HEAP, keep_frames=False)
    assert run.returncode == 0, run.output
    # All the bots' decisions were made, in far less time than their paced turns take.
    assert keydriver.game_from_save_dir(folder).to_text() == game.to_text()
    assert n * botdriver.HURRIED_MS < n * botdriver.PACED_MS // 10


def test_setup_seats_a_bot_and_changes_a_dynasty_by_keys(tmp_path):
    # games/tigris/setup.py: LEFT/RIGHT on a seat row is who plays it, A its dynasty (the next
    # one nobody at the table has); both reach the game and its save.
    folder = str(tmp_path / "saves")
    lines = botdriver.bots_setup_script([0, 2], board=0, variants=0)
    second_seat = lines.index("press down") + 1  # the second seat's row comes after this
    lines[second_seat + 1:second_seat + 1] = ["press a"]  # A there: Bull -> Pot
    run = simrun.run(lines, folder, heap=HEAP, keep_frames=False)
    assert run.returncode == 0, run.output
    data = keydriver.savestore.SaveStore(folder, keydriver.SLOT).load()[0]
    game = payload.unpack(data)
    assert list(game.dynasties) == [0, 2]
    assert game.seating == (b"\0\2\0\0", game.seating[1])
    assert payload.players(data) == "Archer, Pot: 1 bot"


# Counts, over every frame of the run, the frames drawn while a bot thinks (its modules loaded),
# those with any of the full view's modules loaded (but boardpasses.py, whose native code stays
# for good: console/app.py unload), and those with the busy view's (console/gamescreen.py
# follow_busy); and how many of those view modules the title had loaded at its first key.
THINK_PROBE = """
import sys
import hal
from console import app, title
VIEW = ("games.tigris.glyph_bits", "games.tigris.glyphs", "games.tigris.boardview",
        "games.tigris.hud", "games.tigris.view")
counts = [0, 0, 0]
at_title = []
_update = title.Title.update
def _key(self, pressed, held, now):
    if pressed and not at_title:
        at_title.append(len([v for v in VIEW if v in sys.modules]))
    return _update(self, pressed, held, now)
title.Title.update = _key
_frame = hal.Board.frame
def _probe(self, ticks):
    m = sys.modules
    if "engine_core.tigris.bots" in m:
        counts[0] += 1
        counts[1] += bool([v for v in VIEW if v in m])
        counts[2] += "games.tigris.busyview" in m
    return _frame(self, ticks)
hal.Board.frame = _probe
try:
    app.run()
finally:
    print("thinking:", *counts)
    print("view modules at the title's key:", *at_title)
"""


@pytest.mark.parametrize("title_read_ms, ahead", [(100, "none"), (800, "some"), (1500, "all")])
def test_while_a_bot_thinks_the_boards_view_is_out_of_the_heap(tmp_path, title_read_ms, ahead):
    # The frames of the bots' thinking are the busy view's (the strip's progress alone): the
    # full view's modules leave their heap to the bot, and come back to play each action out;
    # also where the title loaded some or all of them before Continue (console/title.py
    # continue_ahead).
    folder = str(tmp_path / "saves")
    game = start(folder)
    n = bots_after_a_pass(game)
    script = ["wait %d" % title_read_ms, "press a", "press a", "press pass", "press a",
              "shot thinking", "wait %d" % (n * botdriver.PACED_MS)]
    probe = tmp_path / "probe.py"
    probe.write_text(THINK_PROBE)
    run = simrun.run(script, folder, heap=HEAP, program=str(probe))
    assert run.returncode == 0, run.output
    assert keydriver.game_from_save_dir(folder).to_text() == game.to_text()
    line = [w for w in run.output.splitlines() if w.startswith("thinking:")][-1]
    thinking, with_view, with_busy = (int(w) for w in line.split()[1:])
    assert thinking > 20 and with_view == 0 and with_busy == thinking
    # The title's process (the one before it only looked at the save) had a key.
    loaded = [int(w.split()[-1]) for w in run.output.splitlines()
              if w.startswith("view modules at") and w.split()[-1].isdigit()][0]
    assert {"none": loaded == 0, "some": 0 < loaded < 5, "all": loaded == 5}[ahead], loaded
    # The strip says who thinks, in the warning ink on the strip's ground (LAYOUT.md).
    frame = run.frame_at(simrun.shot_times(script)["thinking"])
    assert {STRIP_BG, WARN} <= frame.colours(24, 221, 296, 18)


def copy_of(folder, wait):
    copy = "%s-%d" % (folder, wait)
    shutil.copytree(folder, copy)
    return copy


def test_a_bot_to_move_puts_up_its_strip_at_once_and_the_board_after(tmp_path):
    # No hand-over when a bot is to move (Continue on a game saved in the bots' turn, Start with
    # a bot first): the key's frame is the strip of the bot's thinking on the table's ground
    # (games/tigris/card.py, console/resumepage.py), the game loads in the next pass and its
    # first frame draws the board and the same strip. No key is lost meanwhile: A hurries.
    folder = str(tmp_path / "saves")
    game = Game.new([0, 1, 2, 3], 0, 0, SEED)
    assert game.current_player() == 0
    os.makedirs(folder)
    with open(os.path.join(folder, keydriver.SLOT + ".bin"), "wb") as f:
        f.write(keydriver.savestore.encode(payload.pack(game, b"\3\0\3\3", SEED)))
    # Continue at once, and after the title was read (its quiet passes loaded the game's code:
    # console/title.py continue_ahead): the same frames.
    shown = []
    for wait in (50, 1500):
        run = simrun.run(["wait %d" % wait, "press a", "wait 3000"], copy_of(folder, wait),
                         heap=HEAP)
        assert run.returncode == 0, run.output
        press = [t for t, mask in run.script.events if mask][0]
        page, board = [f for f in run.frames if f.ticks >= press][:2]
        assert page.colours(0, 0, 320, 220) == {SCREEN_BG}  # the ground: no board before it
        assert page.memory[220 * 640:] == board.memory[220 * 640:]  # the strip, as the game's
        assert STRIP_BG in page.colours(0, 220, 320, 20) and WARN in page.colours(0, 220, 320, 20)
        assert SCREEN_BG not in board.colours(0, 0, 320, 220)  # the board, drawn whole
        if wait < 100:  # the game's code loads after the page
            assert page.heap_used < board.heap_used - 8 * 1024, (page.heap_used, board.heap_used)
        assert not any(f.pixel565(2, 230) == HANDOVER_BG for f in run.frames if f.ticks >= press)
        shown.append((page.memory, board.memory))
    assert shown[0] == shown[1]
