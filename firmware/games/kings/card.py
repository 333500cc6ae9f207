"""What a saved game's first hand-over shows, for the title to put it up while the game loads.

Loaded with the engine by the title's look at the save (console/shelfcheck.py), never while a
game runs. The hand-over is a panel over the public table: console/resumepage.py draws the card
where view.py draw_handover draws the panel, in the same words, on the table's ground, and the
loaded game then draws the table around it (view.py keep_handover). Nothing private (CK-7.3).
"""

from engine_core.compat import const
from engine_core.kings import DYNASTY_NAMES

_TOLD_AGAIN = const(8)  # flow.py LOG_KEEP: the lines a resumed game's first hand-over tells
_INFO_Y = const(184)  # view.py INFO_Y, SEATS_Y and STRIP_Y + 1: the panel's lines
_SEATS_Y = const(202)
_TEXT_Y = const(221)


def card(game, log_path):
    """[the panel's top, its lines as [x, y, text, their ink's name in console/colours.py],
    the dynasty, the symbol's painter, what the log told ([lines, [held, missed]] of
    console/gamelog.py told_again; the resumed flow takes it: flow.py `seen`)] of the
    hand-over a resumed `game` opens on (flow.py: every resumed game opens on one): as
    view.py draws it, the newest line told again on a line of its own."""
    if game.is_over():
        return None
    seat = game.current_player()
    ph = game.phase()
    # view.py: "your turn", or the question asked (words.py ASK_WORDS, by phase), lower case.
    why = "answer " + ("", "score", "ship", "war", "commit", "reward", "treasure")[ph] if ph \
        else "your turn"
    d = DYNASTY_NAMES[game.dynasties[seat]]
    seen = None
    told = []
    if log_path is not None:
        from console import gamelog

        seen = gamelog.told_again(log_path, _TOLD_AGAIN, seat, game.num_players)
        told = seen[0]
    top = _INFO_Y if told else _SEATS_Y
    lines = [[4, top, "Pass to %s: %s" % (d[0].upper() + d[1:], why), "TITLE_TEXT"]]
    ready = "A when ready"
    if told:
        from fonts import sans17
        from fonts.writer import fit

        lines.append([4, _SEATS_Y, fit(sans17, told[-1], 312), "TEXT"])
        if len(told) > 1:
            ready += "  (%d more: MENU, log)" % (len(told) - 1)
        ready = fit(sans17, ready, 312)
    lines.append([4, _TEXT_Y, ready, "TITLE_TEXT"])
    return [top, lines, game.dynasties[seat], "mark.dynasty_mark", seen]
