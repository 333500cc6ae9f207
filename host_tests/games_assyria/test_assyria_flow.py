"""Assyria's flow on its own (games/assyria/flow.py): a whole 3-player game typed key by key
through the key map, no display; the flow must hold the driver's position after every action."""

import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "tools", "sim"))

import assyriadriver  # noqa: E402
from console import gamelog  # noqa: E402
from games.assyria import flow as aflow  # noqa: E402
from games.assyria.inputs import KEYMAP  # noqa: E402
from timeline import key_bits  # noqa: E402

from engine_core.assyria import Game  # noqa: E402

BITS = key_bits()
DONE_KEY = "blue"  # F2, the BLUE cap

# The notation's tokens (notation-assyria.md): a hex "c4", a card "grape2", a dignitary alone.
NOTATION_TOKEN = re.compile(r"\b([a-j][1-9]|[a-z]+[1-3]|upper|middle|lower)\b(?! dignitary)")


def feed(flow, lines):
    for line in lines:
        words = line.split()
        if words[0] == "press":
            bits = 0
            for w in words[1:]:
                bits |= KEYMAP[BITS[w].bit_length() - 1]
            flow.press(bits)


def test_a_whole_three_player_game_through_the_keys():
    seed = 7
    game = Game.new(3, seed)
    saved = []
    flow = aflow.new_flow(3, seed, saved.append)
    driver = assyriadriver.AssyriaDriver(game, seed=seed)
    assert flow.game.encode() == game.encode()
    words_checked = 0
    while not game.is_over():
        legal = game.legal_actions()
        for a in legal:
            # Plain words for the log and the lists, never the notation's tokens or hex names.
            words = aflow.action_words(a)
            assert words and not NOTATION_TOKEN.search(words), (words, game.action_to_text(a))
            words_checked += 1
        # The choices A opens on one hex: two that read the same light other hexes.
        for h in range(64):
            here = [a for a in legal if aflow.ON_MAP[aflow.action_kind(a)]
                    and h in aflow.hexes_of(a)]
            told = [(aflow.action_words(a), tuple(sorted(aflow.hexes_of(a)))) for a in here]
            assert len(set(told)) == len(told), told
        driver.lines = []
        driver.step()
        feed(flow, driver.lines)
        assert flow.game.encode() == game.encode(), (driver.actions, driver.lines)
    assert flow.is_over()
    assert saved[-1][5:] == game.encode()
    print("assyria: %d actions, kinds %s, %d action words checked" % (
        driver.actions, sorted(driver.kinds), words_checked))
    assert {1, 2, 3, 4, 5, 7, 8}.issubset(driver.kinds)


def into_expansion(seed):
    """(flow, driver) twelve actions into a 3-player game: huts to place on the map."""
    flow = aflow.new_flow(3, seed, lambda data: None)
    driver = assyriadriver.AssyriaDriver(Game.new(3, seed), seed=seed)
    for _ in range(12):
        driver.lines = []
        driver.step()
        feed(flow, driver.lines)
    return flow, driver


def test_on_the_rows_and_assur_screens_no_key_acts_on_the_hidden_map():
    # Issue "three games": with the food rows or Assur up, the map is hidden, so a D-pad key,
    # A, CHOOSE or DONE must change nothing (no hidden cursor step, no hut placed unseen); the
    # strip says what acts there, VIEW goes round the screens and B goes back to the map.
    seed = 7
    flow, driver = into_expansion(seed)
    # The map with lit hexes, a message from the last action on the strip.
    assert flow.screen == 0 and flow.mode == aflow._MAP and any(flow.highlight)
    map_msg = flow.msg
    state = flow.game.encode()
    feed(flow, ["press " + assyriadriver.VIEW_KEY])
    assert flow.screen == 1 and aflow.map_prompt(flow) == aflow.VIEW_PROMPT
    assert flow.msg == ""  # the strip tells the screen's keys, not the map's last message
    cursor, mode = flow.cursor, flow.mode
    for screen in (1, 2):
        assert flow.screen == screen
        # The D-pad, A, CHOOSE and DONE (the key at blue).
        for key in ("up", "down", "left", "right", "a", "a", assyriadriver.CHOOSE_KEY, "blue"):
            feed(flow, ["press " + key])
            assert flow.game.encode() == state, key
            assert (flow.cursor, flow.mode, flow.screen) == (cursor, mode, screen), key
            assert flow.msg == aflow.ON_MAP_ONLY
        feed(flow, ["press menu"])  # the in-game menu opens on any screen: no refusal
        assert flow.msg == "" and flow.screen == screen
        feed(flow, ["press " + assyriadriver.VIEW_KEY])
    # VIEW after Assur: the map again, with its message; A acts there once more.
    assert flow.screen == 0 and flow.msg == map_msg
    assert aflow.map_prompt(flow) != aflow.VIEW_PROMPT
    # B on either screen goes straight back to the map, the game as it was.
    for views in (1, 2):
        feed(flow, ["press " + assyriadriver.VIEW_KEY] * views + ["press b"])
        assert flow.screen == 0 and flow.msg == map_msg and flow.game.encode() == state
    driver.lines = []
    driver.step()
    feed(flow, driver.lines)
    assert flow.game.encode() == driver.game.encode() != state


def test_a_on_a_hex_with_nothing_to_do_is_refused_in_words_not_a_hex_name():
    # A play-test read "Nothing to do on e1", but the map draws no hex names: the refusal
    # points at the lit hexes instead, and changes nothing.
    seed = 7
    flow, driver = into_expansion(seed)
    acted = {h for a in flow.game.legal_actions() if aflow.ON_MAP[aflow.action_kind(a)]
             for h in aflow.hexes_of(a)}
    assert acted and any(flow.highlight)
    idle = [h for h in range(64) if h not in acted]
    state = flow.game.encode()
    # Walk the cursor there with the D-pad: the flow's own keys, as a player would.
    for _ in range(40):
        if flow.cursor in idle:
            break
        feed(flow, ["press right" if flow.cursor < 60 else "press left"])
    assert flow.cursor in idle
    feed(flow, ["press a"])
    assert flow.msg == "Nothing to do here: try a lit hex"
    assert flow.game.encode() == state


def test_a_list_of_choices_on_one_hex_lights_only_the_chosen_ones_hexes():
    # Choices on one hex read the same when only their huts differ ("feeds 2 huts: 2-grape
    # card"); the map tells them apart: the list lights the hexes of the choice shown, the
    # D-pad moves the lighting with it, B gives the map all its targets back.
    for seed in range(3, 40):
        flow, driver = into_expansion(seed)
        while not flow.game.is_over() and driver.actions < 90:
            legal = flow.game.legal_actions()
            on_map = [a for a in legal if aflow.ON_MAP[aflow.action_kind(a)]]
            busy = [h for h in range(64)
                    if sum(1 for a in on_map if h in aflow.hexes_of(a)) >= 2]
            if busy and flow.mode == aflow._MAP:
                break
            driver.lines = []
            driver.step()
            feed(flow, driver.lines)
        else:
            continue
        everything = bytes(flow.highlight)
        flow.cursor = busy[0]
        feed(flow, ["press a"])
        assert flow.mode == aflow.LIST and len(flow.options) >= 2
        for step in range(len(flow.options)):
            lit = {h for h in range(64) if flow.highlight[h]}
            assert lit == set(aflow.hexes_of(flow.options[flow.idx])), step
            feed(flow, ["press down"])
        feed(flow, ["press b"])
        assert flow.mode == aflow._MAP and bytes(flow.highlight) == everything
        return
    raise AssertionError("no hex with two choices in the games tried")


def test_done_with_choices_left_asks_for_a_second_press():
    # A play-test's stray DONE ended a turn's actions with 7 camels unspent, for good: the
    # hand-over after it allows no undo. With other choices left, DONE now asks first; DONE
    # again, as the next key, finishes; any other key lets the question go.
    flow, driver = into_expansion(5)
    g = flow.game
    while len(g.legal_actions()) < 2 or aflow.ACT_DONE << 12 not in g.legal_actions():
        driver.lines = []
        driver.step()
        feed(flow, driver.lines)
    before = g.encode()
    feed(flow, ["press a"] if flow.mode == aflow.HANDOVER else [])
    feed(flow, ["press %s" % DONE_KEY])
    assert flow.msg == "Choices left: DONE again ends" and g.encode() == before
    feed(flow, ["press left", "press %s" % DONE_KEY])  # another key between: asked again
    assert flow.msg == "Choices left: DONE again ends" and g.encode() == before
    feed(flow, ["press %s" % DONE_KEY])
    assert g.encode() != before  # finished


def test_the_end_of_each_reign_is_told_with_everyones_points(tmp_path):
    # A play-test: at a reign's end huts vanished and scores jumped with no word in the log or
    # on the hand-over. The action that ends a reign is now followed by the flood and what each
    # player gained from it (AS-5). After the last flood, the end's points (AS-6) follow on
    # lines of their own, one a player with what it counts; the last "Points:" line had added
    # them in without a word.
    seed = 7
    game = Game.new(3, seed)
    path = str(tmp_path / "assyria.log")
    flow = aflow.new_flow(3, seed, lambda data: None, path)
    told = []
    tell = flow.tell
    flow.tell = lambda line: (told.append(line), tell(line))
    driver = assyriadriver.AssyriaDriver(game, seed=seed)
    reigns = []
    while not game.is_over():
        flow.flush_log()  # as after each action's frame (not after the last: see below)
        reign = game.st[2]
        before = [game.score(s) for s in range(3)]
        driver.lines = []
        driver.step()
        feed(flow, driver.lines)
        if game.st[2] != reign or game.is_over():
            gains = [game.score(s) - before[s] for s in range(3)]
            end = []
            if game.is_over():
                # The end's points told apart from the last flood's, a line a player, what
                # each counts (AS-6): +1 a ziggurat tile and a plow card, +1 for 2 camels.
                for s in range(3):
                    tiles, plows, camels = game.end_counts(s)
                    bonus = tiles + plows + camels // 2
                    gains[s] -= bonus
                    end.append("%s: end +%d, %d ziggurat tile%s, %d plow%s, %d camel%s" % (
                        aflow.name(game, s), bonus, tiles, "s"[:tiles != 1], plows,
                        "s"[:plows != 1], camels, "s"[:camels != 1]))
                assert any(line.split(",")[0].split("+")[1] != "0" for line in end), end
                end.append("The game is over")
            # A flood's points never go down (AS-5): an end's split that took off more than the
            # end gave would show here.
            assert min(gains) >= 0, gains
            points = ", ".join("%s +%d" % (aflow.name(game, s), gains[s]) for s in range(3))
            assert flow.log[-2 - len(end):] == ["Reign %d over: the rivers flooded" % reign,
                                                "Points: " + points] + end, flow.log[-6:]
            reigns.append(reign)
        else:
            assert not any(line.startswith("Reign ") for line in flow.log[-1:])
    assert reigns == [1, 2, 3]
    # The whole game is in the log file (the final scores' menu reads it), the last reign's
    # lines too, written as the game screen does before the final page (after_frame).
    flow.after_frame()
    lines = gamelog.scan(path)[0]
    assert [text for _, text in gamelog.read_lines(path, lines, 0, len(lines))] == told
    assert told[-6].startswith("Reign 3 over") and told[-1] == "The game is over"


def test_undoing_a_whole_run_of_actions_takes_all_their_lines_back(tmp_path):
    # A review found that from the fifth undo in a row the lines stayed: placing huts is many
    # actions of one player, and undoing them all is ordinary play. Every one goes, from the
    # heap, the hand-over's count and the file, however many.
    seed = 7
    game = Game.new(3, seed)
    path = str(tmp_path / "assyria.log")
    flow = aflow.new_flow(3, seed, lambda data: None, path)
    driver = assyriadriver.AssyriaDriver(game, seed=seed)
    while not (game.phase() == 3 and game.st[4] >= 3):  # placing huts, three or more to go
        driver.lines = []
        driver.step()
        feed(flow, driver.lines)
    if flow.at_handover():  # the player takes the console first: the run is all theirs
        driver.lines = []
        driver.press("a")
        driver.ready = game.current_player()
        feed(flow, driver.lines)
    flow.flush_log()
    before, count = list(flow.log), flow.since_handover
    kept = [text for _, text in gamelog.read_lines(path, gamelog.scan(path)[0], 0, 999)]
    seat = game.current_player()
    run = 0
    while run < 8:  # the player's huts, feeding and wells, while the console stays theirs
        ahead = []
        for a in game.legal_actions():
            copy = Game.decode(game.encode())
            copy.apply(a)
            if copy.current_player() == seat:
                ahead.append(a)
        if not ahead:
            break
        driver.lines = []
        driver.play(ahead[0])
        feed(flow, driver.lines)
        run += 1
    assert run >= 5 and game.current_player() == seat, run
    undone = 0
    while True:
        flow.undo()
        if flow.msg != "Last action undone":
            break
        undone += 1
    flow.flush_log()
    assert undone == run  # all of the run, and no further: the run began the player's turn
    # The file is as before the run; the heap keeps LOG_KEEP lines, none of the run's.
    assert flow.since_handover == count
    assert not set(flow.log) - set(before)
    lines = gamelog.scan(path)[0]
    assert [text for _, text in gamelog.read_lines(path, lines, 0, 999)] == kept


def test_the_cursor_stands_on_a_lit_hex_whenever_the_map_asks():
    # A play-test found the cursor on a dark hex at "choose a start": A there was refused.
    # Whenever the map lights targets, the cursor is on one of them (the nearest).
    seed = 7
    game = Game.new(3, seed)
    flow = aflow.new_flow(3, seed, lambda data: None)
    driver = assyriadriver.AssyriaDriver(game, seed=seed)
    checked = 0
    while not game.is_over() and driver.actions < 60:
        if flow.mode == 1 and not flow.at_handover():  # the map (flow.py _MAP)
            assert flow.highlight[flow.cursor], (game.phase(), flow.cursor)
            checked += 1
        driver.lines = []
        driver.step()
        feed(flow, driver.lines)
    assert checked > 20
