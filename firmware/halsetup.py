"""The hal's start-up, run once at boot and then let go (hal.py setup): the pin map read, the
clocks, the key matrix, the panel on its bus, the battery's ADC. What the Board does all through
a game stays in hal.py; this part is needed once, so its heap goes back to the game.
"""

import json

import machine
from console.battery import Battery
from drivers.keymatrix import KeyMatrix, gpio_in_reader, pin_reader


def load_pinmap(path):
    with open(path) as f:
        return json.load(f)


def _panel_class(name):
    # Import only the driver this box has: each module costs heap.
    if name == "ili9341":
        from drivers.ili9341 import ILI9341

        return ILI9341
    if name == "st7789":
        from drivers.st7789 import ST7789

        return ST7789
    raise ValueError("unknown panel %r" % (name,))


def _key_bit(matrix, name):
    keys = matrix["keys"]
    for row in range(len(keys)):
        if name in keys[row]:
            return 1 << (row * 4 + keys[row].index(name))
    raise ValueError("no key %r in the matrix" % (name,))


def _make_keys(matrix):
    Pin = machine.Pin
    rows = [Pin(g, Pin.OUT, value=1) for g in matrix["rows"]]
    cols = [Pin(g, Pin.IN, Pin.PULL_UP) for g in matrix["cols"]]
    first = matrix["cols"][0]
    if list(matrix["cols"]) == list(range(first, first + 4)):
        read = gpio_in_reader(machine.mem32, first)
    else:
        read = pin_reader(cols)
    return KeyMatrix(rows, read)


def _make_display(disp):
    Pin = machine.Pin
    # SPI last-but-one: its pins only switch to the SPI function once the clocks are right.
    cs = Pin(disp["cs"], Pin.OUT, value=1)
    dc = Pin(disp["dc"], Pin.OUT, value=0)
    rst = Pin(disp["rst"], Pin.OUT, value=1)
    bl = Pin(disp["bl"], Pin.OUT, value=0) if disp.get("bl") is not None else None
    spi_args = {
        "baudrate": disp["baudrate"],
        "polarity": 0,
        "phase": 0,
        "sck": Pin(disp["sck"]),
        "mosi": Pin(disp["mosi"]),
    }
    if disp.get("miso") is not None:
        spi_args["miso"] = Pin(disp["miso"])
    spi = machine.SPI(disp["spi"], **spi_args)
    panel = _panel_class(disp.get("panel", "st7789"))
    display = panel(spi, cs, dc, rst, bl, 320, 240, rotation=disp.get("rotation", 0))
    display.fill_rect(0, 0, display.width, display.height, 0)  # panel RAM powers up as noise
    display.set_backlight(True)
    return display


def build(board, pinmap, clock_hz):
    """The hardware of `board` (hal.Board) from the pin map."""
    # Clocks first: an SPI made before clk_peri is raised would keep a 24 MHz divider.
    machine.freq(clock_hz, clock_hz)
    matrix = pinmap["matrix"]
    board.keys = _make_keys(matrix)
    board.safe_boot_bit = _key_bit(matrix, pinmap["safe_boot_key"])
    board.display = _make_display(pinmap["display"])
    bat = pinmap["battery"]
    adc = machine.ADC(bat["adc_pin"])
    board.battery = Battery(adc.read_u16, bat["divider_ratio"], bat["warn_mv"], bat["critical_mv"])
    board.limits = (bat["warn_mv"], bat["critical_mv"])
