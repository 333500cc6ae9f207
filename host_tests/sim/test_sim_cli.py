"""The simulator's entry points: `make sim` without a display, the headless script runner, the
script language, and the live window (pygame with SDL's dummy video driver, the real firmware)."""

import os
import re
import subprocess
import sys
import threading
import time

import pygame
import pytest
import timeline

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PYTHON = os.path.join(ROOT, ".venv", "bin", "python")
sys.path.insert(0, os.path.join(ROOT, "firmware"))

from console import keys  # noqa: E402  (firmware/console/keys.py: the key bits)


@pytest.mark.parametrize("display", [None, ":4242"])  # none named; one named but not there
def test_make_sim_without_a_display_says_so_in_one_line(display):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    if display:
        env["DISPLAY"] = display
    proc = subprocess.run([PYTHON, "tools/sim.py"], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0
    assert len(proc.stdout.splitlines()) == 1 and proc.stderr == ""
    assert "make demo" in proc.stdout


def test_script_language_compiles_to_the_timeline():
    bits = timeline.key_bits()
    assert (bits["a"], bits["reveal"], bits["pass"]) == (keys.K_A, keys.K_REVEAL, keys.K_F8)
    assert len(bits) == 16 and sorted(bits.values()) == [1 << i for i in range(16)]
    script = timeline.compile_script(
        "# comment\nwait 100\npress up left\nhold reveal 300\nshot panel\npress a\n"
        "release reveal\nshot gone\n")
    p, g = timeline.PRESS_MS, timeline.GAP_MS
    up_left = keys.K_UP | keys.K_LEFT
    t1 = 100 + p + g
    t2 = t1 + 300 + timeline.SETTLE_MS
    assert script.events == [
        (0, 0), (100, up_left), (100 + p, 0), (t1, keys.K_REVEAL),
        (t2, keys.K_REVEAL | keys.K_A), (t2 + p, keys.K_REVEAL), (t2 + p + g, 0),
        (t2 + p + g + g + timeline.SETTLE_MS, 0),  # the end mark: the hal's tail starts there
    ]
    end = t2 + p + g + g + timeline.SETTLE_MS
    assert script.shots == [("panel", t1 + 300 + timeline.SETTLE_MS), ("gone", end)]
    assert script.end_ms == end
    assert script.text().splitlines()[1:3] == ["0 0", "100 %d" % up_left]
    with pytest.raises(timeline.ScriptError):
        timeline.compile_script("press start\n")
    with pytest.raises(timeline.ScriptError):
        timeline.compile_script("jump 3\n")


@pytest.mark.usefixtures("repo_build")  # rebuilds build/sim
def test_headless_script_writes_its_shots(tmp_path):
    script = tmp_path / "s.txt"
    script.write_text("wait 400\nshot title\npress down\nshot moved\n")
    out = tmp_path / "out"
    proc = subprocess.run([PYTHON, "tools/sim.py", "--headless", str(script), "--out", str(out)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    title = pygame.image.load(str(out / "title.png"))
    moved = pygame.image.load(str(out / "moved.png"))
    assert title.get_size() == (320, 240)
    assert pygame.image.tobytes(title, "RGB") != pygame.image.tobytes(moved, "RGB")
    assert "frames:" in proc.stdout and "heap in use" in proc.stdout


def wait_for(condition, timeout=30):
    """Poll: the machine may be busy with other tests, so no fixed sleeps."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def test_live_window_shows_the_firmware_and_sends_held_keys(sim_build, tmp_path, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    import viewer

    pygame.display.init()
    pygame.font.init()
    panel = pygame.Rect(viewer.MARGIN, viewer.MARGIN, 640, 480)
    # The drawn D-pad (hardware/layout.json puts it left of the glass, which mirrors the screen).
    mm = viewer.MM
    pad = pygame.Rect(panel.right + 2 * viewer.MARGIN, viewer.MARGIN, 60 * mm, 70 * mm)
    grabs = {}

    def grab(rect):
        surface = pygame.display.get_surface()
        if surface is None:
            return b""
        return pygame.image.tobytes(surface.subsurface(rect.clip(surface.get_rect())), "RGB")

    def caption():
        words = pygame.display.get_caption()
        return words[0] if words else ""

    def player():
        # A held key, then released: the title menu's selection moves (the firmware saw it)
        # and the drawn key is lit while held.
        try:
            grabs["drawn"] = wait_for(lambda: "KB" in caption())  # a first F record arrived
            time.sleep(0.3)
            grabs["before"] = grab(panel)
            pad_before = grab(pad)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN))
            grabs["lit"] = wait_for(lambda: grab(pad) != pad_before, 10)
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_DOWN))
            grabs["moved"] = wait_for(lambda: grab(panel) != grabs["before"], 10)
            grabs["unlit"] = wait_for(lambda: grab(pad) == pad_before, 10)
            grabs["caption"] = caption()
        finally:
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    thread = threading.Thread(target=player, daemon=True)
    thread.start()
    status = viewer.run(sim_build, os.path.join(ROOT, "hardware", "pinmap.json"),
                        os.path.join(ROOT, "hardware", "layout.json"), str(tmp_path / "saves"))
    thread.join(5)
    pygame.quit()
    assert status == 0
    assert grabs["drawn"] and grabs["before"] != bytes(len(grabs["before"]))  # the title is up
    assert grabs["lit"] and grabs["moved"] and grabs["unlit"]
    assert re.search(r"\d+ fps - heap in use \d+\.\d KB", grabs["caption"])


@pytest.mark.usefixtures("repo_build")  # rebuilds build/sim
def test_make_demo_writes_every_screenshot_and_the_final_position(tmp_path):
    out = tmp_path / "shots"
    proc = subprocess.run([PYTHON, "tools/sim.py", "--headless", "--demo", "--out", str(out)],
                          cwd=ROOT, capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stderr
    names = sorted(p.name for p in out.iterdir())
    assert names == sorted(n + ".png" for n in (
        "title", "handover", "board", "reveal", "table", "target", "next_player", "console"))
    assert pygame.image.load(str(out / "board.png")).get_size() == (640, 480)
    # The README shows these pictures: the committed ones must be what the firmware draws now.
    committed = os.path.join(ROOT, "docs", "screenshots")
    stale = [n for n in names if pygame.image.tobytes(pygame.image.load(str(out / n)), "RGB")
             != pygame.image.tobytes(pygame.image.load(os.path.join(committed, n)), "RGB")]
    assert not stale, "docs/screenshots/ out of date (run `make demo`): %s" % stale
    assert "final position (the console's save):\ntigris 1\n" in proc.stdout
    assert "cursor step (one D-pad press)" in proc.stdout
