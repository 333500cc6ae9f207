"""tools/const_fold.py: a public const() that other modules only import by name is folded into
each of them by the device's build. The folded tree runs the same under the real MicroPython,
the names are gone from the modules' globals, and a name something could look up stays."""

import os
import subprocess
import sys

import headless
from mpy_run import run_mpy

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import const_fold  # noqa: E402

import build  # noqa: E402

TREE = {
    "engine_core/__init__.py": "",
    "engine_core/pk/__init__.py": (
        "from micropython import const\n"
        "_BASE = const(4)\n"
        "KIND_A = const(1)\n"
        "KIND_B = const(_BASE + 2)\n"
        "LOOKED_UP = const(9)\n"
        "ATTRIBUTED = const(11)\n"
        "INSIDE = const(15)\n"
        "BIG = const(1 << 40)\n"
        "NOT_CONST = 17\n"
        "THROUGH = const(21)\n"
        "def early():\n"
        "    return LATE_DEFINED\n"
        "LATE_DEFINED = const(19)\n"
        "def kinds():\n"
        "    return KIND_A + KIND_B\n"
    ),
    "engine_core/pk/user.py": (
        "from . import KIND_A, KIND_B as KB, LOOKED_UP, NOT_CONST\n"
        "from engine_core.pk import ATTRIBUTED, BIG\n"
        "from engine_core import pk\n"
        "def total():\n"
        "    from engine_core.pk import INSIDE\n"
        "    return KIND_A * 100 + KB * 10 + NOT_CONST + INSIDE + BIG - BIG\n"
        "class Box:\n"
        "    pass\n"
        "def spelled():\n"
        "    box = Box()\n"
        "    box.ATTRIBUTED = 2\n"
        "    return getattr(pk, 'LOOKED_UP') + box.ATTRIBUTED + ATTRIBUTED + pk.THROUGH\n"
    ),
    "engine_core/pk/reexport.py": "from .user import KB\nTWICE = KB * 2\n",
    "engine_core/pk/only.py": (
        "from engine_core.pk import KIND_A\n"
        "from engine_core.pk import (\n"
        "    KIND_B,\n"
        ")\n"
        "SUM = KIND_A + KIND_B\n"
    ),
}


def test_only_constants_nothing_could_look_up_by_name_are_folded():
    folded = const_fold.plan(TREE)
    # THROUGH is read as an attribute of its module (pk.THROUGH): that read folds too.
    assert folded["engine_core.pk"] == {"KIND_A": 1, "KIND_B": 6, "THROUGH": 21}
    # Importers hold their copies, a re-export among them.
    assert folded["engine_core.pk.user"] == {"KIND_A": 1, "KB": 6}
    assert folded["engine_core.pk.reexport"] == {"KB": 6}
    assert folded["engine_core.pk.only"] == {"KIND_A": 1, "KIND_B": 6}
    # Kept: a name a string spells (getattr), an attribute of an object (box), one imported inside
    # a function, one read above its definition (early), no small int, a plain global.
    kept = ("LOOKED_UP", "ATTRIBUTED", "INSIDE", "LATE_DEFINED", "BIG", "NOT_CONST")
    for names in folded.values():
        assert not set(kept) & set(names)


def test_a_constant_one_holder_cannot_fold_stays_everywhere():
    tree = dict(TREE)
    tree["engine_core/pk/reexport.py"] = "from .user import KB\nKB = KB + 1\n"  # bound again
    folded = const_fold.plan(tree)
    assert "KIND_B" not in folded["engine_core.pk"] and "KB" not in folded["engine_core.pk.user"]
    assert folded["engine_core.pk"] == {"KIND_A": 1, "THROUGH": 21}


def test_the_folded_tree_runs_the_same_under_micropython(tmp_path):
    folded = const_fold.plan(TREE)
    out = tmp_path / "lib"
    for path, text in TREE.items():
        new = const_fold.fold(text, const_fold.module_name(path), folded, path)
        # Every line keeps its number (a statement rewritten in place).
        assert new.count("\n") == text.count("\n"), new
        target = out / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.with_suffix(".py").write_text(new)
        subprocess.run([build.MPY_CROSS, "-O3", "-o", str(target.with_suffix(".mpy")),
                        str(target.with_suffix(".py"))], check=True)
        target.with_suffix(".py").unlink()
    only = const_fold.fold(TREE["engine_core/pk/only.py"], "engine_core.pk.only", folded)
    assert "import" not in only  # nothing left to import: the statements are gone
    user = const_fold.fold(TREE["engine_core/pk/user.py"], "engine_core.pk.user", folded)
    assert "pk.THROUGH" not in user and "box.ATTRIBUTED" in user
    code = (
        "import sys\n"
        "from engine_core.pk import user, reexport, kinds\n"
        "import engine_core.pk as pk\n"
        "from engine_core.pk import only\n"
        "print(user.total(), user.spelled(), reexport.TWICE, kinds(), only.SUM)\n"
        "print(sorted(k for k in dir(pk) if k.isupper()))\n"
        "print(sorted(k for k in dir(user) if k.isupper()))\n"
    )
    printed = run_mpy(code, path=(out,), cwd=str(tmp_path)).split("\n")
    assert printed[0] == "192 43 12 7 7"  # 1*100 + 6*10 + 17 + 15; 9 + 2 + 11 + 21; 6*2; 1+6
    # The folded names are no globals of their modules any more; the kept ones are.
    assert printed[1] == str(["ATTRIBUTED", "BIG", "INSIDE", "LATE_DEFINED", "LOOKED_UP",
                              "NOT_CONST"])
    assert printed[2] == str(["ATTRIBUTED", "BIG", "LOOKED_UP", "NOT_CONST"])


def test_the_image_holds_no_folded_name_and_a_probe_still_imports_them(sim_build, tmp_path):
    folded = const_fold.load(sim_build)
    keys = folded["console.keys"]
    assert keys["K_A"] >= 0 and "ACT_TILE" in folded["engine_core.tigris"]
    probe = tmp_path / "probe.py"
    probe.write_text(
        "from console.keys import K_A, K_B\n"
        "import console.keys as keys\n"
        "import engine_core.tigris as tigris\n"
        "print(K_A, K_B, hasattr(keys, 'K_A'), hasattr(tigris, 'ACT_TILE'))\n")
    # A copy: running a program in it adds the host hal, which the build test checks for.
    tree = build.copy_image(sim_build, str(tmp_path / "build"))
    argv, env = headless.firmware_command(tree, "160K")
    argv = argv[:-1] + [headless.image_program(tree, str(probe))]
    proc = subprocess.run(argv, cwd=tree, env=dict(os.environ, **env), capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    assert proc.stdout.split() == [str(keys["K_A"]), str(keys["K_B"]), "False", "False"]
