"""tools/bench_keys.py's baseline column: each key's figure beside the same key's in the baseline,
also when one build draws a key's first frame apart (a page up at once) and the other does not;
its built-in scenarios reach the pages they time."""


import bench_keys
from bench_keys import FIRST_FRAME


def row(label, est):
    return (label, 0, 0, 0, 5, est)


def test_rows_pair_key_by_key():
    base = [row("press a", 100.0), row("press b", 50.0)]
    rows = [row("press a", 90.0), row("press b", 55.0)]
    assert bench_keys.baseline_beside(rows, base) == [100.0, 50.0]


def test_a_first_frame_apart_in_one_build_only_is_compared_with_the_keys_only_frame():
    # Continue: the baseline drew one frame (the page); this build draws the page, then the
    # game behind it before the next key.
    base = [row("press a", 101.7), row("press a", 111.0)]
    rows = [row("press a", 630.0), row(FIRST_FRAME, 91.0), row("press a", 68.5)]
    assert bench_keys.baseline_beside(rows, base) == [101.7, 101.7, 111.0]
    # ... and the other way round: the baseline's first frame beside this build's only one.
    assert bench_keys.baseline_beside(base, rows) == [630.0, 68.5]


def test_other_key_edges_leave_the_column_out():
    base = [row("press a", 100.0)]
    rows = [row("press a", 90.0), row("press b", 55.0)]
    assert bench_keys.baseline_beside(rows, base) is None


# -- the stand-ins' call cost taken out of a key's work ----------------------------------------

def test_a_frame_line_gives_the_key_its_calls_and_writes():
    script = bench_keys.timeline.compile_script("press a\n")
    t = script.steps[0][0]
    # 18 pin calls and 12 writes, 200 us inside them
    counted = 18 + 12 * bench_keys.WRITE_CALL
    lines = [["K", str(t), "1000", "1"], ["F", str(t + 10), "1900", "4000", str(counted), "200"],
             ["K", str(t + 80), "5000", "0"]]
    key = bench_keys.edges_from(lines, script)[0]
    assert (key["calls"], key["writes"], key["sent"], key["us"]) == (30, 12, 4000, 900)
    assert key["work"] == 900 - 200


def test_each_pin_call_and_write_gives_back_its_excess():
    key = {"work": 700, "calls": 30, "writes": 12}
    key["first"] = dict(key)
    bench_keys.take_out_standins([key], (0.5, 2.0))
    assert key["work"] == 700 - 18 * 0.5 - 12 * 2.0
    assert key["first"]["work"] == key["work"]


def test_a_hal_without_the_writes_count_has_every_call_taken_as_a_pins():
    script = bench_keys.timeline.compile_script("press a\n")
    t = script.steps[0][0]
    lines = [["K", str(t), "1000", "1"], ["F", str(t + 10), "1900", "4000", "30", "200"]]
    edges = bench_keys.take_out_standins(bench_keys.edges_from(lines, script), (0.5, 2.0))
    assert (edges[0]["calls"], edges[0]["writes"]) == (30, 0)
    assert edges[0]["work"] == 700 - 30 * 0.5


def test_the_excess_is_measured_with_the_builds_own_stand_ins(sim_build, tmp_path):
    # A copy: running it adds the host hal to the build folder, which the build test checks.
    build = str(tmp_path / "build")
    bench_keys.headless.build.copy_image(sim_build, build)
    pin, write = bench_keys.standin_excess(build)
    # Host call costs in us: never below nothing, and far from the microseconds that would mean
    # the loop timed something else.
    assert 0 <= pin < 5 and 0 <= write < 5


# The keys of the scenarios that put up a whole page: each sends at least a screen's bytes;
# the in-game menu and back from it, at least its panel's (console/gamemenu.py, from y 85).
PAGE_WORDS = ("Game log", "Rules", "back to the menu", "back to the title", "New game",
              "its view rebuilt")
PANEL_WORDS = ("the game's menu", "back to the game")
PANEL_BYTES = 320 * (240 - 85) * 2


def test_the_built_in_scenarios_reach_every_page_they_name(sim_build, tmp_path):
    # Each Tigris scenario once on the firmware: every press the script comments draws its
    # frame, and a page's key a whole screen (a scenario that lost its way, a menu row moved,
    # would time a key that opens nothing).
    build = str(tmp_path / "build")
    bench_keys.headless.build.copy_image(sim_build, build)
    pages = 0
    for name, text, saves in bench_keys.tigris_scenarios(str(tmp_path)):
        edges = bench_keys.run_once(build, text, saves, bench_keys.headless.HEAP)
        named = [e for e in edges if "#" in e["label"] and e["label"].startswith("press")]
        assert named, name
        for e in named:
            assert e["sent"] > 0, (name, e["label"])
            if any(w in e["label"] for w in PAGE_WORDS):
                assert e["sent"] >= 320 * 240 * 2, (name, e["label"], e["sent"])
                pages += 1
            elif any(w in e["label"] for w in PANEL_WORDS):
                assert e["sent"] >= PANEL_BYTES, (name, e["label"], e["sent"])
                pages += 1
    assert pages >= 8
