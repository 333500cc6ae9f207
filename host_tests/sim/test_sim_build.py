"""The device build (tools/build.py) and the engine's mip manifest (engine_core/package.json).

The build must hold every module that anything in firmware/ or engine_core/ imports (found by
reading their import statements, lazy imports inside functions included), must import under the
real MicroPython with nothing but the build on the path, and must fail loudly on a bad module.
"""

import ast
import filecmp
import json
import os
import subprocess
import tomllib

import headless
import pytest

build = headless.build  # tools/build.py (the import sorter ranks a bare `build` by folder)

ROOT = build.ROOT
SOURCE_TREES = ("firmware", "engine_core")
ROOT_FILES = ("main.py", "pinmap.json")


def python_files(top):
    for folder, dirs, files in os.walk(os.path.join(ROOT, top)):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        for name in files:
            if name.endswith(".py"):
                yield os.path.join(folder, name)


def module_of(path):
    """Dotted name of a source file on the device (firmware/console/app.py -> console.app)."""
    rel = os.path.relpath(path, ROOT)
    top, rest = rel.split(os.sep, 1)
    parts = ([] if top == "firmware" else [top]) + rest[:-3].split(os.sep)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _guarded(node, parents):
    """True inside `try: ... except ImportError` (the house way to import typing)."""
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.Try):
            for handler in node.handlers:
                names = ast.unparse(handler.type) if handler.type else ""
                if "ImportError" in names:
                    return True
    return False


def imports_of(path):
    with open(path) as f:
        tree = ast.parse(f.read())
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    package = module_of(path)
    if not path.endswith("__init__.py"):
        package = package.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import) and not _guarded(node, parents):
            for alias in node.names:
                yield alias.name, None
        elif isinstance(node, ast.ImportFrom) and not _guarded(node, parents):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([p for p in anchor if p] + ([base] if base else []))
            yield base, [alias.name for alias in node.names]


def micropython_builtin_modules():
    out = subprocess.run([headless.MICROPYTHON, "-c", "help('modules')"], capture_output=True,
                         text=True, check=True).stdout
    listing = out.split("Plus any modules")[0]  # the last line is a note, not module names
    return {word.split("/")[0] for word in listing.split()}


def in_build(lib, dotted):
    path = os.path.join(lib, *dotted.split("."))
    return os.path.isfile(path + ".mpy") or os.path.isdir(path)


def test_build_mirrors_the_device_filesystem(sim_build):
    # main.py stays source, with the image's short names (tools/short_names.py).
    with open(os.path.join(ROOT, "firmware", "main.py")) as f:
        main = build.short_names.rename(f.read(), build.short_names.load_map(sim_build))
    with open(os.path.join(sim_build, "main.py")) as f:
        assert f.read() == main
    assert filecmp.cmp(os.path.join(sim_build, "pinmap.json"),
                       os.path.join(ROOT, "hardware", "pinmap.json"), shallow=False)
    assert sorted(os.listdir(sim_build)) == sorted(ROOT_FILES + ("lib",))
    lib = os.path.join(sim_build, "lib")
    for top in SOURCE_TREES:
        for path in python_files(top):
            name = module_of(path)
            if name == "main":
                continue
            mpy = os.path.join(lib, *name.split("."))
            if path.endswith("__init__.py"):
                mpy = os.path.join(mpy, "__init__.mpy")
            else:
                mpy += ".mpy"
            assert os.path.isfile(mpy), path
            with open(mpy, "rb") as f:
                head = f.read(4)
            assert head[:2] == b"M\x06", mpy  # mpy format version 6
    for folder, _dirs, files in os.walk(lib):
        # Besides the modules only the fonts' glyph files, copied as they are (read from flash).
        data = [n for n in files if not n.endswith(".mpy")]
        assert all(n.endswith(".bin") for n in data), folder
        for n in data:
            rel = os.path.relpath(os.path.join(folder, n), lib)
            assert filecmp.cmp(os.path.join(folder, n), os.path.join(ROOT, "firmware", rel),
                               shallow=False)
    assert sorted(n for n in os.listdir(os.path.join(lib, "fonts")) if n.endswith(".bin")) == [
        "sans13.bin", "sans17.bin"]


def test_every_import_is_in_the_build_or_built_into_micropython(sim_build):
    lib = os.path.join(sim_build, "lib")
    builtins = micropython_builtin_modules()
    missing = []
    for top in SOURCE_TREES:
        for path in python_files(top):
            for module, names in imports_of(path):
                head = module.split(".")[0]
                if head in builtins:
                    continue
                if not in_build(lib, module):
                    missing.append((os.path.relpath(path, ROOT), module))
                    continue
                for name in names or ():
                    sub = module + "." + name
                    folder = os.path.join(lib, *module.split("."))
                    if os.path.isdir(folder) and os.path.exists(os.path.join(folder, name)):
                        assert in_build(lib, sub), sub
    assert missing == []


def test_every_built_module_imports_under_micropython(sim_build, tmp_path):
    lib = os.path.join(sim_build, "lib")
    names = []
    for folder, _dirs, files in os.walk(lib):
        for n in files:
            rel = os.path.relpath(os.path.join(folder, n), lib)[:-4]
            parts = rel.split(os.sep)
            if parts[-1] == "__init__":
                parts.pop()
            names.append(".".join(parts))
    prog = tmp_path / "imports.py"
    prog.write_text("import sys\nfor n in sys.argv[1:]:\n    __import__(n)\n    print(n)\n")
    proc = subprocess.run([headless.MICROPYTHON, "-X", "heapsize=1M", str(prog)] + sorted(names),
                          env=dict(os.environ, MICROPYPATH=lib), capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == sorted(names)


def make_tree(root, files):
    for rel, text in files.items():
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)


def test_first_failing_module_is_named_with_the_compiler_message(tmp_path, monkeypatch):
    src = tmp_path / "src"
    make_tree(str(src), {
        "engine_core/a.py": "x = 1\nnamed_long_enough = 2\n",  # a name to make short
        "engine_core/b.py": "def f(:\n",
        "engine_core/c.py": "return 5\n",
        "firmware/main.py": "import app\n",
        "hardware/pinmap.json": "{}\n",
    })
    monkeypatch.setattr(build, "ROOT", str(src))
    with pytest.raises(build.BuildError) as err:
        build.compile_all(str(tmp_path / "out"))
    message = str(err.value)
    assert message.startswith(os.path.join("engine_core", "b.py"))
    assert "SyntaxError" in message


def test_native_code_gets_the_pico_arch(tmp_path, monkeypatch):
    src = tmp_path / "src"
    make_tree(str(src), {
        "engine_core/fast.py": "# native: @micropython.native\ndef f(x):\n    return x\n",
        "firmware/main.py": "import app\n",
        "hardware/pinmap.json": "{}\n",
    })
    monkeypatch.setattr(build, "ROOT", str(src))
    assert build.needs_arch()
    out = str(tmp_path / "out")
    build.compile_all(out)
    with open(os.path.join(out, "lib", "engine_core", "fast.mpy"), "rb") as f:
        head = f.read(4)
    assert head[2] >> 2 != 0  # the header's arch field: native code for one CPU


# The modules with native code: the panel's window, the text's strip painter and Tigris's board
# passes.
NATIVE_MODULES = ("firmware/drivers/panel.py", "firmware/fonts/writer.py",
                  "firmware/games/tigris/boardpasses.py")


def arch_of(path):
    with open(path, "rb") as f:
        return f.read(4)[2] >> 2  # the .mpy header's arch field: 0 for bytecode any CPU runs


def test_only_the_hot_loops_are_native_and_they_get_each_cpus_code(sim_build, tmp_path):
    native = [src for src, dest in build.sources() if dest.endswith(".mpy")
              and build.uses_native(src)]
    assert native == [os.path.normpath(p) for p in NATIVE_MODULES]
    device = str(tmp_path / "device")
    build.compile_all(device)
    portable = str(tmp_path / "portable")
    build.compile_all(portable, arch=None)
    for src, dest in build.sources():
        if not dest.endswith(".mpy"):
            continue
        arches = [arch_of(os.path.join(tree, dest)) for tree in (device, sim_build, portable)]
        if src in native:
            # armv6m (the RP2040), x64 (the Unix port here), none (the web edition's bytecode)
            assert arches[0] != arches[1] and arches[0] and arches[1] and not arches[2], src
        else:
            # Every other module is bytecode: the very bytes the Pico gets run in the simulator
            # (both images have the same short names; the portable build keeps the source's).
            assert arches == [0, 0, 0], src
            assert filecmp.cmp(os.path.join(device, dest), os.path.join(sim_build, dest),
                               shallow=False), src


def test_a_native_modules_source_is_plain_python_and_its_native_source_has_the_decorators(
        tmp_path):
    for src in NATIVE_MODULES:
        with open(os.path.join(ROOT, src)) as f:
            text = f.read()
        native = build.native_source(src)
        # Line for line the same, each marker line the decorator: tracebacks keep their lines.
        marker = "# native: "
        assert native.splitlines() == [
            line[len(marker):] if line.startswith(marker) else line
            for line in text.splitlines()]
        assert "\n@micropython." not in text and "\n@micropython.viper\n" in native
        # The file itself compiles as it is, with no arch: any mpy-cross, any port.
        proc = subprocess.run(build.mpy_cross_command(src, str(tmp_path / "plain.mpy")),
                              capture_output=True, text=True)
        assert proc.returncode == 0, proc.stderr


def test_mip_manifest_lists_every_engine_module():
    with open(os.path.join(ROOT, "engine_core", "package.json")) as f:
        manifest = json.load(f)
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        assert manifest["version"] == tomllib.load(f)["project"]["version"]
    listed = {}
    for dest, source in manifest["urls"]:
        assert os.path.isfile(os.path.join(ROOT, "engine_core", source)), source
        assert dest == "engine_core/" + source
        listed[source] = dest
    modules = {os.path.relpath(p, os.path.join(ROOT, "engine_core")).replace(os.sep, "/")
               for p in python_files("engine_core")}
    assert set(listed) == modules, "run: .venv/bin/python tools/build.py --manifest"
