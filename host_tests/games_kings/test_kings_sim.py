"""Contest of Kings on the simulator (the real firmware under the MicroPython Unix port at 160K):
set up from the title, a whole 3-player game through the keys with restarts in the middle, the
heap, and frame by frame: nothing private (the panel's colour) without REVEAL held (CK-7.3)."""


import games_sim
import kingsdriver
import simrun
from panel_model import rgb565

PANEL_BG = rgb565(48, 16, 64)  # console/colours.py: only ever the private panel
FINAL_BG = rgb565(60, 40, 0)
PEAK_BUDGET = games_sim.PEAK_BUDGET
HEAP = games_sim.HEAP


def started(tmp_path, players=3):
    return games_sim.started(kingsdriver, tmp_path, players)


def play_in_runs(folder, driver, per_run, limit=100000):
    return games_sim.play_in_runs(kingsdriver, folder, driver, per_run, limit)


def test_complete_game_through_the_keys_saved_and_resumed(tmp_path):
    folder, game, setup = started(tmp_path)
    driver = kingsdriver.KingsDriver(game, seed=5)
    runs = play_in_runs(folder, driver, 60)
    assert len(runs) >= 2  # resumed from its save in the middle of the game
    assert kingsdriver.game_from_save_dir(folder).is_over()
    assert runs[-1].last.pixel565(2, 120) == FINAL_BG  # the final page, piles opened
    peak = max(h for run in [setup] + runs for t, h, b in run.figures)
    print("kings: %d actions in %d runs, kinds %s, peak heap %d bytes at %s" % (
        driver.actions, len(runs), sorted(driver.kinds), peak, HEAP))
    assert peak < PEAK_BUDGET


def test_nothing_private_without_reveal(tmp_path):
    # CK-7.3: 50 actions of a game typed by keys, questions included; every frame is checked:
    # the private panel (the hand, a private answer, a refusal) only while REVEAL is held.
    folder, game, _ = started(tmp_path)
    driver = kingsdriver.KingsDriver(game, seed=21)
    driver.restart()
    driver.lines.append("hold reveal 200")  # held through the hand-over: must show nothing
    driver.lines.append("press a")
    driver.ready = game.current_player()
    driver.lines.append("wait 100")
    driver.lines.append("release reveal")
    driver.lines += ["press red", "hold reveal 200", "release reveal", "press b"]
    # The game's seed comes from the clock at Start: type on until REVEAL has been held a few
    # times, whatever the deal.
    def reveals():
        return sum(line.startswith("hold reveal") for line in driver.lines)

    while (driver.actions < 50 or reveals() < 8) and not game.is_over():
        driver.step()
    run = simrun.run(driver.lines + ["wait 300"], folder, heap=HEAP)
    assert run.returncode == 0, run.output
    holds = []
    for t_ms, mask in run.script.events:
        if mask & 64 and (not holds or holds[-1][1] is not None):
            holds.append([t_ms, None])
        elif not mask & 64 and holds and holds[-1][1] is None:
            holds[-1][1] = t_ms
    assert len(holds) > 5
    first_ok = holds[0][1]  # the first hold began before the hand-over was taken
    shown = 0
    holds_shown = set()
    for f in run.frames:
        panel = PANEL_BG in f.colours(0, 0, 320, 240)
        inside = any(a <= f.ticks <= b + 40 for a, b in holds[1:])
        if panel:
            shown += 1
            holds_shown.update(i for i, (a, b) in enumerate(holds) if a <= f.ticks <= b + 40)
            assert inside, "private panel at %d ms without REVEAL" % f.ticks
            assert f.ticks > first_ok, "REVEAL held over the hand-over showed the hand"
    # And it does show while REVEAL is held: at the hand check after the hand-over and in the
    # private questions (commit, treasure) and answers typed under REVEAL.
    assert 1 in holds_shown and len(holds_shown) >= 2, (holds_shown, len(holds))
    print("kings privacy: %d frames, %d REVEAL holds, the panel in %d of them, never outside" % (
        len(run.frames), len(holds), len(holds_shown)))


HANDOVER_BG = rgb565(0, 60, 50)
SCREEN_BG = rgb565(16, 32, 64)
WHITE = rgb565(255, 255, 255)
YELLOW = rgb565(240, 228, 66)  # the hand-over's words (console/colours.py TITLE_TEXT)


def test_handover_panel_hides_the_hand_held_over_the_turns_end(tmp_path):
    # CK-7.3: the hand-over is a panel over the second line and the strip, the public first line
    # over the private panel's top (the public table stays). A player who
    # still holds REVEAL as the action that ends the turn is taken sees the hand go at once:
    # the panel covers it in that very frame and it stays hidden until the next player's fresh
    # press after taking the console.
    folder, game, _ = started(tmp_path)
    driver = kingsdriver.KingsDriver(game, seed=9, pass_bias=0.0)
    driver.restart()
    while True:
        g = driver.game
        ends_turn = g.phase() == 0 and g.actions_taken == 1 and g.current_player() == driver.ready
        card = [a for a in g.legal_actions() if kingsdriver.action_kind(a) == kingsdriver.ACT_CARD]
        if ends_turn and card:
            break
        driver.step()
    driver.lines.append("hold reveal 200")
    driver.lines.append("shot hand")
    driver.play(card[0])
    driver.lines += ["wait 100", "shot handover", "release reveal", "wait 100",
                     "shot released", "hold reveal 200", "shot not_taken", "release reveal"]
    run = simrun.run(driver.lines + ["wait 300"], folder, heap=HEAP)
    assert run.returncode == 0, run.output
    assert driver.game.current_player() != driver.ready  # a hand-over came
    times = simrun.shot_times(driver.lines)
    assert PANEL_BG in run.frame_at(times["hand"]).colours(0, 0, 320, 240)  # the hand was up
    for name in ("handover", "released", "not_taken"):
        frame = run.frame_at(times[name])
        assert frame.pixel565(1, 204) == HANDOVER_BG, name  # the panel is up
        assert PANEL_BG not in frame.colours(0, 0, 320, 240), name
        # The first line is the public one, in white on the ground, or, when something
        # happened since the last hand-over, the hand-over panel's top: no card of the hand.
        assert frame.colours(0, 184, 320, 18) <= {SCREEN_BG, WHITE, HANDOVER_BG, YELLOW}, name
        # The table (public) stays: its cells are not the hand-over's colour.
        assert HANDOVER_BG not in frame.colours(0, 0, 320, 180), name
    # Every later frame: no private panel (nobody took the console).
    assert not any(PANEL_BG in f.colours(0, 0, 320, 240) for f in run.frames
                   if f.ticks >= times["handover"])
