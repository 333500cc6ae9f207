"""TE-13 on the real firmware: with REVEAL not held, the screen is the same whether or not the
player to move holds the tile colour chosen: the same highlight, the same refusal line; the
refusal's words show only in the private panel while REVEAL is held, and the game is unchanged.
"""

import keydriver
import simrun

from engine_core.tigris import ACT_TILE, Game

# firmware/games/tigris/hud.py (LAYOUT.md): the status strip from y 220, the private panel 40 px
# high over the top board rows while the cursor is in the lower half (row 5 and below).
STRIP = (0, 220, 320, 20)
PANEL = (0, 0, 320, 40)
START = keydriver.START_CURSOR  # empty land: red may go there
TEMPLE = START + 17  # one down, one right: a temple, where no tile may go

# Continue on the title, the hand-over page, then RED, and A on the temple space.
COMMON = ["wait 100", "press a", "wait 100", "press a", "shot board",
          "press red", "shot red", "press down", "press right", "press a", "shot refused"]
# Then, without a red tile: A on a highlighted space, REVEAL held, REVEAL let go.
MORE = ["press up", "press left", "press a", "shot refused_here",
        "hold reveal 200", "shot why", "release reveal", "shot after"]


# Three kingdoms around c10 (row 9, column 2), so a tile there would unite them (TE-5.4): a red
# tile may not go there, though it is free land. (row, column): token of the notation.
KINGDOMS = {(9, 0): "Ak", (9, 1): "r", (9, 3): "r", (9, 4): "Bk", (8, 2): "r", (7, 2): "Pk"}
UNITER = 9 * 16 + 2


def start_text():
    """A fresh 4-player game's position with the three kingdoms put on its board."""
    text = Game.new([0, 1, 2, 3], 0, 0, 7).to_text()
    lines = text.split("\n")
    top = lines.index("grid") + 1
    for (row, col), token in KINGDOMS.items():
        cells = lines[top + row].split()
        assert cells[col] == "."
        cells[col] = token
        lines[top + row] = " ".join(cells)
    # The three red tiles come out of the bag (every tile is somewhere, TE-1.2).
    i = [n for n, ln in enumerate(lines) if ln.startswith("bag ")][0]
    counts = lines[i].split()
    counts[1] = "r%d" % (int(counts[1][1:]) - 3)
    lines[i] = " ".join(counts)
    return "\n".join(lines)


def positions():
    """A fresh 4-player game, and the same with the red tiles of the player to move swapped
    for green ones from the bag: the two differ in that hand only (and in the bag's hidden mix,
    as every tile is somewhere, TE-1.2; its size, the public part, is the same)."""
    with_red = Game.from_text(start_text())
    seat = with_red.current_player()
    hand = with_red.hand(seat)
    assert hand[0] and not hand[2]
    text = with_red.to_text()
    names = text.split("\n")[2].split()[1:]
    line = "hand %s r%d b%d g%d k%d" % ((names[seat],) + hand)
    swapped = "hand %s r0 b%d g%d k%d" % (names[seat], hand[1], hand[0], hand[3])
    bag = [ln for ln in text.split("\n") if ln.startswith("bag ")][0]
    r, b, g, k = (int(x[1:]) for x in bag.split()[1:])
    bag2 = "bag r%d b%d g%d k%d" % (r + hand[0], b, g - hand[0], k)
    assert line in text
    without = Game.from_text(text.replace(line, swapped).replace(bag, bag2))
    assert without.hand(seat) == (0, hand[1], hand[0], hand[3])
    assert without.bag_count() == with_red.bag_count()
    assert without.to_text().replace(swapped, line).replace(bag2, bag) == text
    return with_red, without


def run_from(game, folder, lines):
    keydriver.write_save(folder, game)
    run = simrun.run(lines, folder)
    assert run.returncode == 0, run.output
    after = keydriver.game_from_save_dir(folder)
    assert after.encode() == game.encode()  # nothing was played (no tile in hand, TE-5.4)
    return run


def test_hand_without_the_colour_looks_the_same_to_the_table(tmp_path):
    with_red, without = positions()
    red = with_red.legal_cells(ACT_TILE, 0)
    assert red[START] and not red[TEMPLE] and not red[UNITER]
    times = simrun.shot_times(COMMON + MORE)
    a = run_from(with_red, str(tmp_path / "with"), COMMON)
    b = run_from(without, str(tmp_path / "without"), COMMON + MORE)

    def frame(run, name):
        return run.frame_at(times[name])

    for name in ("board", "red", "refused"):
        assert frame(a, name).rgb_bytes() == frame(b, name).rgb_bytes(), name
    # RED really marked spaces, and A on the temple put a line into the strip.
    assert frame(b, "red").rgb_bytes() != frame(b, "board").rgb_bytes()
    strip = STRIP
    assert frame(b, "refused").region565(*strip) != frame(b, "red").region565(*strip)
    # A on a highlighted space without the tile: refused with that same public line.
    assert frame(b, "refused_here").region565(*strip) == frame(a, "refused").region565(*strip)
    # The words come only with REVEAL held, in the panel over the board, and go with it.
    panel = PANEL
    assert frame(b, "why").region565(*panel) != frame(b, "refused_here").region565(*panel)
    assert frame(b, "after").rgb_bytes() == frame(b, "refused_here").rgb_bytes()
