"""Small displayio parts every page uses: a solid rectangle and a text line in the built-in font.

Text is `adafruit_display_text.bitmap_label` over `terminalio.FONT` (6x12, in the firmware's
flash, so no font costs heap); a label keeps one bitmap, remade only when its text changes.
"""

import displayio
import terminalio
import vectorio
from adafruit_display_text import bitmap_label

# The MicroPython build's console colours (console/colours.py), as RGB888.
SCREEN_BG = 0x102040
TEXT = 0xFFFFFF
DIM = 0x8C96AA
TITLE_TEXT = 0xF0E442
WARN = 0xF0E442
SELECT_BG = 0x0072B2
STRIP_BG = 0x181830
PANEL_BG = 0x301040  # the private panel: a colour nothing public uses
HANDOVER_BG = 0x003C32
FINAL_BG = 0x3C2800


def rect(x, y, w, h, colour):
    pal = displayio.Palette(1)
    pal[0] = colour
    return vectorio.Rectangle(pixel_shader=pal, width=w, height=h, x=x, y=y)


def text(x, y, words="", colour=TEXT, background=None, scale=1):
    """A line of text whose top-left corner is (x, y)."""
    lab = bitmap_label.Label(terminalio.FONT, text=words, color=colour, scale=scale,
                             background_color=background, save_text=True)
    lab.anchor_point = (0, 0)
    lab.anchored_position = (x, y)
    return lab


def set_text(label, words):
    if label.text != words:
        label.text = words


class Page:
    """A full-screen page: a Group with its background; `update(key, now)` returns the next page
    or None, `render()` brings the group up to date."""

    def __init__(self, app, background=SCREEN_BG):
        self.app = app
        self.group = displayio.Group()
        self.group.append(rect(0, 0, 320, 240, background))

    def enter(self):
        pass

    def key(self, bit, pressed):
        return None

    def render(self):
        pass
