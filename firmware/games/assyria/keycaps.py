"""The keys of the console as Assyria uses them: for the key test."""

LABELS = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "REVEAL", "MENU",
          "CHOOSE", "DONE", "-", "-", "-", "-", "-", "VIEW")
