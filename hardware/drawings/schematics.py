"""Wiring schematics drawn with schemdraw: key matrix, display hookup, power path, divider."""

import schemdraw
import schemdraw.elements as elm

schemdraw.use("svg")  # the SVG backend needs no matplotlib, and its output is byte-stable

CELL_W = 4.0  # matrix cell width (drawing units)
CELL_H = 3.2
FONT = 11
DISPLAY_GND_PIN = 23  # the ground between GP17 and GP18, on the same header row as the SPI pins


def _ohms(value):
    """100000 -> '100k'."""
    return "%dk" % (value // 1000) if value % 1000 == 0 else "%d" % value


def _svg(drawing):
    return drawing.get_imagedata("svg")


def matrix_svg(src):
    """4x4 switches with one 1N4148 each, col2row: cathode (stripe) towards the row wire."""
    m = src.pinmap["matrix"]
    rows, cols = m["rows"], m["cols"]
    d = schemdraw.Drawing(show=False)
    d.config(fontsize=FONT, unit=2)
    top = 1.0
    bottom = -len(rows) * CELL_H - 0.6
    right = len(cols) * CELL_W + 0.8
    for c, gpio in enumerate(cols):
        x = c * CELL_W + 1.0
        # The column ends at its last switch: running on to ROW3 would draw a T-junction there,
        # which reads as a connection.
        d.add(elm.Line().at((x, top)).to((x, -len(rows) * CELL_H + CELL_H * 0.62)))
        d.add(elm.Label().at((x, top + 0.9)).label("COL%d\n%s" % (c, src.gp(gpio))))
        d.add(elm.Dot(open=True).at((x, top)))
    for r, gpio in enumerate(rows):
        y = -(r + 1) * CELL_H
        d.add(elm.Line().at((-3.6, y)).to((right, y)))
        d.add(elm.Dot(open=True).at((-3.6, y)))
        d.add(elm.Label().at((-3.5, y + 0.05)).label("ROW%d %s" % (r, src.gp(gpio)),
                                                      halign="left", valign="bottom"))
    for r, c, key in src.keys():
        x = c * CELL_W + 1.0
        y_tap = -(r + 1) * CELL_H + CELL_H * 0.62
        y_row = -(r + 1) * CELL_H
        d.add(elm.Dot().at((x, y_tap)))
        sw = d.add(elm.Switch().at((x, y_tap)).right().length(1.6)
                   .label(key.upper(), fontsize=9, loc="top"))
        d.add(elm.Line().at(sw.end).right().length(0.6))
        d.add(elm.Diode().down().toy(y_row).length(1.2)
              .label("bit %d" % (r * len(cols) + c), fontsize=8, loc="bottom", ofst=0.15))
        d.add(elm.Dot())
    for i, line in enumerate((
            "Every diode is a 1N4148, cathode (stripe) towards the row (col2row).",
            "Columns are inputs with pull-ups; the scanned row is driven low.")):
        d.add(elm.Label().at((-3.6, bottom - 0.3 - 0.6 * i)).label(line, fontsize=9,
                                                                    halign="left"))
    return _svg(d)


def _ic(pins_left, pins_right, label, height):
    pins = [elm.IcPin(name=n, pin=p, side="left", anchorname=a) for n, p, a in pins_left]
    pins += [elm.IcPin(name=n, pin=p, side="right", anchorname=a) for n, p, a in pins_right]
    return elm.Ic(pins=pins, size=(3.2, height), pinspacing=1.0, edgepadH=0.6,
                  lblsize=10).label(label, loc="top", fontsize=12)


def display_svg(src, panel_name):
    """Pico header pins to one display module option (pinmap.json display.panel picks one)."""
    disp = src.pinmap["display"]
    panel = src.parts["displays"][panel_name]
    rows = []  # (module label, pico pin name, net text)
    for label, signal in panel["pins"]:
        if signal == "nc":
            continue
        if signal in ("3V3", "GND"):
            rows.append((label, "3V3(OUT)" if signal == "3V3" else "GND", signal))
        else:
            pico = "GP%d" % disp[signal]
            rows.append((label, pico, signal.upper()))
    n = len(rows)
    d = schemdraw.Drawing(show=False)
    d.config(fontsize=FONT, unit=2)
    # Ic pins are listed bottom-up on each side; reverse so the first row is on top.
    pico_pins = [(p, str(DISPLAY_GND_PIN if p == "GND" else src.physical_pin(p)), "p%d" % i)
                 for i, (_, p, _) in enumerate(rows)]
    mod_pins = [(lab, "", "m%d" % i) for i, (lab, _, _) in enumerate(rows)]
    pico = d.add(_ic([], pico_pins[::-1], "Raspberry Pi Pico", n + 0.2).at((0, 0)))
    top = pico.absanchors["p0"]
    mod = d.add(_ic(mod_pins[::-1], [], "%s module" % panel_name.upper(),
                    n + 0.2).at((top[0] + 9.0, top[1])).anchor("m0"))
    for i, (_, _, net) in enumerate(rows):
        a = pico.absanchors["p%d" % i]
        b = mod.absanchors["m%d" % i]
        d.add(elm.Line().at(a).to(b).label(net, fontsize=9))
    bottom = pico.absanchors["p%d" % (n - 1)][1]
    notes = (
        "SPI%d at %.1f MHz. %s." % (disp["spi"], disp["baudrate"] / 1e6, panel["supply"]),
        "MISO is not used; %s." % panel["other_labels"],
    )
    for i, line in enumerate(notes):
        d.add(elm.Label().at((top[0] - 3.2, bottom - 1.4 - 0.6 * i)).label(
            line, fontsize=9, halign="left"))
    return _svg(d)


def power_svg(src):
    """LiPo -> TP4056 charger/protection -> power switch -> Schottky -> VSYS, and the divider."""
    bat = src.pinmap["battery"]
    div = src.parts["battery_divider"]
    r_top, r_bottom = _ohms(div["r_top_ohm"]), _ohms(div["r_bottom_ohm"])
    d = schemdraw.Drawing(show=False)
    d.config(fontsize=FONT, unit=2.5)
    # Ic pins on the left and right sides are listed bottom-up.
    charger = d.add(elm.Ic(
        pins=[elm.IcPin(name="B-", side="left", anchorname="bm"),
              elm.IcPin(name="B+", side="left", anchorname="bp"),
              elm.IcPin(name="OUT-", side="right", anchorname="om"),
              elm.IcPin(name="OUT+", side="right", anchorname="op"),
              elm.IcPin(name="USB-C", side="bottom", anchorname="usb")],
        size=(3.6, 3.0), pinspacing=2.0, lblsize=10)
        .label("TP4056 + DW01A module\n(charger + protection)", loc="top", fontsize=10)
        .at((3.0, 0.0)).anchor("bm"))
    bm, bp, om, op = charger.bm, charger.bp, charger.om, charger.op
    d.add(elm.BatteryCell().at((0.5, bm[1])).to((0.5, bp[1]))
          .label("LiPo cell\n3.7 V, 1000-\n2000 mAh", loc="bottom", ofst=0.3))
    d.add(elm.Line().at((0.5, bp[1])).to(bp))
    d.add(elm.Line().at((0.5, bm[1])).to(bm))
    sw = d.add(elm.Switch().at(op).right().length(3.0).label("S1 power", loc="top"))
    node = sw.end
    d.add(elm.Dot().at(node).label("VBAT_SW", loc="top"))
    d.add(elm.Line().at(node).right().length(1.0))
    diode = d.add(elm.Schottky().right().length(3.0)
                  .label("D1 1N5817\n(or SS14)", loc="bottom", ofst=0.45))
    pico = d.add(elm.Ic(
        pins=[elm.IcPin(name="GND", pin="38", side="left", anchorname="gnd"),
              elm.IcPin(name="GP%d/ADC0" % bat["adc_pin"],
                        pin=str(src.physical_pin("GP%d" % bat["adc_pin"])),
                        side="left", anchorname="adc"),
              elm.IcPin(name="VSYS", pin="39", side="left", anchorname="vsys"),
              elm.IcPin(name="VBUS", pin="40", side="right", anchorname="vbus")],
        size=(4.0, 4.0), pinspacing=1.3, lblsize=10)
        .label("Raspberry Pi Pico\nVBUS = micro-USB 5 V, on-board\ndiode to VSYS; VSYS 1.8-5.5 V",
               loc="top", fontsize=9)
        .at((diode.end[0] + 1.0, diode.end[1])).anchor("vsys"))
    d.add(elm.Line().at(diode.end).to(pico.vsys))
    # The 2:1 divider hangs on the switched node: no drain at all while the console is off.
    r1 = d.add(elm.Resistor().at(node).down().length(3.0).label("R1 %s 1%%" % r_top, loc="bottom"))
    tap = r1.end
    d.add(elm.Dot().at(tap))
    r2 = d.add(elm.Resistor().at(tap).down().length(2.5)
               .label("R2 %s 1%%" % r_bottom, loc="bottom"))
    gnd_y = r2.end[1]
    d.add(elm.Line().at(tap).left().length(1.4))
    d.add(elm.Capacitor().down().toy(gnd_y).label("C1\n%d nF" % div["c_nf"], loc="top"))
    adc, gnd = pico.adc, pico.gnd
    d.add(elm.Line().at(tap).tox(adc[0] - 1.2))
    d.add(elm.Line().toy(adc[1]))
    d.add(elm.Line().to(adc))
    d.add(elm.Line().at(om).right().length(0.6))
    d.add(elm.Line().toy(gnd_y))
    d.add(elm.Line().tox(adc[0] - 0.6))
    d.add(elm.Line().toy(gnd[1]))
    d.add(elm.Line().to(gnd))
    d.add(elm.Ground().at(r2.end))
    d.add(elm.Line().at(charger.usb).down().length(0.8))
    d.add(elm.Label().label("5 V in: charging only", fontsize=9, loc="bottom"))
    ratio = bat["divider_ratio"]
    drain_ua = 4.2 / (div["r_top_ohm"] + div["r_bottom_ohm"]) * 1e6
    notes = (
        "ADC0 sees VBAT_SW / %.0f: a full cell (4.2 V) reads %.1f V. No drain while off, "
        "%.0f uA while on." % (ratio, 4.2 / ratio, drain_ua),
        "Every ground (Pico, display, divider) goes to OUT-, never to B-: "
        "the protection switches B-.",
        "USB on the Pico powers VSYS through its own diode; D1 then blocks, "
        "so the cell is not drained.",
    )
    y = gnd_y - 1.6
    for line in notes:
        d.add(elm.Label().at((0.0, y)).label(line, fontsize=9, halign="left"))
        y -= 0.6
    return _svg(d)
