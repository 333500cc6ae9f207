"""`make flash` without a Pico: the dry run's mpremote command lines are well formed and copy
exactly the build, and the small scripts it runs on the device do their job under the real
MicroPython Unix port (a temp folder stands in for the device's root)."""

import os
import shlex
import subprocess

import deploy
import headless
import pytest

build = deploy.build  # tools/build.py (the import sorter ranks a bare `build` by folder)

ROOT = build.ROOT


def dry_run(*args):
    proc = subprocess.run([os.path.join(ROOT, ".venv", "bin", "python"), "tools/deploy.py",
                           "--dry-run", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    commands = [shlex.split(line) for line in proc.stdout.splitlines()
                if line and not line.startswith("#")]
    return commands


def split_chain(argv):
    """mpremote's `a + b + c` chain -> [a, b, c] (after `connect PORT`)."""
    assert argv[0].endswith("mpremote") and argv[1] == "connect"
    steps, step = [], []
    for word in argv[3:]:
        if word == "+":
            steps.append(step)
            step = []
        else:
            step.append(word)
    steps.append(step)
    return argv[2], steps


def build_files():
    out = []
    for folder, _dirs, files in os.walk(build.DEVICE_DIR):
        for name in files:
            rel = os.path.relpath(os.path.join(folder, name), build.DEVICE_DIR)
            out.append("/" + rel.replace(os.sep, "/"))
    return sorted(out)


@pytest.mark.usefixtures("repo_build")  # rebuilds build/device
def test_dry_run_copies_exactly_the_build():
    commands = dry_run()
    wanted = build_files()
    assert "/main.py" in wanted and "/pinmap.json" in wanted
    copied = []
    execs = []
    kinds = []
    for argv in commands:
        port, steps = split_chain(argv)
        assert port == "auto"
        for step in steps:
            kinds.append(step[:2] if step[0] == "fs" else step[:1])
            if step[:2] == ["fs", "cp"]:
                sources, dest = step[2:-1], step[-1]
                assert dest.startswith(":")
                if len(sources) > 1 or dest.endswith("/"):
                    assert dest.endswith("/")
                    targets = [dest[1:] + os.path.basename(s) for s in sources]
                else:
                    targets = [dest[1:]]
                for source, target in zip(sources, targets, strict=True):
                    assert os.path.isfile(os.path.join(ROOT, source)), source
                    device = "/" + target
                    assert source == os.path.relpath(build.DEVICE_DIR, ROOT) + device
                    copied.append(device)
            elif step[0] == "exec":
                compile(step[-1], "<exec>", "exec")  # a well-formed one-line script
                execs.append(step[-1])
    assert sorted(copied) == wanted  # every file once, nothing else
    assert copied[-1] == "/main.py"  # last: a copy cut short never boots half a firmware
    assert kinds[-1] == ["reset"]
    # First the game and its watchdog are stopped (main.py removed, reset), before any copy.
    assert kinds[0] == ["exec"] and "machine.reset()" in execs[0]
    assert execs[0].index("os.remove") < execs[0].index("machine.reset()")
    assert kinds.index(["fs", "cp"]) > 0
    # stop the game, ask the .mpy version, make the folders, list /lib for pruning
    assert len(execs) == 4 and "sys.implementation._mpy" in execs[1]


@pytest.mark.usefixtures("repo_build")  # rebuilds build/device
def test_dry_run_names_the_port():
    for argv in dry_run("--port", "/dev/ttyACM0"):
        assert argv[1:3] == ["connect", "/dev/ttyACM0"]


def run_on_unix_port(script, cwd):
    proc = subprocess.run([headless.MICROPYTHON, "-c", script], cwd=cwd, capture_output=True,
                          text=True, timeout=30)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def test_device_scripts_make_folders_and_list_them(tmp_path):
    base = str(tmp_path)
    folders = ["/lib", "/lib/engine_core", "/lib/engine_core/tigris", "/lib/ui"]
    assert run_on_unix_port(deploy.list_script(base), base) == ""  # no /lib yet: nothing to prune
    run_on_unix_port(deploy.mkdirs_script(folders, base), base)
    run_on_unix_port(deploy.mkdirs_script(folders, base), base)  # again: nothing breaks
    for folder in folders:
        assert os.path.isdir(base + folder)
    listing = run_on_unix_port(deploy.list_script(base), base)
    assert sorted(listing.splitlines()) == ["D %s%s" % (base, f) for f in folders[1:]]
    for path in ("/lib/app.mpy", "/lib/old.mpy", "/lib/ui/gone.mpy", "/main.py"):
        with open(base + path, "w") as f:
            f.write("x")
    listing = run_on_unix_port(deploy.list_script(base), base)
    lines = sorted(listing.splitlines())
    assert lines == sorted([
        "D %s/lib/engine_core" % base, "D %s/lib/engine_core/tigris" % base,
        "D %s/lib/ui" % base, "F %s/lib/app.mpy" % base, "F %s/lib/old.mpy" % base,
        "F %s/lib/ui/gone.mpy" % base,
    ])  # /main.py is outside /lib: never listed, never pruned


def test_main_py_removal_script(tmp_path):
    base = str(tmp_path)
    script = "import os;" + deploy.remove_main_script(base)
    run_on_unix_port(script, base)  # no main.py: nothing happens
    (tmp_path / "main.py").write_text("x")
    (tmp_path / "pinmap.json").write_text("{}")
    run_on_unix_port(script, base)
    assert sorted(os.listdir(base)) == ["pinmap.json"]
    assert deploy.remove_main_script() in deploy.park_command(None)[-1]


def test_stale_files_are_those_the_build_lacks():
    outputs = [os.path.join(build.DEVICE_DIR, *p.split("/")) for p in
               ("main.py", "pinmap.json", "lib/app.mpy", "lib/ui/play.mpy",
                "lib/engine_core/tigris/game.mpy")]
    listing = "\n".join([
        "F /lib/app.mpy", "F /lib/old.mpy", "D /lib/ui", "F /lib/ui/play.mpy",
        "F /lib/ui/gone.mpy", "D /lib/engine_core", "D /lib/engine_core/tigris",
        "F /lib/engine_core/tigris/game.mpy", "D /lib/attic", "D /lib/attic/deep",
        "F /lib/attic/deep/x.mpy",
    ])
    files, dirs = deploy.stale(listing, outputs)
    assert files == ["/lib/attic/deep/x.mpy", "/lib/old.mpy", "/lib/ui/gone.mpy"]
    assert dirs == ["/lib/attic/deep", "/lib/attic"]  # deepest first, each empty by then
    argv = deploy.prune_command(files, dirs, None)
    port, steps = split_chain(argv)
    assert steps == [["fs", "rm", ":/lib/attic/deep/x.mpy", ":/lib/old.mpy", ":/lib/ui/gone.mpy"],
                     ["fs", "rmdir", ":/lib/attic/deep"], ["fs", "rmdir", ":/lib/attic"]]
    assert deploy.prune_command([], [], None) is None


def test_the_flash_refuses_a_micropython_that_cannot_load_the_native_code(tmp_path):
    # The rule deploy.py applies to the Pico's answer, checked against the real Unix port: it
    # loads the simulator's build (native code for its CPU) and refuses the device's (armv6m).
    unix_mpy = int(run_on_unix_port("import sys; print(sys.implementation._mpy)", str(tmp_path)))
    device = build.compile_all(str(tmp_path / "device"))
    sim = build.compile_all(str(tmp_path / "sim"), build.HOST_ARCH)
    armv6m = deploy.native_header(device)
    assert armv6m is not None and deploy.native_header(sim) is not None
    assert deploy.native_mismatch(unix_mpy, deploy.native_header(sim)) is None
    why = deploy.native_mismatch(unix_mpy, armv6m)
    assert why and "pyproject.toml" in why
    # ... and the Unix port does refuse that file, as the rule said.
    lib = str(tmp_path / "device" / "lib")
    proc = subprocess.run([headless.MICROPYTHON, "-c", "import fonts.writer"], cwd=str(tmp_path),
                          env=dict(os.environ, MICROPYPATH=lib), capture_output=True, text=True,
                          timeout=30)
    assert proc.returncode != 0 and "mpy" in proc.stdout + proc.stderr
    # A Pico whose MicroPython matches the build: its _mpy as the header says.
    version, sub, arch = armv6m
    assert deploy.native_mismatch(version | sub << 8 | arch << 10, armv6m) is None
    assert deploy.native_mismatch(version | (sub - 1) << 8 | arch << 10, armv6m)
    # A build of bytecode alone loads anywhere: nothing to check.
    assert deploy.native_header([p for p in device if "writer" not in p and
                                 "boardpasses" not in p and "panel" not in p]) is None
