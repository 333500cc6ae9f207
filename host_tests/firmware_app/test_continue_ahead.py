"""The title loads a saved game's modules while its Continue row is read (console/title.py
continue_ahead), so Continue only decodes the save and builds the game: the same frames either
way. Another row lets them go, and a game other than theirs starts on a fresh heap."""

import re
import shutil

import simrun

# Per firmware process: at each key the title takes, were the saved game's engine and view
# loaded; which modules were imported after the title's last key (Continue, if pressed); which
# engines, and which modules a game uses once (its ahead.py and card.py), were loaded at its end;
# at each key, how many of Tigris's view modules were loaded.
PROBE = """
import builtins, sys
from console import title
VIEW = ("games.tigris.glyph_bits", "games.tigris.glyphs", "games.tigris.boardpasses",
        "games.tigris.boardview", "games.tigris.hud", "games.tigris.view")
seen = []
views = []
imported = []
_update = title.Title.update
def _probe(self, pressed, held, now):
    if pressed:
        del imported[:]
        seen.append("%s/%s" % ("engine_core.tigris" in sys.modules,
                               "games.tigris.view" in sys.modules))
        views.append(str(len([m for m in sys.modules if m in VIEW])))
    return _update(self, pressed, held, now)
title.Title.update = _probe
_import = builtins.__import__
def _record(name, *args):
    before = len(sys.modules)
    mod = _import(name, *args)
    if seen and len(sys.modules) != before:
        imported.append(name)
    return mod
builtins.__import__ = _record
from console import app
try:
    app.run()
finally:
    print("ahead at the title's keys:", " ".join(seen))
    print("imported after the last:", " ".join(imported))
    print("engines at the end:", " ".join(m for m in sys.modules if m.count(".") == 1 and
                                          m.startswith("engine_core.")))
    print("used once, at the end:", " ".join(m for m in sys.modules if m.endswith(".ahead") or
                                              m.endswith(".card")))
    print("view at the keys:", " ".join(views))
"""
GAME = ("engine_core.tigris", "games.tigris.flow", "games.tigris.play", "games.tigris.view")
CONTINUE = ["press a          # Continue", "wait 600", "shot handover",
            "press a          # the player to move takes the console", "wait 300", "shot board"]


def run_probe(steps, save_dir, tmp_path):
    """The run, and per firmware process from the title's on (the one before looked at the
    saves, console/title.py title) what PROBE printed, as lists of words."""
    probe = tmp_path / "probe.py"
    probe.write_text(PROBE)
    run = simrun.run(steps, save_dir, program=str(probe))
    assert run.returncode == 0, run.output
    printed = {}
    for line in run.output.splitlines():
        for key in ("ahead at", "imported after", "engines at", "used once", "view at"):
            if line.startswith(key):
                printed.setdefault(key, []).append(line.split(":")[1].split())
    first = [bool(keys) for keys in printed["ahead at"]].index(True)
    return run, {key: lists[first:] for key, lists in printed.items()}


def resets(run):
    """The soft resets after the one at power-up that brings the title on a fresh heap."""
    return [int(t) for t in re.findall(r"sim: soft reset at (\d+) ms", run.output)][1:]


def test_continue_after_the_title_was_read_loads_nothing_of_the_game_and_draws_the_same(
        save_dir, tmp_path):
    frames = {}
    for wait in (50, 1500):
        steps = ["wait %d" % wait] + CONTINUE
        folder = str(tmp_path / ("saves%d" % wait))
        shutil.copytree(save_dir, folder)
        run, printed = run_probe(steps, folder, tmp_path)
        assert not resets(run)
        ahead, imported = printed["ahead at"][0], printed["imported after"][0]
        assert printed["used once"] == [[]], printed["used once"]  # gone, or never loaded
        if wait > 1000:
            # Read for a second and a half: the game's engine, flow and view were loaded.
            assert ahead == ["True/True"], ahead
            assert not [m for m in imported if m in GAME], imported
        else:
            # Pressed at once: the key loads them.
            assert ahead == ["False/False"], ahead
            assert [m for m in GAME if m in imported] == list(GAME), imported
        times = simrun.shot_times(steps)
        frames[wait] = [run.frame_at(times[name]).memory for name in ("handover", "board")]
    assert frames[50] == frames[1500]


def test_another_row_lets_the_game_go_and_the_next_continue_loads_it_again(save_dir, tmp_path):
    # Read, down to the game's "New game" (whose setup page loads the same: kept), down to
    # "New: Contest of Kings" (let go), back up: the game loads again, and Continue goes on in
    # the same process, loading none of it.
    steps = ["wait 1500", "press down", "wait 300", "press down", "wait 1500", "press up",
             "press up", "wait 1500"] + CONTINUE
    run, printed = run_probe(steps, save_dir, tmp_path)
    assert printed["ahead at"][0] == ["True/True", "True/True", "False/False", "False/False",
                                      "True/True"]
    assert not resets(run)
    assert not [m for m in printed["imported after"][0] if m in GAME]


def test_another_game_started_after_the_title_loaded_this_one_starts_afresh(save_dir,
                                                                           tmp_path):
    # Read (Tigris's modules loaded), then down to "New: Contest of Kings" and its Start: the
    # console restarts first (console/launch.py start), and the game plays on a heap holding
    # no other engine.
    steps = ["wait 1500", "press down", "press down", "press a   # New: Contest of Kings",
             "wait 300", "press up          # the Start row", "press a   # Start",
             "wait 1000", "press a          # its first player takes the console",
             "wait 300", "shot kings"]
    run, printed = run_probe(steps, save_dir, tmp_path)
    assert printed["ahead at"][0][0] == "True/True", printed["ahead at"]
    assert len(resets(run)) == 1 and resets(run)[0] > 1500, resets(run)  # at Start
    # Before the restart, Tigris's modules had gone: none is in either process at its end.
    engines = printed["engines at"]
    assert len(engines) == 2 and "engine_core.kings" in engines[1], engines
    assert not [e for e in engines if "engine_core.tigris" in e], engines
