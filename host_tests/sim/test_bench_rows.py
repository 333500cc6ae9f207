"""tools/bench_keys.py's baseline column: each key's figure beside the same key's in the baseline,
also when one build draws a key's first frame apart (a page up at once) and the other does not."""

import bench_keys
from bench_keys import FIRST_FRAME


def row(label, est):
    return (label, 0, 0, 0, 5, est)


def test_rows_pair_key_by_key():
    base = [row("press a", 100.0), row("press b", 50.0)]
    rows = [row("press a", 90.0), row("press b", 55.0)]
    assert bench_keys.baseline_beside(rows, base) == [100.0, 50.0]


def test_a_first_frame_apart_in_one_build_only_is_compared_with_the_keys_only_frame():
    # Continue: the baseline drew one frame (the page); this build draws the page, then the
    # game behind it before the next key.
    base = [row("press a", 101.7), row("press a", 111.0)]
    rows = [row("press a", 630.0), row(FIRST_FRAME, 91.0), row("press a", 68.5)]
    assert bench_keys.baseline_beside(rows, base) == [101.7, 101.7, 111.0]
    # ... and the other way round: the baseline's first frame beside this build's only one.
    assert bench_keys.baseline_beside(base, rows) == [630.0, 68.5]


def test_other_key_edges_leave_the_column_out():
    base = [row("press a", 100.0)]
    rows = [row("press a", 90.0), row("press b", 55.0)]
    assert bench_keys.baseline_beside(rows, base) is None
