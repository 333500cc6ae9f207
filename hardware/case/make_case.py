"""Regenerates the printed case from the hardware data (`make case`).

Reads hardware/layout.json, hardware/parts.json and hardware/pinmap.json and writes, under
hardware/case/print/: the plan (plan.json), both shells as STL (in their print pose) and STEP (in
the assembled pose), dimensioned drawings (SVG), a picture of the assembled box (box.png) and
digest.json, the geometric fingerprint the tests compare; it also rewrites the mountings table in
hardware/BOM.md. STL and STEP carry no date, so the same data gives the same files.
"""

import argparse
import hashlib
import io
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
HARDWARE = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.append(os.path.join(HARDWARE, "drawings"))  # last: its panel.py must shadow nothing

import case_bom  # noqa: E402  (sibling modules of this script)
import case_drawings  # noqa: E402
import case_mesh  # noqa: E402
import case_plan  # noqa: E402
import sources  # noqa: E402  (hardware/drawings/sources.py: writes generated files)

OUT = "case/print"
PARTS = ("front_shell", "back_shell")
OUTPUT_NAMES = ("plan.json", "digest.json", "box.png") + tuple(
    "%s.%s" % (p, ext) for p in PARTS for ext in ("stl", "step", "svg"))
STL_TOLERANCE_MM = 0.05  # chord error of the STL: finer than a 0.4 mm nozzle can show
STL_ANGLE_RAD = 0.3
STEP_TIMESTAMP = "2000-01-01T00:00:00"  # fixed: a STEP header otherwise carries the export time
CASE_COLOUR = (214, 206, 190)
BACK_COLOUR = (172, 166, 154)  # a shade darker, so the seam between the shells shows


def load_data(hardware_dir=HARDWARE):
    out = []
    for name in ("layout.json", "parts.json", "pinmap.json"):
        with open(os.path.join(hardware_dir, name), encoding="utf-8") as f:
            out.append(json.load(f))
    return out


def plan_bytes(plan):
    return (json.dumps(plan, indent=1, sort_keys=True) + "\n").encode()


def build_solids(plan):
    """Both shells in the assembled pose (imports the CAD kernel, a few seconds)."""
    import case_model
    return {"front_shell": case_model.front_shell(plan), "back_shell": case_model.back_shell(plan)}


def triangles(shape):
    import numpy as np
    verts, tris = shape.tessellate(STL_TOLERANCE_MM, STL_ANGLE_RAD)
    pts = np.array([[v.X, v.Y, v.Z] for v in verts])
    return pts[np.array(tris, dtype=np.int64)]


def print_pose(plan, name, tri):
    """Front shell face down on the bed (turned 180 degrees about Y), back shell on its floor."""
    if name != "front_shell":
        return tri
    out = tri.copy()
    out[..., 0] = plan["outer"]["width"] - tri[..., 0]
    out[..., 2] = plan["outer"]["depth"] - tri[..., 2]
    return out


def step_bytes(shape):
    from build123d import export_step
    buf = io.BytesIO()
    export_step(shape, buf, timestamp=STEP_TIMESTAMP)
    return buf.getvalue()


def scene(plan, tris, layout, parts):
    """Meshes for the picture: both shells, the key caps and the display glass."""
    import case_model
    import numpy as np
    from build123d import Box, Cylinder, Pos
    o = plan["outer"]
    top = o["depth"]
    caps = layout["cap_colours"]
    ks = parts["key_switch"]
    plate = plan["front_shell"]["plate"]
    out = [(tris["back_shell"], BACK_COLOUR), (tris["front_shell"], CASE_COLOUR)]
    for hole in plan["front_shell"]["holes"]:
        x, y = hole["at"]
        if hole["shape"] == "circle":
            name = hole["what"][4:]
            cap = Pos(x, o["height"] - y, top - plate) * Cylinder(
                ks["cap_diameter_mm"] / 2, plate + layout["case"]["cap_protrusion_mm"],
                align=case_model.ROUND_BOTTOM)
            colour = tuple(int(caps.get(name, "#8a8a8a")[i:i + 2], 16) for i in (1, 3, 5))
            out.append((triangles(cap), colour))
        else:
            w, h = hole["size"]
            glass = Pos(x - w / 2, o["height"] - y - h / 2, top - plate - 1.0) * Box(
                w, h, 0.5, align=case_model.LOW)
            out.append((triangles(glass), (28, 44, 64)))
    return [(np.asarray(t), c) for t, c in out]


def outputs(layout, parts, pinmap, bom_text):
    """Every generated file: path relative to hardware/ -> bytes."""
    import case_render
    plan = case_plan.build(layout, parts, pinmap)
    files = {OUT + "/plan.json": plan_bytes(plan)}
    solids = build_solids(plan)
    tris = {name: triangles(solid) for name, solid in solids.items()}
    digest = {"plan_sha256": hashlib.sha256(files[OUT + "/plan.json"]).hexdigest(),
              "stl_tolerance_mm": STL_TOLERANCE_MM}
    for name in PARTS:
        stl = case_mesh.write_stl(print_pose(plan, name, tris[name]), b"%s of the console case"
                             % name.encode())
        files["%s/%s.stl" % (OUT, name)] = stl
        files["%s/%s.step" % (OUT, name)] = step_bytes(solids[name])
        entry = case_mesh.digest(case_mesh.read_stl(stl))
        entry["step_sha256"] = hashlib.sha256(files["%s/%s.step" % (OUT, name)]).hexdigest()
        entry["solid_volume_mm3"] = round(solids[name].volume, 1)
        entry["faces"] = len(solids[name].faces())
        digest[name] = entry
    files[OUT + "/front_shell.svg"] = case_drawings.front_shell_svg(plan)
    files[OUT + "/back_shell.svg"] = case_drawings.back_shell_svg(plan)
    files[OUT + "/box.png"] = case_render.render_png(scene(plan, tris, layout, parts))
    digest["box_png_sha256"] = hashlib.sha256(files[OUT + "/box.png"]).hexdigest()
    files[OUT + "/digest.json"] = (json.dumps(digest, indent=1, sort_keys=True) + "\n").encode()
    files["BOM.md"] = case_bom.with_mountings(bom_text, plan).encode()
    return files


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=HARDWARE,
                        help="folder standing for hardware/ (default: hardware/ itself)")
    args = parser.parse_args(argv)
    layout, parts, pinmap = load_data()
    with open(os.path.join(HARDWARE, "BOM.md"), encoding="utf-8") as f:
        bom_text = f.read()
    sources.write_outputs(outputs(layout, parts, pinmap, bom_text), args.out)


if __name__ == "__main__":
    main()
