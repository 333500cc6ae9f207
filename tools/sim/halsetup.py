"""The host hal's start-up, run once and then let go (hal.py setup), as the device's hal has its
own (firmware/halsetup.py): the environment read, the streams opened, the key script or the live
FIFO started, the panel driver made on the fake bus; and the soft reset, run once at the end.
What the Board does all through a game stays in hal.py, so the heap a game measures holds no
more of the simulator's machinery than the device's holds of its hal.
"""

import os
import time

import hal
from console.compat import const
from console.debounce import KeyLatch
from hal import FakePin, _standin, timeline_line

# As hal.py's, folded here too: the device's interpreter holds no name of the host's.
_DEFAULT_BATTERY_MV = const(4000)  # a healthy Li-ion cell; SIM_BATTERY_MV sets a low one
_NEVER = const(0x7FFFFFFF)  # the time of "no further line" in the timeline
_SCRIPT = const(1)  # key modes (hal.py): a script's timeline, a live viewer's FIFO
_LIVE = const(2)
_RESTART = const(75)  # the exit status of a soft reset: headless.py RESTART


def env(name, default=None):
    value = os.getenv(name)
    return default if value is None or value == "" else value


def battery_schedule(text):
    """SIM_BATTERY_MV as a flat list [from_ms, mv, from_ms, mv, ...], times rising.

    `4000` is one voltage for the whole run; `4000,3000@2500` is 4000 mV, then 3000 mV from
    2500 ms on (PROTOCOL.md): a step without `@` starts at 0 ms.
    """
    out = []
    for step in text.split(","):
        mv, _, at = step.strip().partition("@")
        t = int(at) if at else 0
        if out and t < out[-2]:
            raise ValueError("SIM_BATTERY_MV: times must rise: " + text)
        out.append(t)
        out.append(int(mv))
    return out


def build(board, pinmap_path=None, save_dir=None):
    """hal.Board's members from the environment (PROTOCOL.md) and the pin map."""
    board._collect = env("SIM_GC_EACH_FRAME", "0") == "1"
    # SIM_BENCH=path (tools/bench_keys.py): one text line per key-state change and per frame,
    # with the Unix port's microsecond clock and the bytes sent, for per-key timings.
    # SIM_RESET_FILE (tools/sim/headless.py firmware_command's restart loop): what
    # soft_reset() below left for this process, the virtual time and the bench's counters
    # of the run it continues, read once; the streams are appended to.
    carried = None
    path = env("SIM_RESET_FILE")
    if path is not None:
        with open(path) as f:
            carried = f.read() or None
        if carried:
            open(path, "w").close()
    mode = "ab" if carried else "wb"
    out = env("SIM_OUT")
    # MicroPython's files are unbuffered, so a live viewer sees every record at once.
    board._out = open(out, mode) if out else None
    bench = env("SIM_BENCH")
    board._bench = None
    if bench:
        from benchlines import BenchLines

        board._bench = BenchLines(open(bench, mode[0]))
    if bench and env("SIM_COUNT", "0") == "1":
        import math

        hal._count = (math.isinf, math.isnan, math.isclose)
        if carried:
            # The host's start-up of this process, up to here, is no time of the run it
            # continues: counted.py drops what comes before this mark (as _us_offset does).
            math.isclose(1.0, 1.0)
    board._sent = 0
    board._last_us = 0
    board.now = 0
    board._mask = 0
    board._next_tick = 0
    board._us_offset = 0  # subtracted from the bench's clock (see soft_reset)
    if carried:
        now, tick, sent, calls, us, t_reset, held = carried.split()
        board.now = int(now)
        board._next_tick = int(tick)
        board._sent = int(sent)
        _standin[0] = int(calls)
        _standin[1] = int(us)
        t_reset = int(t_reset)
        board._held_at_reset = int(held)
    # Key presses are latched as on the device (console/debounce.py): in script mode the
    # device's scan timer is run on the virtual clock, every SCAN_MS, also while a frame is
    # "drawn" (SIM_FRAME_MS); in live mode each line from the viewer is queued as edges.
    board._latch = KeyLatch()
    board._frame_ms = int(env("SIM_FRAME_MS", "0"))
    mode = env("SIM_MODE", "live")
    board._virtual = mode == "script"
    key_path = env("SIM_IN")  # none: no keys (hal.Board._mode)
    if key_path is not None and board._virtual:
        start_timeline(board, key_path, int(env("SIM_TAIL_MS", "500")))
    elif key_path is not None:
        start_live(board, key_path)
    board.keys = board
    board.watchdog = board
    board.started = False
    board._battery = battery_schedule(env("SIM_BATTERY_MV", str(_DEFAULT_BATTERY_MV)))
    board._t0 = 0 if board._virtual else time.ticks_ms()  # the schedule counts from start-up
    board._safe_boot = env("SIM_SAFE_BOOT", "0") == "1"
    # A soft reset is not a watchdog reset, whatever started the run.
    board._wdt_reset = not carried and env("SIM_RESET_CAUSE", "") == "watchdog"
    board.save_dir = save_dir or env("SIM_SAVE_DIR", "saves")
    try:
        os.mkdir(board.save_dir)
    except OSError:
        pass  # already there
    timed = board._bench is not None
    board.cs = FakePin(1, None, timed)
    board.dc = FakePin(1, None, timed)
    board.display = make_panel(board, pinmap_path)
    if carried:
        # The bench's clock leaves out the host's part of a soft reset: starting a process
        # and the panel's power-up sleeps (host time, not the firmware's work).
        board._us_offset = time.ticks_diff(time.ticks_us(), t_reset)


def make_panel(board, pinmap_path):
    import json

    # The sim runs in its build tree (build/sim), where the build put pinmap.json as on the
    # device's root.
    with open(pinmap_path or env("SIM_PINMAP", "pinmap.json")) as f:
        pinmap = json.load(f)
    disp = pinmap["display"]
    bat = pinmap.get("battery", {})
    board._battery_limits = (bat.get("warn_mv", 3500), bat.get("critical_mv", 3350))
    name = disp.get("panel", "st7789")
    if name == "ili9341":
        from drivers.ili9341 import ILI9341 as Panel
    elif name == "st7789":
        from drivers.st7789 import ST7789 as Panel
    else:  # as firmware/hal.py: a misspelt panel must fail here too, not draw on another chip
        raise ValueError("unknown panel %r" % (name,))
    rst = FakePin(1, board._reset_edge)
    bl = FakePin(0, board._backlight)
    panel = Panel(board, board.cs, board.dc, rst, bl, 320, 240, rotation=disp.get("rotation", 0))
    # As firmware/hal.py does: clear the power-up noise, then light the backlight.
    panel.fill_rect(0, 0, panel.width, panel.height, 0)
    panel.set_backlight(True)
    return panel


def start_timeline(board, path, tail_ms):
    # One pass for the end time, then the lines are read as the clock reaches them.
    last = 0
    with open(path) as f:
        while True:
            event = timeline_line(f)
            if event is None:
                break
            last = event[0]
    board.end_ms = last + tail_ms
    board._mode = _SCRIPT
    board._in = open(path)
    board._next_t = _NEVER
    board._next_mask = 0
    board._advance()
    # After a soft reset the timeline goes on where the last process left it: the lines its
    # scans passed only set the keys' state, as the matrix shows it to the fresh scan.
    while board._next_t < board._next_tick:
        board._mask = board._next_mask
        board._advance()
    # As firmware/hal.py: keys down when the console starts count as held, not pressed; here
    # the ones whose press the last process latched (a press it had not yet taken in is
    # still seen as one).
    board._latch.debouncer.reset(getattr(board, "_held_at_reset", 0))


def start_live(board, path):
    import select

    board._mode = _LIVE
    board._in = open(path, "rb")
    board._poll = select.poll()
    board._poll.register(board._in, select.POLLIN)


def soft_reset(board):
    """machine.soft_reset() on the device: the interpreter starts again with a fresh heap and
    runs main.py; files (the saves) stay. Emulated by ending this process with the status
    RESTART after writing what goes on to SIM_RESET_FILE: the restart loop of
    tools/sim/headless.py firmware_command then starts the firmware again, the same
    command line (heap size included) and environment, as a new process beside this one,
    not inside it. Nothing of this heap reaches the next. The virtual clock, the timeline's
    place and the bench's counters carry across; the display and bench streams are
    appended to. A soft reset is not a watchdog reset. The Unix port's own
    machine.soft_reset() would only end the process."""
    # Said on stderr with the virtual time, so a test can tell when the console restarted.
    import sys

    sys.stderr.write("sim: soft reset at %d ms\n" % board.now)
    path = env("SIM_RESET_FILE")
    if path is None:
        raise SystemExit("sim: a soft reset needs headless.py firmware_command's loop")
    with open(path, "w") as f:
        f.write("%d %d %d %d %d %d %d" % (
            board.now, board._next_tick, board._sent, _standin[0], _standin[1],
            time.ticks_add(time.ticks_us(), -board._us_offset), board._latch.debouncer.held))
    raise SystemExit(_RESTART)
