"""The log page (console/logpage.py) under MicroPython on a panel that keeps nothing: what it
writes where, row by row, read from the text calls of the console's Gfx."""

from mpy_run import run_mpy

PAGE = """
import sys
from console.gfx import Gfx
from console.keys import K_DOWN, K_UP
from console.logpage import LogPage
from nullpanel import Panel

path, seat = sys.argv[1], int(sys.argv[2])
with open(sys.argv[3]) as f:
    presses = f.read()


class App:
    gfx = Gfx(Panel())


rows = []
line = App.gfx.line


def record(x, y, s, fg, bg, width=0, height=0):
    if 28 <= y < 218:  # the rows between the heading and the keys' line
        rows.append((y, x, s))
    return line(x, y, s, fg, bg, width, height)


App.gfx.line = record
page = LogPage(App(), path, seat, ["Archer", "Bull", "Pot", "Lion"], None)
for key in [""] + (presses.split(",") if presses else []):
    if key:
        page.update(K_UP if key == "up" else K_DOWN, 0, 0)
    rows.clear()
    page.render()
    print("|".join("%d %d %s" % r for r in rows))
"""


def pages(tmp_path, lines, seat=4, presses=""):
    """Each frame's rows as (y, x, text): the first page, then one after each press."""
    path = tmp_path / "tigris.log"
    path.write_text("".join("%d %s %s\n" % line for line in lines))
    keys = tmp_path / "keys.txt"  # a file: a long argument stops the Unix port (NLR)
    keys.write_text(presses)
    out = run_mpy(PAGE, heapsize="1M", args=(str(path), str(seat), str(keys)))
    return [[(int(y), int(x), s) for y, x, s in (r.split(" ", 2) for r in frame.split("|"))]
            for frame in out.splitlines()]


def test_a_line_wider_than_a_row_goes_on_in_the_next_indented(tmp_path):
    # A play-test read the final log's "Archer: +3 red +3 blue +2 green +3…": a line wider
    # than the page was cut. It goes on in the next row, indented; the page still ends with
    # the newest line, on its last row.
    points = "+3 red +3 blue +2 green +3 black"
    lines = [(n, "-", "Bull placed a red tile %d" % n) for n in range(1, 12)]
    lines.append((12, "0", points))  # Archer's own line, every line shown at the game's end
    lines.append((13, "-", "The game is over"))
    first, = pages(tmp_path, lines)
    assert len(first) == 10  # every row of the page in use
    *_, (y1, x1, head), (y2, x2, rest), (y3, x3, last) = first
    assert (head + " " + rest).split() == ("Archer: " + points).split()
    assert x1 == 8 and x2 > 8 and x3 == 8 and y1 < y2 < y3
    assert last == "The game is over"
    # The rows above are the lines before, in order, each whole.
    assert [s for _y, _x, s in first[:-3]] == ["Bull placed a red tile %d" % n
                                               for n in range(5, 12)]


def test_scrolling_stops_at_the_newest_page_and_the_first_line(tmp_path):
    long = "gave back 2 red, 1 blue, 1 green; drew 1 red, 2 black, 1 blue"
    lines = [(n, "-", "Line %d" % n) for n in range(1, 15)] + [(15, "1", long)]
    frames = pages(tmp_path, lines, presses="down,up,up,up,up,up,up,up,down")
    newest = frames[0]
    assert newest[-1][1] > 8  # the long line ends the page on two rows
    assert frames[1] == newest  # DOWN on the newest page stays there
    first = int(newest[0][2].split()[1])  # the newest page's first line: "Line 7" or so
    assert 5 <= first <= 8
    tops = [int(frame[0][2].split()[1]) for frame in frames[2:]]
    # UP a line at a time to the first, where it stops; then DOWN.
    assert tops == [max(1, first - k) for k in range(1, 8)] + [2]


def test_an_empty_log_says_so(tmp_path):
    # A game resumed from a save with no log file beside it (firmware from before the file
    # log): the page opens on its one line, and the keys do nothing worse.
    frames = pages(tmp_path, [], presses="up,down")
    assert frames[0] == [(28, 8, "Nothing has happened yet")]
    assert frames[1] == frames[0] and frames[2] == frames[0]


def test_a_count_stays_on_the_row_of_its_colour(tmp_path):
    # A play-test read "gave back 2 red, 3 green, 1 / black; drew ...": a row that would end on
    # a count gives it to the next row, with the colour it counts.
    swaps = ["gave back %d red, 3 green, 1 black; drew 1 red, 2 black, 1 blue, 2 green%s"
             % (n, " again" * k) for n in (1, 2) for k in range(4)]
    lines = [(i + 1, str(i % 4), text) for i, text in enumerate(swaps)]
    rows = pages(tmp_path, lines)[0]
    assert sum(x > 8 for _y, x, _s in rows) >= 3  # lines did go on in a next row
    ends = [s.rpartition(" ")[2] for _y, x, s in rows]
    starts = [x for _y, x, _s in rows]
    for i in range(len(rows) - 1):
        if starts[i + 1] > 8:  # the row goes on in the next: it does not end on a count
            assert not ends[i].isdigit(), rows[i]


def test_a_long_log_opens_on_its_newest_lines_and_scrolls_back_through_them_all(tmp_path):
    # The page opens on the file's tail (a whole game's file was most of the Game log key's
    # time); UP past the tail's first line reads the whole file and goes on, line by line.
    lines = [(n, "-", "Line %d of the log of a long game." % n)
             for n in range(1, 121)]
    lines.insert(60, (61, "U", ""))  # action 61 undone: its line goes
    lines = [x for x in lines if x[0] != 61 or x[1] == "U"]
    frames = pages(tmp_path, lines, presses=",".join(["up"] * 120))
    assert (tmp_path / "tigris.log").stat().st_size > 4 * 1024  # longer than the tail read
    shown = [int(frame[0][2].split()[1]) for frame in frames]
    want = [n for n in range(1, 121) if n != 61]
    first = want.index(shown[0])
    assert [int(s.split()[1]) for _y, _x, s in frames[0]] == want[first:]  # the newest page
    assert shown[1:] == [want[max(0, first - k)] for k in range(1, 121)]
