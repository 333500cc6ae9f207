"""The Assyria game object: state arrays on the shared undo journal, and the game interface."""

from ..compat import const
from ..journal import Journal
from ..refusals import words
from . import IllegalAction, action_kind, feed_hexes, flow, moves, rules
from .board import COLUMN_START, CORNERS, FOOD, STARTS

_A_BOARD = const(0)
_A_MARK = const(1)
_A_WELL = const(2)
_A_SEAT = const(3)
_A_HAND = const(4)
_A_DISC = const(6)
_A_ROWS = const(7)
_A_ASSUR = const(8)
_A_ST = const(10)
_F_SCORE = const(0)
_F_CAMELS = const(2)
_F_OFFER = const(3)
_F_PLOW = const(4)
_F_HUTS = const(5)
_F_BASES = const(6)
_F_CENTRES = const(7)
_F_ROOFS = const(8)
_SEAT_SIZE = const(9)
_R_PHASE = const(0)
_R_POS = const(1)
_R_HUTS = const(4)
_R_OFFERED = const(5)
_R_BOUGHT = const(6)
_R_RNG = const(7)
_R_EXPD = const(12)
_R_LAID = const(13)
_R_DRAFT = const(17)
_R_WELLS = const(22)
_R_PLOWS = const(23)
_R_ORDER = const(24)
_R_HARV = const(28)
_ST_SIZE = const(32)
_PHASE_START = const(0)
_PHASE_DRAFT = const(1)
_PHASE_HARVEST = const(2)
_PHASE_HUTS = const(3)
_PHASE_FEED = const(4)
_PHASE_WELLS = const(5)
_PHASE_ACTIONS = const(6)
_PHASE_OVER = const(7)
_ACT_START = const(1)
_ACT_DRAFT = const(2)
_ACT_HARVEST = const(3)
_ACT_HUT = const(4)
_ACT_FEED = const(5)
_ACT_FEED_PLOW = const(6)
_ACT_WELL = const(7)
_ACT_DONE = const(8)
_ACT_ZIGGURAT = const(9)
_ACT_LEVEL = const(10)
_ACT_INTRIGUE = const(11)
_ACT_OFFERING = const(12)
_ACT_BUY = const(13)
_ACT_BUY_PLOW = const(14)
_ZIGGURAT = const(16)
_MARK_FED = const(1)
_MARK_RAISED = const(2)
_WILD = const(15)
_N_OVER = const(1)
_N_STEP = const(2)
_N_NOT_START = const(3)
_N_NO_DRAFT = const(4)
_N_COLUMN = const(5)
_N_HUT_HEX = const(6)
_N_NO_CARD = const(7)
_N_FEED_HEX = const(8)
_N_FEED_MANY = const(9)
_N_FEED_SHORT = const(10)
_N_WELL_CORNER = const(11)
_N_WELL_TAKEN = const(12)
_N_NO_WELLS = const(13)
_N_BAD = const(28)
_N_NO_UNDO = const(29)
_N_PLAYERS = const(30)
_N_SEED = const(31)
_N_NO_PLOW_HELD = const(32)
_N_WELL_ZIGGURAT = const(33)

# Phase each action kind belongs to (index = kind; 255 = no kind).
_KIND_PHASE = b"\xff\x00\x01\x02\x03\x04\x04\x05\xff\x06\x06\x06\x06\x06\x06"
# AS-1: copies of each food card kind (1-symbol 3, 2- and 3-symbol 2, wild 5).
CARD_COPIES = b"\x03\x02\x02\x03\x02\x02\x03\x02\x02\x03\x02\x02\x03\x02\x02\x05"
EXPANSION_CARDS = b"\x02\x02\x03\x03\x03\x03\x04\x04"  # AS-1, the 4 laid first left out
WELLS_BY_PLAYERS = b"\x00\x00\x08\x0c\x10"


def _holds(buf, v):
    # `v in buf` for bytes, which MicroPython does not offer for an int
    for x in buf:
        if x == v:
            return True
    return False


def reason(code):
    return words("engine_core.assyria.reasons", code)


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

    def after_undo(self):
        pass

    # -- legality -----------------------------------------------------------------------------

    def _refusal(self, a):
        """0 if action a is legal now, else a refusal code (state.N_*)."""
        if not isinstance(a, int) or a < 0:
            return _N_BAD
        ph = self.st[_R_PHASE]
        if ph == _PHASE_OVER:
            return _N_OVER
        kind = action_kind(a)
        if kind == _ACT_DONE:
            return 0 if (ph == _PHASE_WELLS or ph == _PHASE_ACTIONS) and a == kind << 12 else (
                _N_STEP
            )
        if kind == 0 or kind > _ACT_BUY_PLOW or _KIND_PHASE[kind] != ph:
            return _N_STEP
        if kind != _ACT_FEED and a >> 8 != kind << 4:
            return _N_BAD  # only a feed carries more than a kind and one small number
        seat = self.current_player()
        colour = self.colours[seat]
        b = a & 255
        arg = a >> 8 & 15
        if kind == _ACT_START:
            free = _holds(STARTS[self.num_players - 2], b) and not self.board[b]
            return 0 if free else _N_NOT_START
        if kind == _ACT_DRAFT:
            if self._draft_index(b) < 0:
                return _N_NO_DRAFT
            return 0
        if kind == _ACT_HARVEST:
            if b > self.num_players:
                return _N_COLUMN
            for s in range(self.num_players):
                if self.st[_R_HARV + s] == b:
                    return _N_COLUMN
            return 0
        if kind == _ACT_HUT:
            return 0 if b < 64 and rules.hut_ok(self, colour, b) else _N_HUT_HEX
        if kind == _ACT_FEED or kind == _ACT_FEED_PLOW:
            return self._feed_refusal(seat, kind, arg, a)
        if kind == _ACT_WELL:
            if b >= 58:
                return _N_WELL_CORNER
            if self.wells[b]:
                return _N_WELL_TAKEN
            if not rules.well_ok(self, colour, b):
                for i in range(3 * b, 3 * b + 3):
                    if self.board[CORNERS[i]] >= _ZIGGURAT:
                        return _N_WELL_ZIGGURAT
                return _N_WELL_CORNER
            return 0 if self.st[_R_WELLS] else _N_NO_WELLS
        if kind == _ACT_ZIGGURAT:
            return rules.ziggurat_refusal(self, seat, b) if b < 64 else 15
        if kind == _ACT_LEVEL:
            return rules.level_refusal(self, seat, b) if b < 64 else 19
        if kind == _ACT_INTRIGUE:
            return rules.intrigue_refusal(self, seat, b) if b < 3 else _N_BAD
        if kind == _ACT_OFFERING:
            return rules.offering_refusal(self, seat, b)
        if kind == _ACT_BUY:
            return rules.buy_refusal(self, seat, b)
        return rules.plow_refusal(self, seat) if not b else _N_BAD

    def _feed_refusal(self, seat, kind, card, a):
        if a >> 30 or (a >> 23 and not a >> 16 & 127):
            return _N_BAD  # only the one form feed actions are written in
        hexes = feed_hexes(a)
        hand = self.hand
        if kind == _ACT_FEED_PLOW:
            if card:
                return _N_BAD
            if not self.seat[seat * _SEAT_SIZE + _F_PLOW]:
                return _N_NO_PLOW_HELD
        elif not hand[16 * seat + card]:
            return _N_NO_CARD
        hut = 1 + self.colours[seat]
        last = -1
        for h in hexes:
            if h <= last or h >= self.nhex or self.board[h] != hut or self.marks[h] & _MARK_FED:
                return _N_FEED_HEX
            if kind == _ACT_FEED and card != _WILD and FOOD[h] != card // 3:
                return _N_FEED_HEX
            last = h
        k = len(hexes)
        if k > (1 if kind == _ACT_FEED_PLOW or card == _WILD else card % 3 + 1):
            return _N_FEED_MANY
        u, sym, wild, total = rules.feed_counts(self, seat)
        plain = kind == _ACT_FEED and card != _WILD
        if not rules.feed_keeps_best(
            u, sym, wild, total, card if plain else None, FOOD[hexes[0]], k
        ):
            return _N_FEED_SHORT
        return 0

    def check(self, a):
        code = self._refusal(a)
        return reason(code) if code else None

    def legal_actions(self):
        """Every legal action of the current player, in a fixed order."""
        return moves.legal_actions(self)

    # -- applying -----------------------------------------------------------------------------

    def apply(self, a):
        code = self._refusal(a)
        if code:
            raise IllegalAction(reason(code))
        self.begin_action(self.current_player())
        self._do(a)
        flow.settle(self)
        self.end_action(action_kind(a))

    def _do(self, a):
        kind = action_kind(a)
        st = self.st
        seat = self.current_player()
        colour = self.colours[seat]
        sk = seat * _SEAT_SIZE
        b = a & 255
        w = self.write
        if kind == _ACT_START:
            w(_A_BOARD, b, _ZIGGURAT + 4 * colour + 1)
            self.add(_A_SEAT, sk + _F_BASES, -1)
            pos = st[_R_POS] + 1
            if pos < self.num_players:
                w(_A_ST, _R_POS, pos)
            else:
                flow.begin_draft(self)
        elif kind == _ACT_DRAFT:
            self.add(_A_HAND, 16 * seat + b, 1)
            n = st[_R_DRAFT]
            # The draft's cards are kept in card order, as the notation lists them.
            for k in range(self._draft_index(b), _R_DRAFT + n):
                w(_A_ST, k, st[k + 1])
            w(_A_ST, _R_DRAFT + n, 0)
            w(_A_ST, _R_DRAFT, n - 1)
            w(_A_ST, _R_POS, st[_R_POS] - 1)
            flow.after_draft_pick(self)
        elif kind == _ACT_HARVEST:
            w(_A_ST, _R_HARV + seat, b)
            rows = self.rows
            for i in (b, b + 5):
                if rows[i] != 255:
                    self.add(_A_HAND, 16 * seat + rows[i], 1)
                    w(_A_ROWS, i, 255)
            pos = st[_R_POS] + 1
            if pos < self.num_players:
                w(_A_ST, _R_POS, pos)
            else:
                flow.end_harvest(self)
        elif kind == _ACT_HUT:
            w(_A_BOARD, b, 1 + colour)
            self.add(_A_SEAT, sk + _F_HUTS, -1)
            w(_A_ST, _R_HUTS, st[_R_HUTS] - 1)
        elif kind == _ACT_FEED or kind == _ACT_FEED_PLOW:
            for h in feed_hexes(a):
                w(_A_MARK, h, _MARK_FED)
            if kind == _ACT_FEED:
                self.add(_A_HAND, 16 * seat + (a >> 8 & 15), -1)
                self.add(_A_DISC, a >> 8 & 15, 1)
            else:
                w(_A_SEAT, sk + _F_PLOW, 0)
                w(_A_ST, _R_PLOWS, st[_R_PLOWS] + 1)
        elif kind == _ACT_WELL:
            w(_A_WELL, b, 1)
            w(_A_ST, _R_WELLS, st[_R_WELLS] - 1)
            flow.add_score(self, seat, 7 - st[2])  # AS-4.3e: 6/5/4 VP in reign 1/2/3
        elif kind == _ACT_DONE:
            if st[_R_PHASE] == _PHASE_WELLS:
                flow.end_wells(self)
            else:
                flow.end_actions(self)
        elif kind == _ACT_ZIGGURAT:
            self._pay(sk, 6)
            w(_A_BOARD, b, _ZIGGURAT + 4 * colour + 1)
            w(_A_MARK, b, _MARK_RAISED)
            self.add(_A_SEAT, sk + _F_BASES, -1)
            self.add(_A_SEAT, sk + _F_HUTS, 1)
        elif kind == _ACT_LEVEL:
            height = self.board[b] & 3
            self._pay(sk, rules.LEVEL_COST[height])
            w(_A_BOARD, b, self.board[b] + 1)
            w(_A_MARK, b, _MARK_RAISED)
            self.add(_A_SEAT, sk + (_F_CENTRES if height == 1 else _F_ROOFS), -1)
        elif kind == _ACT_INTRIGUE:
            self._pay(sk, rules.DIG_COST[b])
            i = rules.DIG_START[b]
            while self.assur[i]:
                i += 1
            w(_A_ASSUR, i, seat + 1)
            self.add(_A_SEAT, sk + _F_HUTS, -1)
        elif kind == _ACT_OFFERING:
            self._pay(sk, b)
            self.add(_A_SEAT, sk + _F_OFFER, b)
            w(_A_ST, _R_OFFERED, st[_R_OFFERED] + b)
        elif kind == _ACT_BUY:
            self._pay(sk, rules.card_cost(b))
            w(_A_ROWS, rules.row_place(self, b), 255)
            self.add(_A_HAND, 16 * seat + b, 1)
            w(_A_ST, _R_BOUGHT, 1)
        else:  # _ACT_BUY_PLOW
            self._pay(sk, 2)
            w(_A_SEAT, sk + _F_PLOW, 1)
            w(_A_ST, _R_PLOWS, st[_R_PLOWS] - 1)

    def _draft_index(self, card):
        st = self.st
        for k in range(_R_DRAFT + 1, _R_DRAFT + 1 + st[_R_DRAFT]):
            if st[k] == card:
                return k
        return -1

    def _pay(self, sk, camels):
        self.add(_A_SEAT, sk + _F_CAMELS, -camels)

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

    def returns(self):
        """Per-seat results for bots (the kernel's OpenSpiel-style vector from ranking())."""
        from ..results import returns_of

        return returns_of(self)

    def winners(self):
        """Seats with the highest score, in turn order (only meaningful once the game is over)."""
        top = max(self.score(s) for s in range(self.num_players))
        return [s for s in self.turn_order() if self.score(s) == top]

    def view(self, seat):
        """Everything public (AS-7): all of it except the order of the two decks and the RNG."""
        from .seatview import view

        return view(self, seat)
