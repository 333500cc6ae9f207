"""Contest of Kings's and Assyria's save slots (`<game>.bin`, `<game>.bak`) through the console's
own save store and launch code: a damaged current save (bad CRC, or a payload the engine
refuses) falls back to the previous one and is kept as `<game>.bad`; the title's Continue names
the players from the header. One set of tests, run for each game."""

import importlib
import os

import kingsdriver  # noqa: F401  (puts firmware/ and the repository on the path)
import pytest
from console import launch, shelfcheck
from console.savestore import SaveStore

# (game id, the arguments of its Game.new for 3 players and seed 8, the players Continue names)
GAMES = (
    ("kings", ([3, 1, 0], 8), "Lion, Bull, Archer"),
    ("assyria", (3, 8), "Red, Green, Blue"),
)


class Shelf:
    """What console/launch.py and console/shelfcheck.py ask of the console's App: the save slot
    of a game."""

    def __init__(self, folder):
        self.folder = folder

    def store(self, game_id):
        return SaveStore(self.folder, game_id)


@pytest.fixture(params=GAMES, ids=[g[0] for g in GAMES])
def slot(request, tmp_path):
    """(game id, its firmware payload module, its engine's Game, the folder, players' names)."""
    game_id, new_args, players = request.param
    payload = importlib.import_module("games.%s.payload" % game_id)
    Game = importlib.import_module("engine_core." + game_id).Game
    return game_id, payload, Game, new_args, str(tmp_path), players


def two_saves(slot):
    game_id, payload, Game, new_args, folder, _ = slot
    g = Game.new(*new_args)
    store = SaveStore(folder, game_id)
    assert store.save(payload.pack(g)) is None
    first = g.encode()
    g.apply(g.legal_actions()[0])
    assert store.save(payload.pack(g)) is None
    return first, g.encode()


def test_current_save_resumes_and_names_the_players(slot):
    game_id, payload, _, _, folder, players = slot
    first, second = two_saves(slot)
    data, game, note = launch.best(Shelf(folder), game_id)
    assert game.encode() == second and note == ""
    assert payload.in_progress(data)
    assert shelfcheck.players(Shelf(folder), game_id) == players


def test_bad_crc_falls_back_to_the_previous_save(slot):
    game_id, _, _, _, folder, _ = slot
    first, second = two_saves(slot)
    path = os.path.join(folder, game_id + ".bin")
    raw = bytearray(open(path, "rb").read())
    raw[-3] ^= 0x40
    open(path, "wb").write(bytes(raw))
    data, game, note = launch.best(Shelf(folder), game_id)
    assert game.encode() == first and note == launch.DAMAGED
    assert os.path.exists(os.path.join(folder, game_id + ".bad"))


def test_a_payload_the_engine_refuses_falls_back_too(slot):
    game_id, payload, Game, _, folder, _ = slot
    first, second = two_saves(slot)
    g = Game.decode(second)
    bad = bytearray(payload.pack(g))[:-10]  # cut short, under a good CRC
    assert payload.unpack(bytes(bad)) is None
    assert SaveStore(folder, game_id).save(bytes(bad)) is None
    data, game, note = launch.best(Shelf(folder), game_id)
    assert game.encode() == second and note == launch.DAMAGED
