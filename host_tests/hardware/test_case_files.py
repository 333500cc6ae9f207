"""The committed case files are current and printable, checked without the CAD kernel.

"Current" is proved in two steps. The plan, the drawings and the BOM's mountings table are
regenerated here (pure Python, fast) and must equal the committed bytes. The meshes, STEP files
and the picture come from the CAD kernel, so instead of rebuilding them here, digest.json (written
in the same `make case` run) records the sha256 of the plan they were made from and their own
fingerprints: the plan hash must be today's plan, and each committed file must match its
fingerprint. test_case_model.py rebuilds the solids and compares their volumes with the digest.
"""

import hashlib
import json
import os
import struct

import case_bom
import case_drawings
import case_mesh
import make_case
import pytest
from case_geometry import HARDWARE, PRINT, build


def _read(rel):
    with open(os.path.join(PRINT, rel), "rb") as f:
        return f.read()


def _digest():
    return json.loads(_read("digest.json"))


def test_plan_drawings_and_bom_table_match_a_fresh_generation():
    plan = build()
    stale = []
    for rel, fresh in (("plan.json", make_case.plan_bytes(plan)),
                       ("front_shell.svg", case_drawings.front_shell_svg(plan)),
                       ("back_shell.svg", case_drawings.back_shell_svg(plan))):
        if _read(rel) != fresh:
            stale.append(rel)
    with open(os.path.join(HARDWARE, "BOM.md"), encoding="utf-8") as f:
        text = f.read()
    if case_bom.with_mountings(text, plan) != text:
        stale.append("BOM.md mountings table")
    assert not stale, "run `make case`; out of date: %s" % ", ".join(stale)


def test_meshes_steps_and_picture_were_made_from_todays_plan():
    digest = _digest()
    plan_hash = hashlib.sha256(make_case.plan_bytes(build())).hexdigest()
    assert digest["plan_sha256"] == plan_hash, "the data changed since `make case`: run it"
    for name in make_case.PARTS:
        tri = case_mesh.read_stl(_read(name + ".stl"))
        fresh = case_mesh.digest(tri)
        for key in ("triangles", "volume_mm3", "bounds_mm"):
            assert fresh[key] == digest[name][key], (name, key)
        assert hashlib.sha256(_read(name + ".step")).hexdigest() == digest[name]["step_sha256"]
    assert hashlib.sha256(_read("box.png")).hexdigest() == digest["box_png_sha256"]
    expected = set(make_case.OUTPUT_NAMES)
    assert set(os.listdir(PRINT)) == expected, "stray or missing files in case/print/"


def test_every_part_is_a_closed_solid_that_lies_on_a_220mm_bed():
    for name in make_case.PARTS:
        tri = case_mesh.read_stl(_read(name + ".stl"))
        open_edges, shared, flipped = case_mesh.edges_report(tri)
        assert (open_edges, shared, flipped) == (0, 0, 0), "%s is not watertight" % name
        assert case_mesh.volume(tri) > 0, "%s is inside out" % name
        lo, hi = case_mesh.bounds(tri)
        assert abs(lo[2]) < 1e-6, "%s does not lie on the bed" % name
        assert hi[0] - lo[0] <= 220 and hi[1] - lo[1] <= 220 and hi[2] - lo[2] <= 220, name


def test_the_print_pose_puts_the_front_face_down():
    plan = build()
    tri = case_mesh.read_stl(_read("front_shell.stl"))
    z = tri[:, :, 2]
    # Triangles lying flat on the bed cover the face plate (all but its holes): the plate is the
    # first layer, so window and key holes print as clean edges without supports.
    flat = tri[(z < 1e-6).all(axis=1)]
    ab, ac = flat[:, 1] - flat[:, 0], flat[:, 2] - flat[:, 0]
    area = 0.5 * abs(ab[:, 0] * ac[:, 1] - ab[:, 1] * ac[:, 0]).sum()
    o = plan["outer"]
    assert 0.6 * o["width"] * o["height"] < area < o["width"] * o["height"]
    assert case_mesh.bounds(tri)[1][2] == pytest.approx(plan["front_shell"]["depth"])


def test_stl_writer_round_trips_and_has_no_date():
    tri = case_mesh.read_stl(_read("back_shell.stl"))
    again = case_mesh.write_stl(tri, b"x")
    assert case_mesh.read_stl(again).shape == tri.shape
    assert struct.unpack_from("<I", again, 80)[0] == len(tri)
    assert (case_mesh.read_stl(again) == tri.astype("float32")).all()
