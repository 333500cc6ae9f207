"""Issue 13 items 10, 7, 5, 2 and 8 as the panel shows them: the firmware runs headless under
the MicroPython Unix port on key scripts (host_tests/firmware_app/simrun.py) and the checks read
the decoded frames, never the firmware's objects."""

import finals_sim
import flowkit
import keydriver
import screen_facts as sf
import simrun

from engine_core.tigris import Game

COLOURS = sf.palette()
HANDOVER_BG = COLOURS["HANDOVER_BG"]
FINAL_BG = COLOURS["FINAL_BG"]
SCREEN_BG = COLOURS["SCREEN_BG"]
PANEL_BG = COLOURS["PANEL_BG"]


def page(frame):
    return frame.pixel565(2, 120)


def handover_up(frame):
    """A hand-over's panel is up: it covers the strip (firmware/console/LAYOUT.md)."""
    return frame.pixel565(2, 230) == HANDOVER_BG


def panel_top(frame):
    """The hand-over panel's top edge: it starts on a board row (160 - 20 x its events)."""
    return min(y for y in range(0, 240, 20) if frame.pixel565(2, y) == HANDOVER_BG)


def shots(run, script):
    times = simrun.shot_times(script)
    return {name: run.frame_at(t) for name, t in times.items()}


def test_the_turns_last_action_stays_on_the_board_until_a(save_dir):
    # Item 10: the outgoing player sees the board after their second action (not the next
    # hand-over), with no private panel even under REVEAL; B takes the action back; A passes on.
    game = keydriver.game_from_save_dir(save_dir)
    driver = keydriver.KeyDriver(game, seed=1)
    driver.restart()
    driver.play(flowkit.quiet_tile(game))
    after_first = Game.from_text(game.to_text())
    second = flowkit.quiet_tile(game)
    driver.type_action(second)
    driver.lines += ["wait 200", "shot turn_over", "hold reveal 300", "shot revealed",
                     "release reveal", "press b", "wait 200", "shot taken_back"]
    driver.cursor = second & 255
    driver.type_action(second)
    driver.lines += ["press a", "wait 200", "shot handover"]
    script = driver.lines + ["wait 200"]
    run = simrun.run(script, save_dir)
    assert run.returncode == 0, run.output
    shot = shots(run, script)
    game.apply(second)
    assert not handover_up(shot["turn_over"])
    assert sf.board_mismatches(shot["turn_over"], game) == []
    assert PANEL_BG not in shot["revealed"].colours(0, 0, 320, 240)
    assert sf.board_mismatches(shot["taken_back"], after_first) == []
    assert handover_up(shot["handover"])
    assert keydriver.game_from_save_dir(save_dir).encode() == game.encode()


def test_a_war_is_asked_for_before_the_tile_goes_down(tmp_path):
    # Item 7: the first A on a tile that starts a war changes the strip, not the board.
    folder = str(tmp_path / "saves")
    game = flowkit.position("te8_war_tie_defender_wins.te")
    keydriver.write_save(folder, game)
    driver = keydriver.KeyDriver(flowkit.copy(game), seed=0)
    driver.restart()
    driver.press("a")  # the hand-over
    driver.ready = game.current_player()
    action = game.action_from_text("tile k g5")
    driver.type_action(action)
    script = driver.lines[:-1] + ["wait 200", "shot aiming", "press a", "wait 200",
                                  "shot warned", "press a", "wait 200", "shot placed"]
    run = simrun.run(script, folder)
    assert run.returncode == 0, run.output
    shot = shots(run, script)
    assert sf.board_mismatches(shot["warned"], game) == []  # nothing placed yet
    strip = (0, 220, 320, 20)
    assert shot["warned"].region565(*strip) != shot["aiming"].region565(*strip)
    game.apply(action)
    # The war is now being decided: each side's supporting tiles carry that side's mark
    # (item 7), so only those cells may differ from a plain board, and the uniting tile is down.
    cell = action & 255
    off = sf.board_mismatches(shot["placed"], game)
    assert all(seen[0] == "leader" and want[0] == "tile" for _c, seen, want in off), off
    assert cell not in [c for c, _seen, _want in off]
    assert sf.CellReader().read(shot["placed"], cell) == ("tile", 3)


def test_the_final_scores_stay_until_the_table_leaves_them(tmp_path):
    # Item 5: one A on the final page went to the title and the scores were gone. Now A and B
    # do nothing there; MENU offers the log, the rules and leaving, and B comes back to them;
    # after leaving, the title's "Last result" shows them again.
    folder = str(tmp_path / "saves")
    game = flowkit.position("te11_two_treasures_left_ends_game.te")
    keydriver.write_save(folder, game)
    driver = keydriver.KeyDriver(flowkit.copy(game), seed=0)
    driver.restart()
    for text in ("leader g j11", "treasure f10", "tile k c5"):
        driver.play(driver.game.action_from_text(text))
    assert driver.game.is_over()
    script = driver.lines + [
        "wait 200", "shot final", "press a", "press b", "press a", "wait 300", "shot still",
        "press menu", "wait 100", "shot menu", "press b", "wait 100", "shot back",
        "press menu", "press down", "press a", "wait 200", "shot log", "press b",
        "press down", "press down", "press a", "wait 300", "shot title",
        "press a", "wait 300", "shot last_result"]
    run = simrun.run(script, folder)
    assert run.returncode == 0, run.output
    shot = shots(run, script)
    for name in ("final", "still", "back"):
        assert page(shot[name]) == FINAL_BG, name
    assert shot["still"].memory == shot["final"].memory
    for name in ("menu", "log", "title"):
        assert page(shot[name]) == SCREEN_BG, name
    assert shot["log"].memory != shot["menu"].memory
    assert shot["title"].memory != shot["menu"].memory
    # From the title, "Last result" (the first row: no game in progress) brings them back.
    assert shot["last_result"].memory == shot["final"].memory


def test_the_final_scores_sit_under_their_column_headings(tmp_path):
    # The numbers did not line up under "red blue green black treasures" (one proportional
    # string over rows of another). Each number now ends at its heading's right end, the place
    # and name in a column of their own: read from the frame's ink, row by row, best first.
    folder = str(tmp_path / "saves")
    game = flowkit.position("te11_two_treasures_left_ends_game.te", edit=(
        ("score archer r0 b0 g0 k0 t0", "score archer r12 b3 g10 k7 t0"),
        ("score bull r0 b0 g0 k0 t0", "score bull r5 b11 g0 k14 t2")))
    keydriver.write_save(folder, game)
    driver = keydriver.KeyDriver(flowkit.copy(game), seed=0)
    driver.restart()
    for text in ("leader g j11", "treasure f10", "tile k c5"):
        driver.play(driver.game.action_from_text(text))
    g = driver.game
    assert g.is_over()
    rows = [tuple(g.score(seat)) + (g.treasures_held(seat),) for seat, _, _ in g.ranking()]
    assert rows == [(12, 3, 10, 7, 1), (5, 11, 0, 14, 2)]  # TE-11: weakest 3 + 1 against 0 + 2
    script = driver.lines + ["wait 200", "shot final"]
    run = simrun.run(script, folder)
    assert run.returncode == 0, run.output
    final = shots(run, script)["final"]
    assert page(final) == FINAL_BG
    heads = ("red", "blue", "green", "black", "treasures")
    assert finals_sim.column_faults(final, heads, rows, 40, finals_sim.NUMBERS_DY) == []


class ShotDriver(keydriver.KeyDriver):
    """The key driver, with a shot of every hand-over page before its A."""

    handovers = 0

    def play(self, a):
        if self.game.current_player() != self.ready:
            self.handovers += 1
            self.lines += ["wait 100", "shot handover%d" % self.handovers]
        keydriver.KeyDriver.play(self, a)


def test_hand_over_pages_keep_telling_what_happened(save_dir):
    # Item 2: after about eight events the hand-over pages came up with no lines at all. Every
    # hand-over of a long stretch of play shows lines under its heading.
    driver = ShotDriver(keydriver.game_from_save_dir(save_dir), seed=6, swap_bias=0.1)
    driver.restart()
    while driver.actions < 40 and not driver.game.is_over():
        driver.step()
    script = driver.lines + ["wait 200"]
    run = simrun.run(script, save_dir)
    assert run.returncode == 0, run.output
    shot = shots(run, script)
    names = [n for n in shot if n.startswith("handover")]
    assert len(names) >= 12
    empty = []
    for name in names[1:]:  # the first comes straight after Continue: nothing told yet
        frame = shot[name]
        assert handover_up(frame), name
        # A panel with no event line starts at y 160; the first line is 44 px below its top
        # (console/common.py handover).
        top = panel_top(frame)
        if top >= 160 or set(frame.colours(16, top + 44, 288, 16)) == {HANDOVER_BG}:
            empty.append(name)
    assert empty == []


def after_a_swap(save_dir):
    """(game, key driver) of the saved game once its player to move swapped one tile: a line
    in the log only that player may see."""
    game = keydriver.game_from_save_dir(save_dir)
    driver = keydriver.KeyDriver(game, seed=2)
    driver.restart()
    hand = game.hand(game.current_player())
    colour = next(c for c in range(4) if hand[c])
    driver.play(4 << 12 | 1 << (3 * colour))  # ACT_SWAP
    return game, driver


def test_the_log_page_shows_a_players_own_lines_only_under_reveal(save_dir):
    # Item 8: the in-game menu's log shows the public lines; the player holding the console
    # sees their own (a swap's tiles) only while pressing REVEAL on the page (TE-13).
    game, driver = after_a_swap(save_dir)
    script = driver.lines + [
        "press menu", "press down", "press down", "press a", "wait 200", "shot public",
        "hold reveal 300", "shot private", "release reveal", "wait 100", "shot after"]
    run = simrun.run(script, save_dir)
    assert run.returncode == 0, run.output
    shot = shots(run, script)
    assert page(shot["public"]) == SCREEN_BG
    assert shot["private"].memory != shot["public"].memory
    assert shot["after"].memory == shot["public"].memory


def test_menu_at_a_hand_over_shows_nothing_private_and_comes_back_to_it(save_dir):
    # MENU works on the pass screen too (a table may stop between turns). Nobody has taken the
    # console there, so the log shows only public lines even under REVEAL (TE-13), and B goes
    # back to the same hand-over; "Save and quit" keeps the game as it stands.
    game, driver = after_a_swap(save_dir)
    driver.play(flowkit.quiet_tile(game))  # the second action: the turn ends, A passes on
    script = driver.lines + [
        "wait 200", "shot handover", "press menu", "wait 100", "shot menu",
        "press down", "press down", "press a", "wait 200", "shot public",
        "hold reveal 300", "shot revealed", "release reveal", "wait 100",
        "press b", "wait 100", "press b", "wait 200", "shot back",
        "press menu", "press up", "press a", "wait 300", "shot title", "wait 100"]
    run = simrun.run(script, save_dir)
    assert run.returncode == 0, run.output
    shot = shots(run, script)
    assert handover_up(shot["handover"])
    assert not handover_up(shot["menu"])
    assert page(shot["public"]) == SCREEN_BG
    assert shot["revealed"].memory == shot["public"].memory
    assert handover_up(shot["back"])  # the board rows above it drawn again with it
    assert not handover_up(shot["title"])
    assert keydriver.game_from_save_dir(save_dir).encode() == game.encode()
