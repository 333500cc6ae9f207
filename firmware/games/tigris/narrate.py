"""One action and what it triggered, told in words: public lines for the table, private ones
(points, a swap's tiles) for their owner only (TE-13); the warning before an action that
starts a war, a unification or a revolt.

Loaded for each action and dropped again (flow.py), so it stays out of the resident heap.
Words only: no rule ids, cell names or shorthand reach the screen from here.
"""

# build: intern strings (loaded again for every action: tools/mpy_strings.py)
from engine_core.tigris import (
    ACT_BUILDING,
    ACT_CATASTROPHE,
    ACT_COMMIT,
    ACT_LEADER,
    ACT_MONUMENT,
    ACT_PASS,
    ACT_SWAP,
    ACT_TILE,
    ACT_WAR,
    ACT_ZIGGURAT,
    ACT_ZIGGURAT_VP,
    DYNASTY_NAMES,
    EV_BUILDING,
    EV_GAME_OVER,
    EV_LEADER_RETURNED,
    EV_MONUMENT,
    EV_REVOLT,
    EV_SCORE,
    EV_TREASURE,
    EV_WAR,
    EV_ZIGGURAT,
    MONUMENT_COLOURS,
    NO_CELL,
    action_arg,
    action_cell,
    action_kind,
)
from games.tigris.flow import (
    BUILDING_NAMES,
    COLOUR_NAMES,
    END_TURN,
    LEADER_NAMES,
    LOG_KEEP,
    name,
)


def tiles(n, colour=-1):
    """'1 red tile', '3 tiles': the count with its noun in the right number."""
    word = "tile" if n == 1 else "tiles"
    if colour < 0:
        return "%d %s" % (n, word)
    return "%d %s %s" % (n, COLOUR_NAMES[colour], word)


def counts(four):
    """'2 red, 1 blue' from four counts by colour; 'nothing' if all are 0."""
    out = []
    for c in range(4):
        if four[c]:
            out.append("%d %s" % (four[c], COLOUR_NAMES[c]))
    return ", ".join(out) or "nothing"


def monument_words(m):
    return "%s-%s" % (COLOUR_NAMES[MONUMENT_COLOURS[2 * m]],
                                       COLOUR_NAMES[MONUMENT_COLOURS[2 * m + 1]])


def action_line(game, ctx):
    """The public line of the action itself, or "" when its events tell it better."""
    actor, action, cf, was_on_board, hand_before, board_before = ctx[:6]
    who = name(game, actor)
    kind = action_kind(action)
    arg = action_arg(action)
    cell = action_cell(action)
    if kind == ACT_TILE:
        return "%s placed a %s tile" % (who, COLOUR_NAMES[arg])
    if kind == ACT_LEADER:
        leader = LEADER_NAMES[arg]
        if cell == NO_CELL:
            return "%s withdrew their %s" % (who, leader)
        return "%s %s their %s" % (who, "moved" if was_on_board else "placed", leader)
    if kind == ACT_CATASTROPHE:
        if 1 <= board_before <= 4:
            return "%s wrecked a %s tile" % (who, COLOUR_NAMES[board_before - 1])
        return "%s placed a catastrophe" % who
    if kind == ACT_SWAP:
        n = 0
        for c in range(4):
            n += action >> (3 * c) & 7
        return "%s swapped %s" % (who, tiles(n))
    if kind == ACT_PASS:
        return "%s passed" % who
    if kind == ACT_WAR:
        return "%s chose the war in %s" % (who, COLOUR_NAMES[arg])
    if kind == ACT_COMMIT:
        n = action & 0xFFF
        colour = 0 if cf is None or cf[0] == 1 else cf[1]  # a revolt is fought with red (TE-7.3)
        return "%s committed %s" % (who, tiles(n, colour))
    if kind == ACT_MONUMENT and cell == NO_CELL:
        return "%s built no monument" % who
    if kind == ACT_BUILDING and cell == NO_CELL:
        return "%s placed no building" % who
    if kind == ACT_ZIGGURAT and cell == NO_CELL:
        return "%s built no ziggurat" % who
    if kind == ACT_ZIGGURAT_VP:
        return "%s took the ziggurat's point" % who
    return ""  # monument, treasure, building, ziggurat: their events say it


def conflict_lines(game, ev, cf, committed):
    """'Black war: Archer 5 v Pot 3' and 'Pot loses the king, 3 tiles' (TE-7.4,
    TE-8.6): two lines, so that neither the strip nor the hand-over cuts off the outcome; a
    tie says in a line of its own who wins it, the defender (TE-7.4, TE-8.5), as the first
    line has no room left for it with two-digit totals. `cf` is conflict() before the
    deciding commitment, `committed` that commitment."""
    att, dfn, colour, winner = ev[1], ev[2], ev[3], ev[4]
    loser = dfn if winner == att else att
    war = ev[0] == EV_WAR
    c = COLOUR_NAMES[colour]
    head = "%s%s %s: " % (c[0].upper(), c[1:], "war" if war else "revolt")
    if cf is not None and cf[2] == att and cf[3] == dfn:
        a = cf[4] + max(cf[6], 0)
        d = cf[5] + (committed if cf[7] < 0 else cf[7])
        head += "%s %d v %s %d" % (name(game, att), a, name(game, dfn), d)
        tie = a == d
    else:
        tie = False
        head += "%s won" % name(game, winner)
    if war:
        last = "%s loses the %s, %s" % (name(game, loser), LEADER_NAMES[colour], tiles(ev[5]))
    else:
        last = "%s's %s goes home" % (name(game, loser), LEADER_NAMES[colour])
    if tie:
        return head, "A tie: the defender wins", last
    return head, last


def narrate(game, ctx):
    """[(owner, text)] for the action in `ctx` and the game's events: owner -1 is a line for
    everyone, a seat a line only that seat may see (its points, its swap), -4 everyone's line
    that stands in for such lines until the game is over ("Someone scored")."""
    actor, action, cf = ctx[0], ctx[1], ctx[2]
    out = []
    line = action_line(game, ctx)
    if line:
        out.append((-1, line))
    who = name(game, actor)
    points = None
    for ev in game.events:
        k = ev[0]
        if k == EV_SCORE:
            if points is None:
                points = {}
            seat = ev[1]
            got = points.get(seat) or [0, 0, 0, 0]
            got[ev[2]] += ev[3]
            points[seat] = got
        elif k == EV_REVOLT or k == EV_WAR:
            for line in conflict_lines(game, ev, cf, action & 0xFFF):
                out.append((-1, line))
        elif k == EV_LEADER_RETURNED:
            out.append((-1, "No temple: %s's %s home" % (
                name(game, ev[1]), LEADER_NAMES[ev[2]])))
        elif k == EV_MONUMENT:
            out.append((-1, "%s: %s monument" % (who, monument_words(ev[1]))))
        elif k == EV_TREASURE:
            out.append((-1, "%s took a treasure" % name(game, ev[1])))
        elif k == EV_BUILDING:
            out.append((-1, "%s placed the %s" % (who, BUILDING_NAMES[ev[1]])))
        elif k == EV_ZIGGURAT:
            out.append((-1, "%s built the ziggurat" % who))
        elif k == EV_GAME_OVER:
            out.append((-1, "The game is over"))
    if action_kind(action) == ACT_SWAP:
        gave = [action >> (3 * c) & 7 for c in range(4)]
        now = game.hand(actor)
        before = ctx[4]
        drew = [now[c] - before[c] + gave[c] for c in range(4)]
        out.append((actor, "gave back %s; drew %s" % (counts(gave), counts(drew))))
    if points:
        for seat in points:
            got = points[seat]
            parts = []
            for c in range(4):
                if got[c]:
                    parts.append("+%d %s" % (got[c], COLOUR_NAMES[c]))
            out.append((seat, " ".join(parts)))
        # Who scored what colour is private (TE-13): the table learns only that points fell.
        # Owner -4: everyone's line, which the game's end replaces by the lines above.
        out.append((-4, "Someone scored"))
    return out


def context(game, action):
    """What the log needs from before an action: (actor, action, conflict, leader was on the
    board, hand, board value at the target, active seat)."""
    actor = game.current_player()
    kind = action_kind(action)
    cell = action_cell(action)
    return (actor, action, game.conflict(),
            kind == ACT_LEADER and game.leader_cell(actor, action_arg(action)) != NO_CELL,
            game.hand(actor) if kind == ACT_SWAP else None,
            game.board[cell] if kind == ACT_CATASTROPHE else 0, game.active)


def tell(flow, ctx):
    """The action's lines into the flow (games/tigris/flow.py): public ones to its `log` and
    file, private ones to the file and their owner's news; remembered so that an undo takes
    them all back."""
    lines = narrate(flow.game, ctx)
    flow.log_seq += 1
    seq = flow.log_seq
    news = flow.news
    about = flow.about
    before = tuple(news)
    told = tuple(about)
    game = flow.game
    marks = flow.undo_marks
    if len(marks) > 1:
        marks.pop(0)  # a turn has two actions of one's own to take back
    kept = 0
    log = flow.log
    unwritten = flow.unwritten
    # Whom a line names matters only if the console passes between people: with one person
    # and bots, nothing is kept.
    people = flow.seats.count(b"\0") > 1
    for owner, text in lines:
        unwritten.append("%d %s %s" % (seq, "-" if owner == -1 else "*" if owner < 0 else owner,
                                       text))
        if owner < 0:
            log.append(text)
            kept += 1
            flow.msg = text
            # Names matched in lower case (no word of the log holds one): one string made for
            # the line, not a capitalised name made for each seat.
            low = text.lower() if people else ""
            for seat in range(len(about) if people else 0):
                # A bot's seat is never handed the console: nothing is kept for it.
                if seat != flow.ready and not flow.seats[seat] and \
                        DYNASTY_NAMES[game.dynasties[seat]] in low:
                    about[seat] = text
        elif text[:1] == "+":
            # The newest item of points, whole ("+1 black" of "+1 red +1 black"): the REVEAL
            # panel has room for one beside the counts ("+12 black" at most: 78 px).
            news[owner] = text[text.rfind(" +") + 1:]
    if len(log) > LOG_KEEP:
        flow.log = log = log[-LOG_KEEP:]  # a new list of its size: pop(0) keeps the room
    marks.append((seq, min(kept, len(log)), before, told))
    flow.since_handover += kept


def warning(flow, action):
    """Words for what a legal tile or leader placement starts, "" if nothing: a tile next to
    two kingdoms unites them (TE-8.1), a war in each colour with two leaders there (TE-8.2); a
    leader joining a kingdom with a leader of its colour starts a revolt (TE-7.1)."""
    g = flow.game
    cell = action_cell(action)
    if action_kind(action) == ACT_LEADER:
        if cell == NO_CELL:
            return ""
        # Exact whatever the move lifts: tried on the engine and taken back at once. The
        # journal never recycles the last action's own records (engine_core/__init__.py
        # can_undo), so no copy of the game is made first: no codec, no bytes on this key.
        g.apply(action)
        cf = g.conflict()
        g.undo()
        if cf is not None and cf[0] == 1:
            return "Starts a revolt in %s" % COLOUR_NAMES[cf[1]]
        return ""
    region = g.region
    labels = []
    row, col = cell >> 4, cell & 15
    for nb, ok in ((cell - 16, row > 0), (cell + 16, row < 10), (cell - 1, col > 0),
                   (cell + 1, col < 15)):
        if ok:
            lab = region[nb]
            if g.region_is_kingdom(lab) and lab not in labels:
                labels.append(lab)
    if len(labels) < 2:
        return ""
    seen = bytearray(4)
    board = g.board
    for i in range(176):
        v = board[i]
        if v >= 16 and region[i] in labels:
            seen[(v - 16) & 3] += 1
    wars = [COLOUR_NAMES[c] for c in range(4) if seen[c] >= 2]
    # Words that fit the strip with ": A/B" after them, whole (view.py prompt_line).
    if not wars:
        return "Unites two kingdoms"
    if len(wars) == 1:
        return "Starts a war in " + wars[0]
    if len(wars) == 4:
        return "Wars in all four colours"
    return "Wars in " + ", ".join(wars[:-1]) + " and " + wars[-1]


def plain(words):
    """An engine refusal without its rule id, capitalised: '(TE-5.4)' means nothing at the
    table."""
    i = words.find(" (TE-")
    while i >= 0:
        j = words.find(")", i)
        words = words[:i] + (words[j + 1:] if j >= 0 else "")
        i = words.find(" (TE-")
    return words[:1].upper() + words[1:]


def after_change(flow, ctx):
    """After an action: the turn's end waits for A (END_TURN), else the next decision or the
    hand-over; the game is saved either way."""
    kind = action_kind(ctx[1])
    over = flow.game.is_over()
    ended = flow.game.active != ctx[6] or over
    if ended and kind != ACT_PASS and ctx[0] == flow.ready:
        # The turn ended with this action (TE-4.3 already drew the refill): its result stays
        # on the board until A, and B may still take it back; not a swap's own draw, nor the
        # commitment that decided a conflict (made again, it would know the outcome: TE-8.5),
        # nor another seat's decision that ended the turn (a treasure taken on someone else's
        # turn): that turn is not the deciding seat's to end or take back.
        flow.end_of_turn_pending = 1 if kind == ACT_SWAP or kind == ACT_COMMIT or \
            ctx[0] != ctx[6] else 2
        flow.set_highlight(None)
        flow.mode = END_TURN
        flow._show_panel()
        flow._save()
        return
    flow.over = over
    if flow.game.current_player() != flow.ready and not over:
        from games.tigris.logbook import compact

        compact(flow)
    flow._save()
    flow.handover_or_enter()
