"""The English words of check()'s refusals, loaded only when a refusal has to be told."""

# Indexed by the reason id (legality.py's _R_* constants) minus 1. "%s" takes a colour word,
# except for id 3 (a phase word); "%d" takes the number given with the id.
_TEXTS = (
    "not an action",
    "the game is over (TE-11)",
    "now is the time for %s",
    "no such tile or space",
    "no %s tile in hand (TE-5.4)",
    "the space is not empty (TE-5.4)",
    "only blue tiles go on the river (TE-5.4)",
    "blue tiles go on the river only (TE-5.4)",
    "a tile may not unite three or more kingdoms (TE-5.4)",
    "no such leader",
    "that leader is not on the board (TE-5.1)",
    "no such space",
    "the space is not empty (TE-5.2)",
    "leaders may not stand on the river (TE-5.2)",
    "a leader must be next to a temple (TE-5.2)",
    "a leader may not unite two kingdoms (TE-5.2)",
    "no catastrophe tiles left (TE-5.6)",
    "a catastrophe may not go on a leader (TE-5.6)",
    "there is already a catastrophe there (TE-5.6)",
    "a catastrophe may not go on a monument (TE-5.6)",
    "a catastrophe may not go on a treasure (TE-5.6)",
    "a catastrophe may not go on a civilization building (TE-12.3)",
    "a swap discards at least one tile (TE-5.7)",
    "not that many %s tiles in hand (TE-5.7)",
    "no %s war stands (TE-8.2)",
    "not that many %s tiles in hand (TE-7.3)",
    "the attacker must commit enough to lead, or nothing (TE-12.1)",
    "the defender must commit exactly enough to tie, or nothing (TE-12.1)",
    "no monument %d may go on that square (TE-9.1)",
    "that treasure may not be taken now (TE-10.1)",
    "the building must go on the new line of 3+ tiles (TE-12.3)",
    "the ziggurat needs a plus of 5 tiles made by this tile (TE-12.4)",
    "nothing to undo",
    "2 to 4 players (TE-2.2)",
    "each dynasty at most once",
    "unknown board",
    "the seed must be non-zero",
)
_PHASE_WORDS = (
    "an action",
    "the war choice",
    "a commitment",
    "the monument choice",
    "the treasure choice",
    "the building choice",
    "the ziggurat choice",
    "the ziggurat point colour",
    "nothing: the game is over",
)
_COLOUR_WORDS = ("red", "blue", "green", "black")


def text(code):
    """The sentence for a reason code `id | arg << 8` made by legality.py."""
    rid = code & 255
    arg = code >> 8
    words = _TEXTS[rid - 1]
    if "%d" in words:
        return words % arg
    if "%s" in words:
        return words % (_PHASE_WORDS[arg] if rid == 3 else _COLOUR_WORDS[arg])
    return words
