"""Key debouncing and latching as pure logic: raw matrix masks in, stable edges out, in order.

Debouncing (`Debouncer`) acts at once and then waits out the bounce, per key: the first
accepted sample that shows a key changed makes the edge, and that key cannot change again in
the next two accepted samples (each at least _MIN_GAP_MS after the last: 10 ms or more). A press
therefore counts the moment the scan sees it, 0-5 ms after the contact closes, instead of after
a second sample agrees (5-10 ms): every key's redraw starts that much sooner, and a REVEAL
released hides the hand that much sooner (TE-13). Switch bounce settles within ~5 ms, inside
the lock, so a bouncing contact makes one press and one release, never a phantom pair; a
bouncing or chattering key makes at most one edge per lock, and a stuck one stays held and is
reported pressed once. This is the "eager" debounce of keyboard firmware (QMK's
`sym_eager_pk`): the cost is that a single-sample glitch on a line would count as a tap, which
a matrix with pull-ups, short wires and a closed box does not see. Samples that arrive sooner
than _MIN_GAP_MS after the last accepted one are ignored. Nothing here can raise on odd input.

Latching (`KeyLatch`): the loop may be away for 200 ms while a frame is drawn; a tap is
shorter than that. So the keys are sampled by a timer (every SCAN_MS: `machine.Timer` in
hal.py on the device, the simulator's clock in tools/sim/hal.py), debounced there, and every
press and release goes into a ring of edge events. The loop then takes them in order, one at a
time: none is ever lost and none is seen out of order, however long a redraw takes.

`tick` runs in the timer's callback, so it follows MicroPython's rules for interrupt handlers:
no heap allocation (no new objects, no float, no range(), no bound-method lookup that allocates),
only small-int arithmetic and writes into the preallocated ring. A full ring drops the newest
edge and counts it; with RING_SIZE edges and a loop that reads every pass, that never happens.
"""

from console.compat import const, ticks_diff
from console.keys import K_REVEAL

_MIN_GAP_MS = const(5)
_KEYS_MASK = const(0xFFFF)


class Debouncer:
    """Feed `update(raw, now_ms)`; read `pressed`, `released` (edges of this update), `held`."""

    def __init__(self, min_gap_ms=_MIN_GAP_MS):
        self.min_gap_ms = min_gap_ms
        self.held = 0
        self.pressed = 0
        self.released = 0
        # The keys locked at the next sample (changed at this one or the one before) and those
        # that changed at this one: masks, so no per-key clock is kept and the timer's callback
        # allocates nothing.
        self.locked = 0
        self._last = 0
        self._last_ms = None

    def update(self, raw, now_ms):
        """Take one raw sample; returns True when the stable state changed."""
        self.pressed = 0
        self.released = 0
        raw &= _KEYS_MASK
        if self._last_ms is not None and 0 <= ticks_diff(now_ms, self._last_ms) < self.min_gap_ms:
            return False
        change = (raw ^ self.held) & ~self.locked
        self.locked = change | self._last
        self._last = change
        self._last_ms = now_ms
        if change:
            self.held ^= change
            self.pressed = change & self.held
            self.released = change & ~self.held
            return True
        return False

    def reset(self, raw=0):
        """Forget history, e.g. after a long pause; keys held now count as already held."""
        self.held = raw & _KEYS_MASK
        self.pressed = 0
        self.released = 0
        self.locked = 0
        self._last = 0
        self._last_ms = None


# A key is seen at the first scan after it changes, 0-5 ms late. A scan of the 4x4 matrix is a
# fraction of a ms on the Pico, so sampling every 5 ms costs a few per cent of the CPU.
SCAN_MS = const(5)
RING_SIZE = const(32)  # a power of two: indices wrap with a mask
_RING_MASK = const(31)
PRESSED = const(0x80)  # event byte: key index (bit number 0-15), plus this flag on a press


class KeyLatch:
    """Debounced key edges in a ring: `tick(raw, now_ms)` writes, `take()` reads (-1 if none)."""

    def __init__(self):
        self.debouncer = Debouncer()
        self.ring = bytearray(RING_SIZE)
        self.head = 0  # next slot tick() writes; only tick() changes it
        self.tail = 0  # next slot take() reads; only take() changes it
        self.dropped = 0

    def tick(self, raw, now_ms):
        """One sample of the matrix: pushes an event for each key whose stable state changed."""
        d = self.debouncer
        if d.update(raw, now_ms):
            self.push(d.pressed | d.released, d.held)

    def push(self, change, held):
        """Pushes an edge event for each bit of `change`, a press where `held` has the bit.
        Of keys that change in the same sample, REVEAL goes first: held together with a key, it
        counts as held for that key, and let go together with one, the panel goes first (TE-13)."""
        if change & K_REVEAL:
            self._push(K_REVEAL, held)
            change &= ~K_REVEAL
        self._push(change, held)

    def _push(self, change, held):
        bit = 0
        while change:
            if change & 1:
                head = self.head
                nxt = (head + 1) & _RING_MASK
                if nxt == self.tail:
                    self.dropped += 1
                else:
                    self.ring[head] = bit | (PRESSED if held >> bit & 1 else 0)
                    self.head = nxt
            change >>= 1
            bit += 1

    def pending(self):
        """True while an edge waits to be taken (a sleeping loop wakes for it)."""
        return self.head != self.tail

    def take(self):
        """The oldest edge event not yet taken (key index | PRESSED on a press), or -1."""
        tail = self.tail
        if tail == self.head:
            return -1
        event = self.ring[tail]
        self.tail = (tail + 1) & _RING_MASK
        return event
