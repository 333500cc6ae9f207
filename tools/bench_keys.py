"""`make bench-keys`: per key, the time from the key edge to the panel's last byte, and the bytes.

  tools/bench_keys.py                       the console's built-in scripted games (Tigris)
  tools/bench_keys.py --script FILE [--saves DIR]
                                            any game's script (tools/sim/timeline.py language),
                                            starting from a copy of the save folder DIR
  tools/bench_keys.py --repeat N            runs per scenario (the fastest per key), default 5
  tools/bench_keys.py --baseline REV        the same keys on git revision REV's build too, in
                                            the same run: before/after columns per key
  tools/bench_keys.py --count               each key's work counted in instructions under
                                            callgrind (one run each, the same on every run),
                                            not timed: see "Counted" below

The firmware runs headless from the simulator's build (tools/build.py build_sim: the device's
modules, the native ones for this CPU) under the MicroPython Unix port with the Pico's
heap (tools/sim/headless.py), on the script's virtual clock; the host hal (tools/sim/hal.py, with
SIM_BENCH: tools/sim/benchlines.py) writes the Unix port's microsecond clock at every key edge
and the time of the last byte sent to the panel with every frame, the writing itself taken out
of the clock and the count. Per key edge this prints:
  unix us   Python work on the Unix port from the scan that saw the edge to the last panel byte
  bytes     bytes sent to the panel in that time
  wait ms   loop sleeps in between (the debounce's samples, on the virtual clock)
  device ms an ESTIMATE for the Pico: unix us x PICO_FACTOR + bus calls x BUS_CALL_US + bytes at
            SPI_BYTES_PER_S + wait
The estimate's constants are below, in one place; an emulated Pico measures the real figures.

The work leaves out what the host's stand-ins for the device's C pins and bus cost: the time
they time inside themselves, and per call what calling a Python stand-in costs beyond a C call
(tools/sim/standin_cost.py measures it at the start of each run with the hal's own stand-ins:
about 0.15 us a pin call and 0.6 us a write here). Multiplied by PICO_FACTOR, that host-only
cost had made each bus call count some 25-90 us on the Pico on top of its BUS_CALL_US.

How far the estimate can be trusted: the firmware of commit a3a7bb1 is the build whose keys were
timed on an emulated Pico (the "Table-ready" issue). This bench, run on that commit on this
machine (its hal counting writes apart from pin calls), estimated in the same runs, without the
stand-ins' call cost taken out -> with it (ms; emulated Pico in brackets): colour key 236-245
-> 166-175 (122-134), place a tile 253 -> 179 (175), the tile that ends the turn 206 -> 186
(192-206), hand-over A 326 -> 210 (128-141), REVEAL 58 -> 45 (42), Start 394 -> 376 (473). So
the estimate runs high on keys that mostly draw (framebuf's and the bus's C work is slowed
less than Python's bytecode), about right on the tile that ends a turn, and low on Start
(imports). PICO_FACTOR stays the engine's measured 146.

Counted (--count): the timings above swing by a fifth and more between runs of one build on a
shared machine, so a change of a few per cent does not show. With --count each build runs once
under callgrind (tools/sim/counted.py) and a key's work is the instructions the Unix port
executed from its edge to its last byte, less the stand-ins' calls (counted by
tools/sim/standin_cost.py the same way): the same figure on every run, so the baseline's
column differs only by the change and what it does to the heap's layout. Its device estimate
is work x PICO_NS_PER_IR (from the engine, below) + bus calls x BUS_CALL_US + bytes at
SPI_BYTES_PER_S + wait. Needs valgrind.
It reads lower than the timed estimate on keys that mostly draw, where the timed one is known
to run high (above), and it leaves out the system's work (a module's file read on an import),
so it runs low on keys that import. A count still moves with the heap's layout: MicroPython
takes a call's frame of more than 11 words from the heap, and the search for a free run of
blocks in a heap in pieces can cost a text page a fifth of its work.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import build  # noqa: E402  (alone in its block: see tools/sim/headless.py)

sys.path.insert(0, os.path.join(ROOT, "tools", "sim"))
import counted  # noqa: E402
import headless  # noqa: E402
import timeline  # noqa: E402

# --- the device estimate's calibration (an ESTIMATE; checked on an emulated Pico at review) ----
# Engine code runs 97-165x slower on the Pico than on the Unix port here; apply() measures 146x.
PICO_FACTOR = 146
# SPI at 62.5 MHz moves 7.8 MB/s (a full 320x240 RGB565 frame in 19.7 ms).
SPI_BYTES_PER_S = 7.8e6
# The host hal's pins and bus are Python stand-ins for C calls on the device: their time (timed
# by the hal) is taken out of the Python work, and each call counts this much on the Pico.
BUS_CALL_US = 5
# What a stand-in call costs its caller beyond a C call (its Python call, its own bookkeeping)
# is taken out too: measured at the start of each bench by tools/sim/standin_cost.py with the
# hal's real stand-ins, in us per pin call and per bus write.
STANDIN_COST = os.path.join(ROOT, "tools", "sim", "standin_cost.py")
WRITE_CALL = 1 << 20  # what a bus write adds to the hal's count of calls, a pin call adding 1
# --count: the Pico's time per instruction the Unix port executes here. apply() takes ~10 ms on
# an emulated Pico (the figure bench_engine.py's SLOWER_ON_DEVICE comes from) and a median of
# 756,000 instructions here (callgrind, the 718 apply() calls of four random 4-player games of
# bench_engine's kind); legal_actions()'s ~27 ms against 2,347,000 gives 11.5 ns.
PICO_NS_PER_IR = 13.2
TICKS_WRAP = 1 << 30  # time.ticks_us() on the Unix port wraps like the device's ticks
FIRST_FRAME = "  (its first frame)"  # the row of a key's first frame, when it drew more


def standin_excess(build_dir):
    """(pin, write): us per call the Unix port spends calling the hal's stand-ins beyond a C
    call, the fastest of three runs of tools/sim/standin_cost.py (each its own fastest)."""
    argv, env = headless.firmware_command(build_dir)
    runs = []
    for _ in range(3):
        program = headless.image_program(build_dir, STANDIN_COST)
        proc = subprocess.run([headless.MICROPYTHON, program], capture_output=True,
                              text=True, env=dict(os.environ, **env), check=True, cwd=build_dir)
        runs.append(tuple(float(w) for w in proc.stdout.split()))
    return min(r[0] for r in runs), min(r[1] for r in runs)


def standin_count(build_dir):
    """(pin, write): instructions per call of the hal's stand-ins beyond a C call, counted by
    tools/sim/standin_cost.py under callgrind (the whole call: see tools/sim/counted.py)."""
    argv, env = headless.firmware_command(build_dir)
    program = headless.image_program(build_dir, STANDIN_COST)
    with tempfile.TemporaryDirectory() as out:
        proc = subprocess.run(counted.callgrind_argv(out) + [headless.MICROPYTHON, program],
                              capture_output=True, text=True,
                              env=dict(os.environ, SIM_COUNT="1", **env), check=True,
                              cwd=build_dir)
        calls = int(proc.stdout.split()[-1])  # each loop's, as the program printed it
        c_call, pin, write = counted.per_call(counted.read_dumps(out), calls, 3)
    return pin - c_call, write - c_call


def take_out_standins(edges, excess):
    """Each key's work less its stand-in calls' excess (standin_excess). A build whose hal
    does not count its writes apart (older than the count) has every call taken as a pin's,
    the smaller figure: its work stays on the slow side."""
    pin, write = excess
    key = "ir" if edges and "ir" in edges[0] else "work"  # a counted run's, or a timed one's
    for e in edges:
        for f in (e, e.get("first")):
            if f is not None:
                f["work"] = max(0, f[key] - (f["calls"] - f["writes"]) * pin
                                - f["writes"] * write)
    return edges


def device_ms(work, calls, sent, wait_ms, count=False):
    """The estimate for one key on the Pico, in ms (see the constants above): `work` in
    Unix-port microseconds, or with `count` in instructions (--count)."""
    work_ms = work * PICO_NS_PER_IR / 1e6 if count else work * PICO_FACTOR / 1000
    return work_ms + calls * BUS_CALL_US / 1000 + sent * 1000 / SPI_BYTES_PER_S \
        + wait_ms


LOG_ACTIONS = 150  # a 4-player game's actions, about (the log's lines: 2-3 an action)


# The lines of games/tigris/narrate.py, in turn: actions, a war and its loss, one line too
# long for a row (the log page carries it on to the next).
LOG_WORDS = ("Archer placed a red tile", "Bull moved their priest", "Pot placed a catastrophe",
             "Black war: Archer 5 v Pot 3", "Pot loses the king, 3 tiles",
             "Lion placed a blue tile", "Archer took a treasure",
             "Bull swapped 4 tiles, gave back 2 red, 1 blue and 1 black")


def write_long_log(path, players):
    """A whole game's log file in the flow's format (games/tigris/narrate.py): per action its
    public line, often a private points line and the public line standing in for it, now and
    then a hand-over mark (console/gamelog.py)."""
    with open(path, "w") as f:
        for seq in range(1, LOG_ACTIONS + 1):
            f.write("%d - %s\n" % (seq, LOG_WORDS[seq % len(LOG_WORDS)]))
            seat = seq % players
            if seq % 2:
                f.write("%d %d +1 red +1 black\n%d * Someone scored\n" % (seq, seat, seq))
            if seq % 3 == 0:
                f.write("%d H %d\n" % (seq, seat))


def tigris_scenarios(work):
    """(name, script text, save folder) of the built-in Tigris benches: a saved game resumed
    (hand-over, board, REVEAL, colour keys, cursor, tiles, the turn's end), a new game's start,
    the game's menu and the pages it opens, and the title's rules pages."""
    import demo

    resumed = os.path.join(work, "resumed")
    text, game = demo.prepare(resumed)
    title = text.split("\n")[0] + "\n"  # the title read, as in the resumed game's script
    text += "\n".join([
        "press a            # hand-over: A to the board",
        "press right", "press right", "press down", "press left",
        "hold reveal 300    # REVEAL panel", "release reveal",
        "press leader       # leader pick", "press red", "press b", "press b",
        "wait 200",
    ]) + "\n"
    fresh = os.path.join(work, "fresh")
    os.makedirs(fresh)
    # A person reads the title and a table takes seconds over the setup page: their quiet
    # passes load the setup page, then the game's modules (games/tigris/setup.py PRELOAD), so
    # New game only draws its page and Start only deals the game and puts up its hand-over.
    setup = ["wait 1500          # the title read (its quiet passes load the setup page)",
             "press a            # New game"] + ["press down"] * 8 + [
        "wait 2500          # the table chooses",
        "press a            # Start the game: to the first hand-over",
        "wait 300",
        "press a            # hand-over: A to the board",
        "wait 200",
    ]
    # MENU on the board, back to the game; the log and the rules (each page takes the board's
    # heap: the game screen rebuilds its view after them, console/gamemenu.py), back again.
    menu = [
        "press a            # Continue saved game", "wait 200",
        "press a            # the player to move takes the console", "wait 300",
        "press menu         # the game's menu", "wait 300",
        "press b            # back to the game", "wait 300",
        "press menu", "wait 300", "press down", "press down",
        "press a            # Game log", "wait 300",
        "press up           # a line back", "press b            # back to the menu", "wait 300",
        "press down",
        "press a            # Rules", "wait 300",
        "press down         # its next screen", "press b            # back to the menu",
        "wait 300",
        "press b            # back to the game, its view rebuilt", "wait 500",
    ]
    # The rules from the title: its Rules row read first (its quiet passes load the page).
    rules = ["wait 1500          # the title read"] + ["press down"] * 3 + [
        "wait 1500          # the Rules row read (its quiet passes load its page)",
        "press a            # Rules: Tigris & Euphrates", "wait 300",
        "press down         # its next screen", "press down", "press left",
        "press b            # back to the title", "wait 300",
    ]
    # The menu's game log is read from its file whole (console/gamelog.py scan): a late game's.
    logged = os.path.join(work, "logged")
    shutil.copytree(resumed, logged)
    write_long_log(os.path.join(logged, "tigris.log"), game.num_players)
    return [("resume a saved game", text, resumed),
            ("start a new game", "\n".join(setup) + "\n", fresh),
            ("the game's menu and its pages", title + "\n".join(menu) + "\n", logged),
            ("the title's rules pages", "\n".join(rules) + "\n", fresh)]


def run_once(build_dir, text, saves, heap, count=False):
    """One headless run: its edges, dicts per key-state change; with `count`, under callgrind,
    each with its instructions ("ir") too."""
    script = timeline.compile_script(text)
    with tempfile.TemporaryDirectory() as tmp:
        keys_path = os.path.join(tmp, "keys.txt")
        bench_path = os.path.join(tmp, "bench.txt")
        save_dir = os.path.join(tmp, "saves")
        shutil.copytree(saves, save_dir)
        with open(keys_path, "w") as f:
            f.write(script.text())
        argv, env = headless.firmware_command(build_dir, heap)
        env.update(SIM_MODE="script", SIM_IN=keys_path, SIM_BENCH=bench_path,
                   SIM_SAVE_DIR=save_dir, SIM_TAIL_MS="500", SIM_GC_EACH_FRAME="0")
        timeout = headless.TIMEOUT_S
        if count:
            dumps = os.path.join(tmp, "dumps")
            os.mkdir(dumps)
            env["SIM_COUNT"] = "1"
            argv = counted.callgrind_argv(dumps) + argv
            # callgrind runs the Unix port some 50 times slower: a scenario's few seconds
            # take minutes, well inside this
            timeout *= 20
        proc = headless.run_firmware(argv, timeout=timeout, cwd=build_dir,
                                     env=dict(os.environ, **env))
        if proc.returncode != 0:
            raise RuntimeError("the firmware failed:\n" + proc.stdout + proc.stderr)
        with open(bench_path) as f:
            lines = [line.split() for line in f if line.strip()]
        counts = None
        if count:
            counts = counted.counts_at_lines(counted.read_dumps(dumps))
            counted.check_marks(counts, lines)
    return edges_from(lines, script, counts)


def edges_from(lines, script, counts=None):
    """The key edges of a run's bench lines; `counts`, a counted run's (Ir at the line, Ir at
    the last write before it) per K and F line (tools/sim/counted.py counts_at_lines)."""
    labels = {}
    for t, line in script.steps:
        labels.setdefault(t, " ".join(line.split()))
        if line.startswith("press"):
            labels.setdefault(t + timeline.PRESS_MS, "  (let go)")
    edges = []
    sent = calls = standin = writes = 0
    mark = -1  # this line's in `counts`
    for words in lines:
        if words[0] in ("K", "F"):
            mark += 1
        if words[0] == "K":
            vt, us, mask = int(words[1]), int(words[2]), int(words[3])
            edges.append({"t": vt, "us0": us, "mask": mask, "label": labels.get(vt, "?"),
                          "sent0": sent, "calls0": calls, "standin0": standin,
                          "writes0": writes, "sent": 0, "us": 0, "work": 0, "calls": 0,
                          "writes": 0, "wait": 0})
            if counts is not None:
                edges[-1]["ir0"] = counts[mark][0]
                edges[-1]["ir"] = 0
        elif words[0] == "F":
            vt, last_us, total = int(words[1]), int(words[2]), int(words[3])
            tally, standin = int(words[4]), int(words[5])
            # The hal counts a pin call 1 and a write WRITE_CALL (a hal older than that, 1).
            writes = tally // WRITE_CALL
            calls = tally % WRITE_CALL + writes
            if edges and total > sent:
                e = edges[-1]
                e["sent"] = total - e["sent0"]
                e["us"] = (last_us - e["us0"]) % TICKS_WRAP
                e["calls"] = calls - e["calls0"]
                e["writes"] = writes - e["writes0"]
                e["work"] = max(0, e["us"] - (standin - e["standin0"]))
                e["wait"] = vt - e["t"]
                if counts is not None:
                    e["ir"] = counts[mark][1] - e["ir0"]
                e.setdefault("first", dict(e))  # the key's first frame (a page up at once)
            sent = total
    return edges


def bench(build_dirs, text, saves, heap, repeat, excess, count=False):
    """Per build, its rows: (label, unix us, work us, bytes, wait ms, device ms) a key edge;
    with `count`, instructions instead of the two microsecond figures.
    The builds' runs take turns, in alternating order: a machine whose speed drifts over the
    minutes of a bench (a shared one does, by a fifth and more) slows each build alike."""
    runs = [[] for _ in build_dirs]
    for r in range(repeat):
        for k in (range(len(build_dirs)) if r % 2 == 0 else reversed(range(len(build_dirs)))):
            runs[k].append(take_out_standins(
                run_once(build_dirs[k], text, saves, heap, count), excess))
    return [rows_of(one, count) for one in runs]


def rows_of(runs, count=False):
    """The rows of one build's runs: per key edge its fastest run (other processes on the
    machine only ever add time). A key that drew more than one frame before the next key
    (Continue: its page at once, the game's table while the console is passed) gets a second
    row, its first frame."""
    rows = []
    for i, e in enumerate(runs[0]):
        parts = [(e["label"], "")]
        if "first" in e and e["first"]["sent"] != e["sent"]:
            parts.append((FIRST_FRAME, "first"))
        for label, part in parts:
            got = [r[i][part] if part else r[i] for r in runs]
            us = min(g["ir" if count else "us"] for g in got)
            work = min(g["work"] for g in got)
            f = got[0]
            rows.append((label, us, work, f["sent"], f["wait"],
                         device_ms(work, f["calls"], f["sent"], f["wait"], count)))
    return rows


def baseline_build(rev, work):
    """The simulator build of git revision `rev`: checked out in a throwaway worktree, built
    by its own tools/build.py with this checkout's mpy-cross, copied out, the worktree gone."""
    src = os.path.join(work, "baseline-src")
    subprocess.run(["git", "worktree", "add", "--detach", "--quiet", src, rev], cwd=ROOT,
                   check=True)
    try:
        os.symlink(os.path.join(ROOT, ".venv"), os.path.join(src, ".venv"))
        proc = subprocess.run(
            [sys.executable, "-c", "import sys; sys.path.insert(0, 'tools'); import build; "
             "print(build.build_sim())"], cwd=src, capture_output=True, text=True)
        if proc.returncode != 0:
            raise RuntimeError("building %s failed:\n%s" % (rev, proc.stderr))
        out = os.path.join(work, "baseline-build")
        built = proc.stdout.split()[-1]
        build.copy_image(built, out)  # with its short names and folded constants
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", src], cwd=ROOT,
                       capture_output=True)
    return out


def baseline_beside(rows, base):
    """Per row of `rows`, the baseline's device estimate for the same key edge, or None when
    the two runs saw other key edges. A key may draw its first frame apart in one build only
    (a page up at once, the game drawn behind it): that row is compared with the baseline's
    first frame, which is the key's only frame where it has no row of its own."""
    keys = [[r] for r in base if r[0] != FIRST_FRAME]
    if [k[0][0] for k in keys] != [r[0] for r in rows if r[0] != FIRST_FRAME]:
        return None
    k = -1
    for r in base:  # each key's rows: its own, then its first frame's if apart
        if r[0] == FIRST_FRAME:
            keys[k].append(r)
        else:
            k += 1
    out = []
    k = -1
    for r in rows:
        if r[0] == FIRST_FRAME:
            out.append(keys[k][-1][5])
        else:
            k += 1
            out.append(keys[k][0][5])
    return out


def print_rows(rows, base, count=False):
    """The table of one scenario; with `base` (the baseline's rows), its figures beside. With
    `count`, the first two columns are thousands of instructions, not microseconds."""
    if base is not None:
        base = baseline_beside(rows, base)
        if base is None:
            print("(the baseline's run saw other key edges: its column is left out)")
    heads = ("k instr", "k work") if count else ("unix us", "work us")
    if base is None:
        print("%-40s %8s %8s %7s %7s %9s" % (("key",) + heads + ("bytes", "wait ms",
                                                               "device ms")))
    else:
        print("%-40s %8s %8s %7s %9s %9s %7s" % (("key",) + heads + (
            "bytes", "base ms", "device ms", "change")))
    worst = 0.0
    for k, (label, us, work, sent, wait, est) in enumerate(rows):
        if label == "  (let go)" and not sent:
            continue
        if count:
            us, work = us // 1000, work // 1000
        if base is None:
            print("%-40s %8d %8d %7d %7d %9.1f" % (label[:40], us, work, sent, wait, est))
        else:
            was = base[k]
            print("%-40s %8d %8d %7d %9.1f %9.1f %+7.1f" % (label[:40], us, work, sent, was,
                                                           est, est - was))
        worst = max(worst, est)
    return worst


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--script", help="a simulator script (default: the built-in benches)")
    parser.add_argument("--saves", help="save folder the script starts from (copied)")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--heap", default=headless.HEAP)
    parser.add_argument("--baseline", metavar="REV", help="git revision to compare with")
    parser.add_argument("--count", action="store_true",
                        help="count instructions under callgrind instead of timing (one run)")
    args = parser.parse_args(argv)
    if args.count:
        args.repeat = 1  # a count is the same on every run
    build_dirs = [build.build_sim()]
    with tempfile.TemporaryDirectory() as work:
        if args.baseline:
            build_dirs.append(baseline_build(args.baseline, work))
        if args.script:
            with open(args.script) as f:
                text = f.read()
            saves = args.saves or os.path.join(work, "empty")
            os.makedirs(saves, exist_ok=True)
            scenarios = [(os.path.basename(args.script), text, saves)]
        else:
            scenarios = tigris_scenarios(work)
        if args.count:
            excess = standin_count(build_dirs[0])
            print("device ms (ESTIMATE) = work instructions x %.1f ns + bus calls x %d us + "
                  "bytes / %.1f MB/s + wait;\nwork = instructions (callgrind) less the host "
                  "hal's stand-ins for the C pins and bus,\nper call beyond a C call (counted "
                  "now: pin %d, write %d)" % (PICO_NS_PER_IR, BUS_CALL_US,
                                               SPI_BYTES_PER_S / 1e6, excess[0], excess[1]))
        else:
            excess = standin_excess(build_dirs[0])
            print("device ms (ESTIMATE) = work us x %d + bus calls x %d us + bytes / %.1f MB/s"
                  " + wait;\nwork us = unix us less the host hal's stand-ins for the C pins and"
                  " bus: their time inside,\nand per call what calling them costs beyond a C "
                  "call (measured now: pin %.2f us, write %.2f us)" % (
                      PICO_FACTOR, BUS_CALL_US, SPI_BYTES_PER_S / 1e6, excess[0], excess[1]))
        if args.baseline:
            print("base ms: the device estimate of %s's build, its runs taking turns with this "
                  "tree's" % args.baseline)
        worst = 0.0
        for name, text, saves in scenarios:
            print("\n%s (%s, -X heapsize=%s)" % (
                name, "counted" if args.count else "fastest of %d runs" % args.repeat,
                args.heap))
            tables = bench(build_dirs, text, saves, args.heap, args.repeat, excess, args.count)
            base = tables[1] if len(tables) > 1 else None
            worst = max(worst, print_rows(tables[0], base, args.count))
        print("\nslowest key, device estimate: %.1f ms" % worst)
    return 0


if __name__ == "__main__":
    sys.exit(main())
