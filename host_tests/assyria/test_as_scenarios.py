"""Every Assyria rule scenario holds when replayed through the engine (CPython, in process).

The same files run under MicroPython in test_as_runtimes.py and through tools/replay.py in
test_as_replay_tool.py.
"""

import os

import pytest
import scenario

from engine_core import assyria as A

HERE = os.path.dirname(os.path.abspath(__file__))
SCENARIOS = os.path.join(os.path.dirname(HERE), "scenarios", "assyria")
NAMES = sorted(n for n in os.listdir(SCENARIOS) if n.endswith(".as"))


def read(name):
    with open(os.path.join(SCENARIOS, name)) as f:
        return f.read()


@pytest.mark.parametrize("name", NAMES)
def test_scenario_holds(name):
    text = read(name)
    status, out, err = scenario.replay(A, name, text)
    expect = scenario.split(text)[2]
    assert expect, "a scenario states its expected result"
    assert [e for e in expect if e.startswith("exit ")], "a scenario states its exit status"
    assert scenario.problems(expect, status, out) == [], out + err


@pytest.mark.parametrize("name", NAMES)
def test_refused_line_changes_nothing(name):
    """A refused action leaves exactly the position before it (the replay prints that one)."""
    text = read(name)
    status, out, _ = scenario.replay(A, name, text)
    if status != 2:
        return
    position, actions, _ = scenario.split(text)
    g = A.from_text(position)
    for _, line in actions[:-1]:
        g.apply(g.action_from_text(line))
    before = g.encode()
    with pytest.raises(ValueError):
        g.apply(g.action_from_text(actions[-1][1]))
    assert g.encode() == before
    assert g.to_text() == out


def test_every_rule_of_as3_to_as6_has_a_scenario():
    cited = " ".join(read(n).split("\n")[0] for n in NAMES)
    for rule in (
        "AS-3", "AS-4.1", "AS-4.2", "AS-4.3a", "AS-4.3b", "AS-4.3c", "AS-4.3d", "AS-4.3e",
        "AS-4.4a", "AS-4.4b", "AS-4.4c", "AS-4.4d", "AS-4.5", "AS-5.1", "AS-5.2", "AS-5.3",
        "AS-5.4", "AS-5.5", "AS-6",
    ):  # fmt: skip
        assert rule in cited, rule


def test_the_rulebook_examples_are_there():
    for name in (
        "as4_3b_feeding_example.as",
        "as4_3d_wells_example.as",
        "as4_3e_income_example.as",
        "as4_4a_ziggurat_example.as",
        "as5_flood_assur_example.as",
    ):
        assert name in NAMES
