"""hal.setup() under the MicroPython Unix port with the recording `machine` stand-in.

Checks what the Pico would see: clocks raised before SPI exists, every pin as pinmap.json says,
the panel initialised over that SPI with the right CS/DC framing, the key matrix read through
GPIO_IN with keys pressed electrically, the battery ADC, the watchdog and the safe-boot key.
"""

import ast
import json
from pathlib import Path

import pytest
from mpy_run import FIRMWARE, run_mpy

REPO = Path(__file__).resolve().parents[2]
PINMAP_FILE = REPO / "hardware" / "pinmap.json"
PINMAP = json.loads(PINMAP_FILE.read_text())
DISP = PINMAP["display"]
MATRIX = PINMAP["matrix"]
SPI_DEFAULT_MISO = {0: 16, 1: 8}  # rp2 SPI always claims a MISO pin; these are the Pico's


def hal_run(body, pinmap_path=PINMAP_FILE, tmp=None, setup=True):
    code = "import machine, hal, spibus\n"
    if setup:
        code += "board = hal.setup(%r, %r)\n" % (str(pinmap_path), str(tmp or "/nonexistent"))
    code += body
    # The recording keeps every byte sent to the panel: more heap than the Pico has.
    return ast.literal_eval(run_mpy(code, heapsize="2M").strip().splitlines()[-1])


def key_gpio(name):
    for r, row in enumerate(MATRIX["keys"]):
        if name in row:
            return MATRIX["rows"][r], MATRIX["cols"][row.index(name)]
    raise KeyError(name)


def test_clocks_raised_before_spi_and_baudrate_reached():
    log = hal_run("print([e for e in machine.log if e[0] in ('freq', 'SPI')])")
    assert log[0] == ("freq", 125_000_000, 125_000_000)
    spi = [e for e in log if e[0] == "SPI"]
    assert len(spi) == 1 and log.index(spi[0]) > 0
    _, bus, baud, sck, mosi, miso = spi[0]
    assert (bus, sck, mosi) == (DISP["spi"], DISP["sck"], DISP["mosi"])
    assert baud == DISP["baudrate"] == 62_500_000
    assert miso == DISP.get("miso", SPI_DEFAULT_MISO[DISP["spi"]])


def test_the_fake_shows_a_slow_bus_when_clocks_come_late():
    # Guards the test above: an SPI made at the default 48 MHz clk_peri only reaches 24 MHz.
    baud = hal_run("print(machine.SPI(0, baudrate=62_500_000).baudrate)", setup=False)
    assert baud == 24_000_000


def test_pins_are_exactly_the_pinmap():
    pins, claims = hal_run(
        "print(({g: (p.mode, p.pull, p.level) for g, p in machine.pins.items()}, machine.claims))"
    )
    OUT, IN, PULL_UP = 1, 0, 1
    for g in MATRIX["rows"]:
        assert pins[g] == (OUT, None, 1)  # rows idle high
    for g in MATRIX["cols"]:
        assert pins[g][:2] == (IN, PULL_UP)
    for name in ("cs", "dc", "rst", "bl"):
        assert pins[DISP[name]][0] == OUT, name
    assert pins[DISP["cs"]][2] == 1 and pins[DISP["bl"]][2] == 1  # deselected; lit after clear
    expected = set(MATRIX["rows"]) | set(MATRIX["cols"])
    expected |= {DISP[k] for k in ("sck", "mosi", "cs", "dc", "rst", "bl")}
    expected |= {PINMAP["battery"]["adc_pin"], DISP.get("miso", SPI_DEFAULT_MISO[DISP["spi"]])}
    assert set(claims) == expected
    assert claims[PINMAP["battery"]["adc_pin"]] == ["ADC"]


def test_panel_initialised_over_the_spi_with_cs_and_dc_from_pinmap():
    cmds, bl_after_last_write = hal_run(
        "cmds = spibus.decode(machine.log, %d, %d)\n"
        "last = max(i for i, e in enumerate(machine.log) if e[0] == 'spi')\n"
        "bl = [e[2] for e in machine.log[last:] if e[0] == 'pin' and e[1] == %d]\n"
        "print(([(c, len(p), p[:4]) for c, p in cmds], bl))\n"
        % (DISP["cs"], DISP["dc"], DISP["bl"])
    )
    order = [c for c, _, _ in cmds]
    # SLPOUT, then DISPON later (the ILI9341 sets its power controls before SLPOUT)
    assert 0x11 in order and 0x29 in order[order.index(0x11):]
    # Then the whole screen is cleared to black in one window before the backlight comes on.
    assert cmds[-3:] == [
        (0x2A, 4, b"\x00\x00\x01\x3f"),
        (0x2B, 4, b"\x00\x00\x00\xef"),
        (0x2C, 320 * 240 * 2, b"\x00\x00\x00\x00"),
    ]
    assert bl_after_last_write == [1]


@pytest.mark.parametrize("panel,madctl", [("st7789", 0x60), ("ili9341", 0x28)])
def test_panel_kind_comes_from_pinmap(tmp_path, panel, madctl):
    pm = json.loads(PINMAP_FILE.read_text())
    pm["display"]["panel"] = panel
    path = tmp_path / "pinmap.json"
    path.write_text(json.dumps(pm))
    got = hal_run(
        "print((type(board.display).__name__, [p for c, p in spibus.decode(machine.log, %d, %d)"
        " if c == 0x36]))\n" % (DISP["cs"], DISP["dc"]),
        pinmap_path=path,
    )
    assert got == (panel.upper(), [bytes((madctl,))])


def test_every_key_scans_to_its_bit_through_the_wired_matrix():
    presses = []
    for r, row in enumerate(MATRIX["keys"]):
        for c, name in enumerate(row):
            presses.append((name, key_gpio(name), 1 << (r * 4 + c)))
    body = (
        "out = [board.keys.scan()]\n"
        "for name, (row, col), bit in %r:\n"
        "    machine.press(row, col)\n"
        "    out.append(board.keys.scan())\n"
        "    machine.release(row, col)\n"
        "print(out)\n" % (presses,)
    )
    got = hal_run(body)
    assert got[0] == 0
    assert got[1:] == [bit for _, _, bit in presses]


def test_several_keys_at_once_and_rows_left_idle_high():
    names = ["up", "reveal", "menu", "green", "pass"]
    body = (
        "for row, col in %r:\n"
        "    machine.press(row, col)\n"
        "print((board.keys.scan(), [machine.pins[g].level for g in %r]))\n"
        % ([key_gpio(n) for n in names], MATRIX["rows"])
    )
    mask, rows = hal_run(body)
    expected = 0
    for n in names:
        r = next(i for i, row in enumerate(MATRIX["keys"]) if n in row)
        expected |= 1 << (r * 4 + MATRIX["keys"][r].index(n))
    assert mask == expected
    assert rows == [1, 1, 1, 1]


def test_safe_boot_key_from_pinmap():
    other = "a" if PINMAP["safe_boot_key"] != "a" else "b"
    body = (
        "r = [board.safe_boot_held()]\n"
        "machine.press(*%r)\n"
        "r.append(board.safe_boot_held())\n"
        "machine.closed.clear()\n"
        "machine.press(*%r)\n"
        "r.append(board.safe_boot_held())\n"
        "print(r)\n" % (key_gpio(other), key_gpio(PINMAP["safe_boot_key"]))
    )
    assert hal_run(body) == [False, False, True]


def test_battery_mv_from_adc_and_divider():
    bat = PINMAP["battery"]
    raw = 40000
    got = hal_run("machine.adc_u16[%d] = %d\nprint(board.battery_mv())\n" % (bat["adc_pin"], raw))
    assert got == round(raw / 65535 * 3300 * bat["divider_ratio"])


def test_watchdog_started_only_on_request_and_capped():
    body = (
        "r = [len(machine.watchdogs), board.watchdog.running]\n"
        "board.watchdog.feed()\n"
        "board.watchdog.start(20000)\n"
        "board.watchdog.start()\n"
        "board.watchdog.feed(); board.watchdog.feed()\n"
        "w = machine.watchdogs\n"
        "r += [len(w), w[0].timeout, w[0].feeds, board.watchdog.reset_cause()]\n"
        "machine.reset_cause_value = machine.WDT_RESET\n"
        "r.append(board.watchdog.reset_cause())\n"
        "print(r)\n"
    )
    # Not running after setup; feeding early is harmless; one WDT, at the 8388 ms maximum.
    assert hal_run(body) == [0, False, 1, 8388, 2, False, True]


def test_setup_once_and_board_members():
    body = (
        "b2 = hal.setup()\n"
        "t0 = board.ticks_ms(); board.sleep_ms(20); dt = board.ticks_ms() - t0\n"
        "print((b2 is board, len([e for e in machine.log if e[0] == 'freq']), 20 <= dt < 200,"
        " board.end_frame(), board.save_dir, board.display.width, board.display.height))\n"
    )
    assert hal_run(body, tmp="/saves") == (True, 1, True, None, "/saves", 320, 240)


def test_main_safe_boot_returns_to_repl(tmp_path):
    stub = tmp_path / "stub"
    stub.mkdir()
    # Stand-in for the real app, whose run() never returns: shows whether main.py started it.
    # The stub package holds the real console modules (hal needs some) but its own app.
    (stub / "console").mkdir()
    for real in (FIRMWARE / "console").glob("*.py"):
        if real.name != "app.py":
            (stub / "console" / real.name).symlink_to(real)
    (stub / "console" / "app.py").write_text("def run():\n    print('APP RUN')\n")
    code = (
        "import machine, hal, sys\n"
        "hal.PINMAP_PATH = %r\n"
        "if %r:\n"
        "    machine.press(*%r)\n"
        "import main\n"
        "print('console.app' in sys.modules)\n"
    )
    for held in (True, False):
        out = run_mpy(
            code % (str(PINMAP_FILE), held, key_gpio(PINMAP["safe_boot_key"])),
            extra_path=(stub,),
            heapsize="2M",
        )
        lines = out.splitlines()
        if held:
            assert "safe boot" in lines[0] and lines[-1] == "False"
        else:
            assert lines == ["APP RUN", "True"]
