"""Under MicroPython: every line of text the title, each game's setup page, each game's final
scores and each game's key test draw, with the width the screen gives it, in its worst case (four
players, the longest names, every seat a bot of the longest level, every save on the shelf).

  micropython texts_fit_run.py TIGRIS_POSITION_FILE

Prints one JSON line per text drawn: [page, x, y, width, face height, text, the text as
fonts.writer.fit cuts it to the room it has, its width]. A text drawn without a width has the room
up to 4 px from the panel's right edge. The real Gfx draws every line (into a panel that keeps no
pixels: the words are what is checked here; the frames are checked by the simulator tests)."""

import json
import sys

from console import keys as K
from console.gfx import Gfx, small
from fonts import writer
from nullpanel import Panel


class WordsGfx(Gfx):
    page = ""

    def text(self, x, y, s, fg, bg, width=0, font=None, height=0):
        face = font or small()
        room = width or 320 - 4 - x
        print(json.dumps([self.page, x, y, width, face.HEIGHT, s, writer.fit(face, s, room),
                          writer.text_width(face, s)]))
        return Gfx.text(self, x, y, s, fg, bg, width, font, height)


class App:
    """What the pages ask of the console's App here."""

    def __init__(self):
        self.gfx = WordsGfx(Panel())

    def title(self, note=""):
        return None

    def play(self, game_id, request):
        return None


def show(page, name, presses=()):
    """Renders the page, then each press followed by a render."""
    page.app.gfx.page = name
    page.enter()
    page.render()
    for bits in presses:
        page.update(bits, 0, 0)
        page.render()


def setups(app):
    from games.assyria.setup import Setup as AssyriaSetup
    from games.kings.setup import Setup as KingsSetup
    from games.tigris.setup import Setup as TigrisSetup

    # Four players, every seat the "normal bot" (the longest level's words), the alternative
    # board and every variant on, every row selected in turn (both footers).
    seats = []
    for _ in range(4):
        seats += [K.K_DOWN, K.K_RIGHT, K.K_RIGHT]
    show(TigrisSetup(app), "tigris setup",
         [K.K_RIGHT] + seats + [K.K_DOWN, K.K_RIGHT] + [K.K_DOWN, K.K_RIGHT] * 3 + [K.K_DOWN])
    show(KingsSetup(app), "kings setup", [K.K_RIGHT] + [K.K_DOWN] * 7)
    show(AssyriaSetup(app), "assyria setup", [K.K_LEFT, K.K_RIGHT, K.K_RIGHT, K.K_DOWN])


def titles(app):
    from console.launch import DAMAGED
    from console.title import title

    every = ["tigris", "kings", "assyria"]
    who = {"tigris": "Archer, Bull, Pot, Lion: 3 bots", "kings": "Archer, Bull, Pot, Lion",
           "assyria": "Red, Green, Blue, Yellow"}
    for name, shelf, note in (("title continue", [every, [], who, ""], ""),
                              ("title results", [[], every, {}, ""], ""),
                              ("title damaged", [every, [], who, DAMAGED], "")):
        app.shelf = shelf
        page = title(app, note)
        show(page, name, [K.K_DOWN] * len(page.items))


def played(game, seed):
    """`game` played to its end by legal actions picked with a small LCG (no bot needed)."""
    while not game.is_over():
        acts = game.legal_actions()
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        game.apply(acts[seed % len(acts)])
    return game


def finals(app, tigris_position):
    from games.assyria.final import Final as AssyriaFinal
    from games.kings.final import Final as KingsFinal
    from games.tigris.final import Final as TigrisFinal

    from engine_core import assyria, kings, tigris

    with open(tigris_position) as f:
        g = tigris.Game.from_text(f.read().split("\nactions\n")[0] + "\n")
    for text in ("leader g j11", "treasure f10", "tile k c5"):
        g.apply(g.action_from_text(text))
    show(TigrisFinal(app, g), "tigris final")
    show(KingsFinal(app, played(kings.Game.new([0, 1, 2, 3], 7), 3)), "kings final")
    show(AssyriaFinal(app, played(assyria.Game.new(4, 7), 3)), "assyria final")


class Board:
    def battery_mv(self):
        return 4000


def key_tests(app):
    """Each game's key test, every key held in turn: the window names it in full."""
    from console.keytest import KeyTest
    from games import part

    app.board = Board()
    for game in ("tigris", "kings", "assyria"):
        page = KeyTest(app, None, part(game, "keycaps").LABELS)
        app.gfx.page = game + " key test"
        page.enter()
        page.render()
        for k in range(16):
            page.update(0, 1 << k, 0)
            page.render()


app = App()
setups(app)
titles(app)
finals(app, sys.argv[1])
key_tests(app)
