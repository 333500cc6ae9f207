"""Key bits against hardware/pinmap.json (the console's by position, Tigris's key map by the
caps' names), and the matrix scan logic from recorded samples."""

import json
from pathlib import Path

import pytest
from console import keys
from drivers import keymatrix
from games.tigris import inputs, keycaps

PINMAP = Path(__file__).resolve().parents[2] / "hardware" / "pinmap.json"


def pinmap():
    return json.loads(PINMAP.read_text())


def test_key_constants_match_pinmap():
    grid = pinmap()["matrix"]["keys"]
    assert len(grid) == 4 and all(len(r) == 4 for r in grid)
    # Rows 0 and 1 mean the same in every game and carry the caps' names.
    for row in (0, 1):
        for col, name in enumerate(grid[row]):
            assert getattr(keys, "K_" + name.upper()) == 1 << (row * 4 + col), name
            assert keys.NAMES[row * 4 + col] == name
    # Rows 2 and 3 are the function keys F1-F8, left to right.
    for n in range(8):
        assert getattr(keys, "K_F%d" % (n + 1)) == 1 << (8 + n)
        assert keys.NAMES[8 + n] == "f%d" % (n + 1)
    seen = 0
    for name in dir(keys):
        if name.startswith("K_"):
            seen |= getattr(keys, name)
    assert seen == keys.ALL_KEYS == 0xFFFF


def test_tigris_key_map_follows_the_caps():
    # The caps of rows 2-3 are Tigris's: each maps to the flow input of the same name.
    grid = pinmap()["matrix"]["keys"]
    for row in (2, 3):
        for col, name in enumerate(grid[row]):
            assert inputs.KEYMAP[row * 4 + col] == 1 << inputs.NAMES.index(name), name
    assert list(keycaps.CAPS) == [n for r in grid for n in r]
    assert [n.lower() for n in keycaps.LABELS[8:]] == [
        "red", "blue", "green", "black", "leader", "catastrophe", "swap", "pass"]
    assert inputs.KEYMAP[keys.K_REVEAL.bit_length() - 1] == 0  # REVEAL goes to flow.reveal()


def test_safe_boot_key_is_a_matrix_key():
    assert pinmap()["safe_boot_key"] in keys.NAMES


def test_columns_are_consecutive_gpios_for_one_read():
    cols = pinmap()["matrix"]["cols"]
    assert cols == list(range(cols[0], cols[0] + 4))


# Recorded column levels (bits 0..3 = columns 0..3, 1 = released) per row, rows 0..3.
RECORDED = [
    ([0xF, 0xF, 0xF, 0xF], 0),
    ([0xE, 0xF, 0xF, 0xF], keys.K_UP),
    ([0xF, 0x7, 0xF, 0xF], keys.K_MENU),
    ([0xF, 0xB, 0xF, 0x7], keys.K_REVEAL | keys.K_F8),
    ([0xA, 0xF, 0x5, 0xF], keys.K_UP | keys.K_LEFT | keys.K_F2 | keys.K_F4),
    ([0x0, 0x0, 0x0, 0x0], 0xFFFF),
    ([0xF0 | 0xD, 0xF, 0xF, 0xF], keys.K_DOWN),  # stray high bits from other GPIOs are masked
]


@pytest.mark.parametrize(("samples", "expected"), RECORDED)
def test_mask_from_samples(samples, expected):
    assert keymatrix.mask_from_samples(samples) == expected


class RecordedMatrix:
    """Replays recorded column words while checking that exactly one row is low at each read."""

    def __init__(self, words_per_row):
        self.words = words_per_row
        self.levels = [1, 1, 1, 1]
        self.reads = []

    def row_pin(self, i):
        def pin(v=None):
            if v is None:
                return self.levels[i]
            self.levels[i] = v

        return pin

    def read(self):
        low = [i for i, v in enumerate(self.levels) if v == 0]
        assert len(low) == 1, "one row low at a time, got %r" % low
        self.reads.append(low[0])
        return self.words[low[0]]


@pytest.mark.parametrize(("samples", "expected"), RECORDED)
def test_key_matrix_scan_drives_rows_one_at_a_time(samples, expected):
    rec = RecordedMatrix(samples)
    km = keymatrix.KeyMatrix([rec.row_pin(i) for i in range(4)], lambda: rec.read() & 0xF)
    assert km.scan() == expected
    assert rec.reads == [0, 1, 2, 3]
    assert rec.levels == [1, 1, 1, 1]  # every row released after the scan


def test_gpio_in_reader_shifts_and_masks_consecutive_columns():
    # GPIO_IN word: columns on GPIO 6..9; other bits set to show they are masked off.
    word = (0b1010 << 6) | (1 << 2) | (1 << 10) | (1 << 29)
    read = keymatrix.gpio_in_reader({keymatrix.SIO_GPIO_IN: word}, 6)
    assert read() == 0b1010


def test_pin_reader_for_scattered_columns():
    levels = [1, 0, 1, 1]
    read = keymatrix.pin_reader([lambda i=i: levels[i] for i in range(4)])
    assert read() == 0b1101
