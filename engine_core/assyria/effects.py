"""What a legal action does to the game (AS-3, AS-4); the flow carries on after it."""

from . import action_kind, feed_hexes, flow, rules

_ACT_BUY = const(13)
_ACT_BUY_PLOW = const(14)
_ACT_DONE = const(8)
_ACT_DRAFT = const(2)
_ACT_FEED = const(5)
_ACT_FEED_PLOW = const(6)
_ACT_HARVEST = const(3)
_ACT_HUT = const(4)
_ACT_INTRIGUE = const(11)
_ACT_LEVEL = const(10)
_ACT_OFFERING = const(12)
_ACT_START = const(1)
_ACT_WELL = const(7)
_ACT_ZIGGURAT = const(9)
_A_ASSUR = const(8)
_A_BOARD = const(0)
_A_DISC = const(6)
_A_HAND = const(4)
_A_MARK = const(1)
_A_ROWS = const(7)
_A_SEAT = const(3)
_A_ST = const(10)
_A_WELL = const(2)
_F_BASES = const(6)
_F_CAMELS = const(2)
_F_CENTRES = const(7)
_F_HUTS = const(5)
_F_OFFER = const(3)
_F_PLOW = const(4)
_F_ROOFS = const(8)
_MARK_FED = const(1)
_MARK_RAISED = const(2)
_PHASE_WELLS = const(5)
_R_BOUGHT = const(6)
_R_DRAFT = const(17)
_R_HARV = const(28)
_R_HUTS = const(4)
_R_OFFERED = const(5)
_R_PHASE = const(0)
_R_PLOWS = const(23)
_R_POS = const(1)
_R_WELLS = const(22)
_SEAT_SIZE = const(9)
_ZIGGURAT = const(16)


def do(g, a):
    kind = action_kind(a)
    st = g.st
    seat = g.current_player()
    colour = g.colours[seat]
    sk = seat * _SEAT_SIZE
    b = a & 255
    w = g.write
    if kind == _ACT_START:
        w(_A_BOARD, b, _ZIGGURAT + 4 * colour + 1)
        g.add(_A_SEAT, sk + _F_BASES, -1)
        pos = st[_R_POS] + 1
        if pos < g.num_players:
            w(_A_ST, _R_POS, pos)
        else:
            flow.begin_draft(g)
    elif kind == _ACT_DRAFT:
        g.add(_A_HAND, 16 * seat + b, 1)
        n = st[_R_DRAFT]
        # The draft's cards are kept in card order, as the notation lists them.
        for k in range(draft_index(g, b), _R_DRAFT + n):
            w(_A_ST, k, st[k + 1])
        w(_A_ST, _R_DRAFT + n, 0)
        w(_A_ST, _R_DRAFT, n - 1)
        w(_A_ST, _R_POS, st[_R_POS] - 1)
        flow.after_draft_pick(g)
    elif kind == _ACT_HARVEST:
        w(_A_ST, _R_HARV + seat, b)
        rows = g.rows
        for i in (b, b + 5):
            if rows[i] != 255:
                g.add(_A_HAND, 16 * seat + rows[i], 1)
                w(_A_ROWS, i, 255)
        pos = st[_R_POS] + 1
        if pos < g.num_players:
            w(_A_ST, _R_POS, pos)
        else:
            flow.end_harvest(g)
    elif kind == _ACT_HUT:
        w(_A_BOARD, b, 1 + colour)
        g.add(_A_SEAT, sk + _F_HUTS, -1)
        w(_A_ST, _R_HUTS, st[_R_HUTS] - 1)
    elif kind == _ACT_FEED or kind == _ACT_FEED_PLOW:
        for h in feed_hexes(a):
            w(_A_MARK, h, _MARK_FED)
        if kind == _ACT_FEED:
            g.add(_A_HAND, 16 * seat + (a >> 8 & 15), -1)
            g.add(_A_DISC, a >> 8 & 15, 1)
        else:
            w(_A_SEAT, sk + _F_PLOW, 0)
            w(_A_ST, _R_PLOWS, st[_R_PLOWS] + 1)
    elif kind == _ACT_WELL:
        w(_A_WELL, b, 1)
        w(_A_ST, _R_WELLS, st[_R_WELLS] - 1)
        flow.add_score(g, seat, 7 - st[2])  # AS-4.3e: 6/5/4 VP in reign 1/2/3
    elif kind == _ACT_DONE:
        if st[_R_PHASE] == _PHASE_WELLS:
            flow.end_wells(g)
        else:
            flow.end_actions(g)
    elif kind == _ACT_ZIGGURAT:
        pay(g, sk, 6)
        w(_A_BOARD, b, _ZIGGURAT + 4 * colour + 1)
        w(_A_MARK, b, _MARK_RAISED)
        g.add(_A_SEAT, sk + _F_BASES, -1)
        g.add(_A_SEAT, sk + _F_HUTS, 1)
    elif kind == _ACT_LEVEL:
        height = g.board[b] & 3
        pay(g, sk, rules.LEVEL_COST[height])
        w(_A_BOARD, b, g.board[b] + 1)
        w(_A_MARK, b, _MARK_RAISED)
        g.add(_A_SEAT, sk + (_F_CENTRES if height == 1 else _F_ROOFS), -1)
    elif kind == _ACT_INTRIGUE:
        pay(g, sk, rules.DIG_COST[b])
        i = rules.DIG_START[b]
        while g.assur[i]:
            i += 1
        w(_A_ASSUR, i, seat + 1)
        g.add(_A_SEAT, sk + _F_HUTS, -1)
    elif kind == _ACT_OFFERING:
        pay(g, sk, b)
        g.add(_A_SEAT, sk + _F_OFFER, b)
        w(_A_ST, _R_OFFERED, st[_R_OFFERED] + b)
    elif kind == _ACT_BUY:
        pay(g, sk, rules.card_cost(b))
        w(_A_ROWS, rules.row_place(g, b), 255)
        g.add(_A_HAND, 16 * seat + b, 1)
        w(_A_ST, _R_BOUGHT, 1)
    else:  # _ACT_BUY_PLOW
        pay(g, sk, 2)
        w(_A_SEAT, sk + _F_PLOW, 1)
        w(_A_ST, _R_PLOWS, st[_R_PLOWS] - 1)

def draft_index(g, card):
    st = g.st
    for k in range(_R_DRAFT + 1, _R_DRAFT + 1 + st[_R_DRAFT]):
        if st[k] == card:
            return k
    return -1

def pay(g, sk, camels):
    g.add(_A_SEAT, sk + _F_CAMELS, -camels)
