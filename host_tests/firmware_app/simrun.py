"""Runs the built firmware headless under the MicroPython Unix port and decodes what it drew.

The firmware is compiled once per test session into a private folder (tools/build.py), so
parallel builds of build/device by other tests cannot disturb a run. The stream is decoded with
tools/sim/panel_model.py; frames are kept only when asked, a long game keeps just the figures.
"""

import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, os.path.join(ROOT, "tools", "sim"))

import headless  # noqa: E402
import panel_model  # noqa: E402
import timeline  # noqa: E402

import build  # noqa: E402

_build_dir = None


def build_dir():
    global _build_dir
    if _build_dir is None:
        # A folder of its own inside the temporary one: the image's mapping of short names is
        # written beside it (tools/short_names.py).
        _build_dir = os.path.join(tempfile.mkdtemp(prefix="fwapp-build-"), "image")
        build.compile_all(_build_dir, build.HOST_ARCH)  # native modules for the Unix port
    return _build_dir


class Run:
    """One firmware run: frames (if kept), per-frame figures, exit status and output."""

    def __init__(self):
        self.frames = []
        self.figures = []  # (ticks, heap_used, spi_bytes) per F record
        self.last = None
        self.returncode = None
        self.output = ""
        self.script = None

    def frame_at(self, ticks):
        return panel_model.frame_at(self.frames, ticks)


def run(script_lines, save_dir, heap="192K", keep_frames=True, battery_mv=None, extra_env=None,
        program="main.py", tree=None, save_pad=0):
    """Runs the firmware on a key script (timeline.py's language) with saves in save_dir;
    `extra_env` adds hal settings (PROTOCOL.md), `program` replaces the boot stub, `tree` runs
    another build than the session's (tools/build.py compile_all), `save_pad` lengthens the
    save folder's path the firmware sees (tools/sim/headless.py save_dir_link)."""
    tree = tree or build_dir()
    script = timeline.compile_script("\n".join(script_lines) + "\n")
    out = Run()
    out.script = script

    def on_frame(frame):
        out.figures.append((frame.ticks, frame.heap_used, frame.spi_bytes))
        out.last = frame

    model = panel_model.PanelModel(keep_frames=keep_frames, on_frame=on_frame)
    with tempfile.TemporaryDirectory() as work:
        keys_path = os.path.join(work, "keys.txt")
        stream_path = os.path.join(work, "display.bin")
        with open(keys_path, "w") as f:
            f.write(script.text())
        os.makedirs(save_dir, exist_ok=True)
        argv, env = headless.firmware_command(tree, heap)
        env.update(SIM_MODE="script", SIM_IN=keys_path, SIM_OUT=stream_path,
                   SIM_SAVE_DIR=headless.save_dir_link(work, save_dir, save_pad), SIM_TAIL_MS="300")
        if battery_mv is not None:
            env["SIM_BATTERY_MV"] = str(battery_mv)
        env.update(extra_env or {})
        if program != "main.py":  # a probe runs in the image, with its names
            argv = argv[:-1] + [headless.image_program(tree, program)]
        proc = headless.run_firmware(argv, timeout=300, cwd=tree, env=dict(os.environ, **env))
        out.returncode = proc.returncode
        out.output = proc.stdout + proc.stderr
        model.feed_file(stream_path)
    out.frames = model.frames
    return out


def shot_times(script_lines):
    """Virtual times of the `shot NAME` lines, by name."""
    script = timeline.compile_script("\n".join(script_lines) + "\n")
    return dict(script.shots)
