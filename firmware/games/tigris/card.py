"""What a saved game's first hand-over shows, for the title to put it up while the game loads.

Loaded with the engine by the title's look at the save (console/shelfcheck.py), never while a
game runs: console/resumepage.py draws the card, and the resumed flow opens on the same hand-over
(games/tigris/view.py draw_handover, flow.py for the lines it tells again), in the same words.
"""

from engine_core.compat import const
from engine_core.tigris import PHASE_COMMIT, PHASE_TREASURE
from games.tigris.payload import HUMANS, NAMES

_TOLD_AGAIN = const(7)  # as flow.py: the lines a resumed game's first hand-over tells again
_STRIP_Y = const(220)  # hud.py STRIP_Y and TEXT_X: the status strip, its line
_TEXT_X = const(24)
COLOURS = ("red", "blue", "green", "black")  # flow.py COLOUR_NAMES, without loading the flow


def card(game, log_path):
    """[whom to pass to, why, their dynasty, the lines told again, the symbol's painter, the
    rest of what the log told ([held, missed] of gamelog.told_again; None for a new game)] of
    the hand-over a resumed `game` opens on, or a new one (`log_path` None: nothing told
    yet).
    With a bot to move there is no hand-over: [the strip's top, its line as [x, y, text, ink],
    the dynasty, the symbol's x, the strip's ground, the painter], the strip the bot's turn
    opens on (botturn.py's line, hud.py's place), which the game's first frame draws again with
    the board. None for a finished game."""
    seat = game.current_player()
    if game.is_over():
        return None
    if (getattr(game, "seating", None) or (HUMANS, 0))[0][seat]:
        dynasty = game.dynasties[seat]
        line = "%s is thinking\u2026" % NAMES[dynasty]
        return [_STRIP_Y, [[_TEXT_X, _STRIP_Y + 1, line, "WARN"]], dynasty, 0, "STRIP_BG",
                "glyphs.dynasty_symbol"]
    ph = game.phase()
    why = "your turn"
    if ph == PHASE_COMMIT:  # a side of a conflict (TE-7, TE-8)
        cf = game.conflict()
        why = "%s the %s %s" % ("attack in" if cf[6] < 0 else "defend in",
                            COLOURS[cf[1]], "revolt" if cf[0] == 1 else "war")
    elif ph == PHASE_TREASURE:  # TE-10
        why = "take treasures"
    seen = None
    told = []
    if log_path is not None:
        from console import gamelog

        # What the resumed flow tells: what this seat had not seen, else what it had done. The
        # flow takes it from the card (flow.py `seen`), and Continue reads no log to load.
        told, seen = gamelog.told_again(log_path, _TOLD_AGAIN, seat, game.num_players)
    dynasty = game.dynasties[seat]
    return [NAMES[dynasty], why, dynasty, told, "glyphs.dynasty_symbol", seen]
