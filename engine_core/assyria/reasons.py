"""English sentences for refusal codes 1 to 11 of state.py (loaded only while one is told).

Small modules of a dozen sentences each: under MicroPython from source, each refusal compiles
its module again (engine_core/refusals.py lets it go), and a small one needs little heap.
"""

_FIRST = 0
_TEXTS = (
    "",
    "the game is over (AS-6)",
    "that action does not belong to the current step (AS-4)",
    "a ziggurat base goes on a free starting space of this player count (AS-3)",
    "that card is not among the cards of the draft (AS-3)",
    "that column does not exist or was chosen already this turn (AS-4.2)",
    "a hut goes on an empty hex in play next to one of your huts or ziggurats (AS-4.3a)",
    "you do not hold that card (AS-4.3b)",
    "a card feeds unfed huts of yours on hexes of its food, each named once (AS-4.3b)",
    "a card feeds at most as many huts as it has symbols; a wild card or a plow one (AS-4.3b)",
    "feeding is compulsory: that choice would leave a hut unfed that your cards can feed"
    " (AS-4.3b)",
    "a well goes on a corner of three hexes with your huts, away from the land between the"
    " rivers (AS-4.3d)",
)


def text(code):
    return _TEXTS[(code & 255) - _FIRST]
