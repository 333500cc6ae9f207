"""Debounce logic from recorded raw sample sequences: an edge at the first sample that shows it,
bounce inside the lock, stuck and chattering keys, several keys at once."""

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


def test_press_and_release_count_at_the_first_sample_that_shows_them():
    trace = replay([(0, 0), (5, K_A), (10, K_A), (15, K_A), (20, 0), (25, 0), (30, 0)])
    assert edges(trace) == [(5, K_A, 0), (20, 0, K_A)]
    assert [h for *_, h in trace] == [0, K_A, K_A, K_A, 0, 0, 0]


def test_contact_bounce_makes_no_phantom_edges():
    # Press bouncing for 4 ms (1 ms samples, those closer than 5 ms to the last accepted one
    # ignored), then sampled every 5 ms: one press only.
    seq = [(0, 0), (1, K_B), (2, 0), (3, K_B), (4, 0), (6, 0), (11, K_B), (16, K_B), (21, K_B)]
    # Release bouncing the same way: the samples after it fall in the key's lock.
    seq += [(26, 0), (27, K_B), (28, 0), (31, K_B), (36, 0), (41, 0)]
    assert edges(replay(seq)) == [(11, K_B, 0), (26, 0, K_B)]
    # Bounce as slow as the scan: the sample that first shows the press makes it, and the two
    # after it, bouncing back, are inside the lock.
    seq = [(0, 0), (5, K_B), (10, 0), (15, 0), (20, K_B), (25, K_B)]
    assert edges(replay(seq)) == [(5, K_B, 0)]


def test_a_chattering_key_makes_at_most_one_edge_per_lock():
    # A key flipping at every sample (a broken switch): edges, but never two within the lock of
    # two samples, and never a crash.
    seq = [(t, K_UP if (t // 5) % 2 else 0) for t in range(0, 200, 5)]
    got = edges(replay(seq))
    assert got and all(b[0] - a[0] >= 15 for a, b in zip(got, got[1:], strict=False))
    assert [bool(p) for _, p, _ in got] == [i % 2 == 0 for i in range(len(got))]


def test_a_tap_shorter_than_the_lock_is_kept_whole():
    # Down for one sample only: the press at once, the release as soon as the lock ends.
    seq = [(0, 0), (5, K_A), (10, 0), (15, 0), (20, 0), (25, 0)]
    assert edges(replay(seq)) == [(5, K_A, 0), (20, 0, K_A)]


def test_samples_closer_than_the_gap_are_ignored():
    seq = [(0, 0), (1, K_A), (2, K_A), (3, K_A), (4, K_A)]
    assert edges(replay(seq)) == []  # no sample 5 ms after the last accepted one yet
    seq.append((5, K_A))
    assert edges(replay(seq)) == [(5, K_A, 0)]


def test_stuck_key_is_pressed_once_and_held_forever():
    seq = [(t, K_MENU) for t in range(0, 5000, 7)]
    trace = replay(seq)
    assert edges(trace) == [(0, K_MENU, 0)]
    assert trace[-1][3] == K_MENU


def test_several_keys_each_settle_on_their_own():
    seq = [
        (0, 0),
        (5, K_A | K_REVEAL),  # A and REVEAL pressed at once
        (10, K_A | K_REVEAL | K_UP),  # UP pressed; A and REVEAL locked
        (15, K_REVEAL | K_UP),  # A let go, but still locked
        (20, K_REVEAL),  # A's release counts; UP let go, locked
        (25, K_REVEAL | K_UP),  # UP back inside its lock: it never left
        (30, K_REVEAL | K_UP),
    ]
    assert edges(replay(seq)) == [
        (5, K_A | K_REVEAL, 0),
        (10, K_UP, 0),
        (20, 0, K_A),
    ]


def test_long_gaps_still_work_and_ticks_wrap():
    wrap = 1 << 30
    seq = [(wrap - 3, 0), (wrap - 2, K_A), (2, K_A), (200, K_A), (400, 0), (405, 0), (900, 0)]
    # wrap - 2 is too soon after wrap - 3; 2 is 5 ms after wrap - 3 across the wrap. The lock
    # is counted in samples (the device's come every 5 ms): 400 is the second after the press.
    assert edges(replay(seq)) == [(2, K_A, 0), (405, 0, K_A)]


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
