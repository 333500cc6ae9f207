"""The device build's short names (tools/short_names.py): what is renamed, what must keep its
text, and that the names given back cost nothing in the interpreter's pool of interned names."""

import os
import re
import subprocess

import headless
import pytest
import short_names
from mpy_run import FAKES, FIRMWARE, run_mpy

build = headless.build

TREE = {
    "engine_core/a.py": (
        "import gc\n"
        "from time import ticks_ms\n"
        "from micropython import const\n"
        "_HIDDEN = const(3)\n"
        "PUBLIC_LIMIT = 7\n"
        "class Tally:\n"
        "    def __init__(self, first_value):\n"
        "        self.running_total = first_value  # running_total: a comment keeps its text\n"
        "    def bump_by(self, step_size):\n"
        "        scratch_local = step_size + _HIDDEN\n"
        "        self.running_total += scratch_local\n"
        "        return 'running_total is %d' % self.running_total\n"
        "def looked_up(obj):\n"
        "    return getattr(obj, 'spelled_attr', None), gc.collect(), ticks_ms()\n"
    ),
    "engine_core/b.py": (
        "from .a import Tally, PUBLIC_LIMIT\n"
        "def make():\n"
        "    c = Tally(first_value=PUBLIC_LIMIT)\n"
        "    c.spelled_attr = 1\n"
        "    c.bump_by(2)\n"
        "    return c.running_total, c.append_like\n"
    ),
}


def test_interned_names_are_renamed_and_looked_up_names_keep_their_text():
    names = short_names.mapping(TREE)
    # Globals, classes, methods, attributes and parameters (a call may name them) are interned.
    for name in ("PUBLIC_LIMIT", "Tally", "bump_by", "running_total", "first_value",
                 "step_size", "looked_up", "make"):
        assert name in names, name
    # Kept: a folded constant and a local (never interned), a name a string spells (getattr),
    # module names, the interpreter's modules and what is imported from them, dunders.
    for name in ("_HIDDEN", "scratch_local", "spelled_attr", "a", "b", "gc", "time", "ticks_ms",
                 "micropython", "const", "__init__", "self", "obj", "c"):
        assert name not in names, name
    used = {t for text in TREE.values() for t in re.findall(r"[A-Za-z_]\w*", text)}
    assert not used & set(names.values())  # a new name never meets a name already in use
    # Names that never meet share a new name (tools/name_clashes.py): here an attribute of
    # Tally's and a global of a.py; every new name is one of the ROM table's.
    assert len(set(names.values())) < len(names)
    assert names["running_total"] == names["PUBLIC_LIMIT"]
    assert set(names.values()) <= set(short_names.free_rom_names())


def test_no_name_becomes_one_the_compiler_reads_as_more_than_a_name(tmp_path):
    # A class renamed `super` and made inside a method, `super()`, was called with the
    # method's class and self added by the compiler: "__init__() takes 2 positional arguments
    # but 3 were given" at start-up, in whichever build the renaming gave it that name.
    tree = {"engine_core/c.py": "".join(
        "class Made%d:\n    def __init__(self, gap=1):\n        self.gap = gap\n" % i
        for i in range(700)) + (
        "class Holder:\n    def __init__(self):\n        self.made = [%s]\n" %
        ", ".join("Made%d()" % i for i in range(700)) + "print(len(Holder().made))\n")}
    names = short_names.mapping(tree)
    assert "super" in short_names.rom_names()  # the interpreter's ROM table has it
    assert "super" not in names.values()
    script = tmp_path / "c.py"
    script.write_text(short_names.rename(tree["engine_core/c.py"], names))
    out = subprocess.run([headless.MICROPYTHON, str(script)], capture_output=True, text=True)
    assert out.stdout.strip() == "700", out.stderr


def test_pinned_names_keep_their_new_names_when_the_tree_gains_or_loses_a_name(tmp_path):
    pins = short_names.mapping(TREE)
    short_names.write_pins(pins, str(tmp_path / "pins"))
    assert short_names.read_pins(str(tmp_path / "pins")) == pins
    # A longer name than any sorts first and, unpinned, would take the first ROM name and move
    # the names it meets (b.py's) down one; pinned, each keeps its own and the new one takes
    # another, which none of the names it meets has.
    grown = dict(TREE)
    grown["engine_core/b.py"] += "def a_much_longer_name_than_any_other(x):\n    return x\n"
    unpinned = short_names.mapping(grown)
    assert any(unpinned[n] != pins[n] for n in pins)
    names = short_names.mapping(grown, pins)
    assert {n: names[n] for n in pins} == pins
    longest = names["a_much_longer_name_than_any_other"]
    assert longest not in {pins[n] for n in ("Tally", "PUBLIC_LIMIT", "make")}
    # A name the tree stops defining gives its new name up; one the tree starts using as a
    # name of its own cannot be given, and the name pinned to it takes another.
    shrunk = {"engine_core/a.py": TREE["engine_core/a.py"]}
    assert set(short_names.mapping(shrunk, pins)) < set(pins)
    taken = dict(TREE)
    taken["engine_core/b.py"] += "%s = 1\n" % pins["bump_by"]
    moved = short_names.mapping(taken, pins)
    assert moved["bump_by"] != pins["bump_by"]
    assert moved["running_total"] == pins["running_total"]


def test_the_build_renames_each_pinned_name_to_its_pin(sim_build):
    # A pin the tree has made unusable (its new name now a name of the tree's own) moves that
    # name at each build until the pins are written again: tools/short_names.py --pin.
    pins = short_names.read_pins()
    names = short_names.load_map(sim_build)
    moved = sorted(n for n in names if n in pins and names[n] != pins[n])
    assert len(pins) > 1000 and not moved, moved
    # Nor is any name one the compiler reads as more than a name (super, viper's casts).
    assert not set(short_names._COMPILER_NAMES) & set(names.values())


def test_every_use_follows_its_definition_across_modules():
    names = short_names.mapping(TREE)
    a = short_names.rename(TREE["engine_core/a.py"], names)
    b = short_names.rename(TREE["engine_core/b.py"], names)
    scope = {}
    runnable = a.replace("from micropython import const\n", "const = int\n").replace(
        "from time import ticks_ms\n", "")
    exec(compile(runnable, "a", "exec"), scope)
    counter = scope[names["Tally"]](**{names["first_value"]: 5})
    getattr(counter, names["bump_by"])(4)
    assert getattr(counter, names["running_total"]) == 12
    # Strings and comments keep their text; the code around them is renamed.
    assert "'running_total is %d'" in a and "# running_total: a comment" in a
    assert "self.%s += scratch_local" % names["running_total"] in a
    assert "%s(%s=%s)" % (names["Tally"], names["first_value"], names["PUBLIC_LIMIT"]) in b
    assert "getattr(obj, 'spelled_attr', None)" in a and "c.spelled_attr = 1" in b
    assert "c.append_like" in b  # never defined here: some other object's name


def test_a_traceback_from_the_device_reads_with_the_source_names():
    names = short_names.mapping(TREE)
    trace = "  File \"engine_core\", line 1, in %s\nAttributeError: no attribute '%s'" % (
        names["bump_by"], names["running_total"])
    # The package's own functions (local_names.packages) say which a frame's name is; a word
    # names share elsewhere reads as each of them.
    package = {"engine_core": {names["bump_by"]: {"bump_by"}}}
    assert short_names.explain(trace, names, package) == (
        "  File \"engine_core\", line 1, in bump_by\n"
        "AttributeError: no attribute 'PUBLIC_LIMIT|running_total'")
    assert names["bump_by"] not in short_names.explain(trace, names)


def test_the_image_carries_its_mapping_and_a_portable_build_keeps_every_name(sim_build, tmp_path):
    names = short_names.load_map(sim_build)
    with open(os.path.join(sim_build, "main.py")) as f:
        main = f.read()
    # main.py stays source, renamed with the modules it calls.
    assert "hal.setup().%s()" % names["safe_boot_held"] in main
    portable = str(tmp_path / "portable")
    build.compile_all(portable, arch=None)
    assert short_names.load_map(portable) == {}
    assert os.path.exists(short_names.map_path(sim_build))
    assert short_names.map_path(sim_build) not in (
        os.path.join(folder, n) for folder, _d, files in os.walk(sim_build) for n in files)
    with open(os.path.join(portable, "main.py")) as f:
        assert "hal.setup().safe_boot_held()" in f.read()


def test_the_rom_names_given_back_cost_nothing_in_the_interpreters_pool(tmp_path):
    # Each name of tools/rom_names.txt, taken as an attribute name, adds no entry to the pool of
    # interned names: the Unix port's image holds it. Every one is also a name of the Pico's API
    # (its stubs), so its image holds it too.
    rom = short_names.rom_names()
    assert len(rom) > 400
    assert set(rom) <= short_names.stub_names(params=False)
    words = tmp_path / "words.txt"
    words.write_text("\n".join(rom))
    probe = ("import micropython\nclass T: pass\nt = T()\nmicropython.qstr_info()\n"
             "for s in open(%r).read().split():\n    getattr(t, s, 0)\n"
             "micropython.qstr_info()\n" % str(words))
    out = subprocess.run([headless.MICROPYTHON, "-c", probe], capture_output=True, text=True,
                         check=True).stdout
    before, after = re.findall(r"n_qstr=(\d+)", out)
    assert before == after


def test_the_images_device_hal_drives_the_pico_as_the_source_does(sim_build, tmp_path):
    # firmware/hal.py runs only on the Pico, where the image's short names meet the C API:
    # with the recording `machine` stand-in, the image's hal (renamed) and the source's make the
    # same calls, in the same order, with the same arguments, and read the same keys.
    saves = tmp_path / "saves"
    saves.mkdir()
    code = ("import machine, hal\n"
            "board = hal.setup(%r, %r)\n"
            "board.watchdog.start(2000)\n"
            "board.watchdog.feed()\n"
            "keys = [board.take_key() for _ in range(3)]\n"
            "print(repr((machine.log, keys, board.battery_mv(), board.safe_boot_held())))\n"
            % (os.path.join(sim_build, "pinmap.json"), str(saves)))
    source = run_mpy(code, path=(FIRMWARE, FAKES), heapsize="2M")
    names = short_names.load_map(sim_build)
    image = run_mpy(short_names.rename(code, names),
                    path=(os.path.join(sim_build, "lib"), FAKES), heapsize="2M")
    assert short_names.explain(image, names) == source
    assert len(source) > 1000  # the log holds the whole start-up


def test_without_the_picos_stubs_the_build_stops_rather_than_rename_its_api(monkeypatch,
                                                                           tmp_path):
    monkeypatch.setattr(short_names, "STUBS", str(tmp_path / "no-stubs"))
    with pytest.raises(FileNotFoundError, match="make .venv/.installed"):
        short_names.mapping(TREE)
