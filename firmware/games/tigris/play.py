"""A person's keys in Tigris's modes after the hand-over: what each input does on their turn.

Part of the flow (games/tigris/flow.py calls it as `self.keys()`), in a module of its own so
that the heap does not hold it while a bot thinks (the bot's modules are the game's peak): the
flow lets it go when a bot seat decides and loads it again after the frame in which a person's
turn comes up, off any key's path. Functions of the flow object, under the flow's own method
names, so they intern no names of their own.
"""

# build: intern strings (loaded whenever a person decides: tools/mpy_strings.py)
from engine_core.compat import const
from engine_core.tigris import action_arg, action_cell, action_kind, make_action

# The engine's numbers (engine_core/tigris/__init__.py) as private constants too.
_NO_CELL = const(255)
_PHASE_ACTION = const(0)
_PHASE_COMMIT = const(2)
_PHASE_MONUMENT = const(3)
_PHASE_TREASURE = const(4)
_PHASE_BUILDING = const(5)
_PHASE_ZIGGURAT = const(6)
_ACT_TILE = const(1)
_ACT_LEADER = const(2)
_ACT_CATASTROPHE = const(3)
_ACT_SWAP = const(4)
_ACT_PASS = const(5)
_ACT_COMMIT = const(7)
_ACT_MONUMENT = const(8)
_ACT_TREASURE = const(9)
_ACT_BUILDING = const(10)
_ACT_ZIGGURAT = const(11)
# The flow's modes and input bits (flow.py), as private constants: folded, no names
# (host_tests/table/test_flow_turn.py checks them against flow.py's and the engine's).
_IDLE = const(1)
_LEADER_PICK = const(2)
_TARGET = const(3)
_CONFIRM = const(4)
_SWAP = const(5)
_COMMIT = const(6)
_LIST = const(7)
_END_TURN = const(8)
_I_UP = const(1)
_I_DOWN = const(2)
_I_LEFT = const(4)
_I_RIGHT = const(8)
_I_CONFIRM = const(16)
_I_BACK = const(32)
_I_RED = const(256)
_I_LEADER = const(4096)
_I_CATASTROPHE = const(8192)
_I_SWAP = const(16384)
_I_PASS = const(32768)
_MOVES = const(_I_UP | _I_DOWN | _I_LEFT | _I_RIGHT)


def colour_of(inputs):
    for c in range(4):
        if inputs & _I_RED << c:  # red, blue, green, black: four bits in a row
            return c
    return -1


def play(flow, inputs):
    """The inputs (flow.py's I_ bits) in the mode of a person's turn, after the hand-over."""
    m = flow.mode
    if inputs & _MOVES and m in (_IDLE, _LEADER_PICK, _TARGET):
        move(flow, inputs)
    if m == _IDLE:
        idle_input(flow, inputs)
    elif m == _LEADER_PICK:
        c = colour_of(inputs)
        if c >= 0:
            start_target(flow, _ACT_LEADER, c)
        elif inputs & _I_BACK:
            flow.mode = _IDLE
    elif m == _TARGET:
        target_input(flow, inputs)
    elif m == _CONFIRM:
        if inputs & (_I_CONFIRM | _I_BACK):
            flow.pending_warning = ""
            flow.mode = flow.back_mode
            if inputs & _I_CONFIRM:
                attempt(flow, flow.pending)
    elif m == _END_TURN:
        if inputs & _I_CONFIRM:
            flow.book().end_turn(flow)
            flow.drop_words()
        elif inputs & _I_BACK:
            flow.undo()
    elif m == _SWAP:
        swap_input(flow, inputs)
    elif m == _COMMIT:
        commit_input(flow, inputs)
    elif m == _LIST:
        list_input(flow, inputs)


def enter_phase(flow):
    """The mode for a person who decides now, from the game's phase (flow.enter_phase)."""
    g = flow.game
    ph = g.phase()
    flow.set_highlight(None)
    # The private panel shows what the mode asks (a commitment's count, a swap's picks): drawn
    # again for the new mode even if REVEAL was held across the action that opened it.
    flow.panel_dirty = True
    if ph == _PHASE_ACTION:
        flow.mode = _IDLE
    elif ph == _PHASE_COMMIT:
        flow.options = sorted(a & 0xFFF for a in g.legal_actions())
        flow.idx = 0
        flow.mode = _COMMIT
        # Mark the two leaders in conflict, so everyone sees where it is (public, TE-13).
        cf = g.conflict()
        # A revolt is fought with red tiles whatever the leaders' colour (TE-7.3).
        flow.commit_colour = 0 if cf[0] == 1 else cf[1]
        hl = flow.highlight
        for seat in (cf[2], cf[3]):
            cell = g.leader_cell(seat, cf[1])
            if cell != _NO_CELL:
                hl[cell] = 1
    elif ph == _PHASE_MONUMENT:
        opts = []
        for a in g.legal_actions():
            m = action_arg(a) if action_cell(a) != _NO_CELL else 255
            if m not in opts:
                opts.append(m)
        flow.options = opts
        flow.idx = 0
        flow.kind = _ACT_MONUMENT
        flow.mode = _LIST
    elif ph in (_PHASE_TREASURE, _PHASE_BUILDING, _PHASE_ZIGGURAT):
        flow.kind = (_ACT_TREASURE, _ACT_BUILDING, _ACT_ZIGGURAT)[
            (_PHASE_TREASURE, _PHASE_BUILDING, _PHASE_ZIGGURAT).index(ph)]
        flow.arg = 0
        target_from_actions(flow)
        if flow.kind == _ACT_BUILDING:
            # Its name for the prompt: the building of the placed tile's colour, the colour of
            # every lit tile (TE-12.3), the cursor's now.
            flow.building = g.board[flow.cursor] - 1
    else:  # war order (TE-8.2) or the ziggurat VP colour (TE-12.4): a list of colours
        flow.options = g.legal_actions()
        flow.idx = 0
        flow.kind = 0
        flow.mode = _LIST


def target_from_actions(flow):
    """Highlights the cells of the legal actions of flow.kind (with flow.arg for monuments),
    and puts the cursor on the lit cell nearest it unless it is on one: the prompt says "A
    here" (a monument's top-left cell is beside the tile that made its square)."""
    flow.set_highlight(None)
    hl = flow.highlight
    at = flow.cursor
    row, col = at >> 4, at & 15
    near = 99
    for a in flow.game.legal_actions():
        c = action_cell(a)
        if action_kind(a) == flow.kind and c != _NO_CELL:
            if flow.kind != _ACT_MONUMENT or action_arg(a) == flow.arg:
                hl[c] = 1
                d = abs((c >> 4) - row) + abs((c & 15) - col)
                if d < near:
                    near = d
                    flow.cursor = c
    flow.mode = _TARGET


def start_target(flow, kind, colour):
    flow.kind = kind
    flow.arg = colour
    # For tiles the engine answers from the board alone, so the highlight is the same
    # whether or not the hand holds the colour: it tells the table nothing (TE-13).
    flow.set_highlight(flow.game.legal_cells(kind, colour))
    flow.mode = _TARGET


def attempt(flow, action, reason=0):
    """Carries out `action` if the engine allows it, else says why. `reason`: the engine's
    check() of it if the caller has asked already (None: legal), 0 if not."""
    if reason == 0:
        reason = flow.game.check(action)
    if reason is not None:
        reason = flow.words().plain(reason)
        flow.drop_words()
        if action_kind(action) in (_ACT_TILE, _ACT_SWAP, _ACT_COMMIT):
            # The reason may name the hand's contents, and the public line outlives REVEAL:
            # the words go to the private panel only, the strip says the same for every
            # such refusal (TE-13). The game stays as it was.
            flow.msg = "Not possible: REVEAL says why"
            flow.why = reason
            flow.panel_dirty = True
            return
        flow.msg = reason
        return
    words = flow.words()
    ctx = words.context(flow.game, action)
    flow.game.apply(action)  # no local name for the game: compaction must free the old one
    words.tell(flow, ctx)
    words.after_change(flow, ctx)
    words = None
    flow.drop_words()


def move(flow, inputs):
    c = flow.cursor
    row, col = c >> 4, c & 15
    if inputs & _I_UP and row > 0:
        row -= 1
    if inputs & _I_DOWN and row < 10:
        row += 1
    if inputs & _I_LEFT and col > 0:
        col -= 1
    if inputs & _I_RIGHT and col < 15:
        col += 1
    flow.cursor = row * 16 + col


def idle_input(flow, inputs):
    c = colour_of(inputs)
    if c >= 0:
        start_target(flow, _ACT_TILE, c)
    elif inputs & _I_LEADER:
        flow.mode = _LEADER_PICK
    elif inputs & _I_CATASTROPHE:
        start_target(flow, _ACT_CATASTROPHE, 0)
    elif inputs & _I_SWAP:
        for i in range(4):
            flow.sel[i] = 0
        flow.idx = 0
        flow.mode = _SWAP
    elif inputs & _I_PASS:
        confirm(flow, make_action(_ACT_PASS, 0, 0), _IDLE)
    elif inputs & _I_CONFIRM:
        flow.msg = "First choose what to place"


def confirm(flow, action, back):
    flow.pending = action
    flow.back_mode = back
    flow.mode = _CONFIRM


def target_input(flow, inputs):
    kind = flow.kind
    if inputs & _I_CONFIRM:
        # Choices made on the board among lit cells only (enter_phase lights them).
        if kind in (_ACT_MONUMENT, _ACT_TREASURE, _ACT_BUILDING, _ACT_ZIGGURAT) and \
                not flow.highlight[flow.cursor]:
            # The engine's reason would name an index ("no monument 0 ...") or mislead
            # ("that treasure may not be taken" on an empty cell): the lit cells are the
            # answer, and a monument is placed by its top-left cell (TE-9.1).
            flow.msg = ("Its top-left goes on a lit cell" if kind == _ACT_MONUMENT
                        else "Only a lit cell: move, then A")
            return
        action = make_action(kind, flow.arg, flow.cursor)
        reason = flow.game.check(action)
        if reason is None and kind in (_ACT_TILE, _ACT_LEADER):
            warning = flow.words().warning(flow, action)
            if warning:
                flow.drop_words()
                flow.pending_warning = warning  # the view's prompt says it
                confirm(flow, action, _TARGET)
                return
        attempt(flow, action, reason)  # asked once: the key's time is the Pico's
        return
    g = flow.game
    if inputs & _I_BACK:
        if kind == _ACT_MONUMENT:
            flow.enter_phase()
        elif g.phase() == _PHASE_ACTION:
            flow.set_highlight(None)
            flow.mode = _IDLE
    elif inputs & _I_LEADER and kind == _ACT_LEADER:
        if g.leader_cell(g.current_player(), flow.arg) != _NO_CELL:  # TE-5.1 withdraw
            flow.set_highlight(None)
            confirm(flow, make_action(_ACT_LEADER, flow.arg, _NO_CELL), _IDLE)
    elif inputs & _I_PASS and kind in (_ACT_BUILDING, _ACT_ZIGGURAT):
        attempt(flow, make_action(kind, 0, _NO_CELL))
    elif g.phase() == _PHASE_ACTION:
        # Another action's key while one is aimed: that action, as with nothing aimed.
        if inputs & (_I_LEADER | _I_SWAP | _I_PASS):
            flow.set_highlight(None)
        idle_input(flow, inputs)


def swap_input(flow, inputs):
    if inputs & _I_BACK:
        flow.mode = _IDLE
        return
    if not flow.revealed:
        return  # choosing tiles needs the hand on screen (TE-13)
    hand = flow.game.hand(flow.game.current_player())
    if inputs & _I_LEFT:
        flow.idx = (flow.idx + 3) & 3
    if inputs & _I_RIGHT:
        flow.idx = (flow.idx + 1) & 3
    c = colour_of(inputs)
    if c >= 0:
        flow.idx = c
    i = flow.idx
    if inputs & (_I_UP | _I_RED << i) and flow.sel[i] < hand[i]:
        flow.sel[i] += 1
    if inputs & _I_DOWN and flow.sel[i] > 0:
        flow.sel[i] -= 1
    flow.panel_dirty = True
    if inputs & _I_CONFIRM:
        s = flow.sel
        if s[0] + s[1] + s[2] + s[3] == 0:
            flow.msg = "Choose tiles to swap first"
            return
        attempt(flow, _ACT_SWAP << 12 | s[0] | s[1] << 3 | s[2] << 6 | s[3] << 9)


def commit_input(flow, inputs):
    if flow.revealed:
        # The count stops at its ends: one UP too many must not go round to nothing.
        if inputs & (_I_UP | _I_RIGHT) and flow.idx < len(flow.options) - 1:
            flow.idx += 1
        if inputs & (_I_DOWN | _I_LEFT) and flow.idx > 0:
            flow.idx -= 1
        flow.panel_dirty = True
    elif inputs & (_I_UP | _I_DOWN | _I_LEFT | _I_RIGHT):
        # The count is chosen beside the hand (TE-13): a key that cannot change it says why,
        # or A would commit a count the player believed they had changed.
        flow.msg = "Press REVEAL again to choose" if flow.reveal_held else \
            "Hold REVEAL to choose how many"  # held since before the hand-over: not fresh
    if inputs & _I_CONFIRM:
        attempt(flow, _ACT_COMMIT << 12 | flow.options[flow.idx])


def list_input(flow, inputs):
    n = len(flow.options)
    if inputs & (_I_RIGHT | _I_DOWN):
        flow.idx = (flow.idx + 1) % n
    if inputs & (_I_LEFT | _I_UP):
        flow.idx = (flow.idx + n - 1) % n
    c = colour_of(inputs)
    if c >= 0 and flow.kind == 0:
        for i in range(n):
            if action_arg(flow.options[i]) == c:
                flow.idx = i
    if inputs & _I_CONFIRM:
        o = flow.options[flow.idx]
        if flow.kind == _ACT_MONUMENT:
            if o == 255:
                attempt(flow, make_action(_ACT_MONUMENT, 0, _NO_CELL))
            else:
                flow.arg = o
                target_from_actions(flow)
        else:
            attempt(flow, o)
