"""The final scores pages as the panel shows them: a finished game for a driver's slot, the
script that leaves the page through its menu, and the page's columns read from the frame's ink
(console/finalpage.py draws each number right-aligned under its heading)."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "sim"))
sys.path.insert(0, os.path.join(ROOT, "firmware"))

from fonts import sans17  # noqa: E402
from panel_model import rgb565  # noqa: E402

FINAL_BG = rgb565(60, 40, 0)  # console/colours.py
SCREEN_BG = rgb565(16, 32, 64)
TEXT = rgb565(255, 255, 255)
DIM = rgb565(140, 150, 170)
HEAD_Y = 26  # console/finalpage.py: the headings' line, then the rows
FIRST_ROW_Y = 46
NUMBERS_DY = 19  # a row's numbers, on the line under its name where the game gives its totals
LINE = sans17.HEIGHT


def played_to_the_end(game, driver):
    """(the position before the last action, the last action): `game` played on by the
    driver's own choices (no keys) until it is over."""
    start = game.encode()
    actions = []
    while not game.is_over():
        a = driver.choose()
        game.apply(a)
        actions.append(a)
    before = type(game).decode(start)
    for a in actions[:-1]:
        before.apply(a)
    return before, actions[-1]


def stray_keys_then_leave(menu_items):
    """After the final page is up: every key a stray hand may press, MENU, B back, MENU, the
    game log, B, Rules, B, then "Leave to the title" and the title's first row ("Last
    result")."""
    log = menu_items.index("Game log")
    rules = menu_items.index("Rules")
    leave = menu_items.index("Leave to the title")
    return ["wait 200", "shot final",
            "press a", "press b", "press left", "press right", "press up", "press down",
            "press red", "press pass", "wait 300", "shot still",
            "press menu", "wait 100", "shot menu", "press b", "wait 100", "shot back",
            "press menu"] + ["press down"] * log + [
            "press a", "wait 200", "shot log", "press b", "wait 100"] + [
            "press down"] * (rules - log) + [
            "press a", "wait 200", "shot rules", "press b", "wait 100"] + [
            "press down"] * (leave - rules) + [
            "press a", "wait 300", "shot title", "press a", "wait 300", "shot last_result"]


def ink_runs(frame, y, colour, x0=0, x1=320, gap=5):
    """[(left, right)] of the runs of columns holding `colour` in the line from y (LINE
    rows), runs closer than `gap` empty columns joined: the words or numbers of a line."""
    cols = [x for x in range(x0, x1) if colour in frame.colours(x, y, 1, LINE)]
    runs = []
    for x in cols:
        if runs and x - runs[-1][1] <= gap:
            runs[-1][1] = x
        else:
            runs.append([x, x])
    return [tuple(r) for r in runs]


def advance(s):
    """The pen's advance of `s` in the body face (its ink is at most this wide)."""
    return sum(sans17.ADVANCES[ord(c) - sans17.FIRST] for c in s)


def column_faults(frame, heads, rows, step, numbers_dy=0):
    """What is wrong with the table's columns on `frame`: each heading one run of DIM ink in
    order, and in each row (its numbers in `rows`, best first) one run of TEXT ink per
    heading inside that heading's x range and ending within 3 px of its right end, as wide
    as the number drawn, and nothing else right of where the first heading starts."""
    faults = []
    seen = ink_runs(frame, HEAD_Y, DIM)
    if len(seen) != len(heads):
        return ["headings: %d runs of ink for %d headings: %r" % (len(seen), len(heads), seen)]
    first = seen[0][0]
    for r, numbers in enumerate(rows):
        y = FIRST_ROW_Y + r * step + numbers_dy
        runs = [run for run in ink_runs(frame, y, TEXT) if run[0] >= first - 2]
        if len(runs) != len(heads):
            faults.append("row %d: %d numbers right of the names, %d headings: %r" % (
                r, len(runs), len(heads), runs))
            continue
        for (left, right), (hl, hr), n, head in zip(runs, seen, numbers, heads, strict=True):
            if left < hl - 1 or right > hr + 1 or abs(right - hr) > 3:
                faults.append("row %d: %d at x %d-%d, not under %r at x %d-%d" % (
                    r, n, left, right, head, hl, hr))
            if not advance("%d" % n) - 4 <= right - left + 1 <= advance("%d" % n):
                faults.append("row %d: the ink under %r is %d px wide, %d is %d px" % (
                    r, head, right - left + 1, n, advance("%d" % n)))
    return faults


def final_page_stays(driver_module, driver_class, game, seed, folder, heads, rows_of, step, heap,
                     numbers_dy=0):
    """A game's last action typed on the console (resumed one action before its end), then
    stray keys on the final page, its menu and leaving (stray_keys_then_leave): the frames by
    name, each checked here; `rows_of(game)` gives the numbers of each row, best first."""
    import simrun
    from console.savestore import SaveStore

    before, last = played_to_the_end(game, driver_class(game, seed))
    store = SaveStore(folder, driver_module.SLOT)
    assert store.save(driver_module.payload.pack(before)) is None
    driver = driver_class(type(game).decode(before.encode()), seed)
    driver.restart()
    driver.play(last)
    assert driver.game.is_over() and driver.game.encode() == game.encode()
    items = ("Back to the final scores", "Game log", "Rules", "Leave to the title")
    script = driver.lines + stray_keys_then_leave(items)
    run = simrun.run(script, folder, heap=heap)
    assert run.returncode == 0, run.output
    shot = {name: run.frame_at(t) for name, t in simrun.shot_times(script).items()}
    for name in ("final", "still", "back", "last_result"):
        assert shot[name].pixel565(2, 120) == FINAL_BG, name
    # No stray key threw the scores away or changed them; the title's "Last result" (its first
    # row: no game in progress) shows the same page from the save.
    assert shot["still"].memory == shot["final"].memory
    assert shot["back"].memory == shot["final"].memory
    assert shot["last_result"].memory == shot["final"].memory
    for name in ("menu", "log", "rules", "title"):
        assert shot[name].pixel565(2, 120) == SCREEN_BG, name
    assert shot["log"].memory != shot["menu"].memory
    assert shot["rules"].memory != shot["log"].memory
    assert shot["title"].memory != shot["menu"].memory
    # The menu offers the game log (the file next to the save: here, from the resume one
    # action before the end), the rules and leaving, in four rows.
    rows = [TEXT in shot["menu"].colours(16, 40 + 22 * i, 288, 18) for i in range(5)]
    assert rows == [True, True, True, True, False], rows
    assert column_faults(shot["final"], heads, rows_of(game), step, numbers_dy) == []
    return shot
