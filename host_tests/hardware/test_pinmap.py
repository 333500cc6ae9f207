"""Checks hardware/pinmap.json against the RP2040's pin functions and the Pico board.

The SPI table below is copied by hand from the RP2040 datasheet's GPIO function-select table
(F1 = SPI) and the Pico pinout, not derived from any code under test.
"""

import json
import math
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _load(name):
    with open(os.path.join(ROOT, "hardware", name), encoding="utf-8") as f:
        return json.load(f)


PINMAP = _load("pinmap.json")
PARTS = _load("parts.json")
LAYOUT = _load("layout.json")

# RP2040 datasheet, GPIO function table, column F1 (SPI), header GPIOs 0-22 and 26-28.
SPI_FUNCTION = {
    0: {"SCK": {2, 6, 18, 22}, "TX": {3, 7, 19}, "RX": {0, 4, 16, 20}, "CSn": {1, 5, 17, 21}},
    1: {"SCK": {10, 14, 26}, "TX": {11, 15, 27}, "RX": {8, 12, 28}, "CSn": {9, 13}},
}
# What the rp2 port's machine.SPI puts in SPI mode as MISO when no miso pin is given.
DEFAULT_MISO = {0: 16, 1: 8}
PICO_INTERNAL = {23, 24, 25, 29}  # SMPS mode, VBUS sense, LED, VSYS/3: not on the header
ADC_GPIOS = {26, 27, 28}
FUNCTIONS = {"up", "down", "left", "right", "a", "b", "reveal", "menu", "red", "blue", "green",
             "black", "leader", "catastrophe", "swap", "pass"}


def used_gpios():
    """(gpio, what) for every GPIO the console uses, including the SPI's implied MISO."""
    disp = PINMAP["display"]
    used = [(disp[s], "display " + s) for s in ("sck", "mosi", "cs", "dc", "rst", "bl")]
    used.append((disp.get("miso", DEFAULT_MISO[disp["spi"]]), "SPI MISO"))
    m = PINMAP["matrix"]
    used += [(g, "row") for g in m["rows"]] + [(g, "col") for g in m["cols"]]
    used.append((PINMAP["battery"]["adc_pin"], "battery ADC"))
    return used


def test_no_gpio_is_used_twice():
    seen = {}
    for gpio, what in used_gpios():
        assert gpio not in seen, "GP%d is both %s and %s" % (gpio, seen[gpio], what)
        seen[gpio] = what


def test_every_gpio_is_on_the_pico_header():
    header = {int(n[2:]) for n in PARTS["pico"]["physical_pins"] if n.startswith("GP")}
    for gpio, what in used_gpios():
        assert gpio not in PICO_INTERNAL, "%s on GP%d, which the Pico uses itself" % (what, gpio)
        assert gpio in header, "%s on GP%d, which is not on the header" % (what, gpio)


def test_display_pins_form_one_spi_bus():
    disp = PINMAP["display"]
    table = SPI_FUNCTION[disp["spi"]]
    assert disp["sck"] in table["SCK"], "GP%d is not SCK of SPI%d" % (disp["sck"], disp["spi"])
    assert disp["mosi"] in table["TX"], "GP%d is not TX of SPI%d" % (disp["mosi"], disp["spi"])
    miso = disp.get("miso", DEFAULT_MISO[disp["spi"]])
    assert miso in table["RX"]
    assert disp["panel"] in ("st7789", "ili9341")
    assert disp["panel"] in PARTS["displays"]


def test_battery_pin_reads_analogue_through_the_stated_divider():
    bat = PINMAP["battery"]
    assert bat["adc_pin"] in ADC_GPIOS
    div = PARTS["battery_divider"]
    ratio = (div["r_top_ohm"] + div["r_bottom_ohm"]) / div["r_bottom_ohm"]
    assert math.isclose(ratio, bat["divider_ratio"])
    assert 4.2 / ratio < 3.3, "a full LiPo must stay inside the ADC range"
    assert bat["critical_mv"] < bat["warn_mv"] < 4200


def test_matrix_is_4x4_with_consecutive_columns_and_every_function_once():
    m = PINMAP["matrix"]
    assert len(m["rows"]) == 4 and len(m["cols"]) == 4
    first = m["cols"][0]
    assert m["cols"] == [first, first + 1, first + 2, first + 3]
    keys = [k for row in m["keys"] for k in row]
    assert len(m["keys"]) == 4 and all(len(row) == 4 for row in m["keys"])
    assert sorted(keys) == sorted(FUNCTIONS)
    assert PINMAP["safe_boot_key"] in keys
    assert "cathode" in m["diodes"] and "row" in m["diodes"]


def test_pico_pin_table_is_the_real_header():
    pins = PARTS["pico"]["physical_pins"]
    assert len(pins) == 40
    assert [i + 1 for i, n in enumerate(pins) if n == "GND"] == [3, 8, 13, 18, 23, 28, 38]
    gp = [int(n[2:]) for n in pins if n.startswith("GP")]
    assert sorted(gp) == list(range(23)) + [26, 27, 28]
    assert pins[38] == "VSYS" and pins[39] == "VBUS" and pins[35] == "3V3(OUT)"
    assert pins.index("GP26") + 1 == 31


def _holes():
    r = LAYOUT["key_hole_diameter_mm"] / 2
    return [(k, x, y, r) for k, (x, y) in LAYOUT["keys"].items()]


def test_layout_places_every_key_once_inside_the_panel():
    assert set(LAYOUT["keys"]) == FUNCTIONS
    p = LAYOUT["panel"]
    for key, x, y, r in _holes():
        assert r < x < p["width_mm"] - r and r < y < p["height_mm"] - r, key


def _pcb_centre(part):
    """The module's PCB centre: its glass (active area) is centred on the window."""
    cx, cy = LAYOUT["display_window"]["centre_mm"]
    ox, oy = part["glass_offset_mm"]
    return cx - ox, cy - oy


def test_key_switches_do_not_collide_with_each_other_or_the_display():
    body = max(PARTS["key_switch"]["body_mm"])
    holes = _holes()
    for i, (k1, x1, y1, _) in enumerate(holes):
        for k2, x2, y2, _ in holes[i + 1:]:
            # square switch bodies: they collide only if they overlap on both axes
            assert abs(x1 - x2) >= body or abs(y1 - y2) >= body, (k1, k2)
    for name, part in PARTS["displays"].items():
        pw, ph = part["pcb_mm"]
        cx, cy = _pcb_centre(part)
        for key, x, y, _ in holes:
            clear_x = abs(x - cx) >= pw / 2 + body / 2
            clear_y = abs(y - cy) >= ph / 2 + body / 2
            assert clear_x or clear_y, "%s switch under the %s module" % (key, name)


def test_every_switch_sits_on_one_board_clear_of_the_display_and_screws():
    half = max(PARTS["key_switch"]["body_mm"]) / 2
    boards = {n: b for n, b in LAYOUT["boards"].items() if n != "about"}
    placed = [k for b in boards.values() for k in b["keys"]]
    assert sorted(placed) == sorted(FUNCTIONS), "each key on exactly one board"
    p = LAYOUT["panel"]
    inset = p["screw_hole_inset_mm"] + p["screw_hole_diameter_mm"]
    for name, board in boards.items():
        x, y, w, h = board["rect_mm"]
        for key in board["keys"]:
            kx, ky = LAYOUT["keys"][key]
            assert x <= kx - half and kx + half <= x + w, (name, key)
            assert y <= ky - half and ky + half <= y + h, (name, key)
        for part in PARTS["displays"].values():
            pw, ph = part["pcb_mm"]
            cx, cy = _pcb_centre(part)
            apart_x = x + w <= cx - pw / 2 or x >= cx + pw / 2
            apart_y = y + h <= cy - ph / 2 or y >= cy + ph / 2
            assert apart_x or apart_y, "%s board under a display module" % name
        for sx in (0, p["width_mm"] - inset):
            for sy in (0, p["height_mm"] - inset):
                apart = x + w <= sx or x >= sx + inset or y + h <= sy or y >= sy + inset
                assert apart, "%s board over a corner screw" % name


def test_switches_on_one_board_land_on_the_perfboard_grid():
    pitch = 2.54
    for name, board in LAYOUT["boards"].items():
        if name == "about":
            continue
        x0, y0 = LAYOUT["keys"][board["keys"][0]]
        for key in board["keys"]:
            x, y = LAYOUT["keys"][key]
            for offset in (x - x0, y - y0):
                steps = offset / pitch
                assert abs(steps - round(steps)) * pitch < 0.05, (name, key, offset)
