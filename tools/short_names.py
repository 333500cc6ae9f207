"""Shorter interned names for the device's build: the project's own names renamed, module by module.

MicroPython keeps every global, attribute, function, class and parameter name of a loaded .mpy in
its pool of interned strings (qstrs) for as long as it runs: on the Unix port here about 10 bytes
of text a name plus an entry in a pool block, and the blocks double (a Tigris game held some
1,150 names at its peak, 27 KB in six blocks, the last of 640 entries; with short names 876,
20 KB; with names shared as below, 492 in five blocks, 13 KB). Names the interpreter's own
image already holds (`append`, `width`, `blit`...) cost nothing: they live in its ROM table, on
the Pico in flash. So the build renames each name the project defines to such a ROM name that
the project never uses; the text of a name is gone from the heap, and with it its entry in the
pool. The tree defines more names (~1,270) than the ROM table has free (~375), but names that
never meet in one namespace (a module, a family of classes, a call: tools/name_clashes.py) take
the same ROM name, and ~210 ROM names cover them all; were they to run out, the rest would take
one- or two-letter names, shared the same way.

The renaming is one mapping for the whole tree (engine_core/, firmware/ and the simulator's hal,
which stands in for firmware/hal.py), applied to every token of the source before mpy-cross, so
every use of a name follows its definition. It leaves alone:
- names the interpreter or the Pico's API may look up from C (anything in the ROM table, any name
  of the Pico's stubs: `write`, `readinto`, `baudrate`...), and dunder names;
- module and package names (files keep their names; imports find them by path);
- any name a string of the tree spells (`getattr(x, "scratch")`, "games.tigris.flow", a module's
  entry point named in a descriptor): a name looked up by its text must keep that text.

ROM names to reuse come from tools/rom_names.txt: the names both in the Unix port's ROM table and
in the Pico's stubs (micropython-rp2-rpi-pico-stubs), so a renamed module costs the same few
bytes on both (`tools/short_names.py --rom` makes the list again, after an interpreter upgrade).
The mapping is pinned: tools/short_names.pins keeps each name's new name from build to build,
and a name the tree adds takes the first ROM name none of the names it meets has (or the next
short one), so one name more or less does not move the rest. Without the pins most names would
move at every change: the heap's layout and the time the interpreter's dictionaries take to find
a name follow them, and a change's figures would not compare with the last.
`tools/short_names.py --pin build/device` pins a built tree's mapping again (a name the tree no
longer has is dropped from it).
Names only one module can see (a parameter no call names, a global no other module reaches) go
further: tools/local_names.py gives them ROM names shared by every module, at their places in the
text, which `rename` takes with the mapping.
The build writes the mapping beside the tree (build/device.names.json for build/device: never
copied to the Pico); tools/sim/headless.py renames the simulator's hal and any program run in the
image by it, and `tools/short_names.py --explain BUILD_DIR < TRACE` puts the source names back
into a traceback from the device.

Not renamed: builds without a CPU (`compile_all(arch=None)`: the web edition, the bots' portable
runs), which run on other interpreters with other ROM tables, and every run from source.
"""

import ast
import io
import json
import keyword
import os
import re
import subprocess
import sys
import tokenize

import name_clashes

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROM_LIST = os.path.join(ROOT, "tools", "rom_names.txt")
STUBS = os.path.join(ROOT, ".venv", "pico-stubs")
MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")
# The simulator's stand-ins for firmware/hal.py and firmware/halsetup.py, and the hal's bench
# lines (tools/sim/headless.py).
SIM_MODULES = tuple(os.path.join("tools", "sim", name + ".py")
                    for name in ("hal", "halsetup", "benchlines"))
# ROM names go first to the names Tigris & Euphrates loads, the game with the fullest heap (its
# bots' game holds the most names); a name only Contest of Kings or Assyria loads comes after.
LATER_GAMES = ("/kings/", "/assyria/")
# Top-level packages and modules of the image (anything else imported is the interpreter's).
PROJECT_PACKAGES = ("engine_core", "console", "drivers", "fonts", "games", "hal", "benchlines")
EXCEPTION_ENDINGS = ("Error", "Exception", "Exit", "Interrupt", "Iteration", "Warning")
PINS = os.path.join(ROOT, "tools", "short_names.pins")
# ROM names the compiler reads as more than a name: a call `super()` inside a method is given
# the method's class and `self` (a class renamed `super` and made in a method got them too),
# and inside a viper function these are its casts and pointer types, not a global's value.
_COMPILER_NAMES = ("super", "ptr", "ptr8", "ptr16", "ptr32", "uint", "int", "bool", "const")
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_SHORT = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_SHORT_NAME = re.compile(r"[A-Za-z][A-Za-z0-9]?\Z")


def _tokens(text):
    return list(tokenize.generate_tokens(io.StringIO(text).readline))


def interned_names(tree):
    """Names the module defines that the interpreter interns: defs, classes, parameters (a call
    may name them), attributes it sets, globals it assigns and names it imports. A function's
    other locals live in slots and cost nothing; neither does a module's `_NAME = const(...)`,
    which the compiler folds away."""
    names = set()
    for node in tree.body:
        for target in _module_targets(node):
            names.add(target)
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
            if isinstance(node, ast.ClassDef):  # class attributes live in its dict
                names.update(n for stmt in node.body for n in _module_targets(stmt))
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names.add(node.attr)
        elif isinstance(node, ast.alias):
            names.add(node.asname or node.name.split(".")[0])
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            names.update(node.names)
    return names


def _module_targets(node):
    """Names a module- or class-level statement binds (not a folded `_NAME = const(...)`)."""
    if isinstance(node, ast.Assign):
        value = node.value
        folded = (isinstance(value, ast.Call) and isinstance(value.func, ast.Name)
                  and value.func.id == "const")
        for target in node.targets:
            for n in ast.walk(target):
                if isinstance(n, ast.Name) and not (folded and n.id.startswith("_")):
                    yield n.id
    elif isinstance(node, (ast.AnnAssign, ast.AugAssign)) and isinstance(node.target, ast.Name):
        yield node.target.id
    elif isinstance(node, (ast.For, ast.With, ast.If, ast.Try, ast.While)):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.stmt, ast.ExceptHandler)):
                yield from _module_targets(child)
            elif isinstance(child, ast.Name) and isinstance(child.ctx, ast.Store):
                yield child.id
    elif isinstance(node, ast.ExceptHandler):
        for child in node.body:
            yield from _module_targets(child)


def spelled_names(tree):
    """Identifiers a string of the module spells, whole or as a dotted/colon-separated part, and
    the modules it imports (with the names it takes from the interpreter's own modules)."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            for part in re.split(r"[.:/]", node.value):
                if _IDENT.match(part):
                    names.add(part)
        elif isinstance(node, ast.JoinedStr):
            raise ValueError("f-strings are not renamed: use % formatting")
        elif isinstance(node, ast.Import):  # modules, the interpreter's own ones among them
            for alias in node.names:
                names.update(alias.name.split("."))
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.update(node.module.split("."))
            if not node.level and node.module.split(".")[0] not in PROJECT_PACKAGES:
                names.update(alias.name for alias in node.names)  # from time import ticks_ms
    return names


def stub_names(params=True):
    """The API the Pico's stubs declare: functions, classes, constants and attributes, and with
    `params` the parameters too (a C function may take them by keyword). Names the device's C
    code may look up; without parameters, names its ROM table holds. Without the stubs the
    build would rename names the Pico's C code looks up: it stops instead."""
    if not os.path.isdir(STUBS):
        raise FileNotFoundError("%s is missing: `make .venv/.installed` installs the Pico's "
                                "stubs, which the build's short names need" % STUBS)
    names = set()
    for folder, _dirs, files in os.walk(STUBS):
        for name in files:
            if name.endswith(".pyi"):
                with open(os.path.join(folder, name), encoding="utf-8", errors="ignore") as f:
                    tree = ast.parse(f.read())
                for node in ast.walk(tree):
                    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                        names.add(node.name)
                    elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                        names.add(node.id)
                    elif isinstance(node, ast.arg) and params:
                        names.add(node.arg)
                    elif isinstance(node, ast.alias):
                        names.add(node.asname or node.name.split(".")[0])
                names.add(name.split(".")[0])  # the module's own name
    return names


def rom_names():
    with open(ROM_LIST, encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


def module_names(paths):
    """Each file's and folder's name (module and package names are found by path)."""
    names = set()
    for path in paths:
        for part in path[:-3].replace(os.sep, "/").split("/"):
            names.add(part)
    return names


def free_rom_names():
    """ROM names a project name may take: not the exception classes' (a traceback names them
    itself, and must read as it is), nor those the compiler reads as more than a name."""
    return [n for n in rom_names() if not n.startswith("_") and len(n) > 2
            and not n.endswith(EXCEPTION_ENDINGS) and n not in _COMPILER_NAMES]


def kept_names(sources):
    """Names of the tree (`sources`: {path: text}) that keep their text: what its strings spell
    and the modules it imports, its module names, the Pico's API, the keywords and the names
    of the interpreter's ROM table."""
    kept = set()
    for path, text in sources.items():
        try:
            kept |= spelled_names(ast.parse(text, path))
        except SyntaxError:
            continue
    return kept | module_names(sources) | stub_names() | set(keyword.kwlist) | set(rom_names())


def mapping(sources, pins=None, programs=()):
    """{name: new name} for the tree: `sources` maps a path (from ROOT) to its text; `pins`, a
    mapping kept from an earlier tree (read_pins), holds each name it still fits to its new name;
    `programs` are the texts of the host's programs, some of which run in the image. Names that
    never meet in one namespace (name_clashes.py) may take the same new name."""
    used, defined, common, spelled = set(), set(), set(), set()
    for path, text in sorted(sources.items()):
        try:
            tree = ast.parse(text, path)
        except SyntaxError:
            continue  # mpy-cross will name the file and the fault (build.py BuildError)
        names = interned_names(tree)
        defined |= names
        spelled |= spelled_names(tree)
        if not any(game in path.replace(os.sep, "/") for game in LATER_GAMES):
            common |= names
        used |= {t.string for t in _tokens(text) if t.type == tokenize.NAME}
    kept = kept_names(sources)
    names = sorted((n for n in defined if n not in kept and not n.startswith("__")),
                   key=lambda n: (n not in common, -len(n), n))
    apart = name_clashes.Clashes(list(sources.values()) + list(programs)).apart(names)
    # A ROM name some string spells is looked up by its text (getattr(obj, "close", None)):
    # given to another name, it would find that one.
    free = [n for n in free_rom_names() if n not in used and n not in spelled]
    out = {}

    def taken(name):
        return {out[n] for n in apart[name] if n in out}

    if pins:
        # A pinned name keeps its new name while that is still free to give: one name more or
        # less in the tree does not move the rest (the heap's layout and the interpreter's
        # lookups follow them: tools/short_names.pins).
        fits, unusable = set(free), used | kept
        for name in names:
            new = pins.get(name)
            short_fits = new is not None and _SHORT_NAME.match(new) and new not in unusable
            if new is not None and (new in fits or short_fits) and new not in taken(name):
                out[name] = new
    short = [a + b for b in [""] + list(_SHORT + "0123456789") for a in _SHORT]
    short = [n for n in short if n not in used and n not in kept]
    for name in names:
        if name not in out:
            # The first ROM name none of its clashing names has, else the first short one.
            busy = taken(name)
            out[name] = next(n for n in free + short if n not in busy)
    return out


def read_pins(path=PINS):
    """The pinned mapping ({name: new name}): `name new` lines, or {} without the file."""
    try:
        with open(path, encoding="utf-8") as f:
            return dict(line.split() for line in f if line.strip() and not line.startswith("#"))
    except FileNotFoundError:
        return {}


def write_pins(names, path=PINS):
    with open(path, "w", encoding="utf-8") as f:
        f.write("# The build's short names, kept from build to build: tools/short_names.py --pin\n")
        f.writelines("%s %s\n" % (name, names[name]) for name in sorted(names))


def rename(text, names, local=None):
    """The source with every name token in `names` replaced; strings, comments and layout kept.
    `local` ({(row, col): new name}, tools/local_names.py Plan.places) renames the tokens at
    those places instead, and each of them must be a name's."""
    local = local or {}
    lines = text.splitlines(keepends=True)
    edits = [t for t in _tokens(text)
             if t.type == tokenize.NAME and (t.start in local or t.string in names)]
    missed = set(local) - {t.start for t in edits if t.start in local}
    if missed:
        raise ValueError("no name token at %s" % sorted(missed)[:3])
    for t in reversed(edits):  # right to left, so earlier columns stay valid
        row, col = t.start
        line = lines[row - 1]
        new = local.get(t.start) or names[t.string]
        lines[row - 1] = line[:col] + new + line[col + len(t.string):]
    return "".join(lines)


def beside(build_dir, what):
    """Where a build keeps a file of its own (`what`: "names", "consts"): beside its folder, not
    in it, so it is never copied to the Pico."""
    return os.path.normpath(build_dir) + "." + what + ".json"


def read_beside(build_dir, what):
    """The JSON a build keeps beside its folder, or {} if it kept none."""
    try:
        with open(beside(build_dir, what), encoding="utf-8") as f:
            return json.load(f)
    except FileNotFoundError:
        return {}


def map_path(build_dir):
    """Where a build's mapping is kept."""
    return beside(build_dir, "names")


def load_map(build_dir):
    """The build's {name: new name}, or {} for a build that kept the source's names."""
    return read_beside(build_dir, "names")


_WORD = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]*\b")


def explain(text, names, packages=None):
    """A traceback or log with each renamed name put back. Names that never meet share a new
    name (name_clashes.py): a word some names share reads as all of them, joined by `|`, but on
    a traceback's `File "package"` line, where `packages` ({package: {new name: {source
    names}}}, tools/local_names.py packages) says which of the package's functions it is."""
    back = {}
    for old, new in names.items():
        back.setdefault(new, set()).add(old)
    packages = packages or {}

    def source(word, own):
        olds = own.get(word) or back.get(word)
        return "|".join(sorted(olds)) if olds else word

    lines = []
    for line in text.splitlines(keepends=True):
        file = re.search(r'File "([^"]+)"', line)
        own = packages.get(file.group(1), {}) if file else {}
        lines.append(_WORD.sub(lambda m, own=own: source(m.group(0), own), line))
    return "".join(lines)


def write_rom_list():
    """tools/rom_names.txt: stub names the Unix port's ROM already interns (interning one of them
    again adds no entry to the pool)."""
    candidates = sorted(n for n in stub_names(params=False)
                        if not keyword.iskeyword(n) and len(n) > 2)
    probe = ("import micropython\nq=micropython.qstr_info\nclass T: pass\nt=T()\n"
             "for s in open(%r).read().split():\n print('=', s)\n q()\n getattr(t, s, 0)\n q()\n")
    path = ROM_LIST + ".in"
    with open(path, "w") as f:
        f.write("\n".join(candidates))
    try:
        out = subprocess.run([MICROPYTHON, "-X", "heapsize=8M", "-c", probe % path],
                             capture_output=True, text=True, check=True).stdout.splitlines()
    finally:
        os.remove(path)
    counts = [int(re.search(r"n_qstr=(\d+)", line).group(1)) for line in out if "n_qstr" in line]
    words = [line[2:] for line in out if line.startswith("= ")]
    rom = [w for w, a, b in zip(words, counts[::2], counts[1::2], strict=True) if a == b]
    with open(ROM_LIST, "w") as f:
        f.write("# Names both in the Unix port's ROM table and in the Pico's stubs: "
                "tools/short_names.py --rom\n")
        f.write("\n".join(rom) + "\n")
    return rom


def main(argv):
    if argv[:1] == ["--rom"]:
        print("%d names in %s" % (len(write_rom_list()), os.path.relpath(ROM_LIST, ROOT)))
        return 0
    if len(argv) == 2 and argv[0] == "--pin":
        names = load_map(argv[1])
        if not names:
            print("%s has no mapping: build it first (make build)" % argv[1])
            return 1
        write_pins(names)
        print("%d names pinned in %s" % (len(names), os.path.relpath(PINS, ROOT)))
        return 0
    if len(argv) == 2 and argv[0] == "--explain":
        import local_names

        sys.stdout.write(explain(sys.stdin.read(), load_map(argv[1]),
                                 local_names.packages(argv[1])))
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
