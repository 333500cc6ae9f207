"""The two parts that keep a bot's decision off the heap give exactly what they replace: the
action phase's actions scored as they come (bot_eval.action_phase_actions) are legal_actions()
in its order, and the Hard bot's look-ahead copy decoded without the save checker
(codec.decode(data, check=False)) is the game decode() makes, in every phase."""

import sys

from bot_helpers import VARIANT_SETS, new_game, seat_bots

from engine_core.rng import Rng
from engine_core.tigris import BOARD_ALTERNATIVE, PHASE_ACTION, Game, codec, decode
from engine_core.tigris.bot_eval import action_phase_actions
from engine_core.tigris.bot_search import world
from engine_core.tigris.bots import Bot


def random_games():
    """Positions of random games: 2 to 4 players, both boards, every variant set."""
    k = 0
    for variants in VARIANT_SETS:
        for board in (0, BOARD_ALTERNATIVE):
            k += 1
            players = 2 + k % 3
            g = Game.new(list(range(players)), board, variants, 100 + k)
            rng = Rng(k)
            while not g.is_over():
                yield g
                legal = g.legal_actions()
                g.apply(legal[rng.below(len(legal))])


def test_action_phase_actions_are_legal_actions_in_their_order():
    seen = 0
    kinds = set()
    for g in random_games():
        if g.phase() != PHASE_ACTION:
            continue
        legal = g.legal_actions()
        assert list(action_phase_actions(g, g.current_player())) == legal, g.to_text()
        kinds.update(a >> 12 for a in legal)
        seen += 1
    assert seen > 900
    assert kinds == {1, 2, 3, 4, 5}  # tiles, leaders (and "off"), catastrophes, swaps, pass


def same_game(a, b):
    assert a.encode() == b.encode()
    assert a.to_text() == b.to_text()
    assert bytes(a.region) == bytes(b.region)
    assert a.legal_actions() == b.legal_actions()


def test_decode_without_the_checker_is_decode_in_every_phase():
    phases = set()
    for i, g in enumerate(random_games()):
        if i % 3 and g.phase() == PHASE_ACTION:
            continue
        data = g.encode()
        checked = decode(data)
        trusted = codec.decode(data, False)
        same_game(trusted, checked)
        phases.add(g.phase())
        if not g.is_over():
            # Played on, both copies stay the same game.
            a = checked.legal_actions()[0]
            checked.apply(a)
            trusted.apply(a)
            same_game(trusted, checked)
    assert len(phases) >= 5


def test_decode_without_the_checker_loads_no_checker(monkeypatch):
    g = new_game(3, 5)
    data = g.encode()
    # Taken out for this test only: the modules (and the package's names of them) come back
    # after it, so the rest of the session keeps one checker and one Bad exception class.
    package = sys.modules["engine_core.tigris"]
    for name in ("engine_core.tigris.validate", "engine_core.tigris.validate_pending"):
        monkeypatch.delitem(sys.modules, name, raising=False)
        short = name.rpartition(".")[2]
        if hasattr(package, short):
            monkeypatch.delattr(package, short)
    codec.decode(data, False)
    assert "engine_core.tigris.validate" not in sys.modules
    assert "engine_core.tigris.validate_pending" not in sys.modules
    # Its length check stays: bytes of another length are still refused, by name.
    try:
        codec.decode(data[:-1], False)
    except ValueError as e:
        assert "length" in str(e)
    else:
        raise AssertionError("a short copy was accepted")


def test_the_hard_look_ahead_copies_pass_the_checker():
    """What check=False skips would have found nothing: every copy the Hard bot makes in a
    game of bots (its hidden tiles dealt anew) is a state the checker accepts."""
    g = new_game(4, 17)
    bots = seat_bots(("hard", "normal", "hard", "easy"), 17)
    probe = Bot("hard", 99)
    copies = 0
    while not g.is_over():
        seat = g.current_player()
        if g.phase() == PHASE_ACTION or copies % 3 == 0:
            probe._reseed(g, seat)
            data = world(probe, g, seat)
            assert decode(bytes(data)).encode() == bytes(data)
            copies += 1
        g.apply(bots[seat].choose(g))
    assert copies > 50
