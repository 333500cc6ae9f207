"""Portable game rules (CPython and MicroPython): the kernel every game needs at play time.

IllegalAction, the action-int helpers and the undo journal live here, in the package every
game loads anyway, rather than in modules of their own: on the device each module costs its
module object, its globals dictionary and its interned names (engine_core/README.md, MEM-4).
What is needed only now and then (refusals, results, the registry, Rng) stays in modules of
its own, loaded on demand.
"""

# build: intern strings (loaded all through a game: tools/mpy_strings.py)
import sys

if sys.implementation.name not in ("micropython", "circuitpython"):
    # CPython: const() as a builtin for every engine module, so that none imports it. The
    # MicroPython and CircuitPython compilers fold const() themselves, and an import would only
    # store `const` in each module's globals on the device (MEM-4 in host_tests/ENGINE_BUGS.md).
    import builtins

    builtins.const = lambda value: value
    del builtins
del sys


class IllegalAction(ValueError):
    """An action the rules refuse now; the game that raised it is unchanged.

    The one exception of the game interface: every game raises it and re-exports it.
    """


# Action ints shared by every game: `kind << 12 | a << 8 | b`, small enough to stay unboxed.
def make_action(kind, a, b):
    return kind << 12 | a << 8 | b


def action_kind(x):
    return x >> 12


def action_arg(x):
    return (x >> 8) & 15


def action_cell(x):
    return x & 255


# -- The undo journal -----------------------------------------------------------------------------
# The undo journal every game inherits: byte writes recorded in small chunks, taken back exactly.
#
# A game keeps its state in bytearrays, registers them with `journal_init(arrays, watch)` and
# changes them only through `write(aid, i, v)` / `add(aid, i, dv)` between `begin_action(actor)`
# and `end_action(info)`. Each write that changes a byte records `(aid, i, old)`; each action
# starts with a begin record `(255, actor, info)`. `undo()` restores the records of the last
# action back to its begin record, then calls the game's `after_undo()` hook (e.g. relabel
# regions); `dirty` says whether an array in the `watch` bitmask was written since the game last
# cleared it, so a game can redo its derived state only when needed.
#
# The records live in 192-byte chunks, so no large block is ever needed. `set_undo_limit(n)`
# keeps only the newest n chunks and reuses the oldest, so the journal stops growing; the action
# being applied always keeps all of its own chunks, so the last action can always be taken back
# whatever its size (an unusually long one holds one more chunk until the next recycling).

def xorshift32(x):
    """Next state of the 32-bit xorshift generator (x non-zero): the one RNG of every notation.

    It lives here, with the journaled draw below, so that a game loads no module for it;
    engine_core/rng.py hands it on to tools and bots with its Rng class.
    """
    x ^= (x << 13) & 0xFFFFFFFF
    x ^= x >> 17
    x ^= (x << 5) & 0xFFFFFFFF
    return x


_CHUNK = const(192)  # bytes per chunk: 64 records of 3 bytes
_BEGIN = const(255)  # array id of a begin record


class Journal:
    """Base class of every game: the undo journal, kept on the game object itself, and returns()."""

    def journal_init(self, arrays, watch=0):
        """Register the journaled bytearrays (array id = index) and the watched ids' bitmask."""
        self._arrs = arrays
        self._watch = watch
        self.dirty = False
        self.undo_chunks = 0
        self.reset_journal()

    def reset_journal(self):
        """Forget every recorded action (after setup or after loading a position)."""
        self._chunks = []
        self._joff = _CHUNK  # next free byte of the newest chunk; _CHUNK = full
        self._actions_done = 0
        self._span = 0  # newest chunks holding records of the action being applied
        # The chunk holding the begin record of the last action and the offset of its info byte;
        # None: no action, or its begin record was recycled (so it cannot be taken back).
        self._bj = None
        self._bk = 0

    def set_undo_limit(self, chunks):
        """Keep only the newest `chunks` chunks of 192 bytes (0 = the whole game).

        The console takes back only the last action and keeps 2; tools and tests keep all.
        """
        self.undo_chunks = chunks

    def _put(self, a, b, c):
        k = self._joff
        if k == _CHUNK:
            chunks = self._chunks
            limit = self.undo_chunks
            n = len(chunks)
            if limit and n >= limit and n > self._span:
                # Reuse the oldest chunk: no allocation once at the limit. Chunks a long action
                # added beyond the limit go first; the action in progress keeps its own.
                while n > limit and n - 1 > self._span:
                    chunks.pop(0)
                    n -= 1
                j = chunks.pop(0)
            else:
                j = bytearray(_CHUNK)
            chunks.append(j)
            self._span += 1
            k = 0
        else:
            j = self._chunks[-1]
        j[k] = a
        j[k + 1] = b
        j[k + 2] = c
        self._joff = k + 3

    def write(self, aid, i, v):
        """Set byte i of array aid to v, recording the old byte if it changes."""
        arr = self._arrs[aid]
        old = arr[i]
        if old != v:
            self._put(aid, i, old)
            arr[i] = v
            if self._watch >> aid & 1:
                self.dirty = True

    def add(self, aid, i, dv):
        self.write(aid, i, self._arrs[aid][i] + dv)

    def begin_action(self, actor):
        """Open the records of one action made by seat `actor`."""
        # The newest chunk, if it has room, holds the begin record: it is the action's own.
        self._span = 1 if self._joff < _CHUNK else 0
        self._put(_BEGIN, actor, 0)
        self._bj = self._chunks[-1]  # where end_action stores the info byte
        self._bk = self._joff - 1

    def end_action(self, info=0):
        """Close the action opened by begin_action; `info` (0..255) is kept with it."""
        self._bj[self._bk] = info
        self._actions_done += 1

    def history_len(self):
        return self._actions_done

    def last_actor(self):
        """Seat that made the last applied action; -1 if none (or its record was recycled)."""
        return -1 if self._bj is None else self._bj[self._bk - 1]

    def last_info(self):
        """The info byte end_action stored with the last action; -1 if none."""
        return -1 if self._bj is None else self._bj[self._bk]

    def can_undo(self):
        """True if the whole journal of the last action is still kept."""
        # The last action's own chunks are never recycled while it is the last (see _put), so
        # only undo() can leave _bj without a begin record: the one before it was recycled.
        return self._bj is not None

    def undo(self):
        """Take back the last applied action exactly; IllegalAction if it cannot be."""
        if self._bj is None:
            raise IllegalAction("nothing to undo")
        chunks = self._chunks
        arrs = self._arrs
        watch = self._watch
        j = chunks[-1]
        k = self._joff
        while True:
            if k == 0:
                chunks.pop()
                j = chunks[-1]
                k = _CHUNK
            k -= 3
            aid = j[k]
            if aid == _BEGIN:
                break
            arrs[aid][j[k + 1]] = j[k + 2]
            if watch >> aid & 1:
                self.dirty = True
        self._joff = k
        if k == 0:
            # The begin record opened this chunk: the chunk is empty now.
            chunks.pop()
            self._joff = _CHUNK
        self._actions_done -= 1
        # Find the begin record of the action before, if it is still kept.
        self._bj = None
        ci = len(chunks)
        k = self._joff
        while self._actions_done and ci:
            ci -= 1
            j = chunks[ci]
            while k > 0:
                k -= 3
                if j[k] == _BEGIN:
                    self._bj = j
                    self._bk = k + 2
                    ci = 0
                    break
            k = _CHUNK
        self.after_undo()

    def rng_state(self, aid, i):
        """The RNG state kept little-endian in bytes i..i+3 of array aid."""
        a = self._arrs[aid]
        return a[i] | a[i + 1] << 8 | a[i + 2] << 16 | a[i + 3] << 24

    def set_rng_state(self, aid, i, x):
        for k in range(4):
            self.write(aid, i + k, (x >> (8 * k)) & 255)

    def next_random(self, aid, i):
        """Step the RNG kept at aid/i (a journaled write, so undo takes the draw back)."""
        x = xorshift32(self.rng_state(aid, i))
        self.set_rng_state(aid, i, x)
        return x

    def after_undo(self):
        """Hook: the game's own work after an undo (e.g. relabel regions if `dirty`)."""

    # Shared by every game, but no journal's: here so that each game's class need not repeat it.
    def returns(self):
        """Per-seat result for bots: +1 sole winner .. -1 last, shared places share; 0.0 in play."""
        from .results import returns_of

        return returns_of(self)
