"""One person against three Hard bots on the simulator, through the matrix keys only: the
setup page seats the bots, every bot decision is the console's own (the script only waits),
a save-and-quit in the middle of the bots' turn resumes to the same game, and the game plays to
its final scores. The peak live heap with a Hard bot thinking is measured on the way."""

import botdriver
import keydriver
import simrun
from games.tigris import payload

HUMAN, HARD = 0, 3
FINAL_BG = simrun.panel_model.rgb565(60, 40, 0)  # console/LAYOUT.md: the final scores page
# The heap with Hard bots on the console, measured on this 64-bit port: the mark is a
# peak below 120 KB under -X heapsize=160K. The live heap after gc.collect at each frame (the
# figure test_app.py reads) peaks at 112,640 bytes in this game (120,704-120,800 from five save
# folders before names that never meet shared the interpreter's own: tools/name_clashes.py;
# 121,280-121,664 before tools/local_names.py), and has read ~2.4 KB more in a run where the
# collector, which cannot tell a pointer from a number on the C stack, kept garbage alive for a
# frame. The peak is now a person's turn, aiming an action, as in a game
# without bots (the bots' process holds their interned names too); the frames while a bot
# thinks stay under it. What a bot's thinking holds: the console and the game, the bots' modules
# (~15 KB, loaded only while a bot decides, the codec's bytes without its checks:
# engine_core/tigris/codec_checks.py) and, between thinking steps, the Bot (~1.6 KB), its
# candidates and the 286 bytes its look-ahead copies are decoded from. What a person's turn
# needs and a bot's thinking does not is out of the heap meanwhile: the save's module, a
# person's keys (play.py), the action's words and the log's writes (narrate.py, logbook.py),
# the board's drawing (view.py, boardview.py, hud.py, glyphs.py: console/gamescreen.py
# follow_busy, games/tigris/busyview.py) and the action's playing out (botshow.py, loaded once
# a bot has decided). Inside one thinking step a Hard try needs ~5 KB more for a moment (its
# copy, the copy's journal and events; tools/bench_bots.py --memory), which no frame sees.
# The interpreter's pool of interned names stays in five blocks (620 names; a game with bots
# holds ~530): a sixth would be ~7 KB in one piece, never freed, so the title's
# look at the saves stays out of a game's process and a game's final scores are built on a
# fresh heap. Before: 135,104 bytes at 176K (the board's view in the heap while a bot thinks),
# 131,296 at 160K (a resumed game listing the log's whole window), then the constants folded
# (tools/const_fold.py), the hal's start-up and the loop's changes of screen out of the
# resident heap, and Continue's card no longer leaving the board's marks behind. The Pico's
# 32-bit objects need about 0.71 of these figures (~80 KB of its ~241 KB).
BOT_PEAK_BUDGET = 120 * 1024
HEAP = "160K"


def saved(folder):
    """(game, seating) of the console's save."""
    data, status = keydriver.savestore.SaveStore(folder, keydriver.SLOT).load()
    assert data is not None, status
    return payload.unpack(data), payload.seating(data)


def run_lines(folder, lines):
    run = simrun.run(lines + ["wait 300"], folder, heap=HEAP, keep_frames=False)
    assert run.returncode == 0, run.output[-3000:]
    return run


def test_one_person_against_three_hard_bots_to_the_end(tmp_path):
    folder = str(tmp_path / "saves")
    kinds = [HUMAN, HARD, HARD, HARD]
    runs = [run_lines(folder, botdriver.bots_setup_script(kinds))]
    game, (seats, seed) = saved(folder)
    assert game.num_players == 4 and bytes(seats) == bytes(kinds)
    # The title names the players from the save's header alone, the bots starred.
    data = keydriver.savestore.SaveStore(folder, keydriver.SLOT).load()[0]
    assert payload.players(data) == "Archer, Bull, Pot, Lion: 3 bots"
    driver = botdriver.BotDriver(game, 4, seats, seed, swap_bias=0.15)
    resumed_mid_bots = False
    owed = []  # bot decisions the console still has to make after a resume
    per_run = 12  # the person's actions per firmware run; each run resumes the last one's save
    while not driver.game.is_over():
        driver.lines = []
        driver.restart()  # title: Continue
        if owed:
            # Resumed in the bots' turn: they decide again from the save before a person may.
            driver.lines.append("wait %d" % (len(owed) * botdriver.PACED_MS))
            driver.cursor = driver.cursor_after(owed)
            owed = []
        mid = None
        target = driver.actions + per_run
        # A run ends at a person's decision, never with bots to move: the console would go on
        # deciding for them in the script's last wait, the mirror not.
        while not driver.game.is_over() and (driver.actions < target or driver.bot_turn()):
            if driver.bot_turn():
                driver.wait_for_bots(hurry=len(runs) > 2)
                continue
            driver.human_step()
            if driver.bot_turn() and not resumed_mid_bots and len(runs) == 2:
                # Save and quit to the title while the first bot is still thinking.
                before = driver.game.to_text()
                driver.bots()
                mid = (before, list(driver.positions), list(driver.moves))
                driver.lines += ["wait 30"] + botdriver.save_and_quit()
                break
        runs.append(run_lines(folder, driver.lines))
        got, _ = saved(folder)
        if mid is not None:
            # Saved in the bots' turn: a position of the bots' run before its end, a bot to
            # decide; the next run resumes it and the bots decide the same again.
            before, positions, moves = mid
            text = got.to_text()
            assert text in [before] + positions[:-1]
            assert seats[got.current_player()] == HARD
            resumed_mid_bots = True
            owed = moves[([before] + positions).index(text):]
            continue
        assert got.to_text() == driver.game.to_text(), "\n".join(
            ["run %d" % len(runs), got.to_text(), driver.game.to_text()] + driver.lines[-30:])
    assert resumed_mid_bots
    assert runs[-1].last.pixel565(2, 120) == FINAL_BG  # the final scores page is up
    peak = max(heap for run in runs for ticks, heap, b in run.figures)
    for i, run in enumerate(runs):
        top = max(run.figures, key=lambda f: f[1])
        print("run %d: peak %d at %d ms of %d" % (i, top[1], top[0], run.figures[-1][0]))
        print("\n".join(run.output.splitlines()[:12]))
    print("1 person v 3 Hard bots: %d actions typed, %d bot decisions, %d runs; peak live heap "
          "%d bytes (-X heapsize=%s)" % (driver.actions, driver.bot_actions, len(runs), peak,
                                          HEAP))
    assert peak < BOT_PEAK_BUDGET
