"""Compile a simulator script (press / hold / release / wait / shot) into a SIM_IN key timeline.

Script lines (`#` starts a comment):
  press KEY [KEY...]      press together, hold PRESS_MS, release, then GAP_MS of nothing
  hold KEY [KEY...] [MS]  press and keep held (MS of time passes, default 0)
  release KEY [KEY...] [MS]  let go, then GAP_MS (or MS) passes: MS 0 and a press next, both
                          edges at once (the console reads them in one pass)
  wait MS                 time passes
  shot NAME               SETTLE_MS passes, then the screen is photographed as NAME
Key names are those of hardware/pinmap.json (`up`, `a`, `reveal`, `red`, `leader`, ...);
a key's bit is row*4 + col of the matrix, as in firmware/console/keys.py.
"""

import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PINMAP = os.path.join(ROOT, "hardware", "pinmap.json")
# Longer than the debouncer's lock after an edge (10-15 ms) and a loop pass on each side.
PRESS_MS = 80
GAP_MS = 80
SETTLE_MS = 100


def key_bits(pinmap_path=PINMAP):
    """name -> bit mask of each key of the matrix."""
    with open(pinmap_path) as f:
        rows = json.load(f)["matrix"]["keys"]
    return {name: 1 << (r * 4 + c) for r, row in enumerate(rows) for c, name in enumerate(row)}


class ScriptError(ValueError):
    pass


class Timeline:
    """The compiled script: key-state changes `(t_ms, mask)` and photographs `(name, t_ms)`."""

    def __init__(self):
        self.events = [(0, 0)]
        self.shots = []
        self.presses = []  # (t_ms when pressed, t_ms of the next step, key names)
        self.steps = []  # (t_ms, the script line) of every press, hold and release
        self.end_ms = 0

    def text(self):
        """The SIM_IN file of PROTOCOL.md's script mode."""
        lines = ["# t_ms mask"] + ["%d %d" % event for event in self.events]
        return "\n".join(lines) + "\n"


def compile_script(text, bits=None):
    bits = bits or key_bits()
    out = Timeline()
    now = 0
    held = 0

    def mask_of(names, lineno):
        mask = 0
        for name in names:
            if name not in bits:
                raise ScriptError("line %d: unknown key %r" % (lineno, name))
            mask |= bits[name]
        return mask

    def state(t, mask):
        if out.events[-1][0] == t:
            out.events[-1] = (t, mask)
        else:
            out.events.append((t, mask))

    for lineno, raw in enumerate(text.splitlines(), 1):
        words = raw.split("#", 1)[0].split()
        if not words:
            continue
        verb, args = words[0], words[1:]
        if verb in ("press", "hold", "release"):
            out.steps.append((now, raw.strip()))
        if verb == "press":
            mask = mask_of(args, lineno)
            state(now, held | mask)
            start = now
            now += PRESS_MS
            state(now, held)
            now += GAP_MS
            out.presses.append((start, now, tuple(args)))
        elif verb == "hold":
            ms = 0
            if args and args[-1].isdigit():
                ms = int(args.pop())
            held |= mask_of(args, lineno)
            state(now, held)
            now += ms
        elif verb == "release":
            ms = GAP_MS
            if args and args[-1].isdigit():
                ms = int(args.pop())
            held &= ~mask_of(args, lineno)
            state(now, held)
            now += ms
        elif verb == "wait" and len(args) == 1 and args[0].isdigit():
            now += int(args[0])
        elif verb == "shot" and len(args) == 1:
            now += SETTLE_MS
            out.shots.append((args[0], now))
        else:
            raise ScriptError("line %d: cannot read %r" % (lineno, raw.strip()))
    # The last state change marks the end; the hal's tail then gives the app time to finish.
    state(now, held)
    out.end_ms = now
    return out
