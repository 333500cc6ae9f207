"""Debounce logic from recorded raw sample sequences: bounce, stuck keys, several keys at once."""

import ast

from console import debounce
from console.keys import K_A, K_B, K_MENU, K_REVEAL, K_UP
from mpy_run import run_mpy


def replay(samples, gap=None):
    """Feed (t_ms, raw) pairs; return (t, pressed, released, held) after each."""
    d = debounce.Debouncer() if gap is None else debounce.Debouncer(gap)
    out = []
    for t, raw in samples:
        d.update(raw, t)
        out.append((t, d.pressed, d.released, d.held))
    return out


def edges(trace):
    return [(t, p, r) for t, p, r, _ in trace if p or r]


def test_clean_press_and_release_after_two_samples():
    trace = replay([(0, 0), (5, K_A), (10, K_A), (15, K_A), (20, 0), (25, 0), (30, 0)])
    assert edges(trace) == [(10, K_A, 0), (25, 0, K_A)]
    assert [h for *_, h in trace] == [0, 0, K_A, K_A, K_A, 0, 0]


def test_contact_bounce_makes_no_phantom_edges():
    # Press bouncing for 4 ms (1 ms samples), then sampled every 5 ms: one press only.
    seq = [(0, 0), (1, K_B), (2, 0), (3, K_B), (4, 0), (5, K_B), (10, K_B), (15, K_B)]
    # Release bouncing the same way: 21-23 come too soon after 20 and are ignored.
    seq += [(20, 0), (21, K_B), (22, 0), (23, K_B), (25, 0), (30, 0)]
    assert edges(replay(seq)) == [(10, K_B, 0), (25, 0, K_B)]
    # Bounce sampled 5 ms apart at the wrong moments: every pair disagrees, nothing changes.
    seq = [(0, 0), (5, K_B), (10, 0), (15, K_B), (20, K_B)]
    assert edges(replay(seq)) == [(20, K_B, 0)]


def test_alternating_samples_never_change_state():
    seq = [(t, K_UP if (t // 5) % 2 else 0) for t in range(0, 200, 5)]
    trace = replay(seq)
    assert edges(trace) == []
    assert all(h == 0 for *_, h in trace)


def test_samples_closer_than_the_gap_are_ignored():
    seq = [(0, 0), (5, K_A), (6, K_A), (7, K_A), (8, K_A), (9, K_A)]
    assert edges(replay(seq)) == []  # only one accepted sample shows A so far
    seq.append((10, K_A))
    assert edges(replay(seq)) == [(10, K_A, 0)]


def test_stuck_key_is_pressed_once_and_held_forever():
    seq = [(t, K_MENU) for t in range(0, 5000, 7)]
    trace = replay(seq)
    assert edges(trace) == [(7, K_MENU, 0)]
    assert trace[-1][3] == K_MENU


def test_several_keys_each_settle_on_their_own():
    seq = [
        (0, 0),
        (5, K_A | K_REVEAL),
        (10, K_A | K_REVEAL | K_UP),  # A and REVEAL settle; UP seen once
        (15, K_REVEAL | K_UP),  # UP settles; A seen released once
        (20, K_REVEAL),  # A released settles; UP bounced off once
        (25, K_REVEAL | K_UP),
        (30, K_REVEAL | K_UP),  # UP back: it never left, no new edge
    ]
    assert edges(replay(seq)) == [
        (10, K_A | K_REVEAL, 0),
        (15, K_UP, 0),
        (20, 0, K_A),
    ]


def test_long_gaps_still_work_and_ticks_wrap():
    wrap = 1 << 30
    seq = [(wrap - 3, 0), (wrap - 2, K_A), (3, K_A), (200, K_A), (400, 0), (900, 0)]
    # wrap - 2 is too soon after wrap - 3; 3 is 5 ms after wrap - 2 across the wrap.
    assert edges(replay(seq)) == [(200, K_A, 0), (900, 0, K_A)]


def test_garbage_input_never_raises():
    d = debounce.Debouncer()
    for t, raw in enumerate([-1, 1 << 40, 0xFFFF, -12345, 0]):
        d.update(raw, t * 5)
        assert 0 <= d.held <= 0xFFFF and d.pressed & d.released == 0


def test_reset_counts_keys_down_as_already_held():
    d = debounce.Debouncer()
    d.reset(K_A)
    d.update(K_A, 0)
    d.update(K_A, 10)
    assert d.held == K_A and d.pressed == 0


def test_same_results_under_micropython():
    seq = [(0, 0), (1, K_B), (2, 0), (5, K_B), (10, K_B), (12, 0), (15, 0), (20, 0), (26, K_A)]
    out = run_mpy(
        "from console import debounce\n"
        "d = debounce.Debouncer()\n"
        "r = []\n"
        "for t, raw in %r:\n"
        "    d.update(raw, t)\n"
        "    r.append((t, d.pressed, d.released, d.held))\n"
        "print(r)\n" % (seq,)
    )
    assert ast.literal_eval(out.strip()) == replay(seq)
