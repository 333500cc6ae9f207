"""A `keypad`-compatible key matrix fed by the test: the real `keypad` module scans GPIO on the
board and Blinka cannot scan this box's matrix on a PC, so the test plays the matrix instead.

It keeps the parts of keypad's API the front end uses (`events.get_into`, `overflowed`,
`clear`, `reset`, `keypad.Event`'s `key_number` and `pressed`) with keypad's behaviour: a queue
of at most `max_events` edges, `overflowed` set when one is dropped, `reset()` reporting every
key that is down as a fresh press.
"""

import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def key_numbers():
    """name -> key number (row * 4 + column) from the box's pin map."""
    with open(os.path.join(ROOT, "hardware", "pinmap.json")) as f:
        rows = json.load(f)["matrix"]["keys"]
    return {name: r * 4 + c for r, row in enumerate(rows) for c, name in enumerate(row)}


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed


class EventQueue:
    def __init__(self, max_events=64):
        self.max_events = max_events
        self.items = []
        self.overflowed = False

    def put(self, key_number, pressed):
        if len(self.items) >= self.max_events:
            self.overflowed = True
            return
        self.items.append((key_number, pressed))

    def get_into(self, event):
        if not self.items:
            return False
        event.key_number, event.pressed = self.items.pop(0)
        return True

    def clear(self):
        self.items = []
        self.overflowed = False

    def __len__(self):
        return len(self.items)


class FakeKeyMatrix:
    """The matrix as the test presses it."""

    def __init__(self, max_events=64):
        self.events = EventQueue(max_events)
        self.down = set()

    def press(self, key):
        self.down.add(key)
        self.events.put(key, True)

    def release(self, key):
        self.down.discard(key)
        self.events.put(key, False)

    def reset(self):
        for key in sorted(self.down):
            self.events.put(key, True)
