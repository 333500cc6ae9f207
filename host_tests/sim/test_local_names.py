"""Names a module renames for itself in the device build (tools/local_names.py): parameters by
position and module-private globals, to names of the interpreter's ROM table; the renamed code
runs as the source does under MicroPython, with fewer interned names."""

import re
import subprocess

import local_names
import pytest
import short_names
from mpy_run import run_mpy

import build

# A module with what the renaming must see through: closures over parameters, a nested
# function whose own parameters come after its outer one's, comprehensions and lambdas,
# default values read in the enclosing scope, a class, a `global` statement, an `except as`,
# a parameter a call passes by keyword, a global another module imports.
MODULE = '''
import micropython

LIMIT_OF_ROWS = 3
counter_of_calls = 0
shared_table = [5, 6, 7]


def scaled_rows(first_factor, second_factor=LIMIT_OF_ROWS):
    def inner_sum(row_value):
        return row_value * first_factor + second_factor
    return [inner_sum(v) for v in range(second_factor)]


def counted(step_value):
    global counter_of_calls
    counter_of_calls += step_value
    return counter_of_calls


def picker(which_one, keyed_size):
    chooser = lambda index_given: shared_table[index_given % len(shared_table)]
    try:
        raise ValueError(which_one)
    except ValueError as caught_error:
        return chooser(which_one) + keyed_size, str(caught_error)


class Tallies:
    def __init__(self, start_value):
        self.grand_total = start_value

    def add_all(self, more_values, extra_amount):
        self.grand_total += sum(more_values) + extra_amount + LIMIT_OF_ROWS
        return self.grand_total


def run():
    t = Tallies(2)
    print(scaled_rows(2), scaled_rows(1, 2), counted(4), counted(1))
    print(picker(4, keyed_size=1), t.add_all([1, 2], 3))
    micropython.qstr_info()


run()
'''
# A name another module takes from it keeps its text (as does anything the module reads as an
# attribute: `self.grand_total`).
OTHER = "from engine_core.m import shared_table\n"


def renamed(text, tree, monkeypatch):
    """(the text renamed, its plan, the tree's mapping), the mapping made as for the image's
    tree, which has more names than the ROM table has to give: each a short name."""
    rom = short_names.free_rom_names()
    with monkeypatch.context() as patched:
        patched.setattr(short_names, "free_rom_names", list)
        names = short_names.mapping(tree)
    keep = local_names.keep_names(tree, short_names.kept_names(tree), short_names.rom_names())
    plan = local_names.Plan(text, keep, names, rom)
    return short_names.rename(text, names, plan.places), plan, names


def run_module(tmp_path, text):
    """(its two printed lines, the interned names after them) of the module compiled as the
    build compiles it (mpy-cross: a .mpy interns only what it keeps) and imported."""
    folder = tmp_path / str(len(list(tmp_path.iterdir())))
    folder.mkdir()
    (folder / "m.py").write_text(text)
    subprocess.run([build.MPY_CROSS, "-O3", "m.py"], cwd=folder, check=True)
    (folder / "m.py").unlink()
    (folder / "main.py").write_text("import m\n")
    lines = run_mpy(script=folder / "main.py", path=(folder,)).splitlines()
    return lines[:2], int(re.search(r"n_qstr=(\d+)", lines[2]).group(1))


def test_the_renamed_module_runs_as_its_source_with_fewer_interned_names(tmp_path, monkeypatch):
    tree = {"engine_core/m.py": MODULE, "engine_core/o.py": OTHER}
    text, plan, names = renamed(MODULE, tree, monkeypatch)
    source_out, source_names = run_module(tmp_path, MODULE)
    renamed_out, renamed_names = run_module(tmp_path, text)
    assert renamed_out == source_out
    assert source_out[0] == "[3, 5, 7] [2, 3] 4 5"
    # Every parameter and private global is a ROM name now, which costs the pool nothing; the
    # short names alone shorten each name, and keep an entry for all but those they share.
    short_out, short_names_count = run_module(tmp_path, short_names.rename(MODULE, names))
    assert short_out == source_out
    assert short_names_count > renamed_names
    assert source_names - renamed_names >= 12
    rom = set(short_names.free_rom_names())
    assert set(plan.places.values()) <= rom
    # `run` is a ROM name already: it costs nothing as it is.
    assert sorted(plan.private.values()) == ["LIMIT_OF_ROWS", "Tallies", "counted", "picker",
                                             "scaled_rows"]


def test_what_another_text_may_name_keeps_the_trees_name(monkeypatch):
    tree = {"engine_core/m.py": MODULE, "engine_core/o.py": OTHER}
    # Only the tree here: this file's own strings (OTHER among them) are host programs too.
    monkeypatch.setattr(local_names, "host_texts", list)
    text, plan, names = renamed(MODULE, tree, monkeypatch)
    # A parameter a call names (keyed_size), a global another module imports (shared_table),
    # one a `global` statement names (counter_of_calls), a local (never interned).
    assert "%s=1" % names["keyed_size"] in text
    assert "%s = [5, 6, 7]" % names["shared_table"] in text
    assert "global %s" % names["counter_of_calls"] in text
    assert "chooser = lambda" in text and "caught_error" in text
    assert ".%s = " % names["grand_total"] in text  # an attribute
    # The inner function's parameter does not take its outer one's name: it reads it.
    inner = re.search(r"def \w+\((\w+)\):\n +return \1 \* (\w+) \+ (\w+)", text)
    assert inner and len({inner.group(1), inner.group(2), inner.group(3)}) == 3
    # Without the module that imports it, the global is the module's own.
    alone, _plan, _names = renamed(MODULE, {"engine_core/m.py": MODULE}, monkeypatch)
    assert "%s = [5, 6, 7]" % names["shared_table"] not in alone


def test_a_name_no_renamed_module_uses_is_taken_and_none_it_uses(monkeypatch):
    tree = {"engine_core/m.py": MODULE}
    text, plan, names = renamed(MODULE, tree, monkeypatch)
    used = {names.get(t, t) for t in re.findall(r"[A-Za-z_]\w*", MODULE)}
    assert plan.places and not used & set(plan.places.values())


# What the renaming must get right although the tree has none of it today: a name after a
# character of more than one byte (the parser counts bytes, the tokenizer characters), a `:=`
# in a comprehension (it binds in the function around it), a parameter named as a const()
# (the compiler puts the constant's value there), a call that names parameters in a string
# (`**`), an exception class (a traceback prints its name).
CORNERS = '''
import micropython
from micropython import const

_STEP = const(3)


class Refused(Exception):
    pass


def tagged(label_text):
    return "caf\u00e9 " + label_text


def running_total(start_at, some_items):
    [start_at := start_at + x for x in some_items]
    return start_at


def stepped(_STEP):
    return _STEP


def sized(width_of, height_of):
    return width_of * height_of


def run():
    try:
        raise Refused("no")
    except Refused as e:
        print(tagged("ok"), running_total(1, [2, 3]), stepped(10), e)
    print(sized(**{"width_of": 2, "height_of": 5}))
    micropython.qstr_info()


run()
'''


def test_the_corners_run_as_their_source(tmp_path, monkeypatch):
    tree = {"engine_core/m.py": CORNERS}
    monkeypatch.setattr(local_names, "host_texts", list)  # (another test's strings name some)
    text, plan, _names = renamed(CORNERS, tree, monkeypatch)
    source_out, _source_names = run_module(tmp_path, CORNERS)
    assert source_out == ["caf\u00e9 ok 6 3 no", "10"]
    assert run_module(tmp_path, text)[0] == source_out
    assert {"tagged", "running_total", "stepped", "sized"} <= set(plan.private.values())
    assert "Refused" not in plan.private.values()


def test_a_folded_constant_keeps_its_leading_underscore(monkeypatch):
    # `_NAME = const(...)` is no name at all once compiled; a ROM name has no `_`, and the
    # compiler would keep it in the module's dictionary.
    text = "from micropython import const\n_ROWS = const(4)\n\ndef row_count():\n    return _ROWS\n"
    out, plan, _names = renamed(text, {"engine_core/m.py": text}, monkeypatch)
    assert plan.private and "_ROWS" not in plan.private.values()
    assert "_ROWS = const(4)" in out and "return _ROWS" in out


def test_a_place_the_text_has_no_name_at_is_refused():
    with pytest.raises(ValueError, match="no name token"):
        short_names.rename("x = 1\n", {}, {(1, 2): "ARRAY"})


def test_a_traceback_names_a_private_function_by_its_source_name(sim_build):
    names = short_names.load_map(sim_build)
    console = local_names.packages(sim_build)["console"]
    new = next(n for n, olds in console.items() if "_intact" in olds)  # savestore.py's
    # A function of the package by the tree's name reads as that one, not as the other names
    # of the tree that share its new name (name_clashes.py).
    sharing = {}
    for old, short in names.items():
        sharing.setdefault(short, set()).add(old)
    name, shared = next((old, short) for old, short in sorted(names.items())
                        if old in console.get(short, ()) and len(sharing[short]) > 1)
    trace = ('  File "console", line 0, in %s\n  File "hal", line 0, in %s\n'
             '  File "console", line 0, in %s\n' % (new, new, shared))
    private, other, tree_name = short_names.explain(trace, names, {"console": console}).splitlines()
    assert "_intact" in private.rpartition(" ")[2].split("|")
    assert "_intact" not in other  # another package's frame
    read = tree_name.rpartition(" ")[2].split("|")
    assert name in read and len(read) < len(sharing[shared])
    # The simulator's hal reads with its own names, not the device hal's.
    assert local_names.packages(sim_build, sim=True)["hal"] != \
        local_names.packages(sim_build)["hal"]
