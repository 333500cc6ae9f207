"""The Assyria game object: state arrays on the shared undo journal, and the game interface."""

from .. import Journal
from ..refusals import words
from . import IllegalAction, action_kind, effects, flow, legality, moves
from .board import COLUMN_START
from .flood import end_counts

_A_ST = const(10)
_F_SCORE = const(0)
_F_CAMELS = const(2)
_F_PLOW = const(4)
_F_HUTS = const(5)
_F_BASES = const(6)
_F_CENTRES = const(7)
_F_ROOFS = const(8)
_SEAT_SIZE = const(9)
_R_PHASE = const(0)
_R_POS = const(1)
_R_RNG = const(7)
_R_EXPD = const(12)
_R_LAID = const(13)
_R_WELLS = const(22)
_R_ORDER = const(24)
_R_HARV = const(28)
_ST_SIZE = const(32)
_PHASE_START = const(0)
_PHASE_OVER = const(7)
_N_NO_UNDO = const(29)
_N_PLAYERS = const(30)
_N_SEED = const(31)

# AS-1: copies of each food card kind (1-symbol 3, 2- and 3-symbol 2, wild 5).
CARD_COPIES = b"\x03\x02\x02\x03\x02\x02\x03\x02\x02\x03\x02\x02\x03\x02\x02\x05"
EXPANSION_CARDS = b"\x02\x02\x03\x03\x03\x03\x04\x04"  # AS-1, the 4 laid first left out
WELLS_BY_PLAYERS = b"\x00\x00\x08\x0c\x10"


def reason(code):
    # The sentences live in three small modules (codes 0-11, 12-22, 23-): see reasons.py.
    c = code & 255
    part = "" if c < 12 else ("_b" if c < 23 else "_c")
    return words("engine_core.assyria.reasons" + part, code)


class Game(Journal):
    """One game of Assyria; engine_core/README.md gives the interface."""

    def __init__(self, colours):
        n = len(colours)
        if n < 2 or n > 4:
            raise ValueError(reason(_N_PLAYERS))
        self.num_players = n
        self.colours = bytes(colours)  # seat -> colour (0 red, 1 green, 2 blue, 3 yellow)
        self.seat_of = bytearray(b"\xff" * 4)
        for s in range(n):
            self.seat_of[colours[s]] = s
        # AS-2: hexes are numbered column by column, so the hexes in play are a prefix.
        self.nhex = COLUMN_START[(6, 8, 10)[n - 2]]
        self.board = bytearray(64)
        self.marks = bytearray(64)
        self.wells = bytearray(58)
        self.seat = bytearray(_SEAT_SIZE * n)
        self.hand = bytearray(16 * n)
        self.deck = bytearray(40)
        self.disc = bytearray(16)
        self.rows = bytearray(b"\xff" * 10)
        self.assur = bytearray(13)
        self.expd = bytearray(8)
        self.st = bytearray(_ST_SIZE)
        self.journal_init(
            (
                self.board,
                self.marks,
                self.wells,
                self.seat,
                self.hand,
                self.deck,
                self.disc,
                self.rows,
                self.assur,
                self.expd,
                self.st,
            )
        )
        for s in range(4):
            self.st[_R_HARV + s] = 255

    # -- construction -------------------------------------------------------------------------

    @classmethod
    def new(cls, num_players, seed):
        """AS-3 as notation-assyria.md deals it: turn order, food deck, expansion deck, sowing."""
        if num_players < 2 or num_players > 4:
            raise ValueError(reason(_N_PLAYERS))
        seed &= 0xFFFFFFFF
        if not seed:
            raise ValueError(reason(_N_SEED))
        n = num_players
        g = cls(bytes(range(n)))
        g.set_rng(seed)
        order = flow.shuffle(g, list(range(n)))
        for p in range(n):
            g.st[_R_ORDER + p] = order[p]
        cards = []
        for k in range(16):
            for _ in range(CARD_COPIES[k]):
                cards.append(k)
        flow.shuffle_into_deck(g, cards)
        exp = flow.shuffle(g, list(EXPANSION_CARDS))
        for i in range(8):
            g.expd[7 - i] = exp[i]
        g.st[_R_EXPD] = 8
        g.st[_R_LAID] = 1
        g.st[_R_LAID + 1] = 4
        for s in range(n):
            k = s * _SEAT_SIZE
            g.seat[k + _F_PLOW] = 1
            g.seat[k + _F_HUTS] = 10
            g.seat[k + _F_BASES] = 4
            g.seat[k + _F_CENTRES] = 4
            g.seat[k + _F_ROOFS] = 4
        g.st[_R_WELLS] = WELLS_BY_PLAYERS[n]
        g.st[2] = 1  # reign
        g.st[3] = 1  # turn
        flow.sow(g)
        g.st[_R_PHASE] = _PHASE_START
        g.reset_journal()
        return g

    # The text and byte forms load on first use: the console's play never needs them.
    @staticmethod
    def decode(data):
        from .codec import decode

        return decode(data)

    @staticmethod
    def from_text(text):
        from .notation import from_text

        return from_text(text)

    def encode(self):
        from .codec import encode

        return encode(self)

    def to_text(self):
        from .notation import to_text

        return to_text(self)

    def action_to_text(self, a):
        from .notation import action_to_text

        return action_to_text(self, a)

    def action_from_text(self, s):
        from .notation import action_from_text

        return action_from_text(self, s)

    # -- RNG ----------------------------------------------------------------------------------

    def set_rng(self, x):
        st = self.st
        for i in range(4):
            st[_R_RNG + i] = x >> (8 * i) & 255

    def rng_state(self):
        st = self.st
        return st[_R_RNG] | st[_R_RNG + 1] << 8 | st[_R_RNG + 2] << 16 | st[_R_RNG + 3] << 24

    def store_rng(self, x):
        for i in range(4):
            self.write(_A_ST, _R_RNG + i, x >> (8 * i) & 255)

    # -- reading the state --------------------------------------------------------------------

    def phase(self):
        return self.st[_R_PHASE]

    def is_over(self):
        return self.st[_R_PHASE] == _PHASE_OVER

    def current_player(self):
        if self.st[_R_PHASE] == _PHASE_OVER:
            return -1
        return self.st[_R_ORDER + self.st[_R_POS]]

    def turn_order(self):
        """Seats in the current turn order, first to last."""
        return bytes(self.st[_R_ORDER : _R_ORDER + self.num_players])

    def score(self, seat):
        k = seat * _SEAT_SIZE
        return self.seat[k + _F_SCORE] | self.seat[k + _F_SCORE + 1] << 8

    def camels(self, seat):
        return self.seat[seat * _SEAT_SIZE + _F_CAMELS]

    def end_counts(self, seat):
        """(ziggurat tiles, plow cards, camels) of `seat`, which the end scores (AS-6)."""
        return end_counts(self, seat)

    def after_undo(self):
        pass

    # -- legality -----------------------------------------------------------------------------

    def check(self, a):
        code = legality.refusal(self, a)
        return reason(code) if code else None

    def legal_actions(self):
        """Every legal action of the current player, in a fixed order."""
        return moves.legal_actions(self)

    # -- applying -----------------------------------------------------------------------------

    def apply(self, a):
        code = legality.refusal(self, a)
        if code:
            raise IllegalAction(reason(code))
        self.begin_action(self.current_player())
        effects.do(self, a)
        flow.settle(self)
        self.end_action(action_kind(a))

    def undo(self):
        if not self.can_undo():
            raise IllegalAction(reason(_N_NO_UNDO))
        Journal.undo(self)

    # -- the end ------------------------------------------------------------------------------

    def ranking(self):
        """(seat, place, (score,)) best first; equal scores share the place (AS-6)."""
        n = self.num_players
        seats = sorted(range(n), key=lambda s: (-self.score(s), s))
        out = []
        for i in range(n):
            s = seats[i]
            place = i + 1
            if i and self.score(seats[i - 1]) == self.score(s):
                place = out[-1][1]
            out.append((s, place, (self.score(s),)))
        return out

    def winners(self):
        """Seats with the highest score, in turn order (only meaningful once the game is over)."""
        top = max(self.score(s) for s in range(self.num_players))
        return [s for s in self.turn_order() if self.score(s) == top]

    def view(self, seat):
        """Everything public (AS-7): all of it except the order of the two decks and the RNG."""
        from .seatview import view

        return view(self, seat)
