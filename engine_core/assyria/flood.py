"""The flood at the end of a reign (AS-5) and the end of the game (AS-6)."""

from .board import REGION

_A_BOARD = const(0)
_A_SEAT = const(3)
_A_ASSUR = const(8)
_A_ST = const(10)
_F_CAMELS = const(2)
_F_OFFER = const(3)
_F_PLOW = const(4)
_F_HUTS = const(5)
_SEAT_SIZE = const(9)
_R_REIGN = const(2)
_R_LAID = const(13)
_R_PLOWS = const(23)
_R_ORDER = const(24)
_ZIGGURAT = const(16)
_F_SCORE = const(0)

# AS-2: the offering track's multiplier per space; AS-5.3: upper dignitary VP by huts there.
OFFER_MULT = b"\x00\x01\x02\x02\x03\x03\x03\x04"
UPPER_VP = b"\x00\x01\x04\x08"


def flood(g):
    """AS-5.1 to 5.4: rivers emptied, Assur scored and emptied, offerings scored."""
    n = g.num_players
    st = g.st
    board = g.board
    for h in range(g.nhex):
        v = board[h]
        if v and v < _ZIGGURAT and (REGION[h] == 1 or REGION[h] == 2):
            g.write(_A_BOARD, h, 0)
            g.add(_A_SEAT, g.seat_of[v - 1] * _SEAT_SIZE + _F_HUTS, 1)
    assur_scoring(g)
    # AS-5.3 dignitary rewards, then every hut in Assur back to its owner.
    assur = g.assur
    for s in range(n):
        upper = middle = lower = 0
        for i in range(13):
            if assur[i] == s + 1:
                if i < 3:
                    upper += 1
                elif i < 7:
                    middle += 1
                else:
                    lower += 1
        if upper:
            add_score(g, s, UPPER_VP[upper])
        if lower:
            add_camels(g, s, lower)
    for p in range(n):
        s = st[_R_ORDER + p]
        has_middle = False
        for i in range(3, 7):
            if assur[i] == s + 1:
                has_middle = True
        if has_middle and not g.seat[s * _SEAT_SIZE + _F_PLOW] and st[_R_PLOWS]:
            g.write(_A_SEAT, s * _SEAT_SIZE + _F_PLOW, 1)
            g.write(_A_ST, _R_PLOWS, st[_R_PLOWS] - 1)
    for i in range(13):
        if assur[i]:
            g.add(_A_SEAT, (assur[i] - 1) * _SEAT_SIZE + _F_HUTS, 1)
            g.write(_A_ASSUR, i, 0)
    # AS-5.4 offerings: ziggurats on the board times the multiplier.
    for s in range(n):
        i = s * _SEAT_SIZE + _F_OFFER
        mult = OFFER_MULT[g.seat[i]]
        if mult:
            z = ziggurats(g, s)
            if z:
                add_score(g, s, z * mult)
        g.write(_A_SEAT, i, 0)


def ziggurats(g, seat):
    colour = g.colours[seat]
    board = g.board
    z = 0
    for h in range(g.nhex):
        v = board[h]
        if v >= _ZIGGURAT and (v - _ZIGGURAT) >> 2 == colour:
            z += 1
    return z


def assur_ranking(g):
    """AS-5.2: seats with huts in Assur, best first (influence, huts, highest hut)."""
    assur = g.assur
    keys = []
    for s in range(g.num_players):
        influence = huts = 0
        top = 99
        for i in range(13):
            if assur[i] == s + 1:
                influence += 3 if i < 3 else (2 if i < 7 else 1)
                huts += 1
                if i < top:
                    top = i
        if huts:
            keys.append((-influence, -huts, top, s))
    keys.sort()
    return [k[3] for k in keys]


def assur_scoring(g):
    st = g.st
    n = g.num_players
    reign = st[_R_REIGN]
    cards = [st[_R_LAID + 1 + i] for i in range(st[_R_LAID])]
    if n == 4 and reign >= 2:
        cards.append(4)  # the bonus card (AS-5.2, AS-5.5)
    ranked = assur_ranking(g)
    for place in range(len(ranked)):
        if not cards:
            break
        if n == 2 and place == 1:
            # AS-5.2: with 2 players the second scores nothing in reign I, the lowest card after.
            if reign > 1:
                add_score(g, ranked[1], min(cards))
            break
        add_score(g, ranked[place], sum(cards))
        cards.remove(max(cards))


def final_scoring(g):
    """AS-6: +1 per ziggurat tile, +1 per plow card, +1 per 2 camels."""
    for s in range(g.num_players):
        tiles, plows, camels = end_counts(g, s)
        bonus = tiles + plows + camels // 2
        if bonus:
            add_score(g, s, bonus)
    clear_laid(g)


def end_counts(g, seat):
    """(ziggurat tiles, plow cards, camels) of `seat`: what the end scores (AS-6)."""
    colour = g.colours[seat]
    tiles = 0
    for h in range(g.nhex):
        v = g.board[h]
        if v >= _ZIGGURAT and (v - _ZIGGURAT) >> 2 == colour:
            tiles += v & 3
    k = seat * _SEAT_SIZE
    return tiles, g.seat[k + _F_PLOW], g.seat[k + _F_CAMELS]


def add_camels(g, seat, n):
    """Camels gained, the track ends at 10 (AS-2)."""
    i = seat * _SEAT_SIZE + _F_CAMELS
    v = g.seat[i] + n
    g.write(_A_SEAT, i, 10 if v > 10 else v)


def add_score(g, seat, n):
    i = seat * _SEAT_SIZE + _F_SCORE
    v = g.seat[i] + (g.seat[i + 1] << 8) + n
    g.write(_A_SEAT, i, v & 255)
    g.write(_A_SEAT, i + 1, v >> 8)


def clear_laid(g):
    """The reign's expansion cards leave the table (AS-5.5); no stale values are kept."""
    for i in range(4):
        g.write(_A_ST, _R_LAID + i, 0)
