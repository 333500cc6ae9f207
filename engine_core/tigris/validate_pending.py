"""Where the resolution of an action stands (TE-4.2, TE-7..TE-12): the second half of validate.

Conflicts, wars, the pending question and the leftovers of the action being resolved, checked
against the board; validate.py calls it once counts and structures hold. Kept apart so that
neither module is large to compile on the device.
"""

from . import COLOUR_LETTERS
from .conflicts import (
    adjacent_temples,
    monument_options,
    original_kingdom,
    treasure_step,
    war_leaders,
)
from .layout import FILL
from .validate import _bad, _conflict_regs, _pairs, name

# Shared constants as private const() copies: MicroPython inlines them, so they cost no
# heap (host_tests/engine_unit/test_constants.py checks them against __init__.py/state.py).
_ACT_CATASTROPHE = const(3)
_ACT_LEADER = const(2)
_ACT_TILE = const(1)
_CATASTROPHE = const(5)
_CELLS = const(176)
_FLIPPED = const(6)
_HAND_SIZE = const(6)
_NO_CELL = const(255)
_PHASE_BUILDING = const(5)
_PHASE_COMMIT = const(2)
_PHASE_MONUMENT = const(3)
_PHASE_TREASURE = const(4)
_PHASE_WAR_CHOICE = const(1)
_PHASE_ZIGGURAT = const(6)
_PHASE_ZIGGURAT_VP = const(7)
_REVOLT = const(1)
_R_ACTIVE = const(1)
_R_ACTKIND = const(19)
_R_BAGOUT = const(22)
_R_CABASE = const(11)
_R_CACOM = const(13)
_R_CALEAD = const(15)
_R_CATT = const(9)
_R_CCOL = const(8)
_R_CDBASE = const(12)
_R_CDCOM = const(14)
_R_CDEF = const(10)
_R_CDLEAD = const(16)
_R_CKIND = const(7)
_R_PHASE = const(0)
_R_PLACED = const(20)
_R_REFILL = const(21)
_R_STEP = const(18)
_R_TSEAT = const(23)
_R_UNIF = const(17)
_S_BUILDING = const(4)
_S_MONUMENT = const(3)
_S_TREASURE = const(2)
_S_WARS = const(1)
_S_ZIGGURAT = const(5)
_S_ZIGVP = const(8)
_VAR_BUILDINGS = const(2)
_VAR_ENGLISH = const(1)
_VAR_ZIGGURAT = const(4)
_WAR = const(2)
_ZIGGURAT_TILE = const(7)

# The step each pending question stands at, by phase (flow.py's R_STEP; 0: none).
PHASE_STEPS = bytes(
    (0, _S_WARS, 0, _S_MONUMENT, _S_TREASURE, _S_BUILDING, _S_ZIGGURAT, _S_ZIGVP, 0)
)
# Steps after every treasure of the action was taken, in flow.py's order (a tile: wars, monument,
# building, ziggurat, treasures; TE-4.2 ruling): only the end of the turn.
_AFTER_TREASURES = (_S_ZIGVP,)


# -- where the resolution of an action stands (TE-4.2) ----------------------------------------


def conflict_setup(g, kind, colour):
    """(attacker, defender, attacker base, defender base, attacker cell, defender cell) or None.

    What the engine sets when the conflict starts (TE-7.1, TE-7.2, TE-8.3, TE-8.4); the board
    does not change while the commitments are made, so it still follows from the board now.
    """
    st = g.st
    active = st[_R_ACTIVE]
    n = g.num_players
    if kind == _REVOLT:
        att = active
        acell = g.lcell[att * 4 + colour]
        if acell == _NO_CELL:
            return None
        dfn = -1
        for s in range(n):
            c = g.lcell[s * 4 + colour]
            if s != att and c != _NO_CELL and g.region[c] == g.region[acell]:
                dfn = s
        if dfn < 0:
            return None
        dcell = g.lcell[dfn * 4 + colour]
        return (
            att,
            dfn,
            adjacent_temples(g.board, acell),
            adjacent_temples(g.board, dcell),
            acell,
            dcell,
        )
    if st[_R_UNIF] == _NO_CELL:
        return None
    pair = war_leaders(g, colour)
    if pair is None:
        return None
    a, b = pair
    if (a - active) % n > (b - active) % n:
        a, b = b, a
    acell = g.lcell[a * 4 + colour]
    bcell = g.lcell[b * 4 + colour]
    return a, b, _base(g, acell, colour), _base(g, bcell, colour), acell, bcell


def _base(g, cell, colour):
    original_kingdom(g, cell, FILL)
    v = 1 + colour
    n = 0
    for i in range(_CELLS):
        if FILL[i] and g.board[i] == v:
            n += 1
    return n


def resolution(g):
    """Checks the registers of where an action's resolution stands against the board (TE-4.2)."""
    st = g.st
    phase = st[_R_PHASE]
    kind = st[_R_ACTKIND]
    placed = st[_R_PLACED]
    step = st[_R_STEP]
    unif = st[_R_UNIF]
    ckind = st[_R_CKIND]
    pairs = _pairs(g)
    if st[_R_BAGOUT] and g.bag_count():
        _bad("bagout", "the bag failed but holds tiles (TE-11.1)")
    if phase == _PHASE_ZIGGURAT_VP:
        if step != _S_ZIGVP or ckind or unif != _NO_CELL or _conflict_regs(g):
            _bad("doing", "the end of a turn has nothing else pending")
        from .variants import king_by_ziggurat

        if not g.variants & _VAR_ZIGGURAT or not king_by_ziggurat(g, st[_R_ACTIVE]):
            _bad("ask", "the active king is not by the ziggurat (TE-12.4)")
        if pairs:
            _bad("grid", "two %s leaders in one kingdom (TE-3.3)" % COLOUR_LETTERS[pairs[0][0]])
        if treasure_step(g) is not None:
            _bad("grid", "a trader's kingdom holds treasures not yet taken (TE-10.1)")
        return
    _doing(g, kind, placed)
    if phase == _PHASE_COMMIT:
        _conflict(g, pairs)
        return
    if ckind or _conflict_regs(g):
        _bad("conflict", "a conflict while no commitment is asked")
    if phase == _PHASE_WAR_CHOICE:
        if step != _S_WARS or kind != _ACT_TILE or unif != placed:
            _bad("unification", "wars are chosen only while a uniting tile waits (TE-8.2)")
        _wars(g, pairs)
        if len(g.pending_wars()) < 2:
            _bad("ask", "a war is chosen only among two or more (TE-8.2)")
        return
    if unif != _NO_CELL:
        _bad("unification", "the marker stays only while wars stand (TE-8.8)")
    if pairs:
        _bad("grid", "two %s leaders in one kingdom (TE-3.3)" % COLOUR_LETTERS[pairs[0][0]])
    if step != PHASE_STEPS[phase]:
        _bad("doing", "step %d does not ask this question" % step)
    if step in _AFTER_TREASURES and treasure_step(g) is not None:
        _bad("grid", "a trader's kingdom holds treasures not yet taken (TE-10.1)")
    if phase == _PHASE_TREASURE:
        t = treasure_step(g)
        if t is None or t[2] or t[0] != st[_R_TSEAT] & 3:
            _bad("ask", "no choice of treasures for %s now (TE-10.1)" % name(g, st[_R_TSEAT] & 3))
        if st[_R_TSEAT] > 3 and kind != _ACT_LEADER:
            _bad("doing", "a leader's colour kept for an action that moved none")
        return
    if kind != _ACT_TILE:
        _bad("doing", "only a tile placement asks this (TE-9.1, TE-12)")
    if phase == _PHASE_MONUMENT:
        if not monument_options(g):
            _bad("ask", "no monument can be built (TE-9.1)")
    elif phase == _PHASE_BUILDING or phase == _PHASE_ZIGGURAT:
        if not g.variants & (_VAR_BUILDINGS if phase == _PHASE_BUILDING else _VAR_ZIGGURAT):
            _bad("ask", "a variant question without the variant")
        from . import variants

        opts = (
            variants.building_options(g)
            if phase == _PHASE_BUILDING
            else variants.ziggurat_options(g)
        )
        if not opts:
            _bad("ask", "nothing to build (TE-12.3, TE-12.4)")


def _doing(g, kind, placed):
    """The `doing` line: the action being resolved left what the engine records of it."""
    board = g.board
    if kind == _ACT_TILE:
        if placed == _NO_CELL or not (
            1 <= board[placed] <= 4 or board[placed] in (_FLIPPED, _ZIGGURAT_TILE)
        ):
            _bad("doing", "no tile where the tile was placed")
    elif kind == _ACT_LEADER:
        # A revolt's leader is checked with the conflict; at a treasure question the leader
        # stands where it went (one that lost its revolt unites nothing, TE-7.5, so asks none).
        if placed != _NO_CELL:
            _bad("doing", "a leader action keeps no cell")
    elif kind == _ACT_CATASTROPHE:
        if placed == _NO_CELL or board[placed] != _CATASTROPHE:
            _bad("doing", "no catastrophe where it was placed")
    else:
        _bad("doing", "only a tile, a leader or a catastrophe asks a question (TE-4.2)")


def _wars(g, pairs):
    """Same-colour pairs stand only in the united kingdom, one leader on each side (TE-8.4)."""
    unif = g.st[_R_UNIF]
    if not 1 <= g.board[unif] <= 4:
        _bad("unification", "the uniting tile is not a face-up tile (TE-8.1)")
    home = g.region[unif]
    for c, label, a, b in pairs:
        if label != home:
            _bad("grid", "two %s leaders in a kingdom the tile did not unite" % COLOUR_LETTERS[c])
        original_kingdom(g, g.lcell[a * 4 + c], FILL)
        if FILL[g.lcell[b * 4 + c]]:
            _bad(
                "grid",
                "two %s leaders on one side of the uniting tile (TE-8.4)" % COLOUR_LETTERS[c],
            )


def _conflict(g, pairs):
    st = g.st
    kind = st[_R_CKIND]
    colour = st[_R_CCOL]
    if kind != _REVOLT and kind != _WAR or colour > 3:
        _bad("conflict", "no conflict to commit to")
    if kind == _REVOLT:
        if st[_R_STEP] != _S_TREASURE or st[_R_ACTKIND] != _ACT_LEADER or st[_R_UNIF] != _NO_CELL:
            _bad("conflict", "a revolt comes only from a leader action (TE-7)")
        if st[_R_PLACED] != _NO_CELL:
            _bad("doing", "a revolt's leader is in the conflict registers")
        if len(pairs) != 1:
            _bad("grid", "a revolt while other leaders are at war (TE-3.3)")
    else:
        if st[_R_STEP] != _S_WARS or st[_R_ACTKIND] != _ACT_TILE or st[_R_UNIF] != st[_R_PLACED]:
            _bad("conflict", "a war comes only from a uniting tile (TE-8.1)")
        _wars(g, pairs)
    want = conflict_setup(g, kind, colour)
    have = (st[_R_CATT], st[_R_CDEF], st[_R_CABASE], st[_R_CDBASE], st[_R_CALEAD], st[_R_CDLEAD])
    if want is None or want != have:
        _bad("conflict", "the conflict does not match the leaders on the board (TE-7.1, TE-8.3)")
    if st[_R_CDCOM] != 255:
        _bad("commit", "the defender's commitment ends the conflict")
    acom = st[_R_CACOM]
    if acom == 255:
        return
    if acom > _HAND_SIZE:
        _bad("commit", "more tiles committed than a hand holds")
    if acom and g.variants & _VAR_ENGLISH and st[_R_CABASE] + acom <= st[_R_CDBASE]:
        _bad("commit", "the attacker must commit past the defender (TE-12.1)")
    ccol = 0 if kind == _REVOLT else colour
    if g.hands[st[_R_CATT] * 4 + ccol] + acom > _HAND_SIZE:
        _bad("commit", "more tiles committed than the hand held")
    if acom and st[_R_CATT] != st[_R_ACTIVE] and not st[_R_REFILL] & 1 << st[_R_CATT]:
        _bad("commit", "%s committed tiles and must refill (TE-4.3)" % name(g, st[_R_CATT]))
