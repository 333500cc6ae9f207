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
KEY_OFF = 0x3C3C50
KEY_ON = 0x009E73
OUTLINE = 0xCC79A7  # a kingdom's bar (Kings)


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


def lines(group, x, y, count, step, colour=TEXT):
    """`count` empty text lines `step` px apart from (x, y), appended to `group`."""
    out = [text(x, y + step * i, "", colour) for i in range(count)]
    for lab in out:
        group.append(lab)
    return out


class Handover:
    """The hand-over page between two deciders, as a Group over the whole screen: who takes the
    console, why, what happened since the last hand-over, and "A: I am <who>". It shows nothing
    private: the next player's secrets come only with a fresh REVEAL press after it."""

    ROWS = 13

    def __init__(self):
        self.group = displayio.Group()
        self.group.append(rect(0, 0, 320, 240, HANDOVER_BG))
        self.rows = lines(self.group, 16, 20, self.ROWS, 16)
        self.rows[0].scale = 2

    def show(self, who, why, recent):
        rows = ["Pass to %s" % who, "", why, ""] + list(recent[-(self.ROWS - 5):])
        rows += [""] * (self.ROWS - 1 - len(rows)) + ["A: I am %s" % who]
        for i in range(self.ROWS):
            set_text(self.rows[i], rows[i][:52])
