"""Assyria's game flow: abstract inputs in, engine actions out, what the screens show.

`AssyriaFlow` holds the mode, the cursor on a hex, the highlight of legal targets, who decides,
the hand-over, the screen shown (map, rows and tracks, Assur and cards), saving and the log.
No pixels, no keys: the console's GameScreen feeds it through inputs.py; a view only reads it.

Everything in Assyria is public (AS-7), so there is no private panel; still, every change of the
player who decides goes through a hand-over panel. Choosing: a hex action (start, hut, feed, well,
ziggurat, level) by the cursor on one of its hexes and A (a list when a hex has several); the
other choices (draft, harvest, done, intrigue, offering, buy) in a list (CHOOSE, or at once when
nothing is on the map).

What a view reads: `game`, `mode`, `cursor` (a hex), `highlight` (bytearray(64)), `options`/`idx`
(the open list), `screen` (0 the map, 1 the food rows and cards, 2 Assur and the tracks: VIEW
goes round them, B goes back to the map; while 1 or 2 is up no other key acts, the map being
hidden), `msg`, `log`,
`since_handover`, and the change flags `changed` and `full`, which the view clears.
"""


from console.flowbase import unload
from console.plainflow import PlainFlow

from engine_core.assyria import (
    ACT_BUY,
    ACT_DONE,
    ACT_DRAFT,
    ACT_FEED,
    ACT_FEED_PLOW,
    ACT_HARVEST,
    ACT_INTRIGUE,
    ACT_OFFERING,
    ACT_WELL,
    COLOUR_NAMES,
    DIGNITARY_NAMES,
    FOOD_NAMES,
    Game,
    action_kind,
    feed_hexes,
)
from engine_core.assyria.board import COL, COLUMN_START, CORNERS, ROW
from engine_core.compat import const

HANDOVER = const(0)
_MAP = const(1)  # the cursor on the map
LIST = const(2)  # a list of choices

# The inputs press() takes, as bits: input bit n is named inputs.NAMES[n] (the key map).
_I_UP = const(1)
_I_DOWN = const(2)
_I_LEFT = const(4)
_I_RIGHT = const(8)
_I_CONFIRM = const(16)
_I_BACK = const(32)
_I_OTHER = const(64)
_I_CHOOSE = const(256)
_I_DONE = const(512)
_I_VIEW = const(32768)
_MOVES = const(_I_UP | _I_DOWN | _I_LEFT | _I_RIGHT)
_MAP_KEYS = const(_I_UP | _I_DOWN | _I_LEFT | _I_RIGHT | _I_CONFIRM | _I_CHOOSE | _I_DONE)

_SCREENS = const(3)
SCREEN_NAMES = ("map", "rows and tracks", "Assur and cards")  # the CircuitPython edition's
# The modules that draw screens 1 and 2 (view.py loads them, one at a time, ahead of VIEW).
BOARDS = ("games.assyria.rowsview", "games.assyria.assurview")
# The strip while the food rows or Assur are up (view.py), and a map key's answer there.
VIEW_PROMPT = "VIEW: next screen, B: map"
ON_MAP_ONLY = "On the map only: press B"
_START_HEX = const(25)  # e1's neighbourhood: the middle of the map
# An action on one hex in words, by kind (the others: action_words).
PLACED = ("", "starts a ziggurat", "", "", "places a hut", "", "", "", "", "builds a ziggurat",
          "raises a ziggurat")
# Kinds whose target is on the map (the cursor picks them); the others go to the list.
ON_MAP = (0, 1, 0, 0, 1, 1, 1, 1, 0, 1, 1, 0, 0, 0, 0)


def name(game, seat):
    c = COLOUR_NAMES[game.colours[seat]]
    return c[0].upper() + c[1:]


def scores_words(game):
    """Each player's score in turn order, in words ("Blue 6, Red 7"): the map's line; camels
    and the other tracks are on the Assur screen (VIEW)."""
    return ", ".join("%s %d" % (name(game, s), game.score(s)) for s in game.turn_order())


def card_name(k):
    return "wild" if k == 15 else FOOD_NAMES[k // 3] + str(k % 3 + 1)


def card_words(k):
    """A food card in words: "2-grape card" (two grape symbols), "wild card"."""
    return "wild card" if k == 15 else "%d-%s card" % (k % 3 + 1, FOOD_NAMES[k // 3])


def action_words(a):
    """An action in plain words, for the log, the hand-over and the lists ("feeds 2 huts with
    2-grape card", "harvests column 3"): no hex names, which the map does not show. Choices
    on one hex that read the same differ in the hexes they light (a list lights its choice's
    hexes, AssyriaFlow). A list's line holds them with room for its count (view.py)."""
    kind = action_kind(a)
    b = a & 255
    if kind == ACT_FEED:
        n = len(feed_hexes(a))
        return "feeds %d hut%s: %s" % (n, "" if n == 1 else "s", card_words(a >> 8 & 15))
    if kind == ACT_FEED_PLOW:
        return "feeds a hut with the plow"
    if kind == ACT_WELL:
        return "builds a well"
    if kind == ACT_DRAFT:
        return "keeps a " + card_words(b)
    if kind == ACT_BUY:
        return "buys a " + card_words(b)
    if kind == ACT_BUY + 1:
        return "buys the plow"
    if kind == ACT_HARVEST:
        return "harvests column %d" % (b + 1)
    if kind == ACT_INTRIGUE:
        return "hut to the %s dignitary" % DIGNITARY_NAMES[b]
    if kind == ACT_OFFERING:
        return "offers %d camel%s" % (b, "" if b == 1 else "s")
    if kind == ACT_DONE:
        return "done"
    return PLACED[kind]  # start, hut, ziggurat, level: where the map shows


def hexes_of(a):
    """The hexes an action on the map names."""
    kind = action_kind(a)
    if kind == ACT_FEED:
        return feed_hexes(a)
    if kind == ACT_WELL:
        b = a & 255
        return CORNERS[3 * b : 3 * b + 3]
    return (a & 255,)


LOG_KEEP = 6  # public lines the heap keeps for the hand-overs (the whole log is in its file)


def nearest_lit(lit, h):
    """Hex h if lit[h], else the lit hex nearest it by columns and rows (the lowest number
    among equals); h if none is lit."""
    if lit[h]:
        return h
    c, r = COL[h], ROW[h]
    near = 99
    for x in range(64):
        if lit[x]:
            d = abs(COL[x] - c) + abs(ROW[x] - r)
            if d < near:
                near = d
                h = x
    return h


def new_game(options, seed):
    """The game dealt for options = the number of players, from the setup page."""
    return Game.new(options, seed)


def new_flow(options, seed, save, log_path=None, game=None):
    """A new game (new_game(options, seed), or `game` if it was dealt already: Start's first
    hand-over showed it, console/launch.py); its log goes to the file `log_path` (if any),
    started afresh by its first write."""
    return AssyriaFlow.started(new_game(options, seed) if game is None else game, save, log_path)


class AssyriaFlow(PlainFlow):
    """One game in progress, from the first hand-over to the end (console/plainflow.py)."""

    CELLS = 64  # the highlight, by hex
    # The save's payload, and the engine's byte codec and the checks its decoder runs: loaded
    # for a save or a resume, not in between (about 8 KB of heap on the Unix port).
    PAYLOAD = ("games.assyria.payload", "engine_core.assyria.codec",
               "engine_core.assyria.consistency")
    LOG_KEEP = LOG_KEEP
    # The map is only ever entered by enter_phase(): back from the menu (which changes nothing
    # of the game) its lit targets are what enter_phase() would compute again, legal actions
    # and all (~15 ms of B's key on the Pico), so they are kept (console/flowbase.py).
    KEEP_MODES = (_MAP,)
    name = staticmethod(name)
    action_words = staticmethod(action_words)
    cursor = _START_HEX  # class defaults until set: no heap per flow
    screen = 0
    map_msg = ""  # the map's message while another screen is up
    later = None  # what the view leaves for after a frame (view.py prepare)
    done_asked = False  # DONE was pressed once with choices left: the next key decides
    before = None  # (reign, scores) before the action being applied (outcome, aftermath)

    def reveal(self, down):
        """No secrets in Assyria (AS-7): REVEAL changes nothing, and says so when pressed."""
        if down:
            self.msg = "Nothing to reveal: all is public"
            self.changed = True

    def press(self, inputs):
        """Inputs pressed together (the I_ bits)."""
        msg = self.msg
        asked = self.done_asked
        if asked:
            self.done_asked = False  # only DONE pressed again, as the next key, finishes
        if inputs & _I_OTHER:
            # MENU: the in-game menu's pages take the heap (console/gamescreen.py), and a
            # screen's module the view loaded ahead is not theirs to carry.
            unload(BOARDS)
        if self.handover_key(inputs):
            return
        if inputs & _I_VIEW or self.screen and inputs & _I_BACK:
            # VIEW: the next screen; B on the rows or Assur: the map. Only what is shown
            # changes, not the game: the map's last message is kept for its return.
            if not self.screen:
                self.map_msg = msg
            self.screen = (self.screen + 1) % _SCREENS if inputs & _I_VIEW else 0
            self.msg = "" if self.screen else self.map_msg
            self.full = True
            return
        if self.screen:
            # The rows or Assur are up, the map hidden: a key that acts on the map (the cursor,
            # A on a hex, an open list, CHOOSE, DONE) would change what nobody sees. (MENU, the
            # "other" input, opens the in-game menu on any screen: console/gamescreen.py.)
            if inputs & _MAP_KEYS:
                self.msg = ON_MAP_ONLY
            return
        if inputs & _I_DONE:
            legal = self.game.legal_actions()
            if ACT_DONE << 12 not in legal:
                self.msg = "Nothing to finish now"
            elif len(legal) > 1 and not asked:
                # Choices remain (camels to spend, huts to place): a stray DONE would end them
                # for good, and the hand-over after it allows no undo.
                self.done_asked = True
                self.msg = "Choices left: DONE again ends"
            else:
                self.attempt(ACT_DONE << 12)
            return
        if self.mode != LIST:  # the map: the cursor, A on a lit hex, CHOOSE the other choices
            if inputs & (_I_UP | _I_DOWN | _I_LEFT | _I_RIGHT):
                # By column and row; in a shorter column the cursor stops on its last hex.
                h = self.cursor
                c, r = COL[h], ROW[h]
                if inputs & _I_UP and r > 0:
                    r -= 1
                if inputs & _I_DOWN:
                    r += 1
                if inputs & _I_LEFT and c > 0:
                    c -= 1
                if inputs & _I_RIGHT and c < 9:
                    c += 1
                last = COLUMN_START[c + 1] - COLUMN_START[c] - 1
                self.cursor = COLUMN_START[c] + (r if r < last else last)
            if inputs & _I_CHOOSE:
                others = [a for a in self.game.legal_actions() if not ON_MAP[action_kind(a)]]
                if others:
                    self.options, self.idx, self.mode = others, 0, LIST
                else:
                    self.msg = "Every choice is on the map"
            elif inputs & _I_CONFIRM:
                here = [a for a in self.game.legal_actions()
                        if ON_MAP[action_kind(a)] and self.cursor in hexes_of(a)]
                if len(here) == 1:
                    self.attempt(here[0])
                elif here:
                    self.options, self.idx, self.mode = here, 0, LIST
                    self.light_choice()
                else:
                    # The map shows no hex names: the lit hexes are where A acts.
                    self.msg = "Nothing to do here: try a lit hex"
            return
        n = len(self.options)  # the list: UP/DOWN choose, A takes, B goes back to the map
        if inputs & (_I_DOWN | _I_RIGHT):
            self.idx = (self.idx + 1) % n
        if inputs & (_I_UP | _I_LEFT):
            self.idx = (self.idx + n - 1) % n
        if inputs & _MOVES:
            self.light_choice()
        if inputs & _I_BACK:
            self.enter_phase()
            if self.mode == LIST:
                self.msg = "Choose one of these"
        elif inputs & _I_CONFIRM:
            self.attempt(self.options[self.idx])

    def outcome(self, action):
        """Nothing to tell before the action (as PlainFlow's), but the reign and the scores
        are kept for aftermath(): a reign's end shows only in them."""
        g = self.game
        self.before = (g.st[2], [g.score(s) for s in range(g.num_players)])  # st 2: the reign
        return ""

    def aftermath(self):
        g = self.game
        reign, before = self.before
        if g.st[2] != reign or self.over:
            # The reign's end (AS-5) happened inside this action: the floods, Assur's and the
            # ziggurats' points (after the third, the end's too, AS-6). No event tells it, so
            # the scores before and after do.
            self.tell("Reign %d over: the rivers flooded" % reign)
            n = g.num_players
            gains = [g.score(s) - before[s] for s in range(n)]
            ends = [g.end_counts(s) for s in range(n)] if self.over else ()
            for s in range(len(ends)):  # the end's points, told apart below (AS-6)
                tiles, plows, camels = ends[s]
                gains[s] -= tiles + plows + camels // 2
            self.tell("Points: " + ", ".join("%s +%d" % (name(g, s), gains[s]) for s in range(n)))
            for s in range(len(ends)):
                # "Green: end +7, 4 ziggurat tiles, 1 plow, 5 camels": +1 a tile and a plow,
                # +1 for 2 camels.
                tiles, plows, camels = ends[s]
                self.tell("%s: end +%d, %d ziggurat tile%s, %d plow%s, %d camel%s" % (
                    name(g, s), tiles + plows + camels // 2, tiles, "" if tiles == 1 else "s",
                    plows, "" if plows == 1 else "s", camels, "" if camels == 1 else "s"))
        if self.over:
            # The final page comes next, on this key (console/gamescreen.py), and takes the
            # heap: a screen's module the view loaded ahead goes now.
            unload(BOARDS)

    def after_frame(self):
        """Once a key's frame is out: the save (PlainFlow), then what the view left for now."""
        PlainFlow.after_frame(self)
        later = self.later
        if later is not None:
            self.later = None
            later()

    # -- states --------------------------------------------------------------------------------

    def handover_or_enter(self):
        g = self.game
        if g.is_over():
            return
        if g.current_player() != self.ready:
            self.mode = HANDOVER  # a panel over the lines under the map (view.py)
        else:
            self.enter_phase()
        self.changed = True

    def light_choice(self):
        """A list of choices on the map (A on a hex with several): only the hexes of the one
        chosen now are lit, so two that read the same ("feeds 2 huts with a 2-grape card")
        are told apart on the map. B gives the map back all its targets (enter_phase)."""
        a = self.options[self.idx]
        if ON_MAP[action_kind(a)]:
            h = self.highlight
            h[:] = bytes(64)  # put out in one C copy, not 64 steps of Python
            for x in hexes_of(a):
                h[x] = 1

    def enter_phase(self):
        """The map with its targets lit, or the list when nothing is on the map."""
        h = self.highlight
        h[:] = bytes(64)  # after every action: one C copy, not 64 steps of Python
        legal = self.game.legal_actions()
        on_map = 0
        for a in legal:
            if ON_MAP[action_kind(a)]:
                on_map += 1
                for x in hexes_of(a):
                    h[x] = 1
        if on_map:
            self.mode = _MAP
            self.options = []  # a closed list's choices are not kept
            # Off the lit hexes, the cursor goes to the nearest: A acts where it stands (a
            # play-test found it on a dark hex at "choose a start").
            self.cursor = nearest_lit(h, self.cursor)
        else:
            self.options, self.idx, self.mode = legal, 0, LIST


# A saved game goes on: AssyriaFlow(game, save, note, log_path, seq), the note told at the first
# hand-over.
resume = AssyriaFlow


def key_prompt(f):
    """What the keys do now, for a front end's status line when there is no message."""
    if f.screen:
        return "%s (%s)" % (VIEW_PROMPT, SCREEN_NAMES[f.screen])
    return map_prompt(f)


def map_prompt(f):
    """What the keys do now: the console's strip under all three screens (view.py). On the
    food rows and Assur only VIEW and B act (press())."""
    if f.screen:
        return VIEW_PROMPT
    if f.mode == LIST:
        return "U/D choose, A take, B map"
    return "A on a lit hex, CHOOSE, DONE, VIEW"
