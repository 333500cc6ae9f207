"""Refusal codes put into words: every game keeps its sentences in a module loaded on demand.

A game's refusals are small ints (`id | arg << 8`); the module named for them has
`text(code)`. Refusals are rare and their sentences long, so under MicroPython the module is let
go again as soon as the sentence is made: it costs heap only while one is told. This is the one
place that drops a module from `sys.modules` (`let_go`, also used for other rare modules);
CPython has room and keeps it.
"""

# build: intern strings (loaded all through a game: tools/mpy_strings.py)
import sys

_DEVICE = sys.implementation.name == "micropython"


def words(module_name, code):
    """The sentence for refusal `code` from `module_name` (e.g. "engine_core.tigris.reasons")."""
    module = __import__(module_name, None, None, ("text",))
    sentence = module.text(code)
    let_go(module_name)
    return sentence


def let_go(module_name):
    """Under MicroPython, forget a module loaded for a rare task, so its heap can be reused."""
    if _DEVICE:
        sys.modules.pop(module_name, None)
        parent, _, leaf = module_name.rpartition(".")
        package = sys.modules.get(parent)
        if package is not None:
            package.__dict__.pop(leaf, None)
