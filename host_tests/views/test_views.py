"""Tigris's game screen as a table saw it (issue 13): readable text, what REVEAL shows, speed.

Each test resumes a position on the real flow and view under the MicroPython Unix port
(view_run.py), with the real Gfx and fonts drawing into panel memory, and reads the frames'
pixels and the words drawn.
"""

import json

from mpy_run import FIRMWARE, REPO, run_mpy
from views_support import position

from engine_core.tigris import ACT_LEADER, ACT_TILE

WHITE = 0xFFFF  # colours.STRIP_TEXT and TEXT: rgb565(255, 255, 255)
HANDOVER = ["show handover", "press confirm", "show board"]
SCENARIO = REPO / "host_tests" / "scenarios" / "tigris" / "te10_trader_owner_takes_on_other_turn.te"


def test_status_strip_text_is_one_line_of_the_18px_face(view_run):
    """Issue 13 item 12: at 0.18 mm/px a line must be 17-18 px; the old 8 px font made the
    strip's white text 7 px tall (1.3 mm). Capitals of sans17 are 12 px."""
    run = view_run(position(turn=0), HANDOVER)
    rows = run.rows_with("board", WHITE, 24, 220, 296, 20)
    assert rows and rows[-1] - rows[0] + 1 >= 12, rows
    assert any(w.startswith("Archer: action 1 of 2") for w in run.words("board"))


def test_handover_lines_are_the_18px_face(view_run):
    run = view_run(position(turn=0), HANDOVER)
    rows = run.rows_with("handover", WHITE, 16, 30, 250, 30)  # "Archer: your turn"
    assert rows and rows[-1] - rows[0] + 1 >= 12, rows


def test_reveal_panel_shows_your_treasures(view_run):
    """Issue 13 item 6: the treasures you hold count as wild points (TE-11); the panel (only
    while REVEAL is held, TE-13) shows their count beside the hand."""
    run = view_run(position(turn=0, scores={0: "r0 b0 g0 k0 t3"}),
                   HANDOVER + ["reveal 1", "show panel", "reveal 0", "show hidden"])
    drawn = run.frames["panel"]
    assert any(x >= 242 and text == "3" for x, _y, _w, text in drawn), drawn
    assert not any(text == "3" for _x, _y, _w, text in run.frames["hidden"])
    # Letting go redraws the two board rows under the panel, compared alone, not the whole
    # board (with the cursor's two cells, in the erase and in the frame's own pass); holding
    # it compares the cursor's two cells only.
    assert run.counts["hidden"] == (32, 32 + 2 + 2)
    assert run.counts["panel"][1] == 2


def revolt_position():
    """Bull's black leader beside a temple; Archer to move (hand r2 b2 g0 k2, seed 7)."""
    return position({(5, 5): "Bk", (5, 6): "r"}, turn=0)


def test_revolt_commit_panel_counts_red_not_the_leaders_colour(view_run):
    """Issue 13 item 1, TE-7.3: a revolt over black leaders is fought with red tiles; the
    picker shows the red count (2) and names red, not black (2 as well here: so the words)."""
    run = view_run(revolt_position(),
                   ["act %d 3 %d" % (ACT_LEADER, 5 * 16 + 7)] + HANDOVER
                   + ["reveal 1", "show commit"])
    words = run.words("commit")
    line = [w for w in words if w.startswith("Commit")]
    assert line and "red of your 2" in line[0], words
    assert not any("black" in w for w in words), words
    assert "Hand" in words  # the hand stays in view while choosing


def sans17_width(text):
    """The body face's width of ASCII text, from firmware/fonts/sans17.py's advances (loaded
    by its path: host_tests/fonts is another package of that name)."""
    import importlib.util
    import os

    path = os.path.join(FIRMWARE, "fonts", "sans17.py")
    spec = importlib.util.spec_from_file_location("sans17_advances", path)
    face = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(face)
    return sum(face.ADVANCES[ord(c) - face.FIRST] for c in text)


def test_a_revolts_running_totals_keep_reveal_on_the_strip(view_run):
    """A play-test saw "Revolt: Bull 1+? v Archer 2+?, RE…": the word that tells the side
    to choose how to commit (TE-7.3) was cut. The line fits the strip's 296 px whole; with
    long names it drops the conflict's kind, which the hand-over before it named."""
    run = view_run(revolt_position(), ["act %d 3 %d" % (ACT_LEADER, 5 * 16 + 7)] + HANDOVER)
    line = [w for w in run.words("board") if "+?" in w]
    assert line and line[0].endswith(", REVEAL") and sans17_width(line[0]) <= 296, line


def test_the_swap_pickers_keys_fit_beside_the_counts(view_run):
    """The swap picker (TE-5.7) names its keys in the panel's 78 px right of the counts; a
    play-test saw "UP/DO…" there."""
    run = view_run(position(turn=0), HANDOVER + ["press swap", "reveal 1", "show swap"])
    extras = [(w, text) for x, _y, w, text in run.frames["swap"] if x >= 242]
    assert [t for _w, t in extras] == ["UP +1", "DOWN -1"], extras
    assert all(sans17_width(t) <= w for w, t in extras), extras


def test_a_swap_that_ends_the_turn_offers_only_a(view_run):
    """A swap (TE-5.7) cannot be taken back: its tiles were drawn. As the turn's second
    action its end waited for "A yes, B no", and B only answered "Nothing to undo"."""
    run = view_run(position(turn=0), ["act %d 0 %d" % (ACT_TILE, 5 * 16 + 7)] + HANDOVER
                   + ["press swap", "reveal 1", "press up", "press confirm", "reveal 0",
                      "show swapped"])
    words = run.words("swapped")
    assert "Turn done: A passes the console" in words, words
    assert not any("B no" in w for w in words), words


def test_cursor_step_checks_two_cells(view_run):
    """Issue 13 item 14: a cursor step compares two cells with what they show, not 176."""
    run = view_run(position(turn=0), HANDOVER + ["press right", "show step"])
    assert run.counts["step"] == (2, 2)


def test_no_rule_ids_on_screen(view_run):
    """Issue 13 item 11: a refusal's words without its rule id, in the strip and the panel."""
    run = view_run(position(turn=0), HANDOVER + [
        "press red", "press down", "press down", "press down", "press confirm",
        "show refused", "reveal 1", "show why"])
    for frame in ("refused", "why"):
        assert not any("TE-" in w for w in run.words(frame)), run.words(frame)


def test_revolt_marks_each_sides_supporting_temples(view_run):
    """Issue 13 item 7, TE-7.2: while a revolt is decided the temples next to each leader carry
    that side's symbol (black box, white symbol) on the board; a temple elsewhere does not."""
    pos = position({(5, 5): "Bk", (5, 6): "r", (4, 5): "r", (4, 8): "r"}, turn=0)
    run = view_run(pos, ["act %d 3 %d" % (ACT_LEADER, 5 * 16 + 7)] + HANDOVER)

    def marked(row, col, corner):
        x, y = col * 20 + (0 if corner == "tl" else 6), row * 20 + (0 if corner == "tl" else 6)
        return run.rows_with("board", 0x0000, x, y, 14, 1) != []

    assert marked(5, 6, "tl") and marked(5, 6, "br")  # next to both leaders
    assert marked(4, 5, "br") and not marked(4, 5, "tl")  # the defender's (Bull's) only
    assert not marked(4, 8, "tl") and not marked(4, 8, "br")  # next to neither


def test_public_table_with_one_key_and_nothing_private(view_run):
    """Issue 13 item 9, TE-13: B while idle shows every player's public counts (catastrophes,
    treasures, tiles in hand, bag) without REVEAL; the next key closes it and redraws the board
    rows it covered: the board as it was, the rows above it never touched."""
    pos = position(turn=0, scores={1: "r0 b0 g0 k0 t2"})
    run = view_run(pos, HANDOVER + ["press back", "show table", "press right", "show closed"])
    words = run.words("table")
    assert "Public table" in words and "Bull" in words
    assert words.count("2") >= 3 + 1  # catastrophes left (each player) and Bull's treasures
    assert words.count("6") == 3  # tiles in hand: the size only
    assert not any(w.startswith("Points") or w == "Hand " for w in words)
    # Three players: a title, headings, three rows and the bag's, 20 px each, over the
    # board's six lowest rows (y 100-219); the strip stays.
    top = 220 - 20 * 6
    board, table, closed = run.pixels("board"), run.pixels("table"), run.pixels("closed")
    assert table[: top * 640] == board[: top * 640]
    assert table[top * 640 : 220 * 640] != board[top * 640 : 220 * 640]
    assert table[220 * 640 :] == board[220 * 640 :]
    assert run.counts["closed"][0] == 6 * 16  # the rows it covered, not the whole board
    assert closed == board
    # What goes over the bus: the table in four windows (one per 80 px column of it, its
    # rows streamed), nothing else; closing it sends its rows' cells and nothing more.
    assert run.bus["table"] == (4, 320 * 20 * 6 * 2)
    assert run.bus["closed"][1] == 6 * 16 * 800


def test_the_board_drawn_key_by_key_is_the_board_drawn_afresh(view_run):
    """The board sends only changed cells, a column at a time through one window, re-sending
    plain cells between them: after each key its frame is exactly what a new view draws on a
    blank screen (blits only) for the same game. Leaders, tiles, river and land, lit targets
    coming and going, a placed tile, the public table and the private panel."""
    pos = position({(5, 5): "Bk", (5, 6): "r", (4, 5): "r", (4, 8): "r", (7, 9): "g",
                    (6, 9): "Pg", (8, 3): "k"}, turn=0)
    keys = [["press red"], ["press right"], ["press down"], ["press confirm"], ["press blue"],
            ["press left", "press left"], ["press back"], ["press leader"], ["press black"],
            ["press up", "press up"], ["press confirm"], ["press back"], ["press right"],
            ["reveal 1"], ["reveal 0"]]
    each_frame_as_drawn_afresh(view_run, pos, [], keys)


def each_frame_as_drawn_afresh(view_run, pos, first, keys):
    """Plays `first` steps, the hand-over, then each key's steps; every frame from the board on
    must equal the same game drawn afresh."""
    steps = first + HANDOVER + ["afresh board_"]
    for n, key in enumerate(keys):
        steps += key + ["show k%d" % n, "afresh k%d_" % n]
    run = view_run(pos, steps)
    for name in ["board"] + ["k%d" % n for n in range(len(keys))]:
        assert run.pixels(name) == run.pixels(name + "_"), name


def test_a_conflicts_marks_drawn_key_by_key_are_the_marks_drawn_afresh(view_run):
    """While a revolt is decided its supporters carry marks (TE-7.2): the board's frames,
    with the private panel coming and going over them and the cursor crossing the kingdom,
    are what a new view draws for the same game."""
    pos = position({(5, 5): "Bk", (5, 6): "r", (4, 5): "r", (4, 8): "r"}, turn=0)
    keys = [["reveal 1"], ["press up"], ["reveal 0"], ["press left", "press left"],
            ["press down"]]
    each_frame_as_drawn_afresh(view_run, pos, ["act %d 3 %d" % (ACT_LEADER, 5 * 16 + 7)], keys)


def test_a_cursor_step_that_moves_the_outline_checks_the_two_kingdoms_cells_only(view_run):
    """Issue 13 item 14: a step from one kingdom onto another compares the cursor's two cells
    and the cells of both kingdoms (found by searching the labels), not their whole rows; the
    outline comes out as a fresh drawing shows it."""
    # Two kingdoms of three cells: Bull's king with two temples, Pot's trader with a temple and
    # a market; land between. The cursor starts at (5, 7).
    pos = position({(5, 5): "Bk", (5, 6): "r", (4, 5): "r", (5, 9): "Pg", (4, 9): "r",
                    (5, 10): "g"}, turn=0)
    steps = HANDOVER + ["press left", "show in_bull", "afresh in_bull_", "press right",
                        "press right", "show between", "afresh between_", "press right",
                        "show in_pot", "afresh in_pot_", "press right", "show still_pot"]
    run = view_run(pos, steps)
    for name in ("in_bull", "between", "in_pot"):
        assert run.pixels(name) == run.pixels(name + "_"), name
    # (drawn, checked): the cursor's two cells and the kingdom's three (the cursor on one).
    assert run.counts["in_bull"] == (4, 2 + 3)
    assert run.counts["in_pot"] == (4, 2 + 3)
    assert run.counts["still_pot"] == (2, 2)  # the same kingdom: two cells


def test_lit_targets_go_out_in_fewer_windows_than_cells(view_run):
    """A colour key lights every cell a tile may take: they go out a column run at a time (a
    window each, with the plain cells between them), not a window per cell; the rows a
    hand-over covered come back one window per column."""
    run = view_run(position({(5, 5): "Bk", (5, 6): "r", (4, 8): "r"}, turn=0),
                   HANDOVER + ["press red", "show lit"])
    lit = run.counts["lit"][0]
    assert lit > 100
    # Fewer windows than runs of four cells along the rows would take (the strip's included).
    assert run.bus["lit"][0] < lit // 4
    # A leaving the first hand-over draws the three rows its panel covered (the rows above
    # it came with it): one window per column, and the strip's.
    assert run.counts["handover"][0] + run.counts["board"][0] == 176
    assert run.counts["board"][0] == 48 and run.bus["board"][0] <= 16 + 8


def panel565(r, g, b):
    """A colour as the panel memory holds it (big-endian RGB565)."""
    return ((r & 0xF8) << 8) | ((g & 0xFC) << 3) | (b >> 3)


def test_monument_picker_draws_the_monument(view_run):
    """Issue 13 item 11, TE-9: a square of four red tiles offers monuments; the picker in the
    strip draws the chosen monument's two colours as tiles, in words without shorthand."""
    pos = position({(4, 7): "r", (4, 8): "r", (5, 7): "r"}, turn=0)
    run = view_run(pos, ["act %d 0 %d" % (ACT_TILE, 5 * 16 + 8)] + HANDOVER
                   + ["press right", "show next"])
    assert "Monument" in run.words("board") and "LEFT/RIGHT, A" in run.words("board")
    red = panel565(213, 94, 0)
    assert run.rows_with("board", red, 24, 220, 296, 20)  # a red temple tile in the strip
    # RIGHT: the next monument with red; its picture in the strip changes.
    strip = slice(220 * 640, 240 * 640)
    assert run.pixels("board")[strip] != run.pixels("next")[strip]
    assert "LEFT/RIGHT, A" in run.words("next")


def test_a_question_raised_by_an_action_is_asked_at_once_not_hidden_by_its_event(view_run):
    """The tile that completes a square of four reds raises the monument question (TE-9): the
    strip asks it at once. It used to keep the action's event line ("Archer placed a red
    tile") until the next key, which then answered the unseen question."""
    pos = position({(4, 7): "r", (4, 8): "r", (5, 7): "r"}, turn=0)
    run = view_run(pos, HANDOVER + ["press red", "press right", "press confirm", "show placed"])
    words = run.words("placed")
    assert "Monument" in words and "LEFT/RIGHT, A" in words, words
    assert not any(w.startswith("Archer placed") for w in words), words


def test_a_handover_with_more_events_than_it_holds_says_where_the_rest_are(view_run):
    """The hand-over holds seven lines of what happened since the last one; with more, its
    first line counts those left out and names the game log, instead of dropping them
    silently."""
    events = ["event number %d" % n for n in range(1, 10)]
    run = view_run(position(turn=0), ["note " + e for e in events] + ["show handover"])
    words = run.words("handover")
    assert "3 more before: MENU, Game log" in words, words
    assert [w for w in words if w.startswith("event number")] == events[3:]


def test_a_handover_counts_the_events_the_heap_no_longer_keeps():
    """Mid-game the heap keeps only the newest public lines (flow.LOG_KEEP, 4): with more told
    since the last hand-over, the panel counts the ones it cannot show and names the game log,
    whose file has them."""
    out = json.loads(run_mpy(
        "import json\nfrom console import common\n"
        "print(json.dumps([common.handover_events(['a', 'b', 'c', 'd'], 9),"
        " common.handover_events(['a', 'b'], 2),"
        " common.handover_events(['l%d' % i for i in range(9)], 9)]))"))
    assert out[0] == ["5 more before: MENU, Game log", "a", "b", "c", "d"]
    assert out[1] == ["a", "b"]
    assert out[2] == ["3 more before: MENU, Game log"] + ["l%d" % i for i in range(3, 9)]


def test_a_treasure_that_ends_anothers_turn_names_whose_turn_ended(view_run):
    """A play-test: Archer's trader took a treasure on Bull's second action (TE-10.1), which
    ended Bull's turn; Archer was asked "End your turn? A yes, B no" and B took the pick back.
    The turn was Bull's: the strip says so, and A goes on to Archer's own turn (no hand-over:
    Archer holds the console)."""
    with open(SCENARIO) as f:
        text = f.read().split("\nactions\n")[0].replace("turn bull 0", "turn bull 1") + "\n"
    run = view_run(text, ["act %d 2 %d" % (ACT_TILE, 9 * 16 + 8)] + HANDOVER
                   + ["cursor %d" % (10 * 16 + 10), "press confirm", "show taken"])
    words = run.words("taken")
    assert "Bull's turn ends: A goes on" in words, words
    assert not any("B no" in w or "End your turn" in w for w in words), words


def test_the_panels_points_news_shows_whole_items(view_run):
    """Issue 13 item 11: a play-test's REVEAL panel read "ck +1 red", the end of "+1 black +1
    red" cut to nine characters. The flow keeps the newest item whole (narrate.py tell); the
    widest there is fits the 78 px beside the counts, whole."""
    run = view_run(position(turn=0), HANDOVER + ["news 0 +12 black", "reveal 1", "show panel"])
    extras = [(w, text) for x, y, w, text in run.frames["panel"] if x >= 242 and text]
    assert "+12 black" in [t for _w, t in extras], extras
    assert all(sans17_width(t) <= 78 for _w, t in extras), extras


def test_leader_off_is_offered_only_for_a_leader_on_the_board(view_run):
    """A play-test: aiming a priest from the supply said "LEADER off", which did nothing
    there. LEADER takes off only a leader that stands (TE-5.1); else B goes back."""
    run = view_run(position(turn=0), HANDOVER + ["press leader", "press red", "show supply"])
    assert "Priest: A here, B back" in run.words("supply"), run.words("supply")
    on = position({(5, 5): "Ar", (5, 6): "r"}, turn=0)
    run = view_run(on, HANDOVER + ["press leader", "press red", "show standing"])
    assert "Priest: A here, LEADER off" in run.words("standing"), run.words("standing")


def test_a_conflict_started_while_reveal_is_held_shows_the_commit_row_at_once(view_run):
    """A play-test held REVEAL while placing the leader that starts a revolt: the panel kept
    the hand and points and no "Commit < 0 >" row until UP or DOWN, while the strip already
    said "Attack: UP/DOWN, A commits". The panel follows the mode the game's phase opens
    (TE-7.3: the attacker commits first)."""
    run = view_run(revolt_position(), HANDOVER + [
        "press leader", "press black", "cursor %d" % (5 * 16 + 7), "reveal 1", "show aiming",
        "press confirm", "press confirm", "show commit"])
    assert not any(w.startswith("Commit") for w in run.words("aiming"))
    words = run.words("commit")
    assert any(w.startswith("Commit") and "red of your 2" in w for w in words), words


def test_the_building_prompt_names_the_building(view_run):
    """TE-12.3: a third black tile in a row offers the palace; the strip names it (it said
    "building: A here", which building left for the player to work out)."""
    pos = position({(5, 5): "k", (5, 6): "k"}, turn=0).replace(
        "players archer bull pot\n", "players archer bull pot\nvariants buildings\n")
    run = view_run(pos, ["act %d 3 %d" % (ACT_TILE, 5 * 16 + 7)] + HANDOVER)
    assert "Palace: A here, PASS none" in run.words("board"), run.words("board")
