"""Assyria's two screens besides the map, drawn (games/assyria/rowsview.py, assurview.py): they
show the game's own values as cards, marks and figures, in words without shorthand.

Two ways: the screens' drawing under MicroPython on positions the engine reached, every item
recorded (screens_run.py); and the real firmware on the simulator at 160K, VIEW pressed, its
panel decoded: the food symbols of the rows and Assur's marks at their places, a player's score
in the font's digits, the heap, the map back as it was."""

import os
import random
import re
import sys

import assyriadriver
import games_sim
import simrun
from mpy_run import REPO, run_mpy
from panel_model import rgb565

from engine_core.assyria import DIGNITARY_NAMES, Game

sys.path.insert(0, str(REPO / "firmware"))
from fonts import sans17  # noqa: E402  (the font's metrics; its glyphs are read below)

HERE = os.path.dirname(os.path.abspath(__file__))
GROUND = rgb565(16, 32, 64)  # console/colours.py SCREEN_BG
TEXT = rgb565(255, 255, 255)
EMPTY = rgb565(90, 110, 150)  # an empty place's outline (mapview.EMPTY)
FOOD_COLOURS = (rgb565(130, 60, 160), rgb565(0, 120, 60), rgb565(235, 235, 235),
                rgb565(230, 190, 40), rgb565(130, 80, 30))  # mapview.FOOD_COLOURS
PLAYER_COLOURS = (rgb565(213, 94, 0), rgb565(0, 158, 115), rgb565(0, 114, 178),
                  rgb565(240, 228, 66))  # mapview.PLAYER_COLOURS
LAND = rgb565(222, 203, 160)  # a desert hex of the map (console/colours.py LAND)
TRACKS = ("score", "camels", "offering", "plow", "huts")
# Shorthand a family cannot read: a food's letter or name with a count, W for wild, c0 camels.
SHORTHAND = re.compile(r"\b[GPSBDW]\d\b|\b(grape|palm|salt|barley|date)\d|\bc\d|^[GPSBDW]$")


def played(players, seed, done):
    """A game of random legal moves (seeded) until done(game): a real position to draw."""
    game = Game.new(players, seed)
    rnd = random.Random(seed)
    while not done(game):
        assert not game.is_over(), "the condition never held"
        actions = game.legal_actions()
        game.apply(actions[rnd.randrange(len(actions))])
    return game


def drawn_items(game, tmp_path):
    """screens_run.py's record per screen: [(tag, value)]."""
    pos = tmp_path / "position.txt"
    pos.write_text(game.to_text())
    # From source, compiled as it loads: a bigger heap than the device's (the heap is measured
    # on the built firmware, below).
    out = run_mpy(script=os.path.join(HERE, "screens_run.py"), extra_path=(REPO,),
                  heapsize="512K", args=(str(pos),))
    screens = {}
    items = []
    for line in out.splitlines():
        tag, _, value = line.partition(" ")
        if tag == "S":
            screens[value] = items
            items = []
        else:
            items.append((tag, value))
    return screens


def hand_foods(game, s):
    foods = []
    for k in range(15):
        foods += [k // 3] * (game.hand[16 * s + k] * (k % 3 + 1))
    return foods


def has_assur_hut_and_cards(game):
    return (any(game.assur) and game.phase() == 6
            and sum(game.hand[i] for i in range(16 * game.num_players)) >= 4)


def big_hand(game):
    return max(sum(game.hand[16 * s : 16 * s + 16]) for s in range(game.num_players)) >= 8


def mid_harvest(game):
    """Two players have chosen their columns (AS-4.2), the others not yet."""
    return game.phase() == 2 and sum(game.st[28 + s] != 255 for s in range(4)) == 2


def test_each_screen_draws_the_positions_values_in_words_without_shorthand(tmp_path):
    for players, seed, done in ((3, 5, has_assur_hut_and_cards), (4, 5, has_assur_hut_and_cards),
                                (4, 6, big_hand), (4, 7, mid_harvest)):
        game = played(players, seed, done)
        screens = drawn_items(game, tmp_path)
        order = game.turn_order()
        words = [v for screen in screens.values() for t, v in screen if t in "Tt"]
        for w in words:
            assert not SHORTHAND.search(w), w
        rows, assur = screens["rows"], screens["assur"]
        # The food rows (AS-4.1): a column's number, the marks of who chose it this harvest
        # (AS-4.2), then its cards of row 1 and row 2, each food symbol once per symbol on the
        # card (AS-1); an empty place draws nothing. Places: one more than players.
        # Its title: the cards left in the food deck (AS-4.1) and the expansion cards still
        # face down (AS-3, AS-4.5), the engine's own counts.
        expect = [("T", "Food rows   deck %d, expansion %d" % (game.view(order[0])["deck_size"],
                                                            game.view(order[0])[
                                                                "expansion_deck_size"]))]
        for c in range(players + 1):
            expect.append(("N", str(c + 1)))
            expect += [("M", str(game.colours[s])) for s in range(players)
                       if game.st[28 + s] == c]
            for r in range(2):
                k = game.rows[5 * r + c]
                if k < 15:
                    expect += [("F", str(k // 3))] * (k % 3 + 1)
        assert rows[: len(expect)] == expect
        # Every player's hand after: their mark first, every food symbol of their cards.
        hands = rows[len(expect):]
        marks = [v for t, v in hands if t == "M"]
        assert [m for i, m in enumerate(marks) if i == 0 or marks[i - 1] != m] == \
            [str(game.colours[s]) for s in order]
        for s in order:
            start = hands.index(("M", str(game.colours[s])))
            foods = []
            cut = False
            for t, v in hands[start + 1:]:
                if t == "M" and v != str(game.colours[s]):
                    break
                if t == "F":
                    foods.append(int(v))
                cut |= (t, v) == ("t", "+")  # more cards than a line holds: "+N" at its end
            assert not cut or sum(game.hand[16 * s : 16 * s + 16]) > 8
            if not cut:
                assert sorted(set(foods)) == sorted(set(hand_foods(game, s)))
        # Eight cards and more do not fit a line card by card: each kind once, "x" its count.
        for s in order:
            counts = [game.hand[16 * s + k] for k in range(16) if game.hand[16 * s + k]]
            if sum(counts) >= 8:
                assert ("t", "x") in hands
                shown = [int(v) for t, v in hands if t == "N"]
                assert sorted(set(shown)) == sorted(set(n for n in counts if n > 1))
        # Assur (AS-2, AS-4.4b): its name, each dignitary's name, a mark for each hut there.
        assert assur[0] == ("T", "Assur")
        assert [v for t, v in assur if t == "T" and v in DIGNITARY_NAMES][::2] == \
            list(DIGNITARY_NAMES)
        # The reign and its turn, as the engine's view tells them (AS-4: 2, 3 and 3 turns).
        view = game.view(order[0])
        told = assur.index(("T", "Reign %d of 3" % view["reign"]))
        assert assur[told + 1] == ("T", "Turn %d of %d" % (view["turn"],
                                                           2 if view["reign"] == 1 else 3))
        # Then what first place in Assur scores at this reign's flood as it stands: the
        # reign's expansion cards so far, and the bonus card (4) in reigns II and III with
        # four players (AS-5.2).
        assert view["expansion"]
        assert assur[told + 2] == ("T", "Prize %d" % (sum(view["expansion"])
                                                      + 4 * bool(view["bonus"])))
        levels = assur[: assur.index(("T", "score  camels  offering  plow  huts"))]
        taken = [str(game.colours[a - 1]) for a in game.assur if a]
        assert sorted(set(v for t, v in levels if t == "M")) == sorted(set(taken))
        # The tracks: the marks in turn order, then per track every player's figure.
        tracks = assur[len(levels) + 1:]
        assert [v for t, v in tracks if t == "M"] == [str(game.colours[s]) for s in order]
        figures = [int(v) for t, v in tracks if t == "N"]
        want = []
        for i in range(5):
            for s in order:
                k = 9 * s  # seatview.py's registers: 3 offering, 4 plow, 5 huts left
                want.append((game.score(s), game.camels(s), game.seat[k + 3], game.seat[k + 4],
                             game.seat[k + 5])[i])
        assert figures == want


def glyph_ink(text, x, top):
    """The pixels the font's glyphs of `text` ink with the pen at x and the line's top at top,
    read from the font's own file (fonts/writer.py has its layout)."""
    data = (REPO / "firmware" / "fonts" / sans17.FILE).read_bytes()
    ink = set()
    for ch in text:
        i = ord(ch) - sans17.FIRST
        rec = data[8 + i * sans17.SLOT : 8 + (i + 1) * sans17.SLOT]
        dx = rec[0] - 256 if rec[0] > 127 else rec[0]
        w, gtop, rows = rec[1], rec[2], rec[3]
        stride = (w + 7) // 8
        for r in range(rows):
            for c in range(w):
                if rec[4 + r * stride + c // 8] >> (7 - c % 8) & 1:
                    ink.add((x + dx + c, top + gtop + r))
        x += sans17.ADVANCES[i]
    return ink


def width(text):
    return sum(sans17.ADVANCES[ord(c) - sans17.FIRST] for c in text)


def test_the_screens_on_the_console_show_the_game_and_the_map_comes_back(tmp_path):
    folder, game, _ = games_sim.started(assyriadriver, tmp_path)
    driver = assyriadriver.AssyriaDriver(game, seed=3)
    driver.restart()
    while not (has_assur_hut_and_cards(driver.game) and driver.game.st[2] >= 2):
        driver.step()
    if driver.game.current_player() != driver.ready:
        driver.press("a")  # the last action passed the console: its hand-over is taken first
    lines = driver.lines + ["wait 100", "shot map", "press pass", "shot rows", "press pass",
                            "shot assur", "press pass", "shot back", "wait 200"]
    run = simrun.run(lines, folder, heap=games_sim.HEAP)
    assert run.returncode == 0, run.output
    g = driver.game
    times = simrun.shot_times(lines)
    rows, assur = run.frame_at(times["rows"]), run.frame_at(times["assur"])
    for shot in (rows, assur):
        assert LAND not in shot.colours(0, 0, 320, 154)  # the map is gone from the top
    # The food rows: each card's first food symbol at its place, in its food's colour
    # (AS-4.1); an empty place is its outline on the ground.
    for c in range(g.num_players + 1):
        for r in range(2):
            k = g.rows[5 * r + c]
            x, y = 19 + 62 * c, 22 + 19 * r
            if k == 255:
                assert rows.pixel565(x, y) == EMPTY and rows.pixel565(x + 5, y + 5) == GROUND
            elif k == 15:
                assert rows.pixel565(x + 3, y + 3) == FOOD_COLOURS[0]  # wild: every food
            else:
                n = k % 3 + 1
                assert rows.pixel565(x + (37 - 11 * n + 2) // 2, y + 3) == FOOD_COLOURS[k // 3]
    # Each player's mark beside their cards, in turn order.
    assert rows.pixel565(4, 62 + 3) == PLAYER_COLOURS[g.colours[g.turn_order()[0]]]
    # Assur: a taken space shows its player's mark, an empty one its outline (AS-2).
    for d, (lo, hi) in enumerate(((0, 3), (3, 7), (7, 13))):
        for i in range(lo, hi):
            x, y = 128 + 14 * (i - lo), 2 + 18 * d
            if g.assur[i]:
                assert assur.pixel565(x + 1, y + 1) == PLAYER_COLOURS[g.colours[g.assur[i] - 1]]
            else:
                assert assur.pixel565(x, y) == EMPTY and assur.pixel565(x + 5, y + 5) == GROUND
    # The first player's score in the font's digits, under the middle of "score".
    first = g.turn_order()[0]
    score = str(g.score(first))
    centre = 24 + width("score") // 2
    drawn = {(x, y) for x in range(centre - 16, centre + 16) for y in range(78, 96)
             if assur.pixel565(x, y) == TEXT}
    assert drawn == glyph_ink(score, centre - 9 * len(score) // 2, 78), score
    # On the food rows and Assur the strip tells the keys that act there (VIEW, B), every
    # glyph where the font puts it.
    from games.assyria.flow import VIEW_PROMPT

    for shot in (rows, assur):
        ink = {(x, y) for x in range(320) for y in range(221, 240) if shot.pixel565(x, y) == TEXT}
        assert ink == glyph_ink(VIEW_PROMPT, 0, 221)
    # VIEW back: the map exactly as it was, its strip with the map's message again.
    back, before = run.frame_at(times["back"]), run.frame_at(times["map"])
    assert back.region565(0, 0, 320, 240) == before.region565(0, 0, 320, 240)
    peak = max(h for _t, h, _b in run.figures)
    print("assyria screens: reign %d, peak heap %d bytes at %s" % (g.st[2], peak,
                                                                    games_sim.HEAP))
    assert peak < games_sim.PEAK_BUDGET


def test_a_view_key_finds_its_screens_module_loaded_and_one_at_most_stays():
    # view.py prepare(), after each frame: the module of VIEW's next screen is loaded then, not
    # on the key (an import costs the Pico some 7 ms); the screen up, once drawn, lets its own
    # go. One of the two at most is in the heap.
    out = run_mpy(script=os.path.join(HERE, "view_modules_run.py"), extra_path=(REPO,),
                  heapsize="1M")
    lines = [line.split() for line in out.splitlines()]
    assert len(lines) == 12
    # MENU lets it go: the in-game menu's pages take the heap.
    menu = lines.pop()
    assert menu[0] == "MENU" and menu[4] == "rowsview" and menu[8] == "-"
    # An action's frame lets the module go (the save after it takes the heap); it comes back
    # once the save is done.
    assert lines[-1][0] == "action" and lines[-1][6] == "-" and lines[-1][8] == "rowsview"
    wanted = {1: "rowsview", 2: "assurview"}
    for key, _, screen, _, before, _, drawn, _, after in lines:
        screen = int(screen)
        assert len(after.split(",")) == 1, (key, after)
        if screen:
            assert before == wanted[screen] == drawn, (key, screen, before)
        assert after == {0: "rowsview", 1: "assurview", 2: "-"}[screen], (key, screen, after)
    assert [(k, s) for k, _, s, *_ in lines][2:] == [
        ("VIEW", "1"), ("VIEW", "2"), ("VIEW", "0"), ("VIEW", "1"), ("B", "0"), ("VIEW", "1"),
        ("VIEW", "2"), ("B", "0"), ("action", "0")]


HUTS_LEFT = """
from console.gfx import Gfx
from games.assyria import flow as aflow
from games.assyria import view as aview
from nullpanel import Panel

from engine_core.assyria import Game, action_kind

game = Game.new(3, 7)
while not (game.phase() == 3 and game.st[4] >= 2):  # placing huts, two or more to place
    game.apply(game.legal_actions()[0])
flow = aflow.AssyriaFlow(game, lambda data: None)
view = aview.View(flow, Gfx(Panel()))
print(game.st[4], view.info_text())
flow.attempt([a for a in game.legal_actions() if action_kind(a) == 4][0])  # a hut (ACT_HUT)
print(game.st[4], view.info_text())
"""


def test_the_status_line_counts_the_huts_left_to_place():
    # A play-test read the rows screen's "expansion 8" as the huts to place: the status line
    # says how many huts are left of what the turn's expansion card gives (AS-4.3a), the
    # engine's count, one less after each hut placed.
    lines = run_mpy(HUTS_LEFT, heapsize="1M").splitlines()
    (left, words), (after, words_after) = (line.split(" ", 1) for line in lines)
    assert int(after) == int(left) - 1 >= 1
    assert re.fullmatch(r"(Red|Green|Blue|Yellow): place %s huts" % left, words), words
    assert words_after == words.replace("place %s huts" % left,
                                        "place %s hut%s" % (after, "" if after == "1" else "s"))


POINTS_LINE = """
from console.gfx import Gfx
from games.assyria import flow as aflow
from games.assyria import view as aview
from nullpanel import Panel

from engine_core.assyria import Game

game = Game.new(4, 7)
flow = aflow.AssyriaFlow(game, lambda data: None)
view = aview.View(flow, Gfx(Panel()))
names = [aflow.name(game, s) for s in range(4)]
for line in ("Points: %s +12, %s +19, %s +14, %s +11" % tuple(names),
             "Points: %s +2, %s +1" % tuple(names[:2])):
    flow.tell(line)
    print(view.handover_line())
"""


def test_a_four_player_reigns_points_fit_the_hand_over_whole():
    # The hand-over panel shows the newest line told (view.py handover_line), 312 px wide: a
    # reign's points for four players with two-digit gains (~400 px) lost their last player
    # behind "...". Too wide, it names them by their colours' initials, the letters of their
    # marks on the map (AS-5's points, whole); a line that fits stays as it was told.
    wide, short = run_mpy(POINTS_LINE, heapsize="1M").splitlines()
    initials = re.fullmatch(r"Points: ([RGBY]) \+12, ([RGBY]) \+19, ([RGBY]) \+14, ([RGBY]) \+11",
                            wide)
    assert initials and len(set(initials.groups())) == 4, wide
    assert re.fullmatch(r"Points: (Red|Green|Blue|Yellow) \+2, (Red|Green|Blue|Yellow) \+1",
                        short), short
