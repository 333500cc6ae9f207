"""decode() gives ValueError or a game the engine could reach (issue 12 item 5).

Any byte string either raises ValueError naming the field, or decodes to a game that passes every
invariant, re-encodes to the same bytes, reads back through its text, has a legal action unless
over, and applies and undoes its listed actions cleanly (decode_checks.accepted_problem).
Hypothesis on CPython; the corpus of damaged real saves on both runtimes, byte-identical.
FUZZ_DECODE sets the corpus size (default 300) and scales the hypothesis examples.
"""

import os

import decode_checks as D
import pytest
from both_runtimes import run_both
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine_core.tigris import Game, decode

COUNT = int(os.environ.get("FUZZ_DECODE", "300"))
SAVES = D.real_saves(D.Rng(5), games=4, every=11)
SETTINGS = settings(
    max_examples=max(100, COUNT // 2),
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)


def _holds(data):
    try:
        g = decode(data)
    except ValueError as e:
        assert str(e).startswith("encoded game, "), e  # names the field
        return False
    bad = D.accepted_problem(g, bytes(data), D.Rng(len(data)))
    assert bad is None, bad
    return True


@SETTINGS
@given(st.binary(min_size=0, max_size=300))
def test_any_bytes_are_refused_or_a_reachable_game(data):
    _holds(data)


@SETTINGS
@given(
    st.sampled_from(SAVES),
    st.lists(st.tuples(st.integers(0, 285), st.integers(0, 255)), min_size=1, max_size=4),
)
def test_damaged_real_saves_are_refused_or_a_reachable_game(save, changes):
    data = bytearray(save)
    for i, v in changes:
        data[i] = v
    _holds(bytes(data))


def test_real_saves_decode_to_themselves():
    for save in SAVES:
        assert _holds(save)


@pytest.mark.parametrize(
    "index, value, field",
    [
        (6 + 0, 9, "phase register"),  # no phase 9
        (6 + 7, 1, "conflict registers"),  # a revolt outside the commit phase
        (6 + 17, 176, "unification register"),  # the crash at codec.py:98 in the issue
        (6 + 30, 7, "hands"),  # a hand of 7
        (6 + 30 + 16 + 40 + 12, 0, "monuments"),  # a monument on tiles not flipped
    ],
)
def test_damage_the_issue_found_is_refused_naming_the_field(index, value, field):
    data = bytearray(Game.new([0, 1, 2], seed=9).encode())
    data[index] = value
    with pytest.raises(ValueError) as e:
        decode(bytes(data))
    assert str(e.value).startswith("encoded game, %s: " % field) or field in str(e.value), e.value


def test_the_damaged_save_corpus_on_both_runtimes():
    py, mp = run_both(
        ["host_tests/engine_notation/run_checks.py", "decode", str(COUNT), "1"], heap="512K"
    )
    assert py[0] == 0 and not py[2], py[1].decode()[-3000:] + py[2].decode()
    assert mp == py
    out = py[1].decode()
    assert "decode: %d damaged saves" % COUNT in out and out.endswith(" 0 failed\n")
