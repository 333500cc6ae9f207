"""The console's CircuitPython edition: the box's panel and key matrix from /pinmap.json, then the
app's loop (cpconsole/app.py). Prints the free heap at each stage to the serial console."""

import gc
import json
import time

import analogio
import board
import busio
import displayio
import keypad

gc.collect()
print("heap free at start", gc.mem_free())

with open("/pinmap.json") as f:
    pins = json.load(f)


def gp(n):
    return getattr(board, "GP%d" % n)


d = pins["display"]
displayio.release_displays()
try:
    from fourwire import FourWire  # CircuitPython 9
except ImportError:
    from displayio import FourWire  # CircuitPython 8
spi = busio.SPI(gp(d["sck"]), MOSI=gp(d["mosi"]))
bus = FourWire(spi, command=gp(d["dc"]), chip_select=gp(d["cs"]), reset=gp(d["rst"]),
               baudrate=d["baudrate"])
if d["panel"] == "st7789":
    from adafruit_st7789 import ST7789 as Panel
else:
    from adafruit_ili9341 import ILI9341 as Panel
display = Panel(bus, width=320, height=240, rotation=180 if d["rotation"] == 2 else 0,
                backlight_pin=gp(d["bl"]), auto_refresh=False)

m = pins["matrix"]
# col2row diodes: the anodes are on the column side (hardware/pinmap.json, "diodes").
matrix = keypad.KeyMatrix(row_pins=[gp(p) for p in m["rows"]],
                          column_pins=[gp(p) for p in m["cols"]],
                          columns_to_anodes=True, interval=0.01, max_events=64)
bat = pins["battery"]
adc = analogio.AnalogIn(gp(bat["adc_pin"]))
ratio = bat["divider_ratio"]


def battery_mv():
    """The cell's voltage behind the pin map's divider, for the key test."""
    return int(adc.value * adc.reference_voltage * 1000 * ratio / 65535)


pins = d = m = bat = None
gc.collect()
print("heap free with display and keys", gc.mem_free())

from cpconsole.app import App  # noqa: E402  (after the drivers: the heap is measured apart)

app = App(display, matrix, keypad.Event(), "/saves", time.monotonic,
          seed=time.monotonic_ns() & 0x7FFFFFFF or 1, battery_mv=battery_mv)
gc.collect()
print("heap free at the title", gc.mem_free())
app.run()
