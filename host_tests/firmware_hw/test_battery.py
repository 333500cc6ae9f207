"""Battery: ADC counts to millivolts, smoothing, and levels with hysteresis (no flicker)."""

import json
from pathlib import Path

import pytest
from console import battery
from console.battery import CRITICAL, OK, WARN

PINMAP = Path(__file__).resolve().parents[2] / "hardware" / "pinmap.json"
BAT = json.loads(PINMAP.read_text())["battery"]


def monitor():
    return battery.BatteryMonitor(BAT["warn_mv"], BAT["critical_mv"])


def settle(m, mv, n=60):
    for _ in range(n):
        m.update(mv)
    return m.level


def test_adc_to_mv_through_the_divider():
    # Full scale is 3.3 V at the pin; the divider halves the cell voltage.
    assert battery.adc_to_mv(65535, 2.0) == 6600
    assert battery.adc_to_mv(0, 2.0) == 0
    # 4.2 V cell -> 2.1 V at the pin -> 2.1 / 3.3 of full scale.
    assert battery.adc_to_mv(round(65535 * 2.1 / 3.3), 2.0) == pytest.approx(4200, abs=1)


def test_levels_fall_with_voltage():
    m = monitor()
    assert settle(m, 4000) == OK
    assert settle(m, BAT["warn_mv"] - 20) == WARN
    assert settle(m, BAT["critical_mv"] - 20) == CRITICAL


def test_no_flicker_around_the_warn_threshold():
    m = monitor()
    settle(m, BAT["warn_mv"] - 10)
    assert m.level == WARN
    levels = set()
    for i in range(400):  # load sag and recovery: +-30 mV around the threshold
        levels.add(m.update(BAT["warn_mv"] + (30 if i % 2 else -30)))
    assert levels == {WARN}
    # Only a clear rise past warn + hysteresis brings it back.
    assert settle(m, BAT["warn_mv"] + battery.HYSTERESIS_MV + 10) == OK


def test_no_flicker_around_the_critical_threshold():
    m = monitor()
    settle(m, BAT["critical_mv"] - 10)
    assert m.level == CRITICAL
    levels = {m.update(BAT["critical_mv"] + (40 if i % 3 else -20)) for i in range(300)}
    assert levels == {CRITICAL}
    assert settle(m, BAT["critical_mv"] + battery.HYSTERESIS_MV + 10) == WARN
    assert settle(m, 4100) == OK


def test_smoothing_rides_out_a_single_dip():
    m = monitor()
    settle(m, 3900)
    m.update(3000)  # one reading during a current spike
    assert m.level == OK and 3700 < m.mv < 3900
    # A lasting drop is followed in a few dozen readings, and exactly.
    assert settle(m, 3600, 80) == OK and m.mv == 3600


def test_usb_power_with_the_cell_switched_off_is_not_an_empty_battery():
    # The divider is after the power switch: switched off on the Pico's USB it reads ~0 V.
    m = monitor()
    settle(m, BAT["critical_mv"] - 20)
    assert m.level == CRITICAL
    assert m.update(12) == OK and m.on_external_power
    # Switching the cell back on starts the average afresh, at the cell's own voltage.
    assert m.update(3900) == OK and m.mv == 3900 and not m.on_external_power
    assert settle(m, BAT["critical_mv"] - 20) == CRITICAL


def test_battery_averages_a_burst_and_feeds_the_monitor():
    cell = round(65535 * 2.0 / 3.3)  # 4.0 V cell
    noise = [9, -9, 4, -4, 0, 7, -7, 0]  # ADC noise of a few LSB around the true value
    reads = []

    def read_u16():
        reads.append(1)
        return cell + noise[len(reads) % len(noise)]

    b = battery.Battery(read_u16, 2.0, BAT["warn_mv"], BAT["critical_mv"])
    assert b.read_mv() == pytest.approx(4000, abs=1)
    assert len(reads) == battery.BURST
    cell = round(65535 * 1.6 / 3.3)  # the cell drops to 3.2 V
    assert b.read_mv() == pytest.approx(3200, abs=1)  # the reading itself has no lag
    assert 3800 < b.monitor.mv < 4000 and b.level == OK  # the smoothed level follows slowly
    for _ in range(60):
        b.read_mv()
    assert b.monitor.mv == pytest.approx(3200, abs=1) and b.level == CRITICAL


def test_thresholds_must_be_ordered():
    with pytest.raises(ValueError):
        battery.BatteryMonitor(3300, 3400)
