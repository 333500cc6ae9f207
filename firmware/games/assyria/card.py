"""What a saved game's first hand-over shows, for the title to put it up while the game loads.

Loaded with the engine by the title's look at the save (console/shelfcheck.py); while a game
runs, only for a told line too wide for the panel (told_line). The hand-over is a panel under the
map: console/resumepage.py draws the card where view.py draw_handover draws the panel, in the
same words, on the map's ground, and the loaded game then draws the map around it (view.py
keep_handover). Everything is public (AS-7).
"""

from engine_core.assyria import COLOUR_NAMES
from engine_core.compat import const

_TOLD_AGAIN = const(6)  # flow.py LOG_KEEP: the lines a resumed game's first hand-over tells
_PANEL_Y = const(178)  # view.py PANEL_Y, PANEL_Y + LINE and STRIP_Y + 1: the panel's lines
_TOLD_Y = const(196)
_TEXT_Y = const(221)
_LINE_W = const(312)  # view.py _LINE_W: the told line's width, from x 4


def told_line(game, line):
    """A told line as the hand-over panel shows it (view.py handover_line). A line wider than
    the panel names the players before their points by their colours' initials, the letters
    of their marks on the map: a reign's "Points:" line of four players, "Points: R +12,
    G +19, B +14, Y +11", fits whole. Else it is cut."""
    from fonts import sans17
    from fonts.writer import fit, text_width

    if text_width(sans17, line) <= _LINE_W:
        return line
    for s in range(game.num_players):
        c = COLOUR_NAMES[game.colours[s]]
        line = line.replace(c[0].upper() + c[1:] + " +", c[0].upper() + " +")
    return fit(sans17, line, _LINE_W)


def card(game, log_path):
    """[the panel's top, its lines as [x, y, text, their ink's name in console/colours.py],
    the colour, the symbol's painter, what the log told ([lines, [held, missed]] of
    console/gamelog.py told_again; the resumed flow takes it: flow.py `seen`)] of the
    hand-over a resumed `game` opens on (flow.py: every resumed game opens on one), with the
    newest line told again, as view.py draws it."""
    if game.is_over():
        return None
    seat = game.current_player()
    c = COLOUR_NAMES[game.colours[seat]]
    # view.py PHASE_WORDS
    why = ("choose a start", "draft", "harvest", "place huts", "feed", "wells", "actions",
           "over")[game.phase()]
    lines = [[4, _PANEL_Y, "Pass to %s: %s" % (c[0].upper() + c[1:], why), "TITLE_TEXT"]]
    seen = None
    if log_path is not None:
        from console import gamelog

        seen = gamelog.told_again(log_path, _TOLD_AGAIN, seat, game.num_players)
        if seen[0]:
            lines.append([4, _TOLD_Y, told_line(game, seen[0][-1]), "TEXT"])
    lines.append([4, _TEXT_Y, "Press A when ready", "TITLE_TEXT"])
    return [_PANEL_Y, lines, game.colours[seat], "mark.player_mark", seen]
