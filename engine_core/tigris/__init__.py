"""Tigris & Euphrates rules engine: `from engine_core.tigris import Game, ...` (see README).

The shared constants live here rather than in a module of their own, so that the device keeps
one dictionary of their names, not two; engine modules use private const() copies of them.
"""


# build: intern strings (loaded all through a game: tools/mpy_strings.py)
RED = const(0)
BLUE = const(1)
GREEN = const(2)
BLACK = const(3)
COLOUR_LETTERS = "rbgk"

ARCHER = const(0)
BULL = const(1)
POT = const(2)
LION = const(3)
DYNASTY_NAMES = ("archer", "bull", "pot", "lion")
DYNASTY_INITIALS = "ABPL"

BOARD_CLASSIC = const(0)
BOARD_ALTERNATIVE = const(1)
BOARD_NAMES = ("classic", "alternative")
WIDTH = const(16)
HEIGHT = const(11)
CELLS = const(176)
NO_CELL = const(255)

VAR_ENGLISH = const(1)
VAR_BUILDINGS = const(2)
VAR_ZIGGURAT = const(4)
VARIANT_NAMES = ("english", "buildings", "ziggurat")

# TE-1.4: each monument's two colours, index 0..5 in notation order.
MONUMENT_NAMES = ("rk", "rg", "bk", "br", "gk", "gb")
MONUMENT_COLOURS = bytes((0, 3, 0, 2, 1, 3, 1, 0, 2, 3, 2, 1))

PHASE_ACTION = const(0)
PHASE_WAR_CHOICE = const(1)
PHASE_COMMIT = const(2)
PHASE_MONUMENT = const(3)
PHASE_TREASURE = const(4)
PHASE_BUILDING = const(5)
PHASE_ZIGGURAT = const(6)
PHASE_ZIGGURAT_VP = const(7)
PHASE_OVER = const(8)

# Board cell values.
EMPTY = const(0)
CATASTROPHE = const(5)
FLIPPED = const(6)
ZIGGURAT_TILE = const(7)
LEADER_BASE = const(16)

MARK_TREASURE = const(1)
MARK_BUILDING = const(2)
MARK_SPECIAL = const(4)
MARK_UNIFICATION = const(8)

ACT_TILE = const(1)
ACT_LEADER = const(2)
ACT_CATASTROPHE = const(3)
ACT_SWAP = const(4)
ACT_PASS = const(5)
ACT_WAR = const(6)
ACT_COMMIT = const(7)
ACT_MONUMENT = const(8)
ACT_TREASURE = const(9)
ACT_BUILDING = const(10)
ACT_ZIGGURAT = const(11)
ACT_ZIGGURAT_VP = const(12)

REVOLT = const(1)
WAR = const(2)

EV_SCORE = const(1)
EV_REVOLT = const(2)
EV_WAR = const(3)
EV_LEADER_RETURNED = const(4)
EV_MONUMENT = const(5)
EV_TREASURE = const(6)
EV_REFILL = const(7)
EV_TURN = const(8)
EV_GAME_OVER = const(9)
EV_BUILDING = const(10)
EV_ZIGGURAT = const(11)

# TE-1.2 and TE-2.2.
TILE_TOTALS = bytes((57, 36, 30, 30))
BAG_START = bytes((47, 36, 30, 30))
HAND_SIZE = const(6)
CATASTROPHES_EACH = const(2)


HEADER = "tigris 1"  # the first line of a position in the notation
MIN_PLAYERS = const(2)
MAX_PLAYERS = const(4)

# Imported last: the game below and the modules it loads take TILE_TOTALS and MONUMENT_COLOURS
# from this package, which must hold them by then.
from .. import (  # noqa: E402, F401
    IllegalAction,
    Journal,
    action_arg,
    action_cell,
    action_kind,
    make_action,
)
from . import flow, legality  # noqa: E402
from .layout import LAYOUTS, NEIGHBOURS, STACK, label_regions  # noqa: E402

# -- The game object ------------------------------------------------------------------------
# Private const() copies: MicroPython inlines them, so they cost no heap
# (host_tests/engine_unit/test_constants.py checks them against the constants above/state.py).
_A_BAG = const(6)
_A_BOARD = const(0)
_A_HANDS = const(3)
_A_SCORES = const(4)
_A_ST = const(8)
_BOARD_CLASSIC = const(0)
_CELLS = const(176)
_N_DYNASTY_TWICE = const(35)
_N_NO_BOARD = const(36)
_N_PLAYERS = const(34)
_NO_CELL = const(255)
_PHASE_COMMIT = const(2)
_PHASE_OVER = const(8)
_PHASE_TREASURE = const(4)
_R_ACTIVE = const(1)
_R_BAGOUT = const(22)
_R_BLD = const(25)
_R_CABASE = const(11)
_R_CACOM = const(13)
_R_CATT = const(9)
_R_CCOL = const(8)
_R_CDBASE = const(12)
_R_CDCOM = const(14)
_R_CDEF = const(10)
_R_CKIND = const(7)
_R_PHASE = const(0)
_R_RNG = const(3)
_R_TAKEN = const(2)
_R_TSEAT = const(23)
_R_UNIF = const(17)
_R_ZIG = const(24)
_ST_SIZE = const(30)

_REGION_TABLE = const(96)  # at most 88 regions fit on 16x11 (a checkerboard)
_labellings = [0]  # the last Game.labels_version handed out


class Game(Journal):
    """One game of Tigris & Euphrates; see engine_core/README.md for the contract."""

    def __init__(self, dynasties, board=_BOARD_CLASSIC, variants=0):
        dynasties = list(dynasties)
        n = len(dynasties)
        if n < 2 or n > 4:
            raise ValueError(legality.reason(_N_PLAYERS))
        for d in dynasties:
            if d < 0 or d > 3 or dynasties.count(d) > 1:
                raise ValueError(legality.reason(_N_DYNASTY_TWICE))
        if board != 0 and board != 1:
            raise ValueError(legality.reason(_N_NO_BOARD))
        self.num_players = n
        self.dynasties = bytes(dynasties)  # seat -> dynasty; .index(bytes((d,))) gives d's seat
        self.board_kind = board
        self.variants = variants & 7
        if variants & 6:
            # Buildings or ziggurat: their module is loaded now, while the game starts, never
            # in the middle of an action on a heap that play has fragmented.
            from . import variants as _rules  # noqa: F401

        layout = LAYOUTS[board]
        self.river = layout[0]
        self.treasure_cells = layout[1]
        self.board = bytearray(_CELLS)
        self.marks = bytearray(_CELLS)
        self.monuments = bytearray(b"\xff" * 6)
        self.hands = bytearray(16)
        self.scores = bytearray(40)  # 16-bit counts: low bytes [0:20], high bytes [20:40]
        self.lcell = bytearray(b"\xff" * 16)
        self.bag = bytearray(4)
        self.cat = bytearray(4)
        self.st = bytearray(_ST_SIZE)
        self.out = bytearray(4)
        self.journal_init(
            (
                self.board,
                self.marks,
                self.monuments,
                self.hands,
                self.scores,
                self.lcell,
                self.bag,
                self.cat,
                self.st,
                self.out,
            ),
            1 << _A_BOARD,  # a board write makes the region labels stale (see fresh())
        )
        self.labels_version = 0
        self.region = bytearray(_CELLS)
        self.region_leaders = bytearray(_REGION_TABLE)
        self._drew = False
        self.events = []
        st = self.st
        st[_R_UNIF] = _NO_CELL
        st[_R_ZIG] = _NO_CELL
        st[_R_CKIND] = 0
        for c in range(4):
            st[_R_BLD + c] = _NO_CELL

    # -- construction -------------------------------------------------------------------------

    @classmethod
    def new(cls, dynasties, board=_BOARD_CLASSIC, variants=0, seed=1):
        """Set up a game (TE-2): temples with treasures, 6 tiles each, a random starting seat.
        The setup is deal.py's, loaded for it: a game in play does not hold its code."""
        from .deal import deal

        return deal(cls(dynasties, board, variants), seed)

    # Text and binary forms are imported on first use: the console's UI never needs the notation,
    # and on the device every module costs heap.
    @staticmethod
    def decode(data):
        from .codec import decode

        return decode(data)

    @staticmethod
    def from_text(text):
        from .notation import from_text

        return from_text(text)

    def _score_value(self, i):
        return self.scores[i] | self.scores[20 + i] << 8

    def add_score(self, seat, k, n):
        """Add n to seat's VP of colour k (k = 4: treasures); 16 bits, journaled byte by byte."""
        v = self._score_value(seat * 5 + k) + n
        self.write(_A_SCORES, seat * 5 + k, v & 255)
        self.write(_A_SCORES, 20 + seat * 5 + k, v >> 8)

    def relabel(self, cell=_NO_CELL):
        """Label the regions again (label_regions). With `cell`, a tile was just put there, on
        a cell empty before, the labels fresh until then: if it touches one region only, it
        takes that region's label and no leader count changes, and label_regions, which
        numbers regions in the order of their first cells, would number them all the same
        unless the tile came before the first cell of its region and of the region numbered
        just before it. Then no pass over the board is made (in random games, 44% of tiles:
        their apply() takes 17% less on average)."""
        region = self.region
        lab = 0
        if cell != _NO_CELL:
            for j in range(cell * 4, cell * 4 + 4):
                n = NEIGHBOURS[j]
                if n != _NO_CELL and region[n]:
                    if lab and region[n] != lab:
                        lab = 0  # two regions meet: the numbering may change
                        break
                    lab = region[n]
            if lab > 1 and region.find(bytes((lab,))) > cell and \
                    region.find(bytes((lab - 1,))) > cell:
                lab = 0
        if lab:
            region[cell] = lab
        else:
            label_regions(self.board, region, self.region_leaders, STACK)
        self.dirty = False
        # One sequence for all games: legality reuses its per-board answers until the number
        # changes, and a game rebuilt at the same address can never be taken for the old one.
        n = _labellings[0] + 1
        _labellings[0] = n
        self.labels_version = n

    def fresh(self):
        """Bring the region labels up to date after board writes inside an action."""
        if self.dirty:
            self.relabel()

    # -- RNG and bag ----------------------------------------------------------------------------

    def _draw(self, seat, n):
        """Draw up to n tiles into a hand (notation.md); a short bag ends the game (TE-11.1)."""
        bag = self.bag
        for _ in range(n):
            left = bag[0] + bag[1] + bag[2] + bag[3]
            if left == 0:
                self.write(_A_ST, _R_BAGOUT, 1)
                return
            k = self.next_random(_A_ST, _R_RNG) % left
            c = 0
            while k >= bag[c]:
                k -= bag[c]
                c += 1
            self.write(_A_BAG, c, bag[c] - 1)
            self.add(_A_HANDS, seat * 4 + c, 1)
            self._drew = True

    # -- reading the state ----------------------------------------------------------------------

    @property
    def active(self):
        return self.st[_R_ACTIVE]

    @property
    def actions_taken(self):
        return self.st[_R_TAKEN]

    def region_is_kingdom(self, label):
        return label != 0 and self.region_leaders[label] > 0

    def bag_count(self):
        b = self.bag
        return b[0] + b[1] + b[2] + b[3]

    def catastrophes_left(self, seat):
        return self.cat[seat]

    def leader_cell(self, seat, colour):
        return self.lcell[seat * 4 + colour]

    def treasures_held(self, seat):
        return self._score_value(seat * 5 + 4)

    def hand(self, seat):
        return tuple(self.hands[seat * 4 : seat * 4 + 4])

    def score(self, seat):
        i = seat * 5
        sv = self._score_value
        return (sv(i), sv(i + 1), sv(i + 2), sv(i + 3))

    def building_cell(self, colour):
        return self.st[_R_BLD + colour]

    def ziggurat_cell(self):
        return self.st[_R_ZIG]

    def unification_cell(self):
        return self.st[_R_UNIF]

    def conflict(self):
        st = self.st
        if not st[_R_CKIND]:
            return None
        acom = st[_R_CACOM]
        dcom = st[_R_CDCOM]
        return (
            st[_R_CKIND],
            st[_R_CCOL],
            st[_R_CATT],
            st[_R_CDEF],
            st[_R_CABASE],
            st[_R_CDBASE],
            -1 if acom == 255 else acom,
            -1 if dcom == 255 else dcom,
        )

    pending_wars = flow.pending_war_colours

    def phase(self):
        return self.st[_R_PHASE]

    def current_player(self):
        st = self.st
        p = st[_R_PHASE]
        if p == _PHASE_OVER:
            return -1
        if p == _PHASE_COMMIT:
            return st[_R_CATT] if st[_R_CACOM] == 255 else st[_R_CDEF]
        if p == _PHASE_TREASURE:
            return st[_R_TSEAT] & 3  # the high bits: flow.advance, for the notation
        return st[_R_ACTIVE]

    def is_over(self):
        return self.st[_R_PHASE] == _PHASE_OVER

    def ranking(self):
        from .endgame import ranking

        return ranking(self)

    def last_drew(self):
        return self.last_info() > 0 and bool(self.last_info() & 1)

    def view(self, seat):
        """Everything public plus that seat's hand and score (TE-13)."""
        from .seatview import view

        return view(self, seat)

    # -- the interface --------------------------------------------------------------------------

    # The interface calls that only hand the game on are the module functions themselves: a
    # function stored on the class binds like a method, and costs no wrapper's heap or call.
    legal_actions = legality.legal_actions
    legal_cells = legality.legal_cells
    check = legality.check

    def apply(self, action):
        code = legality.refusal(self, action)
        if code:
            raise IllegalAction(legality.reason(code))
        self.events = []
        self._drew = False
        self.begin_action(self.current_player())
        flow.perform(self, action)
        flow.advance(self)
        self.fresh()
        self.end_action(1 if self._drew else 0)  # last_drew() reads this bit

    def after_undo(self):
        self.events = []
        if self.dirty:
            self.relabel()

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

    def out_of_game(self, colour):
        return self.out[colour]



# The same functions as Game's static methods; each loads its module on first use.
decode = Game.decode
from_text = Game.from_text


def new_game(num_players, seed, options=0):
    """A standard start, dynasties in order (archer, bull, ...); options = board << 3 | variants.

    The variant bits are VAR_ENGLISH | VAR_BUILDINGS | VAR_ZIGGURAT; bit 3 picks the alternative
    board (../shared/spec/tigris-euphrates.md, TE-2.2).
    """
    return Game.new(range(num_players), (options >> 3) & 1, options & 7, seed)
