"""tools/mpy_strings.py: a module whose source asks for it has its string constants interned when
the build compiles it; it behaves the same under the real MicroPython, costs less heap while
loaded, and only text the interpreter can intern is added to its table of names."""

import os
import sys

import pytest
from mpy_run import run_mpy

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import mpy_strings  # noqa: E402

import build  # noqa: E402

LONG = "x" * 300  # longer than an interned name may be: stays an object
SOURCE = '''"""A probe module."""

%s
WORDS = ("the river runs by the temple", "a market by the farm", "no monument")
LINES = ["Archer placed a red tile", "Starts a war in black", "Pot's king goes home",
         "Bull took a treasure", "Lion built the ziggurat", "The game is over now",
         "gave back 2 red; drew 1 blue", "Someone scored points", "Wars in blue and green"]


def line(i):
    return LINES[i] + " \u2026"  # a text that is not ASCII


def again():
    return "Archer placed a red tile"  # the same text twice: one constant, one name


LONG = %r
'''
# The pool of interned names grows in blocks that double; a game's process has room in its
# newest one (tools/short_names.py), which the probe makes first so that it weighs the same.
PROBE = '''
import gc


class Pad:
    pass


pad = Pad()
for i in range(240):
    setattr(pad, "pad%d" % i, i)
gc.collect()
before = gc.mem_alloc()
import strprobe
gc.collect()
print(gc.mem_alloc() - before)
print(strprobe.WORDS, strprobe.LINES, strprobe.line(3), strprobe.again(), len(strprobe.LONG))
'''


def compiled(tmp_path, folder, pragma):
    out = tmp_path / folder
    out.mkdir()
    text = SOURCE % ("# build: intern strings (a probe)" if pragma else "# plain", LONG)
    build._compile("firmware/strprobe.py", str(out / "strprobe.mpy"), None, text=text)
    return out


def test_a_module_that_asks_loads_its_strings_interned_and_behaves_the_same(tmp_path):
    plain = compiled(tmp_path, "plain", False)
    interned = compiled(tmp_path, "interned", True)
    outs = [run_mpy(PROBE, path=(folder,)).splitlines() for folder in (plain, interned)]
    cost_plain, cost_interned = int(outs[0][0]), int(outs[1][0])
    print("import: %d bytes as objects, %d interned" % (cost_plain, cost_interned))
    assert outs[0][1] == outs[1][1]  # the same strings, the non-ASCII one and the long one too
    assert "\u2026" in outs[1][1] and outs[1][1].endswith(" 300")
    # Twelve texts of 11-30 characters: 64 bytes each as objects on this 64-bit port, a byte
    # over their length interned (the pool's slots were there already).
    assert cost_interned < cost_plain - 400

    names, texts, _end = mpy_strings.tables((interned / "strprobe.mpy").read_bytes())
    plain_names, plain_texts, _end = mpy_strings.tables((plain / "strprobe.mpy").read_bytes())
    assert texts == plain_texts
    added = names[len(plain_names):]
    assert names[:len(plain_names)] == plain_names  # every name the bytecode uses keeps its index
    assert LONG.encode() not in added
    assert b"Archer placed a red tile" in added
    assert len(added) == len(set(added)) == len({t for t in texts if len(t) <= 255})
    # A file cut short is refused in words (the build turns them into a BuildError).
    data = (plain / "strprobe.mpy").read_bytes()
    for cut in (3, 40, len(data) // 3):
        with pytest.raises(mpy_strings.MpyError):
            mpy_strings.tables(data[:cut])


def test_a_native_module_cannot_ask(tmp_path):
    text = ("# build: intern strings\nimport micropython\n\n\n@micropython.viper\n"
            "def f(x: int) -> int:\n    return x + 1\n\n\nNAME = 'a text of some length'\n")
    with pytest.raises(build.BuildError, match="native code"):
        build._compile("firmware/strprobe.py", str(tmp_path / "strprobe.mpy"),
                       build.HOST_ARCH, text=text)


def test_the_image_interns_the_strings_of_the_modules_that_ask_and_of_no_other(sim_build, tmp_path):
    # Every module of the image whose source asks has each text it can intern among its names;
    # a module that does not ask (the title's, whose strings go with it) keeps them objects.
    # The simulator's hal asks as the device's does, so the two weigh alike.
    import headless

    tree = str(tmp_path / "build")  # a copy: the host hal is compiled into the tree
    build.copy_image(sim_build, tree)
    modules = [(src, os.path.join(tree, dest)) for src, dest in build.sources()
               if dest.endswith(".mpy")]
    modules.append(("tools/sim/hal.py", os.path.join(headless.host_hal(tree), "hal.mpy")))
    asked = 0
    for src, mpy in modules:
        with open(os.path.join(ROOT, src), encoding="utf-8") as f:
            asks = mpy_strings.asks(f.read())
        with open(mpy, "rb") as f:
            data = f.read()
        if data[2] >> 2:
            assert not asks, src  # native code: the build refuses it (the test above)
            continue
        names, texts, _end = mpy_strings.tables(data)
        loose = [t for t in texts if t not in names and len(t) <= 255]
        if asks:
            asked += 1
            assert loose == [], src
        elif src == "firmware/console/title.py":
            assert loose, src
    assert asked >= 15
