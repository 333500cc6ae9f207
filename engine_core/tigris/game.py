"""The Tigris & Euphrates game object: state arrays, undo journal and the engine interface."""

from array import array

from ..rng import xorshift32
from . import flow, legality
from .consts import (
    BOARD_CLASSIC,
    CATASTROPHES_EACH,
    CELLS,
    HAND_SIZE,
    LEADER_BASE,
    MARK_SPECIAL,
    MARK_TREASURE,
    NO_CELL,
    PHASE_COMMIT,
    PHASE_OVER,
    PHASE_TREASURE,
    RED,
    IllegalAction,
)
from .layout import LAYOUTS
from .regions import label_regions
from .state import (
    A_BAG,
    A_BOARD,
    A_HANDS,
    A_ST,
    R_ACTIVE,
    R_BAGOUT,
    R_BLD,
    R_CABASE,
    R_CACOM,
    R_CATT,
    R_CCOL,
    R_CDBASE,
    R_CDCOM,
    R_CDEF,
    R_CKIND,
    R_PHASE,
    R_RNG,
    R_TAKEN,
    R_TSEAT,
    R_UNIF,
    R_ZIG,
    ST_SIZE,
)

# Scratch, allocated once at import: parts of a region with a leader lifted, two fills, a
# flood-fill stack, and room for every legal action at once (tiles, leaders, catastrophes,
# at most 36 swaps and pass stay well under 1100).
_REGION2 = bytearray(CELLS)
_FILL = bytearray(CELLS)
_FILL2 = bytearray(CELLS)
_STACK = bytearray(CELLS)
_ACTIONS = array("H", bytes(2 * 1100))
_CHUNK = 480  # bytes per undo journal chunk (160 writes)
_REGION_TABLE = 96  # at most 88 regions fit on 16x11 (a checkerboard)


class Game:
    """One game of Tigris & Euphrates; see engine_core/README.md for the contract."""

    def __init__(self, dynasties, board=BOARD_CLASSIC, variants=0):
        n = len(dynasties)
        if n < 2 or n > 4:
            raise ValueError("2 to 4 players (TE-2.2)")
        for d in dynasties:
            if d < 0 or d > 3 or dynasties.count(d) > 1:
                raise ValueError("each dynasty at most once")
        if board != 0 and board != 1:
            raise ValueError("unknown board")
        self.num_players = n
        self.dynasties = bytes(dynasties)
        self.seat_of = bytearray(b"\xff" * 4)  # dynasty -> seat
        for s in range(n):
            self.seat_of[dynasties[s]] = s
        self.board_kind = board
        self.variants = variants & 7
        layout = LAYOUTS[board]
        self.river = layout[0]
        self.treasure_cells = layout[1]
        self.board = bytearray(CELLS)
        self.marks = bytearray(CELLS)
        self.monuments = bytearray(b"\xff" * 6)
        self.hands = bytearray(16)
        self.scores = bytearray(20)
        self.lcell = bytearray(b"\xff" * 16)
        self.bag = bytearray(4)
        self.cat = bytearray(4)
        self.st = bytearray(ST_SIZE)
        self.out = bytearray(4)
        self._arrs = (
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
        )
        self.region = bytearray(CELLS)
        self.region_leaders = bytearray(_REGION_TABLE)
        # Scratch buffers shared by all games (the engine is single-threaded).
        self._region2 = _REGION2
        self._fill = _FILL
        self._fill2 = _FILL2
        self._stack = _STACK
        self._actions = _ACTIONS
        self._reset_journal()
        self._dirty = False
        self._drew = False
        self.events = []
        st = self.st
        st[R_UNIF] = NO_CELL
        st[R_ZIG] = NO_CELL
        st[R_CKIND] = 0
        for c in range(4):
            st[R_BLD + c] = NO_CELL

    # -- construction -------------------------------------------------------------------------

    @classmethod
    def new(cls, dynasties, board=BOARD_CLASSIC, variants=0, seed=1):
        """Set up a game (TE-2): temples with treasures, 6 tiles each, a random starting seat."""
        g = cls(dynasties, board, variants)
        seed &= 0xFFFFFFFF
        if seed == 0:
            raise ValueError("the seed must be non-zero")
        g._set_rng(seed)
        specials = LAYOUTS[board][2]
        for cell in g.treasure_cells:
            g.board[cell] = 1 + RED
            g.marks[cell] = MARK_TREASURE | (MARK_SPECIAL if cell in specials else 0)
        for c in range(4):
            g.bag[c] = (47, 36, 30, 30)[c]
        g.bag[RED] = 57 - len(g.treasure_cells)
        for s in range(g.num_players):
            g.cat[s] = CATASTROPHES_EACH
            g._draw(s, HAND_SIZE)
        g.st[R_ACTIVE] = g._next_random() % g.num_players
        g._reset_journal()
        g._drew = False
        g.relabel()
        return g

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

    # -- journal ------------------------------------------------------------------------------

    def _reset_journal(self):
        # The undo journal: (array id, index, old byte) triples in small chunks, so that no
        # large block is ever needed; each applied action ends with a (255, info, 0) record.
        self._chunks = []
        self._jcur = None
        self._joff = _CHUNK
        self._actions_done = 0

    def _put(self, a, b, c):
        j = self._jcur
        k = self._joff
        if k == _CHUNK:
            j = bytearray(_CHUNK)
            self._chunks.append(j)
            self._jcur = j
            k = 0
        j[k] = a
        j[k + 1] = b
        j[k + 2] = c
        self._joff = k + 3

    def _w(self, aid, i, v):
        arr = self._arrs[aid]
        old = arr[i]
        if old != v:
            self._put(aid, i, old)
            arr[i] = v
            if aid == A_BOARD:
                self._dirty = True

    def _add(self, aid, i, dv):
        self._w(aid, i, self._arrs[aid][i] + dv)

    def relabel(self):
        label_regions(self.board, self.region, self.region_leaders, self._stack)
        self._dirty = False

    def fresh(self):
        """Bring the region labels up to date after board writes inside an action."""
        if self._dirty:
            self.relabel()

    # -- RNG and bag ----------------------------------------------------------------------------

    def _rng(self):
        st = self.st
        return st[R_RNG] | st[R_RNG + 1] << 8 | st[R_RNG + 2] << 16 | st[R_RNG + 3] << 24

    def _set_rng(self, x):
        for k in range(4):
            self._w(A_ST, R_RNG + k, (x >> (8 * k)) & 255)

    def _next_random(self):
        x = xorshift32(self._rng())
        self._set_rng(x)
        return x

    def _draw(self, seat, n):
        """Draw up to n tiles into a hand (notation.md); a short bag ends the game (TE-11.1)."""
        bag = self.bag
        for _ in range(n):
            left = bag[0] + bag[1] + bag[2] + bag[3]
            if left == 0:
                self._w(A_ST, R_BAGOUT, 1)
                return
            k = self._next_random() % left
            c = 0
            while k >= bag[c]:
                k -= bag[c]
                c += 1
            self._w(A_BAG, c, bag[c] - 1)
            self._add(A_HANDS, seat * 4 + c, 1)
            self._drew = True

    # -- reading the state ----------------------------------------------------------------------

    @property
    def active(self):
        return self.st[R_ACTIVE]

    @property
    def actions_taken(self):
        return self.st[R_TAKEN]

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
        return self.scores[seat * 5 + 4]

    def hand(self, seat):
        return tuple(self.hands[seat * 4 : seat * 4 + 4])

    def score(self, seat):
        return tuple(self.scores[seat * 5 : seat * 5 + 4])

    def building_cell(self, colour):
        return self.st[R_BLD + colour]

    def ziggurat_cell(self):
        return self.st[R_ZIG]

    def unification_cell(self):
        return self.st[R_UNIF]

    def seat_of_leader(self, cell):
        v = self.board[cell]
        if v < LEADER_BASE:
            return -1
        return self.seat_of[(v - LEADER_BASE) >> 2]

    def conflict(self):
        st = self.st
        if not st[R_CKIND]:
            return None
        acom = st[R_CACOM]
        dcom = st[R_CDCOM]
        return (
            st[R_CKIND],
            st[R_CCOL],
            st[R_CATT],
            st[R_CDEF],
            st[R_CABASE],
            st[R_CDBASE],
            -1 if acom == 255 else acom,
            -1 if dcom == 255 else dcom,
        )

    def pending_wars(self):
        return flow.pending_war_colours(self)

    def phase(self):
        return self.st[R_PHASE]

    def current_player(self):
        st = self.st
        p = st[R_PHASE]
        if p == PHASE_OVER:
            return -1
        if p == PHASE_COMMIT:
            return st[R_CATT] if st[R_CACOM] == 255 else st[R_CDEF]
        if p == PHASE_TREASURE:
            return st[R_TSEAT]
        return st[R_ACTIVE]

    def is_over(self):
        return self.st[R_PHASE] == PHASE_OVER

    def ranking(self):
        return flow.ranking(self)

    def history_len(self):
        return self._actions_done

    def _last_info(self):
        if not self._actions_done:
            return -1
        return self._jcur[self._joff - 2]

    def last_actor(self):
        info = self._last_info()
        return -1 if info < 0 else (info >> 1) & 3

    def last_drew(self):
        return self._last_info() > 0 and bool(self._last_info() & 1)

    def view(self, seat):
        """Everything public plus that seat's hand and score (TE-13)."""
        n = self.num_players
        return {
            "board": bytes(self.board),
            "marks": bytes(self.marks),
            "monuments": bytes(self.monuments),
            "players": n,
            "dynasties": bytes(self.dynasties),
            "active": self.active,
            "actions_taken": self.actions_taken,
            "phase": self.phase(),
            "current_player": self.current_player(),
            "bag": self.bag_count(),
            "catastrophes": tuple(self.cat[s] for s in range(n)),
            "treasures": tuple(self.treasures_held(s) for s in range(n)),
            "leaders": bytes(self.lcell[: 4 * n]),
            "conflict": self.conflict(),
            "pending_wars": self.pending_wars(),
            "seat": seat,
            "hand": self.hand(seat),
            "score": self.score(seat),
        }

    # -- the interface --------------------------------------------------------------------------

    def legal_actions(self):
        return legality.legal_actions(self)

    def legal_cells(self, kind, colour=0):
        return legality.legal_cells(self, kind, colour)

    def check(self, action):
        return legality.check(self, action)

    def apply(self, action):
        reason = legality.check(self, action)
        if reason is not None:
            raise IllegalAction(reason)
        actor = self.current_player()
        self.events = []
        self._drew = False
        flow.perform(self, action)
        flow.advance(self)
        self.fresh()
        self._put(255, actor << 1 | (1 if self._drew else 0), 0)
        self._actions_done += 1

    def undo(self):
        """Take back the last applied action exactly, RNG and phase included."""
        if not self._actions_done:
            raise IllegalAction("nothing to undo")
        chunks = self._chunks
        arrs = self._arrs
        j = self._jcur
        k = self._joff - 3  # the action's end record
        board_changed = False
        while True:
            if k == 0:
                chunks.pop()
                if not chunks:
                    j = None
                    k = _CHUNK
                    break
                j = chunks[-1]
                k = _CHUNK
            aid = j[k - 3]
            if aid == 255:
                break
            k -= 3
            arrs[aid][j[k + 1]] = j[k + 2]
            if aid == A_BOARD:
                board_changed = True
        self._jcur = j
        self._joff = k
        self._actions_done -= 1
        self.events = []
        if board_changed:
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

    def tiles_on_board(self):
        """Face-up and flipped tiles on the board (TE-1.2 bookkeeping for tests)."""
        n = 0
        for v in self.board:
            if 1 <= v <= 4 or v == 6:
                n += 1
        return n

    def out_of_game(self, colour):
        return self.out[colour]
