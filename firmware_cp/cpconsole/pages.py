"""The title shelf and the new-game pages' common part, as the MicroPython console has them
(console/title.py): every game on the shelf (`games.GAMES`), a saved game offered first."""

from games import GAMES, load, part

from cpconsole import keys as K
from cpconsole.menu import Menu


def shelf_state(app, game_id):
    """"resume" for a saved game in progress, "result" for a finished one, else None: read from
    the save's header by the game's payload module (no engine loaded)."""
    codec = part(game_id, load(game_id).PAYLOAD)
    data = app.store(game_id).load()[0]
    if data is None or not codec.valid(data):
        return None
    return "resume" if codec.in_progress(data) else "result"


class Title(Menu):
    """Continue a saved game, its last result, a new game, the rules, the key test."""

    def __init__(self, app, note=""):
        states = [(g, shelf_state(app, g)) for g in GAMES]
        items = []
        self.acts = []
        for want, word in (("resume", "Continue "), ("result", "Last result: ")):
            for game_id, state in states:
                if state == want:
                    items.append(word + load(game_id).NAME)
                    self.acts.append((want, game_id))
        for act, word in (("new", "New: "), ("rules", "Rules: ")):
            for game_id in GAMES:
                items.append(word + load(game_id).NAME)
                self.acts.append((act, game_id))
        items.append("Key test")
        self.acts.append(("keys", ""))
        Menu.__init__(self, app, "Games", items, note or "CircuitPython edition")

    def choose(self, i):
        act, game_id = self.acts[i]
        if act == "new":
            from cpgames import part as cpart

            return cpart(game_id, "setup").Setup(self.app)
        if act == "rules":
            from cpconsole.textpages import rules

            return rules(self.app, game_id, self)
        if act == "keys":
            from cpconsole.textpages import KeyTest

            return KeyTest(self.app, self)
        return self.app.play(game_id, (act,))


class Setup(Menu):
    """A new-game page: rows changed with LEFT/RIGHT (`change(row, step)`), A moves to the next
    row, A on the last ("Start the game") starts with `options()`; B back to the title."""

    GAME = ""

    def __init__(self, app):
        Menu.__init__(self, app, load(self.GAME).TITLE, self.rows(),
                      "UP/DOWN row, LEFT/RIGHT change, A next")

    def rows(self):
        return ["Start the game"]

    def change(self, row, step):
        pass

    def options(self):
        return None

    def key(self, bit, pressed):
        if pressed and bit in (K.LEFT, K.RIGHT):
            self.change(self.row, 1 if bit == K.RIGHT else -1)
            self.set_items(self.rows())
            return None
        if pressed and bit == K.B:
            return self.app.title()
        return Menu.key(self, bit, pressed)

    def choose(self, i):
        if i == len(self.items) - 1:
            return self.app.play(self.GAME, ("new", self.options()))
        self.row += 1
        return None


DYNASTY_NAMES = ("archer", "bull", "pot", "lion")  # Tigris's and Kings's, without the engine


class DynastySeats:
    """Players and one dynasty per seat (Tigris and Kings): rows 0 .. players."""

    def seat_rows(self):
        out = ["Players      < %d >" % self.players]
        for s in range(self.players):
            out.append("Seat %d       < %s >" % (s + 1, DYNASTY_NAMES[self.dyn[s]]))
        return out

    def change_seats(self, r, step):
        """True if row r was one of these rows."""
        p = self.players
        if r == 0:
            self.players = 2 + (p - 2 + step) % 3
            return True
        if r > p:
            return False
        s = r - 1
        d = self.dyn[s]
        for _ in range(4):
            d = (d + step) % 4
            if d not in self.dyn[:p]:
                # Seats beyond the player count keep the dynasties nobody uses.
                j = self.dyn.index(d)
                self.dyn[j] = self.dyn[s]
                self.dyn[s] = d
                break
        return True
