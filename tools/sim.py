"""The simulator: `make sim` (a window, live keys) and `make demo` (a scripted game, headless).

  tools/sim.py                         build, then run the firmware in a window sized to fit
                                       the desktop
  tools/sim.py --scale 1.5             the same at a chosen zoom: window pixels per panel
                                       pixel, 1 to 4, fractions allowed (2 is 1312 px wide)
  tools/sim.py --idle-cpu 10           open the window, measure the CPU it and the firmware use
                                       over 10 s with no key pressed, print it and close
  tools/sim.py --headless SCRIPT --out DIR
                                       run a script (tools/sim/timeline.py), write its shots as
                                       PNGs and print the final game position
  tools/sim.py --headless --demo       the built-in short game; screenshots to docs/screenshots/
"""

import argparse
import contextlib
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import build  # noqa: E402  (alone in its block: see tools/sim/headless.py)

sys.path.insert(0, os.path.join(ROOT, "tools", "sim"))
from headless import HEAP  # noqa: E402

PINMAP = os.path.join(ROOT, "hardware", "pinmap.json")
LAYOUT = os.path.join(ROOT, "hardware", "layout.json")
LIVE_SAVES = os.path.join(ROOT, "build", "sim-saves")
DEMO_OUT = os.path.join(ROOT, "docs", "screenshots")
HEADLESS_DRIVERS = ("offscreen", "dummy")
NO_DISPLAY = "make sim: no display here (no window can open); `make demo` plays a scripted game " \
             "headless and writes screenshots to docs/screenshots/"


@contextlib.contextmanager
def quiet_stderr():
    saved = os.dup(2)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 2)
    try:
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)


def open_display():
    """Initialise pygame's display, or return None if this machine cannot show a window."""
    if sys.platform.startswith("linux") and not (
            os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return None
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame

        with quiet_stderr():  # SDL's probes of absent window systems talk on stderr
            pygame.display.init()
        # SDL falls back to drivers that draw nowhere when no real one works; only a driver the
        # user asked for by name (SDL_VIDEODRIVER) may be one of those.
        if pygame.display.get_driver() in HEADLESS_DRIVERS and \
                os.environ.get("SDL_VIDEODRIVER") not in HEADLESS_DRIVERS:
            pygame.display.quit()
            return None
        pygame.font.init()
        pygame.display.set_mode((64, 64))
    except Exception:  # no video device, no pygame: both mean "no window here"
        return None
    return pygame


def idle_cpu(scale, heap, seconds):
    """--idle-cpu: the CPU the window and the firmware take while nobody presses a key."""
    pygame = open_display()
    if pygame is None:
        print(NO_DISPLAY)
        return 0
    build_dir = build.build_sim()
    import tempfile

    import viewer

    with tempfile.TemporaryDirectory() as saves:
        figures = viewer.measure_idle(build_dir, PINMAP, LAYOUT, saves, scale, seconds, heap)
    pygame.quit()
    if not figures:
        print("no figures: the firmware drew nothing within a minute", file=sys.stderr)
        return 1
    print("idle over %g s: window %.1f%% of a core (%d wake-ups, %d redraws), firmware %.1f%%"
          % (seconds, figures["window"], figures["wakeups"], figures["redraws"],
             figures["firmware"]))
    return 0


def live(scale, heap):
    pygame = open_display()
    if pygame is None:
        print(NO_DISPLAY)
        return 0
    try:
        build_dir = build.build_sim()
    except build.BuildError as err:
        print("build failed: %s" % err, file=sys.stderr)
        return 1
    import viewer

    os.makedirs(LIVE_SAVES, exist_ok=True)
    status = viewer.run(build_dir, PINMAP, LAYOUT, LIVE_SAVES, scale, heap)
    pygame.quit()
    return 0 if status in (0, None) else status


def write_console_picture(frame, out_dir):
    """The whole console (screen and keys) as the window shows it, with REVEAL held."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # drawing only: no window is opened
    import pygame
    import viewer

    rows = viewer.key_rows(PINMAP)
    reveal = sum(1 << (r * 4 + c) for r, row in enumerate(rows)
                 for c, name in enumerate(row) if name == "reveal")
    path = os.path.join(out_dir, "console.png")
    pygame.image.save(viewer.console_picture(frame.memory, PINMAP, LAYOUT, reveal), path)
    print("wrote %s" % os.path.relpath(path))


def headless_run(script_path, out_dir, demo, heap):
    import tempfile

    import demo as demo_game
    import headless

    with tempfile.TemporaryDirectory() as tmp:
        save_dir = os.path.join(tmp, "saves")
        if demo:
            text, _game = demo_game.prepare(save_dir)
            out_dir = out_dir or DEMO_OUT
        else:
            with open(script_path) as f:
                text = f.read()
            out_dir = out_dir or "."
        try:
            result = headless.run_script(text, save_dir=save_dir, heap=heap)
        except build.BuildError as err:
            print("build failed: %s" % err, file=sys.stderr)
            return 1
    os.makedirs(out_dir, exist_ok=True)
    for name, frame in result.shots.items():
        if frame is None:
            print("shot %s: no frame had been drawn yet" % name)
            continue
        path = os.path.join(out_dir, name + ".png")
        frame.save_png(path, scale=2 if demo else 1)  # the README's pictures at twice the size
        print("wrote %s" % os.path.relpath(path))
    if demo and result.shots.get("reveal") is not None:
        write_console_picture(result.shots["reveal"], out_dir)
    print(demo_game.summary(result))
    position = demo_game.final_position(result)
    if position is not None:
        print("final position (the console's save):")
        print(position.rstrip())
    if result.returncode != 0:
        print(result.output.rstrip(), file=sys.stderr)
        print("the firmware exited with status %d" % result.returncode, file=sys.stderr)
        return 1
    return 0


def zoom(text):
    """--scale: a number from 1 to 4 (fractions allowed), or `fit` for the desktop's size."""
    if text == "fit":
        return None
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError("%r is not a number" % text) from None
    if not 1 <= value <= 4:
        raise argparse.ArgumentTypeError("%s is outside 1-4" % text)
    return value


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--headless", nargs="?", const="", metavar="SCRIPT",
                        help="run a script instead of a window")
    parser.add_argument("--demo", action="store_true", help="the built-in scripted game")
    parser.add_argument("--out", help="folder for the PNG screenshots")
    parser.add_argument("--scale", type=zoom, default=None, metavar="ZOOM",
                        help="window pixels per panel pixel, 1-4 (e.g. 1.5); default: the "
                             "largest that fits the desktop")
    parser.add_argument("--heap", default=None, help="MicroPython heap (default %s)" % HEAP)
    parser.add_argument("--idle-cpu", type=float, metavar="SECONDS",
                        help="open the window, measure its CPU use while idle, then close")
    args = parser.parse_args(argv)
    if args.idle_cpu:
        return idle_cpu(args.scale, args.heap or HEAP, args.idle_cpu)
    if args.headless is None and not args.demo:
        return live(args.scale, args.heap or HEAP)
    if not args.demo and not args.headless:
        parser.error("--headless needs a SCRIPT, or --demo")
    return headless_run(args.headless, args.out, args.demo, args.heap or HEAP)


if __name__ == "__main__":
    sys.exit(main())
