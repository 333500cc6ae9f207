"""The Contest of Kings game object: state arrays, journal wiring and the engine interface."""

from .. import IllegalAction, Journal
from . import choices, flow, legality

_A_HANDS = const(5)
_A_DECK = const(7)
_A_ST = const(9)
_NONE = const(255)
_PHASE_ACTION = const(0)
_PHASE_OVER = const(7)
_R_PHASE = const(0)
_R_ASK = const(1)
_R_ACTIVE = const(3)
_R_TAKEN = const(4)
_R_RNG = const(5)
_R_CCOL = const(11)
_R_CACOM = const(14)
_R_CDCOM = const(15)
_R_CAT = const(18)
_R_TOP = const(22)
_ST_SIZE = const(26)
_TREASURE = const(5)
_N_PLAYERS = const(40)
_N_DYNASTY = const(41)


class Game(Journal):
    """One game of Contest of Kings; see engine_core/README.md for the contract."""

    def __init__(self, dynasties, options=0):
        dynasties = list(dynasties)
        n = len(dynasties)
        if n < 2 or n > 4:
            raise ValueError(legality.reason(_N_PLAYERS))
        for d in dynasties:
            if d < 0 or d > 3 or dynasties.count(d) > 1:
                raise ValueError(legality.reason(_N_DYNASTY))
        self.num_players = n
        self.dynasties = bytes(dynasties)  # seat -> dynasty
        self.options = options & 1
        self.cols = bytearray(72)  # column*9 + depth: card code (0 empty)
        self.clen = bytearray(8)  # cards below each treasure*
        self.gaps = bytearray(7)  # uniting cards: 0 or 1 + colour
        self.occ = bytearray(79)  # per spot: 0 or 1 + seat*4 + colour of the leader on it
        self.lspot = bytearray(b"\xff" * 16)  # seat*4 + colour -> spot, 255 in supply
        self.hands = bytearray(16)  # seat*4 + colour
        self.piles = bytearray(20)  # seat*5 + colour, 4 = treasure cards
        self.deck = bytearray(4)
        self.out = bytearray(4)  # cards out of the game, by colour
        self.st = bytearray(_ST_SIZE)
        self.journal_init(
            (
                self.cols,
                self.clen,
                self.gaps,
                self.occ,
                self.lspot,
                self.hands,
                self.piles,
                self.deck,
                self.out,
                self.st,
            )
        )
        self.st[_R_CCOL] = _NONE
        self.st[_R_CACOM] = _NONE
        self.st[_R_CDCOM] = _NONE

    @classmethod
    def new(cls, dynasties, seed, options=0):
        """Set up a game (CK-2, notation-kings.md "New game"): seat 0 starts. The setup is
        deal.py's, loaded for it: a game in play does not hold its code."""
        from .deal import deal

        return deal(cls(dynasties, options), seed)

    @staticmethod
    def decode(data):
        from .codec import decode

        return decode(data)

    @staticmethod
    def from_text(text):
        from .position_text import from_text

        return from_text(text)

    # -- RNG and deck ---------------------------------------------------------------------------

    def rng(self):
        return self.rng_state(_A_ST, _R_RNG)

    def set_rng(self, x):
        self.set_rng_state(_A_ST, _R_RNG, x)

    def draw_one(self):
        """Draw one card (notation-kings.md): its colour; the deck must not be empty."""
        x = self.next_random(_A_ST, _R_RNG)
        deck = self.deck
        k = x % (deck[0] + deck[1] + deck[2] + deck[3])
        c = 0
        while k >= deck[c]:
            k -= deck[c]
            c += 1
        self.write(_A_DECK, c, deck[c] - 1)
        return c

    def draw(self, seat, n):
        """Draw up to n cards into a hand; False if the deck ran out first (CK-7.2)."""
        for _ in range(n):
            if not self.deck_count():
                return False
            c = self.draw_one()
            i = seat * 4 + c
            self.write(_A_HANDS, i, self.hands[i] + 1)
        return True

    # -- reading the state ----------------------------------------------------------------------

    @property
    def active(self):
        return self.st[_R_ACTIVE]

    @property
    def actions_taken(self):
        return self.st[_R_TAKEN]

    def deck_count(self):
        d = self.deck
        return d[0] + d[1] + d[2] + d[3]

    def hand(self, seat):
        return tuple(self.hands[seat * 4 : seat * 4 + 4])

    def hand_size(self, seat):
        return sum(self.hands[seat * 4 : seat * 4 + 4])

    def pile(self, seat):
        """Private until the game ends (CK-7.3): four colour counts and the treasure cards."""
        return tuple(self.piles[seat * 5 : seat * 5 + 5])

    def pile_size(self, seat):
        return sum(self.piles[seat * 5 : seat * 5 + 5])

    def pile_top(self, seat):
        """Colour of the card last put on the pile (4 = a treasure card), -1 while empty."""
        return self.st[_R_TOP + seat] - 1

    def holds_catastrophe(self, seat):
        return self.st[_R_CAT + seat] == 1

    def leader_spot(self, seat, colour):
        return self.lspot[seat * 4 + colour]

    def card_at(self, col, depth):
        return self.cols[col * 9 + depth]

    def column_length(self, col):
        return self.clen[col]

    def treasures_on_table(self):
        cols = self.cols
        return sum(1 for c in range(8) if cols[c * 9] == _TREASURE)

    def phase(self):
        return self.st[_R_PHASE]

    def current_player(self):
        st = self.st
        p = st[_R_PHASE]
        if p == _PHASE_OVER:
            return -1
        if p == _PHASE_ACTION:
            return st[_R_ACTIVE]
        return st[_R_ASK]

    def is_over(self):
        return self.st[_R_PHASE] == _PHASE_OVER

    def ranking(self):
        from .endgame import ranking

        return ranking(self)

    def view(self, seat):
        from .seatview import view

        return view(self, seat)

    # -- the interface --------------------------------------------------------------------------

    legal_actions = choices.legal_actions
    check = legality.check

    def apply(self, action):
        code = legality.refusal(self, action)
        if code:
            raise IllegalAction(legality.reason(code))
        self.begin_action(self.current_player())
        flow.perform(self, action)
        self.end_action()

    def encode(self):
        from .codec import encode

        return encode(self)

    def to_text(self):
        from .notation import to_text

        return to_text(self)

    def action_to_text(self, action):
        from .notation import action_to_text

        return action_to_text(self, action)

    def action_from_text(self, text):
        from .notation import action_from_text

        return action_from_text(self, text)
