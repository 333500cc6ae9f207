"""Tigris's game screen as a table saw it (issue 13): readable text, what REVEAL shows, speed.

Each test resumes a position on the real flow and view under the MicroPython Unix port
(view_run.py), with the real Gfx and fonts drawing into panel memory, and reads the frames'
pixels and the words drawn.
"""

from conftest import position

from engine_core.tigris import ACT_LEADER

WHITE = 0xFFFF  # colours.STRIP_TEXT and TEXT: rgb565(255, 255, 255)
HANDOVER = ["show handover", "press confirm", "show board"]


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
