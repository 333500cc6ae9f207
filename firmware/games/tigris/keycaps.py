"""The keys of a Tigris box by name: loaded only by the key test and the host's checks."""

# The key caps, by key bit: hardware/pinmap.json names the keys so.
CAPS = ("up", "down", "left", "right", "a", "b", "reveal", "menu",
        "red", "blue", "green", "black", "leader", "catastrophe", "swap", "pass")
# The same as the key test shows them.
LABELS = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "REVEAL", "MENU",
          "RED", "BLUE", "GREEN", "BLACK", "LEADER", "CATASTROPHE", "SWAP",
          "PASS")
