"""The printed case's plan against the parts it holds: no cut-out, post or part collides, walls stay
at least 2 mm, the keys fit their caps, every mounted part of the BOM has its mounting.

These run on the plan (hardware/case/plan.py), the numbers the solids are built from, for both
display options; test_case_model.py checks that the solids really have these features.
"""

import itertools

import case_bom
import case_plan
import pytest
from case_geometry import (
    HARDWARE,
    build,
    circle,
    data,
    gap,
    rect,
    rect_centred,
    rounded_rect_inset,
)

PANELS = ("ili9341", "st7789")
MIN_WALL = 2.0
POST_CLEARANCE = 0.5  # between a post and anything it must not touch


def _plate_holes(plan):
    out = []
    for hole in plan["front_shell"]["holes"]:
        if hole["shape"] == "circle":
            out.append((hole["what"], circle(hole["at"], hole["d"])))
        else:
            out.append((hole["what"], rect_centred(hole["at"], hole["size"])))
    return out


def _posts(items):
    return [("%s post at %s" % (p["mounting"], p["at"]), circle(p["at"], p["d"])) for p in items]


@pytest.mark.parametrize("panel", PANELS)
def test_plate_cutouts_are_apart_and_leave_the_walls_whole(panel):
    plan = build(panel)
    holes = _plate_holes(plan)
    for (n1, s1), (n2, s2) in itertools.combinations(holes, 2):
        assert gap(s1, s2) >= MIN_WALL - 1e-9, "%s and %s leave %.2f mm" % (n1, n2, gap(s1, s2))
    for name, shape in holes:
        # the hole must stay off the walls: a full wall plus a 2 mm rim of plate
        assert rounded_rect_inset(shape, plan) >= plan["wall"] + MIN_WALL - 1e-9, name


@pytest.mark.parametrize("panel", PANELS)
def test_posts_do_not_collide_with_cutouts_each_other_or_their_parts(panel):
    plan = build(panel)
    fs = plan["front_shell"]
    posts = _posts(fs["posts"])
    bosses = _posts(fs["bosses"])
    for (pn, ps), (hn, hs) in itertools.product(posts + bosses, _plate_holes(plan)):
        assert gap(ps, hs) >= POST_CLEARANCE, "%s cuts into %s" % (pn, hn)
    for (n1, s1), (n2, s2) in itertools.combinations(posts + bosses, 2):
        assert gap(s1, s2) >= POST_CLEARANCE, (n1, n2)
    for name, shape in posts:
        assert rounded_rect_inset(shape, plan) >= plan["wall"] + POST_CLEARANCE, name
    layout, parts, _ = data(panel)
    body = parts["key_switch"]["body_mm"]
    glass = rect(*plan["display"]["glass"])
    pcb = rect(*plan["display"]["pcb"])
    for post in fs["posts"]:
        shape = circle(post["at"], post["d"])
        if post["mounting"] == "display":
            # the post carries the PCB beside the glass, which lies on the plate
            assert gap(shape, glass) >= 0.3, "display post under the glass at %s" % post["at"]
            continue
        assert gap(shape, pcb) >= POST_CLEARANCE, "board post under the display at %s" % post["at"]
        board = post["mounting"].split()[-1]
        for key in layout["boards"][board]["keys"]:
            switch = rect_centred(layout["keys"][key], body)
            assert gap(shape, switch) >= POST_CLEARANCE, "post at %s under %s" % (post["at"], key)
        x, y, w, h = layout["boards"][board]["rect_mm"]
        assert gap(shape, ("r", x, y, x + w, y + h)) < 0, "post outside its board"
        assert x + 1.5 <= post["at"][0] <= x + w - 1.5 and y + 1.5 <= post["at"][1] <= y + h - 1.5


def _back_items(plan):
    """(name, footprint, mounting, top h) of everything that grows from the back shell's floor."""
    bs = plan["back_shell"]
    items = [(b["mounting"] + " boss", circle(b["at"], b["d"]), "shells", b["to"])
             for b in bs["bosses"]]
    items += [(p["mounting"] + " post", circle(p["at"], p["d"]), p["mounting"], p["to"])
              for p in bs["posts"]]
    items += [(b["mounting"] + " rib", rect(*b["rect"]), b["mounting"], b["h"][1])
              for b in bs["blocks"]]
    return items


def test_back_posts_ribs_and_bosses_keep_clear_of_each_other_and_other_parts():
    plan = build()
    layout = data()[0]
    items = _back_items(plan)
    for (n1, s1, m1, _), (n2, s2, m2, _) in itertools.combinations(items, 2):
        if m1 != m2:
            assert gap(s1, s2) >= POST_CLEARANCE, (n1, n2, gap(s1, s2))
    pico_board_h = plan["back_shell"]["floor"] + layout["case"]["placements"]["pico_board"][
        "standoff_mm"]
    # each part's footprint and the height of its underside
    parts = {"pico board": (rect(*plan["pico"]["board"]), pico_board_h),
             "charger cradle": (rect(*plan["charger"]["outline"]), plan["charger"]["pcb_h"]),
             "battery bay": (rect(*plan["battery"]["cell"]), plan["back_shell"]["floor"]),
             "power switch cradle": (rect(*plan["power_switch"]["outline"]),
                                     plan["power_switch"]["body_h"][0])}
    for name, shape, mounting, top in items:
        for owner, (part, bottom) in parts.items():
            near = POST_CLEARANCE if owner != mounting else -1e-6  # its own part may touch it
            if gap(shape, part) < near:
                assert top <= bottom + 1e-9, "%s runs into the %s" % (name, owner)
    # The Pico's board screws sit beside the Pico, not under its headers.
    pico = rect(*plan["pico"]["outline"])
    for post in plan["back_shell"]["posts"]:
        head = circle(post["at"], data()[0]["case"]["board_screw"]["head_mm"])
        assert gap(head, pico) >= 0.5, "screw head under the Pico at %s" % post["at"]


def test_parts_inside_do_not_collide_in_depth():
    plan = build()
    stacks = plan["stacks"]
    inner_depth = plan["outer"]["depth"]
    for s in stacks:
        assert plan["front_shell"]["plate"] <= s["depth"][0] < s["depth"][1] <= inner_depth, s
        assert rounded_rect_inset(rect(*s["rect"]), plan) >= plan["wall"] - 1e-9, s["what"]
    for a, b in itertools.combinations(stacks, 2):
        if gap(rect(*a["rect"]), rect(*b["rect"])) >= 0:
            continue
        clear = max(b["depth"][0] - a["depth"][1], a["depth"][0] - b["depth"][1])
        assert clear >= 1.0, "%s and %s overlap in depth (%.1f mm)" % (a["what"], b["what"], clear)


def test_wall_cutouts_and_labels_sit_on_straight_wall_apart():
    plan = build()
    bs = plan["back_shell"]
    o = plan["outer"]
    shapes = {w: [] for w in case_plan.WALLS}
    for hole in bs["wall_holes"]:
        along, h = hole["at"]
        w, hh = hole["size"]
        shapes[hole["wall"]].append((hole["what"], rect_centred([along, h], [w, hh])))
        assert h - hh / 2 >= bs["floor"] + MIN_WALL - 1e-9, "%s too near the floor" % hole["what"]
        assert h + hh / 2 <= bs["depth"] - MIN_WALL + 1e-9, "%s too near the seam" % hole["what"]
    for label in bs["labels"]:
        shapes[label["wall"]].append(("label " + label["text"], rect_centred(label["at"],
                                                                             label["size"])))
        assert label["at"][1] + label["size"][1] / 2 <= bs["depth"]
    for wall, items in shapes.items():
        length = o["width"] if wall in ("top", "bottom") else o["height"]
        for name, s in items:
            assert s[1] >= o["corner_radius"] + MIN_WALL and s[3] <= length - o[
                "corner_radius"] - MIN_WALL, "%s runs into a corner" % name
        for (n1, s1), (n2, s2) in itertools.combinations(items, 2):
            assert gap(s1, s2) >= 1.0, (n1, n2)


def test_ports_reach_their_connectors_and_the_charging_port_is_labelled():
    plan = build()
    layout, parts, _ = data()
    wall = plan["wall"]
    tip = plan["pico"]["usb_tip_y"]
    assert wall <= tip <= wall + 1.5, "the Pico's USB socket must sit just inside the top wall"
    ch = plan["charger"]["outline"]
    assert ch[1] + ch[3] + parts["charger"]["usb_mm"]["overhang"] == pytest.approx(
        plan["outer"]["height"] - wall)
    sizes = {"pico": parts["pico"]["usb_mm"], "charger": parts["charger"]["usb_mm"]}
    labels = {}
    for hole in plan["back_shell"]["wall_holes"]:
        if hole["part"] in sizes:
            plug = sizes[hole["part"]]
            # room for the plug's moulding: 2 mm round the socket at least
            assert hole["size"][0] >= plug["width"] + 2 and hole["size"][1] >= plug["height"] + 2
        labels[hole["part"]] = hole["label"]
    assert labels["charger"] == "CHARGE" and labels["pico"] != labels["charger"]
    assert {lb["text"] for lb in plan["back_shell"]["labels"]} == set(labels.values())
    assert {h["wall"] for h in plan["back_shell"]["wall_holes"] if h["part"] != "power_switch"} \
        == {"top", "bottom"}, "the two USB ports sit on opposite walls"


def test_key_pitch_fits_the_caps_and_reveal_sits_under_the_left_thumb():
    layout, parts, _ = data()
    cap = parts["key_switch"]["cap_diameter_mm"]
    hole = layout["key_hole_diameter_mm"]
    assert hole - cap >= 0.6, "a cap needs 0.3 mm or more all round to move freely"
    keys = layout["keys"]
    for (k1, p1), (k2, p2) in itertools.combinations(sorted(keys.items()), 2):
        pitch = ((p1[0] - p2[0]) ** 2 + (p1[1] - p2[1]) ** 2) ** 0.5
        assert pitch >= hole + MIN_WALL, "%s and %s are %.2f mm apart" % (k1, k2, pitch)
    rx, ry = keys["reveal"]
    plan = build()
    window = rect_centred(*[plan["front_shell"]["holes"][0][k] for k in ("at", "size")])
    # The left thumb rests on REVEAL near the left edge while the right hand covers the glass;
    # nothing else under that thumb.
    assert rx <= 45 and ry >= layout["panel"]["height_mm"] / 2
    assert gap(circle([rx, ry], hole), window) >= 20
    for name, (x, y) in keys.items():
        if name != "reveal":
            assert ((x - rx) ** 2 + (y - ry) ** 2) ** 0.5 >= 25, name


def test_walls_plate_floor_and_bosses_are_at_least_2mm():
    plan = build()
    assert plan["wall"] >= MIN_WALL
    assert plan["front_shell"]["plate"] >= MIN_WALL and plan["back_shell"]["floor"] >= MIN_WALL
    for boss in plan["back_shell"]["bosses"]:
        counterbore = circle(boss["at"], boss["counterbore_d"])
        assert rounded_rect_inset(counterbore, plan) >= MIN_WALL
    for post in plan["front_shell"]["posts"] + plan["front_shell"]["bosses"]:
        # the pilot never reaches into the plate, so the front stays whole
        assert post["pilot_depth"] <= post["to"] - post["from"] + 1e-9
        assert (post["d"] - post["pilot_d"]) / 2 >= 1.2, "post wall too thin for a screw"


def test_every_mounted_part_of_the_bom_has_its_mounting_in_the_model():
    with open(HARDWARE + "/BOM.md", encoding="utf-8") as f:
        text = f.read()
    plan = build()
    in_model = {row["mounting"] for row in plan["mountings"]}
    items = case_bom.mounted_items(text)
    assert {"1", "2", "2'", "3", "5", "6", "7"} <= set(items), items
    used = set()
    for item, mountings in items.items():
        for m in mountings.split(", "):
            assert m in in_model, "BOM item %s is held by %r, which the case lacks" % (item, m)
            used.add(m)
    assert in_model - used == {"shells"}, "a mounting that holds no BOM part"
    table = case_bom.rows(text)
    assert set(table) == in_model
    features = plan["front_shell"]["posts"] + plan["back_shell"]["posts"] + plan[
        "back_shell"]["blocks"] + plan["back_shell"]["bosses"]
    for row in plan["mountings"]:
        mine = [f for f in features if f["mounting"] == row["mounting"]]
        assert mine, "%s has no feature in the case" % row["mounting"]
        if row["qty"]:
            assert len(mine) == row["qty"]
            assert table[row["mounting"]][2] in (row["fastener"],)
    layout, parts, pinmap = data()
    for name in ("left", "centre", "right"):
        posts = [p for p in plan["front_shell"]["posts"]
                 if p["mounting"] == "switch board " + name]
        assert [p["at"] for p in posts] == layout["boards"][name]["mount_holes_mm"]
    display = parts["displays"][pinmap["display"]["panel"]]
    assert len([p for p in plan["front_shell"]["posts"] if p["mounting"] == "display"]) == len(
        display["mount_holes_mm"])


def test_recommended_panel_is_the_one_selected_and_its_text_is_about_3mm():
    layout, parts, pinmap = data()
    chosen = [n for n, d in parts["displays"].items() if d.get("recommended")]
    assert chosen == [pinmap["display"]["panel"]] == ["ili9341"]
    for name, d in parts["displays"].items():
        pitch = d["active_area_mm"][0] / 320
        assert d["active_area_mm"][1] / 240 == pytest.approx(pitch, rel=0.02), name
        if name == "ili9341":
            assert 3.4 <= 20 * pitch <= 3.8 and 2.8 <= 17 * pitch <= 3.2
        gw, gh = d["glass_mm"]
        assert gw >= d["active_area_mm"][0] + 2 * layout["display_window"]["margin_mm"]
        assert gh >= d["active_area_mm"][1] + 2 * layout["display_window"]["margin_mm"]
