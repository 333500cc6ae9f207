"""Write the static page into build/web/: MicroPython's WebAssembly port and the device's modules.

What the folder holds (serve it from anywhere static; nothing is built in the browser):
  index.html, console.js, style.css   the page and its hal glue (web/)
  micropython.mjs, micropython.wasm   @micropython/micropython-webassembly-pyscript, pinned by
                                      web/package-lock.json and installed with `npm ci`
  console-mpy.bin                     the device build's files (tools/build.py: the same .mpy
                                      bytes and pinmap.json, bytecode only), web/hal.py compiled
                                      in place of the Pico's hal; the page writes them into the
                                      port's FS
  console-py.bin                      the same modules as source (`index.html?code=py`), to
                                      compare start-up times
  page.json                           the key names by matrix bit, the simulator's keyboard map

Bundle format: per file, u16 path length, the path (UTF-8), u32 size, the bytes (little-endian).
"""

import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import build  # noqa: E402  (tools/build.py: the device build this page reuses)

ROOT = build.ROOT
WEB_SRC = os.path.join(ROOT, "web")
WEB_DIR = os.path.join(ROOT, "build", "web")
PORT_DIR = os.path.join(WEB_SRC, "node_modules", "@micropython",
                        "micropython-webassembly-pyscript")
PORT_FILES = ("micropython.mjs", "micropython.wasm")
PAGE_FILES = ("index.html", "console.js", "style.css")
WEB_HAL = "web/hal.py"
DEVICE_HAL = "lib/hal.mpy"
# The port's first heap, as the device's. It grows on demand (1.27.0 ignores a limit: a 64 KB
# heap takes a 1 MB bytearray), so the page never runs out where the device would; the device's
# heap is proven under the Unix port (`-X heapsize=...`), the page only reports what is in use.
HEAPSIZE = 192 * 1024
# The simulator's keyboard (tools/sim/viewer.py KEYBOARD) as KeyboardEvent.key values.
_PYGAME_TO_DOM = {"up": "ArrowUp", "down": "ArrowDown", "left": "ArrowLeft",
                  "right": "ArrowRight", "space": " ", "tab": "Tab", "escape": "Escape"}


def npm_ci():
    """Install the pinned port with `npm ci` unless node_modules already holds that version."""
    lock = os.path.join(WEB_SRC, "package-lock.json")
    marker = os.path.join(WEB_SRC, "node_modules", ".package-lock.json")
    wasm = os.path.join(PORT_DIR, "micropython.wasm")
    if os.path.exists(wasm) and os.path.exists(marker) and \
            os.path.getmtime(marker) >= os.path.getmtime(lock):
        return
    subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"],
                   cwd=WEB_SRC, check=True)


def simulator_keyboard():
    """KeyboardEvent.key -> key name, from the simulator's own table (one mapping for both)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, os.path.join(ROOT, "tools", "sim"))
    import pygame
    import viewer

    out = {}
    for name, codes in viewer.KEYBOARD.items():
        for code in codes:
            key = pygame.key.name(code)
            out[_PYGAME_TO_DOM.get(key, key)] = name
    return out


def page_config():
    with open(os.path.join(ROOT, build.PINMAP[0])) as f:
        rows = json.load(f)["matrix"]["keys"]
    names = [name for row in rows for name in row]
    keyboard = simulator_keyboard()
    hints = {}
    for key, name in keyboard.items():
        shown = {" ": "space", "ArrowUp": "up", "ArrowDown": "down", "ArrowLeft": "left",
                 "ArrowRight": "right"}.get(key, key)
        hints[name] = (hints[name] + " / " if name in hints else "key: ") + shown
    return {"names": names, "keyboard": keyboard, "hints": hints, "heapsize": HEAPSIZE}


def pack(files):
    """The bundle bytes of [(device path, bytes)]."""
    out = bytearray()
    for path, data in files:
        name = path.encode()
        out += struct.pack("<H", len(name)) + name + struct.pack("<I", len(data)) + data
    return bytes(out)


def _read(path):
    with open(path, "rb") as f:
        return f.read()


def mpy_files(tmp):
    """The device build's files as bytecode for any CPU (the port has no native emitter: a module
    with native functions is compiled as its source is, plain Python, tools/build.py), with
    web/hal.py compiled as /lib/hal.mpy."""
    build.compile_all(tmp, arch=None)
    files = []
    for _src, dest in build.sources():
        if dest == DEVICE_HAL:
            continue
        files.append(("/" + dest, _read(os.path.join(tmp, dest))))
    hal = os.path.join(tmp, DEVICE_HAL)
    build._compile(WEB_HAL, hal, None)  # bytecode only, as the device build
    files.append(("/" + DEVICE_HAL, _read(hal)))
    return files


def py_files():
    """The same modules as source, at the device's paths (.py for .mpy)."""
    files = []
    for src, dest in build.sources():
        if dest == DEVICE_HAL:
            src = WEB_HAL
        if dest.endswith(".mpy"):
            dest = dest[:-4] + ".py"
        files.append(("/" + dest, _read(os.path.join(ROOT, src))))
    return files


def build_web(out_dir=WEB_DIR):
    npm_ci()
    if os.path.isdir(out_dir):
        shutil.rmtree(out_dir)
    os.makedirs(out_dir)
    for name in PAGE_FILES:
        shutil.copyfile(os.path.join(WEB_SRC, name), os.path.join(out_dir, name))
    for name in PORT_FILES:
        shutil.copyfile(os.path.join(PORT_DIR, name), os.path.join(out_dir, name))
    with tempfile.TemporaryDirectory() as tmp:
        bundles = {"mpy": mpy_files(tmp), "py": py_files()}
    for kind, files in bundles.items():
        with open(os.path.join(out_dir, "console-%s.bin" % kind), "wb") as f:
            f.write(pack(files))
    with open(os.path.join(out_dir, "page.json"), "w") as f:
        json.dump(page_config(), f, indent=1)
    return out_dir, {kind: len(files) for kind, files in bundles.items()}


def main():
    try:
        out, counts = build_web()
    except build.BuildError as err:
        print("build failed: %s" % err, file=sys.stderr)
        return 1
    print("wrote %s: %d modules (.mpy and .py bundles); serve it with `make web-serve`"
          % (os.path.relpath(out, ROOT), counts["mpy"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
