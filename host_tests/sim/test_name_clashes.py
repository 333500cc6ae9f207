"""Names that never meet share one new name in the device build (tools/name_clashes.py, used by
tools/short_names.py mapping): which names must keep apart, and that a tree renamed so runs
under MicroPython as its source does, where a mapping that broke one of the rules would not."""

import ast
import os

import name_clashes
import short_names
from mpy_run import run_mpy

# Each rule's case: a family of classes joined by inheritance, a class apart from it, an
# attribute set from outside an object's methods, a call passing two keywords to a
# `**kwargs` function, and globals of one module.
SHAPES = '''
class Base:
    def __init__(self):
        self.base_value = 1

    def describe(self):
        return self.base_value * 10


class Child(Base):
    def __init__(self):
        Base.__init__(self)
        self.child_value = 2

    def total(self):
        return self.describe() + self.child_value


class Other:
    def __init__(self):
        self.other_value = 3


def collected(**given):
    return sorted(given.values())


shape_count = 4
shape_label = "shapes"
'''
MAIN = '''
from engine_core.shapes import Child, Other, collected, shape_count, shape_label
o = Other()
o.tagged_on = 5
c = Child()
print(c.total(), c.base_value, o.other_value, o.tagged_on)
print(collected(first_word=1, second_word=2), shape_count, shape_label)
'''
# Two more modules, whose functions meet none of shapes.py's names in the tree (a test's probe
# run in the image takes one with one of them), and whose parameters main.py passes by
# keyword, both in one call.
MORE = '''
def spare_count(first_word=7):
    return first_word
'''
THIRD = '''
def halved(second_word):
    return second_word // 2
'''
PROBE = '''
from engine_core.more import spare_count
from engine_core.shapes import collected
print(spare_count(), collected(only_word=1))
'''
TREE = {"engine_core/shapes.py": SHAPES, "engine_core/more.py": MORE,
        "engine_core/third.py": THIRD, "engine_core/main.py": MAIN}


def run(tmp_path, names, program=MAIN):
    folder = tmp_path / str(len(list(tmp_path.iterdir())))
    (folder / "engine_core").mkdir(parents=True)
    (folder / "engine_core" / "__init__.py").write_text("")
    for path, text in TREE.items():
        if path != "engine_core/main.py":
            (folder / path).write_text(short_names.rename(text, names))
    (folder / "main.py").write_text(short_names.rename(program, names))
    proc = run_mpy(script=folder / "main.py", path=(folder,), check=False)
    return proc.stdout + proc.stderr


def test_names_that_meet_keep_apart_and_the_others_share():
    names = short_names.mapping(TREE, programs=[PROBE])
    apart = name_clashes.Clashes(list(TREE.values()) + [PROBE]).apart(names)
    pairs = [
        ("base_value", "child_value"),  # one family: Child's objects hold both
        ("spare_count", "collected"),  # a probe takes both into its globals
        ("tagged_on", "other_value"),  # set on an Other from outside its methods
        ("first_word", "second_word"),  # one call's keywords: one dict in collected()
        ("shape_count", "shape_label"),  # one module's globals
        ("collected", "shape_count"),
    ]
    for a, b in pairs:
        assert b in apart[a] and a in apart[b], (a, b)
        assert names[a] != names[b], (a, b)
    # A class's name is printed by type(obj).__name__: it shares with none.
    assert apart["Child"] == set(names) - {"Child"}
    # Other's attribute meets no name of the family, nor any of main.py's plain names; without
    # the probe, the two functions of two modules never meet.
    assert "other_value" not in apart["child_value"]
    alone = name_clashes.Clashes(list(TREE.values())).apart(names)
    assert "spare_count" not in alone["collected"]
    assert len(set(names.values())) < len(names)
    assert set(names.values()) <= set(short_names.free_rom_names())


def test_the_renamed_tree_runs_as_its_source_and_a_clash_would_not(tmp_path):
    names = short_names.mapping(TREE, programs=[PROBE])
    source = run(tmp_path, {})
    assert source.splitlines() == ["12 1 3 5", "[1, 2] 4 shapes"]
    assert run(tmp_path, names) == source
    assert run(tmp_path, names, PROBE) == run(tmp_path, {}, PROBE) == "7 [1]\n"
    # Each rule, broken on purpose, changes what the program prints.
    for a, b in (("base_value", "child_value"), ("tagged_on", "other_value"),
                 ("first_word", "second_word")):
        broken = dict(names)
        broken[a] = broken[b]
        assert run(tmp_path, broken) != source, (a, b)
    broken = dict(names, spare_count=names["collected"])
    assert run(tmp_path, broken, PROBE) != "7 [1]\n"


def test_the_image_shares_rom_names_among_names_that_never_meet(sim_build):
    # The whole tree: more names than the ROM table has free, all given ROM names; a class
    # and the class it subclasses in another module (Tigris's flow on the console's) hold no
    # two attributes by one new name.
    names = short_names.load_map(sim_build)
    rom = set(short_names.free_rom_names())
    assert len(names) > len(rom) and set(names.values()) <= rom
    family = set()
    for path in ("firmware/console/flowbase.py", "firmware/games/tigris/flow.py"):
        with open(os.path.join(short_names.ROOT, path), encoding="utf-8") as f:
            tree = ast.parse(f.read())
        family |= {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)
                   and getattr(n.value, "id", None) == "self" and n.attr in names}
        family |= {m.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)
                   for m in n.body if isinstance(m, ast.FunctionDef) and m.name in names}
    assert len(family) > 40
    assert len({names[n] for n in family}) == len(family)
