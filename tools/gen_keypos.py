"""Turn hardware/layout.json into firmware/console/keypos.py: where the key test draws each key.

`make drawings` runs it from the repository root: `python3 tools/gen_keypos.py` rewrites the
module; `--check` only says whether it is current (exit 1 if not); `--layout PATH` reads another
layout file. The device build (tools/build.py) compiles the module made from today's
layout.json, so a key moved there moves on the screen of the next `make flash` or `make sim`;
the committed copy is what the source runs read, and host_tests/hardware/test_keypos.py keeps
it current.

The face is scaled to fit the page: the caps (parts.json `key_switch.cap_diameter_mm`) and the
display window (the case's own window, hardware/case/case_plan.py) are fitted into FACE_PX,
one scale for x and y, centred. The device never reads the JSON: the module is two constant
tables (80 bytes of key squares and the window's 4-tuple, 166 bytes of .mpy).
"""

import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HARDWARE = os.path.join(ROOT, "hardware")
if os.path.join(HARDWARE, "case") not in sys.path:
    sys.path.insert(0, os.path.join(HARDWARE, "case"))

import case_plan  # noqa: E402  (hardware/case/ is put on the path just above)

OUT_REL = "firmware/console/keypos.py"
OUT = os.path.join(ROOT, OUT_REL)
# The part of the 320x240 page the face may use: below the heading (y 6-24), above the footer
# (the body face's line at y 221, console/page.py KEYS_Y): x, y, width, height in px.
FACE_PX = (4, 28, 312, 191)
GAP_PX = 2  # at least this much background between two drawn keys


def load(name, path=None):
    with open(path or os.path.join(HARDWARE, name), encoding="utf-8") as f:
        return json.load(f)


def _px(v):
    """Round half up, the same on every machine (no banker's rounding of .5)."""
    return int(v + 0.5) if v >= 0 else -int(-v + 0.5)


def face(layout, parts, pinmap):
    """The page's drawing in px: {"keys": [(bit, name, x, y, w, h)] in matrix order,
    "window": (x, y, w, h), "scale": px per mm}. Bit is row * 4 + column of pinmap.json's
    matrix (console/keys.py)."""
    grid = pinmap["matrix"]["keys"]
    cols = len(grid[0])
    places = layout["keys"]
    cap = parts["key_switch"]["cap_diameter_mm"]
    win = case_plan.Plan(layout, parts, pinmap).window()
    (wcx, wcy), (ww, wh) = win["at"], win["size"]
    boxes = [(wcx - ww / 2, wcy - wh / 2, wcx + ww / 2, wcy + wh / 2)]
    for row in grid:
        for name in row:
            if name not in places:
                raise ValueError("layout.json has no position for key %r of pinmap.json" % name)
            x, y = places[name]
            boxes.append((x - cap / 2, y - cap / 2, x + cap / 2, y + cap / 2))
    left, top = min(b[0] for b in boxes), min(b[1] for b in boxes)
    right, bottom = max(b[2] for b in boxes), max(b[3] for b in boxes)
    fx, fy, fw, fh = FACE_PX
    scale = min(fw / (right - left), fh / (bottom - top))
    ox = fx + (fw - (right - left) * scale) / 2 - left * scale
    oy = fy + (fh - (bottom - top) * scale) / 2 - top * scale
    # One square size for every key: the cap, made smaller where two keys stand so close that
    # their squares would touch (they never do at the committed layout's 12.7 mm pitch).
    centres = [places[name] for row in grid for name in row]
    size = _px(cap * scale)
    for i, a in enumerate(centres):
        for b in centres[i + 1:]:
            apart = max(abs(a[0] - b[0]), abs(a[1] - b[1])) * scale
            size = min(size, int(apart) - GAP_PX)
    if size < 8:
        raise ValueError("two keys sit too close together to draw (%d px)" % size)
    keys = []
    for r, row in enumerate(grid):
        for c, name in enumerate(row):
            x, y = places[name]
            keys.append((r * cols + c, name, _px(ox + x * scale) - size // 2,
                         _px(oy + y * scale) - size // 2, size, size))
    wx, wy = _px(ox + boxes[0][0] * scale), _px(oy + boxes[0][1] * scale)
    window = (wx, wy, _px(ox + boxes[0][2] * scale) - wx, _px(oy + boxes[0][3] * scale) - wy)
    return {"keys": keys, "window": window, "scale": scale}


def module_text(layout, parts, pinmap):
    """The generated module's source."""
    drawn = face(layout, parts, pinmap)
    rows = []
    for bit, name, x, y, w, h in drawn["keys"]:
        assert bit == len(rows) and 0 <= x < 320 and 0 <= y < 240 and w < 256 and h < 256
        cell = "".join("\\x%02x" % v for v in (x & 0xFF, x >> 8, y, w, h))
        rows.append("    b'%s'  # %d %s: x %d, y %d, %d x %d" % (cell, bit, name, x, y, w, h))
    # The caps' own colours (layout.json cap_colours, by key name): r, g, b bytes per key bit,
    # 0, 0, 0 for a plain cap. Pure black stands for "plain": a black cap is #222222 or so.
    colours = layout.get("cap_colours", {})
    caps = []
    for bit, name, *_ in drawn["keys"]:
        hexa = colours.get(name, "#000000").lstrip("#")
        rgb = tuple(int(hexa[k:k + 2], 16) for k in (0, 2, 4))
        caps.append("    b'%s'  # %d %s%s" % ("".join("\\x%02x" % v for v in rgb), bit, name,
                                              "" if name in colours else ": plain"))
    lines = [
        '"""Where the key test draws each key of the box, in px on the 320x240 page."""',
        "",
        "# Generated by tools/gen_keypos.py from hardware/layout.json, parts.json and pinmap.json:",
        "# do not edit (the device build makes it afresh from layout.json; the committed copy is",
        "# checked by host_tests/hardware/test_keypos.py). %.3f px per mm." % drawn["scale"],
        "",
        "# Per key bit (console/keys.py: row * 4 + column of the matrix), 5 bytes: x (low byte,",
        "# high byte), y, width, height of its cap.",
        "KEYS = (",
    ] + rows + [
        ")",
        "# Per key bit, 3 bytes: the cap's colour (r, g, b), all 0 for a plain cap.",
        "COLOURS = (",
    ] + caps + [
        ")",
        "# The display window's outline: x, y, width, height.",
        "WINDOW = %r" % (drawn["window"],),
        "",
    ]
    return "\n".join(lines)


def committed_data(layout_path=None):
    """(layout, parts, pinmap) as the hardware folder has them; another layout file if given."""
    return load("layout.json", layout_path), load("parts.json"), load("pinmap.json")


def current_text(layout_path=None):
    return module_text(*committed_data(layout_path))


def main(argv):
    check = "--check" in argv
    layout_path = argv[argv.index("--layout") + 1] if "--layout" in argv else None
    text = current_text(layout_path)
    try:
        with open(OUT, encoding="utf-8") as f:
            committed = f.read()
    except OSError:
        committed = None
    if check:
        if committed != text:
            print("%s is out of date: run `make drawings` (or tools/gen_keypos.py)" % OUT_REL)
            return 1
        print("%s is current" % OUT_REL)
        return 0
    if committed != text:
        with open(OUT, "w", encoding="utf-8") as f:
            f.write(text)
        print("wrote %s" % OUT_REL)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
