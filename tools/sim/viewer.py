"""The live simulator window: the panel scaled up beside a drawing of the box's front panel.

The firmware runs under the MicroPython Unix port in SIM_MODE=live: its display stream arrives
on one FIFO (decoded by panel_model), the key state goes back as one decimal mask a line on
another. Holding a keyboard key (or the mouse on a drawn key) holds that button.
"""

import collections
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from array import array

import headless
import panel_model
import pygame

MARGIN = 16
KEY_W = 96
KEY_H = 64
KEY_GAP = 10
PANEL_W = panel_model.WIDTH
PANEL_H = panel_model.HEIGHT
# Keyboard keys per matrix key name (README "Try it on your desktop").
KEYBOARD = {
    "up": (pygame.K_UP,),
    "down": (pygame.K_DOWN,),
    "left": (pygame.K_LEFT,),
    "right": (pygame.K_RIGHT,),
    "a": (pygame.K_z,),
    "b": (pygame.K_x,),
    "reveal": (pygame.K_SPACE,),
    "menu": (pygame.K_TAB, pygame.K_ESCAPE),
    "red": (pygame.K_1,),
    "blue": (pygame.K_2,),
    "green": (pygame.K_3,),
    "black": (pygame.K_4,),
    "leader": (pygame.K_l,),
    "catastrophe": (pygame.K_c,),
    "swap": (pygame.K_s,),
    "pass": (pygame.K_p,),
}
KEY_NAMES = {pygame.K_UP: "^", pygame.K_DOWN: "v", pygame.K_LEFT: "<", pygame.K_RIGHT: ">",
             pygame.K_SPACE: "spc", pygame.K_ESCAPE: "esc", pygame.K_TAB: "tab"}
MM = 3.2  # pixels per millimetre of the drawn front panel
FACE = (52, 56, 64)
CAP_RING = (20, 20, 24)
KEY_IDLE = (60, 60, 80)
KEY_HELD = (0, 158, 115)
BACKGROUND = (30, 30, 36)
LEGEND = [
    "keys: arrows = D-pad, Z = A, X = B, hold Space = reveal, Tab/Esc = menu,",
    "1-4 = red/blue/green/black, L leader, C catastrophe, S swap, P pass;",
    "or hold a drawn key with the mouse",
]
LABEL = (235, 235, 235)
HINT = (170, 170, 190)


def key_rows(pinmap_path):
    with open(pinmap_path) as f:
        return json.load(f)["matrix"]["keys"]


def load_layout(layout_path):
    try:
        with open(layout_path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None  # no front-panel drawing: the keys are drawn as a plain grid


def frame_surface(memory):
    """A 320x240 surface from big-endian RGB565 panel memory (one byteswap, no per-pixel loop)."""
    pixels = array("H", memory)
    if sys.byteorder == "little":
        pixels.byteswap()  # the panel's big-endian pixels as the host's 16-bit numbers
    surface = pygame.Surface((PANEL_W, PANEL_H), 0, 16, (0xF800, 0x07E0, 0x001F, 0))
    if surface.get_pitch() == PANEL_W * 2:
        surface.get_buffer().write(pixels.tobytes(), 0)
    else:  # a padded pitch: go through the slower RGB path
        rgb = panel_model.Frame(0, 0, 0, 0, bytes(memory), 0, 0).rgb_bytes()
        surface = pygame.image.frombuffer(rgb, (PANEL_W, PANEL_H), "RGB")
    return surface


class KeyPad:
    """The box's front panel drawn to scale from hardware/layout.json (a 4x4 grid if that file has
    no key positions): each key where the maker drills it, lit while held."""

    def __init__(self, rows, left, top, layout):
        self.keys = []  # (name, bit, rect, hint)
        self.left = left
        self.top = top
        self.layout = layout
        places = layout.get("keys", {}) if layout else {}
        self.face = None
        if all(name in places for row in rows for name in row):
            face = layout["panel"]
            self.face = pygame.Rect(left, top, face["width_mm"] * MM, face["height_mm"] * MM)
            size = layout.get("key_hole_diameter_mm", 12.5) * MM
        for r, row in enumerate(rows):
            for c, name in enumerate(row):
                if self.face is not None:
                    x_mm, y_mm = places[name]
                    rect = pygame.Rect(0, 0, size, size)
                    rect.center = (left + x_mm * MM, top + y_mm * MM)
                else:
                    rect = pygame.Rect(left + c * (KEY_W + KEY_GAP),
                                       top + r * (KEY_H + KEY_GAP), KEY_W, KEY_H)
                # The cap shows the first keyboard key; the legend below lists them all.
                first = KEYBOARD[name][0]
                hint = KEY_NAMES.get(first, pygame.key.name(first))
                self.keys.append((name, 1 << (r * 4 + c), rect, hint))
        self.tiny = pygame.font.Font(None, 17)
        self.small_screen = None
        self.by_keyboard = {}
        for name, bit, _rect, _hint in self.keys:
            for k in KEYBOARD[name]:
                self.by_keyboard[k] = bit
        self.lowest = max(rect.centery for _n, _b, rect, _h in self.keys)
        self.bottom = max(rect.bottom for _n, _b, rect, _h in self.keys) + 24
        if self.face is not None:
            self.bottom = max(self.bottom, self.face.bottom)
        self.right = max(rect.right for _n, _b, rect, _h in self.keys)
        if self.face is not None:
            self.right = max(self.right, self.face.right)

    def bit_at(self, pos):
        for _name, bit, rect, _hint in self.keys:
            if rect.collidepoint(pos):
                return bit
        return 0

    def draw(self, screen, font, small, mask):
        small = self.tiny if self.face is not None else small
        caps = self.layout.get("cap_colours", {}) if self.layout else {}
        if self.face is not None:
            pygame.draw.rect(screen, FACE, self.face, border_radius=int(6 * MM))
            window = self.layout.get("display_window", {}).get("centre_mm")
            if window:
                glass = pygame.Rect(0, 0, 58 * MM, 43 * MM)  # a 2.8" panel's active area
                glass.center = (self.left + window[0] * MM, self.top + window[1] * MM)
                pygame.draw.rect(screen, (10, 10, 10), glass)
                if self.small_screen is not None:
                    # The same picture at the size it has on the box, for a sense of scale.
                    screen.blit(pygame.transform.scale(self.small_screen, glass.size), glass)
        for name, bit, rect, hint in self.keys:
            colour = KEY_HELD if mask & bit else KEY_IDLE
            if self.face is not None:
                pygame.draw.circle(screen, CAP_RING, rect.center, rect.width // 2 + 2)
                cap = caps.get(name)
                fill = colour if mask & bit or not cap else pygame.Color(cap)
                pygame.draw.circle(screen, fill, rect.center, rect.width // 2)
                if mask & bit:
                    pygame.draw.circle(screen, LABEL, rect.center, rect.width // 2 + 3, 3)
                # Names go above the caps, except on the lowest row where nothing is below; there
                # they alternate between two lines, as the keys sit closer than "catastrophe".
                label_y = rect.top - 9
                if rect.centery == self.lowest:
                    label_y = rect.bottom + (8 if bit.bit_length() % 2 else 19)
            else:
                pygame.draw.rect(screen, colour, rect, border_radius=10)
                label_y = rect.centery - 9
            text = small.render(name, True, LABEL)
            screen.blit(text, text.get_rect(center=(rect.centerx, label_y)))
            text = small.render(hint, True, LABEL if self.face is not None else HINT)
            where = rect.center if self.face is not None else (rect.centerx, rect.centery + 14)
            screen.blit(text, text.get_rect(center=where))


class StreamReader(threading.Thread):
    """Decodes the display FIFO in the background; keeps the newest frame and the frame rate."""

    def __init__(self, path):
        super().__init__(daemon=True)
        self.path = path
        self.lock = threading.Lock()
        self.latest = None
        self.times = collections.deque()
        self.model = panel_model.PanelModel(keep_frames=False, on_frame=self._on_frame)

    def _on_frame(self, frame):
        now = time.monotonic()
        with self.lock:
            self.latest = frame
            self.times.append(now)

    def fps(self):
        now = time.monotonic()
        with self.lock:
            while self.times and self.times[0] < now - 1.0:
                self.times.popleft()
            return len(self.times)

    def run(self):
        with open(self.path, "rb", buffering=0) as f:
            while True:
                chunk = f.read(1 << 16)
                if not chunk:
                    return
                self.model.feed(chunk)


def window_layout(pinmap_path, layout_path, scale):
    """Where the panel picture and the front panel go: (panel rect, KeyPad, window size)."""
    rows = key_rows(pinmap_path)
    panel_rect = pygame.Rect(MARGIN, MARGIN, PANEL_W * scale, PANEL_H * scale)
    pad = KeyPad(rows, panel_rect.right + 2 * MARGIN, MARGIN, load_layout(layout_path))
    pad.legend_y = pad.bottom + 12
    size = (pad.right + MARGIN, max(panel_rect.bottom, pad.legend_y + 90) + MARGIN)
    return panel_rect, pad, size


def console_picture(memory, pinmap_path, layout_path, mask=0, scale=2):
    """The window as it looks with this panel frame and these keys held, drawn off screen (for
    `make demo` and the README): the same layout and drawing as the live window."""
    pygame.font.init()
    panel_rect, pad, size = window_layout(pinmap_path, layout_path, scale)
    # No legend below the keys: nothing is running.
    picture = pygame.Surface((size[0], max(panel_rect.bottom, pad.bottom) + MARGIN))
    picture.fill(BACKGROUND)
    pad.small_screen = frame_surface(memory)
    picture.blit(pygame.transform.scale(pad.small_screen, panel_rect.size), panel_rect)
    pad.draw(picture, pygame.font.Font(None, 26), pygame.font.Font(None, 20), mask)
    return picture


def run(build_dir, pinmap_path, layout_path, save_dir, scale=2, heap=headless.HEAP):
    """Open the window (pygame display already initialised), run the firmware live until closed."""
    panel_rect, pad, size = window_layout(pinmap_path, layout_path, scale)
    screen = pygame.display.set_mode(size)
    font = pygame.font.Font(None, 26)
    small = pygame.font.Font(None, 20)
    with tempfile.TemporaryDirectory() as tmp:
        keys_fifo = os.path.join(tmp, "keys")
        display_fifo = os.path.join(tmp, "display")
        os.mkfifo(keys_fifo)
        os.mkfifo(display_fifo)
        # O_RDWR never blocks on a FIFO and keeps it open for the firmware's reads.
        keys_fd = os.open(keys_fifo, os.O_RDWR)
        os.write(keys_fd, b"0\n")
        argv, env = headless.firmware_command(build_dir, heap)
        env.update(SIM_MODE="live", SIM_IN=keys_fifo, SIM_OUT=display_fifo,
                   SIM_SAVE_DIR=os.path.abspath(save_dir))
        proc = subprocess.Popen(argv, cwd=build_dir, env=dict(os.environ, **env))
        reader = StreamReader(display_fifo)
        reader.start()
        try:
            _loop(screen, pad, font, small, panel_rect, scale, reader, proc, keys_fd)
            # The firmware's own status if it stopped before the window closed (a crash).
            status = proc.poll() or 0
        finally:
            os.close(keys_fd)  # EOF on the keys FIFO: the host hal ends the firmware
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.terminate()  # still starting up: nothing of it needs keeping
                proc.wait()
    return status


def _loop(screen, pad, font, small, panel_rect, scale, reader, proc, keys_fd):
    clock = pygame.time.Clock()
    held_keyboard = set()
    mouse_bit = 0
    sent = 0
    shown = None
    while True:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                return
            if event.type == pygame.KEYDOWN and event.key in pad.by_keyboard:
                held_keyboard.add(event.key)
            elif event.type == pygame.KEYUP:
                held_keyboard.discard(event.key)
            elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                mouse_bit = pad.bit_at(event.pos)
            elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                mouse_bit = 0
            elif event.type == pygame.WINDOWFOCUSLOST:
                held_keyboard.clear()  # key-ups go elsewhere while unfocused
        mask = mouse_bit
        for k in held_keyboard:
            mask |= pad.by_keyboard[k]
        if mask != sent and proc.poll() is None:
            os.write(keys_fd, b"%d\n" % mask)
            sent = mask
        frame = reader.latest
        screen.fill(BACKGROUND)
        if frame is not None and frame is not shown:
            shown = frame
            pad.small_screen = frame_surface(frame.memory)
            pad.surface = pygame.transform.scale(pad.small_screen, panel_rect.size)
        if shown is not None:
            screen.blit(pad.surface, panel_rect)
        pad.draw(screen, font, small, mask)
        status = "firmware running" if proc.poll() is None else (
            "firmware exited (status %s): see the terminal" % proc.returncode)
        lines = [status + "; close the window to quit"] + LEGEND
        for i, line in enumerate(lines):
            screen.blit(small.render(line, True, HINT), (pad.left, pad.legend_y + i * 20))
        heap = "-" if frame is None else "%.1f KB" % (frame.heap_used / 1024)
        pygame.display.set_caption("Tigris console sim - %d fps - heap in use %s"
                                   % (reader.fps(), heap))
        pygame.display.flip()
        clock.tick(60)
