"""What happens by itself between decisions: steps ending, sowing, income, flood (AS-4, AS-5)."""

from ..compat import const
from . import rules
from .board import REGION

_A_BOARD = const(0)
_A_MARK = const(1)
_A_SEAT = const(3)
_A_HAND = const(4)
_A_DECK = const(5)
_A_DISC = const(6)
_A_ROWS = const(7)
_A_ASSUR = const(8)
_A_ST = const(10)
_F_SCORE = const(0)
_F_CAMELS = const(2)
_F_OFFER = const(3)
_F_PLOW = const(4)
_F_HUTS = const(5)
_F_BASES = const(6)
_F_CENTRES = const(7)
_F_ROOFS = const(8)
_SEAT_SIZE = const(9)
_R_PHASE = const(0)
_R_POS = const(1)
_R_REIGN = const(2)
_R_TURN = const(3)
_R_HUTS = const(4)
_R_OFFERED = const(5)
_R_BOUGHT = const(6)
_R_DECK = const(11)
_R_EXPD = const(12)
_R_LAID = const(13)
_R_DRAFT = const(17)
_R_PLOWS = const(23)
_R_ORDER = const(24)
_R_HARV = const(28)
_PHASE_DRAFT = const(1)
_PHASE_HARVEST = const(2)
_PHASE_HUTS = const(3)
_PHASE_FEED = const(4)
_PHASE_WELLS = const(5)
_PHASE_ACTIONS = const(6)
_PHASE_OVER = const(7)
_ZIGGURAT = const(16)
_MARK_FED = const(1)
_MARK_RAISED = const(2)
_WILD = const(15)

# AS-2: the offering track's multiplier per space; AS-5.3: upper dignitary VP by huts there.
OFFER_MULT = b"\x00\x01\x02\x02\x03\x03\x03\x04"
UPPER_VP = b"\x00\x01\x04\x08"
# AS-4.3e: prestige per hut by region (desert, river1, river2, between the rivers).
HUT_VP = b"\x01\x00\x00\x02"


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


def draw(g):
    """The top food card; an empty deck is remade from the discard pile; 255 if none (AS-4.1)."""
    st = g.st
    if not st[_R_DECK]:
        cards = []
        disc = g.disc
        for k in range(16):
            for _ in range(disc[k]):
                cards.append(k)
            g.write(_A_DISC, k, 0)
        shuffle_into_deck(g, cards)
    n = st[_R_DECK]
    if not n:
        return 255
    g.write(_A_ST, _R_DECK, n - 1)
    k = g.deck[n - 1]
    g.write(_A_DECK, n - 1, 0)  # drawn places are zero, so that equal positions encode alike
    return k


def shuffle(g, items):
    """Fisher-Yates with the game's RNG, as notation-assyria.md says; items is a list."""
    for i in range(len(items) - 1, 0, -1):
        j = g.next_random() % (i + 1)
        items[i], items[j] = items[j], items[i]
    return items


def shuffle_into_deck(g, cards):
    shuffle(g, cards)
    n = len(cards)
    for i in range(n):
        g.write(_A_DECK, n - 1 - i, cards[i])  # the first card of the result is the top
    g.write(_A_ST, _R_DECK, n)


def sow(g):
    """AS-4.1: two rows, each sorted by symbols (1 to 3, draw order kept), wild cards last."""
    w = g.num_players + 1
    for r in range(2):
        drawn = []
        for _ in range(w):
            k = draw(g)
            if k == 255:
                break
            drawn.append(k)
        place = 5 * r
        for rank in (0, 1, 2, 3):
            for k in drawn:
                if (3 if k == _WILD else k % 3) == rank:
                    g.write(_A_ROWS, place, k)
                    place += 1


def seat_at(g, pos):
    return g.st[_R_ORDER + pos]


def expansion_card(g):
    st = g.st
    return st[_R_LAID + st[_R_LAID]]


def begin_expansion(g, pos):
    """AS-4.3a: the player at `pos` places min(the turn's card, huts in supply) huts."""
    g.write(_A_ST, _R_POS, pos)
    g.write(_A_ST, _R_PHASE, _PHASE_HUTS)
    huts = g.seat[seat_at(g, pos) * _SEAT_SIZE + _F_HUTS]
    card = expansion_card(g)
    g.write(_A_ST, _R_HUTS, card if card < huts else huts)


def begin_draft(g):
    """AS-3: the last player draws as many cards as there are players."""
    n = g.num_players
    cards = []
    for _ in range(n):
        k = draw(g)
        if k == 255:
            break
        cards.append(k)
    cards.sort()  # kept in card order, as the notation lists them
    for i in range(len(cards)):
        g.write(_A_ST, _R_DRAFT + 1 + i, cards[i])
    g.write(_A_ST, _R_DRAFT, len(cards))
    g.write(_A_ST, _R_PHASE, _PHASE_DRAFT)
    g.write(_A_ST, _R_POS, n - 1)
    after_draft_pick(g)


def after_draft_pick(g):
    """A single card left goes by itself to the next player (the first player, AS-3)."""
    st = g.st
    left = st[_R_DRAFT]
    if left > 1 and st[_R_POS] >= 0:
        return
    if left == 1:
        seat = seat_at(g, st[_R_POS])
        g.add(_A_HAND, 16 * seat + st[_R_DRAFT + 1], 1)
        g.write(_A_ST, _R_DRAFT + 1, 0)
        g.write(_A_ST, _R_DRAFT, 0)
    g.write(_A_ST, _R_PHASE, _PHASE_HARVEST)
    g.write(_A_ST, _R_POS, 0)


def end_harvest(g):
    """AS-4.2: the new turn order is the order of the chosen columns, leftmost first."""
    n = g.num_players
    st = g.st
    order = [st[_R_ORDER + p] for p in range(n)]
    order.sort(key=lambda s: st[_R_HARV + s])
    for p in range(n):
        g.write(_A_ST, _R_ORDER + p, order[p])
        g.write(_A_ST, _R_HARV + p, 255)  # only the harvest needs the choices
    begin_expansion(g, 0)


def famine(g, seat):
    """AS-4.3c: unfed huts go back to the supply; the rest lose their fed marks."""
    hut = 1 + g.colours[seat]
    board = g.board
    marks = g.marks
    back = 0
    for h in range(g.nhex):
        if board[h] == hut:
            if marks[h] & _MARK_FED:
                g.write(_A_MARK, h, 0)
            else:
                g.write(_A_BOARD, h, 0)
                back += 1
    if back:
        g.add(_A_SEAT, seat * _SEAT_SIZE + _F_HUTS, back)


def income(g, seat):
    """AS-4.3e: camels per river (3, then 2 per further hut) and prestige (wells scored at once)."""
    colour = g.colours[seat]
    hut = 1 + colour
    board = g.board
    river = [0, 0, 0]
    vp = 0
    for h in range(g.nhex):
        v = board[h]
        if v == hut:
            r = REGION[h]
            vp += HUT_VP[r]
            if r == 1 or r == 2:
                river[r] += 1
        elif v >= _ZIGGURAT and (v - _ZIGGURAT) >> 2 == colour:
            vp += v & 3
    camels = 0
    for r in (1, 2):
        if river[r]:
            camels += 1 + 2 * river[r]
    if camels:
        add_camels(g, seat, camels)
    if vp:
        add_score(g, seat, vp)


def end_wells(g):
    st = g.st
    pos = st[_R_POS]
    income(g, seat_at(g, pos))
    if pos + 1 < g.num_players:
        begin_expansion(g, pos + 1)
    else:
        g.write(_A_ST, _R_POS, 0)
        g.write(_A_ST, _R_PHASE, _PHASE_ACTIONS)


def end_actions(g):
    st = g.st
    pos = st[_R_POS]
    marks = g.marks
    for h in range(g.nhex):
        if marks[h] & _MARK_RAISED:
            g.write(_A_MARK, h, 0)
    g.write(_A_ST, _R_OFFERED, 0)
    g.write(_A_ST, _R_BOUGHT, 0)
    if pos + 1 < g.num_players:
        g.write(_A_ST, _R_POS, pos + 1)
    else:
        end_turn(g)


def settle(g):
    """Carry on until a player must decide: skip steps with nothing to decide (notation)."""
    st = g.st
    while True:
        ph = st[_R_PHASE]
        seat = seat_at(g, st[_R_POS])
        if ph == _PHASE_HUTS:
            if st[_R_HUTS] and rules.any_hut_hex(g, g.colours[seat]):
                return
            g.write(_A_ST, _R_HUTS, 0)
            g.write(_A_ST, _R_PHASE, _PHASE_FEED)
        elif ph == _PHASE_FEED:
            if rules.feed_best(g, seat):
                return
            famine(g, seat)
            g.write(_A_ST, _R_PHASE, _PHASE_WELLS)
        elif ph == _PHASE_WELLS:
            if st[22] and any_well(g, seat):
                return
            end_wells(g)
        elif ph == _PHASE_ACTIONS:
            if rules.any_action(g, seat):
                return
            end_actions(g)
        else:
            return


def any_well(g, seat):
    colour = g.colours[seat]
    for c in range(len(g.wells)):
        if rules.well_ok(g, colour, c):
            return True
    return False


def end_turn(g):
    """AS-4.5: the rows go to the discard; a flood after a reign's last turn; then sow again."""
    st = g.st
    rows = g.rows
    for i in range(10):
        k = rows[i]
        if k != 255:
            g.add(_A_DISC, k, 1)
            g.write(_A_ROWS, i, 255)
    reign = st[_R_REIGN]
    turn = st[_R_TURN]
    if turn == (2 if reign == 1 else 3):
        flood(g)
        if reign == 3:
            final_scoring(g)
            g.write(_A_ST, _R_PHASE, _PHASE_OVER)
            g.write(_A_ST, _R_POS, 0)
            return
        g.write(_A_ST, _R_REIGN, reign + 1)
        g.write(_A_ST, _R_TURN, 1)
        clear_laid(g)
    else:
        g.write(_A_ST, _R_TURN, turn + 1)
    lay_expansion(g)
    sow(g)
    g.write(_A_ST, _R_PHASE, _PHASE_HARVEST)
    g.write(_A_ST, _R_POS, 0)


def lay_expansion(g):
    st = g.st
    n = st[_R_EXPD]
    g.write(_A_ST, _R_EXPD, n - 1)
    laid = st[_R_LAID] + 1
    g.write(_A_ST, _R_LAID + laid, g.expd[n - 1])
    g.write(9, n - 1, 0)  # the expansion deck's drawn place
    g.write(_A_ST, _R_LAID, laid)


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
        colour = g.colours[s]
        tiles = 0
        for h in range(g.nhex):
            v = g.board[h]
            if v >= _ZIGGURAT and (v - _ZIGGURAT) >> 2 == colour:
                tiles += v & 3
        k = s * _SEAT_SIZE
        bonus = tiles + g.seat[k + _F_PLOW] + g.seat[k + _F_CAMELS] // 2
        if bonus:
            add_score(g, s, bonus)
    clear_laid(g)


def clear_laid(g):
    """The reign's expansion cards leave the table (AS-5.5); no stale values are kept."""
    for i in range(4):
        g.write(_A_ST, _R_LAID + i, 0)

