"""Assyria's two screens besides the map as lines of text: the CircuitPython edition's
(firmware_cp/cpgames/assyria/view.py). The console draws its own (rowsview.py, assurview.py).

Everything here is public (AS-7). The figures are read from the game's state as
engine_core/assyria/seatview.py reads them for view(seat), without building its dict: the view
module's names would stay in the interpreter's string pool for good (about 1.5 KB).
"""

from games.assyria.flow import COLOUR_NAMES, DIGNITARY_NAMES, card_name, name

SHORT_FOOD = "GPSBD"


def short_card(k):
    """G2: grape with two symbols; W: wild."""
    return "W" if k == 15 else SHORT_FOOD[k // 3] + str(k % 3 + 1)


def rows_and_tracks(game):
    """Screen 2: the two food rows (AS-3.2), decks, then per seat in turn order the tracks."""
    rows = game.rows
    st = game.st
    order = game.turn_order()
    out = ["Food rows (harvest a column)"]
    for r in range(2):
        out.append("  row %d: " % (r + 1) + "  ".join(
            "%d:%s" % (c + 1, "-" if rows[5 * r + c] == 255 else card_name(rows[5 * r + c]))
            for c in range(5)))
    # st: 2 reign, 3 turn, 11 food deck, 12 expansion deck (seatview.py's "reign", "turn",
    # "deck_size", "expansion_deck_size").
    out.append("Deck %d  expansion %d  reign %d turn %d" % (st[11], st[12], st[2], st[3]))
    out.append("Turn order: " + " ".join(name(game, s) for s in order))
    for s in order:
        k = s * 9  # seat registers: 3 offering, 4 plow, 5 huts left (seatview.py)
        out.append("%-7s score %d  camels %d" % (name(game, s), game.score(s), game.camels(s)))
        out.append("   offering %d  plow %d  huts %d" % (game.seat[k + 3], game.seat[k + 4],
                                                     game.seat[k + 5]))
    return out


def assur_and_cards(game):
    """Screen 3: the Assur dignitaries (AS-4.5) and each player's cards, all public (AS-7)."""
    assur = game.assur
    out = ["Assur"]
    for d, lo, hi in ((0, 0, 3), (1, 3, 7), (2, 7, 13)):
        out.append("  %-6s " % DIGNITARY_NAMES[d] + " ".join(
            COLOUR_NAMES[game.colours[assur[i] - 1]][0].upper() if assur[i] else "."
            for i in range(lo, hi)))
    out.append("Cards in hand")
    hand = game.hand
    for s in game.turn_order():
        cards = []
        for k in range(16):
            cards += [short_card(k)] * hand[16 * s + k]
        out.append("  %s: %s" % (name(game, s), " ".join(cards) or "none"))
    return out
