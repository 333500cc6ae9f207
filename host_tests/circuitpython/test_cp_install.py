"""tools/cp_install.py: the file list is complete (the app imports from the copied drive alone)
and the dry run names every step without touching the drive."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TOOL = os.path.join(ROOT, "tools", "cp_install.py")
MODULES = ("cpconsole.app", "cpconsole.pages", "cpconsole.gamescreen", "cpconsole.final",
           "cpgames.tigris.view", "games.tigris.flow", "games.tigris.narrate",
           "games.tigris.logbook",
           "console.savestore", "engine_core.tigris.notation")


def test_dry_run_touches_nothing_and_names_the_steps(tmp_path):
    drive = tmp_path / "CIRCUITPY"
    out = subprocess.run([sys.executable, TOOL, str(drive), "--dry-run"], capture_output=True,
                         text=True, check=True).stdout
    assert not drive.exists()
    assert "copy firmware_cp/code.py -> code.py" in out
    assert "copy hardware/pinmap.json -> pinmap.json" in out
    assert "install -r" in out and "adafruit_displayio_layout" in out


def test_the_copied_drive_holds_every_module_the_app_imports(tmp_path):
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    subprocess.run([sys.executable, TOOL, str(drive), "--no-libs"], check=True,
                   capture_output=True)
    assert (drive / "code.py").is_file() and (drive / "boot.py").is_file()
    # The drive's folder alone as the import root (as "/" on the device), the Adafruit
    # libraries from this Python's site-packages (as "/lib" from circup).
    code = ("import sys; sys.path[0] = %r\n"
            "import warnings; warnings.simplefilter('ignore')\n"
            "for m in %r:\n"
            "    mod = __import__(m, None, None, ['x'])\n"
            "    assert mod.__file__.startswith(%r), mod.__file__\n"
            "print('ok')\n") % (str(drive), MODULES, str(drive))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=str(tmp_path))
    assert out.stdout.strip() == "ok", out.stderr
