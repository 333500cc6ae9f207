"""Key edges from a `keypad.KeyMatrix`: the matrix is scanned and debounced in the background by
CircuitPython, and each press and release waits in its event queue, so no press is lost however
slow a frame is.

Key numbers are `row * 4 + column`, the MicroPython console's key bits (console/keys.py): row 0
UP DOWN LEFT RIGHT, row 1 A B REVEAL MENU, rows 2-3 the function keys F1-F8.
"""

UP, DOWN, LEFT, RIGHT, A, B, REVEAL, MENU = range(8)
DPAD = (UP, DOWN, LEFT, RIGHT)
REPEAT_AFTER = 0.4  # s a D-pad key is held before it repeats
REPEAT_EVERY = 0.12


class Keys:
    """Takes the queue's events one at a time; a queue that overflowed is reset, so the keys
    still held are reported again as presses and nothing stays stuck."""

    def __init__(self, matrix, event):
        self.matrix = matrix
        self.event = event  # one keypad.Event, filled in place: no allocation per key
        self.held = 0  # bit per key number
        self.repeat_key = -1
        self.repeat_at = 0.0

    def take(self, now):
        """(key number, pressed) of the oldest edge, a repeat of a held D-pad key, or None."""
        q = self.matrix.events
        if q.overflowed:
            q.clear()
            self.held = 0
            self.matrix.reset()  # reports every key that is down as a fresh press
        if q.get_into(self.event):
            k = self.event.key_number
            if self.event.pressed:
                self.held |= 1 << k
                if k in DPAD:
                    self.repeat_key = k
                    self.repeat_at = now + REPEAT_AFTER
            else:
                self.held &= ~(1 << k)
                if k == self.repeat_key:
                    self.repeat_key = -1
            return k, self.event.pressed
        if self.repeat_key >= 0 and now >= self.repeat_at and self.held >> self.repeat_key & 1:
            self.repeat_at = now + REPEAT_EVERY
            return self.repeat_key, True
        return None
