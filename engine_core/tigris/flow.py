"""Carrying out actions, the order of what they trigger, turn end and ranking (TE-4, TE-11)."""

from . import conflicts, features
from .consts import (
    ACT_BUILDING,
    ACT_CATASTROPHE,
    ACT_COMMIT,
    ACT_LEADER,
    ACT_MONUMENT,
    ACT_PASS,
    ACT_SWAP,
    ACT_TILE,
    ACT_TREASURE,
    ACT_WAR,
    ACT_ZIGGURAT,
    ACT_ZIGGURAT_VP,
    BLACK,
    CATASTROPHE,
    EV_BUILDING,
    EV_GAME_OVER,
    EV_MONUMENT,
    EV_REFILL,
    EV_SCORE,
    EV_TURN,
    EV_ZIGGURAT,
    FLIPPED,
    HAND_SIZE,
    LEADER_BASE,
    MARK_BUILDING,
    MARK_UNIFICATION,
    MONUMENT_COLOURS,
    NO_CELL,
    PHASE_ACTION,
    PHASE_BUILDING,
    PHASE_MONUMENT,
    PHASE_OVER,
    PHASE_TREASURE,
    PHASE_WAR_CHOICE,
    PHASE_ZIGGURAT,
    PHASE_ZIGGURAT_VP,
    VAR_ZIGGURAT,
    ZIGGURAT_TILE,
)
from .regions import kingdoms_around
from .state import (
    A_BOARD,
    A_CAT,
    A_HANDS,
    A_LCELL,
    A_MARKS,
    A_MON,
    A_OUT,
    A_SCORES,
    A_ST,
    R_ACTIVE,
    R_ACTKIND,
    R_BAGOUT,
    R_BLD,
    R_CKIND,
    R_PHASE,
    R_PLACED,
    R_REFILL,
    R_STEP,
    R_TAKEN,
    R_TSEAT,
    R_UNIF,
    R_ZIG,
    S_ACTION_END,
    S_BUILDING,
    S_MONUMENT,
    S_NONE,
    S_REFILL,
    S_TREASURE,
    S_TURN_END,
    S_WARS,
    S_ZIGGURAT,
    S_ZIGVP,
)


def score(g, seat, colour, n):
    g._add(A_SCORES, seat * 5 + colour, n)
    g.events.append((EV_SCORE, seat, colour, n))


def pending_war_colours(g):
    """Colours whose two leaders still share a kingdom while the marker is out (TE-8.2, TE-8.8)."""
    if g.st[R_UNIF] == NO_CELL:
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
    owner = features.leader_in_region(g, colour, label)
    if owner < 0:
        owner = features.leader_in_region(g, BLACK, label)
    if owner < 0:
        return
    n = 1
    b = g.st[R_BLD + colour]
    if b != NO_CELL and g.region[b] == label:
        n = 2  # TE-12.3: the building of the tile's colour in the kingdom doubles it
    score(g, owner, colour, n)


def _begin(g, kind, step):
    g._w(A_ST, R_ACTKIND, kind)
    g._w(A_ST, R_STEP, step)


def perform(g, action):
    """Carry out one checked action, without what it triggers (advance() does that)."""
    kind = action >> 12
    a = (action >> 8) & 15
    cell = action & 255
    st = g.st
    seat = g.current_player()
    w = g._w
    if kind == ACT_TILE:
        g.fresh()
        united = kingdoms_around(g.region, g.region_leaders, cell, 2) >= 2
        g._add(A_HANDS, seat * 4 + a, -1)
        w(A_BOARD, cell, 1 + a)
        w(A_ST, R_PLACED, cell)
        _begin(g, ACT_TILE, S_WARS if united else S_TREASURE)
        if united:
            # TE-8.1: the uniting tile scores nothing and carries the marker.
            w(A_MARKS, cell, g.marks[cell] | MARK_UNIFICATION)
            w(A_ST, R_UNIF, cell)
        else:
            _score_tile(g, seat, a, cell)
    elif kind == ACT_LEADER:
        i = seat * 4 + a
        old = g.lcell[i]
        if old != NO_CELL:
            w(A_BOARD, old, 0)
        w(A_ST, R_PLACED, NO_CELL)
        _begin(g, ACT_LEADER, S_TREASURE)
        if cell == NO_CELL:
            w(A_LCELL, i, NO_CELL)
            return
        w(A_BOARD, cell, LEADER_BASE + g.dynasties[seat] * 4 + a)
        w(A_LCELL, i, cell)
        defender = conflicts.revolt_defender(g, seat, a, cell)
        if defender >= 0:
            conflicts.start_revolt(g, seat, a, cell, defender)
    elif kind == ACT_CATASTROPHE:
        v = g.board[cell]
        if 1 <= v <= 4:
            g._add(A_OUT, v - 1, 1)
        w(A_BOARD, cell, CATASTROPHE)
        g._add(A_CAT, seat, -1)
        w(A_ST, R_PLACED, NO_CELL)
        _begin(g, ACT_CATASTROPHE, S_TREASURE)
        features.return_stranded(g)
    elif kind == ACT_SWAP:
        total = 0
        for c in range(4):
            n = (action >> (3 * c)) & 7
            if n:
                g._add(A_HANDS, seat * 4 + c, -n)
                g._add(A_OUT, c, n)
                total += n
        g._draw(seat, total)
        _begin(g, ACT_SWAP, S_ACTION_END)
    elif kind == ACT_PASS:
        _begin(g, ACT_PASS, S_TURN_END)
    elif kind == ACT_WAR:
        conflicts.start_war(g, a)
    elif kind == ACT_COMMIT:
        conflicts.commit(g, action & 0xFFF)
    elif kind == ACT_MONUMENT:
        if cell != NO_CELL:
            for c in (cell, cell + 1, cell + 16, cell + 17):
                _drop_building(g, c)
                w(A_BOARD, c, FLIPPED)
            w(A_MON, a, cell)
            g.events.append((EV_MONUMENT, a, cell))
            features.return_stranded(g)
        w(A_ST, R_STEP, S_BUILDING)
    elif kind == ACT_TREASURE:
        features.take_treasure(g, seat, cell)
    elif kind == ACT_BUILDING:
        if cell != NO_CELL:
            colour = g.board[st[R_PLACED]] - 1
            old = st[R_BLD + colour]
            if old != NO_CELL:
                w(A_MARKS, old, g.marks[old] & ~MARK_BUILDING)
            w(A_MARKS, cell, g.marks[cell] | MARK_BUILDING)
            w(A_ST, R_BLD + colour, cell)
            g.events.append((EV_BUILDING, colour, cell))
        w(A_ST, R_STEP, S_ZIGGURAT)
    elif kind == ACT_ZIGGURAT:
        if cell != NO_CELL:
            _build_ziggurat(g, cell)
        w(A_ST, R_STEP, S_ACTION_END)
    elif kind == ACT_ZIGGURAT_VP:
        score(g, seat, a, 1)
        w(A_ST, R_STEP, S_REFILL)


def _drop_building(g, cell):
    """A building whose tile stops being a face-up tile goes back to the supply (ruling)."""
    m = g.marks[cell]
    if m & MARK_BUILDING:
        g._w(A_MARKS, cell, m & ~MARK_BUILDING)
        g._w(A_ST, R_BLD + g.board[cell] - 1, NO_CELL)


def _build_ziggurat(g, centre):
    """TE-12.4: the 5 tiles leave the game and ziggurat tiles take their place."""
    colour = g.board[centre] - 1
    for c in features.ziggurat_cells(centre):
        _drop_building(g, c)
        g._w(A_BOARD, c, ZIGGURAT_TILE)
    g._add(A_OUT, colour, 5)
    g._w(A_ST, R_ZIG, centre)
    g.events.append((EV_ZIGGURAT, centre))
    features.return_stranded(g)


def _ask(g, phase):
    g._w(A_ST, R_PHASE, phase)


def advance(g):
    """Resolve what the last action triggered until a player must decide (TE-4.2, TE-4.3)."""
    st = g.st
    w = g._w
    while True:
        step = st[R_STEP]
        if step == S_WARS:
            if st[R_CKIND]:
                return
            wars = pending_war_colours(g)
            if not wars:
                u = st[R_UNIF]
                if u != NO_CELL:
                    w(A_MARKS, u, g.marks[u] & ~MARK_UNIFICATION)
                    w(A_ST, R_UNIF, NO_CELL)
                w(A_ST, R_STEP, S_TREASURE)
            elif len(wars) == 1:
                conflicts.start_war(g, wars[0])
                return
            else:
                _ask(g, PHASE_WAR_CHOICE)
                return
        elif step == S_TREASURE:
            if st[R_CKIND]:
                return
            t = features.treasure_step(g)
            if t is None:
                nxt = S_MONUMENT if st[R_ACTKIND] == ACT_TILE else S_ACTION_END
                w(A_ST, R_STEP, nxt)
            elif t[2]:
                features.take_treasure(g, t[0], t[1][0])
            else:
                w(A_ST, R_TSEAT, t[0])
                _ask(g, PHASE_TREASURE)
                return
        elif step == S_MONUMENT:
            if features.monument_options(g):
                _ask(g, PHASE_MONUMENT)
                return
            w(A_ST, R_STEP, S_BUILDING)
        elif step == S_BUILDING:
            if features.building_options(g):
                _ask(g, PHASE_BUILDING)
                return
            w(A_ST, R_STEP, S_ZIGGURAT)
        elif step == S_ZIGGURAT:
            if features.ziggurat_options(g):
                _ask(g, PHASE_ZIGGURAT)
                return
            w(A_ST, R_STEP, S_ACTION_END)
        elif step == S_ACTION_END:
            taken = st[R_TAKEN] + 1
            if taken >= 2:
                w(A_ST, R_STEP, S_TURN_END)
            else:
                w(A_ST, R_TAKEN, taken)
                w(A_ST, R_STEP, S_NONE)
                _ask(g, PHASE_ACTION)
                return
        elif step == S_TURN_END:
            _monument_points(g)
            w(A_ST, R_STEP, S_ZIGVP)
        elif step == S_ZIGVP:
            if g.variants & VAR_ZIGGURAT and features.king_by_ziggurat(g, st[R_ACTIVE]):
                _ask(g, PHASE_ZIGGURAT_VP)
                return
            w(A_ST, R_STEP, S_REFILL)
        elif step == S_REFILL:
            _end_turn(g)
            return
        else:
            _ask(g, PHASE_ACTION)
            return


def _monument_points(g):
    """TE-9.6: the active player's leaders in a kingdom touching a monument score its colours."""
    g.fresh()
    seat = g.st[R_ACTIVE]
    region = g.region
    for m in range(6):
        tl = g.monuments[m]
        if tl == NO_CELL:
            continue
        label = region[tl]
        if not g.region_leaders[label]:
            continue
        for k in (0, 1):
            c = MONUMENT_COLOURS[2 * m + k]
            cell = g.lcell[seat * 4 + c]
            if cell != NO_CELL and region[cell] == label:
                score(g, seat, c, 1)


def _refill(g, seat):
    h = g.hands
    need = HAND_SIZE - (h[seat * 4] + h[seat * 4 + 1] + h[seat * 4 + 2] + h[seat * 4 + 3])
    if need > 0:
        before = g.bag_count()
        g._draw(seat, need)
        got = before - g.bag_count()
        if got:
            g.events.append((EV_REFILL, seat, got))


def _end_turn(g):
    """TE-4.3 refills, the game-end check (TE-11.1) and the next player's turn."""
    st = g.st
    w = g._w
    active = st[R_ACTIVE]
    n = g.num_players
    _refill(g, active)
    spent = st[R_REFILL]
    for k in range(1, n):
        s = (active + k) % n
        if spent & 1 << s:
            _refill(g, s)
    w(A_ST, R_REFILL, 0)
    w(A_ST, R_STEP, S_NONE)
    w(A_ST, R_ACTKIND, 0)
    w(A_ST, R_PLACED, 0)
    w(A_ST, R_TSEAT, 0)
    if features.treasures_on_board(g) <= 2 or st[R_BAGOUT]:
        _ask(g, PHASE_OVER)
        w(A_ST, R_TAKEN, 0)
        g.events.append((EV_GAME_OVER,))
        return
    nxt = (active + 1) % n
    w(A_ST, R_ACTIVE, nxt)
    w(A_ST, R_TAKEN, 0)
    _ask(g, PHASE_ACTION)
    g.events.append((EV_TURN, nxt))


def final_totals(g, seat):
    """The four colour totals after placing each treasure on the weakest colour, weakest first."""
    t = list(g.scores[seat * 5 : seat * 5 + 4])
    for _ in range(g.scores[seat * 5 + 4]):
        lo = 0
        for c in range(1, 4):
            if t[c] < t[lo]:
                lo = c
        t[lo] += 1
    t.sort()
    return t


def ranking(g):
    """[(seat, place, totals)] best first; a full tie shares the place (TE-11.2)."""
    rows = []
    for s in range(g.num_players):
        rows.append((final_totals(g, s), s))
    # Higher weakest colour first, then the next weakest, ...; seat order breaks nothing.
    rows.sort(key=lambda r: (tuple(-x for x in r[0]), r[1]))
    out = []
    place = 0
    for i in range(len(rows)):
        if i == 0 or rows[i][0] != rows[i - 1][0]:
            place = i + 1
        out.append((rows[i][1], place, tuple(rows[i][0])))
    return out
