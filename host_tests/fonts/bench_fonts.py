"""Benchmark of the fonts (`make bench-fonts`): heap per font module and time per drawn line.

Compiles firmware/fonts/ with the deploy's mpy-cross flags and runs measure_fonts.py under the
MicroPython Unix port with the Pico's heap (-X heapsize=192K), twice: the .mpy files imported
from the filesystem (how the Pico runs them from littlefs: the module, its bytes constants
included, is loaded into the heap) and from a ROMFS image (bytes constants used in place, as
from flash on firmware built with ROMFS, or frozen). Device times are estimated with the
engine's measured Pico / Unix-port ratio (146x, apply()); framebuf's own 8 px text() in the same
run is the baseline.
"""

import os
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, os.path.join(ROOT, "host_tests"))

from mpy_run import run_mpy  # noqa: E402

import build  # noqa: E402

DEVICE_RATIO = 146
FONT_SRC = os.path.join(ROOT, "firmware", "fonts")


def compile_fonts(out_dir):
    pkg = os.path.join(out_dir, "fonts")
    os.makedirs(pkg)
    for name in sorted(os.listdir(FONT_SRC)):
        if name.endswith(".py"):
            src = os.path.relpath(os.path.join(FONT_SRC, name), ROOT)
            dest = os.path.join(pkg, name[:-3] + ".mpy")
            # writer.py's native painter for the Unix port's CPU, as the simulator's build.
            build._compile(src, dest, build.HOST_ARCH)
        elif name.endswith(".bin"):  # the glyph bitmaps, read from the filesystem
            shutil.copyfile(os.path.join(FONT_SRC, name), os.path.join(pkg, name))
    return pkg


def romfs_image(src_dir, path):
    from mpremote.romfs import make_romfs

    with open(os.devnull, "w") as quiet:
        saved, sys.stdout = sys.stdout, quiet  # make_romfs lists the tree on stdout
        try:
            image = make_romfs(src_dir, mpy_cross=False)
        finally:
            sys.stdout = saved
    with open(path, "wb") as f:
        f.write(image)


def measure(where, path):
    out = run_mpy(script=os.path.join(HERE, "measure_fonts.py"), path=path, args=(where,))
    return dict(line.split(" ", 1) for line in out.splitlines())


def main():
    with tempfile.TemporaryDirectory() as tmp:
        lib = os.path.join(tmp, "lib")
        pkg = compile_fonts(lib)
        sizes = {n: os.path.getsize(os.path.join(pkg, n)) for n in sorted(os.listdir(pkg))}
        image = os.path.join(tmp, "fonts.romfs")
        romfs_image(lib, image)
        fs = measure("fs", (lib,))
        rom = measure(image, ())
    print("fonts under the MicroPython Unix port, -X heapsize=192K")
    print("%-34s %8s %12s %12s" % ("module", ".mpy B", "heap fs B", "heap romfs B"))
    for mod in ("writer", "sans17", "sans13"):
        key = "import_%s_bytes" % mod
        mpy = sizes[mod + ".mpy"] + (sizes["__init__.mpy"] if mod == "writer" else 0)
        print("%-34s %8d %12s %12s" % ("fonts." + mod, mpy, fs[key], rom[key]))
    for mod in ("sans17", "sans13"):
        key = "open_%s_bytes" % mod
        print("%-34s %8s %12s %12s" % ("first draw in " + mod, "", fs[key], rom[key]))
    print("status line: %s chars, %s px wide in sans17"
          % (fs["status_line_chars"], fs["status_line_px"]))
    print("%-34s %10s %12s %14s" % ("per call (best of 5 runs)", "Unix us", "x baseline",
                                    "Pico est. ms"))
    base = float(fs["baseline_framebuf_text_8px_us"])
    for key in ("baseline_framebuf_text_8px_us", "draw_text_sans17_us",
                "draw_text_sans17_python_part_us", "draw_text_sans13_us",
                "show_line_sans17_64px_strips_us", "wrap_paragraph_us"):
        us = float(fs[key])
        print("%-34s %10.1f %12.1f %14.2f" % (key[:-3], us, us / base, us * DEVICE_RATIO / 1000))
    print("heap allocated per draw_text (garbage): %s B; per show_line: %s B"
          % (fs["alloc_per_draw_text_bytes"], fs["alloc_per_show_line_bytes"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
