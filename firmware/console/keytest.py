"""The key test, for makers: every key of the box where it sits, lit while held."""

from console import colours as C
from console.common import clear
from console.compat import ticks_diff
from console.keys import K_B
from console.page import KEYS_Y

# By position; a game may pass its own names for the function keys (GameMenu does).
KEY_NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "REVEAL", "MENU",
             "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8")


def abbreviation(name):
    """A key's name short enough for its cap and told apart from its neighbours: the first
    letter and the consonants after it, in title case (REVEAL "Rvl", RED "Rd", BLACK "Blck",
    BLUE "Bl", LEADER "Ldr"); the window spells the held key out in full."""
    out = name[:1].upper()
    for ch in name[1:].lower():
        if ch not in "aeiou":
            out += ch
    return out


class KeyTest:
    """For makers: the box's face, each key where it sits (console/keypos.py, generated from
    hardware/layout.json) and lit while held, the display window as an outline with the full
    names of the held keys in it; battery in mV. Hold B 2 s to leave."""

    CAPTION_LINES = 4  # held keys named in the window, one 20 px line each

    def __init__(self, app, back, names=None):
        from console import keypos
        from console.app import unload

        self.app = app
        self.back = back
        self.names = names or KEY_NAMES
        # Keep the two tables, not the module: nothing else needs it, and a module left in
        # sys.modules would hold its globals after the page is gone.
        self.places = keypos.KEYS
        self.colours = keypos.COLOURS
        self.window = keypos.WINDOW
        unload(("console.keypos",))
        self.shown = -1  # the keys lit on screen; -1: nothing drawn yet
        self.held = 0
        self.mv = -1
        self.b_since = -1
        self.caption_lines = 0  # lines of the window's caption on screen

    def enter(self):
        self.shown = -1
        self.mv = -1
        self.caption_lines = 0

    def update(self, pressed, held, now):
        if held & K_B:
            if self.b_since < 0:
                self.b_since = now
            elif ticks_diff(now, self.b_since) >= 2000:
                self.b_since = -1
                return self.back
        else:
            self.b_since = -1
        self.held = held
        return None

    def key(self, gfx, k, on):
        """Key bit k's cap at its place, with as much of its name as fits: the body face if the
        whole name fits, else the small one, cut to the letters that fit (the window names it
        in full while it is held)."""
        from fonts import writer

        from console.gfx import BODY, small

        t = self.places
        i = k * 5
        x, y, w, h = t[i] | t[i + 1] << 8, t[i + 2], t[i + 3], t[i + 4]
        fill = C.KEY_ON if on else C.KEY_OFF
        gfx.fill(x, y, w, h, fill)
        ink = C.TEXT
        room = w - 2
        r, g, b = self.colours[3 * k : 3 * k + 3]
        if (r or g or b) and not on:
            # A coloured cap (layout.json cap_colours) in its colour inside the key, so the
            # page looks like the box: RED, BLUE and BLACK tell apart by colour, not letters.
            from drivers.panel import rgb565

            fill = rgb565(r, g, b)
            gfx.fill(x + 3, y + 3, w - 6, h - 6, fill)
            room = w - 8
            if r * 299 + g * 587 + b * 114 > 150000:  # a light cap: dark letters
                ink = C.BLACK
        s = self.names[k]
        font = BODY if writer.text_width(BODY, s) <= room and BODY.HEIGHT <= h else small()
        if writer.text_width(font, s) > room:
            s = abbreviation(s)
        while s and writer.text_width(font, s) > room:
            s = s[:-1]
        if s:
            tx = x + (w - writer.text_width(font, s)) // 2
            # An exact width: the text's box (and its glyphs' overhang) stays inside the cap.
            gfx.text(tx, y + (h - font.HEIGHT) // 2, s, ink, fill, min(room, x + w - 1 - tx),
                     font)

    def caption(self, gfx, held):
        """The held keys' full names inside the window's outline, one line each. Every line is
        padded to the window's width, so only the lines that were or are in use are sent."""
        from fonts import writer

        from console.gfx import BODY, small

        x, y, w, h = self.window
        bg = C.SCREEN_BG
        line = 0
        for k in range(16):
            if held >> k & 1 and line < self.CAPTION_LINES:
                s = self.names[k]
                ty = y + 3 + line * 20
                if writer.text_width(BODY, s) <= w - 8:
                    gfx.line(x + 4, ty, s, C.TEXT, bg, w - 8)
                else:  # longer than the window (CATASTROPHE): whole, in the small face
                    gfx.fill(x + 4, ty, w - 8, 18, bg)
                    gfx.text(x + 4, ty + 3, s, C.TEXT, bg, w - 8, small())
                line += 1
        if not held:
            gfx.line(x + 4, y + 3, "Press a key", C.DIM, bg, w - 8)
            line = 1
        for i in range(line, self.caption_lines):
            gfx.fill(x + 4, y + 3 + i * 20, w - 8, 18, bg)
        self.caption_lines = line

    def render(self):
        gfx = self.app.gfx
        held = self.held
        mv = self.app.board.battery_mv()
        if held == self.shown and mv == self.mv:
            return False
        bg = C.SCREEN_BG
        if self.shown < 0:
            clear(gfx, bg)
            gfx.text2(8, 6, "Key test", C.TITLE_TEXT, bg)
            gfx.line(8, KEYS_Y, "Hold B for 2 s to go back", C.DIM, bg)
            x, y, w, h = self.window
            for edge in ((x, y, w, 1), (x, y + h - 1, w, 1), (x, y, 1, h), (x + w - 1, y, 1, h)):
                gfx.fill(edge[0], edge[1], edge[2], edge[3], C.DIM)
            changed = 0xFFFF
        else:
            changed = held ^ self.shown
        for k in range(16):
            if changed >> k & 1:
                self.key(gfx, k, held >> k & 1)
        if changed:
            self.caption(gfx, held)
        if mv != self.mv:
            gfx.line(180, 8, "Battery %d mV" % mv, C.TEXT, bg, 136)
        self.shown = held
        self.mv = mv
        return True
