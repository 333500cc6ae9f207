"""The host hal (tools/sim/hal.py) under the real MicroPython Unix port with the real panel driver:
what the driver sends reaches the decoder as the panel would show it, keys follow the script's
virtual clock or the live FIFO, and the board's other members behave as firmware/README.md says."""

import json
import os
import subprocess
import time

import headless
import panel_model as pm
import pytest

DRAW = """
import hal
from drivers.panel import rgb565
b = hal.setup()
d = b.display
d.set_backlight(True)
d.fill_rect(0, 0, 320, 240, rgb565(0, 0, 0))
d.fill_rect(300, 220, 40, 40, rgb565(255, 0, 0))   # clipped at the bottom-right corner
px = bytearray(4)
px[0:2] = rgb565(0, 0, 255).to_bytes(2, 'little')  # swapped value, stored little-endian
px[2:4] = rgb565(255, 255, 255).to_bytes(2, 'little')
d.blit(5, 7, 2, 1, px)
b.end_frame()
print(b.battery_mv(), b.save_dir, b.safe_boot_held(), b.display.width, b.display.height)
b.watchdog.start(1000)
b.watchdog.feed()
"""

KEYS = """
import hal
b = hal.setup()
seen = []
last = -1
while True:
    m = b.keys.scan()
    if m != last:
        print(b.ticks_ms(), m)
        last = m
    b.sleep_ms(10)
"""

LIVE = """
import hal
b = hal.setup()
last = -1
while True:
    m = b.keys.scan()
    if m != last:
        print(m)
        last = m
    b.sleep_ms(5)
"""


def run_mp(sim_build, tmp_path, program, env, heap=headless.HEAP, timeout=30):
    path = tmp_path / "prog.py"
    path.write_text(program)
    argv, base_env = headless.firmware_command(sim_build, heap)
    argv = argv[:-1] + [headless.image_program(sim_build, str(path))]
    return headless.run_firmware(argv, timeout=timeout, cwd=sim_build,
                                 env=dict(os.environ, **base_env, **env))


def test_real_driver_output_decodes_to_the_drawn_pixels(sim_build, tmp_path):
    out = tmp_path / "display.bin"
    proc = run_mp(sim_build, tmp_path, DRAW, {"SIM_MODE": "script", "SIM_OUT": str(out),
                                              "SIM_SAVE_DIR": str(tmp_path / "saves")})
    assert proc.returncode == 0, proc.stderr
    battery, save_dir, safe_boot, width, height = proc.stdout.split()
    with open(os.path.join(sim_build, "pinmap.json")) as f:
        warn = json.load(f)["battery"]["warn_mv"]
    assert int(battery) > warn  # the default is a healthy battery
    assert save_dir == str(tmp_path / "saves") and os.path.isdir(save_dir)
    assert safe_boot == "False" and (width, height) == ("320", "240")
    model = pm.read_stream(str(out))
    assert model.resets == 1 and model.backlight is True and model.display_on
    assert model.madctl & pm.MADCTL_MV  # landscape: window coordinates are screen coordinates
    (f,) = model.frames
    assert f.pixel(0, 0) == (0, 0, 0)
    assert f.pixel(319, 239) == (255, 0, 0) and f.pixel(300, 220) == (255, 0, 0)
    assert f.pixel(299, 239) == (0, 0, 0) and f.pixel(319, 219) == (0, 0, 0)
    assert f.pixel(5, 7) == (0, 0, 255) and f.pixel(6, 7) == (255, 255, 255)
    assert f.pixel(7, 7) == (0, 0, 0)
    total = f.heap_used + f.heap_free
    assert 185 * 1024 < total <= 192 * 1024  # the F record reports the Pico-sized heap


def test_low_battery_comes_from_the_environment(sim_build, tmp_path):
    proc = run_mp(sim_build, tmp_path, DRAW, {"SIM_MODE": "script", "SIM_BATTERY_MV": "3300"})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split()[0] == "3300"


def test_script_keys_follow_the_virtual_clock_and_end_the_run(sim_build, tmp_path):
    keys = tmp_path / "keys.txt"
    keys.write_text("# t mask\n0 0\n100 16\n150 0\n400 32\n")
    out = tmp_path / "display.bin"
    start = time.monotonic()
    proc = run_mp(sim_build, tmp_path, KEYS, {"SIM_MODE": "script", "SIM_IN": str(keys),
                                              "SIM_OUT": str(out), "SIM_TAIL_MS": "200"})
    assert proc.returncode == 0, proc.stderr  # SystemExit after the last line plus the tail
    changes = [tuple(map(int, line.split())) for line in proc.stdout.split("\n") if line]
    assert changes == [(0, 0), (100, 16), (150, 0), (400, 32)]
    assert time.monotonic() - start < 10  # 600 ms of virtual time, not of waiting
    (final,) = pm.read_stream(str(out)).frames  # the hal's closing F record
    assert final.ticks == 600


def test_live_keys_arrive_through_the_fifo_and_eof_ends_the_firmware(sim_build, tmp_path):
    fifo = str(tmp_path / "keys")
    os.mkfifo(fifo)
    fd = os.open(fifo, os.O_RDWR)
    prog = tmp_path / "live.py"
    prog.write_text(LIVE)
    argv, env = headless.firmware_command(sim_build)
    argv = argv[:-1] + [headless.image_program(sim_build, str(prog))]
    env.update(SIM_MODE="live", SIM_IN=fifo)
    proc = headless.start_firmware(argv, cwd=sim_build, env=dict(os.environ, **env),
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first = proc.stdout.readline()  # no line sent yet: the keys read as released
        for mask in (5, 1024):
            os.write(fd, b"%d\n" % mask)
            time.sleep(0.15)
    finally:
        os.close(fd)  # the viewer closing its end: the hal raises SystemExit
    out, err = proc.communicate(timeout=10)
    assert proc.returncode == 0, err
    assert [first.strip()] + out.split() == ["0", "5", "1024"]


WATCHDOG = """
import hal
b = hal.setup()
print(b.watchdog.reset_cause(), b.watchdog.running)
b.watchdog.start(1000)
b.watchdog.feed()
print(b.watchdog.running)
"""


def test_watchdog_reset_cause_comes_from_the_environment(sim_build, tmp_path):
    proc = run_mp(sim_build, tmp_path, WATCHDOG, {"SIM_MODE": "script"})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["False", "False", "True"]  # a power-on reset by default
    proc = run_mp(sim_build, tmp_path, WATCHDOG,
                  {"SIM_MODE": "script", "SIM_RESET_CAUSE": "watchdog"})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["True", "False", "True"]


RESETS = """
import hal
b = hal.setup()
with open("/proc/self/stat") as f:
    parent = f.read().rsplit(")", 1)[1].split()[1]
print(b.now, parent, b.reset_cause())
if b.now < 20:
    b.sleep_ms(10)
    b.soft_reset()
"""


def test_a_soft_reset_starts_the_next_process_beside_this_one(sim_build, tmp_path):
    # machine.soft_reset(): three processes one after the other, the virtual clock going on;
    # each is the restart loop's child (the same parent), none waits inside the one before; a
    # soft reset is no watchdog reset, whatever started the run.
    proc = run_mp(sim_build, tmp_path, RESETS, {"SIM_MODE": "script",
                                                "SIM_RESET_CAUSE": "watchdog"})
    assert proc.returncode == 0, proc.stderr
    lines = [line.split() for line in proc.stdout.split("\n") if line]
    assert [(now, cause) for now, _, cause in lines] == [
        ("0", "True"), ("10", "False"), ("20", "False")]
    assert len({parent for _, parent, _ in lines}) == 1
    assert proc.stderr.count("sim: soft reset at") == 2


def firmware_processes(path):
    """Pids of the processes running the program at `path` (Linux /proc)."""
    pids = []
    for name in os.listdir("/proc"):
        try:
            with open("/proc/%s/cmdline" % name, "rb") as f:
                if str(path).encode() in f.read():
                    pids.append(int(name))
        except OSError:
            pass  # not a process, or ended meanwhile
    return pids


def test_a_timeout_ends_the_firmware_with_its_restart_loop(sim_build, tmp_path):
    # A firmware stuck in a loop: the run's timeout ends it too, not only the shell around it,
    # and the loop's reset file (made in TMPDIR) goes with them.
    temp = tmp_path / "temp"
    temp.mkdir()
    with pytest.raises(subprocess.TimeoutExpired):
        run_mp(sim_build, tmp_path, "while True:\n    pass\n",
               {"SIM_MODE": "script", "TMPDIR": str(temp)}, timeout=1)
    program = headless.image_program(sim_build, str(tmp_path / "prog.py"))  # what ran
    deadline = time.monotonic() + 5
    while firmware_processes(program) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert firmware_processes(program) == []
    assert list(temp.iterdir()) == []


def test_a_long_timeline_is_not_held_in_the_heap(sim_build, tmp_path):
    # The hal shares the firmware's heap: it reads the timeline as the clock reaches each line,
    # so a game-long script costs no more heap than a short one (the closing F record's figure).
    used = []
    for lines in (2, 4000):
        keys = tmp_path / ("keys%d.txt" % lines)
        keys.write_text("".join("%d %d\n" % (t * 20, t & 1) for t in range(lines)))
        out = tmp_path / ("display%d.bin" % lines)
        proc = run_mp(sim_build, tmp_path, KEYS, {"SIM_MODE": "script", "SIM_IN": str(keys),
                                                  "SIM_OUT": str(out), "SIM_TAIL_MS": "20"})
        assert proc.returncode == 0, proc.stderr
        assert len(proc.stdout.split("\n")) >= lines  # every change of the mask was seen
        used.append(pm.read_stream(str(out)).frames[-1].heap_used)
    assert used[1] - used[0] < 512, used  # a list of 4000 events alone would be 64 KB here


PANEL_KIND = """
import hal
try:
    b = hal.setup()
    print(type(b.display).__name__)
except ValueError as err:
    print("refused:", err)
"""


def test_panel_chip_comes_from_the_pinmap_and_a_misspelt_one_is_refused(sim_build, tmp_path):
    # As on the device (firmware/hal.py): display.panel picks the driver; an unknown name stops
    # the boot instead of drawing with the wrong chip's commands.
    with open(os.path.join(sim_build, "pinmap.json")) as f:
        pinmap = json.load(f)
    seen = {}
    for panel in ("st7789", "ili9341", "ili9342"):
        pinmap["display"]["panel"] = panel
        path = tmp_path / (panel + ".json")
        path.write_text(json.dumps(pinmap))
        proc = run_mp(sim_build, tmp_path, PANEL_KIND, {"SIM_MODE": "script",
                                                        "SIM_PINMAP": str(path),
                                                        "SIM_SAVE_DIR": str(tmp_path / "saves")})
        assert proc.returncode == 0, proc.stderr
        seen[panel] = headless.source_names(sim_build, proc.stdout.strip())
    assert seen == {"st7789": "ST7789", "ili9341": "ILI9341",
                    "ili9342": "refused: unknown panel 'ili9342'"}
