"""The `assyria 1` notation: canonical texts, action forms, refused positions naming the line."""

import os

import pytest

from engine_core import assyria as A

HERE = os.path.dirname(os.path.abspath(__file__))
SCENARIO = os.path.join(os.path.dirname(HERE), "scenarios", "assyria", "as4_4b_intrigue.as")


def position():
    with open(SCENARIO) as f:
        text = f.read()
    lines = [x for x in text.split("\n") if x and not x.startswith("#")]
    return "\n".join(lines[: lines.index("actions")]) + "\n"


def test_a_scenario_position_is_canonical():
    text = position()
    assert A.from_text(text).to_text() == text


def test_comments_blank_lines_and_spaces_are_read():
    text = position().replace("\nhex b1 R1", "\n\n# a comment\nhex   b1  R1   # the base")
    assert A.from_text(text).to_text() == position()


@pytest.mark.parametrize(
    "old, new, words",
    [
        ("assyria 1", "assyria 2", "header"),
        ("players red green", "players red red", "different"),
        ("camels 10", "camels 11", "camels"),
        ("offering 0", "offering 8", "offering"),
        ("huts 10 bases 3", "huts 9 bases 3", "do not add up"),
        ("hex b1 R1", "hex b1 R1\nhex b2 R1", "river"),
        ("hex e6 G1", "hex e6 G1\nhex j1 g", "out of play"),
        ("hex e6 G1", "hex e6 G1+", "only in its owner"),
        ("wells 8", "wells 7", "wells"),
        ("plows 0", "plows 1", "plow"),
        ("seed 2463534242", "seed 0", "seed"),
        ("expansion 4", "expansion 3", "a 4"),
        ("assur upper green green", "assur upper green green red red", "spaces"),
        ("row1 . salt1 .", "row1 . salt1", "places"),
        ("deck grape1", "deck grape9", "unknown card"),
        ("discard", "discard wild wild wild wild wild wild", "more wild"),
        ("reign 1 turn 1", "reign 1 turn 3", "turn"),
    ],
)
def test_refused_positions_name_the_line(old, new, words):
    text = position()
    assert old in text
    with pytest.raises(ValueError) as e:
        A.from_text(text.replace(old, new, 1))
    assert "line " in str(e.value) and words in str(e.value)


def test_a_player_with_nothing_to_decide_is_refused():
    text = position().replace("camels 10", "camels 0")
    with pytest.raises(ValueError, match="nothing to decide"):
        A.from_text(text)


def test_every_legal_action_has_one_text_form_read_back():
    g = A.new_game(4, 77)
    seen = 0
    while not g.is_over() and seen < 3000:
        for a in g.legal_actions():
            said = g.action_to_text(a)
            assert g.action_from_text(said) == a
            assert said == " ".join(said.split())
            seen += 1
        g.apply(g.legal_actions()[0])


def test_lenient_reading_of_feed_and_well():
    g = A.from_text(position())
    assert g.action_from_text("red:  intrigue   lower  # cheap") == g.action_from_text(
        "intrigue lower"
    )
    feed = A.make_feed(A.FOOD_NAMES.index("barley") * 3 + 1, [20, 5])
    assert g.action_to_text(feed) == "feed barley2 a6 d2"
    assert g.action_from_text("feed barley2 d2 a6") == feed
    assert g.action_from_text("pass") == g.action_from_text("done")


def test_out_of_turn_and_unknown_names_are_refusals_not_unreadable():
    g = A.from_text(position())
    for line in ("green: done", "hut z9", "buy plum2", "well a1 a2 a3"):
        with pytest.raises(A.IllegalAction):
            g.action_from_text(line)
    for line in ("dance", "hut", "offering many"):
        with pytest.raises(ValueError) as e:
            g.action_from_text(line)
        assert not isinstance(e.value, A.IllegalAction)
