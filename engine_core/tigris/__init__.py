"""Tigris & Euphrates rules engine: `from engine_core.tigris import Game, ...` (see README)."""

from .consts import *  # noqa: F401,F403
from .consts import IllegalAction, action_arg, action_cell, action_kind, make_action  # noqa: F401
from .game import Game


def decode(data):
    """A Game from Game.encode() bytes."""
    return Game.decode(data)


def from_text(text):
    """A Game from a position in the notation (refuses bad ones with ValueError naming the line)."""
    return Game.from_text(text)
