"""The one exception of the game interface: IllegalAction, raised by every game's apply()."""


class IllegalAction(ValueError):
    """An action the rules refuse now; the game that raised it is unchanged."""
