"""Checks a loaded position must pass (from_text and decode): pieces add up, someone decides.

Each check takes `fail(message)`, which raises ValueError naming the line or the field.
"""

from . import COLOUR_NAMES, rules
from .board import CORNERS
from .game import WELLS_BY_PLAYERS


def pieces(fail, g):
    """AS-1: huts, ziggurat parts, wells and plow cards never leave the game."""
    n = g.num_players
    for s in range(n):
        c = g.colours[s]
        k = 9 * s
        huts = g.seat[k + 5]
        for v in g.assur:
            if v == s + 1:
                huts += 1
        zig = [0, 0, 0, 0]
        for h in range(g.nhex):
            v = g.board[h]
            if v == 1 + c:
                huts += 1
            elif v >= 16 and (v - 16) >> 2 == c:
                zig[v & 3] += 1
        if (
            huts != 10
            or g.seat[k + 6] + zig[1] + zig[2] + zig[3] != 4
            or g.seat[k + 7] + zig[2] + zig[3] != 4
            or g.seat[k + 8] + zig[3] != 4
        ):
            fail("the pieces of %s do not add up (AS-1)" % COLOUR_NAMES[c])
    wells = 0
    for c in range(len(g.wells)):
        if g.wells[c]:
            wells += 1
            if CORNERS[3 * c + 2] >= g.nhex:
                fail("a well stands out of play")
    if g.st[22] + wells != WELLS_BY_PLAYERS[n]:
        fail("wells on the board and in the supply must make %d" % WELLS_BY_PLAYERS[n])
    plows = g.st[23]
    for s in range(n):
        plows += g.seat[9 * s + 4]
    if plows != n:
        fail("plow cards held and on the plow space must make %d" % n)


def decision(fail, g):
    """notation-assyria.md: the player named by `phase` must have something to decide."""
    ph = g.st[0]
    if ph == 7:
        return
    seat = g.current_player()
    colour = g.colours[seat]
    st = g.st
    if ph == 3:
        ok = rules.any_hut_hex(g, colour) and st[4] <= g.seat[9 * seat + 5]
    elif ph == 4:
        ok = rules.feed_best(g, seat) > 0
    elif ph == 5:
        ok = st[22] > 0 and any(rules.well_ok(g, colour, c) for c in range(len(g.wells)))
    elif ph == 6:
        ok = rules.any_action(g, seat)
    else:
        ok = g.legal_actions() != []
    if not ok:
        fail("that player has nothing to decide here")
