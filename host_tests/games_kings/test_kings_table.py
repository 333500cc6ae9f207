"""Contest of Kings's table drawn key by key (games/kings/tableview.py) under MicroPython: after
every change (an action, a leader's or a card's targets lit, the cursor moved) the pixels equal
the same table drawn whole, and a column's changed places go out in fewer pushes than cells."""

import os

from mpy_run import REPO, run_mpy

HERE = os.path.dirname(os.path.abspath(__file__))


def test_the_table_redrawn_by_changes_equals_the_table_drawn_whole():
    cells = pushes = steps = 0
    for seed in (3, 8):
        # From source, compiled as it loads; the two panels' pixels need a big heap (the
        # game's own heap is measured on the built firmware, test_kings_sim.py).
        out = run_mpy(script=os.path.join(HERE, "table_run.py"), extra_path=(REPO,),
                      heapsize="4M", args=(str(seed), "120"))
        lines = out.splitlines()
        assert lines[-1] == "done"
        for line in lines[:-1]:
            _, step, _, c, _, p, same = line.split()
            assert same == "same", (seed, line)
            cells += int(c)
            pushes += int(p)
            steps += 1
    assert steps >= 200
    # Lit targets one under the other in a column are pushed together (three at most).
    assert pushes < cells * 0.9, (pushes, cells)


def test_the_public_lines_follow_every_action_though_worded_only_after_one():
    # view.py words the whose-turn and seats lines only when an action was taken or undone (a
    # cursor key does not): through 150 keys of a game they say what words.py says now.
    out = run_mpy(script=os.path.join(HERE, "lines_run.py"), extra_path=(REPO,),
                  heapsize="1M", args=("5", "150"))
    lines = out.splitlines()
    assert lines[-1] == "done" and len(lines) > 100
    assert all(line.endswith(" ok") for line in lines[:-1]), [
        line for line in lines if "STALE" in line][:3]
