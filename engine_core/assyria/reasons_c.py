"""English sentences for refusal codes 23 to 33 of state.py (loaded only while one is told).

Small modules of a dozen sentences each: under MicroPython from source, each refusal compiles
its module again (engine_core/refusals.py lets it go), and a small one needs little heap.
"""

_FIRST = 23
_TEXTS = (
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
    return _TEXTS[(code & 255) - _FIRST]
