"""The log file's reader (console/gamelog.py), which reads a block at a time: every line found
whole across the blocks' edges, on CPython and under MicroPython alike."""

import json

from console import gamelog
from mpy_run import run_mpy

READ_ALL = """
import json, sys
from console import gamelog

lines, last = gamelog.scan(sys.argv[1])
print(json.dumps([last, gamelog.read_lines(sys.argv[1], lines, 0, len(lines))]))
"""


def write_log(path):
    """A log with lines of every length around the block's, a line longer than a block, an
    undone action and a last line cut short by a power cut; the lines that stand, in order."""
    standing = []
    with open(path, "w") as f:
        for seq in range(1, 120):
            text = "Archer placed a red tile" + " and more" * (seq % 37)
            owner = "-" if seq % 5 else "%d" % (seq % 4)
            f.write("%d %s %s\n" % (seq, owner, text))
            standing.append([-1 if owner == "-" else int(owner), text])
            if seq % 17 == 0:
                f.write("%d U\n" % seq)  # undone: its line goes
                standing.pop()
            if seq % 23 == 0:
                f.write("%d H 2\n" % seq)  # a hand-over: no line
        f.write("120 - cut short by a power c")
    return standing


def test_every_line_is_read_whole_across_the_blocks(tmp_path):
    path = str(tmp_path / "tigris.log")
    standing = write_log(path)
    assert max(len(text) for _o, text in standing) > gamelog._BLOCK
    lines, last = gamelog.scan(path)
    assert last == 119
    got = [list(x) for x in gamelog.read_lines(path, lines, 0, len(lines))]
    assert got == standing
    # The same on the device's interpreter, its bytes and bytearrays.
    out = json.loads(run_mpy(READ_ALL, heapsize="256K", args=(path,)))
    assert out == [119, standing]
