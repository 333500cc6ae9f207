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
same way, counts what a call of each costs beyond a C call, and the bench takes that out. The
host's own work is dropped where the hal marks its end with math.isclose: a soft reset's new
process calls it once it is up (what the host did before, its interpreter's start, is no work
of the firmware's), and the hal after writing each bench line, as the timed bench takes both
out of its clock.
"""

import glob
import os
import shutil

VALGRIND = shutil.which("valgrind")
EDGE_MARK = "mp_math_isinf"  # the hal's mark at a key edge and at a frame (hal._count[0])
WRITE_MARK = "mp_math_isnan"  # after a bus write (hal._count[1])
HOST_MARK = "mp_math_isclose"  # the host's own work ends: a soft reset's process up, a line


def callgrind_argv(out_dir):
    """The command's prefix: callgrind, following the restart loop's processes, one dump per
    mark, each dump only its totals worth reading (no per-line costs)."""
    if VALGRIND is None:
        raise SystemExit("--count needs valgrind (Debian: apt install valgrind)")
    return [VALGRIND, "--tool=callgrind", "--trace-children=yes",
            "--dump-before=" + EDGE_MARK, "--dump-before=" + WRITE_MARK,
            "--dump-before=" + HOST_MARK,
            "--dump-instr=no", "--dump-line=no",
            "--callgrind-out-file=" + os.path.join(out_dir, "cg.%p")]


def read_dumps(out_dir):
    """[(mark, Ir)] in the order they were made: mark "edge", "write" or "host", Ir the
    instructions since the dump before. The processes of a run (a soft reset starts a new
    one) in the order they started (their first dumps' times: a pid may wrap); what follows a
    process's last mark (its exit) is not counted."""
    parts = {}
    for path in glob.glob(os.path.join(out_dir, "cg.*")):
        pid, _, part = os.path.basename(path)[3:].partition(".")
        if part.isdigit():
            parts.setdefault(pid, []).append((int(part), path))
    started = sorted(parts, key=lambda pid: (os.stat(min(parts[pid])[1]).st_mtime_ns,
                                             int(pid)))
    dumps = []
    for pid in started:
        for _part, path in sorted(parts[pid]):
            mark = ir = None
            with open(path) as f:
                for line in f:
                    if line.startswith("desc: Trigger:"):
                        trigger = line.split()[-1]
                        mark = ("edge" if trigger.endswith(EDGE_MARK) else
                                "write" if trigger.endswith(WRITE_MARK) else
                                "host" if trigger.endswith(HOST_MARK) else None)
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
        if mark == "host":
            continue  # the host's own work (a soft reset's start, a bench line): not the run's
        total += ir
        if mark == "write":
            last_write = total
        else:
            out.append((total, last_write))
    return out


def per_call(dumps, calls, loops):
    """standin_cost.py's count mode: its `loops` loops of `calls` calls each, between edge
    marks; the instructions per call of each loop, in order."""
    counts = [ir for mark, ir in dumps if mark == "edge"][1:]  # the first: its start-up
    if len(counts) != loops:
        raise RuntimeError("%d loops counted, %d expected: is callgrind cutting at %s?" % (
            len(counts), loops, EDGE_MARK))
    return [ir / calls for ir in counts]


def check_marks(counts, lines):
    """A counted run's marks must be its bench lines, one each (a C function the hal marks
    with that something else called too would shift every key's count)."""
    want = sum(1 for words in lines if words[0] in ("K", "F"))
    if len(counts) != want:
        raise RuntimeError("%d marks counted for %d bench lines" % (len(counts), want))
