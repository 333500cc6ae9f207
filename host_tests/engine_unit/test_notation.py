"""The text notation (notation.md): canonical round trips, refusals naming the line, actions."""

import pytest
from helpers import position
from invariants import tiles_on_board

from engine_core.tigris import Game, IllegalAction, decode, from_text


def test_new_game_round_trips_through_text_and_bytes():
    for board in (0, 1):
        g = Game.new([3, 0, 2], board, 7, seed=99)
        t = g.to_text()
        assert from_text(t).to_text() == t
        assert len(g.encode()) < 512
        assert decode(g.encode()).encode() == g.encode()


def test_setup_draws_six_each_and_uses_the_bag_counts():
    # TE-1.2, TE-2: 10 temples on the classic board, 143 tiles in the bag less 6 per player.
    g = Game.new([0, 1, 2, 3], seed=5)
    assert all(sum(g.hand(s)) == 6 for s in range(4))
    assert g.bag_count() == 143 - 24
    assert tiles_on_board(g) == 10
    assert tiles_on_board(Game.new([0, 1], 1, seed=5)) == 14


def test_setup_follows_the_rng_order():
    # notation.md: xorshift32, x % left, colours r b g k; seats draw 6 in order, then start.
    from engine_core.rng import xorshift32

    x = 4242
    bag = [47, 36, 30, 30]
    hands = []
    for _ in range(2):
        h = [0, 0, 0, 0]
        for _ in range(6):
            x = xorshift32(x)
            k = x % sum(bag)
            c = 0
            while k >= bag[c]:
                k -= bag[c]
                c += 1
            bag[c] -= 1
            h[c] += 1
        hands.append(tuple(h))
    x = xorshift32(x)
    g = Game.new([0, 1], seed=4242)
    assert [g.hand(0), g.hand(1)] == hands
    assert g.active == x % 2


def test_xorshift_known_values():
    from engine_core.rng import xorshift32

    # xorshift32 from seed 1: 270369, 67634689, 2647435461 (Marsaglia's shifts 13, 17, 5).
    assert xorshift32(1) == 270369
    assert xorshift32(270369) == 67634689
    assert xorshift32(67634689) == 2647435461


def test_canonical_text_survives_and_comments_are_dropped():
    text = position(
        {"f5": "r*", "f4": "Ak", "h5": "k+", "g5": "k", "i5": "k"}, variants="buildings"
    )
    g = from_text(text)
    assert g.to_text() == text
    noisy = text.replace("board classic", "board   classic   # the usual side")
    assert from_text(noisy).to_text() == text


@pytest.mark.parametrize(
    "change, line, word",
    [
        (("tigris 1", "tigris 2"), 1, "tigris 1"),
        (("players archer bull", "players archer archer"), 3, "repeated"),
        (("hand archer r2 b2 g1 k1", "hand archer r5 b2 g1 k1"), 17, "at most 6"),
        (("seed 12345", "seed 0"), 24, "range"),
        (("bag r20 b20 g20 k20", "bag r57 b20 g20 k20"), 23, "more r tiles"),
    ],
)
def test_refusals_name_the_line(change, line, word):
    text = position({"f5": "r", "f4": "Ak"}).replace(*change)
    with pytest.raises(ValueError) as e:
        from_text(text)
    assert str(e.value).startswith("line %d:" % line) and word in str(e.value)


def test_impossible_positions_are_refused():
    for cells, word in (
        ({"f4": "Ak"}, "temple"),
        ({"f5": "r", "f4": "Ak", "g5": "Bk"}, "two k leaders"),
        ({"c5": "b"}, "river"),
        ({"f5": "k*"}, "treasure"),
        ({"f5": "z"}, "ziggurat"),
        ({"f5": "k+"}, "buildings variant"),
    ):
        with pytest.raises(ValueError) as e:
            from_text(position(cells))
        assert word in str(e.value)


def test_action_lines_and_dynasty_prefix():
    g = from_text(position({"f5": "r", "f4": "Ak"}))
    for line in ("tile r g5", "leader k off", "catastrophe g5", "swap r r b", "pass"):
        assert g.action_to_text(g.action_from_text(line)) == line
    for line in ("war g", "commit 3", "monument rk f3", "monument none", "treasure k1"):
        assert g.action_to_text(g.action_from_text(line)) == line
    for line in ("building f3", "building none", "ziggurat f3", "ziggurat none", "zigguratvp r"):
        assert g.action_to_text(g.action_from_text(line)) == line
    assert g.action_from_text("archer: pass") == g.action_from_text("pass")
    with pytest.raises(IllegalAction) as e:
        g.action_from_text("bull: pass")
    assert "archer" in str(e.value)
    with pytest.raises(IllegalAction):
        g.action_from_text("tile q f5")


def test_decode_refuses_damaged_bytes():
    data = Game.new([0, 1], seed=3).encode()
    for bad in (data[:-1], b"\x02" + data[1:], data[:1] + b"\x01" + data[2:]):
        with pytest.raises(ValueError):
            decode(bad)
    leader_of_nobody = bytearray(data)
    leader_of_nobody[-1] = 8 + 3 * 4  # a lion leader in a game of archer and bull
    with pytest.raises(ValueError):
        decode(bytes(leader_of_nobody))
