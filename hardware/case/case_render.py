"""A picture of the assembled box from its meshes: a small z-buffer rasteriser (numpy + Pillow).

Headless and without OpenGL, so CI and any maker's machine make the same picture.
"""

import io

import numpy as np
from PIL import Image

LIGHT = np.array([-0.3, -0.45, 1.0])  # from the viewer's upper left: every face seen is lit
SUPERSAMPLE = 2


def _camera(view):
    """Orthonormal screen axes (right, up) and the direction towards the viewer."""
    back = np.asarray(view, float)
    back /= np.linalg.norm(back)
    right = np.cross([0.0, 0.0, 1.0], back) if abs(back[2]) < 0.99 else np.array([1.0, 0, 0])
    right /= np.linalg.norm(right)
    up = np.cross(back, right)
    return right, up, back


def render_png(meshes, view=(0.45, -0.9, 1.25), width=960, height=600, background=(255, 255, 255)):
    """meshes: [(triangles (n, 3, 3), (r, g, b))]. Orthographic view from direction `view`."""
    right, up, back = _camera(view)
    light = LIGHT / np.linalg.norm(LIGHT)
    all_pts = np.concatenate([t.reshape(-1, 3) for t, _ in meshes])
    sx, sy = all_pts @ right, all_pts @ up
    w, h = width * SUPERSAMPLE, height * SUPERSAMPLE
    margin = 0.06
    scale = min(w * (1 - 2 * margin) / (sx.max() - sx.min()),
                h * (1 - 2 * margin) / (sy.max() - sy.min()))
    ox = w / 2 - scale * (sx.max() + sx.min()) / 2
    oy = h / 2 + scale * (sy.max() + sy.min()) / 2
    depth = np.full((h, w), -np.inf)
    image = np.empty((h, w, 3))
    image[:] = background
    for tri, colour in meshes:
        normal = np.cross(tri[:, 1] - tri[:, 0], tri[:, 2] - tri[:, 0])
        length = np.linalg.norm(normal, axis=1)
        keep = (length > 1e-12) & (normal @ back > 0)  # facing the viewer
        tri, normal = tri[keep], normal[keep] / length[keep, None]
        shade = 0.45 + 0.55 * np.clip(normal @ light, 0, 1)
        px = ox + scale * (tri @ right)
        py = oy - scale * (tri @ up)
        pz = tri @ back
        base = np.asarray(colour, float)
        for i in range(len(tri)):
            _fill(image, depth, px[i], py[i], pz[i], base * shade[i])
    img = Image.fromarray(np.clip(image, 0, 255).astype(np.uint8))
    img = img.resize((width, height), Image.LANCZOS)
    out = io.BytesIO()
    img.save(out, "PNG", optimize=True)
    return out.getvalue()


def _fill(image, depth, xs, ys, zs, colour):
    """One triangle into the buffers: barycentric coverage test, nearest depth wins."""
    x0, x1 = int(max(np.floor(xs.min()), 0)), int(min(np.ceil(xs.max()), image.shape[1] - 1))
    y0, y1 = int(max(np.floor(ys.min()), 0)), int(min(np.ceil(ys.max()), image.shape[0] - 1))
    if x1 < x0 or y1 < y0:
        return
    gx, gy = np.meshgrid(np.arange(x0, x1 + 1) + 0.5, np.arange(y0, y1 + 1) + 0.5)
    (ax, bx, cx), (ay, by, cy) = xs, ys
    area = (bx - ax) * (cy - ay) - (cx - ax) * (by - ay)
    if abs(area) < 1e-9:
        return
    w0 = ((bx - gx) * (cy - gy) - (cx - gx) * (by - gy)) / area
    w1 = ((cx - gx) * (ay - gy) - (ax - gx) * (cy - gy)) / area
    w2 = 1.0 - w0 - w1
    inside = (w0 >= -1e-6) & (w1 >= -1e-6) & (w2 >= -1e-6)
    z = w0 * zs[0] + w1 * zs[1] + w2 * zs[2]
    region = depth[y0:y1 + 1, x0:x1 + 1]
    nearer = inside & (z > region)
    region[nearer] = z[nearer]
    image[y0:y1 + 1, x0:x1 + 1][nearer] = colour
