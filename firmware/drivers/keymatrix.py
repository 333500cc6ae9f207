"""4x4 key matrix scanner: rows driven low one at a time, four pulled-up columns read at once.

Diodes are col2row (cathode towards the row), so a pressed key pulls its column low only while
its row is driven low, and any number of keys can be held without ghosting. The columns are
consecutive GPIOs, so one read of SIO GPIO_IN, a shift and a mask give all four at once.
The pure part (`mask_from_samples`, `row_bits`) is separate from the pins and tested on the host.
"""

from console.compat import const

SIO_GPIO_IN = const(0xD0000004)  # RP2040 SIO: input level of every GPIO, one bit each
_COLS = const(4)
_COL_MASK = const(0xF)


def row_bits(sample, row):
    """Key bits for one row from its 4 column levels (bit c = column c; pressed reads 0)."""
    return (~sample & _COL_MASK) << (row * _COLS)


def mask_from_samples(samples):
    """Raw key mask (bit row*4+col) from the column levels sampled while each row was low."""
    mask = 0
    for row in range(len(samples)):
        mask |= row_bits(samples[row], row)
    return mask


class KeyMatrix:
    """Scans the matrix: `scan()` returns the raw key mask.

    rows: output pins, idle high (`pin(0)`/`pin(1)`); read_columns: returns the 4 column levels
    as bits 0..3 while a row is low. `gpio_in_reader` builds that reader for consecutive columns.
    """

    def __init__(self, rows, read_columns):
        self._rows = rows
        self._read_columns = read_columns
        for row in rows:
            row(1)

    def scan(self):
        mask = 0
        shift = 0
        read = self._read_columns
        for row in self._rows:
            # No settle delay: a pressed key pulls its column down through the diode at once,
            # and the ~1 us pull-up recovery after row(1) is over long before the next read.
            row(0)
            sample = read()
            row(1)
            mask |= (~sample & _COL_MASK) << shift
            shift += _COLS
        return mask


def gpio_in_reader(mem32, first_col):
    """Column reader for four consecutive column GPIOs: one 32-bit load, one shift, one mask."""

    def read():
        return (mem32[SIO_GPIO_IN] >> first_col) & _COL_MASK

    return read


def pin_reader(cols):
    """Column reader for columns on any GPIOs (one pin read each); slower, for odd wiring."""

    def read():
        v = 0
        for i in range(len(cols)):
            v |= cols[i]() << i
        return v

    return read
