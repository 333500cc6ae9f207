"""The firmware's hal.setup() claims exactly the pins of hardware/pinmap.json, nothing else.

Runs the real firmware/hal.py under the MicroPython Unix port with the recording fake `machine`
(host_tests/fakes/machine.py), because the Pico's GPIO, SPI and ADC cannot run on the host; the
fake reports which GPIO each Pin/SPI/ADC claimed and in which mode.
"""

import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "host_tests"))

from mpy_run import run_mpy  # noqa: E402

PINMAP_PATH = os.path.join(ROOT, "hardware", "pinmap.json")
DEFAULT_MISO = {0: 16, 1: 8}  # rp2 port: SPI(n) without miso= puts this pin in SPI mode

PROBE = """
import json, machine, hal
board = hal.setup(pinmap_path=%r, save_dir=%r)
modes = {}
for gpio, p in machine.pins.items():
    modes[str(gpio)] = [p.mode, p.pull]
print(json.dumps({"claims": {str(g): w for g, w in machine.claims.items()}, "modes": modes,
                  "OUT": machine.Pin.OUT, "IN": machine.Pin.IN, "PULL_UP": machine.Pin.PULL_UP}))
"""


def _pinmaps(tmp_path):
    """The committed pin map, and a rewired copy that proves hal follows the file."""
    with open(PINMAP_PATH, encoding="utf-8") as f:
        real = json.load(f)
    other = json.loads(json.dumps(real))
    other["display"].update({"spi": 1, "sck": 10, "mosi": 11, "cs": 13, "dc": 14, "rst": 15,
                             "bl": 22})
    other["matrix"]["rows"] = [2, 3, 4, 5]
    other["matrix"]["cols"] = [18, 19, 20, 21]
    other["battery"]["adc_pin"] = 27
    path = tmp_path / "rewired.json"
    path.write_text(json.dumps(other))
    return [(PINMAP_PATH, real), (str(path), other)]


def _run_setup(tmp_path, pinmap_path):
    # A large heap: the fake keeps every SPI write of the first screen clear in its log, which
    # the Pico's heap does not have to hold; the pins are what this test is about.
    out = run_mpy(PROBE % (pinmap_path, str(tmp_path)), heapsize="4M")
    return json.loads(out.strip().splitlines()[-1])


def _expected(pinmap):
    """gpio -> the claim the fake should record for it, from pinmap.json alone."""
    disp = pinmap["display"]
    spi = "SPI%d " % disp["spi"]
    exp = {}
    for signal in ("cs", "dc", "rst", "bl"):
        exp[disp[signal]] = ["Pin"]
    # hal makes Pin objects for sck/mosi and hands them to SPI, which switches them to SPI mode.
    exp[disp["sck"]] = ["Pin", spi + "SCK"]
    exp[disp["mosi"]] = ["Pin", spi + "MOSI"]
    miso = disp.get("miso")
    if miso is None:
        exp[DEFAULT_MISO[disp["spi"]]] = [spi + "MISO"]
    else:
        exp[miso] = ["Pin", spi + "MISO"]
    for gpio in pinmap["matrix"]["rows"] + pinmap["matrix"]["cols"]:
        exp[gpio] = ["Pin"]
    exp[pinmap["battery"]["adc_pin"]] = ["ADC"]
    return exp


def test_setup_claims_exactly_the_pinmap_pins(tmp_path):
    for path, pinmap in _pinmaps(tmp_path):
        got = _run_setup(tmp_path, path)
        claims = {int(g): sorted(w) for g, w in got["claims"].items()}
        expected = {g: sorted(w) for g, w in _expected(pinmap).items()}
        assert claims == expected, path


def test_matrix_and_display_pins_are_set_up_in_the_right_direction(tmp_path):
    with open(PINMAP_PATH, encoding="utf-8") as f:
        pinmap = json.load(f)
    got = _run_setup(tmp_path, PINMAP_PATH)
    modes = {int(g): m for g, m in got["modes"].items()}
    for gpio in pinmap["matrix"]["rows"]:
        assert modes[gpio][0] == got["OUT"], "row GP%d must be an output" % gpio
    for gpio in pinmap["matrix"]["cols"]:
        assert modes[gpio] == [got["IN"], got["PULL_UP"]], "col GP%d: input, pull-up" % gpio
    disp = pinmap["display"]
    for signal in ("cs", "dc", "rst", "bl"):
        assert modes[disp[signal]][0] == got["OUT"], signal


KEY_PROBE = """
import json, machine, hal
from games.tigris.keycaps import CAPS
board = hal.setup(pinmap_path=%r, save_dir=%r)
seen = {}
for r, row in enumerate(%r):
    for c, col in enumerate(%r):
        machine.press(row, col)
        seen["%%d,%%d" %% (r, c)] = board.keys.scan()
        machine.release(row, col)
print(json.dumps({"seen": seen, "names": list(CAPS)}))
"""


def test_each_wired_switch_reads_as_the_key_pinmap_names_there(tmp_path):
    """Closing the switch between row r and column c must give the function pinmap.json puts
    at keys[r][c], as the firmware's key names see it."""
    with open(PINMAP_PATH, encoding="utf-8") as f:
        pinmap = json.load(f)
    m = pinmap["matrix"]
    code = KEY_PROBE % (PINMAP_PATH, str(tmp_path), m["rows"], m["cols"])
    got = json.loads(run_mpy(code, heapsize="4M").strip().splitlines()[-1])
    for r, row in enumerate(m["keys"]):
        for c, name in enumerate(row):
            mask = got["seen"]["%d,%d" % (r, c)]
            assert mask != 0 and mask & (mask - 1) == 0, "one switch, one key bit"
            assert got["names"][mask.bit_length() - 1] == name, (r, c, name)
