"""The solids themselves (build123d, the real CAD kernel): built from today's data they match the
committed digest, every planned feature is really there (probed point by point), and moving a key
in layout.json moves its hole in the case, the drawings and the simulator's drawn key pad."""

import copy
import json
import os

import case_drawings
import case_font
import case_model
import case_plan
import make_case
import pytest
from case_geometry import PRINT, ROOT, data


@pytest.fixture(scope="module")
def built():
    plan = case_plan.build(*data())
    return plan, make_case.build_solids(plan)


def _world(plan, x, y, z):
    """Front-view (x, y) and a height z from the back face -> the model's coordinates."""
    return (x, plan["outer"]["height"] - y, z)


def test_solids_match_the_committed_digest(built):
    plan, solids = built
    with open(os.path.join(PRINT, "digest.json")) as f:
        digest = json.load(f)
    for name, solid in solids.items():
        assert solid.is_valid, name
        assert round(solid.volume, 1) == pytest.approx(digest[name]["solid_volume_mm3"], abs=0.2)
        assert len(solid.faces()) == digest[name]["faces"], name
        # the committed mesh encloses the solid's volume to within its chord tolerance
        assert digest[name]["volume_mm3"] == pytest.approx(solid.volume, rel=2e-3)


def _probe(plan):
    """(part, point, solid expected there?, what) for every feature of the plan."""
    depth = plan["outer"]["depth"]
    fs, bs = plan["front_shell"], plan["back_shell"]
    plate_mid = depth - fs["plate"] / 2
    out = []
    for hole in fs["holes"]:
        out.append(("front_shell", _world(plan, *hole["at"], plate_mid), False, hole["what"]))
    for post in fs["posts"] + fs["bosses"]:
        x, y = post["at"]
        ring = (post["d"] + post["pilot_d"]) / 4  # halfway through the post's wall
        z_free = depth - post["to"]
        mid = depth - (post["from"] + post["to"]) / 2
        out.append(("front_shell", _world(plan, x + ring, y, mid), True, post["mounting"]))
        out.append(("front_shell", _world(plan, x, y, z_free + 0.3), False,
                    post["mounting"] + " pilot"))
    for boss in bs["bosses"]:
        x, y = boss["at"]
        ring = (boss["hole_d"] + boss["counterbore_d"]) / 4
        out.append(("back_shell", _world(plan, x + ring, y, 1.0), False, "counterbore"))
        out.append(("back_shell", _world(plan, x + ring, y, boss["counterbore_to"] + 1), True,
                    "boss shelf"))
        out.append(("back_shell", _world(plan, x, y, boss["to"] - 1), False, "screw hole"))
    for post in bs["posts"]:
        x, y = post["at"]
        ring = (post["d"] + post["pilot_d"]) / 4
        out.append(("back_shell", _world(plan, x + ring, y, post["to"] - 0.5), True, "post"))
        out.append(("back_shell", _world(plan, x, y, post["to"] - 0.5), False, "post pilot"))
    for block in bs["blocks"]:
        x, y, w, h = block["rect"]
        out.append(("back_shell", _world(plan, x + w / 2, y + h / 2, sum(block["h"]) / 2), True,
                    block["mounting"]))
    half = plan["wall"] / 2
    for hole in bs["wall_holes"]:
        along, z = hole["at"]
        o = plan["outer"]
        x, y = {"top": (along, half), "bottom": (along, o["height"] - half),
                "left": (half, along), "right": (o["width"] - half, along)}[hole["wall"]]
        out.append(("back_shell", _world(plan, x, y, z), False, hole["what"]))
        out.append(("back_shell", _world(plan, x, y, z + hole["size"][1] / 2 + 1.0), True,
                    "wall above " + hole["what"]))
    return out


def _wall_probes(plan):
    """Points 0.1 mm and 1.95 mm in from every outer face, away from the cut-outs: solid at both
    means the wall is at least 2 mm there."""
    o = plan["outer"]
    depth, fs, bs = o["depth"], plan["front_shell"], plan["back_shell"]
    holes = [(h["wall"], h["at"][0], h["size"][0] / 2 + 1.0) for h in bs["wall_holes"]]
    out = []
    for part, z in (("front_shell", depth - fs["depth"] / 2), ("back_shell", bs["depth"] / 2)):
        for wall in ("top", "bottom", "left", "right"):
            length = o["width"] if wall in ("top", "bottom") else o["height"]
            for i in range(1, 6):
                along = length * i / 6
                if any(w == wall and abs(along - a) < r for w, a, r in holes):
                    continue
                for t in (0.1, 1.95):
                    x, y = {"top": (along, t), "bottom": (along, o["height"] - t),
                            "left": (t, along), "right": (o["width"] - t, along)}[wall]
                    out.append((part, _world(plan, x, y, z), True, "%s wall" % wall))
    for x in range(30, int(o["width"]), 40):  # face plate and floor, between the holes
        for t in (0.1, 1.95):
            out.append(("back_shell", _world(plan, x, 5.0, t), True, "floor"))
        point = _world(plan, x, plan["outer"]["height"] - 4.5, depth - 1.95)
        out.append(("front_shell", point, True, "plate"))
    return out


def test_every_planned_feature_is_in_the_solid(built):
    plan, solids = built
    wrong = [(part, what, point) for part, point, solid, what in _probe(plan) + _wall_probes(plan)
             if solids[part].is_inside(point) != solid]
    assert not wrong, wrong


def test_labels_are_raised_letters_on_the_wall(built):
    """What stands proud of each wall's outer face, over a label, is exactly its letters."""
    from build123d import Box, Pos

    plan, solids = built
    o = plan["outer"]
    for label in plan["back_shell"]["labels"]:
        pix, raised = label["pixel"], label["raised"]
        (along, z), (length, height) = label["at"], label["size"]
        span, out = length + 4.0, raised + 1.0  # reach past the letters on every side
        x, y, sx, sy = {"top": (along, -out / 2, span, out),
                        "bottom": (along, o["height"] + out / 2, span, out),
                        "left": (-out / 2, along, out, span),
                        "right": (o["width"] + out / 2, along, out, span)}[label["wall"]]
        window = Pos(*_world(plan, x, y, z)) * Box(sx, sy, height + 4.0)
        proud = solids["back_shell"].intersect(window)
        volume = sum(piece.volume for piece in proud) if isinstance(proud, list) else proud.volume
        cells = sum(n for _, _, n in case_font.runs(label["text"]))
        expected = cells * pix * (pix - case_model.ROW_GAP) * raised
        assert volume == pytest.approx(expected, rel=1e-3), label["text"]


def test_moving_a_key_moves_its_hole_in_the_case_the_drawing_and_the_sim_pad(monkeypatch):
    layout, parts, pinmap = data()
    moved = copy.deepcopy(layout)
    old = layout["keys"]["reveal"]
    new = [old[0], old[1] - 9.0]
    moved["keys"]["reveal"] = new
    plan = case_plan.build(moved, parts, pinmap)
    front = case_model.front_shell(plan)
    z = plan["outer"]["depth"] - plan["front_shell"]["plate"] / 2
    assert not front.is_inside(_world(plan, new[0], new[1], z)), "no hole where the key went"
    assert front.is_inside(_world(plan, old[0], old[1] + 5.0, z)), "plate not closed behind it"
    svg = case_drawings.front_shell_svg(plan).decode()
    ox, oy = 22.0, 26.0  # the drawing's margins (case_drawings.front_shell_svg)
    assert 'cx="%g" cy="%g"' % (ox + new[0], oy + new[1]) in svg
    # The simulator draws the key pad from the same file (the firmware's key test follows too:
    # host_tests/hardware/test_keypos.py and firmware_app/test_key_test_face.py).
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.syspath_prepend(os.path.join(ROOT, "tools", "sim"))
    import pygame
    import viewer
    pygame.font.init()
    rows = pinmap["matrix"]["keys"]

    def reveal_centre(lay):
        pad = viewer.KeyPad(rows, 0, 0, lay)
        return [rect.center for name, _, rect, _ in pad.keys if name == "reveal"][0]

    (x0, y0), (x1, y1) = reveal_centre(layout), reveal_centre(moved)
    assert x1 == x0 and abs((y1 - y0) - (-9.0 * viewer.MM)) <= 1  # whole pixels
