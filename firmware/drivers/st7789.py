"""Sitronix ST7789 240x320 TFT over SPI, run in landscape (320x240); logic lives in panel.py."""

import time

from micropython import const

from drivers.panel import COLMOD, DISPON, INVON, NORON, SLPOUT, Panel, rgb565  # noqa: F401

# COLMOD parameter: 65K colours (RGB interface bits 6:4 = 101), 16 bit/pixel (bits 2:0 = 101).
_COLMOD_16BIT = const(0x55)


class ST7789(Panel):
    """The ST7789 is natively 240 wide, 320 tall; MADCTL MV turns it to 320x240."""

    NATIVE_WIDTH = 240
    NATIVE_HEIGHT = 320
    # rotation 0: MX|MV landscape, 1: MY|MX portrait, 2: MY|MV landscape upside down, 3: portrait.
    # RGB order (no BGR bit): ST7789 modules are wired RGB.
    ROTATIONS = (0x60, 0xC0, 0xA0, 0x00)

    def init_display(self):
        self.write_cmd(SLPOUT)  # SLPOUT: leave the sleep mode entered at reset
        time.sleep_ms(120)  # datasheet: 120 ms after SLPOUT before SLPIN, 5 ms before others
        self.write_cmd(COLMOD, bytes((_COLMOD_16BIT,)))  # COLMOD: RGB565 over the SPI bus
        self.set_rotation(self.rotation)  # MADCTL: landscape scan order, RGB
        # INVON: IPS ST7789 glass is built inverted; inversion on shows true colours.
        self.write_cmd(INVON)
        self.write_cmd(NORON)  # NORON: normal (not partial) display mode
        self.write_cmd(DISPON)  # DISPON: start showing frame memory
