"""Recording stand-in for MicroPython's `machine` module on the RP2040, for host tests.

The Pico's GPIOs, SPI, ADC, clocks and watchdog cannot run on the host, so this module (put on
MICROPYPATH ahead of the Unix port's own `machine`) records every use on one timeline `log` and
copies the rp2 port's checks that matter here: machine.freq's peripheral-clock rule, SPI pin
validity and default pins (SPI0 claims GPIO16 as MISO when no miso is given), the baud rate the
SPI divider really reaches from clk_peri, and the 8388 ms watchdog limit. The 4x4 key matrix is
wired in electrically: `press(row_gpio, col_gpio)` closes a switch, and a pulled-up column reads
low while a closed switch connects it to a row driven low (col2row diodes, so no ghosting).

The log keeps a copy of every SPI byte: hal.setup() clears the screen (153,600 bytes), so run
tests that set up the display with a heap of 2 MB or more (mpy_run's heapsize="2M").
`spibus.decode(log, cs_gpio, dc_gpio)` turns the log into panel commands; `reset_fake()` starts
over within one process.
"""

PWRON_RESET = 1
WDT_RESET = 3
_SIO_GPIO_IN = 0xD0000004
_USB_HZ = 48_000_000
WDT_MAX_MS = 8388

# Timeline: ("freq", sys, peri), ("Pin", gpio, mode, pull), ("pin", gpio, level),
# ("SPI", id, baud, sck, mosi, miso), ("spi", id, bytes), ("ADC", gpio), ("WDT", timeout_ms).
log = []
pins = {}  # gpio -> the newest Pin made for it
claims = {}  # gpio -> list of what claimed it: "Pin", "SPI0 SCK", "ADC", ...
closed = set()  # closed switches as (row_gpio, col_gpio)
adc_u16 = {}  # gpio -> the value read_u16 returns
clk_sys = 125_000_000
clk_peri = _USB_HZ
reset_cause_value = PWRON_RESET
watchdogs = []


def reset_fake():
    """Forget everything: a fresh power-up for the next test in the same process."""
    global clk_sys, clk_peri, reset_cause_value
    del log[:]
    del watchdogs[:]
    del timers[:]
    for d in (pins, claims, adc_u16):
        d.clear()
    closed.clear()
    clk_sys = 125_000_000
    clk_peri = _USB_HZ
    reset_cause_value = PWRON_RESET


def _claim(gpio, who):
    claims.setdefault(gpio, []).append(who)


def press(row_gpio, col_gpio):
    closed.add((row_gpio, col_gpio))


def release(row_gpio, col_gpio):
    closed.discard((row_gpio, col_gpio))


def freq(hz=None, peri_hz=None):
    """rp2: freq(sys[, peri]); peri must be 48 MHz or equal to sys, else ValueError."""
    global clk_sys, clk_peri
    if hz is None:
        return clk_sys
    if not 48_000_000 <= hz <= 250_000_000:
        raise ValueError("cannot change frequency")
    clk_sys = hz
    clk_peri = _USB_HZ  # set_sys_clock_khz puts clk_peri back on the 48 MHz USB PLL
    if peri_hz is not None and peri_hz != _USB_HZ:
        if peri_hz != hz:
            raise ValueError("peripheral freq must be 48_000_000 or the same as the MCU freq")
        clk_peri = hz
    log.append(("freq", clk_sys, clk_peri))
    return None


def reset_cause():
    return reset_cause_value


def reset():
    log.append(("reset",))
    raise SystemExit("machine.reset()")


def idle():
    pass


def _gpio_of(p):
    return p.id if isinstance(p, Pin) else int(p)


class Pin:
    IN = 0
    OUT = 1
    OPEN_DRAIN = 2
    PULL_UP = 1
    PULL_DOWN = 2

    def __init__(self, gpio, mode=-1, pull=-1, value=None):
        if not 0 <= gpio <= 29:
            raise ValueError("invalid pin")
        self.id = gpio
        self.mode = None
        self.pull = None
        self.level = 0
        pins[gpio] = self
        _claim(gpio, "Pin")
        self.init(mode, pull, value)

    def init(self, mode=-1, pull=-1, value=None):
        if value is not None:
            self.level = 1 if value else 0  # rp2 sets the level before enabling the output
        if mode != -1:
            self.mode = mode
        if pull != -1:
            self.pull = pull
        log.append(("Pin", self.id, self.mode, self.pull))
        if self.mode == Pin.OUT and value is not None:
            log.append(("pin", self.id, self.level))

    def _input_level(self):
        if self.mode == Pin.OUT:
            return self.level
        for row, col in closed:
            if col == self.id:
                rp = pins.get(row)
                if rp is not None and rp.mode == Pin.OUT and rp.level == 0:
                    return 0  # current flows through the diode into the low row
        return 1 if self.pull == Pin.PULL_UP else 0

    def value(self, v=None):
        if v is None:
            return self._input_level()
        self.level = 1 if v else 0
        log.append(("pin", self.id, self.level))
        return None

    __call__ = value

    def on(self):
        self.value(1)

    def off(self):
        self.value(0)

    def high(self):
        self.value(1)

    def low(self):
        self.value(0)

    def toggle(self):
        self.value(1 - self.level)


class _Mem32:
    """machine.mem32: only SIO GPIO_IN (all 30 GPIO input levels at once) is modelled."""

    def __getitem__(self, addr):
        if addr != _SIO_GPIO_IN:
            raise ValueError("fake mem32 models only SIO GPIO_IN, not 0x%08x" % addr)
        word = 0
        for gpio, p in pins.items():
            if p._input_level():
                word |= 1 << gpio
        return word


mem32 = _Mem32()

_SPI_DEFAULTS = {0: (18, 19, 16), 1: (10, 11, 8)}  # Pico: sck, mosi, miso


def _reachable_baud(peri, want):
    # pico-sdk spi_set_baudrate: even prescale 2..254, postdiv 1..256, never above the request.
    prescale = 2
    while prescale <= 254:
        if peri < (prescale + 2) * 256 * want:
            break
        prescale += 2
    postdiv = 256
    while postdiv > 1:
        if peri // (prescale * (postdiv - 1)) > want:
            break
        postdiv -= 1
    return peri // (prescale * postdiv)


class SPI:
    MSB = 0
    LSB = 1

    def __init__(
        self,
        spi_id,
        baudrate=1_000_000,
        *,
        polarity=0,
        phase=0,
        bits=8,
        firstbit=0,
        sck=None,
        mosi=None,
        miso=None,
    ):
        if spi_id not in _SPI_DEFAULTS:
            raise ValueError("SPI(%d) doesn't exist" % spi_id)
        d_sck, d_mosi, d_miso = _SPI_DEFAULTS[spi_id]
        sck = d_sck if sck is None else _gpio_of(sck)
        mosi = d_mosi if mosi is None else _gpio_of(mosi)
        miso = d_miso if miso is None else _gpio_of(miso)
        for gpio, low2, name in ((sck, 2, "SCK"), (mosi, 3, "MOSI"), (miso, 0, "MISO")):
            if gpio & 3 != low2 or (gpio & 8) >> 3 != spi_id:
                raise ValueError("bad %s pin" % name)
            _claim(gpio, "SPI%d %s" % (spi_id, name))
        if firstbit == SPI.LSB:
            raise NotImplementedError("LSB")
        self.id = spi_id
        self.requested = baudrate
        self.baudrate = _reachable_baud(clk_peri, baudrate)
        self.polarity = polarity
        self.phase = phase
        self.sck, self.mosi, self.miso = sck, mosi, miso
        self.writes = 0
        log.append(("SPI", spi_id, self.baudrate, sck, mosi, miso))

    def write(self, buf):
        self.writes += 1
        log.append(("spi", self.id, bytes(buf)))


class ADC:
    def __init__(self, pin):
        gpio = _gpio_of(pin)
        if not 26 <= gpio <= 29:
            raise ValueError("Pin doesn't have ADC capabilities")
        self.gpio = gpio
        _claim(gpio, "ADC")
        log.append(("ADC", gpio))

    def read_u16(self):
        return adc_u16.get(self.gpio, 0)


class WDT:
    def __init__(self, id=0, timeout=5000):
        if id != 0:
            raise ValueError("WDT(%d) doesn't exist" % id)
        if timeout > WDT_MAX_MS:
            raise ValueError("timeout exceeds %d" % WDT_MAX_MS)
        self.timeout = timeout
        self.feeds = 0
        watchdogs.append(self)
        log.append(("WDT", timeout))

    def feed(self):
        self.feeds += 1


timers = []


class Timer:
    """rp2's machine.Timer: virtual timers only (id -1). Nothing runs by itself here: a test
    calls `fire()` to run the callback as the timer would, between two bytecodes."""

    ONE_SHOT = 0
    PERIODIC = 1

    def __init__(self, id=-1, **kwargs):
        if id != -1:
            raise ValueError("rp2 has virtual timers only (id -1)")
        self.callback = None
        self.period = None
        timers.append(self)
        if kwargs:
            self.init(**kwargs)

    def init(self, mode=PERIODIC, freq=-1, period=-1, callback=None, hard=False):
        self.mode = mode
        self.period = period
        self.callback = callback
        log.append(("Timer", mode, period))

    def deinit(self):
        self.callback = None

    def fire(self):
        if self.callback is not None:
            self.callback(self)
