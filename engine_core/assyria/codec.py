"""encode()/decode(): a game as compact bytes (about 400), checked field by field on the way in."""

from . import consistency
from .board import REGION
from .game import CARD_COPIES, WELLS_BY_PLAYERS, Game

_VERSION = 1


def encode(g):
    """Version, playing colours (bit mask), then every state array in journal order."""
    mask = 0
    for c in g.colours:
        mask |= 1 << c
    out = bytearray((_VERSION, mask))
    for arr in g._arrs:
        out.extend(arr)
    return bytes(out)


def _fail(field):
    def fail(why):
        raise ValueError("%s: %s" % (field, why))

    return fail


def decode(data):
    """The game `data` holds; ValueError naming the field on anything the engine cannot reach."""
    data = bytes(data)
    if len(data) < 2 or data[0] != _VERSION:
        raise ValueError("version: not an Assyria game of this engine")
    mask = data[1]
    colours = bytes(c for c in range(4) if mask >> c & 1)
    if mask >> 4 or not 2 <= len(colours) <= 4:
        raise ValueError("colours: 2 to 4 playing colours")
    g = Game(colours)
    k = 2
    for arr in g._arrs:
        if k + len(arr) > len(data):
            raise ValueError("length: the data ends too early")
        arr[:] = data[k : k + len(arr)]
        k += len(arr)
    if k != len(data):
        raise ValueError("length: %d bytes too many" % (len(data) - k))
    _registers(g)
    _board(g)
    _cards(g)
    consistency.pieces(_fail("pieces"), g)
    consistency.decision(_fail("phase"), g)
    g.reset_journal()
    return g


def _registers(g):
    fail = _fail("registers")
    st = g.st
    n = g.num_players
    ph = st[0]
    reign = st[2]
    if ph > 7 or st[1] >= n or not 1 <= reign <= 3:
        fail("phase, player or reign out of range")
    if not 1 <= st[3] <= (2 if reign == 1 else 3) or g.rng_state() == 0:
        fail("turn or RNG out of range")
    if sorted(st[24 : 24 + n]) != list(range(n)) or any(st[24 + n : 28]):
        fail("the turn order is not the seats")
    if (st[4] and ph != 3) or st[4] > 4 or st[5] > 3 or st[6] > 1:
        fail("a step counter out of range")
    if ph != 6 and (st[5] or st[6]):
        fail("offered or bought outside the actions")
    if st[11] > 40 or st[12] > 8 or st[22] > WELLS_BY_PLAYERS[n] or st[23] > n:
        fail("a supply out of range")
    laid = st[13]
    if laid != (0 if ph == 7 else st[3]) or any(st[14 + laid : 17]):
        fail("the expansion cards laid do not match the turn")
    for i in range(laid):
        if not 2 <= st[14 + i] <= 4:
            fail("an expansion card out of range")
    if reign == 1 and laid and st[14] != 4:
        fail("reign 1 starts with a 4")
    draft = st[17]
    if (draft and ph != 1) or (ph == 1 and not 2 <= draft <= n) or any(st[18 + draft : 22]):
        fail("the draft does not match the phase")
    harvest = list(st[28 : 28 + n])
    for s in range(n):
        col = harvest[s]
        if col != 255 and (ph != 2 or col > n or harvest.count(col) > 1):
            fail("a harvest choice out of place")
    chosen = [s for s in range(n) if harvest[s] != 255]
    if sorted(chosen) != sorted(st[24 : 24 + len(chosen)]) or (ph == 2 and len(chosen) != st[1]):
        fail("the harvest choices are not the first players'")
    if ph == 7 and st[1]:
        fail("a player named after the end")
    for i in range(st[12]):
        if not 2 <= g.expd[i] <= 4:
            fail("an expansion card out of range")
    if any(g.expd[st[12] :]):
        fail("stale expansion cards")
    if ph <= 1 and (reign != 1 or st[3] != 1):
        fail("the setup is in reign 1 turn 1")


def _board(g):
    fail = _fail("board")
    st = g.st
    n = g.num_players
    active = st[24 + st[1]]
    for h in range(64):
        v = g.board[h]
        m = g.marks[h]
        if not v:
            if m:
                fail("a mark on an empty hex")
            continue
        if h >= g.nhex:
            fail("a piece out of play")
        if v < 16:
            s = g.seat_of[v - 1] if v <= 4 else 255
            if s == 255 or (m and (m != 1 or st[0] != 4 or s != active)):
                fail("a hut of no player or marked out of its step")
        else:
            c = (v - 16) >> 2
            s = g.seat_of[c] if c < 4 else 255
            if s == 255 or not v & 3 or REGION[h] == 1 or REGION[h] == 2:
                fail("a ziggurat of no player, of height 0 or on a river")
            if m and (m != 2 or st[0] != 6 or s != active):
                fail("a ziggurat marked out of its step")
    for c in range(len(g.wells)):
        if g.wells[c] > 1:
            fail("a well count out of range")
    assur = g.assur
    for d in ((0, 3), (3, 7), (7, 13)):
        gap = False
        for i in range(d[0], d[1]):
            if assur[i] > n or (assur[i] and gap):
                fail("Assur spaces are filled from the top by players")
            gap = gap or not assur[i]
    for s in range(n):
        k = 9 * s
        seat = g.seat
        if seat[k + 2] > 10 or seat[k + 3] > 7 or seat[k + 4] > 1 or seat[k + 5] > 10:
            fail("a player's track out of range")


def _cards(g):
    fail = _fail("cards")
    st = g.st
    n = g.num_players
    count = [0] * 17
    for i in range(40):
        k = g.deck[i]
        if i < st[11]:
            count[k if k < 16 else 16] += 1
        elif k:
            fail("stale cards below the deck")
    for k in range(16):
        count[k] += g.disc[k]
        for s in range(n):
            count[k] += g.hand[16 * s + k]
    for i in range(10):
        k = g.rows[i]
        if k != 255:
            if i % 5 > n:
                fail("a card outside the rows")
            count[k if k < 16 else 16] += 1
    for i in range(st[17]):
        k = st[18 + i]
        count[k if k < 16 else 16] += 1
        if i and st[18 + i - 1] > k:
            fail("the draft is not in card order")
    if count[16]:
        fail("an unknown card")
    for k in range(16):
        if count[k] > CARD_COPIES[k]:
            fail("more cards of a kind than exist (AS-1)")
