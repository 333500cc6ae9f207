"""Runs host_tests/views/view_run.py under the MicroPython Unix port (see its docstring) and
reads what it drew; positions for it made with the engine."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from mpy_run import FIRMWARE, REPO, run_mpy  # noqa: E402

sys.path.insert(0, str(REPO))

from engine_core.tigris import Game  # noqa: E402

W = 320


class Run:
    """What one view_run.py run printed: the words per frame, the frames' pixels."""

    def __init__(self, out, folder):
        self.folder = folder
        self.frames = {}
        self.counts = {}
        self.bus = {}  # per frame: (windows opened, bytes sent)
        words = []
        for line in out.splitlines():
            if line.startswith("T "):
                _t, x, y, width, text = (line.split(" ", 4) + [""])[:5]
                words.append((int(x), int(y), int(width), text))
            elif line.startswith("D "):
                drawn, checked = line.split()[1:]
                last = (int(drawn), int(checked))
            elif line.startswith("W "):
                windows, sent = line.split()[1:]
                bus = (int(windows), int(sent))
            elif line.startswith("S "):
                name = line.split()[1]
                self.frames[name] = words
                self.counts[name] = last
                self.bus[name] = bus
                words = []

    def words(self, frame):
        return [w[3] for w in self.frames[frame]]

    def pixels(self, frame):
        return (self.folder / (frame + ".bin")).read_bytes()

    def rows_with(self, frame, colour, x0, y0, w, h):
        """The rows of the box that hold at least one pixel of `colour` (panel order)."""
        mem = self.pixels(frame)
        want = bytes((colour >> 8, colour & 0xFF))
        rows = []
        for y in range(y0, y0 + h):
            line = mem[(y * W + x0) * 2 : (y * W + x0 + w) * 2]
            if any(line[i : i + 2] == want for i in range(0, len(line), 2)):
                rows.append(y)
        return rows


def make_runner(tmp_path):
    def run(position, steps):
        pos = tmp_path / "position.txt"
        pos.write_text(position)
        st = tmp_path / "steps.txt"
        st.write_text("\n".join(steps) + "\n")
        out = run_mpy(script=str(HERE / "view_run.py"),
                      path=(FIRMWARE, REPO),
                      args=(str(pos), str(st), str(tmp_path)), heapsize="1M", timeout=300)
        return Run(out, tmp_path)

    return run


def position(cells=(), turn=None, scores=None, players=(0, 1, 2)):
    """A fresh game's position (seed 7) with tokens put on its grid: {(row, col): token};
    the tiles put there come out of the bag. `scores`: {seat: "r0 b0 g0 k0 t2"}."""
    text = Game.new(list(players), 0, 0, 7).to_text()
    lines = text.split("\n")
    top = lines.index("grid") + 1
    taken = {"r": 0, "b": 0, "g": 0, "k": 0}
    for (row, col), token in dict(cells).items():
        row_cells = lines[top + row].split()
        assert row_cells[col] == ".", (row, col)
        row_cells[col] = token
        lines[top + row] = " ".join(row_cells)
        if token in taken:
            taken[token] += 1
    names = lines[2].split()[1:]
    # Treasures held were taken from the board (TE-10): as many starting temples lose theirs,
    # so the position keeps the game's 10 (TE-1.6).
    held = sum(int(v.split()[-1][1:]) for v in (scores or {}).values())
    for n in range(top + 10, top - 1, -1):
        while held and "r*" in lines[n]:
            lines[n] = lines[n][::-1].replace("*r", "r", 1)[::-1]
            held -= 1
    for n, line in enumerate(lines):
        if line.startswith("bag "):
            counts = line.split()
            for i, c in enumerate("rbgk"):
                counts[1 + i] = "%s%d" % (c, int(counts[1 + i][1:]) - taken[c])
            lines[n] = " ".join(counts)
        if turn is not None and line.startswith("turn "):
            lines[n] = "turn %s 0" % names[turn]
        if scores and line.startswith("score "):
            seat = names.index(line.split()[1])
            if seat in scores:
                lines[n] = "score %s %s" % (names[seat], scores[seat])
    return "\n".join(lines)
