"""The live simulator window: the panel scaled up beside a drawing of the box's front panel.

The firmware runs under the MicroPython Unix port in SIM_MODE=live: its display stream arrives
on one FIFO (decoded by panel_model), the key state goes back as one decimal mask a line on
another. Holding a keyboard key (or the mouse on a drawn key) holds that button.

The window is sized to fit the desktop unless a zoom is given (`--scale`: window pixels per panel
pixel, 1 to 4, fractions allowed). It redraws only when something changed (a frame from the
firmware, a key, the firmware stopping) and otherwise sleeps on pygame's event queue, so an idle
simulator costs next to no CPU; the title shows the firmware's frame rate averaged over a second.
"""

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

# Sizes below are for the default zoom BASE_SCALE (a panel pixel drawn 2x2); other zooms scale
# every one of them, so the window keeps its proportions.
BASE_SCALE = 2
SCALES = (4, 3.5, 3, 2.5, 2, 1.75, 1.5, 1.25, 1)  # fit_scale() tries these, largest first
# Room the window manager takes around a window (title bar, a taskbar or dock).
DESKTOP_SPARE = (16, 96)
IDLE_WAIT_MS = 500  # wake this often with nothing to do: the fps figure and a stopped firmware
FPS_PERIOD = 1.0  # seconds the title's frame rate is averaged over
MAX_REDRAW_HZ = 60
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

    def __init__(self, rows, left, top, layout, zoom=1.0):
        self.keys = []  # (name, bit, rect, hint)
        self.left = left
        self.top = top
        self.layout = layout
        self.zoom = zoom
        self.mm = mm = MM * zoom
        places = layout.get("keys", {}) if layout else {}
        self.face = None
        if all(name in places for row in rows for name in row):
            face = layout["panel"]
            self.face = pygame.Rect(left, top, face["width_mm"] * mm, face["height_mm"] * mm)
            size = layout.get("key_hole_diameter_mm", 12.5) * mm
        for r, row in enumerate(rows):
            for c, name in enumerate(row):
                if self.face is not None:
                    x_mm, y_mm = places[name]
                    rect = pygame.Rect(0, 0, size, size)
                    rect.center = (left + x_mm * mm, top + y_mm * mm)
                else:
                    rect = pygame.Rect(left + c * self.px(KEY_W + KEY_GAP),
                                       top + r * self.px(KEY_H + KEY_GAP), self.px(KEY_W),
                                       self.px(KEY_H))
                # The cap shows the first keyboard key; the legend below lists them all.
                first = KEYBOARD[name][0]
                hint = KEY_NAMES.get(first, pygame.key.name(first))
                self.keys.append((name, 1 << (r * 4 + c), rect, hint))
        self.tiny = pygame.font.Font(None, self.px(17))
        self.small_screen = None
        self.by_keyboard = {}
        for name, bit, _rect, _hint in self.keys:
            for k in KEYBOARD[name]:
                self.by_keyboard[k] = bit
        self.lowest = max(rect.centery for _n, _b, rect, _h in self.keys)
        self.bottom = max(rect.bottom for _n, _b, rect, _h in self.keys) + self.px(24)
        if self.face is not None:
            self.bottom = max(self.bottom, self.face.bottom)
        self.right = max(rect.right for _n, _b, rect, _h in self.keys)
        if self.face is not None:
            self.right = max(self.right, self.face.right)

    def px(self, n):
        """A length given for the default zoom, at this pad's zoom."""
        return int(round(n * self.zoom))

    def bit_at(self, pos):
        for _name, bit, rect, _hint in self.keys:
            if rect.collidepoint(pos):
                return bit
        return 0

    def draw(self, screen, font, small, mask):
        small = self.tiny if self.face is not None else small
        caps = self.layout.get("cap_colours", {}) if self.layout else {}
        mm = self.mm
        px = self.px
        if self.face is not None:
            pygame.draw.rect(screen, FACE, self.face, border_radius=int(6 * mm))
            window = self.layout.get("display_window", {}).get("centre_mm")
            if window:
                glass = pygame.Rect(0, 0, 58 * mm, 43 * mm)  # a 2.8" panel's active area
                glass.center = (self.left + window[0] * mm, self.top + window[1] * mm)
                pygame.draw.rect(screen, (10, 10, 10), glass)
                if self.small_screen is not None:
                    # The same picture at the size it has on the box, for a sense of scale.
                    screen.blit(pygame.transform.scale(self.small_screen, glass.size), glass)
        for name, bit, rect, hint in self.keys:
            colour = KEY_HELD if mask & bit else KEY_IDLE
            if self.face is not None:
                pygame.draw.circle(screen, CAP_RING, rect.center, rect.width // 2 + px(2))
                cap = caps.get(name)
                fill = colour if mask & bit or not cap else pygame.Color(cap)
                pygame.draw.circle(screen, fill, rect.center, rect.width // 2)
                if mask & bit:
                    pygame.draw.circle(screen, LABEL, rect.center, rect.width // 2 + px(3), px(3))
                # Names go above the caps, except on the lowest row where nothing is below; there
                # they alternate between two lines, as the keys sit closer than "catastrophe".
                label_y = rect.top - px(9)
                if rect.centery == self.lowest:
                    label_y = rect.bottom + px(8 if bit.bit_length() % 2 else 19)
            else:
                pygame.draw.rect(screen, colour, rect, border_radius=px(10))
                label_y = rect.centery - px(9)
            text = small.render(name, True, LABEL)
            screen.blit(text, text.get_rect(center=(rect.centerx, label_y)))
            text = small.render(hint, True, LABEL if self.face is not None else HINT)
            where = rect.center if self.face is not None else (rect.centerx, rect.centery + px(14))
            screen.blit(text, text.get_rect(center=where))


class StreamReader(threading.Thread):
    """Decodes the display FIFO in the background; keeps the newest frame and counts frames. Each
    new frame wakes the window's event loop with one FRAME_EVENT (one at a time, so a fast
    firmware cannot flood the queue)."""

    def __init__(self, path):
        super().__init__(daemon=True)
        self.path = path
        self.lock = threading.Lock()
        self.latest = None
        self.count = 0
        self.pending = False
        self.model = panel_model.PanelModel(keep_frames=False, on_frame=self._on_frame)

    def _on_frame(self, frame):
        with self.lock:
            self.latest = frame
            self.count += 1
            wake = not self.pending
            self.pending = True
        if wake:
            pygame.event.post(pygame.event.Event(FRAME_EVENT))

    def take(self):
        """The newest frame and the number of frames so far; the next frame wakes the loop."""
        with self.lock:
            self.pending = False
            return self.latest, self.count

    def run(self):
        with open(self.path, "rb", buffering=0) as f:
            while True:
                chunk = f.read(1 << 16)
                if not chunk:
                    return
                self.model.feed(chunk)


FRAME_EVENT = pygame.event.custom_type()


class FrameRate:
    """Frames per second averaged over FPS_PERIOD: the figure changes once a second, not with
    every frame, so it can be read."""

    def __init__(self, now):
        self.since = now
        self.start_count = 0
        self.value = 0.0

    def update(self, now, count):
        if now - self.since >= FPS_PERIOD:
            self.value = (count - self.start_count) / (now - self.since)
            self.since = now
            self.start_count = count
        return self.value


def window_layout(pinmap_path, layout_path, scale):
    """Where the panel picture and the front panel go: (panel rect, KeyPad, window size)."""
    zoom = scale / BASE_SCALE
    margin = int(round(MARGIN * zoom))
    rows = key_rows(pinmap_path)
    panel_rect = pygame.Rect(margin, margin, round(PANEL_W * scale), round(PANEL_H * scale))
    pad = KeyPad(rows, panel_rect.right + 2 * margin, margin, load_layout(layout_path), zoom)
    pad.legend_y = pad.bottom + pad.px(12)
    size = (pad.right + margin, max(panel_rect.bottom, pad.legend_y + pad.px(90)) + margin)
    return panel_rect, pad, size


def fit_scale(desktop, pinmap_path, layout_path):
    """The largest zoom in SCALES whose window fits `desktop` (w, h) with DESKTOP_SPARE left for
    the window manager; the smallest one if none does."""
    room_w = desktop[0] - DESKTOP_SPARE[0]
    room_h = desktop[1] - DESKTOP_SPARE[1]
    for scale in SCALES:
        w, h = window_layout(pinmap_path, layout_path, scale)[2]
        if w <= room_w and h <= room_h:
            return scale
    return SCALES[-1]


def desktop_size():
    """The size of the desktop the window opens on (pygame's display must be initialised)."""
    sizes = pygame.display.get_desktop_sizes()
    if sizes:
        return sizes[0]
    info = pygame.display.Info()
    return info.current_w, info.current_h


def scaled_panel(surface, size):
    """The panel picture at the window's zoom: whole pixels for an integer zoom, smoothed for a
    fractional one (nearest-pixel scaling by 1.5 would draw every other pixel twice as wide)."""
    if size[0] % PANEL_W == 0 and size[1] % PANEL_H == 0:
        return pygame.transform.scale(surface, size)
    deep = pygame.Surface(surface.get_size(), 0, 32)
    deep.blit(surface, (0, 0))
    return pygame.transform.smoothscale(deep, size)


def console_picture(memory, pinmap_path, layout_path, mask=0, scale=2):
    """The window as it looks with this panel frame and these keys held, drawn off screen (for
    `make demo` and the README): the same layout and drawing as the live window."""
    pygame.font.init()
    panel_rect, pad, size = window_layout(pinmap_path, layout_path, scale)
    # No legend below the keys: nothing is running.
    picture = pygame.Surface((size[0], max(panel_rect.bottom, pad.bottom) + pad.px(MARGIN)))
    picture.fill(BACKGROUND)
    pad.small_screen = frame_surface(memory)
    picture.blit(scaled_panel(pad.small_screen, panel_rect.size), panel_rect)
    pad.draw(picture, pygame.font.Font(None, pad.px(26)), pygame.font.Font(None, pad.px(20)),
             mask)
    return picture


def run(build_dir, pinmap_path, layout_path, save_dir, scale=2, heap=headless.HEAP, stats=None):
    """Open the window (pygame display already initialised), run the firmware live until closed.

    `scale` None fits the window to the desktop. `stats`, if given, is a dict the loop keeps up to
    date: scale, wakeups (passes of the event loop), redraws, fps, caption."""
    if scale is None:
        scale = fit_scale(desktop_size(), pinmap_path, layout_path)
    stats = {} if stats is None else stats
    stats.update(scale=scale, wakeups=0, redraws=0, fps=0.0, caption="")
    panel_rect, pad, size = window_layout(pinmap_path, layout_path, scale)
    screen = pygame.display.set_mode(size)
    font = pygame.font.Font(None, pad.px(26))
    small = pygame.font.Font(None, pad.px(20))
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
        proc = headless.start_firmware(argv, cwd=build_dir, env=dict(os.environ, **env))
        stats["firmware_pid"] = proc.pid
        reader = StreamReader(display_fifo)
        reader.start()
        try:
            _loop(screen, pad, font, small, panel_rect, reader, proc, keys_fd, stats)
            # The firmware's own status if it stopped before the window closed (a crash).
            status = proc.poll() or 0
        finally:
            os.close(keys_fd)  # EOF on the keys FIFO: the host hal ends the firmware
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                headless.stop_firmware(proc)  # still starting up: nothing of it needs keeping
                proc.wait()
    return status


def _draw(screen, pad, font, small, panel_rect, panel_surface, mask, running, returncode):
    screen.fill(BACKGROUND)
    if panel_surface is not None:
        screen.blit(panel_surface, panel_rect)
    pad.draw(screen, font, small, mask)
    status = "firmware running" if running else (
        "firmware exited (status %s): see the terminal" % returncode)
    lines = [status + "; close the window to quit"] + LEGEND
    step = pad.px(20)
    for i, line in enumerate(lines):
        screen.blit(small.render(line, True, HINT), (pad.left, pad.legend_y + i * step))
    pygame.display.flip()


def _loop(screen, pad, font, small, panel_rect, reader, proc, keys_fd, stats):
    """Sleep on the event queue; redraw only when a frame, a key or the firmware's state changed
    (at most MAX_REDRAW_HZ times a second)."""
    clock = pygame.time.Clock()
    held_keyboard = set()
    mouse_bit = 0
    sent = 0
    shown = None
    panel_surface = None
    drawn_state = None
    rate = FrameRate(time.monotonic())
    while True:
        events = [pygame.event.wait(IDLE_WAIT_MS)] + pygame.event.get()
        stats["wakeups"] += 1
        for event in events:
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
        running = proc.poll() is None
        if mask != sent and running:
            os.write(keys_fd, b"%d\n" % mask)
            sent = mask
        frame, count = reader.take()
        if frame is not None and frame is not shown:
            shown = frame
            pad.small_screen = frame_surface(frame.memory)
            panel_surface = scaled_panel(pad.small_screen, panel_rect.size)
        state = (shown, mask, running)
        # Exposure and resizing repaint too: the window's contents may have been lost.
        exposed = any(e.type in (pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED) for e in events)
        if state != drawn_state or exposed:
            _draw(screen, pad, font, small, panel_rect, panel_surface, mask, running,
                  proc.returncode)
            drawn_state = state
            stats["redraws"] += 1
            clock.tick(MAX_REDRAW_HZ)  # caps the redraw rate when frames come faster
        fps = rate.update(time.monotonic(), count)
        heap = "-" if shown is None else "%.1f KB" % (shown.heap_used / 1024)
        caption = "Tigris console sim - %d fps - heap in use %s" % (round(fps), heap)
        if caption != stats["caption"]:
            pygame.display.set_caption(caption)
            stats["caption"] = caption
        stats["fps"] = fps


def _stat(pid):
    """The fields of /proc/PID/stat after the command's name (Linux); None if it has ended."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().rsplit(")", 1)[1].split()
    except OSError:
        return None


def _cpu_seconds(pid, under=False):
    """User + system CPU time so far of a process, from /proc (Linux); `under`: and of every
    process under it, those running and those ended (the firmware runs under headless.py's
    restart loop, a new process at each soft reset)."""
    if not under:
        fields = _stat(pid)
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    tree = {pid}
    found = True
    while found:  # children, then theirs
        found = False
        for name in os.listdir("/proc"):
            if name.isdigit() and int(name) not in tree:
                fields = _stat(int(name))
                if fields is not None and int(fields[1]) in tree:
                    tree.add(int(name))
                    found = True
    total = 0
    for p in tree:
        fields = _stat(p)
        if fields is not None:  # its own time and its ended children's
            total += int(fields[11]) + int(fields[12]) + int(fields[13]) + int(fields[14])
    return total / os.sysconf("SC_CLK_TCK")


def measure_idle(build_dir, pinmap_path, layout_path, save_dir, scale, seconds, heap=headless.HEAP):
    """Open the live window, let the firmware draw its title page, then measure over `seconds`
    how much CPU the window and the firmware take while nobody touches a key; close and return
    (window %, firmware %, wakeups, redraws) of one core."""
    stats = {}
    result = {}

    def meter():
        try:
            deadline = time.monotonic() + 60
            while "KB" not in stats.get("caption", "") and time.monotonic() < deadline:
                time.sleep(0.1)
            time.sleep(2.0)  # the title page's last frames
            firmware = stats.get("firmware_pid")
            t0 = time.monotonic()
            own0 = _cpu_seconds(os.getpid())
            fw0 = _cpu_seconds(firmware, under=True)
            wakeups, redraws = stats["wakeups"], stats["redraws"]
            time.sleep(seconds)
            elapsed = time.monotonic() - t0
            result.update(
                window=100 * (_cpu_seconds(os.getpid()) - own0) / elapsed,
                firmware=100 * (_cpu_seconds(firmware, under=True) - fw0) / elapsed,
                wakeups=stats["wakeups"] - wakeups, redraws=stats["redraws"] - redraws)
        finally:
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=meter, daemon=True).start()
    run(build_dir, pinmap_path, layout_path, save_dir, scale, heap, stats)
    return result
