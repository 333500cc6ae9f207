"""The CircuitPython front end on the host: the real displayio (Blinka's), the real
adafruit_ili9341 driver and the app, over a bus that keeps the panel's memory (panelbus.py),
with the key matrix played by the test (cpkeys.py).

Blinka runs on a PC as its generic board (it detects GENERIC_X86 and warns that not everything
works there): displayio, terminalio and vectorio are pure Python and need no pins; nothing here
touches GPIO.
"""

import os
import sys
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
for p in (os.path.join(ROOT, "firmware"), ROOT):
    if p not in sys.path:
        sys.path.insert(0, p)
if os.path.join(ROOT, "firmware_cp") not in sys.path:
    sys.path.append(os.path.join(ROOT, "firmware_cp"))  # after the stdlib: its code.py

warnings.filterwarnings("ignore", message=".*not fully supported.*")

import adafruit_ili9341  # noqa: E402
import cpkeys  # noqa: E402
import displayio  # noqa: E402
from cpconsole.app import App  # noqa: E402
from panelbus import PanelBus  # noqa: E402

KEYS = cpkeys.key_numbers()


class Rig:
    """One box: display, keys, a save folder, a clock that moves only when told."""

    def __init__(self, save_dir, seed=1):
        displayio.release_displays()
        self.bus = PanelBus()
        self.display = adafruit_ili9341.ILI9341(self.bus, width=320, height=240,
                                                auto_refresh=False)
        self.matrix = cpkeys.FakeKeyMatrix()
        self.now = 0.0
        self.app = App(self.display, self.matrix, cpkeys.Event(), save_dir,
                       lambda: self.now, seed)
        self.display.refresh()
        self.frames = 0

    def press(self, *names):
        for n in names:
            self.matrix.press(KEYS[n])
        self.app.step()
        for n in names:
            self.matrix.release(KEYS[n])
        self.app.step()

    def hold(self, name):
        self.matrix.press(KEYS[name])
        self.app.step()

    def release(self, name):
        self.matrix.release(KEYS[name])
        self.app.step()

    def script(self, lines, each=None):
        """Runs the host key driver's script lines (host_tests/firmware_app/keydriver.py):
        press, hold, release, wait; `each()` after every line (frame checks)."""
        for line in lines:
            words = line.split("#")[0].split()
            verb, names = words[0], [w for w in words[1:] if not w.isdigit()]
            if verb == "press":
                self.press(*names)
            elif verb == "hold":
                self.hold(*names)
            elif verb == "release":
                self.release(*names)
            if each is not None:
                each(line)

    def flow(self):
        """The flow of the game on screen, or None on another page."""
        return getattr(self.app.page, "flow", None)

    def count(self, value):
        """Pixels of one RGB565 value in the panel memory."""
        return count_colour(self.bus, value)

    def leave_and_power_cycle(self, save_dir, seed=1):
        """MENU -> "Save and quit to the title", then the box switched off and on: a new rig
        on the same save folder, at the title."""
        self.press("menu")
        for _ in range(5):
            self.press("down")
        self.press("a")
        assert type(self.app.page).__name__ == "Title"
        return Rig(save_dir, seed)


def count_colour(bus, value):
    """Pixels of one RGB565 value in the panel memory."""
    pat = bytes((value >> 8, value & 0xFF))
    mem = bytes(bus.mem)
    n = 0
    i = mem.find(pat)
    while i >= 0:
        if i % 2 == 0:
            n += 1
        i = mem.find(pat, i + 1)
    return n


def labels(group):
    """Every text shown in a displayio group (hidden groups left out), depth first."""
    out = []
    if getattr(group, "hidden", False):
        return out
    words = getattr(group, "text", None)
    if isinstance(words, str):
        out.append(words)
        return out
    if not isinstance(group, displayio.Group):
        return out
    for item in group:
        out += labels(item)
    return out
