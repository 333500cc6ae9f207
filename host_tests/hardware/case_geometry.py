"""Shared loading and 2D distance helpers for the case tests (no CAD kernel needed)."""

import copy
import json
import math
import os

import case_plan

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HARDWARE = os.path.join(ROOT, "hardware")
CASE = os.path.join(HARDWARE, "case")
PRINT = os.path.join(CASE, "print")


def load(name):
    with open(os.path.join(HARDWARE, name), encoding="utf-8") as f:
        return json.load(f)


def data(panel=None):
    """(layout, parts, pinmap) as committed, optionally with another display chosen."""
    layout, parts, pinmap = load("layout.json"), load("parts.json"), load("pinmap.json")
    if panel:
        pinmap = copy.deepcopy(pinmap)
        pinmap["display"]["panel"] = panel
    return layout, parts, pinmap


def build(panel=None):
    return case_plan.build(*data(panel))


def circle(at, d):
    return ("c", at[0], at[1], d / 2)


def rect(x, y, w, h):
    return ("r", x, y, x + w, y + h)


def rect_centred(at, size):
    return rect(at[0] - size[0] / 2, at[1] - size[1] / 2, size[0], size[1])


def _rect_gap(a, b):
    gx = max(b[1] - a[3], a[1] - b[3], 0.0)
    gy = max(b[2] - a[4], a[2] - b[4], 0.0)
    if gx == 0.0 and gy == 0.0:  # overlapping: return how deep, as a negative gap
        return -min(a[3] - b[1], b[3] - a[1], a[4] - b[2], b[4] - a[2])
    return math.hypot(gx, gy)


def gap(a, b):
    """Clear distance between two shapes (negative when they overlap)."""
    if a[0] == "r" and b[0] == "r":
        return _rect_gap(a, b)
    if a[0] == "r":
        a, b = b, a
    if b[0] == "c":
        return math.hypot(a[1] - b[1], a[2] - b[2]) - a[3] - b[3]
    _, cx, cy, r = a
    dx = max(b[1] - cx, 0.0, cx - b[3])
    dy = max(b[2] - cy, 0.0, cy - b[4])
    if dx == 0.0 and dy == 0.0:
        return -r
    return math.hypot(dx, dy) - r


def rounded_rect_inset(shape, plan):
    """How far a shape stays inside the box's outer outline (rounded corners counted)."""
    o = plan["outer"]
    w, h, r = o["width"], o["height"], o["corner_radius"]
    if shape[0] == "c":
        pts, rad = [(shape[1], shape[2])], shape[3]
    else:
        pts, rad = [(shape[1], shape[2]), (shape[3], shape[2]), (shape[1], shape[4]),
                    (shape[3], shape[4])], 0.0
    worst = math.inf
    for x, y in pts:
        # signed distance to a rounded rectangle, negated: positive inside
        qx, qy = abs(x - w / 2) - (w / 2 - r), abs(y - h / 2) - (h / 2 - r)
        sdf = math.hypot(max(qx, 0.0), max(qy, 0.0)) + min(max(qx, qy), 0.0) - r
        worst = min(worst, -sdf - rad)
    return worst
