"""The keys of the console as Contest of Kings uses them: for the key test."""

LABELS = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "REVEAL", "MENU",
          "RED", "BLUE", "GREEN", "BLACK", "LEADER", "CATASTROPHE", "NONE",
          "PASS")
