"""Carrying out actions, the order of what they trigger, turn end and game end (TE-4, TE-11)."""

from . import MONUMENT_COLOURS, conflicts
from .conflicts import score
from .layout import kingdoms_around

# Shared constants as private const() copies: MicroPython inlines them, so they cost no
# heap (host_tests/engine_unit/test_constants.py checks them against __init__.py/state.py).
_ACT_BUILDING = const(10)
_ACT_CATASTROPHE = const(3)
_ACT_COMMIT = const(7)
_ACT_LEADER = const(2)
_ACT_MONUMENT = const(8)
_ACT_PASS = const(5)
_ACT_SWAP = const(4)
_ACT_TILE = const(1)
_ACT_TREASURE = const(9)
_ACT_WAR = const(6)
_ACT_ZIGGURAT = const(11)
_ACT_ZIGGURAT_VP = const(12)
_A_BOARD = const(0)
_A_CAT = const(7)
_A_HANDS = const(3)
_A_LCELL = const(5)
_A_MARKS = const(1)
_A_MON = const(2)
_A_OUT = const(9)
_A_ST = const(8)
_BLACK = const(3)
_CATASTROPHE = const(5)
_EV_GAME_OVER = const(9)
_EV_MONUMENT = const(5)
_EV_REFILL = const(7)
_EV_TURN = const(8)
_FLIPPED = const(6)
_HAND_SIZE = const(6)
_LEADER_BASE = const(16)
_MARK_UNIFICATION = const(8)
_NO_CELL = const(255)
_PHASE_ACTION = const(0)
_REVOLT = const(1)
_PHASE_BUILDING = const(5)
_PHASE_MONUMENT = const(3)
_PHASE_OVER = const(8)
_PHASE_TREASURE = const(4)
_PHASE_WAR_CHOICE = const(1)
_PHASE_ZIGGURAT = const(6)
_PHASE_ZIGGURAT_VP = const(7)
_R_ACTIVE = const(1)
_R_CALEAD = const(15)
_R_CCOL = const(8)
_R_ACTKIND = const(19)
_R_BAGOUT = const(22)
_R_BLD = const(25)
_R_CKIND = const(7)
_R_PHASE = const(0)
_R_PLACED = const(20)
_R_REFILL = const(21)
_R_STEP = const(18)
_R_TAKEN = const(2)
_R_TSEAT = const(23)
_R_UNIF = const(17)
_S_ACTION_END = const(6)
_S_BUILDING = const(4)
_S_MONUMENT = const(3)
_S_NONE = const(0)
_S_REFILL = const(9)
_S_TREASURE = const(2)
_S_TURN_END = const(7)
_S_WARS = const(1)
_S_ZIGGURAT = const(5)
_S_ZIGVP = const(8)
_VAR_BUILDINGS = const(2)
_VAR_ZIGGURAT = const(4)


def pending_war_colours(g):
    """Colours whose two leaders still share a kingdom while the marker is out (TE-8.2, TE-8.8)."""
    if g.st[_R_UNIF] == _NO_CELL:
        return []
    out = []
    for c in range(4):
        if conflicts.war_leaders(g, c) is not None:
            out.append(c)
    return out


def _score_tile(g, seat, colour, cell):
    """TE-5.5: the leader of the tile's colour in the kingdom scores, else the king's owner."""
    g.fresh()
    label = g.region[cell]
    if not g.region_leaders[label]:
        return
    owner = conflicts.leader_in_region(g, colour, label)
    if owner < 0:
        owner = conflicts.leader_in_region(g, _BLACK, label)
    if owner < 0:
        return
    n = 1
    b = g.st[_R_BLD + colour]
    if b != _NO_CELL and g.region[b] == label:
        n = 2  # TE-12.3: the building of the tile's colour in the kingdom doubles it
    score(g, owner, colour, n)


def _begin(g, kind, step):
    g.write(_A_ST, _R_ACTKIND, kind)
    g.write(_A_ST, _R_STEP, step)


def perform(g, action):
    """Carry out one checked action, without what it triggers (advance() does that)."""
    kind = action >> 12
    a = (action >> 8) & 15
    cell = action & 255
    seat = g.current_player()
    w = g.write
    if kind == _ACT_TILE:
        g.fresh()
        united = kingdoms_around(g.region, g.region_leaders, cell, 2) >= 2
        g.add(_A_HANDS, seat * 4 + a, -1)
        w(_A_BOARD, cell, 1 + a)
        g.relabel(cell)  # at once: its labels are what the tile's scoring and wars read
        w(_A_ST, _R_PLACED, cell)
        _begin(g, _ACT_TILE, _S_WARS if united else _S_MONUMENT)
        if united:
            # TE-8.1: the uniting tile scores nothing and carries the marker.
            w(_A_MARKS, cell, g.marks[cell] | _MARK_UNIFICATION)
            w(_A_ST, _R_UNIF, cell)
        else:
            _score_tile(g, seat, a, cell)
    elif kind == _ACT_LEADER:
        i = seat * 4 + a
        old = g.lcell[i]
        if old != _NO_CELL:
            w(_A_BOARD, old, 0)
        w(_A_ST, _R_PLACED, _NO_CELL)
        _begin(g, _ACT_LEADER, _S_TREASURE)
        g.leader_moved = a << 8 | cell  # asked for below (not state: nothing journaled)
        if cell == _NO_CELL:
            w(_A_LCELL, i, _NO_CELL)
            return
        w(_A_BOARD, cell, _LEADER_BASE + g.dynasties[seat] * 4 + a)
        w(_A_LCELL, i, cell)
        defender = conflicts.revolt_defender(g, seat, a, cell)
        if defender >= 0:
            conflicts.start_revolt(g, seat, a, cell, defender)
    elif kind == _ACT_CATASTROPHE:
        v = g.board[cell]
        if 1 <= v <= 4:
            g.add(_A_OUT, v - 1, 1)
        w(_A_BOARD, cell, _CATASTROPHE)
        g.add(_A_CAT, seat, -1)
        w(_A_ST, _R_PLACED, _NO_CELL)
        _begin(g, _ACT_CATASTROPHE, _S_TREASURE)
        conflicts.return_stranded(g)
    elif kind == _ACT_SWAP:
        total = 0
        for c in range(4):
            n = (action >> (3 * c)) & 7
            if n:
                g.add(_A_HANDS, seat * 4 + c, -n)
                g.add(_A_OUT, c, n)
                total += n
        g._draw(seat, total)
        _begin(g, _ACT_SWAP, _S_ACTION_END)
    elif kind == _ACT_PASS:
        _begin(g, _ACT_PASS, _S_TURN_END)
    elif kind == _ACT_WAR:
        conflicts.start_war(g, a)
    elif kind == _ACT_COMMIT:
        st = g.st
        if st[_R_CKIND] == _REVOLT:
            # The leader action whose revolt this is, asked for in advance() (a game read from
            # a save in the middle of the revolt has it only here).
            g.leader_moved = st[_R_CCOL] << 8 | st[_R_CALEAD]
        conflicts.commit(g, action & 0xFFF)
    elif kind == _ACT_MONUMENT:
        if cell != _NO_CELL:
            square = (cell, cell + 1, cell + 16, cell + 17)
            if g.variants & _VAR_BUILDINGS:
                from . import variants

                for c in square:
                    variants.drop_building(g, c)
            for c in square:
                w(_A_BOARD, c, _FLIPPED)
            w(_A_MON, a, cell)
            g.events.append((_EV_MONUMENT, a, cell))
            conflicts.return_stranded(g)
        w(_A_ST, _R_STEP, _S_BUILDING)
    elif kind == _ACT_TREASURE:
        conflicts.take_treasure(g, seat, cell)
    elif kind == _ACT_BUILDING or kind == _ACT_ZIGGURAT:
        from . import variants

        variants.perform(g, kind, cell)
    elif kind == _ACT_ZIGGURAT_VP:
        score(g, seat, a, 1)
        w(_A_ST, _R_STEP, _S_REFILL)


def _variants():
    # Loaded by Game() for a game that plays a variant, so this import only looks it up.
    from . import variants

    return variants


def advance(g):
    """Resolve what the last action triggered until a player must decide (TE-4.2, TE-4.3).

    A tile: wars, the monument, the building, the ziggurat, then treasures; a leader or a
    catastrophe: treasures. The treasure check ends every action (the spec's ruling under TE-4.2),
    so a monument that flips a trader's last temple sends it home before any treasure is taken.
    """
    st = g.st
    w = g.write
    while True:
        step = st[_R_STEP]
        if step == _S_WARS:
            if st[_R_CKIND]:
                return
            wars = pending_war_colours(g)
            if not wars:
                u = st[_R_UNIF]
                if u != _NO_CELL:
                    w(_A_MARKS, u, g.marks[u] & ~_MARK_UNIFICATION)
                    w(_A_ST, _R_UNIF, _NO_CELL)
                w(_A_ST, _R_STEP, _S_MONUMENT)
            elif len(wars) == 1:
                conflicts.start_war(g, wars[0])
                return
            else:
                w(_A_ST, _R_PHASE, _PHASE_WAR_CHOICE)
                return
        elif step == _S_TREASURE:
            if st[_R_CKIND]:
                return
            t = conflicts.treasure_step(g)
            if t is None:
                w(_A_ST, _R_STEP, _S_ACTION_END)
            elif t[2]:
                conflicts.take_treasure(g, t[0], t[1][0])
            else:
                seat = t[0]
                if st[_R_ACTKIND] == _ACT_LEADER:
                    # The colour of the leader just placed or moved rides in the seat's high
                    # bits, for the notation's `doing leader <colour> <cell>` (notation.md).
                    # A second question of the same action keeps it from the first.
                    if st[_R_PHASE] == _PHASE_TREASURE:
                        seat |= st[_R_TSEAT] & 12
                    else:
                        seat |= (g.leader_moved >> 8) << 2
                w(_A_ST, _R_TSEAT, seat)
                w(_A_ST, _R_PHASE, _PHASE_TREASURE)
                return
        elif step == _S_MONUMENT:
            if conflicts.monument_options(g):
                w(_A_ST, _R_PHASE, _PHASE_MONUMENT)
                return
            w(_A_ST, _R_STEP, _S_BUILDING)
        elif step == _S_BUILDING:
            if g.variants & _VAR_BUILDINGS and _variants().building_options(g):
                w(_A_ST, _R_PHASE, _PHASE_BUILDING)
                return
            w(_A_ST, _R_STEP, _S_ZIGGURAT)
        elif step == _S_ZIGGURAT:
            if g.variants & _VAR_ZIGGURAT and _variants().ziggurat_options(g):
                w(_A_ST, _R_PHASE, _PHASE_ZIGGURAT)
                return
            w(_A_ST, _R_STEP, _S_TREASURE)
        elif step == _S_ACTION_END:
            taken = st[_R_TAKEN] + 1
            if taken >= 2:
                w(_A_ST, _R_STEP, _S_TURN_END)
            else:
                w(_A_ST, _R_TAKEN, taken)
                w(_A_ST, _R_STEP, _S_NONE)
                w(_A_ST, _R_PHASE, _PHASE_ACTION)
                return
        elif step == _S_TURN_END:
            _monument_points(g)
            w(_A_ST, _R_STEP, _S_ZIGVP)
        elif step == _S_ZIGVP:
            if g.variants & _VAR_ZIGGURAT and _variants().king_by_ziggurat(g, st[_R_ACTIVE]):
                w(_A_ST, _R_PHASE, _PHASE_ZIGGURAT_VP)
                return
            w(_A_ST, _R_STEP, _S_REFILL)
        elif step == _S_REFILL:
            _end_turn(g)
            return
        else:
            w(_A_ST, _R_PHASE, _PHASE_ACTION)
            return


def _monument_points(g):
    """TE-9.6: the active player's leaders in a kingdom touching a monument score its colours."""
    g.fresh()
    seat = g.st[_R_ACTIVE]
    region = g.region
    for m in range(6):
        tl = g.monuments[m]
        if tl == _NO_CELL:
            continue
        label = region[tl]
        if not g.region_leaders[label]:
            continue
        for k in (0, 1):
            c = MONUMENT_COLOURS[2 * m + k]
            cell = g.lcell[seat * 4 + c]
            if cell != _NO_CELL and region[cell] == label:
                score(g, seat, c, 1)


def _refill(g, seat):
    h = g.hands
    need = _HAND_SIZE - (h[seat * 4] + h[seat * 4 + 1] + h[seat * 4 + 2] + h[seat * 4 + 3])
    if need > 0:
        before = g.bag_count()
        g._draw(seat, need)
        got = before - g.bag_count()
        if got:
            g.events.append((_EV_REFILL, seat, got))


def _end_turn(g):
    """TE-4.3 refills, the game-end check (TE-11.1) and the next player's turn."""
    st = g.st
    w = g.write
    active = st[_R_ACTIVE]
    n = g.num_players
    _refill(g, active)
    spent = st[_R_REFILL]
    for k in range(1, n):
        s = (active + k) % n
        if spent & 1 << s:
            _refill(g, s)
    w(_A_ST, _R_REFILL, 0)
    w(_A_ST, _R_STEP, _S_NONE)
    w(_A_ST, _R_ACTKIND, 0)
    w(_A_ST, _R_PLACED, 0)
    w(_A_ST, _R_TSEAT, 0)
    if conflicts.treasures_on_board(g) <= 2 or st[_R_BAGOUT]:
        w(_A_ST, _R_PHASE, _PHASE_OVER)
        w(_A_ST, _R_TAKEN, 0)
        g.events.append((_EV_GAME_OVER,))
        return
    nxt = (active + 1) % n
    w(_A_ST, _R_ACTIVE, nxt)
    w(_A_ST, _R_TAKEN, 0)
    w(_A_ST, _R_PHASE, _PHASE_ACTION)
    g.events.append((_EV_TURN, nxt))
