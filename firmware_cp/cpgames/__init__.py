"""The games of the CircuitPython edition: one folder of displayio views per game.

Each folder (`cpgames/<id>/`) holds only drawing; the game's flow, payload and key map are the
MicroPython console's own (`games/<id>/`), installed next to it unchanged.
"""

GAMES = ("tigris",)
