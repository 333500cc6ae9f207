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


SEATS = """
import framebuf
from console import colours as C
from console.gfx import Gfx
from games.kings import flow as kflow
from games.kings import view as kview

from engine_core.kings import Game


class Panel:  # keeps the seats' line: 320 x 18 px as framebuf's RGB565
    width = 320
    height = 240

    def __init__(self):
        self.fb = framebuf.FrameBuffer(bytearray(320 * 18 * 2), 320, 18, framebuf.RGB565)
        self.pushes = 0

    def blit(self, x, y, w, h, buf):
        self.pushes += 1
        self.fb.blit((bytes(buf[: w * h * 2]), w, h, framebuf.RGB565), x, y - kview.SEATS_Y)

    def fill_rect(self, x, y, w, h, colour):
        self.fb.fill_rect(x, y - kview.SEATS_Y, w, h, colour)


panel = Panel()
game = Game.new([0, 1, 2, 3], 4)
view = kview.View(kflow.KingsFlow(game, lambda data: None), Gfx(panel))
# dynasty, hand, pile size, the pile's last card (-1 none, 4 a treasure card), catastrophe held
facts = ((0, 8, 0, -1, True), (1, 7, 3, 2, False), (2, 8, 12, 4, True), (3, 0, 1, 3, False))
view.draw_seats(facts)
px = panel.fb.pixel
for k, (dyn, hand, pile, top, cata) in enumerate(facts):
    x = 80 * k
    card = px(x + kview.PILE_X + 1, 3)  # inside the pile's card, off its letter
    print(k, card == (C.TILE[0 if top == 4 else top] if top >= 0 else C.SCREEN_BG),
          px(x + kview.PILE_X, 3) == (C.DIM if top < 0 else card),
          px(x + kview.CATASTROPHE_X, 3) == (C.CATA if cata else C.SCREEN_BG),
          px(x + kview.HAND_X, 2) == C.DIM,  # the hand's card outline
          any(px(x + kview.HAND_N + i, y) == C.DIM for i in range(9) for y in range(18)),
          # a gap before the next seat: no piece touches its neighbour (4 seats, 80 px each)
          all(px(x + 76 + i, y) == C.SCREEN_BG for i in range(4) for y in range(18)))
pushes = panel.pushes
view.draw_seats(facts)  # the same facts again: nothing drawn
print("again", pushes == 4 and panel.pushes == pushes)
# An action changes one seat's counts: only its piece is drawn again.
changed = facts[:1] + ((1, 6, 4, 0, False),) + facts[2:]
view.draw_seats(changed)
print("one", panel.pushes == pushes + 1 and px(80 + kview.PILE_X + 1, 3) == C.TILE[0])
"""


def test_each_seats_public_counts_are_drawn_as_pictures():
    # CK-7.3: only a pile's size and its last card's colour are public; a treasure card is red.
    out = run_mpy(SEATS, extra_path=(REPO,), heapsize="1M").split("\n")
    rows = [line.split() for line in out if line]
    assert rows[:4] == [[str(k)] + ["True"] * 6 for k in range(4)]
    assert rows[4] == ["again", "True"]
    assert rows[5] == ["one", "True"]


HANDOVER = """
import framebuf
from console import colours as C
from console.gfx import Gfx
from games.kings import flow as kflow
from games.kings import view as kview

from engine_core.kings import Game


class Panel:  # every pixel, as framebuf's RGB565
    width = 320
    height = 240

    def __init__(self):
        self.fb = framebuf.FrameBuffer(bytearray(320 * 240 * 2), 320, 240, framebuf.RGB565)

    def blit(self, x, y, w, h, buf):
        self.fb.blit((bytes(buf[: w * h * 2]), w, h, framebuf.RGB565), x, y)

    def fill_rect(self, x, y, w, h, colour):
        self.fb.fill_rect(x, y, w, h, colour)


panel = Panel()
gfx = Gfx(panel)
said = []
text = gfx.text


def told(x, y, s, *rest):
    said.append((y, s))
    return text(x, y, s, *rest)


gfx.text = told
game = Game.new([0, 1, 2], 4)
flow = kflow.KingsFlow(game, lambda data: None)
view = kview.View(flow, gfx)
flow.log = ["Archer: red card to column 1", "Archer: scores red", "Archer: priest to column 4"]
flow.since_handover = %d
flow.mode = kflow.HANDOVER
flow.changed = flow.full = True
view.render()
print("said", said)
print("rows", [int(panel.fb.pixel(1, y) == C.HANDOVER_BG) for y in (170, 186, 204, 230)])
print("table", any(panel.fb.pixel(x, y) == C.HANDOVER_BG for x in range(0, 320, 4)
                   for y in range(0, 184, 4)))
said.clear()
flow.press(16)  # A: the panel goes
view.render()
print("after", [int(panel.fb.pixel(1, y) == C.HANDOVER_BG) for y in (186, 204, 230)], said)
"""


def handover(told):
    out = run_mpy(HANDOVER % told, extra_path=(REPO,), heapsize="2M").splitlines()
    return {line.split(" ", 1)[0]: line.split(" ", 1)[1] for line in out}


def test_the_hand_over_tells_what_happened_on_a_line_of_its_own():
    # Three things since the last hand-over: the newest gets a line of its own, over the
    # whose-turn line; the A line says how many more the game log holds. The table stays.
    got = handover(3)
    said = got["said"]
    assert "(184, 'Pass to Archer: your turn')" in said
    assert "(202, 'Archer: priest to column 4')" in said
    assert "(221, 'A when ready  (2 more: MENU, log)')" in said
    assert got["rows"] == "[0, 1, 1, 1]" and got["table"] == "False"
    # A takes the panel away: the whose-turn line comes back, the ground is the screen's.
    assert got["after"].startswith("[0, 0, 0]") and "184" in got["after"]
    # Nothing happened since (a resumed game): the panel keeps to the two lines under it.
    quiet = handover(0)
    assert "(202, 'Pass to Archer: your turn')" in quiet["said"]
    assert "(221, 'A when ready')" in quiet["said"]
    assert quiet["rows"] == "[0, 0, 1, 1]"
