"""Ilitek ILI9341 240x320 TFT over SPI, run in landscape (320x240); logic lives in panel.py."""

import time

from micropython import const

from drivers.panel import COLMOD, DISPON, INVOFF, NORON, SLPOUT, Panel, rgb565  # noqa: F401

_FRMCTR1 = const(0xB1)  # frame rate control (normal mode)
_DFUNCTR = const(0xB6)  # display function control
_PWCTR1 = const(0xC0)  # power control 1
_PWCTR2 = const(0xC1)  # power control 2
_VMCTR1 = const(0xC5)  # VCOM control 1
_GAMSET = const(0x26)  # gamma set

# COLMOD (PIXSET) parameter: DPI 16 bit (bits 6:4 = 101), DBI 16 bit (bits 2:0 = 101).
_COLMOD_16BIT = const(0x55)


class ILI9341(Panel):
    """The ILI9341 is natively 240 wide, 320 tall, with a BGR colour filter on most modules."""

    NATIVE_WIDTH = 240
    NATIVE_HEIGHT = 320
    # BGR (0x08) in every entry so the RGB565 values from rgb565() show as intended.
    # rotation 0: MV landscape, 1: MY portrait, 2: MY|MX|MV landscape upside down, 3: MX portrait.
    ROTATIONS = (0x28, 0x88, 0xE8, 0x48)

    def init_display(self):
        self.write_cmd(_PWCTR1, b"\x23")  # PWCTR1: GVDD = 4.60 V
        self.write_cmd(_PWCTR2, b"\x10")  # PWCTR2: step-up factor for the operating voltage
        self.write_cmd(_VMCTR1, b"\x3e\x28")  # VMCTR1: VCOMH 4.25 V, VCOML -1.5 V
        self.write_cmd(COLMOD, bytes((_COLMOD_16BIT,)))  # COLMOD (PIXSET): RGB565
        self.set_rotation(self.rotation)  # MADCTL: landscape scan order, BGR filter
        self.write_cmd(_FRMCTR1, b"\x00\x18")  # FRMCTR1: fosc/1, 79 Hz frame rate
        self.write_cmd(_DFUNCTR, b"\x08\x82\x27")  # DFUNCTR: interval scan, 320 lines
        self.write_cmd(_GAMSET, b"\x01")  # GAMSET: gamma curve 1 (G2.2)
        self.write_cmd(INVOFF)  # INVOFF: TN glass shows true colours uninverted
        self.write_cmd(SLPOUT)  # SLPOUT: leave the sleep mode entered at reset
        time.sleep_ms(120)  # datasheet: 120 ms after SLPOUT before the panel is stable
        self.write_cmd(NORON)  # NORON: normal (not partial) display mode
        self.write_cmd(DISPON)  # DISPON: start showing frame memory
