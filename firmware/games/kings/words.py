"""Contest of Kings's status words, for both front ends (games/kings/view.py and the
CircuitPython edition's cpgames/kings/view.py): what the keys do now, whose turn or a
conflict's public strength, and each seat's public counts. No drawing here."""

from engine_core.kings import (
    ACT_CARD,
    ACT_LEADER,
    DOING_LEADER,
    PHASE_COMMIT,
    PHASE_REWARD,
    PHASE_SCORE,
    PHASE_SHIP,
    PHASE_TREASURE,
    PHASE_WAR,
)
from games.kings import flow as M
from games.kings.flow import COLOUR_NAMES, LEADER_NAMES, name
from games.kings.totals import standing

ASK_WORDS = {PHASE_SCORE: "Score", PHASE_SHIP: "Ship", PHASE_WAR: "War", PHASE_COMMIT: "Commit",
             PHASE_REWARD: "Reward", PHASE_TREASURE: "Treasure"}


def prompt(f):
    """The strip when there is no message: what the keys do now in the flow `f`."""
    g = f.game
    m = f.mode
    if m == M.IDLE:
        return "%s: a card, a leader or PASS" % name(g, g.current_player())
    if m == M.LEADER_PICK:
        return "Leader: press a colour key"
    if m == M.TARGET:
        if f.kind == ACT_CARD:
            if not f.revealed:
                return "%s card: REVEAL shows where" % COLOUR_NAMES[f.arg]
            return "%s card: A on a column/gap" % COLOUR_NAMES[f.arg]
        if f.kind == ACT_LEADER:
            return "%s: A on a card, B back" % LEADER_NAMES[f.arg]
        return "Catastrophe: A on a card"
    if m == M.CONFIRM:
        return "End your turn? A yes, B no"
    if m == M.END_TURN:
        return "Turn done: A passes on, B undoes"
    if m == M.ASK:
        word = ASK_WORDS.get(g.phase(), "")
        if g.phase() == PHASE_COMMIT:
            # The colour whose cards count: red in a revolt whatever the leaders' (CK-5.1).
            # The open question's colour register, as flow.py enter_phase reads it.
            word += " " + COLOUR_NAMES[g.st[2]]
        if f.private_ask():
            return "%s: hold REVEAL, pick, A" % word
        return "%s: < %s >  A, NONE" % (word, M.answer_words(f.options[f.idx]))
    return ""


def info_text(g):
    """Whose turn, or a conflict's public strength (table support, a commitment once made)."""
    if g.phase() == PHASE_COMMIT:
        col, att, dfn, a_sup, d_sup, acom = standing(g)
        # In words, whole names: "Revolt black: Archer 12+3 v Bull 11+?" is 290 px of the
        # line's 320 (a commitment is at most a hand's 8 cards).
        return "%s %s: %s %d+%s v %s %d+?" % (
            "Revolt" if g.st[9] == DOING_LEADER else "War", COLOUR_NAMES[col], name(g, att),
            a_sup, "?" if acom == 255 else str(acom), name(g, dfn), d_sup)
    return "%s  action %d/2  deck %d" % (name(g, g.active), min(g.actions_taken + 1, 2),
                                         g.deck_count())


def hand_text(hand):
    """The hand's counts in words under the cards REVEAL shows: "3 red, 4 blue, 1 black"."""
    parts = ["%d %s" % (hand[c], COLOUR_NAMES[c]) for c in range(4) if hand[c]]
    return ", ".join(parts) if parts else "No cards in hand"


def seats_facts(g):
    """Each seat's public counts, in seat order: (its dynasty, cards in hand, cards on its
    victory pile, the colour of the pile's last card (4 a treasure card, -1 none), whether its
    catastrophe card is still held). The piles stay face down until the end (CK-7.3)."""
    return tuple((g.dynasties[s], g.hand_size(s), g.pile_size(s), g.pile_top(s),
                  g.holds_catastrophe(s)) for s in range(g.num_players))
