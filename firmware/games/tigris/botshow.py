"""A bot's action played out where the table can follow it: the cursor travels to the cell in a
few hops, rests there with the aim in words, the action lands and each public line it told
stays on the status line for a while. Loaded once a bot has decided and let go when the next
one starts thinking (botturn.py): the thinking, the heap's peak, never holds it.

All on the app's clock (`now` of each pass), never a sleep, so no key waits for it; A hurries it
(BotTurn.hurry): the action lands at once, with no pacing.
"""

# build: intern strings (loaded for each bot's action: tools/mpy_strings.py)
from engine_core.compat import const
from engine_core.tigris import action_arg, action_cell, action_kind
from games.tigris.botturn import AIM, SHOW, TRAVEL
from games.tigris.flow import COLOUR_NAMES, LEADER_NAMES, name

# The engine's numbers (engine_core/tigris/__init__.py) as private constants: folded, no
# entries in this module's dict (host_tests/bots_console/test_bot_turn_flow.py checks them).
_ACT_TILE = const(1)
_ACT_LEADER = const(2)
_ACT_CATASTROPHE = const(3)
_ACT_MONUMENT = const(8)
_ACT_TREASURE = const(9)
_ACT_BUILDING = const(10)
_ACT_ZIGGURAT = const(11)
_NO_CELL = const(255)

HOP_MS = const(90)  # one hop of the cursor toward the cell
HOPS = const(5)  # at most this many hops, however far the cell is
AIM_MS = const(600)  # the aim stays up before the action lands
LINE_MS = const(1100)  # each public line of the action stays this long


def aim_words(who, action):
    """What a bot is about to do on a cell, in words, before it lands."""
    kind = action_kind(action)
    if kind == _ACT_TILE:
        return "%s places a %s tile" % (who, COLOUR_NAMES[action_arg(action)])
    if kind == _ACT_LEADER:
        return "%s places their %s" % (who, LEADER_NAMES[action_arg(action)])
    if kind == _ACT_CATASTROPHE:
        return "%s places a catastrophe" % who
    if kind == _ACT_MONUMENT:
        return "%s builds a monument" % who
    if kind == _ACT_TREASURE:
        return "%s takes a treasure" % who
    if kind == _ACT_BUILDING:
        return "%s places a building" % who
    if kind == _ACT_ZIGGURAT:
        return "%s builds the ziggurat" % who
    return who


def start(turn):
    """The bot has decided (turn.action): the cursor sets out on the next pass."""
    if action_cell(turn.action) == _NO_CELL:
        turn.stage = AIM  # nothing to travel to: it lands on the next pass
    else:
        turn.stage = TRAVEL
        turn.hops = HOPS
    turn.due = None


def tick(turn, now):
    """One pass of the console's loop while the action is played out."""
    stage = turn.stage
    if turn.hurry:
        if stage != SHOW:
            land(turn)
        finish(turn)
    elif turn.due is None:
        turn.due = now
    elif not _due(now, turn.due):
        return
    elif stage == TRAVEL:
        hop(turn, now)
    elif stage == AIM:
        land(turn)
        next_line(turn, now)
    else:
        next_line(turn, now)


def _share(d, hops):
    """d / hops rounded away from zero: one hop's part of a distance of d cells."""
    return (d + hops - 1) // hops if d > 0 else -((hops - 1 - d) // hops)


def _due(now, due):
    """True once the app clock `now` has reached `due` (ticks wrap: compared by difference)."""
    from console.compat import ticks_diff

    return ticks_diff(now, due) >= 0


def hop(turn, now):
    """The cursor one hop nearer the action's cell; at the cell, the aim in words."""
    f = turn.flow
    cell = action_cell(turn.action)
    c = f.cursor
    row, col = c >> 4, c & 15
    hops = turn.hops
    turn.hops = hops - 1 if hops > 1 else 1
    # An equal share of what is left each hop, so it arrives in at most HOPS of them.
    f.cursor = (row + _share((cell >> 4) - row, hops)) * 16 + col + _share((cell & 15) - col, hops)
    f.changed = True
    turn.due = now + HOP_MS
    if f.cursor == cell:
        f.highlight[cell] = 1  # the table sees where it lands
        turn.say(aim_words(name(f.game, turn.seat), turn.action))
        turn.stage = AIM
        turn.due = now + AIM_MS


def land(turn):
    """The action on the game, its lines told and the game saved (flow.attempt's way, without
    the hand-over: that waits until the lines were seen)."""
    f = turn.flow
    if action_cell(turn.action) != _NO_CELL:
        f.cursor = action_cell(turn.action)  # hurried: no hops, still where it was played
    words = f.words()
    ctx = words.context(f.game, turn.action)
    told = f.since_handover
    f.game.apply(turn.action)
    words.tell(f, ctx)
    told = f.since_handover - told
    if not f.game.is_over():
        f.book().compact(f)  # nobody undoes a bot's action: the journal can go
    words = None
    f.drop_words()
    f.set_highlight(None)
    f._save()
    turn.lines = f.log[len(f.log) - min(told, len(f.log)):]
    turn.stage = SHOW
    turn.due = None


def next_line(turn, now):
    """The next public line of the action on the status line, or the bots' run goes on."""
    if not turn.lines:
        finish(turn)
        return
    turn.say(turn.lines.pop(0))
    turn.due = now + LINE_MS


def finish(turn):
    """The action was seen: the next decision (this bot's, another bot's or a person's)."""
    f = turn.flow
    turn.lines = []
    f.over = f.game.is_over()
    f.handover_or_enter()
