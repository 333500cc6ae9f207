"""Loads the hardware source data (pin map, part facts, panel layout) the drawings are made from."""

import json
import os

HARDWARE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def write_outputs(files, out_dir):
    """Write generated files ({path relative to hardware/: bytes}) under out_dir, saying so."""
    for rel, data in sorted(files.items()):
        path = os.path.join(out_dir, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
        print("wrote %s (%d bytes)" % (rel, len(data)))


def load_json(name):
    """Read one of hardware/*.json."""
    with open(os.path.join(HARDWARE_DIR, name), encoding="utf-8") as f:
        return json.load(f)


class Sources:
    """The three data files, plus the lookups the drawings share."""

    def __init__(self):
        self.pinmap = load_json("pinmap.json")
        self.parts = load_json("parts.json")
        self.layout = load_json("layout.json")

    def physical_pin(self, name):
        """Header pin number (1-40) of a Pico pin name such as 'GP18' or 'VSYS'."""
        return self.parts["pico"]["physical_pins"].index(name) + 1

    def gp(self, gpio):
        """'GP18 (pin 24)' for a GPIO number."""
        name = "GP%d" % gpio
        return "%s (pin %d)" % (name, self.physical_pin(name))

    def panel(self):
        """Facts of the display module named by pinmap.json display.panel."""
        return self.parts["displays"][self.pinmap["display"]["panel"]]

    def keys(self):
        """(row, col, key name) for every key of the matrix, row-major like the firmware's bits."""
        grid = self.pinmap["matrix"]["keys"]
        return [(r, c, grid[r][c]) for r in range(len(grid)) for c in range(len(grid[r]))]
