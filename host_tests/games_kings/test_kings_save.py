"""Contest of Kings's save slot (`kings.bin`, `kings.bak`) through the console's own save store and
launch code: a damaged current save (bad CRC, or a payload the engine refuses) falls back to the
previous one and is kept as `kings.bad`; the title's Continue names the players from the header."""

import os

import kingsdriver  # noqa: F401  (puts firmware/ and the repository on the path)
from console import launch
from console.savestore import SaveStore
from games.kings import payload

from engine_core.kings import Game


class Shelf:
    """What console/launch.py asks of the console's App: the save slot of a game."""

    def __init__(self, folder):
        self.folder = folder

    def store(self, game_id):
        return SaveStore(self.folder, game_id)


def two_saves(folder):
    g = Game.new([3, 1, 0], 8)
    store = SaveStore(folder, "kings")
    assert store.save(payload.pack(g)) is None
    first = g.encode()
    g.apply(g.legal_actions()[0])
    assert store.save(payload.pack(g)) is None
    return first, g.encode()


def test_current_save_resumes_and_names_the_players(tmp_path):
    first, second = two_saves(str(tmp_path))
    data, game, note = launch.best(Shelf(str(tmp_path)), "kings")
    assert game.encode() == second and note == ""
    assert payload.in_progress(data)
    assert launch.players(Shelf(str(tmp_path)), "kings") == "L,B,A"


def test_bad_crc_falls_back_to_the_previous_save(tmp_path):
    first, second = two_saves(str(tmp_path))
    path = os.path.join(str(tmp_path), "kings.bin")
    raw = bytearray(open(path, "rb").read())
    raw[-3] ^= 0x40
    open(path, "wb").write(bytes(raw))
    data, game, note = launch.best(Shelf(str(tmp_path)), "kings")
    assert game.encode() == first and note == launch.DAMAGED
    assert os.path.exists(os.path.join(str(tmp_path), "kings.bad"))


def test_a_payload_the_engine_refuses_falls_back_too(tmp_path):
    first, second = two_saves(str(tmp_path))
    g = Game.decode(second)
    bad = bytearray(payload.pack(g))[:-10]  # cut short, under a good CRC
    assert payload.unpack(bytes(bad)) is None
    assert SaveStore(str(tmp_path), "kings").save(bytes(bad)) is None
    data, game, note = launch.best(Shelf(str(tmp_path)), "kings")
    assert game.encode() == second and note == launch.DAMAGED
