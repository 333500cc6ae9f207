"""The board's native passes (firmware/games/tigris/boardpasses.py) under the real MicroPython.

Three versions run on the same random boards and must agree on every return value and every
byte they write: the viper one (tools/build.py native_source, as the device and the simulator
compile it), the plain Python the source is (as the web edition runs it) and a reference written
here the plain way, cell by cell, as boardview.py did before the passes went native.
"""

import sys

from mpy_run import REPO, run_mpy

sys.path.insert(0, str(REPO / "tools"))
import build  # noqa: E402  (tools/build.py, after its folder is on the path)

PASSES = "firmware/games/tigris/boardpasses.py"

REFERENCE = '''
def changed(first, end, label, cursor, supported, board, marks, region, hl, sup, sb, sm, sf,
            want):
    cols = 0
    for i in range(first, end):
        f = 2 if hl[i] else 0
        if i == cursor:
            f |= 1
        if supported and sup[i]:
            f |= sup[i] << 6
        if label and region[i] == label:
            row, col = i >> 4, i & 15
            if row == 0 or region[i - 16] != label:
                f |= 4
            if col == 15 or region[i + 1] != label:
                f |= 8
            if row == 10 or region[i + 16] != label:
                f |= 16
            if col == 0 or region[i - 1] != label:
                f |= 32
        if f != sf[i] or board[i] != sb[i] or marks[i] != sm[i]:
            want[i] = f
            cols |= 1 << (i & 15)
    return cols


def run_from(i, hidden, want, board, marks, sf):
    while i < 176 and want[i] == 255:
        i += 16
    if i >= 176:
        return 0xFFFF
    end = i + 16
    while end < 176:
        if want[end] != 255:
            end += 16
            continue
        gap = end
        while (gap < end + 48 and gap < 176 and want[gap] == 255 and not board[gap]
               and not marks[gap] and sf[gap] <= 2 and not hidden & (1 << (gap >> 4))):
            gap += 16
        if gap == end or gap >= 176 or want[gap] == 255:
            break
        while end < gap:
            want[end] = sf[end]
            end += 16
    return i | end << 8


def stack(i, n, want, board, marks, river, sf, sb, sm, held):
    todo = 0
    for k in range(n):
        f = want[i]
        if board[i] or marks[i] or f & ~2:
            todo |= 2 << 2 * k
            held[k] = 255
        else:
            look = river[i] | f
            if held[k] != look:
                todo |= 1 << 2 * k
                held[k] = look
        sf[i] = f
        sb[i] = board[i]
        sm[i] = marks[i]
        want[i] = 255
        i += 16
    return todo
'''

DRIVER = '''
import random
import native
import reference
from games.tigris import boardpasses as portable

random.seed(%(seed)d)
MODS = (native, portable, reference)


def pick(*values):
    return values[random.getrandbits(8) %% len(values)]


def buf(*values):
    return bytearray(pick(*values) for _ in range(176))


checks = 0
for trial in range(%(trials)d):
    # Mostly empty boards, as in play: runs, gaps and stacks of every shape come up.
    board = buf(0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 3, 6, 17)
    marks = buf(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 8)
    region = buf(0, 1, 1, 2, 3)
    river = buf(0, 1)
    hl = buf(0, 1)
    sup = buf(0, 0, 0, 1, 2, 3)
    label = pick(0, 1, 2)
    cursor = random.getrandbits(8) %% 176
    supported = pick(0, 1)
    hidden = pick(0, 0, 3 << 4, 3 << 9)
    # What the screen shows: every cell as it is (the plain pass's flags), then a few cells
    # changed, so runs and the gaps between them come up as after a key; now and then a
    # screen with little in common with the board.
    sb, sm = bytearray(board), bytearray(marks)
    sf = bytearray(b"\xff" * 176)
    for row in range(11):
        reference.changed(row * 16, row * 16 + 16, label, cursor, supported, board, marks,
                          region, hl, sup, sb, sm, sf, sf)
    for _ in range(pick(1, 2, 4, 8, 16, 176)):
        i = random.getrandbits(8) %% 176
        which = pick(0, 1, 2, 2)
        if which == 0:
            sb[i] ^= 1
        elif which == 1:
            sm[i] ^= 8
        else:
            sf[i] = pick(0, 2, 255, 3)
    states = [[bytearray(x) for x in (sb, sm, sf, bytearray(b"\\xff" * 176))] for _ in MODS]
    outs = []
    for mod, (sb2, sm2, sf2, want2) in zip(MODS, states):
        got = []
        row = 0
        while row < 11:  # each run of uncovered rows in one call, as the view compares them
            if hidden & (1 << row):
                row += 1
                continue
            first = row
            while row < 11 and not hidden & (1 << row):
                row += 1
            got.append(mod.changed(first * 16, row * 16, label, cursor, supported, board,
                                   marks, region, hl, sup, sb2, sm2, sf2, want2))
        held = bytearray(b"\\xff\\xff\\xff\\xff")
        for col in range(16):
            i = col
            while True:
                run = mod.run_from(i, hidden, want2, board, marks, sf2)
                got.append(run)
                if run == 0xFFFF:
                    break
                i, end = run & 255, run >> 8
                while i < end:
                    n = min(4, (end - i) >> 4)
                    got.append(mod.stack(i, n, want2, board, marks, river, sf2, sb2, sm2, held))
                    i += n << 4
        outs.append((got, [bytes(x) for x in (sb2, sm2, sf2, want2, held)]))
    assert outs[0] == outs[1] == outs[2], trial
    checks += len(outs[0][0])
print("ok", checks)
'''


def test_native_portable_and_plain_passes_agree_on_random_boards(tmp_path):
    (tmp_path / "native.py").write_text(build.native_source(PASSES))
    (tmp_path / "reference.py").write_text(REFERENCE)
    (tmp_path / "drive.py").write_text(DRIVER % {"seed": 7, "trials": 400})
    out = run_mpy(script=tmp_path / "drive.py", extra_path=(tmp_path,),
                  path=(REPO / "firmware", REPO))
    words = out.split()
    assert words[0] == "ok" and int(words[1]) > 10000, out
