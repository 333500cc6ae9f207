"""Regenerates every hardware drawing and hardware/PINOUT.md from the data files (`make drawings`).

Sources: hardware/pinmap.json (pins, keys), hardware/parts.json (module facts),
hardware/layout.json (front panel). Output is byte-stable, so a test can regenerate into a
temporary folder and compare with the committed files.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import panel  # noqa: E402  (sibling modules of this script)
import pinout  # noqa: E402
import schematics  # noqa: E402
import sources  # noqa: E402


def outputs(src):
    """Every generated file: path relative to hardware/ -> bytes."""
    files = {
        "drawings/matrix.svg": schematics.matrix_svg(src),
        "drawings/power.svg": schematics.power_svg(src),
        "drawings/panel.svg": panel.picture_svg(src),
        "PINOUT.md": pinout.pinout_md(src),
    }
    for name in sorted(src.parts["displays"]):
        files["drawings/display_%s.svg" % name] = schematics.display_svg(src, name)
        files["drawings/panel_outline_%s.svg" % name] = panel.outline_svg(src, name)
    return files


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=sources.HARDWARE_DIR,
                        help="folder standing for hardware/ (default: hardware/ itself)")
    args = parser.parse_args(argv)
    sources.write_outputs(outputs(sources.Sources()), args.out)


if __name__ == "__main__":
    main()
