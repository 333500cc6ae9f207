"""Key debouncing as pure logic: raw matrix masks in, stable pressed / released / held masks out.

A key's stable state changes only when two consecutive accepted samples, taken at least
MIN_GAP_MS apart, agree on the new state. Switch bounce settles within ~5 ms, so a bounce can
never show the same wrong level in two samples that far apart: no phantom press or release.
Samples that arrive sooner than MIN_GAP_MS after the last accepted one are ignored. Call
`update` every 5-10 ms; slower callers still work, they only react later. A stuck key stays held
and is reported pressed once; nothing here can raise on odd input.
"""

from console.compat import const, ticks_diff

MIN_GAP_MS = const(5)
_KEYS_MASK = const(0xFFFF)


class Debouncer:
    """Feed `update(raw, now_ms)`; read `pressed`, `released` (edges of this update), `held`."""

    def __init__(self, min_gap_ms=MIN_GAP_MS):
        self.min_gap_ms = min_gap_ms
        self.held = 0
        self.pressed = 0
        self.released = 0
        self._last = 0
        self._last_ms = None

    def update(self, raw, now_ms):
        """Take one raw sample; returns True when the stable state changed."""
        self.pressed = 0
        self.released = 0
        raw &= _KEYS_MASK
        if self._last_ms is not None:
            if 0 <= ticks_diff(now_ms, self._last_ms) < self.min_gap_ms:
                return False
            # Bits equal in both samples are settled; of those, take the ones that differ.
            settled = ~(raw ^ self._last) & _KEYS_MASK
            change = (raw ^ self.held) & settled
            if change:
                self.held ^= change
                self.pressed = change & self.held
                self.released = change & ~self.held
        self._last = raw
        self._last_ms = now_ms
        return bool(self.pressed or self.released)

    def reset(self, raw=0):
        """Forget history, e.g. after a long pause; keys held now count as already held."""
        self.held = raw & _KEYS_MASK
        self.pressed = 0
        self.released = 0
        self._last = self.held
        self._last_ms = None
