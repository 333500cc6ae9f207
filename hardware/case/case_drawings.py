"""Dimensioned 2D drawings of the two shells, as plain SVG in millimetres (print at 100 %).

Drawn from the plan, the same numbers the solids are built from.
"""

import case_font

INK = 'stroke="#000" stroke-width="0.3" fill="none"'
HIDDEN = 'stroke="#666" stroke-width="0.2" fill="none" stroke-dasharray="1.2 0.8"'
DIM = 'stroke="#1d4ed8" stroke-width="0.15" fill="none"'
TEXT = 'font-size="2.6" font-family="sans-serif"'
DIM_TEXT = 'font-size="2.4" font-family="sans-serif" fill="#1d4ed8"'


def _n(v):
    return ("%.2f" % v).rstrip("0").rstrip(".")


class Sheet:
    """An SVG page in millimetres."""

    def __init__(self, width, height, title):
        self.w, self.h = width, height
        self.out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%smm" height="%smm" '
                    'viewBox="0 0 %s %s">' % (_n(width), _n(height), _n(width), _n(height)),
                    '<rect x="0" y="0" width="%s" height="%s" fill="#fff"/>' % (_n(width),
                                                                            _n(height))]
        self.text(6, 8, title, size=4)

    def add(self, s):
        self.out.append(s)

    def rect(self, x, y, w, h, style=INK, rx=0):
        self.add('<rect x="%s" y="%s" width="%s" height="%s" rx="%s" %s/>'
                 % (_n(x), _n(y), _n(w), _n(h), _n(rx), style))

    def circle(self, x, y, d, style=INK):
        self.add('<circle cx="%s" cy="%s" r="%s" %s/>' % (_n(x), _n(y), _n(d / 2), style))

    def text(self, x, y, s, size=2.6, anchor="start", style=None):
        attrs = style or 'font-size="%s" font-family="sans-serif"' % _n(size)
        self.add('<text x="%s" y="%s" text-anchor="%s" %s>%s</text>'
                 % (_n(x), _n(y), anchor, attrs, s.replace("&", "&amp;")))

    def dim_h(self, x1, x2, y, label, ref_y):
        """Horizontal dimension between x1 and x2, drawn at y, extension lines from ref_y."""
        self.add('<path d="M %s %s V %s M %s %s V %s M %s %s H %s" %s/>'
                 % (_n(x1), _n(ref_y), _n(y), _n(x2), _n(ref_y), _n(y), _n(x1), _n(y), _n(x2),
                    DIM))
        self._arrows(x1, y, x2, y)
        self.text((x1 + x2) / 2, y - 0.8, label, anchor="middle", style=DIM_TEXT)

    def dim_v(self, y1, y2, x, label, ref_x):
        self.add('<path d="M %s %s H %s M %s %s H %s M %s %s V %s" %s/>'
                 % (_n(ref_x), _n(y1), _n(x), _n(ref_x), _n(y2), _n(x), _n(x), _n(y1), _n(y2),
                    DIM))
        self._arrows(x, y1, x, y2)
        self.add('<text x="%s" y="%s" text-anchor="middle" transform="rotate(-90 %s %s)" %s>'
                 '%s</text>' % (_n(x - 0.8), _n((y1 + y2) / 2), _n(x - 0.8), _n((y1 + y2) / 2),
                                DIM_TEXT, label))

    def _arrows(self, x1, y1, x2, y2):
        for (ax, ay), (bx, by) in (((x1, y1), (x2, y2)), ((x2, y2), (x1, y1))):
            length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5 or 1.0
            ux, uy = (bx - ax) / length, (by - ay) / length
            px, py = -uy, ux
            self.add('<path d="M %s %s L %s %s L %s %s Z" fill="#1d4ed8"/>'
                     % (_n(ax), _n(ay), _n(ax + 1.6 * ux + 0.5 * px), _n(ay + 1.6 * uy + 0.5 * py),
                        _n(ax + 1.6 * ux - 0.5 * px), _n(ay + 1.6 * uy - 0.5 * py)))

    def svg(self):
        return ("\n".join(self.out + ["</svg>"]) + "\n").encode()


def front_shell_svg(plan):
    """Front view of the front shell (as the player sees it) with the posts behind the plate."""
    o, fs = plan["outer"], plan["front_shell"]
    W, H = o["width"], o["height"]
    ox, oy = 22.0, 26.0
    sheet = Sheet(ox + W + 70, oy + H + 62, "Front shell, seen from the front (1:1, mm). "
                  "Print face down; depth %s mm, plate %s mm, walls %s mm."
                  % (_n(fs["depth"]), _n(fs["plate"]), _n(plan["wall"])))
    sheet.rect(ox, oy, W, H, rx=o["corner_radius"])
    sheet.rect(ox + plan["wall"], oy + plan["wall"], W - 2 * plan["wall"], H - 2 * plan["wall"],
               HIDDEN, rx=o["corner_radius"] - plan["wall"])
    for post in fs["posts"] + fs["bosses"]:
        x, y = post["at"]
        sheet.circle(ox + x, oy + y, post["d"], HIDDEN)
        sheet.circle(ox + x, oy + y, post["pilot_d"], HIDDEN)
    keys = []
    for hole in fs["holes"]:
        x, y = hole["at"]
        if hole["shape"] == "circle":
            sheet.circle(ox + x, oy + y, hole["d"])
            sheet.text(ox + x, oy + y + 0.9, hole["what"][4:], size=2.0, anchor="middle")
            keys.append((hole["what"][4:], x, y, hole["d"]))
        else:
            w, h = hole["size"]
            sheet.rect(ox + x - w / 2, oy + y - h / 2, w, h)
            sheet.dim_h(ox + x - w / 2, ox + x + w / 2, oy + y - h / 2 - 4, _n(w),
                        oy + y - h / 2)
            sheet.dim_v(oy + y - h / 2, oy + y + h / 2, ox + x + w / 2 + 5, _n(h),
                        ox + x + w / 2)
            sheet.dim_h(ox, ox + x, oy - 10, "window centre %s" % _n(x), oy)
            sheet.dim_v(oy, oy + y, ox - 12, "%s" % _n(y), ox)
            sheet.text(ox + x, oy + y + 1, "window over the active area", anchor="middle")
    sheet.dim_h(ox, ox + W, oy + H + 8, _n(W), oy + H)
    sheet.dim_v(oy, oy + H, ox - 6, _n(H), ox)
    ty = oy + H + 16
    d = keys[0][3]
    sheet.text(ox, ty, "Key holes %s mm, centres from the top-left corner (x, y):" % _n(d))
    for i, (name, x, y, _) in enumerate(keys):
        sheet.text(ox + (i % 4) * 48, ty + 4 + (i // 4) * 3.6, "%s %s, %s" % (name, _n(x), _n(y)),
                   size=2.3)
    ty += 4 + 4 * 3.6 + 2
    sheet.text(ox, ty, "Dashed: posts and corner bosses behind the plate (hidden).")
    tx = ox + W + 8
    sheet.text(tx, oy + 2, "Posts (from the plate's inner face)", size=2.8)
    seen = []
    for post in fs["posts"] + fs["bosses"]:
        key = (post["mounting"], post["to"] - post["from"], post["pilot_d"], post["pilot_depth"])
        if key not in seen:
            seen.append(key)
    for i, (what, length, pilot, depth) in enumerate(seen):
        sheet.text(tx, oy + 8 + i * 7.5, "%s:" % what, size=2.4)
        sheet.text(tx, oy + 11 + i * 7.5, "Ø%s x %s high, pilot Ø%s x %s" % (
            _n(fs["posts"][0]["d"] if what != "shells" else fs["bosses"][0]["d"]), _n(length),
            _n(pilot), _n(depth)), size=2.4)
    return sheet.svg()


def _wall_length(plan, wall):
    o = plan["outer"]
    return o["width"] if wall in ("top", "bottom") else o["height"]


def _wall_u(plan, wall, along):
    """Position along a wall as seen from outside, from its left end."""
    o = plan["outer"]
    return {"bottom": along, "top": o["width"] - along, "left": along,
            "right": o["height"] - along}[wall]


def back_shell_svg(plan):
    """The back shell from the front (looking into it), then each wall from outside, unfolded."""
    o, bs = plan["outer"], plan["back_shell"]
    W, H, D = o["width"], o["height"], bs["depth"]
    ox, oy = 22.0, 26.0
    strip_gap = 16.0
    walls = [w for w in ("bottom", "top", "left", "right")]
    total_h = oy + H + 20 + len(walls) * (D + strip_gap) + 10
    sheet = Sheet(ox + W + 70, total_h, "Back shell, seen from the front looking in (1:1, mm). "
                  "Print on its floor; height %s mm, floor %s mm, walls %s mm."
                  % (_n(D), _n(bs["floor"]), _n(plan["wall"])))
    sheet.rect(ox, oy, W, H, rx=o["corner_radius"])
    sheet.rect(ox + plan["wall"], oy + plan["wall"], W - 2 * plan["wall"], H - 2 * plan["wall"],
               rx=o["corner_radius"] - plan["wall"])
    for boss in bs["bosses"]:
        x, y = boss["at"]
        sheet.circle(ox + x, oy + y, boss["d"])
        sheet.circle(ox + x, oy + y, boss["hole_d"])
        sheet.circle(ox + x, oy + y, boss["counterbore_d"], HIDDEN)
    for post in bs["posts"]:
        x, y = post["at"]
        sheet.circle(ox + x, oy + y, post["d"])
        sheet.circle(ox + x, oy + y, post["pilot_d"])
    for block in bs["blocks"]:
        x, y, w, h = block["rect"]
        sheet.rect(ox + x, oy + y, w, h, 'stroke="#000" stroke-width="0.2" fill="#ddd"')
    for name, style in (("pico", HIDDEN), ("charger", HIDDEN), ("power_switch", HIDDEN)):
        x, y, w, h = plan[name]["outline"]
        sheet.rect(ox + x, oy + y, w, h, style)
        sheet.text(ox + x + w / 2, oy + y + h / 2, name.replace("_", " "), size=2.2,
                   anchor="middle")
    x, y, w, h = plan["battery"]["cell"]
    sheet.rect(ox + x, oy + y, w, h, HIDDEN)
    sheet.text(ox + x + w / 2, oy + y + h / 2, "battery %s x %s" % (_n(w), _n(h)), size=2.4,
               anchor="middle")
    bx, by, bw, bh = plan["pico"]["board"]
    sheet.rect(ox + bx, oy + by, bw, bh, HIDDEN)
    sheet.dim_h(ox, ox + W, oy - 10, _n(W), oy)
    sheet.dim_v(oy, oy + H, ox - 8, _n(H), ox)
    px = [p["at"] for p in bs["posts"]]
    sheet.dim_h(ox + px[0][0], ox + px[1][0], oy + px[0][1] - 5, _n(px[1][0] - px[0][0]),
                oy + px[0][1])
    tx = ox + W + 8
    post = bs["posts"][0]
    boss = bs["bosses"][0]
    lines = ["Pico board posts: Ø%s, %s high," % (_n(post["d"]), _n(post["to"] - post["from"])),
             "  pilot Ø%s x %s; %s" % (_n(post["pilot_d"]), _n(post["pilot_depth"]),
                                      post["screw"].split(" (")[0]),
             "Corner bosses: Ø%s, hole Ø%s," % (_n(boss["d"]), _n(boss["hole_d"])),
             "  counterbore Ø%s x %s from the back" % (_n(boss["counterbore_d"]),
                                                       _n(boss["counterbore_to"])),
             "Grey: ribs and cradles (battery bay,", "  charger, power switch).",
             "Dashed: the parts that sit there."]
    for i, line in enumerate(lines):
        sheet.text(tx, oy + 2 + i * 3.6, line, size=2.4)
    y0 = oy + H + 20
    for wall in walls:
        length = _wall_length(plan, wall)
        sheet.text(ox, y0 - 3, "%s wall, seen from outside (front face up)" % wall.capitalize(),
                   size=2.8)
        sheet.rect(ox, y0, length, D)
        for hole in bs["wall_holes"]:
            if hole["wall"] != wall:
                continue
            u = _wall_u(plan, wall, hole["at"][0])
            w, h = hole["size"]
            top = y0 + D - hole["at"][1] - h / 2
            sheet.rect(ox + u - w / 2, top, w, h)
            sheet.dim_h(ox, ox + u, y0 + D + 5, "centre %s" % _n(u), y0 + D)
            sheet.dim_v(top + h, y0 + D, ox + u + w / 2 + 4, _n(hole["at"][1] - h / 2),
                        ox + u + w / 2)
            sheet.text(ox + u, top - 1, "%s x %s" % (_n(w), _n(h)), size=2.2, anchor="middle")
        for label in bs["labels"]:
            if label["wall"] != wall:
                continue
            _label(sheet, plan, label, ox, y0 + D)
        y0 += D + strip_gap
    return sheet.svg()


def _label(sheet, plan, label, ox, base_y):
    """The raised letters as they read from outside."""
    pix = label["pixel"]
    u0 = _wall_u(plan, label["wall"], label["at"][0]) - label["size"][0] / 2
    for col, row, n in case_font.runs(label["text"]):
        sheet.rect(ox + u0 + col * pix, base_y - label["at"][1] - 3.5 * pix + row * pix, n * pix,
                   pix, 'fill="#333"')
