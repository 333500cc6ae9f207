"""The pending block of a position (doing, unification, conflict, commit, ask: notation.md)."""

from . import COLOUR_LETTERS, DYNASTY_NAMES
from .grid_text import cell_name, fail, parse_cell

# Shared constants as private const() copies: MicroPython inlines them, so they cost no
# heap (host_tests/engine_unit/test_constants.py checks them against __init__.py/state.py).
_ACT_CATASTROPHE = const(3)
_ACT_LEADER = const(2)
_ACT_PASS = const(5)
_ACT_TILE = const(1)
_MARK_UNIFICATION = const(8)
_NO_CELL = const(255)
_PHASE_COMMIT = const(2)
_PHASE_TREASURE = const(4)
_PHASE_ZIGGURAT_VP = const(7)
_REVOLT = const(1)
_R_ACTIVE = const(1)
_R_ACTKIND = const(19)
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
_R_STEP = const(18)
_R_TSEAT = const(23)
_R_UNIF = const(17)
_S_TREASURE = const(2)
_S_WARS = const(1)
_S_ZIGVP = const(8)

# The question of each pending phase, PHASE_WAR_CHOICE (1) to PHASE_ZIGGURAT_VP (7): the word
# of the action that answers it.
QUESTIONS = ("", "war", "commit", "monument", "treasure", "building", "ziggurat", "zigguratvp")
KINDS = ("", "revolt", "war")
WORDS = ("doing", "unification", "conflict", "commit", "ask")


def pending_lines(g):
    """The lines of the pending block, [] between actions (notation.md)."""
    st = g.st
    phase = st[_R_PHASE]
    if not 1 <= phase <= _PHASE_ZIGGURAT_VP:
        return []
    names = [DYNASTY_NAMES[d] for d in g.dynasties]
    kind = st[_R_ACTKIND]
    placed = st[_R_PLACED]
    if phase == _PHASE_ZIGGURAT_VP:
        doing = "end"
    elif kind == _ACT_TILE:
        doing = "tile " + cell_name(placed)
    elif kind == _ACT_LEADER:
        # In a revolt the conflict holds the leader; at a treasure question, the colour rides
        # in the chooser's high bits (flow.advance) and the leader stands where it went.
        colour = st[_R_CCOL] if st[_R_CKIND] else st[_R_TSEAT] >> 2
        cell = st[_R_CALEAD] if st[_R_CKIND] else g.lcell[st[_R_ACTIVE] * 4 + colour]
        where = "off" if cell == _NO_CELL else cell_name(cell)
        doing = "leader %s %s" % (COLOUR_LETTERS[colour], where)
    else:
        doing = "catastrophe " + cell_name(placed)
    out = ["doing " + doing]
    if st[_R_UNIF] != _NO_CELL:
        out.append("unification " + cell_name(st[_R_UNIF]))
    if st[_R_CKIND]:
        out.append(
            "conflict %s %s %s %s"
            % (
                KINDS[st[_R_CKIND]],
                COLOUR_LETTERS[st[_R_CCOL]],
                names[st[_R_CATT]],
                names[st[_R_CDEF]],
            )
        )
        if st[_R_CACOM] != 255:
            out.append("commit %s %d" % (names[st[_R_CATT]], st[_R_CACOM]))
    out.append("ask %s %s" % (names[g.current_player()], QUESTIONS[phase]))
    return out


def _cell(no, s):
    c = parse_cell(s)
    if c < 0:
        fail(no, "unknown space %r" % s)
    return c


def _colour(no, s):
    if len(s) != 1 or s not in COLOUR_LETTERS:
        fail(no, "unknown colour %r" % s)
    return COLOUR_LETTERS.index(s)


def _seat(no, names, s):
    if s not in names:
        fail(no, "unknown or absent dynasty %r" % s)
    return names.index(s)


def read_pending(lines, k, names, number):
    """Reads the pending block at lines[k:]; returns (record or None, next k).

    The record holds registers to write once the position is read, and the line of each word so
    that a contradiction found later names its line. `number` reads a count (position_text._int).
    """
    rec = {}
    order = 0
    while k < len(lines) and lines[k][1][0] in WORDS:
        no, w = lines[k]
        word = w[0]
        j = WORDS.index(word)
        if j < order:
            fail(no, "'%s' comes before '%s' in a pending block" % (word, WORDS[order - 1]))
        order = j + 1
        rec[word] = no
        n = len(w)
        if word == "doing":
            if n == 2 and w[1] == "end":
                rec["kind"] = _ACT_PASS
            elif n == 3 and w[1] == "tile":
                rec["kind"] = _ACT_TILE
                rec["placed"] = _cell(no, w[2])
            elif n == 3 and w[1] == "catastrophe":
                rec["kind"] = _ACT_CATASTROPHE
                rec["placed"] = _cell(no, w[2])
            elif n == 4 and w[1] == "leader":
                rec["kind"] = _ACT_LEADER
                rec["lcolour"] = _colour(no, w[2])
                rec["placed"] = _NO_CELL if w[3] == "off" else _cell(no, w[3])
            else:
                fail(no, "expected 'doing tile|leader|catastrophe ...' or 'doing end'")
        elif word == "unification":
            if n != 2:
                fail(no, "expected 'unification <cell>'")
            rec["unif"] = _cell(no, w[1])
        elif word == "conflict":
            if n != 5 or w[1] not in KINDS[1:]:
                fail(no, "expected 'conflict revolt|war <colour> <attacker> <defender>'")
            rec["ckind"] = KINDS.index(w[1])
            rec["ccol"] = _colour(no, w[2])
            rec["att"] = _seat(no, names, w[3])
            rec["def"] = _seat(no, names, w[4])
            if rec["att"] == rec["def"]:
                fail(no, "a player does not fight themselves")
        elif word == "commit":
            if n != 3 or "conflict" not in rec:
                fail(no, "expected 'commit <attacker> <n>' after a 'conflict' line")
            if _seat(no, names, w[1]) != rec["att"]:
                fail(no, "only the attacker has committed before the defender (TE-7.3)")
            rec["acom"] = number(no, w[2], 0, 6)
        else:
            if n != 3 or w[2] not in QUESTIONS[1:]:
                fail(no, "expected 'ask <dynasty> <question>'")
            rec["seat"] = _seat(no, names, w[1])
            rec["phase"] = QUESTIONS.index(w[2])
        k += 1
    if not rec:
        return None, k
    last = lines[k - 1][0]
    if "ask" not in rec or "doing" not in rec:
        fail(last, "a pending block has a 'doing' and an 'ask' line")
    phase = rec["phase"]
    if (phase == _PHASE_ZIGGURAT_VP) != (rec["kind"] == _ACT_PASS):
        fail(rec["doing"], "'doing end' goes with 'zigguratvp' and only with it")
    if (phase == _PHASE_COMMIT) != ("conflict" in rec):
        fail(rec["ask"], "a commitment is asked in a conflict and only then")
    if "unif" in rec and (rec["kind"] != _ACT_TILE or rec["unif"] != rec["placed"]):
        fail(rec["unification"], "the marker lies on the uniting tile being resolved (TE-8.1)")
    return rec, k


def write_pending(g, rec):
    """Writes a read pending block into the registers (the board is complete and labelled)."""
    from .validate_pending import PHASE_STEPS, conflict_setup

    st = g.st
    phase = rec["phase"]
    st[_R_PHASE] = phase
    kind = rec["kind"]
    st[_R_ACTKIND] = kind
    st[_R_PLACED] = _NO_CELL if kind == _ACT_LEADER else rec.get("placed", 0)
    step = PHASE_STEPS[phase]
    if "unif" in rec:
        u = rec["unif"]
        st[_R_UNIF] = u
        g.marks[u] |= _MARK_UNIFICATION
    if phase == _PHASE_TREASURE:
        st[_R_TSEAT] = rec["seat"]
        if kind == _ACT_LEADER:
            c = rec["lcolour"]
            if g.lcell[st[_R_ACTIVE] * 4 + c] != rec["placed"]:
                fail(rec["doing"], "the leader is not where the line says (TE-5.1)")
            st[_R_TSEAT] |= c << 2
    if "conflict" in rec:
        kind = rec["ckind"]
        step = _S_TREASURE if kind == _REVOLT else _S_WARS
        setup = conflict_setup(g, kind, rec["ccol"])
        if setup is None or setup[0] != rec["att"] or setup[1] != rec["def"]:
            fail(rec["conflict"], "these leaders are not in conflict here (TE-7.1, TE-8.3)")
        st[_R_CKIND] = kind
        st[_R_CCOL] = rec["ccol"]
        st[_R_CATT] = setup[0]
        st[_R_CDEF] = setup[1]
        st[_R_CABASE] = setup[2]
        st[_R_CDBASE] = setup[3]
        st[_R_CALEAD] = setup[4]
        st[_R_CDLEAD] = setup[5]
        st[_R_CACOM] = rec.get("acom", 255)
        st[_R_CDCOM] = 255
        if kind == _REVOLT and (
            rec["kind"] != _ACT_LEADER or (rec["lcolour"], rec["placed"]) != (rec["ccol"], setup[4])
        ):
            fail(rec["doing"], "a revolt is fought by the leader just placed (TE-7.1)")
    st[_R_STEP] = step if phase != _PHASE_ZIGGURAT_VP else _S_ZIGVP
    if g.current_player() != rec["seat"]:
        fail(rec["ask"], "%s cannot be asked that now" % DYNASTY_NAMES[g.dynasties[rec["seat"]]])
