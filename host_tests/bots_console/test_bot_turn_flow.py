"""A bot seat's turn in Tigris's flow (games/tigris/flow.py with botturn.py) on CPython, on a
clock of its own: thinking with its progress, the action played out in paced steps, A to
hurry, nothing private shown while a bot decides (TE-13), the same decisions as the bots make
alone, and a save in the middle of a bot's turn that resumes to the same game."""

import sys

import botdriver
import pytest
from games.tigris import botshow, botturn, payload
from games.tigris import flow as tflow

from engine_core.tigris import ACT_PASS, NO_CELL, Game, action_cell, make_action
from engine_core.tigris.bots import LEVELS, Bot

HUMAN, EASY, NORMAL, HARD = 0, 1, 2, 3
SEED = 4242


class Table:
    """A flow with a clock: `run(ms)` passes the console's loop passes (10 ms each)."""

    def __init__(self, kinds, seed=SEED, flow=None):
        self.saves = []
        self.flow = flow or tflow.new_flow(([0, 1, 2, 3][: len(kinds)], 0, 0, kinds), seed,
                                           self.saves.append)
        self.flow.flush_log()  # as the console does once the game's first frame is out
        self.now = 1000
        self.fed = 0
        self.lines = []  # every status line shown, in order, once each

    def feed(self):
        self.fed += 1

    def run(self, ms, until=None):
        end = self.now + ms
        while self.now < end:
            self.flow.tick(self.now, self.feed)
            if self.flow.msg and (not self.lines or self.lines[-1] != self.flow.msg):
                self.lines.append(self.flow.msg)
            self.flow.flush_log()  # as the console does once a pass's frame is out
            self.now += 10
            if until is not None and until():
                return True
        return False

    def to_person(self):
        """The clock runs until a person decides (the game may start with a bot's turn)."""
        assert self.run(60000, until=lambda: self.flow.mode != tflow.BOT)
        self.lines = []

    def person_passes(self):
        """To the person's turn, who passes: a mirror of the game after the pass."""
        self.to_person()
        mirror = Game.decode(self.flow.game.encode())
        self.pass_turn()
        mirror.apply(make_action(ACT_PASS, 0, 0))
        return mirror

    def pass_turn(self):
        """The person at the console passes: their turn ends (a pass ends it, TE-4.2)."""
        f = self.flow
        if f.mode == tflow.HANDOVER:
            f.press_named("confirm")
        f.press_named("pass")
        f.press_named("confirm")


def test_a_bots_turn_thinks_then_plays_out_step_by_step():
    t = Table([HUMAN, HARD, EASY])
    f = t.flow
    t.to_person()
    t.pass_turn()
    assert f.mode == tflow.BOT and f.game.current_player() == 1
    assert f.msg == "Bull is thinking\u2026"
    before = f.game.encode()
    expected = Bot("hard", botturn.seat_seed(SEED, 1)).choose(Game.decode(before))
    cell = action_cell(expected)
    start = f.cursor
    # Thinking: a step per pass, its progress on the line, the game untouched meanwhile.
    t.run(300, until=lambda: f.bot.stage != botturn.THINK)
    assert f.game.encode() == before
    assert any(line.startswith("Bull is thinking\u2026 ") and line.endswith("%")
               for line in t.lines), t.lines
    assert f.bot.action == expected
    assert t.fed >= 2  # the bot fed the watchdog between its steps
    assert cell != NO_CELL  # this game's first bot action is on a cell: the travel shows
    # The cursor travels in hops, HOP_MS apart, and rests on the cell with it marked.
    cursors = [start]
    hops_at = []
    while f.bot.stage == botturn.TRAVEL or f.cursor != cursors[-1]:
        t.run(10)
        if f.cursor != cursors[-1]:
            cursors.append(f.cursor)
            hops_at.append(t.now)
    assert cursors[-1] == cell and 1 <= len(cursors) - 1 <= botshow.HOPS
    assert all(b - a >= botshow.HOP_MS for a, b in zip(hops_at, hops_at[1:], strict=False))
    assert f.bot.stage == botturn.AIM and f.highlight[cell] == 1
    assert f.msg.startswith("Bull ")
    t.run(botshow.AIM_MS - 30)
    assert f.game.encode() == before  # still only aimed
    t.run(botshow.AIM_MS + 20, until=lambda: f.game.encode() != before)
    assert f.game.encode() != before
    assert payload.unpack(t.saves[-1]).encode() == f.game.encode()  # saved as it landed
    # The action's public lines follow one by one on the status line, each for LINE_MS; then
    # the next seat decides.
    shown = [f.msg] + list(f.bot.lines)
    assert shown[0].startswith("Bull ") and set(shown) <= set(f.log)
    landed = t.now
    t.lines = []
    assert t.run(len(shown) * botshow.LINE_MS + 100,
                 until=lambda: f.mode != tflow.BOT or f.bot.stage == botturn.THINK)
    assert t.now - landed >= (len(shown) - 1) * botshow.LINE_MS
    assert t.lines[: len(shown) - 1] == shown[1:]


def test_a_persons_keys_are_let_go_while_a_bot_thinks():
    # play.py (a person's keys in each mode) is out of the heap while a bot thinks, the game's
    # peak; it is back once a person decides again, before their first key.
    name = "games.tigris.play"
    t = Table([HUMAN, HARD, EASY])
    f = t.flow
    t.to_person()
    f.after_frame()  # the console's loop, once the hand-over's frame is out
    assert f.mode == tflow.HANDOVER and name in sys.modules
    t.pass_turn()
    assert f.mode == tflow.BOT and name not in sys.modules
    t.run(300, until=lambda: f.bot.stage != botturn.THINK)
    assert name not in sys.modules
    t.to_person()
    f.after_frame()
    assert f.mode == tflow.IDLE and name in sys.modules


def test_the_flow_decides_as_the_bots_do_and_never_shows_a_hand():
    t = Table([HUMAN, HARD, NORMAL, EASY])
    f = t.flow
    mirror = t.person_passes()
    f.reveal(True)  # REVEAL held all through the bots' turns: nothing private shows
    count = 0
    while mirror.current_player() != 0:
        seat = mirror.current_player()
        level = payload.SEAT_KINDS[f.seats[seat]]
        mirror.apply(Bot(level, botturn.seat_seed(SEED, seat)).choose(mirror))
        count += 1
        assert t.run(20000, until=lambda: f.game.encode() == mirror.encode())
        assert not f.revealed
    t.run(6000, until=lambda: f.mode != tflow.BOT)
    assert f.game.encode() == mirror.encode() and count >= 6
    # The person decides again without a hand-over page (the only person at the table), but
    # REVEAL held through the bots' turns shows nothing until it is pressed afresh.
    assert f.mode == tflow.IDLE and not f.revealed
    f.reveal(False)
    f.reveal(True)
    assert f.revealed


def test_a_hurries_the_bots_without_skipping_a_decision():
    t = Table([HUMAN, HARD, HARD, HARD])
    f = t.flow
    mirror = t.person_passes()
    f.press_named("confirm")  # A, while the first bot thinks
    f.press_named("red")  # any other key means nothing to a bot
    while mirror.current_player() != 0:
        seat = mirror.current_player()
        mirror.apply(Bot("hard", botturn.seat_seed(SEED, seat)).choose(mirror))
    # Hurried: each decision takes only its thinking passes, no pacing.
    assert t.run(6 * 400, until=lambda: f.mode != tflow.BOT)
    assert f.game.encode() == mirror.encode()
    assert f.mode == tflow.IDLE


def test_save_and_resume_in_the_middle_of_a_bots_turn_replays_the_same_game():
    t = Table([HUMAN, HARD, HARD])
    f = t.flow
    t.to_person()
    t.pass_turn()
    t.run(60)  # the first bot is thinking
    assert f.mode == tflow.BOT and f.bot.stage == botturn.THINK and f.bot.steps is not None
    f.press_named("other")  # MENU: the thinking is let go while the menu is up
    assert f.bot.steps is None
    f.save_now()
    data = t.saves[-1]
    game = payload.unpack(data)
    game_at_save = game.encode()
    assert game.seating == (bytes([HUMAN, HARD, HARD, 255])[:3] + b"\0", SEED)
    resumed = Table([HUMAN, HARD, HARD], flow=tflow.resume(game, lambda d: None))
    assert resumed.flow.mode == tflow.BOT  # no hand-over: a bot decides
    f.back_from_menu()
    for table in (t, resumed):
        assert table.run(60000, until=lambda table=table: table.flow.mode != tflow.BOT)
    assert resumed.flow.game.encode() == f.game.encode()
    assert resumed.flow.game.encode() != game_at_save  # the bots did decide after the resume


def test_the_bots_turn_uses_the_engines_numbers():
    import engine_core.tigris as engine

    names = [n[1:] for n in dir(botshow) if n.startswith(("_ACT_", "_NO_"))]
    assert len(names) == 8
    for const in names:
        assert getattr(botshow, "_" + const) == getattr(engine, const), const


def test_a_seat_kind_names_the_bots_level():
    # botturn.py reads a bot seat's level from the bots' own LEVELS (not from payload.py, which
    # would stay in the heap while the bot thinks): the save's kinds must follow that order.
    assert payload.SEAT_KINDS == ("human",) + LEVELS


@pytest.mark.parametrize("kinds", [[HUMAN, HARD], [EASY, HUMAN, NORMAL]])
def test_seats_and_seed_are_in_the_save(kinds):
    t = Table(kinds, seed=77)
    data = t.saves[0]
    assert data[2] == payload.VERSION == 3
    seats, seed = payload.seating(data)
    assert list(seats[: len(kinds)]) == kinds and seed == 77
    bots = sum(1 for k in kinds if k)
    assert payload.players(data) == ", ".join(payload.NAMES[:len(kinds)]) + (
        ": %d bot%s" % (bots, "s" * (bots > 1)) if bots else "")


def test_an_old_save_is_read_with_people_at_every_seat():
    game = Game.new([0, 1, 2], 0, 0, 5)
    v3 = payload.pack(game)
    v2 = b"TE" + bytes([2]) + v3[3:payload.HEADER_V2] + game.encode()
    old = payload.unpack(v2)
    assert old is not None and old.encode() == game.encode()
    assert old.seating == (payload.HUMANS, 0)
    assert payload.in_progress(v2) and payload.players(v2) == "Archer, Bull, Pot"
    # A seat kind that is no kind, or a header that does not match its game: refused.
    bad = bytearray(payload.pack(game, b"\0\3\0\0", 9))
    bad[12] = 7
    assert payload.unpack(bytes(bad)) is None
    assert payload.unpack(b"TE" + bytes([4]) + v3[3:]) is None


def test_whole_game_one_person_three_hard_bots_through_the_flow():
    kinds = [HUMAN, HARD, HARD, HARD]
    t = Table(kinds, seed=77)
    f = t.flow
    game = Game.decode(f.game.encode())
    driver = botdriver.BotDriver(game, 3, bytes(kinds), 77, swap_bias=0.2)
    from test_flow_whole_game import steps_of

    while not game.is_over():
        driver.lines = []
        if not driver.bot_turn():
            driver.human_step()
        driver.wait_for_bots(hurry=driver.bot_actions > 30)
        for line in driver.lines:
            words = line.split()
            if words[0] == "wait":
                t.run(int(words[1]), until=lambda: f.game.encode() == game.encode() and
                      f.mode != tflow.BOT)
                continue
            for verb, arg in steps_of([line]):
                if verb == "press":
                    f.press(arg)
                else:
                    f.reveal(arg)
                t.run(100)
            assert not (f.revealed and f.mode == tflow.BOT)
        assert f.game.encode() == game.encode(), (driver.actions, driver.bot_actions)
    assert f.is_over() and driver.bot_actions > 3 * driver.actions
