"""view(seat): what every player may see, in Assyria all but the order of the decks (AS-7)."""

from .board import CORNERS


def view(g, seat):
    n = g.num_players
    st = g.st
    seats = []
    for s in range(n):
        k = s * 9
        seats.append(
            {
                "colour": g.colours[s],
                "score": g.score(s),
                "camels": g.seat[k + 2],
                "offering": g.seat[k + 3],
                "plow": g.seat[k + 4],
                "huts": g.seat[k + 5],
                "bases": g.seat[k + 6],
                "centres": g.seat[k + 7],
                "roofs": g.seat[k + 8],
                "hand": bytes(g.hand[16 * s : 16 * s + 16]),
                "harvest": st[28 + s],
            }
        )
    wells = [tuple(CORNERS[3 * c : 3 * c + 3]) for c in range(58) if g.wells[c]]
    return {
        "seat": seat,
        "phase": st[0],
        "current": g.current_player(),
        "order": g.turn_order(),
        "reign": st[2],
        "turn": st[3],
        "huts_to_place": st[4],
        "offered": st[5],
        "bought": st[6],
        "expansion": bytes(st[14 : 14 + st[13]]),
        "bonus": n == 4 and st[2] >= 2 and st[0] != 7,
        "draft": bytes(sorted(st[18 : 18 + st[17]])),
        "rows": bytes(g.rows),
        "board": bytes(g.board),
        "marks": bytes(g.marks),
        "wells": wells,
        "wells_left": st[22],
        "plows": st[23],
        "assur": bytes(g.assur),
        "seats": seats,
        # The order of both decks is hidden (AS-7), and so is the RNG that would tell it; their
        # sizes and the discard pile are public.
        "deck_size": st[11],
        "expansion_deck_size": st[12],
        "discard": bytes(g.disc),
    }
