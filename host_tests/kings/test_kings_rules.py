"""Contest of Kings: setup (CK-2), hidden information (CK-7.3), the ranking, saves, refusals of
from_text/decode, and the private const() copies the engine modules keep."""

import os
import re

import pytest
from kings_checks import Rng, card_census, choose, invariant_problem

from engine_core import kings as K

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCENARIOS = os.path.join(ROOT, "host_tests", "scenarios", "kings")


def play_until(g, rng, stop):
    while not g.is_over() and not stop(g):
        g.apply(choose(g, rng))


def position(name):
    """The position part of a scenario file, as from_text reads it."""
    with open(os.path.join(SCENARIOS, name)) as f:
        return f.read().split("actions\n")[0]


# -- CK-2 setup ---------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_deals_eight_each_and_sets_thirty_aside_with_two_players(players):
    g = K.new_game(players, 99)
    assert g.num_players == players and g.current_player() == 0 and g.phase() == K.PHASE_ACTION
    for s in range(players):
        assert sum(g.hand(s)) == 8 and g.holds_catastrophe(s) and g.pile(s) == (0, 0, 0, 0, 0)
    assert all(g.card_at(c, 0) == K.TREASURE and g.column_length(c) == 0 for c in range(8))
    assert g.deck_count() == 185 - 8 * players - (30 if players == 2 else 0)
    assert sum(g.out) == (30 if players == 2 else 0)
    seen, treasures = card_census(g)
    assert tuple(seen) == tuple(K.CARD_TOTALS) and treasures == 8
    assert K.HEADER == "kings 1" and (K.MIN_PLAYERS, K.MAX_PLAYERS) == (2, 4)


def test_same_seed_same_deal_and_bad_setups_refused():
    assert K.new_game(3, 5).encode() == K.new_game(3, 5).encode()
    assert K.new_game(3, 5).encode() != K.new_game(3, 6).encode()
    for bad in ((1, 5), (5, 5), (3, 0)):
        with pytest.raises(ValueError):
            K.new_game(*bad)


# -- CK-7.3 hidden information ------------------------------------------------------------------


def test_views_hide_hands_and_face_down_piles_until_the_end():
    g = K.new_game(3, 21)
    rng = Rng(4)
    play_until(g, rng, lambda g: g.pile_size(1) >= 2 and g.phase() == K.PHASE_ACTION)
    v = g.view(0)
    assert v["hand"] == g.hand(0) and v["hand_sizes"][1] == sum(g.hand(1))
    assert "piles" in v and v["piles"] is None  # not even the owner sees a pile's colours
    assert v["pile_sizes"][1] == g.pile_size(1) >= 2
    assert 0 <= v["pile_tops"][1] <= 4 and g.pile(1)[v["pile_tops"][1]] >= 1
    assert g.view(1)["piles"] is None and g.view(1)["hand"] == g.hand(1)
    # Another hand or another pile colour (top kept) changes nothing in seat 0's view.
    other = K.decode(g.encode())
    c = next(c for c in range(4) if other.hands[4 + c])
    other.hands[4 + c] -= 1
    other.hands[4 + (c + 1) % 4] += 1
    top = other.pile_top(1)
    c = next(c for c in range(4) if other.piles[5 + c] > (1 if c == top else 0))
    other.piles[5 + c] -= 1
    other.piles[5 + (c + 1) % 4] += 1
    assert other.encode() != g.encode() and other.view(0) == v
    assert other.view(1) != g.view(1)
    play_until(g, rng, lambda g: False)
    assert g.view(2)["piles"] == tuple(g.pile(s) for s in range(3))


def test_open_piles_option_shows_every_pile_and_survives_a_save():
    g = K.new_game(2, 8, K.OPT_OPEN_PILES)
    rng = Rng(9)
    play_until(g, rng, lambda g: g.pile_size(0) + g.pile_size(1) >= 3)
    v = g.view(1)
    assert v["piles"] == (g.pile(0), g.pile(1)) and v["options"] == K.OPT_OPEN_PILES
    again = K.decode(g.encode())
    assert again.options == K.OPT_OPEN_PILES and again.view(1) == v
    # The notation records neither the option nor the pile tops (notation-kings.md).
    assert K.from_text(g.to_text()).options == 0


def test_the_pile_top_is_the_colour_of_the_card_last_put_on_it():
    g = K.from_text(position("ck4_king_stands_in.kings"))
    assert g.pile_top(0) == -1
    g.apply(g.action_from_text("archer: card g a"))
    g.apply(g.action_from_text("archer: score g"))
    assert g.pile_top(0) == K.GREEN and g.view(1)["pile_tops"][0] == K.GREEN
    assert K.decode(g.encode()).pile_top(0) == K.GREEN


# -- CK-7.3 ranking ----------------------------------------------------------------------------


def test_ranking_by_weakest_colour_with_treasures_wild_and_returns():
    text = position("ck7_deck_out_ends_and_treasures_wild.kings")
    g = K.from_text(text)
    g.apply(g.action_from_text("pass"))
    assert g.is_over() and g.current_player() == -1 and g.legal_actions() == []
    assert g.ranking() == [(0, 1, (2, 2, 3, 3)), (1, 2, (2, 2, 2, 2))]
    assert g.returns() == [1.0, -1.0]
    g.undo()
    assert not g.is_over() and g.returns() == [0.0, 0.0]


def test_a_full_tie_shares_the_place():
    g = K.from_text(position("ck7_last_treasure_ends_and_tie_shares.kings"))
    for line in ("archer: card k de", "archer: treasure d0"):
        g.apply(g.action_from_text(line))
    assert g.ranking() == [(0, 1, (2, 2, 2, 2)), (1, 1, (2, 2, 2, 2))]
    assert g.returns() == [0.0, 0.0]


# -- refusals of from_text and decode -----------------------------------------------------------

BASE = position("ck5_internal_tie_to_defender_on_red.kings")


@pytest.mark.parametrize(
    "old,new,where,words",
    [
        ("kings 1", "kings 2", "kings", "kings 1"),
        ("players archer bull", "players archer", "players", "2 to 4"),
        ("column a r* r/Bk b g", "column a r* r/Bk b/Ak g", "turn", "two k leaders"),
        ("hand archer r2 b2 g2 k2", "hand archer r2 b2 g2 k3", "hand archer", "at most 8"),
        ("column b r* k b", "column b r* r* b", "column b", "depth 0"),
        ("column b r* k b", "column b r* sk sk", "column b", "ship twice"),
        ("deck r50 b30 g30 k30", "deck r69 b30 g30 k30", "deck", "more red cards"),
        ("pile bull r0 b0 g0 k0 t0", "pile bull r0 b0 g0 k0 t1", "pile bull", "treasure cards"),
        ("seed 12345", "seed 0", "seed", "non-zero"),
        ("turn archer 0", "turn archer 0\ndoing end\nask archer score b", "ask", "pending block"),
        (
            "seed 12345",
            "seed 12345\nover\nfinal bull 0 0 0 1\nfinal archer 0 0 0 0",
            "final archer",
            "final",
        ),
    ],
)
def test_from_text_refuses_positions_naming_the_line(old, new, where, words):
    assert old in BASE
    text = BASE.replace(old, new)
    line = 1 + [k for k, w in enumerate(text.split("\n")) if w.startswith(where)][0]
    with pytest.raises(ValueError) as err:
        K.from_text(text)
    msg = str(err.value)
    assert msg.startswith("line %d: " % line) and words in msg, msg


def test_decode_refuses_what_no_game_reaches():
    data = bytearray(K.new_game(3, 4).encode())
    K.decode(bytes(data))
    for k, v in ((0, ord("X")), (3, 7), (len(data) - 1, 9), (len(data) - 2, 6)):
        bad = bytearray(data)
        bad[k] = v
        with pytest.raises(ValueError):
            K.decode(bytes(bad))
    bad = bytearray(data)
    bad[5 + 3 + 72 + 8 + 7 + 79 + 16] += 1  # a card more in the first hand
    with pytest.raises(ValueError, match="card counts"):
        K.decode(bytes(bad))


def test_apply_refuses_with_a_rule_id_and_changes_nothing():
    g = K.from_text(BASE)
    before = g.encode()
    for text in ("leader r c1", "card r ab", "catastrophe a0", "score b"):
        a = g.action_from_text(text)
        reason = g.check(a)
        assert re.search(r"\(CK-\d", reason), reason
        with pytest.raises(K.IllegalAction):
            g.apply(a)
        assert g.encode() == before and g.history_len() == 0


def test_long_random_game_keeps_invariants_with_the_console_undo_limit():
    g = K.new_game(4, 1234)
    g.set_undo_limit(2)
    rng = Rng(77)
    n = 0
    while not g.is_over():
        a = choose(g, rng)
        before = g.encode()
        g.apply(a)
        n += 1
        assert invariant_problem(g) is None
        if n % 5 == 0:
            after = g.encode()
            assert g.can_undo()
            g.undo()
            assert g.encode() == before
            g.apply(a)
            assert g.encode() == after
    assert len(g._chunks) <= 3


# -- const() copies -----------------------------------------------------------------------------


def test_private_const_copies_match_the_package():
    """Each engine module keeps `_NAME = const(v)` copies (MicroPython inlines them): every copy
    of a public name must equal the package's, and the state-register and array ids agree."""
    folder = os.path.join(ROOT, "engine_core", "kings")
    seen = {}
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".py"):
            continue
        with open(os.path.join(folder, name)) as f:
            for m in re.finditer(r"^_([A-Z][A-Z_0-9]*) = const\((\d+)\)", f.read(), re.M):
                key, value = m.group(1), int(m.group(2))
                if hasattr(K, key):
                    assert getattr(K, key) == value, (name, key)
                seen.setdefault(key, set()).add(value)
    shared = {k: v for k, v in seen.items() if k.startswith(("R_", "A_"))}
    assert shared and all(len(v) == 1 for v in shared.values()), shared
