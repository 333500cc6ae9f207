"""Checks and the random-game player of engine_runner, for any game package (both runtimes).

Every function takes the game's package `M` (engine_core.<game>) or a game of it. After every
action of a random game: text and byte round-trips, an exact undo, refused actions changing
nothing, and the game's own rule invariants where this file has them (RULES). For Tigris: all
153 tiles accounted for (TE-1.2), every leader next to a temple (TE-5.8), one leader of a colour
per kingdom between actions (TE-3.3), treasures only on temples (TE-9.3), the engine's regions
equal to a flood fill of our own (TE-3.1), no score going down (TE-6).
Plain Python for both runtimes, like the runner: no pathlib/glob/subprocess, no timing.
"""

from engine_core import make_action

TOTAL_TILES = 153  # TE-1.2


class Rng:
    """xorshift32 of our own, so the random games do not share the engine's RNG code path."""

    def __init__(self, seed):
        self.x = (seed * 2654435761 + 1) & 0xFFFFFFFF or 1

    def next(self):
        x = self.x
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.x = x
        return x

    def below(self, n):
        return self.next() % n


_TEXT_PHASE = {}  # game header -> the phase of a fresh game


def text_phase(M):
    """The phase between decisions: a fresh game's (the notation writes positions there)."""
    if M.HEADER not in _TEXT_PHASE:
        _TEXT_PHASE[M.HEADER] = M.new_game(M.MIN_PLAYERS, 1).phase()
    return _TEXT_PHASE[M.HEADER]


def roundtrip_problem(M, game):
    """Text and bytes round-trips of the current position (notation.md, README encode).

    The text round-trip is checked where a position is complete: in the phase between
    decisions and at the end (a Tigris position in the middle of a conflict keeps no pending
    decision in the notation this engine writes).
    """
    text = game.to_text()
    if game.phase() == text_phase(M) or game.is_over():
        again = M.from_text(text).to_text()
        if again != text:
            return "to_text/from_text round-trip differs"
    data = game.encode()
    if len(data) >= 512:
        return "encode() gave %d bytes" % len(data)
    copy = M.decode(data)
    if copy.encode() != data:
        return "encode/decode/encode differs"
    if copy.to_text() != text:
        return "decode(encode()) gives another position"
    return None


# -- invariants for random games and golden replays -----------------------------------------


def neighbour_cells(c):
    """The four orthogonal neighbours of cell `c` on the 16x11 board, -1 off the edge."""
    r, col = c >> 4, c & 15
    return (
        c - 16 if r > 0 else -1,
        c + 16 if r < 10 else -1,
        c - 1 if col > 0 else -1,
        c + 1 if col < 15 else -1,
    )


def flood_regions(board):
    """Region label per cell by our own flood fill (TE-3.1): catastrophes and empty cells cut."""
    label = bytearray(176)
    n = 0
    stack = []
    for start in range(176):
        v = board[start]
        if label[start] or v == 0 or v == 5:
            continue
        n += 1
        label[start] = n
        stack.append(start)
        while stack:
            c = stack.pop()
            for d in neighbour_cells(c):
                if d >= 0 and not label[d] and board[d] != 0 and board[d] != 5:
                    label[d] = n
                    stack.append(d)
    return label, n


def invariant_problem(game, prev_scores):
    """None, or the first broken Tigris invariant of the position (see the module docstring)."""
    from engine_core import tigris as T
    from engine_core.tigris.notation import cell_name

    board = game.board
    n = game.num_players
    on_board = 0
    for v in board:
        if 1 <= v <= 4 or v == 6:
            on_board += 1
    held = 0
    for s in range(n):
        held += sum(game.hand(s))
    out = 0
    for c in range(4):
        out += game.out_of_game(c)
    if game.bag_count() + held + on_board + out != TOTAL_TILES:
        return "tiles: bag %d + hands %d + board %d + out %d != 153 (TE-1.2)" % (
            game.bag_count(),
            held,
            on_board,
            out,
        )
    label, count = flood_regions(board)
    seen = bytearray(4 * (count + 1))
    for c in range(176):
        v = board[c]
        if v >= T.LEADER_BASE:
            if not temple_next_to(board, c):
                return "leader at %s has no temple next to it (TE-5.8)" % cell_name(c)
            colour = v & 3
            k = label[c] * 4 + colour
            seen[k] += 1
            if seen[k] > 1 and game.phase() == T.PHASE_ACTION:
                return "two %s leaders in one kingdom between actions (TE-3.3)" % "rbgk"[colour]
        if game.marks[c] & T.MARK_TREASURE and v != 1 and v != 6:
            return "treasure at %s on a cell that is not a temple (TE-9.3)" % cell_name(c)
        if (label[c] == 0) != (game.region[c] == 0):
            return "region label at %s disagrees with the board" % cell_name(c)
    if same_partition(label, game.region) is False:
        return "engine region labels do not match a flood fill"
    for s in range(n):
        now = list(game.score(s)) + [game.treasures_held(s)]
        if prev_scores is not None:
            for c in range(5):
                if now[c] < prev_scores[s][c]:
                    return "score of seat %d went down (TE-6)" % s
    return None


def temple_next_to(board, c):
    for d in neighbour_cells(c):
        if d >= 0 and board[d] == 1:
            return True
    return False


def same_partition(mine, theirs):
    """True when both labellings group the non-empty cells identically."""
    m2t = {}
    t2m = {}
    for c in range(176):
        a, b = mine[c], theirs[c]
        if a == 0:
            continue
        if m2t.setdefault(a, b) != b or t2m.setdefault(b, a) != a:
            return False
    return True


def scores_of(game):
    return [list(game.score(s)) + [game.treasures_held(s)] for s in range(game.num_players)]


def undo_problem(game, action, before_text, before_data):
    """Applies `action` to a game at `before_*`, undoes it, checks the exact restore, re-applies."""
    game.undo()
    if game.encode() != before_data or game.to_text() != before_text:
        return "undo did not restore the position before %s" % game.action_to_text(action)
    game.apply(action)
    return None


def refused_is_inert(M, game, rng):
    """A random action int that check() refuses must raise in apply() and change nothing."""
    legal = game.legal_actions()
    for _ in range(4):
        kind = 1 + rng.below(12)
        action = make_action(kind, rng.below(6), rng.below(180))
        if action in legal:
            continue
        if game.check(action) is None:
            return "check() accepts %d, which legal_actions() lacks" % action
        data = game.encode()
        try:
            game.apply(action)
        except M.IllegalAction:
            pass
        else:
            return "apply() took an action check() refused"
        if game.encode() != data:
            return "a refused action changed the state"
        return None
    return None


# -- random games -----------------------------------------------------------------------------


# The game's own rule invariants: (problem(game, previous) -> None or text, state(game) -> the
# `previous` of the next call). A game without an entry gets the interface checks only.
RULES = {"tigris 1": (invariant_problem, scores_of)}


def game_setup(index):
    """Tigris players, board and variants for random game `index`: every combination in turn."""
    players = 2 + index % 3
    board = 1 if (index // 3) % 2 else 0  # BOARD_ALTERNATIVE, BOARD_CLASSIC
    variants = (index // 6) % 8
    return players, board, variants


def setup_label(M, index):
    if M.HEADER == "tigris 1":
        players, board, variants = game_setup(index)
        return "players=%d board=%s variants=%d" % (players, M.BOARD_NAMES[board], variants)
    return "players=%d" % players_of(M, index)


def players_of(M, index):
    return M.MIN_PLAYERS + index % (M.MAX_PLAYERS - M.MIN_PLAYERS + 1)


def new_random_game(M, index, rng):
    """Random game `index`: Tigris with shuffled dynasties, its boards and variants; others by
    new_game() with every player count in turn."""
    if M.HEADER != "tigris 1":
        return M.new_game(players_of(M, index), 1 + rng.below(0x7FFFFFFF))
    players, board, variants = game_setup(index)
    dyn = [0, 1, 2, 3]
    for k in range(3, 0, -1):
        j = rng.below(k + 1)
        dyn[k], dyn[j] = dyn[j], dyn[k]
    return M.Game.new(dyn[:players], board, variants, 1 + rng.below(0x7FFFFFFF))


def random_game(M, index, seed, max_actions=6000):
    """Plays one complete random game checking every invariant; (problem or None, actions)."""
    rng = Rng(seed * 7919 + index)
    game = new_random_game(M, index, rng)
    # As the console runs a game: only the last action is taken back (undo_problem), and the
    # journal does not scatter a whole game's chunks over MicroPython's 192K heap.
    game.set_undo_limit(2)
    rules, state = RULES.get(M.HEADER, (None, None))
    prev = state(game) if state else None
    bad = rules(game, None) if rules else None
    steps = 0
    while not bad and not game.is_over():
        if steps >= max_actions:
            return "no end after %d actions" % steps, steps
        legal = game.legal_actions()
        if not legal:
            return "no legal action while the game is not over", steps
        action = legal[rng.below(len(legal))]
        text, data = game.to_text(), game.encode()
        game.apply(action)
        steps += 1
        bad = (
            (rules(game, prev) if rules else None)
            or roundtrip_problem(M, game)
            or undo_problem(game, action, text, data)
        )
        if not bad and steps % 5 == 0:
            bad = refused_is_inert(M, game, rng)
        prev = state(game) if state else None
        if bad:
            bad = "after %s: %s" % (game.action_to_text(action), bad)
    if not bad and game.current_player() != -1:
        bad = "over but current_player() is not -1"
    return bad, steps
