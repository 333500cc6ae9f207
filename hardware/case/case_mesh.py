"""Binary STL reading and the checks a slicer cares about: closed, consistently wound, its volume.

Plain numpy, so the tests check the committed files without the CAD kernel.
"""

import struct

import numpy as np

ROUND_MM = 1e-4  # vertices closer than this are one vertex (STL repeats them per triangle)


def read_stl(data):
    """Triangles of a binary STL as an (n, 3, 3) float array."""
    (count,) = struct.unpack_from("<I", data, 80)
    if len(data) != 84 + 50 * count:
        raise ValueError("not a binary STL of %d triangles (%d bytes)" % (count, len(data)))
    rec = np.dtype([("normal", "<f4", 3), ("v", "<f4", (3, 3)), ("attr", "<u2")])
    return np.frombuffer(data, rec, count, 84)["v"].astype(np.float64)


def write_stl(triangles, header=b"binary STL"):
    """Binary STL bytes with a fixed header (no date, no path): the same mesh, the same bytes."""
    tri = np.asarray(triangles, dtype=np.float64)
    n = np.cross(tri[:, 1] - tri[:, 0], tri[:, 2] - tri[:, 0])
    length = np.linalg.norm(n, axis=1, keepdims=True)
    n = np.divide(n, length, out=np.zeros_like(n), where=length > 0)
    rec = np.zeros(len(tri), np.dtype([("normal", "<f4", 3), ("v", "<f4", (3, 3)),
                                       ("attr", "<u2")]))
    rec["normal"], rec["v"] = n, tri
    return header.ljust(80, b" ")[:80] + struct.pack("<I", len(tri)) + rec.tobytes()


def edges_report(triangles):
    """(open edges, edges used by more than two triangles, edges walked the same way twice).

    A closed, consistently wound (watertight) mesh has all three at 0: every edge is used by
    exactly two triangles, once in each direction."""
    keys = np.round(triangles.reshape(-1, 3) / ROUND_MM).astype(np.int64)
    _, ids = np.unique(keys, axis=0, return_inverse=True)
    ids = ids.reshape(-1, 3)
    directed = np.concatenate([ids[:, [0, 1]], ids[:, [1, 2]], ids[:, [2, 0]]])
    directed = directed[directed[:, 0] != directed[:, 1]]  # slivers collapse to a point
    undirected = np.sort(directed, axis=1)
    _, counts = np.unique(undirected, axis=0, return_counts=True)
    _, dcounts = np.unique(directed, axis=0, return_counts=True)
    return int((counts == 1).sum()), int((counts > 2).sum()), int((dcounts > 1).sum())


def volume(triangles):
    """Enclosed volume (mm^3) by the divergence theorem; positive for outward-facing triangles."""
    a, b, c = triangles[:, 0], triangles[:, 1], triangles[:, 2]
    return float(np.einsum("ij,ij->i", a, np.cross(b, c)).sum() / 6.0)


def bounds(triangles):
    pts = triangles.reshape(-1, 3)
    return pts.min(axis=0), pts.max(axis=0)


def digest(triangles):
    """What the committed-files test compares: rounded so float noise does not matter."""
    lo, hi = bounds(triangles)
    return {"triangles": int(len(triangles)), "volume_mm3": round(volume(triangles), 0),
            "bounds_mm": [[round(float(v), 2) for v in lo], [round(float(v), 2) for v in hi]]}
