"""English sentences for refusal codes 12 to 22 of state.py (loaded only while one is told).

Small modules of a dozen sentences each: under MicroPython from source, each refusal compiles
its module again (engine_core/refusals.py lets it go), and a small one needs little heap.
"""

_FIRST = 12
_TEXTS = (
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
)


def text(code):
    return _TEXTS[(code & 255) - _FIRST]
