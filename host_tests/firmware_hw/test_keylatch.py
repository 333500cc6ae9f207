"""The key latch (console/debounce.py KeyLatch) and the hal's scan timer: every debounced edge is
kept, in order, however long the loop is away; the timer's callback allocates nothing."""

from console.debounce import PRESSED, RING_SIZE, SCAN_MS, KeyLatch
from console.keys import K_A, K_REVEAL, K_RIGHT, K_UP
from mpy_run import run_mpy
from test_hal import hal_run, key_gpio


def events(latch):
    out = []
    while True:
        e = latch.take()
        if e < 0:
            return out
        out.append(e)


def bit(key):
    return key.bit_length() - 1


def test_taps_between_two_reads_are_all_kept_in_order():
    # Three taps and a hold while the loop is away for 300 ms (a slow redraw): sampled every
    # SCAN_MS, each gives its press and release, in the order they happened.
    latch = KeyLatch()
    timeline = {0: 0, 20: K_RIGHT, 60: 0, 100: K_RIGHT, 140: 0, 180: K_A, 200: K_A | K_UP,
                240: K_UP}
    raw = 0
    for t in range(0, 300, SCAN_MS):
        raw = timeline.get(t, raw)
        latch.tick(raw, t)
    r, a, u = bit(K_RIGHT), bit(K_A), bit(K_UP)
    assert events(latch) == [r | PRESSED, r, r | PRESSED, r, a | PRESSED, u | PRESSED, a]
    assert latch.dropped == 0


def test_a_bounce_inside_the_lock_is_one_press():
    latch = KeyLatch()
    for t, raw in ((0, 0), (5, K_A), (10, 0), (15, 0), (20, K_A), (25, K_A)):
        latch.tick(raw, t)
    assert events(latch) == [bit(K_A) | PRESSED]


def test_reveal_goes_first_among_keys_of_one_sample():
    # Held with A in the same sample, REVEAL counts as held for that A; let go with it, the panel
    # goes first (TE-13).
    latch = KeyLatch()
    for t, raw in ((0, 0), (5, K_A | K_REVEAL), (10, K_A | K_REVEAL), (15, 0), (20, 0)):
        latch.tick(raw, t)
    rv, a = bit(K_REVEAL), bit(K_A)
    assert events(latch) == [rv | PRESSED, a | PRESSED, rv, a]


def test_a_full_ring_drops_and_counts_rather_than_overwrites():
    latch = KeyLatch()
    t = 0
    for _ in range(RING_SIZE):
        for raw in (K_A, K_A, K_A, 0, 0, 0):  # a press and a release, each out of the lock
            latch.tick(raw, t)
            t += 5
    got = events(latch)
    assert len(got) == RING_SIZE - 1 and latch.dropped == 2 * RING_SIZE - len(got)
    assert got[:2] == [bit(K_A) | PRESSED, bit(K_A)]


# The callback's work under MicroPython with the heap locked: any allocation would raise.
ALLOC_FREE = """
import micropython
from console.debounce import KeyLatch

def run(latch, seq):
    tick = latch.tick
    micropython.heap_lock()
    t = 0
    for i in range(len(seq)):
        tick(seq[i], t)  # what the timer calls, with the heap locked
        t += 5
    n = 0
    while latch.take() >= 0:
        n += 1
    micropython.heap_unlock()
    return n

print(run(KeyLatch(), (0, 0, 16, 16, 16, 0, 0, 64 | 16, 64 | 16, 0, 0, 0x0F0F, 0x0F0F, 0, 0)))
"""


def test_the_timer_callback_allocates_nothing_under_micropython():
    assert run_mpy(ALLOC_FREE).strip() == "22"  # A, A, A+REVEAL, 8 keys: presses and releases


def test_hal_scans_on_a_timer_and_latches_presses():
    # The device hal: take_key() starts a 5 ms machine.Timer; each firing scans the matrix
    # (through the wired fake) into the latch, so a tap between two loop passes is kept.
    row, col = key_gpio("a")
    got = hal_run(
        "import time\n"
        "print(board.take_key())\n"
        "timer = machine.timers[-1]\n"
        "machine.press(%d, %d)\n"
        "time.sleep_ms(11); timer.fire(); time.sleep_ms(11); timer.fire()\n"
        "machine.release(%d, %d)\n"
        "time.sleep_ms(11); timer.fire(); time.sleep_ms(11); timer.fire()\n"
        "print((timer.period, [e for e in machine.log if e[0] == 'Timer'],"
        " board.take_key(), board.take_key(), board.take_key()))\n" % (row, col, row, col)
    )
    period, log, first, second, third = got
    assert period == SCAN_MS == 5 and log == [("Timer", 1, SCAN_MS)]
    assert (first, second, third) == (bit(K_A) | PRESSED, bit(K_A), -1)
