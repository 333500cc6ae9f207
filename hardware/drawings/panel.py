"""Front panel drawings: the labelled key layout picture and 1:1 cutting outlines, as plain SVG."""

PX_PER_MM = 5.0  # the picture's scale; the outlines use real millimetres instead


def _n(v):
    """Fixed formatting keeps the SVG byte-stable across runs and machines."""
    return ("%.2f" % v).rstrip("0").rstrip(".")


def _window(src, panel_name):
    """(x, y, w, h) in mm of the display window for one panel option, landscape."""
    lay = src.layout["display_window"]
    aw, ah = src.parts["displays"][panel_name]["active_area_mm"]
    w, h = aw + 2 * lay["margin_mm"], ah + 2 * lay["margin_mm"]
    cx, cy = lay["centre_mm"]
    return cx - w / 2, cy - h / 2, w, h


def _module_outline(src, panel_name):
    """(x, y, w, h) in mm of the module PCB behind the window: the glass (and its active area)
    sits glass_offset_mm from the PCB's centre."""
    part = src.parts["displays"][panel_name]
    pw, ph = part["pcb_mm"]
    ox, oy = part["glass_offset_mm"]
    cx, cy = src.layout["display_window"]["centre_mm"]
    return cx - ox - pw / 2, cy - oy - ph / 2, pw, ph


def _screw_holes(src):
    p = src.layout["panel"]
    i = p["screw_hole_inset_mm"]
    return [(i, i), (p["width_mm"] - i, i), (i, p["height_mm"] - i),
            (p["width_mm"] - i, p["height_mm"] - i)]


def _boards(src):
    """(name, x, y, w, h) in mm of each switch board behind the panel."""
    out = []
    for name, board in sorted(src.layout["boards"].items()):
        if name != "about":
            out.append((name,) + tuple(board["rect_mm"]))
    return out


def key_positions(src):
    """(row, col, name, x_mm, y_mm) for every matrix key, placed by layout.json."""
    pos = src.layout["keys"]
    return [(r, c, k, pos[k][0], pos[k][1]) for r, c, k in src.keys()]


def picture_svg(src):
    """The front panel as a player sees it: keys with their function and matrix position."""
    s = PX_PER_MM
    p = src.layout["panel"]
    w, h = p["width_mm"] * s, p["height_mm"] * s
    panel_name = src.pinmap["display"]["panel"]
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" '
           'font-family="sans-serif">' % (_n(w), _n(h + 80), _n(w), _n(h + 80))]
    out.append('<rect x="0" y="0" width="%s" height="%s" rx="%s" fill="#e9e4d8" stroke="#333" '
               'stroke-width="2"/>' % (_n(w), _n(h), _n(p["corner_radius_mm"] * s)))
    for x, y in _screw_holes(src):
        out.append('<circle cx="%s" cy="%s" r="%s" fill="#fff" stroke="#333"/>'
                   % (_n(x * s), _n(y * s), _n(p["screw_hole_diameter_mm"] / 2 * s)))
    mx, my, mw, mh = _module_outline(src, panel_name)
    out.append('<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="#888" '
               'stroke-dasharray="6 4"/>' % (_n(mx * s), _n(my * s), _n(mw * s), _n(mh * s)))
    for _, bx, by, bw, bh in _boards(src):
        out.append('<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="#6a8f5a" '
                   'stroke-dasharray="2 4"/>' % (_n(bx * s), _n(by * s), _n(bw * s), _n(bh * s)))
    x, y, ww, wh = _window(src, panel_name)
    out.append('<rect x="%s" y="%s" width="%s" height="%s" fill="#1b2a3a" stroke="#000"/>'
               % (_n(x * s), _n(y * s), _n(ww * s), _n(wh * s)))
    out.append('<text x="%s" y="%s" fill="#cfe" font-size="16" text-anchor="middle">'
               '%s 320x240</text>' % (_n((x + ww / 2) * s), _n((y + wh / 2) * s + 6),
                                      panel_name.upper()))
    caps = src.layout["cap_colours"]
    r = src.parts["key_switch"]["cap_diameter_mm"] / 2 * s
    for row, col, name, kx, ky in key_positions(src):
        fill = caps.get(name, "#9a9a9a")
        cx, cy = kx * s, ky * s
        out.append('<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="#222" stroke-width="2"/>'
                   % (_n(cx), _n(cy), _n(r), fill))
        ink = "#000" if name not in caps or name == "reveal" else "#fff"
        out.append('<text x="%s" y="%s" font-size="12" text-anchor="middle" fill="%s">'
                   'R%dC%d</text>' % (_n(cx), _n(cy + 4), ink, row, col))
        out.append('<text x="%s" y="%s" font-size="11" text-anchor="middle" fill="#111">%s</text>'
                   % (_n(cx), _n(cy + r + 14), name.upper()))
    out.append('<text x="8" y="%s" font-size="13" fill="#111">Front view, %s mm x %s mm. '
               'Dashed: the %s module, dotted: switch boards, both behind the panel. '
               'RxCy: matrix row, column.</text>' % (_n(h + 24), _n(p["width_mm"]),
                                                   _n(p["height_mm"]), panel_name.upper()))
    m = src.pinmap["matrix"]
    out.append('<text x="8" y="%s" font-size="13" fill="#111">Rows R0-R3: %s. Columns C0-C3: '
               '%s. One 1N4148 per key, cathode (stripe) towards the row.</text>'
               % (_n(h + 46), ", ".join("GP%d" % g for g in m["rows"]),
                  ", ".join("GP%d" % g for g in m["cols"])))
    out.append('<text x="8" y="%s" font-size="13" fill="#111">Hold MENU while switching on '
               'for the REPL (safe boot). Hold REVEAL to see your own tiles.</text>'
               % _n(h + 68))
    out.append("</svg>")
    return ("\n".join(out) + "\n").encode()


def outline_svg(src, panel_name):
    """Cutting outline at 1:1 (millimetre units): print at 100 %, check the 50 mm bar."""
    p = src.layout["panel"]
    w, h = p["width_mm"], p["height_mm"]
    margin = 10.0
    tw, th = w + 2 * margin, h + 2 * margin + 22
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%smm" height="%smm" '
           'viewBox="%s %s %s %s" font-family="sans-serif">'
           % (_n(tw), _n(th), _n(-margin), _n(-margin), _n(tw), _n(th))]
    cut = 'fill="none" stroke="#000" stroke-width="0.3"'
    out.append('<rect x="0" y="0" width="%s" height="%s" rx="%s" %s/>'
               % (_n(w), _n(h), _n(p["corner_radius_mm"]), cut))
    for x, y in _screw_holes(src):
        out.append('<circle cx="%s" cy="%s" r="%s" %s/>'
                   % (_n(x), _n(y), _n(p["screw_hole_diameter_mm"] / 2), cut))
    x, y, ww, wh = _window(src, panel_name)
    out.append('<rect x="%s" y="%s" width="%s" height="%s" %s/>'
               % (_n(x), _n(y), _n(ww), _n(wh), cut))
    mx, my, mw, mh = _module_outline(src, panel_name)
    out.append('<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="#999" '
               'stroke-width="0.2" stroke-dasharray="2 1.5"/>' % (_n(mx), _n(my), _n(mw), _n(mh)))
    for name, bx, by, bw, bh in _boards(src):
        out.append('<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="#6a8f5a" '
                   'stroke-width="0.2" stroke-dasharray="0.6 1.2"/>' % (_n(bx), _n(by), _n(bw),
                                                                     _n(bh)))
        out.append('<text x="%s" y="%s" font-size="2.2" fill="#6a8f5a">%s board %s x %s</text>'
                   % (_n(bx), _n(by - 1), name, _n(bw), _n(bh)))
    hole_r = src.layout["key_hole_diameter_mm"] / 2
    for _, _, name, kx, ky in key_positions(src):
        out.append('<circle cx="%s" cy="%s" r="%s" %s/>' % (_n(kx), _n(ky), _n(hole_r), cut))
        out.append('<path d="M %s %s h 2 M %s %s v 2" stroke="#000" stroke-width="0.15"/>'
                   % (_n(kx - 1), _n(ky), _n(kx), _n(ky - 1)))
        out.append('<text x="%s" y="%s" font-size="2.2" text-anchor="middle">%s</text>'
                   % (_n(kx), _n(ky + hole_r + 2.6), name))
    y0 = h + 6
    out.append('<path d="M 0 %s h 50 M 0 %s v 2 M 50 %s v 2" stroke="#000" stroke-width="0.3"/>'
               % (_n(y0), _n(y0 - 1), _n(y0 - 1)))
    out.append('<text x="52" y="%s" font-size="3">50 mm: measure this bar after printing</text>'
               % _n(y0 + 1))
    out.append('<text x="0" y="%s" font-size="3">%s window %s x %s mm; key holes %s mm; '
               'screw holes %s mm; panel %s x %s mm.</text>'
               % (_n(y0 + 7), panel_name.upper(), _n(ww), _n(wh),
                  _n(src.layout["key_hole_diameter_mm"]), _n(p["screw_hole_diameter_mm"]),
                  _n(w), _n(h)))
    out.append('<text x="0" y="%s" font-size="3">Black: cut. Dashed: module PCB, dotted: '
               'switch boards (behind the panel, not cut).</text>' % _n(y0 + 11))
    out.append("</svg>")
    return ("\n".join(out) + "\n").encode()
