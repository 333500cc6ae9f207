"""Battery monitor as pure logic: ADC counts to millivolts, smoothing, and OK/WARN/CRITICAL levels.

Levels use hysteresis: a level is left upwards only once the smoothed voltage is HYSTERESIS_MV
above the threshold that entered it, so a cell sagging under load does not flicker the warning.
"""

# build: intern strings (loaded all through a game: tools/mpy_strings.py)
from console.compat import const

OK = const(0)
WARN = const(1)
CRITICAL = const(2)
LEVEL_NAMES = ("ok", "warn", "critical")

HYSTERESIS_MV = const(50)
_ADC_FULL_SCALE = const(65535)  # read_u16 range
_ADC_VREF_MV = const(3300)  # RP2040 ADC reference: the Pico's 3.3 V rail
_SMOOTH_SHIFT = const(3)  # each sample moves the average 1/8 of the way
BURST = const(8)  # ADC reads averaged per reading
# The divider sits after the power switch: with the switch off and the Pico running from its own
# USB port the reading is near 0 V. No LiPo behind its protection board reads this low, so such a
# reading means "no cell, external power" rather than "battery empty".
NO_CELL_MV = const(2500)


def adc_to_mv(raw_u16, divider_ratio, vref_mv=_ADC_VREF_MV):
    """Cell voltage in mV from a read_u16() value behind a divider of the given ratio."""
    return int(raw_u16 * vref_mv * divider_ratio / _ADC_FULL_SCALE + 0.5)


class BatteryMonitor:
    """`update(mv)` smooths one reading and returns the level; `mv` and `level` hold the state."""

    def __init__(self, warn_mv, critical_mv, hysteresis_mv=HYSTERESIS_MV):
        if critical_mv >= warn_mv:
            raise ValueError("critical_mv must be below warn_mv")
        self.warn_mv = warn_mv
        self.critical_mv = critical_mv
        self.hysteresis_mv = hysteresis_mv
        self.mv = None
        self.level = OK
        self.on_external_power = False
        self._acc = 0  # the average with _SMOOTH_SHIFT fraction bits, so it never sticks short

    def update(self, mv):
        if mv < NO_CELL_MV:
            # Running from USB with the cell switched out: nothing to warn about, and the average
            # starts afresh when the cell comes back.
            self.on_external_power = True
            self.mv = None
            self.level = OK
            return OK
        self.on_external_power = False
        if self.mv is None:
            self._acc = mv << _SMOOTH_SHIFT  # the first reading seeds the average
        else:
            self._acc += mv - (self._acc >> _SMOOTH_SHIFT)
        # Floor is exact at rest: the accumulator stops moving once acc >> shift equals mv.
        v = self.mv = self._acc >> _SMOOTH_SHIFT
        h = self.hysteresis_mv
        level = self.level
        if v < self.critical_mv:
            level = CRITICAL
        elif v < self.warn_mv:
            if level == OK or (level == CRITICAL and v >= self.critical_mv + h):
                level = WARN
        elif level == CRITICAL:
            level = OK if v >= self.warn_mv + h else (WARN if v >= self.critical_mv + h else level)
        elif level == WARN and v >= self.warn_mv + h:
            level = OK
        self.level = level
        return level


class Battery:
    """Board-side battery: averages a burst of ADC reads and feeds a BatteryMonitor.

    `read_mv()` returns the burst average, which has no lag (the RP2040 ADC's noise of a few
    LSB is averaged out), so an application that keeps its own BatteryMonitor does not smooth
    twice; `monitor` holds the smoothed value and the level for callers that want them.
    """

    def __init__(self, read_u16, divider_ratio, warn_mv, critical_mv, burst=BURST):
        self._read = read_u16
        self._ratio = divider_ratio
        self._burst = burst
        self.monitor = BatteryMonitor(warn_mv, critical_mv)

    def read_mv(self):
        total = 0
        read = self._read
        for _ in range(self._burst):
            total += read()
        mv = adc_to_mv(total // self._burst, self._ratio)
        self.monitor.update(mv)
        return mv

    @property
    def level(self):
        return self.monitor.level
