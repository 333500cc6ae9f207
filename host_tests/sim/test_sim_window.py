"""The live window's size, zoom flag, frame-rate figure and idle behaviour (pygame with SDL's
dummy video driver, whose desktop is 1024x768, and the real firmware)."""

import os
import re
import subprocess
import sys
import threading
import time

import pygame
import pytest
from test_sim_cli import wait_for  # polls: the machine may be busy, so no fixed sleeps

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PINMAP = os.path.join(ROOT, "hardware", "pinmap.json")
LAYOUT = os.path.join(ROOT, "hardware", "layout.json")
PYTHON = os.path.join(ROOT, ".venv", "bin", "python")


@pytest.fixture
def display(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    yield
    pygame.quit()


@pytest.mark.parametrize("desktop", [(1024, 768), (1280, 800), (1280, 1024), (1366, 768),
                                     (1920, 1080), (3840, 2160)])
def test_the_window_is_the_largest_that_fits_the_desktop(display, desktop):
    import viewer

    scale = viewer.fit_scale(desktop, PINMAP, LAYOUT)
    w, h = viewer.window_layout(PINMAP, LAYOUT, scale)[2]
    room = (desktop[0] - viewer.DESKTOP_SPARE[0], desktop[1] - viewer.DESKTOP_SPARE[1])
    assert w <= room[0] and h <= room[1]
    larger = [s for s in viewer.SCALES if s > scale]
    if larger:
        lw, lh = viewer.window_layout(PINMAP, LAYOUT, min(larger))[2]
        assert lw > room[0] or lh > room[1]
    if desktop == (1280, 800):  # the screen the old fixed 1312 px window was cut off on
        assert viewer.window_layout(PINMAP, LAYOUT, 2)[2][0] == 1312 and scale < 2


def test_a_zoom_scales_the_panel_and_the_drawn_keys_together(display):
    import viewer

    panel2, pad2, size2 = viewer.window_layout(PINMAP, LAYOUT, 2)
    panel3, pad3, size3 = viewer.window_layout(PINMAP, LAYOUT, 3)
    assert panel2.size == (640, 480) and panel3.size == (960, 720)
    assert abs(size3[0] / size2[0] - 1.5) < 0.01 and abs(size3[1] / size2[1] - 1.5) < 0.01
    assert abs(pad3.keys[0][2].width / pad2.keys[0][2].width - 1.5) < 0.05
    # A fractional zoom smooths the panel picture instead of doubling every other pixel.
    frame = bytes(range(256)) * (320 * 240 * 2 // 256)
    half = viewer.scaled_panel(viewer.frame_surface(frame), (480, 360))
    assert half.get_size() == (480, 360)


def test_scale_flag_takes_a_zoom_or_fit_and_refuses_the_rest():
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import sim

    assert sim.zoom("1.5") == 1.5 and sim.zoom("3") == 3.0 and sim.zoom("fit") is None
    for bad in ("0.5", "5", "big"):
        proc = subprocess.run([PYTHON, "tools/sim.py", "--scale", bad], cwd=ROOT,
                              capture_output=True, text=True, timeout=60)
        assert proc.returncode == 2 and "--scale" in proc.stderr


def test_frame_rate_is_averaged_over_a_second():
    import viewer

    rate = viewer.FrameRate(100.0)
    assert rate.update(100.5, 20) == 0.0  # not a second yet: the figure stays put
    assert rate.update(101.0, 30) == 30.0
    assert rate.update(101.9, 50) == 30.0
    assert rate.update(102.0, 54) == 24.0  # 24 frames in the last second
    assert rate.update(103.5, 54) == 0.0  # nothing drawn


def cpu_seconds():
    return time.process_time()  # every thread of this process: the window and the FIFO reader


def test_idle_window_sleeps_on_events_and_wakes_for_keys(display, sim_build, tmp_path):
    import viewer

    stats = {}
    seen = {}

    def player():
        try:
            seen["drawn"] = wait_for(lambda: "KB" in stats.get("caption", ""))
            # The title page is up and the firmware draws nothing more until a key comes.
            seen["settled"] = wait_for(lambda: stats["fps"] == 0.0 and "0 fps" in
                                       stats["caption"], 10)
            wakeups, redraws, cpu, t0 = (stats["wakeups"], stats["redraws"], cpu_seconds(),
                                         time.monotonic())
            time.sleep(2.0)
            elapsed = time.monotonic() - t0
            seen["idle"] = (stats["wakeups"] - wakeups, stats["redraws"] - redraws,
                            (cpu_seconds() - cpu) / elapsed, elapsed)
            redraws = stats["redraws"]
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN))
            seen["key"] = wait_for(lambda: stats["redraws"] > redraws, 10)
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_DOWN))
            # The firmware answers the key with frames: the figure counts them.
            seen["fps"] = wait_for(lambda: stats["fps"] > 0, 10)
        finally:
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    thread = threading.Thread(target=player, daemon=True)
    thread.start()
    status = viewer.run(sim_build, PINMAP, LAYOUT, str(tmp_path / "saves"), scale=None,
                        stats=stats)
    thread.join(5)
    assert status == 0
    assert stats["scale"] == viewer.fit_scale((1024, 768), PINMAP, LAYOUT) == 1.5
    assert seen["drawn"] and seen["settled"]
    wakeups, redraws, cpu_share, elapsed = seen["idle"]
    print("idle: %d wakeups, %d redraws, %.1f%% of a core over %.1f s"
          % (wakeups, redraws, 100 * cpu_share, elapsed))
    # Asleep on the event queue: a wake-up per IDLE_WAIT_MS for the fps figure, no repaint.
    assert redraws == 0
    assert wakeups <= elapsed * 1000 / viewer.IDLE_WAIT_MS + 2
    assert cpu_share < 0.15  # the old 60 Hz repaint loop took about a third of a core
    assert seen["key"] and seen["fps"]


@pytest.mark.usefixtures("repo_build")  # rebuilds build/sim
def test_idle_cpu_flag_measures_an_untouched_window():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", DISPLAY=os.environ.get("DISPLAY", ":0"))
    proc = subprocess.run([PYTHON, "tools/sim.py", "--idle-cpu", "1.5"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stderr
    match = re.search(r"idle over 1.5 s: window ([\d.]+)% of a core \((\d+) wake-ups, (\d+) "
                      r"redraws\), firmware ([\d.]+)%", proc.stdout)
    assert match, proc.stdout
    assert int(match.group(3)) == 0 and float(match.group(1)) < 15
