"""What a saved game's first hand-over shows, for the title to put it up while the game loads.

Loaded with the engine by the title's look at the save (console/shelfcheck.py), never while a
game runs. The hand-over is a panel under the map: console/resumepage.py draws the card where
view.py draw_handover draws the panel, in the same words, on the map's ground, and the loaded
game then draws the map around it (view.py keep_handover). Everything is public (AS-7).
"""

from engine_core.assyria import COLOUR_NAMES


def card(game, log_path):
    """[the panel's top, its lines as [x, y, text, their ink's name in console/colours.py],
    the colour, the symbol's painter] of the hand-over a resumed `game` opens on (flow.py: every
    resumed game opens on one)."""
    if game.is_over():
        return None
    seat = game.current_player()
    c = COLOUR_NAMES[game.colours[seat]]
    # view.py PHASE_WORDS, PANEL_Y and STRIP_Y + 1; a resumed game has told nothing since its
    # hand-over.
    why = ("choose a start", "draft", "harvest", "place huts", "feed", "wells", "actions",
           "over")[game.phase()]
    return [178, [[4, 178, "Pass to %s: %s" % (c[0].upper() + c[1:], why), "TITLE_TEXT"],
                  [4, 221, "Press A when ready", "TITLE_TEXT"]],
            game.colours[seat], "mark.player_mark"]
