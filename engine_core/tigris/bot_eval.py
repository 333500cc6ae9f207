"""Bot action scoring from the region labels and the read-only state, without apply()/undo().

A `Summary` reads the board once per decision (leaders per region, tiles per region and
colour); `score_action` then values one legal action for the seat to move, in units of "VP in
the colour that seat needs most". Nothing here reads another seat's hand or score (TE-13): the
opponents' tiles are estimated from the public count of unseen tiles.
"""

from .layout import NEIGHBOURS

_CELLS = const(176)
_NO_CELL = const(255)
_LEADER_BASE = const(16)
_RED = const(0)
_BLUE = const(1)
_BLACK = const(3)
_ACT_TILE = const(1)
_ACT_LEADER = const(2)
_ACT_CATASTROPHE = const(3)
_ACT_SWAP = const(4)
_ACT_PASS = const(5)
_MARK_TREASURE = const(1)
_REGIONS = const(96)  # the engine's region table size (at most 88 labels on 16x11)

# A cell's orthogonal neighbours (TE-1.1) are the engine's table (layout.NEIGHBOURS: 4 bytes
# per cell, up, left, right, down; 255 where the board ends), not a copy of our own (0.7 KB of
# heap while a bot thinks). Where the order counts (a float sum, a list of labels), they are
# read up, down, left, right, the order this module has always used: the same decisions.

# Tiles of each colour in the game (TE-1.2), red, blue, green, black.
TOTALS = (57, 36, 30, 30)
MONUMENT_COLOURS = bytes((0, 3, 0, 2, 1, 3, 1, 0, 2, 3, 2, 1))


def temples_next_to(board, cell):
    """Face-up red tiles orthogonally adjacent to `cell` (TE-7.2 support, TE-5.2 temples)."""
    n = 0
    nb = NEIGHBOURS
    for j in range(cell * 4, cell * 4 + 4):
        x = nb[j]
        if x != _NO_CELL and board[x] == 1:
            n += 1
    return n


class Summary:
    """What one decision needs to know about the board, read once (about 1 KB of buffers)."""

    def __init__(self):
        self.owner = bytearray(_REGIONS * 4)  # label*4+colour -> seat+1 of that leader, 0 none
        self.count = bytearray(_REGIONS * 4)  # label*4+colour -> face-up tiles of that colour
        self.size = bytearray(_REGIONS)  # label -> cells
        self.monument = bytearray(_REGIONS)  # label -> bit m set if monument m touches it
        self.need = [1.0, 1.0, 1.0, 1.0]
        self.unseen = [0, 0, 0, 0]
        self.hand = (0, 0, 0, 0)
        self.seat = 0
        self.free_monument = 0
        # Easy's player: every colour alike, blind to what a war or a revolt may cost.
        self.simple = False

    def read(self, game, seat):
        """Fill the tables for `seat` from the public board and that seat's own hand/score."""
        board = game.board
        region = game.region
        owner = self.owner
        count = self.count
        size = self.size
        mon = self.monument
        for i in range(_REGIONS * 4):
            owner[i] = 0
            count[i] = 0
        for i in range(_REGIONS):
            size[i] = 0
            mon[i] = 0
        faceup = [0, 0, 0, 0]
        for cell in range(_CELLS):
            v = board[cell]
            lab = region[cell]
            if lab:
                size[lab] += 1
            if 1 <= v <= 4:
                faceup[v - 1] += 1
                if lab:
                    count[lab * 4 + v - 1] += 1
        for s in range(game.num_players):
            for c in range(4):
                cell = game.leader_cell(s, c)
                if cell != _NO_CELL:
                    owner[region[cell] * 4 + c] = s + 1
        nb = NEIGHBOURS
        for m in range(6):
            tl = game.monuments[m]
            if tl == _NO_CELL:
                continue
            for cell in (tl, tl + 1, tl + 16, tl + 17):
                lab = region[cell]
                if lab:
                    mon[lab] |= 1 << m
                for j in range(cell * 4, cell * 4 + 4):
                    x = nb[j]
                    if x != _NO_CELL and region[x]:
                        mon[region[x]] |= 1 << m
        free = 0
        for m in range(6):
            if game.monuments[m] == _NO_CELL:
                free |= 1 << MONUMENT_COLOURS[2 * m] | 1 << MONUMENT_COLOURS[2 * m + 1]
        self.free_monument = free  # bit c: a monument with colour c is still free
        self.seat = seat
        hand = game.hand(seat)
        self.hand = hand
        score = game.score(seat)
        # TE-11.2: the weakest colour decides, so a VP is worth more where the seat has fewer.
        # A treasure lands on the weakest colour at the end, so it counts there.
        pts = list(score)
        for _ in range(game.treasures_held(seat)):
            lo = 0
            for c in range(1, 4):
                if pts[c] < pts[lo]:
                    lo = c
            pts[lo] += 1
        low = min(pts)
        for c in range(4):
            if self.simple:
                self.need[c] = 1.0
            else:
                self.need[c] = 0.5 + 0.85 ** (pts[c] - low) * 0.7 ** (low * 0.15)
            # Tiles this seat cannot see: the bag and the other hands hold them (and those that
            # left the game face down, which nobody sees either).
            self.unseen[c] = max(0, TOTALS[c] - faceup[c] - hand[c])
        self.pts = pts

    def expect_in_hand(self, colour, tiles=6):
        """Expected tiles of `colour` in an opponent's hand of `tiles`, from the unseen pool."""
        u = self.unseen
        total = u[0] + u[1] + u[2] + u[3]
        if total <= 0:
            return 0.0
        return tiles * u[colour] / total


def _labels_around(region, cell, out):
    """Distinct region labels next to `cell` into `out` (a 4-list); returns how many."""
    n = 0
    nb = NEIGHBOURS
    for d in (0, 3, 1, 2):  # up, down, left, right: the order counts here
        x = nb[cell * 4 + d]
        if x == _NO_CELL:
            continue
        lab = region[x]
        if lab and lab != out[0] and lab != out[1] and lab != out[2]:
            out[n] = lab
            n += 1
    return n


def _is_kingdom(summ, lab):
    o = summ.owner
    k = lab * 4
    return o[k] or o[k + 1] or o[k + 2] or o[k + 3]


def win_chance(mine, theirs_base, their_expected, defender_is_me):
    """Rough chance that a side with `mine` beats `theirs_base` plus an unknown commitment."""
    d = mine - theirs_base - their_expected
    if defender_is_me:
        d += 0.5  # ties go to the defender (TE-7.4, TE-8.5)
    else:
        d -= 0.5
    p = 0.5 + d * 0.22
    if p < 0.05:
        return 0.05
    if p > 0.95:
        return 0.95
    return p


def leader_worth(summ, game, seat, colour, cell, lab):
    """What a leader of `colour` standing on `cell` in region `lab` is worth to `seat`."""
    need = summ.need[colour]
    count = summ.count
    w = 1.2 if lab and summ.size[lab] > 1 else 0.6
    if colour == _BLACK:
        # The king also scores tiles whose colour has no leader here (TE-5.5).
        other = 0
        for c in range(3):
            if not summ.owner[lab * 4 + c]:
                other += count[lab * 4 + c]
        w += 0.04 * other
    w += 0.08 * count[lab * 4 + colour]
    w += 0.25 * min(3, temples_next_to(game.board, cell))
    mon = summ.monument[lab]
    if mon:
        for m in range(6):
            if mon >> m & 1:
                a = MONUMENT_COLOURS[2 * m]
                b = MONUMENT_COLOURS[2 * m + 1]
                if a == colour or b == colour:
                    w += 1.5  # TE-9.6: a VP of this colour each turn of its owner
    return w * need


def _monument_bonus(game, summ, colour, cell):
    """Value of the monument a tile of `colour` on `cell` would allow (TE-9.1)."""
    if not summ.free_monument >> colour & 1:
        return 0.0
    board = game.board
    v = colour + 1
    # A square needs two neighbours of the colour; most cells have none, so look no further.
    nb = NEIGHBOURS
    same = 0
    for j in range(cell * 4, cell * 4 + 4):
        x = nb[j]
        if x != _NO_CELL and board[x] == v:
            same += 1
    if same < 2:
        return 0.0
    r = cell >> 4
    k = cell & 15
    for dr in (0, 1):
        for dk in (0, 1):
            tr = r - dr
            tk = k - dk
            if 0 <= tr <= 9 and 0 <= tk <= 14:
                tl = tr * 16 + tk
                hits = 0
                for x in (tl, tl + 1, tl + 16, tl + 17):
                    if x == cell or board[x] == v:
                        hits += 1
                if hits == 4:
                    return 2.0
    return 0.0


def _war_value(game, summ, seat, colour_placed, labs, n):
    """Expected value to `seat` of the wars a tile uniting kingdoms `labs` starts (TE-8)."""
    owner = summ.owner
    count = summ.count
    active = game.active
    players = game.num_players
    total = 0.0
    for k in range(4):
        sides = []
        for i in range(n):
            o = owner[labs[i] * 4 + k]
            if o:
                sides.append((o - 1, labs[i]))
        if len(sides) < 2:
            continue
        (a, la), (b, lb) = sides[0], sides[1]
        if (a - active) % players > (b - active) % players:
            a, la, b, lb = b, lb, a, la
        if seat != a and seat != b:
            continue
        mine_lab, their_lab = (la, lb) if seat == a else (lb, la)
        my_base = count[mine_lab * 4 + k]
        their_base = count[their_lab * 4 + k]
        have = summ.hand[k] - (1 if k == colour_placed else 0)
        p = win_chance(my_base + have, their_base, summ.expect_in_hand(k), seat == b)
        gain = (1 + their_base) * summ.need[k] + 1.0
        loss = (1 + my_base * 0.5) * summ.need[k] + 1.0
        total += p * gain - (1 - p) * loss
    return total


def score_tile(game, summ, seat, colour, cell, labs):
    """Value of placing a tile of `colour` on `cell` (TE-5.4, TE-5.5)."""
    region = game.region
    labs[0] = labs[1] = labs[2] = labs[3] = 0
    n = _labels_around(region, cell, labs)
    kingdoms = 0
    klab = 0
    for i in range(n):
        if _is_kingdom(summ, labs[i]):
            kingdoms += 1
            klab = labs[i]
    v = 0.0
    if kingdoms >= 2:
        if not summ.simple:
            v += _war_value(game, summ, seat, colour, labs, n)
    elif kingdoms == 1:
        o = summ.owner[klab * 4 + colour] or summ.owner[klab * 4 + _BLACK]
        pts = 1
        b = game.building_cell(colour)
        if b != _NO_CELL and region[b] == klab:
            pts = 2  # TE-12.3
        if o == seat + 1:
            v += pts * summ.need[colour]
        elif o:
            v -= 0.3 * pts
    if colour == _RED:
        # A temple next to my leader supports it in revolts (TE-7.2).
        nb = NEIGHBOURS
        for j in range(cell * 4, cell * 4 + 4):
            x = nb[j]
            if (
                x != _NO_CELL
                and game.board[x] >= _LEADER_BASE
                and board_leader_seat(game, x) == seat
            ):
                v += 0.2
    v += _monument_bonus(game, summ, colour, cell)
    return v


def board_leader_seat(game, cell):
    """Seat of the leader on `cell`, or -1."""
    v = game.board[cell]
    if v < _LEADER_BASE:
        return -1
    d = (v - _LEADER_BASE) >> 2
    return game.dynasties.index(bytes((d,)))  # no bytes.index(int) before MicroPython 1.28


def score_leader(game, summ, seat, colour, cell, labs):
    """Value of placing, moving or withdrawing the seat's leader of `colour` (TE-5.1..5.3)."""
    now = game.leader_cell(seat, colour)
    region = game.region
    before = 0.0
    if now != _NO_CELL:
        before = leader_worth(summ, game, seat, colour, now, region[now])
    if cell == _NO_CELL:
        return -before - 0.3
    labs[0] = labs[1] = labs[2] = labs[3] = 0
    n = _labels_around(region, cell, labs)
    lab = 0
    for i in range(n):
        if _is_kingdom(summ, labs[i]) and summ.owner[labs[i] * 4 + colour] != seat + 1:
            lab = labs[i]
    if not lab and n:
        lab = labs[0]
        for i in range(n):
            if summ.size[labs[i]] > summ.size[lab]:
                lab = labs[i]
    after = leader_worth(summ, game, seat, colour, cell, lab) if lab else 0.5
    rival = summ.owner[lab * 4 + colour] if lab else 0
    if rival and rival != seat + 1:
        # TE-7: a revolt; my support is the temples next to the new cell plus my red tiles.
        dcell = game.leader_cell(rival - 1, colour)
        p = win_chance(
            temples_next_to(game.board, cell) + summ.hand[_RED],
            temples_next_to(game.board, dcell),
            summ.expect_in_hand(_RED),
            False,
        )
        if summ.simple:
            # Easy counts the temples only: it revolts where it stands on more of them.
            mine = temples_next_to(game.board, cell)
            p = 0.8 if mine > temples_next_to(game.board, dcell) else 0.1
        after = p * (after + summ.need[_RED] + 0.8) - (1 - p) * 0.6
    v = after - before
    if now != _NO_CELL:
        v -= 0.35  # a move spends an action to change little
    return v


def score_catastrophe(game, summ, seat, cell):
    """Value of a catastrophe on `cell` (TE-5.6): mostly to cut a rival's last temple."""
    board = game.board
    v = -1.2
    if board[cell] == 1:
        nb = NEIGHBOURS
        for d in (0, 3, 1, 2):  # up, down, left, right: the order counts here
            x = nb[cell * 4 + d]
            if x == _NO_CELL:
                continue
            s = board_leader_seat(game, x)
            if s >= 0 and temples_next_to(board, x) == 1:
                v += -2.0 if s == seat else 1.6  # TE-5.8: that leader goes home
    return v


def score_swap(summ, action):
    """Value of a swap (TE-5.7): throwing away colours the seat cannot score is a small gain."""
    n = 0
    for c in range(4):
        k = (action >> (3 * c)) & 7
        if k:
            if summ.useless[c] and k == summ.hand[c]:
                n += k
            else:
                return -5.0
    return -0.6 + 0.15 * n


def score_action(game, summ, seat, action, labs):
    """Heuristic value of one action-phase action for `seat` (higher is better)."""
    kind = action >> 12
    a = (action >> 8) & 15
    cell = action & 255
    if kind == _ACT_TILE:
        return score_tile(game, summ, seat, a, cell, labs)
    if kind == _ACT_LEADER:
        return score_leader(game, summ, seat, a, cell, labs)
    if kind == _ACT_CATASTROPHE:
        return score_catastrophe(game, summ, seat, cell)
    if kind == _ACT_SWAP:
        return score_swap(summ, action)
    return -0.5  # pass


def action_phase_actions(game, seat):
    """game.legal_actions() of the action phase, one at a time and in the same order, without its
    list: on a heap in small holes that list of several hundred ints wants 2-8 KB in one piece.

    Each kind's cells come from game.legal_cells() (a bytearray of 0/1; legal_actions() lists
    them in ascending cell order too): tiles only of colours in the seat's own hand (TE-5.4),
    leaders (one on the board may also leave it, "off"), catastrophes; then the swaps (TE-5.7)
    of the hand in legal_actions()' order and the pass. `seat` is the seat to act (game.active).
    All the cells are asked for before the first action comes (at most 7 bytearrays of 176):
    asked for between the caller's scoring, the same calls took the Unix port a third longer.
    """
    hand = game.hand(seat)
    groups = []  # (action without its cell, that kind's legal cells)
    land = None
    for kind in (_ACT_TILE, _ACT_LEADER, _ACT_CATASTROPHE):
        for c in range(1 if kind == _ACT_CATASTROPHE else 4):
            if kind == _ACT_TILE and not hand[c]:
                continue
            if kind == _ACT_TILE and c != _BLUE and land is not None:
                cells = land  # red, green and black tiles all go on land (TE-5.4): asked once
            else:
                cells = game.legal_cells(kind, c)
                if kind == _ACT_TILE and c != _BLUE:
                    land = cells
            groups.append((kind << 12 | c << 8, cells))
    land = cells = None
    one = b"\x01"
    for base, cells in groups:
        i = cells.find(one)
        while i >= 0:
            yield base | i
            i = cells.find(one, i + 1)
        if base >> 12 == _ACT_LEADER and game.leader_cell(seat, (base >> 8) & 15) != _NO_CELL:
            yield base | _NO_CELL
    groups = cells = None
    base = _ACT_SWAP << 12
    for r in range(hand[0] + 1):
        for b in range(hand[1] + 1):
            for g in range(hand[2] + 1):
                for k in range(hand[3] + 1):
                    if r or b or g or k:
                        yield base | r | b << 3 | g << 6 | k << 9
    yield _ACT_PASS << 12


def mark_useless(game, summ, seat):
    """summ.useless[c]: the seat has no leader (nor king) on the board to score colour c."""
    king = game.leader_cell(seat, _BLACK) != _NO_CELL
    summ.useless = [
        game.leader_cell(seat, c) == _NO_CELL and not (king and c != _BLACK) for c in range(4)
    ]
