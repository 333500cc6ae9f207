"""Engine events told in words: public lines for everyone, score news only for the scorer.

Loaded for each action and dropped again (flow.py), so it stays out of the resident heap.
"""

from engine_core.tigris import (
    EV_BUILDING,
    EV_GAME_OVER,
    EV_LEADER_RETURNED,
    EV_MONUMENT,
    EV_REVOLT,
    EV_SCORE,
    EV_TREASURE,
    EV_WAR,
    EV_ZIGGURAT,
    MONUMENT_NAMES,
)
from games.tigris.flow import COLOUR_NAMES, LEADER_NAMES, name


def narrate(game, log, news):
    """Appends one line per public event to `log` and score news to `news[seat]` (TE-13: who
    scored what colour is private to the scorer; the others learn only that a point was scored)."""
    scored = False
    for ev in game.events:
        k = ev[0]
        if k == EV_SCORE:
            seat, colour, n = ev[1], ev[2], ev[3]
            s = news[seat] + " +%d%s" % (n, "rbgk"[colour])
            news[seat] = s[-24:]
            scored = True
        elif k == EV_REVOLT:
            win = "won" if ev[4] == ev[1] else "lost"
            log.append("Revolt %s: %s %s vs %s" % (
                COLOUR_NAMES[ev[3]], name(game, ev[1]), win, name(game, ev[2])))
        elif k == EV_WAR:
            win = "won" if ev[4] == ev[1] else "lost"
            log.append("War %s: %s %s vs %s, -%d" % (
                COLOUR_NAMES[ev[3]], name(game, ev[1]), win, name(game, ev[2]), ev[5]))
        elif k == EV_LEADER_RETURNED:
            log.append("%s's %s returned" % (name(game, ev[1]), LEADER_NAMES[ev[2]]))
        elif k == EV_MONUMENT:
            log.append("Monument %s built" % MONUMENT_NAMES[ev[1]])
        elif k == EV_TREASURE:
            log.append("%s took a treasure" % name(game, ev[1]))
        elif k == EV_BUILDING:
            log.append("A building was placed")
        elif k == EV_ZIGGURAT:
            log.append("The ziggurat was built")
        elif k == EV_GAME_OVER:
            log.append("Game over")
    if scored:
        log.append("A point was scored")
    while len(log) > 8:
        log.pop(0)
