"""The case as numbers: every shell, cut-out, post, bay and label, computed from the hardware data.

No CAD here, so the tests and the drawings read the same plan fast; `case_model.py` turns it
into solids.
Coordinates: x to the right and y down from the top-left corner of the front, as the keys in
layout.json (the front seen by the player); `depth` runs from the front face into the box, `h`
from the back face up. Part sizes and mountings come from parts.json, placements from layout.json,
the chosen display from pinmap.json (`display.panel`).
"""

import re

WALLS = ("top", "bottom", "left", "right")
PILOT_MM = {"M2": 1.7, "M2.5": 2.2, "M3": 2.5}  # pilot holes for self-tapping screws in PLA/PETG
MIN_WALL_MM = 2.0  # the thinnest plastic the plan allows anywhere (walls, webs, plate, floor)


def pilot_for(screw):
    """Pilot hole diameter for a screw named like 'M2.5 x 6 ...'."""
    size = re.match(r"(M[0-9.]+)", screw).group(1)
    return PILOT_MM[size]


def screw_length(screw):
    return float(re.match(r"M[0-9.]+ x ([0-9.]+)", screw).group(1))


def _rect(x, y, w, h):
    return [round(x, 3), round(y, 3), round(w, 3), round(h, 3)]


class Plan:
    """Builds the plan dict from the three data files (already loaded as dicts)."""

    def __init__(self, layout, parts, pinmap):
        self.layout, self.parts, self.pinmap = layout, parts, pinmap
        self.case = layout["case"]
        p = layout["panel"]
        self.w, self.hgt, self.r = p["width_mm"], p["height_mm"], p["corner_radius_mm"]
        self.depth = self.case["depth_mm"]
        self.front_depth = self.case["front_shell_depth_mm"]
        self.back_depth = self.depth - self.front_depth
        self.wall = self.case["wall_mm"]
        self.plate = self.case["front_plate_mm"]
        self.floor = self.case["floor_mm"]
        self.panel_name = pinmap["display"]["panel"]
        self.display = parts["displays"][self.panel_name]

    # --- front shell -------------------------------------------------------------------------
    def window(self):
        """Display window: the glass's active area plus the margin, centred where layout says."""
        aw, ah = self.display["active_area_mm"]
        m = self.layout["display_window"]["margin_mm"]
        cx, cy = self.layout["display_window"]["centre_mm"]
        return {"what": "display window", "shape": "rect", "at": [cx, cy],
                "size": [round(aw + 2 * m, 3), round(ah + 2 * m, 3)]}

    def display_pcb(self):
        """(x, y, w, h) of the module's PCB: the active area is centred on the glass, which sits
        glass_offset_mm from the PCB's centre."""
        pw, ph = self.display["pcb_mm"]
        ox, oy = self.display["glass_offset_mm"]
        cx, cy = self.layout["display_window"]["centre_mm"]
        return _rect(cx - ox - pw / 2, cy - oy - ph / 2, pw, ph)

    def display_glass(self):
        gw, gh = self.display["glass_mm"]
        cx, cy = self.layout["display_window"]["centre_mm"]
        return _rect(cx - gw / 2, cy - gh / 2, gw, gh)

    def key_holes(self):
        d = self.layout["key_hole_diameter_mm"]
        return [{"what": "key " + name, "shape": "circle", "at": list(self.layout["keys"][name]),
                 "d": d} for name in sorted(self.layout["keys"])]

    def corner_screws(self):
        i = self.layout["panel"]["screw_hole_inset_mm"]
        return [[i, i], [self.w - i, i], [i, self.hgt - i], [self.w - i, self.hgt - i]]

    def board_top_depth(self):
        """Depth of a switch board's top face: the cap stands cap_protrusion_mm out of the front."""
        ks = self.parts["key_switch"]
        return ks["height_with_cap_mm"] - self.case["cap_protrusion_mm"]

    def front_posts(self):
        posts = []
        px, py, _, _ = self.display_pcb()
        screw = self.display["screw"]
        for hx, hy in self.display["mount_holes_mm"]:
            posts.append(self._post("display", [px + hx, py + hy], self.plate,
                                    self.plate + self.display["glass_thickness_mm"], screw, 1.6))
        board_screw = self.case["board_screw"]["size"]
        for name in sorted(b for b in self.layout["boards"] if b != "about"):
            for at in self.layout["boards"][name]["mount_holes_mm"]:
                posts.append(self._post("switch board " + name, at, self.plate,
                                        self.board_top_depth(), board_screw,
                                        self.parts["perfboard"]["thickness_mm"]))
        return posts

    def _post(self, mounting, at, start, end, screw, clamped):
        """A post standing `start`..`end` (depth or h); the screw goes through `clamped` mm of
        board and as deep into the post as its length allows, never deeper than the post."""
        length = end - start
        pilot_depth = min(length, screw_length(screw) - clamped)
        return {"mounting": mounting, "at": [round(at[0], 3), round(at[1], 3)],
                "d": self.case["post_diameter_mm"], "from": round(start, 3), "to": round(end, 3),
                "screw": screw, "pilot_d": pilot_for(screw), "pilot_depth": round(pilot_depth, 3)}

    def front_shell(self):
        shell_screw = self.case["shell_screw"]
        bosses = [{"mounting": "shells", "at": at, "d": self.case["boss_diameter_mm"],
                   "from": self.plate, "to": self.front_depth, "pilot_d": shell_screw["pilot_mm"],
                   "pilot_depth": round(self.front_depth - self.plate, 3)}
                  for at in self.corner_screws()]
        return {"depth": self.front_depth, "plate": self.plate,
                "holes": [self.window()] + self.key_holes(),
                "posts": self.front_posts(), "bosses": bosses}

    # --- back shell --------------------------------------------------------------------------
    def pico(self):
        """Pico outline, its USB port (centre, h) and the board it sits on."""
        pl = self.case["placements"]["pico_board"]
        pico = self.parts["pico"]
        bw, bl = pico["board_mm"][1], pico["board_mm"][0]  # 21 wide, 51 long, USB end up
        x, y = pl["pico_at_mm"]
        h_pcb = (self.floor + pl["standoff_mm"] + self.parts["perfboard"]["thickness_mm"]
                 + pico["socket_height_mm"])
        usb = pico["usb_mm"]
        return {"outline": _rect(x, y, bw, bl), "board": list(pl["rect_mm"]),
                "usb_tip_y": round(y - usb["overhang"], 3),
                "usb": [round(x + bw / 2, 3), round(h_pcb + pico["thickness_mm"]
                                                    + usb["height"] / 2, 3)],
                "top_h": round(h_pcb + pico["thickness_mm"] + usb["height"], 3)}

    def charger(self):
        ch = self.parts["charger"]
        pl = self.case["placements"]["charger"]
        bw, bl = ch["board_mm"]
        y1 = self.hgt - self.wall - ch["usb_mm"]["overhang"]
        x0 = pl["centre_x_mm"] - bw / 2
        pcb_h = self.floor + pl["ledge_mm"]
        return {"outline": _rect(x0, y1 - bl, bw, bl), "pcb_h": round(pcb_h, 3),
                "usb": [pl["centre_x_mm"], round(pcb_h + ch["thickness_mm"]
                                                 + ch["usb_mm"]["height"] / 2, 3)],
                "top_h": round(pcb_h + ch["thickness_mm"] + ch["usb_mm"]["height"], 3)}

    def power_switch(self):
        sw = self.parts["power_switch"]
        pl = self.case["placements"]["power_switch"]
        along, across, deep = sw["body_mm"]
        cy, ch = pl["centre_y_mm"], self.floor + pl["above_floor_mm"]
        return {"outline": _rect(self.wall, cy - along / 2, deep, along), "centre_h": ch,
                "body_h": [round(ch - across / 2, 3), round(ch + across / 2, 3)],
                "slot": [cy, ch]}

    def battery(self):
        cl, cw, ct = self.parts["battery"]["cell_mm"]
        pl = self.case["placements"]["battery"]
        c = pl["clearance_mm"]
        cx, cy = pl["centre_mm"]
        return {"cell": _rect(cx - cl / 2, cy - cw / 2, cl, cw),
                "bay": _rect(cx - cl / 2 - c, cy - cw / 2 - c, cl + 2 * c, cw + 2 * c),
                "top_h": round(self.floor + ct, 3)}

    def blocks(self):
        """Ribs and cradles grown from the floor: (mounting, rect, h from, h to)."""
        out = []
        f = self.floor
        bay = self.battery()["bay"]
        t, rib_h = self.case["placements"]["battery"]["rib_mm"]
        x, y, w, h = bay
        lead_gap = 10.0  # where the cell's leads leave the bay, towards the charger
        for rect in (_rect(x - t, y - t, w + 2 * t, t), _rect(x - t, y, t, h),
                     _rect(x + w, y, t, h), _rect(x - t, y + h, 8.0, t),
                     _rect(x - t + 8.0 + lead_gap, y + h, w + 2 * t - 8.0 - lead_gap, t)):
            out.append({"mounting": "battery bay", "rect": rect, "h": [f, f + rib_h]})
        ch = self.charger()
        cx, cy, cw, cl = ch["outline"]
        top = ch["pcb_h"] + self.parts["charger"]["thickness_mm"] + 1.0
        lip = 0.8
        for rect, hh in ((_rect(cx - 2.0, cy, 2.0, cl), top), (_rect(cx + cw, cy, 2.0, cl), top),
                         (_rect(cx, cy, lip, cl), ch["pcb_h"]),
                         (_rect(cx + cw - lip, cy, lip, cl), ch["pcb_h"]),
                         (_rect(cx - 2.0, cy - 2.0, cw + 4.0, 2.0), top)):
            out.append({"mounting": "charger cradle", "rect": rect, "h": [f, round(hh, 3)]})
        sw = self.power_switch()
        sx, sy, sd, sl = sw["outline"]
        lo, hi = sw["body_h"]
        out.append({"mounting": "power switch cradle", "rect": sw["outline"], "h": [f, lo]})
        for rect in (_rect(sx, sy - 2.0, sd, 2.0), _rect(sx, sy + sl, sd, 2.0)):
            out.append({"mounting": "power switch cradle", "rect": rect, "h": [f, hi]})
        return out

    def wall_holes(self):
        """Side cut-outs: [along the wall, h] centred on the port they serve."""
        where = {"pico": self.pico()["usb"], "charger": self.charger()["usb"],
                 "power_switch": self.power_switch()["slot"]}
        out = []
        for cut in self.layout["side_cutouts"]:
            out.append({"what": cut["what"], "part": cut["part"], "wall": cut["wall"],
                        "at": list(where[cut["part"]]), "size": list(cut["size_mm"]),
                        "label": cut["label"]})
        return out

    def labels(self):
        """Raised lettering on the outside of a wall, next to each port: which USB charges."""
        out = []
        pix = LABEL_PIXEL_MM
        for hole in self.wall_holes():
            text = hole["label"]
            length = (len(text) * 6 - 1) * pix
            along, h = hole["at"]
            gap = hole["size"][0] / 2 + 3.0 + length / 2
            wall_length = self.w if hole["wall"] in ("top", "bottom") else self.hgt
            room = self.r + MIN_WALL_MM + length / 2  # keep the letters off the rounded corners
            # after the port if the wall has room there, else before it
            centre = along + gap if along + gap <= wall_length - room else along - gap
            out.append({"text": text, "wall": hole["wall"], "at": [round(centre, 3), h],
                        "size": [round(length, 3), 7 * pix], "pixel": pix,
                        "raised": LABEL_RAISED_MM})
        return out

    def back_shell(self):
        sc = self.case["shell_screw"]
        bosses = [{"mounting": "shells", "at": at, "d": self.case["boss_diameter_mm"],
                   "from": 0.0, "to": self.back_depth, "hole_d": self.layout["panel"][
                       "screw_hole_diameter_mm"], "counterbore_d": sc["counterbore_mm"],
                   "counterbore_to": round(self.back_depth - sc["shelf_mm"], 3),
                   "screw": sc["size"]} for at in self.corner_screws()]
        pl = self.case["placements"]["pico_board"]
        posts = [self._post("pico board", at, self.floor, self.floor + pl["standoff_mm"],
                            self.case["board_screw"]["size"],
                            self.parts["perfboard"]["thickness_mm"])
                 for at in pl["mount_holes_mm"]]
        return {"depth": self.back_depth, "floor": self.floor, "bosses": bosses, "posts": posts,
                "blocks": self.blocks(), "wall_holes": self.wall_holes(),
                "labels": self.labels()}

    # --- what sits where in depth --------------------------------------------------------------
    def stacks(self):
        """Footprint and depth range (from the front face) of everything inside the box."""
        pb = self.parts["perfboard"]
        out = []
        for name in sorted(b for b in self.layout["boards"] if b != "about"):
            out.append({"what": "switch board " + name, "rect": self.layout["boards"][name][
                "rect_mm"], "depth": [self.plate, round(self.board_top_depth() + pb[
                    "thickness_mm"] + pb["under_mm"], 3)]})
        back = self.depth
        out.append({"what": "display module", "rect": self.display_pcb(), "depth": [
            self.plate, round(self.plate + self.display["glass_thickness_mm"] + pb["thickness_mm"]
                              + self.display["behind_pcb_mm"], 3)]})
        pico = self.pico()
        out.append({"what": "pico board", "rect": pico["board"],
                    "depth": [round(back - pico["top_h"], 3), back - self.floor]})
        bat = self.battery()
        out.append({"what": "battery", "rect": bat["bay"],
                    "depth": [round(back - bat["top_h"], 3), back - self.floor]})
        ch = self.charger()
        out.append({"what": "charger", "rect": ch["outline"],
                    "depth": [round(back - ch["top_h"], 3), back - self.floor]})
        sw = self.power_switch()
        out.append({"what": "power switch", "rect": sw["outline"],
                    "depth": [round(back - sw["body_h"][1], 3), back - self.floor]})
        return out

    def mountings(self):
        """One row per mounted part: what holds it, how high, which screws, how many."""
        front, back = self.front_shell(), self.back_shell()
        rows = []
        for name in sorted(b for b in self.layout["boards"] if b != "about"):
            rows.append(self._post_row("switch board " + name, front["posts"]))
        rows.append(self._post_row("display", front["posts"]))
        rows.append(self._post_row("pico board", back["posts"]))
        bat = self.parts["battery"]
        rows.append({"mounting": "battery bay", "holds": bat["part"], "height": "ribs %s mm" % _n(
            self.case["placements"]["battery"]["rib_mm"][1]), "fastener": "double-sided foam "
            "tape under the cell", "qty": 0})
        rows.append({"mounting": "charger cradle", "holds": self.parts["charger"]["part"],
                     "height": "PCB %s mm over the floor" % _n(
                         self.case["placements"]["charger"]["ledge_mm"]),
                     "fastener": "slides in, USB-C against the wall; a dot of hot glue",
                     "qty": 0})
        rows.append({"mounting": "power switch cradle", "holds": self.parts["power_switch"][
            "part"], "height": "body %s mm over the floor" % _n(
                self.case["placements"]["power_switch"]["above_floor_mm"] - self.parts[
                    "power_switch"]["body_mm"][1] / 2),
            "fastener": "lever through the slot; a dot of hot glue", "qty": 0})
        rows.append({"mounting": "shells", "holds": "front shell to back shell",
                     "height": "bosses %s + %s mm" % (_n(self.front_depth - self.plate),
                                                       _n(self.back_depth)),
                     "fastener": self.case["shell_screw"]["size"] + ", from the back",
                     "qty": len(back["bosses"])})
        return rows

    def _post_row(self, mounting, posts):
        mine = [p for p in posts if p["mounting"] == mounting]
        if mounting.startswith("switch board "):
            keys = self.layout["boards"][mounting.split()[-1]]["keys"]
            holds = "%s keys: %s" % (len(keys), " ".join(k.upper() for k in keys))
        else:
            holds = {"display": self.display["module"].split(",")[0],
                     "pico board": "Pico on its socket board"}[mounting]
        return {"mounting": mounting, "holds": holds,
                "height": "posts %s mm" % _n(mine[0]["to"] - mine[0]["from"]),
                "fastener": mine[0]["screw"], "qty": len(mine)}

    def as_dict(self):
        return {"panel": self.panel_name,
                "outer": {"width": self.w, "height": self.hgt, "depth": self.depth,
                          "corner_radius": self.r},
                "wall": self.wall, "front_shell": self.front_shell(),
                "back_shell": self.back_shell(), "display": {
                    "pcb": self.display_pcb(), "glass": self.display_glass()},
                "pico": self.pico(), "charger": self.charger(), "battery": self.battery(),
                "power_switch": self.power_switch(), "stacks": self.stacks(),
                "mountings": self.mountings()}


LABEL_PIXEL_MM = 0.7
LABEL_RAISED_MM = 0.6


def _n(v):
    return ("%.2f" % v).rstrip("0").rstrip(".")


def build(layout, parts, pinmap):
    """The plan as a plain dict (what plan.json holds)."""
    return Plan(layout, parts, pinmap).as_dict()
