"""Computer opponents for Tigris & Euphrates: `Bot(level, seed).choose(game)` (issue 17).

Levels: 'easy' (the heuristic with a wide random spread), 'normal' (the heuristic, scoring each
legal action from the region labels and the read-only state, see bot_eval.py) and 'hard' (the
heuristic's best candidates tried on a determinized copy of the game, see bot_search.py).

Honest: a bot reads only what its seat may see (TE-13): the board and the public state, its own
hand and score. Deterministic: the random spread comes from the seed and the public position, so
a game with bots replays exactly, also after a save and resume.

For the console: `choose(game, progress)` calls `progress()` between steps of its work, so the
caller can feed the watchdog or animate a "thinking" mark; a step is at most 64 actions scored
(tens of ms on the device) or one Hard candidate played out on the copy (about 0.5 s on the
device at worst, tools/bench_bots.py). The game is left exactly as it was found, and a Hard
decision's scratch copy is let go when it returns. Typical use:

    bot = Bot("normal", seed)             # one per bot seat, kept for the whole game
    action = bot.choose(game, wdt.feed)   # when game.current_player() is that seat
    game.apply(action)

or, a step at a time (Hard tries one candidate per step), `for a in bot.steps(game, feed)`:
each negative `a` is a step done (minus the steps still to come), the last `a` is the action.

A Bot holds no memory of earlier decisions: a resumed game plays on exactly as it would have.
"""

from . import bot_eval

_NO_CELL = const(255)
_RED = const(0)
_BLACK = const(3)
_PHASE_ACTION = const(0)
_PHASE_WAR_CHOICE = const(1)
_PHASE_COMMIT = const(2)
_PHASE_MONUMENT = const(3)
_PHASE_BUILDING = const(5)
_PHASE_ZIGGURAT = const(6)
_PHASE_ZIGGURAT_VP = const(7)
_WAR = const(2)
_ACT_TILE = const(1)

LEVELS = ("easy", "normal", "hard")

# How widely Easy's choices spread around the heuristic's best, in VP units: Easy still beats a
# random player in every 2-player game of tools/arena.py's 200, and Normal beats Easy in ~70% of
# them at 2, 3 and 4 players (the issue asks 95% and 65%; at 2.0, 3-player tables gave 61%).
_EASY_NOISE = 4.0
# Scoring yields to the watchdog after this many actions.
_STEP_ACTIONS = const(64)


def _mix(x):
    x ^= (x << 13) & 0xFFFFFFFF
    x ^= x >> 17
    x ^= (x << 5) & 0xFFFFFFFF
    return x


class Bot:
    """A computer player of one level; one Bot can serve any seat, any number of games."""

    def __init__(self, level, seed=1):
        if level not in LEVELS:
            raise ValueError("bot level must be one of easy, normal, hard")
        self.level = level
        self.seed = (seed & 0xFFFFFFFF) or 1
        self.summary = bot_eval.Summary()
        self.summary.simple = level == "easy"
        self.labs = [0, 0, 0, 0]
        self._x = 1

    # -- randomness from public facts only --------------------------------------------------

    def _reseed(self, game, seat):
        """Seed this decision from the bot seed and the public position (never the hands)."""
        x = self.seed ^ (seat * 0x9E3779B1 & 0xFFFFFFFF)
        x = _mix(x or 1)
        board = game.board
        for i in range(0, 176, 2):
            x = (x * 31 + board[i] * 7 + board[i + 1]) & 0xFFFFFFFF
        x ^= game.phase() << 8 | game.actions_taken << 4 | game.active
        x ^= game.bag_count() << 12
        self._x = _mix(x or 1) or 1

    def random(self):
        """A float in [0, 1) from the decision's generator."""
        self._x = _mix(self._x)
        return (self._x & 0xFFFFFF) / 16777216.0

    def below(self, n):
        self._x = _mix(self._x)
        return self._x % n

    # -- the entry point ---------------------------------------------------------------------

    def choose(self, game, progress=None):
        """One of game.legal_actions() for game.current_player(); the game is left as found."""
        work = self.steps(game, progress)
        answer = next(work)
        while answer < 0:
            answer = next(work)
        return answer

    def steps(self, game, progress=None):
        """choose() a step at a time, for a caller with work of its own between steps (the
        console's loop draws and reads keys): an iterator that yields, between steps, minus the
        number of steps still to come (a negative int), and last the action (>= 0), the same
        one choose() returns. Only Hard has more than one step (one per candidate tried); the
        game must not change until the action has come."""
        seat = game.current_player()
        if seat < 0:
            raise ValueError("the game is over: nobody to choose for")
        self._reseed(game, seat)
        if self.level == "hard":
            from . import bot_search

            return bot_search.steps(self, game, seat, progress)
        return self._at_once(game, seat, progress)

    def _at_once(self, game, seat, progress):
        legal = None  # the action phase's actions are scored as they come, not listed
        if game.phase() != _PHASE_ACTION:
            legal = game.legal_actions()
            if len(legal) == 1:
                yield legal[0]
                return
        yield self.heuristic_choice(game, seat, legal, progress)

    def heuristic_choice(self, game, seat, legal, progress=None, noise=-1.0):
        """The heuristic's choice (Easy and Normal; Hard uses it for the seats it simulates).
        In the action phase `legal` may be None: the actions are then scored as they come
        (bot_eval.action_phase_actions), the same ones in the same order, without their list."""
        if noise < 0:
            noise = _EASY_NOISE if self.level == "easy" else 0.0
        phase = game.phase()
        if phase == _PHASE_ACTION:
            if legal is None:
                legal = bot_eval.action_phase_actions(game, seat)
            best, _ = self.best_actions(game, seat, legal, 1, noise, progress)
            return best[0]
        if phase == _PHASE_COMMIT:
            return self.commit_choice(game, seat, legal, None)
        summ = self.summary
        summ.read(game, seat)
        if phase == _PHASE_WAR_CHOICE:
            return self.war_choice(game, seat, legal)
        if phase == _PHASE_MONUMENT:
            return self.monument_choice(game, seat, legal)
        if phase == _PHASE_BUILDING:
            return self.building_choice(game, seat, legal)
        if phase == _PHASE_ZIGGURAT:
            return legal[0]  # the ziggurat's five tiles become permanent ones: take it
        if phase == _PHASE_ZIGGURAT_VP:
            pts = summ.pts
            lo = 0
            for c in range(1, 4):
                if pts[c] < pts[lo]:
                    lo = c
            for a in legal:
                if (a >> 8) & 15 == lo:
                    return a
        return legal[0]  # treasures: any of the offered ones is worth the same (TE-10.3)

    def best_actions(self, game, seat, legal, k, noise, progress=None):
        """The k best action-phase actions by the heuristic, best first, and their values;
        `legal` is any iterable of them (a list, or bot_eval.action_phase_actions)."""
        summ = self.summary
        summ.read(game, seat)
        bot_eval.mark_useless(game, summ, seat)
        labs = self.labs
        top = []  # (value, action), kept sorted best first, at most k long
        score = bot_eval.score_action
        i = -1
        for a in legal:
            i += 1
            v = score(game, summ, seat, a, labs)
            if noise:
                v += noise * self.random()
            if len(top) < k or v > top[-1][0]:
                j = len(top)
                while j and top[j - 1][0] < v:
                    j -= 1
                top.insert(j, (v, a))
                if len(top) > k:
                    top.pop()
            if progress is not None and i % _STEP_ACTIONS == _STEP_ACTIONS - 1:
                progress()
        return [t[1] for t in top], [t[0] for t in top]

    # -- the other decisions a seat is asked -------------------------------------------------

    def commit_choice(self, game, seat, legal, chance):
        """Tiles to commit to the conflict (TE-7.3, TE-8.5); `chance(x)` overrides the guess."""
        kind, colour, att, dfn, abase, dbase, acom, dcom = game.conflict()
        c = _RED if kind != _WAR else colour
        summ = self.summary
        summ.read(game, seat)
        best = legal[0]
        if seat == dfn:
            # The attacker's total is known: commit just enough to hold (ties hold).
            need = abase + acom - dbase
            if need <= 0:
                return self._commit(legal, 0)
            pick = self._commit(legal, need)
            return pick if (pick & 0xFFF) >= need else self._commit(legal, 0)
        stake = 2.0 if kind == _WAR else 1.2
        best_v = -99.0
        for a in legal:
            x = a & 0xFFF
            if chance is not None:
                p = chance(abase + x - dbase)
            else:
                p = bot_eval.win_chance(abase + x, dbase, summ.expect_in_hand(c), False)
            v = p * stake - 0.12 * x
            if v > best_v:
                best_v = v
                best = a
        return best

    @staticmethod
    def _commit(legal, n):
        """The legal commitment closest to n from above, else the largest."""
        best = legal[-1]
        for a in legal:
            if (a & 0xFFF) >= n:
                return a
        return best

    def war_choice(self, game, seat, legal):
        """Fight first the war this seat is most sure to win (TE-8.2)."""
        best = legal[0]
        best_v = -99.0
        summ = self.summary
        for a in legal:
            c = (a >> 8) & 15
            mine = (
                game.leader_cell(seat, c) != _NO_CELL
                and summ.owner[game.region[game.leader_cell(seat, c)] * 4 + c] != 0
            )
            v = summ.hand[c] if mine else -0.5
            if v > best_v:
                best_v = v
                best = a
        return best

    def monument_choice(self, game, seat, legal):
        """The monument whose colours this seat's leaders next to it will score (TE-9.6)."""
        summ = self.summary
        best = legal[-1]  # "none"
        best_v = -0.1
        region = game.region
        for a in legal:
            cell = a & 255
            if cell == _NO_CELL:
                continue
            m = (a >> 8) & 15
            lab = 0
            for x in (cell, cell + 1, cell + 16, cell + 17):
                if region[x]:
                    lab = region[x]
            v = 0.2
            for c in (bot_eval.MONUMENT_COLOURS[2 * m], bot_eval.MONUMENT_COLOURS[2 * m + 1]):
                o = summ.owner[lab * 4 + c] if lab else 0
                if o == seat + 1:
                    v += 2.0 * summ.need[c]
                elif o:
                    v -= 1.0
            if v > best_v:
                best_v = v
                best = a
        return best

    def building_choice(self, game, seat, legal):
        """Put the building where this seat's leader of its colour scores the double (TE-12.3)."""
        summ = self.summary
        region = game.region
        best = legal[-1]
        best_v = 0.0
        for a in legal:
            cell = a & 255
            if cell == _NO_CELL:
                continue
            c = game.board[cell] - 1
            lab = region[cell]
            o = summ.owner[lab * 4 + c] or summ.owner[lab * 4 + _BLACK]
            v = 1.0 + 0.1 * summ.size[lab] if o == seat + 1 else (-1.0 if o else 0.1)
            if v > best_v:
                best_v = v
                best = a
        return best
