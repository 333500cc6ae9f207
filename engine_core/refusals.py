"""Refusal codes put into words: every game keeps its sentences in a module loaded on demand.

A game's refusals are small ints (`id | arg << 8`); the module named for them has
`text(code)`. Refusals are rare and their sentences long, so under MicroPython the module is let
go again as soon as the sentence is made, and so is this one (a game imports `words` inside the
call that tells a refusal): a refusal costs heap only while it is told. This is the one place
that drops modules from `sys.modules`; CPython has room and keeps them.
"""

import sys

_DEVICE = sys.implementation.name == "micropython"


def words(module_name, code):
    """The sentence for refusal `code` from `module_name` (e.g. "engine_core.tigris.reasons")."""
    module = __import__(module_name, None, None, ("text",))
    sentence = module.text(code)
    if _DEVICE:
        _let_go(module_name)
        _let_go(__name__)
    return sentence


def _let_go(module_name):
    sys.modules.pop(module_name, None)
    parent, _, leaf = module_name.rpartition(".")
    package = sys.modules.get(parent)
    if package is not None:
        package.__dict__.pop(leaf, None)
