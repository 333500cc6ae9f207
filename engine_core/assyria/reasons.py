"""English sentences for the refusal codes of state.py (loaded only while one is told)."""

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
    "a well stands on that corner already (AS-4.3d)",
    "no well is left in the supply (AS-1)",
    "not enough camels (AS-4.4)",
    "a ziggurat is built on a hex holding one of your huts (AS-4.4a)",
    "a ziggurat cannot be built on a river hex (AS-4.4a)",
    "a ziggurat cannot be built next to a well (AS-4.4a)",
    "that piece is not left in your supply (AS-1)",
    "there is no ziggurat of yours below full height on that hex (AS-4.4a)",
    "a ziggurat built or raised this turn cannot be raised again this turn (AS-4.4a)",
    "every space of that dignitary is taken (AS-4.4b)",
    "offerings are 1 to 3 camels, at most 3 in a turn, and the marker stops at 7 (AS-4.4c)",
    "only one food card may be bought in a turn (AS-4.4d)",
    "that card is not left in the rows (AS-4.4d)",
    "you hold a plow card already (AS-4.4d)",
    "no plow card is left on the plow space (AS-4.4d)",
    "no hut is left in your supply (AS-1)",
    "not an action of this game",
    "there is no action to take back",
    "Assyria is played by 2 to 4 players (AS-3)",
    "the seed must be a non-zero 32-bit number",
    "you hold no plow card (AS-4.3b)",
    "a well cannot be built next to a ziggurat (AS-4.3d)",
)


def text(code):
    return _TEXTS[code & 255]
