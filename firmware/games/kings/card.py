"""What a saved game's first hand-over shows, for the title to put it up while the game loads.

Loaded with the engine by the title's look at the save (console/shelfcheck.py), never while a
game runs. The hand-over is a panel over the public table: console/resumepage.py draws the card
where view.py draw_handover draws the panel, in the same words, on the table's ground, and the
loaded game then draws the table around it (view.py keep_handover). Nothing private (CK-7.3).
"""

from engine_core.kings import DYNASTY_NAMES


def card(game, log_path):
    """[the panel's top, its lines as [x, y, text, their ink's name in console/colours.py],
    the dynasty, the symbol's painter] of the hand-over a resumed `game` opens on (flow.py: every
    resumed game opens on one)."""
    if game.is_over():
        return None
    seat = game.current_player()
    ph = game.phase()
    # view.py: "your turn", or the question asked (words.py ASK_WORDS, by phase), lower case.
    why = "answer " + ("", "score", "ship", "war", "commit", "reward", "treasure")[ph] if ph \
        else "your turn"
    d = DYNASTY_NAMES[game.dynasties[seat]]
    # view.py SEATS_Y and STRIP_Y + 1; a resumed game has told nothing since its hand-over.
    return [202, [[4, 202, "Pass to %s: %s" % (d[0].upper() + d[1:], why), "TITLE_TEXT"],
                  [4, 221, "A when ready", "TITLE_TEXT"]],
            game.dynasties[seat], "mark.dynasty_mark"]
