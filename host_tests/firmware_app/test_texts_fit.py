"""No text cut short: every line the title, each game's setup page, each game's final scores and
each game's key test draw fits the width the screen gives it (fonts.writer.fit adds no ellipsis),
in the worst case: four players with the longest names, every seat a bot of the longest level, a
save of every game on the shelf. Run under MicroPython with the real pages and Gfx
(texts_fit_run.py)."""

import json
import os
import re

from mpy_run import FAKES, FIRMWARE, REPO, run_mpy

HERE = os.path.dirname(os.path.abspath(__file__))
POSITION = os.path.join(REPO, "host_tests", "scenarios", "tigris",
                        "te11_two_treasures_left_ends_game.te")


def drawn():
    # A larger heap than the Pico's: every engine and page is loaded from source at once here;
    # the words, not the heap, are what this checks (the simulator tests measure the heap).
    out = run_mpy(script=os.path.join(HERE, "texts_fit_run.py"), args=(POSITION,),
                  path=(FIRMWARE, FAKES, REPO), heapsize="2M")
    return [json.loads(line) for line in out.splitlines() if line.startswith("[")]


def test_no_text_on_the_title_setup_and_final_pages_is_cut():
    texts = drawn()
    cut = ["%s: %r at x %d in %d px (%d px wide)" % (page, text, x, width or 316 - x, tw)
           for page, x, _y, width, _h, text, fitted, tw in texts if fitted != text]
    assert cut == []
    seen = {(t[0], t[5]) for t in texts}
    # The texts the play-test found cut, each drawn whole at its size.
    for page, text in (
            ("tigris setup", "Start the game"),
            ("tigris setup", "UP/DOWN row, L/R change, A next"),
            ("tigris setup", "LEFT/RIGHT who plays, A dynasty"),
            ("tigris setup", "< normal bot >"),
            ("kings setup", "Start the game"),
            ("assyria setup", "Colours: red, green"),
            ("assyria setup", "Colours: red, green, blue"),
            ("assyria setup", "Colours: red, green, blue, yellow"),
            ("title continue", " > Continue Tigris & Euphrates"),
            ("title continue", "    Continue Contest of Kings"),
            ("title continue", "Archer, Bull, Pot, Lion: 3 bots"),
            ("title continue", "Players: Archer, Bull, Pot, Lion"),
            ("title continue", "Players: Red, Green, Blue, Yellow"),
            ("title results", " > Last result: Tigris & Euphrates"),
            ("tigris final", "MENU: the game log, rules, leave"),
            ("kings final", "MENU: the game log, rules, leave"),
            ("assyria final", "MENU: the game log, rules, leave"),
            # A play-test's key test named a held CATASTROPHE "CATASTR…": too long for the
            # window in the body face, it is named whole in the small one.
            ("tigris key test", "CATASTROPHE"),
            ("kings key test", "CATASTROPHE")):
        assert (page, text) in seen, (page, text)
    assert any(p == "kings final" and t.endswith(" Archer") for p, t in seen)  # the longest
    # The title's rows stay above the footer (a longer list scrolls), and with a note above it.
    rows = {page: max(y for p, _x, y, _w, h, text, _f, _tw in texts
                      if p == page and text.startswith(("    ", " > ")))
            for page in ("title continue", "title results", "title damaged")}
    assert rows["title continue"] + 18 <= 220 and rows["title results"] + 18 <= 220, rows
    assert rows["title damaged"] + 18 <= 170, rows


RULES_WIDTHS = """
from fonts import sans17, writer
for game in ("tigris", "kings", "assyria"):
    pages = __import__("games.%s.rules_text" % game, None, None, ["PAGES"]).PAGES
    for page in pages:
        for line in page.split("\\n"):
            print(game, writer.text_width(sans17, line), line)
"""


def test_every_rules_line_fits_a_text_page_in_the_body_face():
    # Issue 13 item 12: the rules and the log were drawn in the 13 px face (2.3 mm on the
    # recommended 2.8-inch panel), under the 3 mm a line must be. Text pages are now in the
    # body face (18 px = 3.2 mm, fonts/README.md), 304 px wide: every line of every game's
    # rules fits whole, none cut with an ellipsis.
    out = run_mpy(code=RULES_WIDTHS, path=(FIRMWARE, FAKES, REPO), heapsize="1M")
    rows = [line.split(" ", 2) for line in out.splitlines()]
    assert {game for game, _w, _text in rows} == {"tigris", "kings", "assyria"}
    wide = [(game, text, int(w)) for game, w, text in rows if int(w) > 304]
    assert wide == []
    # No rule ids on screen (issue 13 item 11): "(CK-3)" means nothing at the table.
    assert [text for _g, _w, text in rows if re.search(r"\b(TE|CK|AS)-[0-9]", text)] == []


RULES_SCREENS = """
import json
from console.textpages import screens
from fonts import sans17, writer
for game in ("tigris", "kings", "assyria"):
    pages = __import__("games.%s.rules_text" % game, None, None, ["PAGES"]).PAGES
    for page in pages:
        out = screens(page)
        print(json.dumps([game, page.split("\\n"), out,
                          [writer.text_width(sans17, s[0]) for s in out]]))
"""


def test_the_rules_are_cut_into_screens_at_a_sentences_end_each_under_its_heading():
    # A play-test's finding: the rules were cut every ten lines, mid-sentence, and a second
    # screen began with no word of what it was about. Now each cut follows the last line on
    # the screen that ends a sentence or a paragraph (unless that would leave fewer than three
    # lines), and every screen after a page's first opens with the page's heading.
    out = run_mpy(code=RULES_SCREENS, path=(FIRMWARE, FAKES, REPO), heapsize="1M")
    cuts = 0
    for line in out.splitlines():
        game, page, got, widths = json.loads(line)
        heading = page[0]
        assert all(len(screen) <= 10 for screen in got), (game, heading)
        assert all(w <= 304 for w in widths), (game, heading, widths)
        body = []
        for k, screen in enumerate(got):
            if k:
                assert screen[0] in (heading, heading + ", continued"), (game, screen[0])
                screen = screen[1:]
            body += screen
            if k + 1 < len(got):
                cuts += 1
                ends = screen[-1].endswith(".") or not page[page.index(screen[-1]) + 1]
                assert ends or len(got[k]) == 10, (game, heading, screen[-1])
        # Every line of the page, in order; only blank lines that would open a screen go.
        assert [t for t in body if t] == [t for t in page if t], (game, heading)
    # The cutting is exercised: Tigris's long pages (the other games' fit a screen a page).
    assert cuts >= 5, cuts


RULES_COUNT = """
from console.textpages import screens
for game in ("tigris", "kings", "assyria"):
    text = __import__("games.%s.rules_text" % game, None, None, ["PAGES"])
    print(game, text.SCREENS, sum(len(screens(page)) for page in text.PAGES))
"""


def test_each_games_rules_name_the_number_of_screens_they_are_cut_into():
    # The rules' first frame counts their screens from SCREENS, without cutting every page: a
    # count left behind by an edit of the rules would number the pages wrong.
    out = run_mpy(code=RULES_COUNT, path=(FIRMWARE, FAKES, REPO), heapsize="1M")
    rows = [line.split() for line in out.splitlines()]
    assert len(rows) == 3 and all(said == cut for _game, said, cut in rows), rows
