"""tools/bench_keys.py --count: callgrind's dumps read in the order they were made, each key's
instructions from its edge to its last write, the stand-ins' calls taken out; the stand-ins'
count mode runs on the MicroPython Unix port (callgrind itself is not needed to run it)."""

import os
import subprocess

import bench_keys
import counted
import headless
import pytest


def dump(folder, name, trigger, ir):
    with open(os.path.join(folder, name), "w") as f:
        f.write("# callgrind format\ncmd: micropython\ndesc: Trigger: %s\nsummary: %d\n"
                "totals: %d\n" % (trigger, ir, ir))


def test_dumps_are_read_process_by_process_part_by_part_marks_only(tmp_path):
    d = str(tmp_path)
    dump(d, "cg.150", "Program termination", 50)  # the restart loop's shell: no marks
    dump(d, "cg.200.2", "--dump-before=" + counted.WRITE_MARK, 5)
    dump(d, "cg.200.10", "--dump-before=" + counted.EDGE_MARK, 9)  # part 10 after part 2
    dump(d, "cg.200.1", "--dump-before=" + counted.EDGE_MARK, 100)
    dump(d, "cg.200", "Program termination", 999)  # after the last mark: not counted
    # The soft reset's process, its pid wrapped round to a smaller one: it started later.
    dump(d, "cg.90.1", "--dump-before=" + counted.HOST_MARK, 6000)
    dump(d, "cg.90.2", "--dump-before=" + counted.EDGE_MARK, 7)
    first = os.stat(os.path.join(d, "cg.200.1")).st_mtime_ns
    for name in ("cg.90.1", "cg.90.2"):
        os.utime(os.path.join(d, name), ns=(first + 10**9, first + 10**9))
    assert counted.read_dumps(d) == [("edge", 100), ("write", 5), ("edge", 9),
                                     ("host", 6000), ("edge", 7)]


def test_each_edge_mark_has_the_count_at_it_and_at_the_last_write():
    dumps = [("edge", 10), ("write", 5), ("write", 3), ("edge", 2), ("edge", 4)]
    assert counted.counts_at_lines(dumps) == [(10, 0), (20, 18), (24, 18)]


def test_a_soft_resets_host_start_up_is_not_counted():
    dumps = [("edge", 10), ("write", 5), ("host", 60_000_000), ("write", 3), ("edge", 2)]
    assert counted.counts_at_lines(dumps) == [(10, 0), (20, 18)]


def test_the_hals_bench_lines_are_not_counted():
    # A key edge, its line (host), the key's frame, the frame's line (host), a second frame.
    dumps = [("edge", 10), ("host", 900), ("write", 5), ("edge", 1), ("host", 800),
             ("write", 3), ("edge", 2), ("host", 700)]
    assert counted.counts_at_lines(dumps) == [(10, 0), (16, 15), (21, 19)]


def test_marks_that_are_not_the_bench_lines_are_refused():
    lines = [["K", "0", "1", "0"], ["F", "0", "1", "2", "3", "4"], ["K", "80", "5", "1"]]
    counted.check_marks([(1, 0), (2, 1), (3, 1)], lines)
    with pytest.raises(RuntimeError):
        counted.check_marks([(1, 0), (2, 1)], lines)


def test_the_stand_ins_loops_are_counted_per_call():
    dumps = [("edge", 999), ("edge", 4000), ("edge", 8000), ("write", 1), ("edge", 20000)]
    assert counted.per_call(dumps, 4000, 3) == [1.0, 2.0, 5.0]
    with pytest.raises(RuntimeError):
        counted.per_call(dumps[:3], 4000, 3)


def test_a_counted_key_runs_from_its_edge_to_its_frames_last_write():
    script = bench_keys.timeline.compile_script("press a\n")
    t = script.steps[0][0]
    lines = [["K", str(t), "1000", "1"],
             ["F", str(t + 10), "1900", "4000", str(18 + 12 * bench_keys.WRITE_CALL), "200"],
             ["F", str(t + 30), "2500", "4400", str(20 + 13 * bench_keys.WRITE_CALL), "210"],
             ["K", str(t + 80), "5000", "0"]]
    # the edge at 1,000 instructions; the frames' last writes at 30,000 and 41,000
    counts = [(1000, 0), (31000, 30000), (42500, 41000), (43000, 41000)]
    key = bench_keys.edges_from(lines, script, counts)[0]
    assert key["ir"] == 40000
    assert key["first"]["ir"] == 29000  # the key's first frame
    bench_keys.take_out_standins([key], (100, 1000))
    # 33 calls, 13 of them writes
    assert key["work"] == 40000 - 20 * 100 - 13 * 1000


def test_a_counted_estimate_is_its_instructions_at_the_picos_rate():
    plain = bench_keys.device_ms(0, 10, 7800, 3)
    assert plain == pytest.approx(10 * bench_keys.BUS_CALL_US / 1000 + 1000 * 7800 /
                                  bench_keys.SPI_BYTES_PER_S + 3)
    assert bench_keys.device_ms(1000000, 10, 7800, 3, count=True) == \
        pytest.approx(plain + 1000000 * bench_keys.PICO_NS_PER_IR / 1e6)
    assert bench_keys.device_ms(100, 10, 7800, 3) == \
        pytest.approx(plain + 100 * bench_keys.PICO_FACTOR / 1000)


def test_the_stand_ins_count_mode_runs_its_loops(sim_build, tmp_path):
    build = str(tmp_path / "build")  # its own copy: the host hal is compiled into it
    headless.build.copy_image(sim_build, build)
    argv, env = headless.firmware_command(build)
    program = headless.image_program(build, bench_keys.STANDIN_COST)
    proc = subprocess.run([headless.MICROPYTHON, program], capture_output=True, text=True,
                          env=dict(os.environ, SIM_COUNT="1", **env), cwd=build,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert int(proc.stdout) == 4000  # each loop's calls; the counts are callgrind's
    # and the timed mode still prints its two figures
    proc = subprocess.run([headless.MICROPYTHON, program], capture_output=True, text=True,
                          env=dict(os.environ, **env), cwd=build, timeout=60)
    assert len([float(w) for w in proc.stdout.split()]) == 2


PROBE_LINES = '''
import gc
import sys

import hal
from benchlines import BenchLines


class Bench(hal.Board):
    def __init__(self, path):
        self._bench = BenchLines(open(path, "w"))
        self._us_offset = 0
        self._last_us = 0
        self._sent = 1234567
        self._mask = 5
        self._collect = False
        self._out = None


b = Bench(sys.argv[1])
b._bench.edge(b, 1)  # the first call of each loads what it uses
b.frame(2)
t = before = 0  # the module's globals made before the heap is read
gc.collect()
gc.disable()
before = gc.mem_alloc()
for t in range(40):
    b._bench.edge(b, 1000 + t)
    b.frame(2000 + t)
print(gc.mem_alloc() - before)
'''


def test_the_hals_bench_lines_allocate_nothing_and_read_as_numbers(sim_build, tmp_path):
    # A `%` format made a string and a tuple at every key edge and frame: garbage in the heap
    # the firmware's figures are taken from, which the device never makes.
    build = str(tmp_path / "build")
    headless.build.copy_image(sim_build, build)
    probe = tmp_path / "probe.py"
    probe.write_text(PROBE_LINES)
    lines = tmp_path / "bench.txt"
    proc = headless.run_program(build, str(probe), (lines,))
    assert proc.returncode == 0, proc.stderr
    assert int(proc.stdout) == 0
    rows = [line.split() for line in lines.read_text().splitlines()]
    assert len(rows) == 82
    assert rows[-2][0] == "K" and [int(w) for w in rows[-2][1:]][::2] == [1039, 5]
    assert rows[-1][0] == "F" and int(rows[-1][1]) == 2039 and int(rows[-1][3]) == 1234567
