"""A key's work counted in machine instructions, not timed: the firmware run under callgrind.

Timing the Unix port on a shared machine swings a key's figure by a fifth and more between two
runs of the same build, so a change worth a few per cent cannot be seen. Callgrind counts the
instructions the process executes (Ir), the same on every run. The host hal (tools/sim/hal.py,
with SIM_BENCH and SIM_COUNT=1) calls two C functions the firmware never calls: math.isinf at
every key edge and frame (the lines of the bench file) and math.isnan after every bus write.
Callgrind dumps its count before each (--dump-before), so the dumps, in order, give the count at
each key edge and at the last write before each frame: a key's count runs from its edge to the
last byte it sent, as bench_keys.py's time does.

The count includes the hal's stand-ins for the device's C pins and bus; standin_cost.py, run the
same way, counts what a call of each costs beyond a C call, and the bench takes that out.
"""

import glob
import os
import shutil

VALGRIND = shutil.which("valgrind")
EDGE_MARK = "mp_math_isinf"  # the hal's mark at a key edge and at a frame (hal._count[0])
WRITE_MARK = "mp_math_isnan"  # after a bus write (hal._count[1])


def callgrind_argv(out_dir):
    """The command's prefix: callgrind, following the restart loop's processes, one dump per
    mark, each dump only its totals worth reading (no per-line costs)."""
    if VALGRIND is None:
        raise SystemExit("--count needs valgrind (Debian: apt install valgrind)")
    return [VALGRIND, "--tool=callgrind", "--trace-children=yes",
            "--dump-before=" + EDGE_MARK, "--dump-before=" + WRITE_MARK,
            "--dump-instr=no", "--dump-line=no",
            "--callgrind-out-file=" + os.path.join(out_dir, "cg.%p")]


def read_dumps(out_dir):
    """[(mark, Ir)] in the order they were made: mark "edge" or "write", Ir the instructions
    since the dump before. The processes of a run (a soft reset starts a new one) in the order
    they started; what follows a process's last mark (its exit) is not counted."""
    parts = []
    for path in glob.glob(os.path.join(out_dir, "cg.*")):
        pid, _, part = os.path.basename(path)[3:].partition(".")
        if part.isdigit():
            parts.append((int(pid), int(part), path))
    dumps = []
    for _pid, _part, path in sorted(parts):
        mark = ir = None
        with open(path) as f:
            for line in f:
                if line.startswith("desc: Trigger:"):
                    trigger = line.split()[-1]
                    mark = ("edge" if trigger.endswith(EDGE_MARK) else
                            "write" if trigger.endswith(WRITE_MARK) else None)
                elif line.startswith("summary:"):
                    ir = int(line.split()[1])
                    break
        if mark is not None:
            dumps.append((mark, ir))
    return dumps


def counts_at_lines(dumps):
    """Per edge mark (a line of the bench file, in order): (Ir at the mark, Ir at the last bus
    write before it), counted from the run's start."""
    out = []
    total = last_write = 0
    for mark, ir in dumps:
        total += ir
        if mark == "write":
            last_write = total
        else:
            out.append((total, last_write))
    return out


def per_call(dumps, calls):
    """standin_cost.py's count mode: its loops of `calls` calls each, between edge marks; the
    instructions per call of each loop, in order."""
    loops = [ir for mark, ir in dumps if mark == "edge"][1:]  # the first: its start-up
    return [ir / calls for ir in loops]
