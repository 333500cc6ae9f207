"""The English words of check()'s refusals, loaded only when a refusal has to be told."""

# One string, a sentence a line, indexed by the refusal id (legality.py's _X_*, game.py's _N_*)
# minus 1: under MicroPython this module is compiled again for every refusal it tells, and one
# string constant compiles several times faster than a tuple of them. "%s" takes a colour
# word, except for id 3 (a phase word).
_TEXTS = """not an action
the game is over (CK-7.2)
now is the time for %s
no such spot
no %s card in hand (CK-4.2)
the column already holds 8 cards below its treasure (CK-4.2)
that gap already holds a uniting card (CK-4.2)
a union needs 3 cards below both treasures (CK-4.2)
a leader goes on a civilization card (CK-4.1)
a leader may not be placed on a ship (CK-4.1, CK-6.2)
that card already carries a leader (CK-4.1)
the catastrophe card has been played (CK-4.3)
a catastrophe may not remove a treasure (CK-4.3)
a catastrophe may not remove a ship (CK-4.3, CK-6.2)
a catastrophe may not remove a card with a leader (CK-4.3)
no card there to remove (CK-4.3)
the question is the %s score (CK-4.4, CK-6.3)
no %s card in hand to score (CK-4.4)
the reward is a %s card (CK-5.1, CK-5.3)
no %s card in hand for the reward (CK-5.1)
not that many %s cards in hand (CK-5.1, CK-5.2)
no %s conflict stands (CK-5.2)
no treasure card there in the trader's kingdom (CK-4.4)
the swap needs a red card from hand (CK-4.4)
no free ship showing %s (CK-6.1)"""
_MORE = """2 to 4 players (CK-2.2)
each dynasty at most once
the seed must be a non-zero 32-bit number"""
_PHASES = """an action (CK-4)
a scoring answer (CK-4.4)
the ship choice (CK-6.1)
the choice of conflict (CK-5.2)
a commitment (CK-5)
the reward answer (CK-5)
the treasure answer (CK-4.4)
nothing: the game is over"""


def text(code):
    """The sentence for a refusal code `id | arg << 8`."""
    rid = code & 255
    arg = code >> 8
    words = (_MORE.split("\n")[rid - 40]) if rid >= 40 else _TEXTS.split("\n")[rid - 1]
    if "%s" not in words:
        return words
    if rid == 3:
        return words % _PHASES.split("\n")[arg]
    return words % ("red", "blue", "green", "black")[arg]
