"""encode()/decode() refuse what the engine cannot reach; view(seat) hides only deck order."""

import pytest

from engine_core import assyria as A


def test_decode_refuses_damaged_bytes_naming_the_field():
    g = A.new_game(3, 5)
    for _ in range(40):
        g.apply(g.legal_actions()[-1])
    data = bytearray(g.encode())
    assert len(data) < 512
    assert A.decode(bytes(data)).encode() == bytes(data)
    cases = [
        (0, 9, "version"),
        (1, 0xFF, "colours"),
    ]
    for index, value, field in cases:
        bad = bytearray(data)
        bad[index] = value
        with pytest.raises(ValueError, match=field):
            A.decode(bytes(bad))
    with pytest.raises(ValueError, match="length"):
        A.decode(bytes(data[:-1]))
    board = 2
    bad = bytearray(data)
    bad[board + 60] = 1  # a red hut on j5: out of play with 3 players
    with pytest.raises(ValueError, match="board"):
        A.decode(bytes(bad))
    bad = bytearray(data)
    bad[len(data) - 32 + 2] = 9  # reign 9
    with pytest.raises(ValueError, match="registers"):
        A.decode(bytes(bad))


def test_every_single_byte_change_is_refused_or_reachable():
    """No change of one byte makes decode crash: it refuses or gives a game that re-encodes."""
    g = A.new_game(4, 8)
    for _ in range(60):
        g.apply(g.legal_actions()[len(g.legal_actions()) // 2])
    data = g.encode()
    for i in range(len(data)):
        bad = bytearray(data)
        bad[i] ^= 0x21
        try:
            back = A.decode(bytes(bad))
        except ValueError:
            continue
        assert back.encode() == bytes(bad)


def test_view_hides_the_deck_order_and_the_rng_only():
    g = A.new_game(4, 12)
    v = g.view(0)
    assert "deck" not in v and "seed" not in v
    assert v["deck_size"] == g.st[11] and v["rows"] == bytes(g.rows)
    assert all(g.view(s)["seats"] == v["seats"] for s in range(4))  # nothing seat-private
    assert v["seats"][1]["hand"] == bytes(g.hand[16:32])
