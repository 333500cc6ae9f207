"""Contest of Kings's flow on its own (games/kings/flow.py): a whole 3-player game typed key by key
through the key map, no display; the flow must hold the driver's position after every action."""

import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "tools", "sim"))

import kingsdriver  # noqa: E402
from console import gamelog, plainflow  # noqa: E402
from console.flowbase import unload  # noqa: E402
from games.kings import flow as kflow  # noqa: E402
from games.kings import words as kwords  # noqa: E402
from games.kings.inputs import KEYMAP  # noqa: E402
from games.kings.totals import support  # noqa: E402
from timeline import key_bits  # noqa: E402

from engine_core.kings import (  # noqa: E402
    PHASE_ACTION,
    PHASE_COMMIT,
    PHASE_WAR,
    Game,
    decode,
    table,  # noqa: E402
)

BITS = key_bits()
# The notation's tokens (notation-kings.md): a spot "c2", a gap "cd", a colour letter, a ship.
NOTATION_TOKEN = re.compile(r"\b([a-h][0-8]|[a-h]{2}|[rbgk]|s[rgk]|none)\b")


def feed(flow, lines):
    """Script lines into the flow, through the key map as the console sends them."""
    revealed = 0
    for line in lines:
        words = line.split()
        if words[0] == "press":
            bits = 0
            for w in words[1:]:
                bits |= KEYMAP[BITS[w].bit_length() - 1]
            flow.press(bits)
        elif words[0] in ("hold", "release"):
            flow.reveal(words[0] == "hold")
        revealed += flow.revealed
    return revealed


def play_whole_game(seed, players=3, conflicts=None, log_path=None, told=None):
    """The flow, the driver's game, the driver and the saves; with `log_path`, the flow keeps
    its log file there, written after each action as after its frame, and `told` gets every
    line the flow told."""
    conflicts = [] if conflicts is None else conflicts
    game = Game.new(list(range(players)), seed)
    saved = []
    flow = kflow.new_flow((list(range(players)), 0), seed, saved.append, log_path)
    if told is not None:
        tell = flow.tell
        flow.tell = lambda line: (told.append(line), tell(line))
    driver = kingsdriver.KingsDriver(game, seed=seed)
    assert flow.game.encode() == game.encode()
    while not game.is_over():
        legal = game.legal_actions()
        said = [kflow.action_words(a) for a in legal]
        for a, words in zip(legal, said, strict=True):
            # Plain words for the log and the questions, never the notation's tokens.
            assert words and words != game.action_to_text(a)
            assert not NOTATION_TOKEN.search(words), (words, game.action_to_text(a))
        if game.phase() != PHASE_ACTION:
            # A question's choices, in the strip's few words: all differ, none is a token.
            short = [kflow.answer_words(a) for a in legal]
            assert len(set(short)) == len(short), short
            assert not any(NOTATION_TOKEN.search(w) for w in short if w != "none"), short
        driver.lines = []
        driver.step()
        feed(flow, driver.lines)
        flow.flush_log()  # as after the action's frame
        assert flow.game.encode() == game.encode(), (driver.actions, driver.lines)
        if game.phase() == PHASE_COMMIT:
            conflicts.append(game.encode())
    return flow, game, driver, saved


def test_a_whole_three_player_game_through_the_keys():
    # CK-7.2: played to its end by keys alone; every kind of action and answer was typed.
    flow, game, driver, saved = play_whole_game(5)
    assert flow.is_over()
    assert flow.game.ranking() == game.ranking()
    assert saved[-1][10:] == game.encode()
    print("kings: %d actions" % driver.actions, sorted(driver.kinds))
    assert {1, 2, 4, 5}.issubset(driver.kinds)


def test_conflict_totals_are_the_engines_support():
    # CK-5.1, CK-5.2: the strip's running totals before commitments are what the engine adds
    # the commitments to when it resolves: checked at every commit question of two games.
    seen = []
    for seed in (5, 9):
        play_whole_game(seed, conflicts=seen)
    assert len(seen) >= 4, len(seen)
    for data in seen:
        g = decode(data)
        st = g.st
        col, att, dfn = st[11], st[12], st[13]
        a_spot, d_spot = g.lspot[att * 4 + col], g.lspot[dfn * 4 + col]
        if st[9] == 3:  # a leader's (internal) conflict
            want = (int(table.on_red(g, a_spot)), int(table.on_red(g, d_spot)))
        else:
            cut = st[10]
            alo, ahi = table.kingdom(g, table.spot_column(a_spot), cut)
            dlo, dhi = table.kingdom(g, table.spot_column(d_spot), cut)
            want = (table.colour_count(g, col, alo, ahi, cut),
                    table.colour_count(g, col, dlo, dhi, cut))
        assert support(g, col, a_spot, d_spot) == want


def test_aiming_a_leader_puts_the_cursor_on_a_lit_card():
    # A play-test aimed a leader from the empty place under a card and was refused: the cursor
    # stayed where it was. Leaders go on civilization cards (CK-4.1): on LEADER and a colour the
    # cursor goes to the nearest lit card, so A places it there at once.
    seed = 5
    flow = kflow.new_flow(([0, 1, 2], 0), seed, lambda data: None)
    feed(flow, ["press a"])  # the first hand-over
    assert not flow.highlight[kflow.spot_of(flow.cx, flow.cy)]  # under column d's first card
    before = (flow.cx, flow.cy)
    feed(flow, ["press leader", "press red"])
    assert flow.mode == kflow.TARGET and flow.highlight[kflow.spot_of(flow.cx, flow.cy)]
    assert (flow.cx, flow.cy) == (before[0], 0)  # the card above, the nearest lit one
    game = Game.new([0, 1, 2], seed)
    game.apply(game.action_from_text("leader r d0"))
    feed(flow, ["press a"])
    assert flow.game.encode() == game.encode()


def test_the_turns_last_action_stays_up_until_a_and_b_takes_it_back():
    # As in Tigris (issue 13 item 10): the action that ends a turn passed the console on at
    # once, so its player never saw the table it left and could not take it back. Now the
    # turn's end waits for A; B undoes the action and the refills it brought (CK-7.1), which
    # REVEAL never shows meanwhile; A then hands over.
    seed = 5
    game = Game.new([0, 1, 2], seed)
    saved = []
    flow = kflow.new_flow(([0, 1, 2], 0), seed, saved.append)
    driver = kingsdriver.KingsDriver(game, seed=seed, pass_bias=0)
    owner = game.active
    while True:
        driver.lines = []
        before = game.encode()
        last = driver.choose()
        driver.play(last)
        if game.active != owner:
            break
        feed(flow, driver.lines)
    assert driver.lines[-1] == "press a"  # the driver's A at the turn's end
    feed(flow, driver.lines[:-1])
    assert flow.mode == kflow.END_TURN and flow.game.encode() == game.encode()
    # The strip (view.py: the message, else the prompt) asks A or B, not the action's line.
    assert (flow.msg or kwords.prompt(flow)) == "Turn done: A passes on, B undoes"
    assert feed(flow, ["hold reveal", "release reveal"]) == 0  # the refills stay unseen
    told = len(flow.log)
    feed(flow, ["press b"])
    assert flow.msg == "Last action undone" and flow.game.encode() == before
    assert flow.mode == kflow.IDLE and len(flow.log) == told - 1  # its line went with it
    count = len(saved)
    flow.after_frame()  # the save follows B's frame, off the key's path
    assert len(saved) == count + 1 and saved[-1][10:] == before
    # The same action typed again, then A: the next player's hand-over.
    again = kingsdriver.KingsDriver(decode(before), seed=seed)
    again.cx, again.cy, again.ready = flow.cx, flow.cy, owner
    again.play(last)
    feed(flow, again.lines[:-1])
    assert flow.mode == kflow.END_TURN and flow.game.encode() == game.encode()
    feed(flow, ["press a"])
    assert flow.mode == kflow.HANDOVER and flow.game.current_player() != owner


def file_lines(path):
    """The log file's standing lines, undone actions' taken out (console/gamelog.py)."""
    lines = gamelog.scan(path)[0]
    return [text for _owner, text in gamelog.read_lines(path, lines, 0, len(lines))]


def test_the_whole_game_is_in_the_log_file(tmp_path):
    # A play-test found only the last 8 lines on the log page: the heap keeps LOG_KEEP lines
    # for the hand-overs, and the log page (the in-game menu's, the final scores') reads the
    # whole game from the file next to the save, as Tigris's does.
    path = str(tmp_path / "kings.log")
    told = []
    flow, game, driver, saved = play_whole_game(5, log_path=path, told=told)
    assert len(told) > 10 * flow.LOG_KEEP
    assert any(" wins the " in line for line in told)  # the conflicts' outcome lines too
    assert file_lines(path) == told
    assert flow.log == told[-flow.LOG_KEEP:]
    # The last line says that the game is over and why (CK-7.2).
    why = ("the deck ran out" if game.st[17] else "one treasure is left"
           if game.treasures_on_table() <= 1 else "the table is full")
    assert told[-1] == "The game is over: " + why


def logged_game(seed, path, until):
    """A new 3-player game's flow with its log file at `path`, its driver's moves typed until
    `until(flow, game)`: (flow, the driver's game, driver)."""
    game = Game.new([0, 1, 2], seed)
    flow = kflow.new_flow(([0, 1, 2], 0), seed, lambda data: None, path)
    driver = kingsdriver.KingsDriver(game, seed=seed)
    while not until(flow, game):
        driver.lines = []
        driver.step()
        feed(flow, driver.lines)
    return flow, game, driver


def test_an_undone_action_leaves_the_log(tmp_path):
    # The in-game menu's undo (and B at a turn's end, CK-7.1) takes the action back: its line
    # goes from the heap, from the next hand-over's count and, by an undo mark, from the file.
    path = str(tmp_path / "kings.log")
    flow, game, driver = logged_game(3, path, lambda flow, game: flow.log)
    flow.flush_log()
    line = flow.log[-1]
    assert file_lines(path) == [line]
    told = flow.since_handover
    flow.undo()
    flow.flush_log()
    assert flow.msg == "Last action undone"
    assert flow.log == [] and flow.since_handover == told - 1
    assert file_lines(path) == []
    # The same action again: its line is back, once.
    feed(flow, driver.lines)
    flow.flush_log()
    assert file_lines(path) == [line]


def test_a_resumed_game_goes_on_in_the_same_log_file(tmp_path):
    path = str(tmp_path / "kings.log")
    flow, game, driver = logged_game(4, path, lambda flow, game: game.history_len() >= 5)
    flow.save_now()  # Save and quit writes the waiting lines too
    before = file_lines(path)
    assert len(before) >= 5
    import games.kings.payload  # noqa: F401  (a resume decodes its save with it loaded)

    # The console's resume: the next action's number above every one in the file (its size).
    flow = kflow.resume(decode(game.encode()), lambda data: None, "", path,
                        os.stat(path).st_size)
    told = []
    tell = flow.tell
    flow.tell = lambda line: (told.append(line), tell(line))
    while game.history_len() < 8:
        driver.lines = []
        driver.step()
        feed(flow, driver.lines)
    flow.flush_log()
    assert told
    assert file_lines(path) == before + told


def test_the_log_page_says_when_earlier_actions_are_not_kept():
    # A play-test found the log page's "Page 1 of 1" over only the last 8 actions: the first
    # ones were gone without a word. A flow with no log file (a read-only drive in the
    # CircuitPython edition) keeps LOG_KEEP lines in the heap (and a save none), so its page
    # says when earlier actions are missing: after LOG_KEEP more, or after a resume.
    seed = 3
    game = Game.new([0, 1, 2], seed)
    unload(kflow.KingsFlow.PAYLOAD)  # as on the console: a new game loads no save module
    flow = kflow.new_flow(([0, 1, 2], 0), seed, lambda data: None)
    driver = kingsdriver.KingsDriver(game, seed=seed)
    assert flow.log_lines() == ["Nothing yet"]
    while len(flow.log) < flow.LOG_KEEP:
        driver.lines = []
        driver.step()
        feed(flow, driver.lines)
    assert flow.log_lines() == flow.log  # all of them, nothing to say
    while game.history_len() <= flow.LOG_KEEP:
        driver.lines = []
        driver.step()
        feed(flow, driver.lines)
    assert flow.log_lines() == [plainflow.EARLIER] + flow.log
    assert len(flow.log) == flow.LOG_KEEP
    import games.kings.payload  # noqa: F401  (a resume decodes its save with it loaded)

    resumed = kflow.resume(decode(game.encode()), lambda data: None)
    assert resumed.log_lines() == [plainflow.EARLIER]


def test_a_refusal_is_told_in_words_without_rule_ids():
    # A play-test read "a leader goes on a civilization card…" on the strip, the rule id
    # "(CK-4.1)" cut off only because the line was long: shorter refusals showed theirs.
    seed = 5
    flow = kflow.new_flow(([0, 1, 2], 0), seed, lambda data: None)
    before = flow.game.encode()
    flow.attempt(flow.game.action_from_text("leader r a5"))  # not on a civilization card
    assert flow.msg == "A leader goes on a civilization card"
    assert flow.game.encode() == before  # refused: the game as it was
    assert plainflow.plain("no free ship showing red (CK-6.1)") == "No free ship showing red"
    assert plainflow.plain("x (CK-4.1, CK-6.2) y (AS-4.3b)") == "X y"
    assert plainflow.plain("2 to 4 players (see below)") == "2 to 4 players (see below)"


def test_none_with_no_question_open_says_what_it_is_for():
    # A play-test pressed NONE (the SWAP key) during an action and nothing happened.
    seed = 5
    flow = kflow.new_flow(([0, 1, 2], 0), seed, lambda data: None)
    before = flow.game.encode()
    feed(flow, ["press a", "press swap"])  # the first hand-over taken, then NONE
    assert flow.mode == kflow.IDLE
    assert flow.msg == "NONE is for questions: none open"
    assert flow.game.encode() == before


def test_a_question_raised_by_ones_own_action_is_on_the_strip_at_once():
    # A play-test's card earned a ship: the strip kept "Archer: blue card to column 1" and A
    # answered "no ship" unseen; a war's order and a treasure likewise. Whenever a question
    # opens for the player holding the console, the strip asks it (the action's line is in
    # the log), and the commitment's count steps as a count: UP one more, stopping at the ends.
    asked = commits = wars = 0
    for seed in (1, 2, 24):  # 24: a union with three wars, whose order is asked
        game = Game.new([0, 1, 2], seed)
        flow = kflow.new_flow(([0, 1, 2], 0), seed, lambda data: None)
        driver = kingsdriver.KingsDriver(game, seed=seed)
        while not game.is_over():
            driver.lines = []
            driver.step()
            for line in driver.lines:
                before = flow.mode
                feed(flow, [line])
                if flow.mode == kflow.ASK and before != kflow.ASK:
                    asked += 1
                    shown = flow.msg or kwords.prompt(flow)
                    assert shown not in flow.log, (shown, flow.log[-1:])
                    g = flow.game
                    assert shown.startswith(kwords.ASK_WORDS[g.phase()]), shown
                    if g.phase() == PHASE_COMMIT:
                        assert shown.startswith("Commit %s:" % kflow.COLOUR_NAMES[g.st[2]])
                        flow.reveal(True)  # pressed and let go: the driver's own comes later
                        if flow.revealed and len(flow.options) > 2:
                            commits += 1
                            feed(flow, ["press down"])
                            assert flow.idx == 0  # no wrap round to the whole hand
                            feed(flow, ["press up"])
                            assert flow.idx == 1
                            feed(flow, ["press down"])  # back where the driver expects it
                        flow.reveal(False)
                    if g.phase() == PHASE_WAR:  # which war first: no "none" among the answers
                        wars += 1
                        before_none = g.encode()
                        feed(flow, ["press swap"])  # the NONE key
                        assert flow.msg == "NONE is no answer to this one"
                        assert flow.mode == kflow.ASK and g.encode() == before_none
        assert flow.game.encode() == game.encode()
    assert asked > 20 and commits > 0 and wars > 0, (asked, commits, wars)


def test_a_conflicts_winner_is_told_with_the_totals():
    # A play-test: after the last commitment the hand-over read "Bull: commits 0", and the log
    # never said who won. The defender's commitment decides: its line is followed by the
    # winner and the totals, which agree with the engine (the loser's leader leaves, CK-5).
    told = ties = 0
    for seed in (1, 24):
        game = Game.new([0, 1, 2], seed)
        flow = kflow.new_flow(([0, 1, 2], 0), seed, lambda data: None)
        driver = kingsdriver.KingsDriver(game, seed=seed)
        while not game.is_over():
            st = game.st
            decides = game.phase() == PHASE_COMMIT and st[14] != 255
            if decides:
                col, att, dfn = st[11], st[12], st[13]
            driver.lines = []
            driver.step()
            feed(flow, driver.lines)
            if decides:
                told += 1
                line = [t for t in flow.log if " wins the " in t][-1]
                assert flow.log[-1] == line or flow.log[-2] == line, flow.log[-3:]
                winner, loser = (att, dfn) if line.startswith(kflow.name(game, att)) else (dfn, att)
                assert game.leader_spot(loser, col) == 255 != game.leader_spot(winner, col), line
                totals = [int(n) for n in re.findall(r"\d+", line.split(", ")[-1])]
                assert totals[0] >= totals[1] and (totals[0] > totals[1] or winner == dfn)
                # A tie goes to the defender (CK-5.1) and says so.
                assert (", a tie " in line) == (totals[0] == totals[1]), line
                ties += totals[0] == totals[1]
    assert told > 5 and ties, (told, ties)


def test_a_log_file_starts_afresh_or_says_what_it_lacks(tmp_path):
    # A new game's log starts empty even with the save's modules loaded (the CircuitPython
    # edition loads its decoder first), and a game resumed from a save with no log beside it
    # (firmware from before the file log) says first that earlier actions are not kept.
    import games.kings.payload  # noqa: F401

    path = str(tmp_path / "kings.log")
    with open(path, "w") as f:
        f.write("7 - a line of the game before\n")
    flow = kflow.new_flow(([0, 1, 2], 0), 3, lambda data: None, path)
    flow.flush_log()
    assert file_lines(path) == []
    import games.kings.payload  # noqa: F401,F811  (the flow let it go: a resume loads it)

    resumed = kflow.resume(decode(flow.game.encode()), lambda data: None, "",
                           str(tmp_path / "none.log"), None)  # no file (console/launch.py)
    resumed.flush_log()
    assert file_lines(str(tmp_path / "none.log")) == [plainflow.EARLIER]
    # A game saved before its first action left an empty file (its first write made it): it
    # is resumed with nothing before it, and its page does not say that lines are missing.
    import games.kings.payload  # noqa: F401,F811

    empty = str(tmp_path / "empty.log")
    open(empty, "w").close()
    fresh = kflow.resume(decode(flow.game.encode()), lambda data: None, "", empty,
                         os.stat(empty).st_size)  # 0, as console/launch.py takes it
    fresh.flush_log()
    assert file_lines(empty) == []


def test_a_resume_at_a_hand_over_tells_what_the_sitting_would_have_told(tmp_path):
    # A game saved at any hand-over and resumed (the flow reading its log's marks of who took
    # the console, `seq H s`: console/flowbase.py told_note, went_on) opens on a hand-over that
    # tells the seat to play what the same hand-over told in the sitting: its newest line,
    # and how many lines the panel counts. Games of 2, 3 and 4 players, every hand-over.
    checked = 0
    for seed, players in ((3, 2), (4, 3), (6, 4)):
        path = str(tmp_path / ("%d.log" % seed))
        game = Game.new(list(range(players)), seed)
        flow = kflow.new_flow((list(range(players)), 0), seed, lambda data: None, path)
        driver = kingsdriver.KingsDriver(game, seed=seed)
        while not game.is_over():
            if flow.at_handover() and os.path.exists(path):
                import games.kings.payload  # noqa: F401  (a resume decodes its save with it)

                resumed = kflow.resume(decode(game.encode()), lambda data: None, "", path,
                                       os.stat(path).st_size)
                seat = game.current_player()

                def told(f):
                    return min(f.since_handover + f.missed[seat], f.LOG_KEEP)  # noqa: B023

                assert resumed.at_handover() and told(resumed) == told(flow), driver.actions
                if told(flow):
                    assert resumed.log[-1] == flow.log[-1], driver.actions
                checked += 1
            driver.lines = []
            driver.step()
            feed(flow, driver.lines)
            flow.flush_log()  # as after the action's frame: the file has the marks too
    assert checked > 100, checked


def test_a_private_answer_without_reveal_says_what_it_needs():
    # CK-7.3: a commitment is chosen beside the hand. Its keys without REVEAL say to hold it;
    # with REVEAL held since before the hand-over (which shows nothing), to press it again.
    # Neither answers, nor changes the game.
    game = Game.new([0, 1, 2], 1)
    flow = kflow.new_flow(([0, 1, 2], 0), 1, lambda data: None)
    driver = kingsdriver.KingsDriver(game, seed=1)
    while not (flow.mode == kflow.ASK and flow.private_ask()):
        driver.lines = []
        driver.step()
        feed(flow, driver.lines)
    before = flow.game.encode()
    flow.reveal(False)
    flow.press(KEYMAP[BITS["a"].bit_length() - 1])
    assert flow.msg == "Hold REVEAL to answer" and flow.game.encode() == before
    flow.reveal_fresh = False  # as after a hand-over taken with REVEAL held
    flow.reveal(True)
    assert not flow.revealed
    flow.press(KEYMAP[BITS["up"].bit_length() - 1])
    assert flow.msg == "Press REVEAL again to answer" and flow.game.encode() == before
