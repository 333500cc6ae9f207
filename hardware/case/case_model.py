"""The two printed shells as build123d solids, made from the plan (plan.py) and nothing else.

World coordinates of the assembled box: X to the right, Y up (the front's top edge at Y = height),
Z out of the front (the back face at Z = 0, the front face at Z = depth). `front_shell` and
`back_shell` return the parts where they sit in the assembled box.
"""

import case_font
from build123d import Align, Box, Cylinder, Pos, RectangleRounded, extrude

LOW = (Align.MIN, Align.MIN, Align.MIN)
ROUND_BOTTOM = (Align.CENTER, Align.CENTER, Align.MIN)
EPS = 0.5  # overlap of cutters and added pieces, so faces never merely touch


def _rounded(plan, inset, z0, z1):
    o = plan["outer"]
    sketch = RectangleRounded(o["width"] - 2 * inset, o["height"] - 2 * inset,
                              o["corner_radius"] - inset)
    return Pos(o["width"] / 2, o["height"] / 2, z0) * extrude(sketch, z1 - z0)


def _box(plan, rect, z0, z1):
    """A box over a front-view rect [x, y, w, h] between heights z0 and z1."""
    x, y, w, h = rect
    top = plan["outer"]["height"]
    return Pos(x, top - y - h, z0) * Box(w, h, z1 - z0, align=LOW)


def _cyl(plan, at, d, z0, z1):
    return Pos(at[0], plan["outer"]["height"] - at[1], z0) * Cylinder(d / 2, z1 - z0,
                                                                       align=ROUND_BOTTOM)


def _finish(base, adds, cuts):
    part = base.fuse(*adds) if adds else base
    part = part.cut(*cuts) if cuts else part
    part = part.clean()
    solids = part.solids()
    if len(solids) != 1:
        raise ValueError("a shell came out as %d separate solids" % len(solids))
    return solids[0]


def front_shell(plan):
    """Face plate with the window and key holes, upper walls, posts and screw bosses."""
    depth = plan["outer"]["depth"]
    fs = plan["front_shell"]
    seam, plate_in = depth - fs["depth"], depth - fs["plate"]
    shell = _rounded(plan, 0, seam, depth).cut(_rounded(plan, plan["wall"], seam - EPS, plate_in))
    adds, cuts = [], []
    for post in fs["posts"] + fs["bosses"]:
        end = depth - post["to"]  # the post's free end, towards the back
        adds.append(_cyl(plan, post["at"], post["d"], end, plate_in + EPS))
        cuts.append(_cyl(plan, post["at"], post["pilot_d"], end - EPS, end + post["pilot_depth"]))
    for hole in fs["holes"]:
        if hole["shape"] == "circle":
            cuts.append(_cyl(plan, hole["at"], hole["d"], plate_in - EPS, depth + EPS))
        else:
            (cx, cy), (w, h) = hole["at"], hole["size"]
            cuts.append(_box(plan, [cx - w / 2, cy - h / 2, w, h], plate_in - EPS, depth + EPS))
    return _finish(shell, adds, cuts)


def _wall_box(plan, wall, along, h, size_along, size_h, out_from, out_to):
    """A box on one wall: `along` the wall (front-view x or y), `h` its centre height, reaching
    from `out_from` to `out_to` measured outwards from the wall's outer face."""
    o = plan["outer"]
    z0, z1 = h - size_h / 2, h + size_h / 2
    if wall in ("top", "bottom"):
        x0 = along - size_along / 2
        y0, y1 = (o["height"] + out_from, o["height"] + out_to) if wall == "top" else (
            -out_to, -out_from)
        return Pos(x0, y0, z0) * Box(size_along, y1 - y0, z1 - z0, align=LOW)
    y_world = o["height"] - along
    x0, x1 = (-out_to, -out_from) if wall == "left" else (o["width"] + out_from,
                                                          o["width"] + out_to)
    return Pos(x0, y_world - size_along / 2, z0) * Box(x1 - x0, size_along, z1 - z0, align=LOW)


ROW_GAP = 0.05
READING = {"bottom": 1, "top": -1, "left": 1, "right": -1}  # letters run this way along the wall


def label_boxes(plan, label):
    """Raised letters on a wall's outer face, upright when the box lies face up."""
    pix = label["pixel"]
    along0, h0 = label["at"]
    sign = READING[label["wall"]]
    out = []
    for col, row, n in case_font.runs(label["text"]):
        u = col * pix + n * pix / 2 - label["size"][0] / 2
        v = h0 + (3 - row) * pix
        # Rows a hair apart: letters whose pixels touch only at a corner would otherwise share
        # a bare edge, which no slicer accepts (the gap closes in the print anyway).
        out.append(_wall_box(plan, label["wall"], along0 + sign * u, v, n * pix, pix - ROW_GAP,
                             -EPS, label["raised"]))
    return out


def back_shell(plan):
    """Floor and lower walls with the ports, screw bosses, the Pico's posts and the bays."""
    bs = plan["back_shell"]
    top = bs["depth"]
    shell = _rounded(plan, 0, 0, top).cut(_rounded(plan, plan["wall"], bs["floor"], top + EPS))
    adds, cuts = [], []
    for boss in bs["bosses"]:
        adds.append(_cyl(plan, boss["at"], boss["d"], bs["floor"] - EPS, boss["to"]))
        cuts.append(_cyl(plan, boss["at"], boss["hole_d"], -EPS, top + EPS))
        cuts.append(_cyl(plan, boss["at"], boss["counterbore_d"], -EPS, boss["counterbore_to"]))
    for post in bs["posts"]:
        adds.append(_cyl(plan, post["at"], post["d"], post["from"] - EPS, post["to"]))
        cuts.append(_cyl(plan, post["at"], post["pilot_d"], post["to"] - post["pilot_depth"],
                         post["to"] + EPS))
    for block in bs["blocks"]:
        adds.append(_box(plan, block["rect"], block["h"][0] - EPS, block["h"][1]))
    for label in bs["labels"]:
        adds.extend(label_boxes(plan, label))
    for hole in bs["wall_holes"]:
        along, h = hole["at"]
        w, hh = hole["size"]
        cuts.append(_wall_box(plan, hole["wall"], along, h, w, hh, -plan["wall"] - 1.0, 1.0))
    return _finish(shell, adds, cuts)

