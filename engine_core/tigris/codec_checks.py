"""What decode() checks of a save's bytes, each impossible field named: loaded with the checker.

The bots' look-ahead decodes copies made by this engine's own encode() (bot_search.py copy): it
skips these checks, so it keeps neither them nor their words in the heap while a bot thinks.
"""

_CELLS = const(176)
_LEADER_BASE = const(16)

# The part of the state each notation word of validate.problem() names, as fields of the bytes.
FIELDS = {
    "grid": "board",
    "monument": "monuments",
    "hand": "hands",
    "score": "scores",
    "catastrophes": "catastrophes left",
    "bag": "bag and tiles out of the game",
    "seed": "RNG state",
    "turn": "turn registers",
    "doing": "action registers",
    "unification": "unification register",
    "conflict": "conflict registers",
    "commit": "commitment registers",
    "ask": "phase register",
    "refill": "refill register",
    "bagout": "bag-failed register",
}


def bad(field, why):
    raise ValueError("encoded game, %s: %s" % (field, why))


def check_bytes(data, board_at, unif_at):
    """Raises a ValueError naming the field if `data` (encode()'s length and version: codec.py
    checks them) cannot be the bytes of any game: the seats, the pieces on the board (cells from
    `board_at`), the unification register (at `unif_at`). The state itself is
    validate.problem()'s to judge."""
    head = data[1]
    n = head & 7
    if not 2 <= n <= 4:
        bad("players", "%d players; 2 to 4 play (TE-2.2)" % n)
    if head >> 7:
        bad("variants", "unknown variant bits")
    dyn = list(data[2 : 2 + n])
    for d in dyn:
        if d > 3 or dyn.count(d) > 1:
            bad("dynasties", "unknown or repeated dynasty %d" % d)
    for k in range(2 + n, 6):
        if data[k] != 255:
            bad("dynasties", "a dynasty for a seat that is not in the game")
    seen = bytearray(16)  # each leader (dynasty * 4 + colour) found on the board
    for i in range(_CELLS):
        v = data[board_at + i] & 31
        if v >= 24:
            bad("board", "unknown piece at cell %d" % i)
        if v >= 8:
            leader = v + 8 - _LEADER_BASE
            if leader >> 2 not in dyn:
                bad("board", "a leader of no player at cell %d" % i)
            if seen[leader]:
                bad("board", "a leader on the board twice (cell %d)" % i)
            seen[leader] = 1
    u = data[unif_at]
    if u != 255 and u >= _CELLS:
        bad("unification register", "no cell %d" % u)
