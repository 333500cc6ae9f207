"""Turn a TrueType font into the firmware's 1-bit font modules (`make fonts`; firmware/fonts/).

  tools/fontgen.py            regenerate firmware/fonts/sans17.py, sans17.bin, sans13.py, .bin
  tools/fontgen.py --check    exit 1 if a committed font file differs from what it would write
  tools/fontgen.py --demo     redraw docs/screenshots/fonts.png with the real writer under the
                              MicroPython Unix port (the README's picture of the new text)

The source is FreeSans Bold (GNU FreeFont), the font pygame-ce ships as its default, so the
converter needs nothing beyond the pinned dev tools. pygame's FreeType renders each glyph hinted
and unsmoothed (1 bit); the glyph is cropped to its ink and stored as MONO_HLSB rows, the layout
`framebuf.blit` draws. The format follows peterhinch's font_to_py (an index plus the bitmaps)
but keeps a per-glyph ink box, which makes the data about half the size of full-height cells.
The module holds the metrics and the index (a few hundred bytes of heap); the bitmaps go into a
`.bin` file beside it that the writer reads a glyph at a time, so they stay in flash: a `.mpy`
on the Pico's filesystem is copied into the heap whole, `bytes` constants included.
`firmware/fonts/writer.py` documents both layouts.
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
FONT_DIR = os.path.join(ROOT, "firmware", "fonts")
DEMO_PNG = os.path.join(ROOT, "docs", "screenshots", "fonts.png")
FIRST = 32
LAST = 126
EXTRA = "\u2026"  # the ellipsis that writer.fit() puts at a cut
# (module, pixel size, what it is for). Sizes are FreeType pixel sizes; the line heights that
# come out (ink of every glyph, ascender to descender) are 18 and 13 px.
FONTS = (
    ("sans17", 17, "every line a player must read"),
    ("sans13", 13, "dense tables only (final scores)"),
)
PIXEL_MM = 0.18  # ILI9341 2.8-inch, 320x240: 57.6 x 43.2 mm active area
BYTES_PER_LITERAL = 22  # keeps each generated line under ruff's 100 columns
OVERHANG = 4  # writer.OVERHANG: how far ink may reach past the pen or the advance
MAGIC = b"FNT1"  # writer._MAGIC: the first bytes of a glyph file; then length, checksum (LE)


def source_font():
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    return os.path.join(os.path.dirname(pygame.__file__), "freesansbold.ttf")


def _ink_box(surface):
    """(x0, y0, x1, y1) of the lit pixels of a rendered glyph, or None for a blank one."""
    w, h = surface.get_size()
    xs = []
    ys = []
    for y in range(h):
        for x in range(w):
            if surface.get_at((x, y))[0]:
                xs.append(x)
                ys.append(y)
    if not xs:
        return None
    return min(xs), min(ys), max(xs) + 1, max(ys) + 1


def _serif_capital_i(pixels, box, advance):
    """Give capital I slab serifs: in a plain sans it is the same bar as lower-case l, and the
    players read names, counts and codes where the two must never be confused."""
    x0, y0, x1, y1 = box
    stem = x1 - x0
    arm = max(1, (stem + 1) // 2)
    thick = max(1, stem // 2)
    new = {(x + arm, y) for x, y in pixels}
    for y in list(range(y0, y0 + thick)) + list(range(y1 - thick, y1)):
        for x in range(x0, x1 + 2 * arm):
            new.add((x, y))
    return new, (x0, y0, x1 + 2 * arm, y1), advance + 2 * arm


def render_glyphs(path, size):
    """Every glyph as (char, advance, lit pixels relative to the pen and the baseline)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    import pygame.freetype

    pygame.freetype.init()
    font = pygame.freetype.Font(path, size)
    font.antialiased = False  # 1 bit, FreeType's monochrome hinting
    font.kerning = False
    font.origin = True  # render_to's position is the pen on the baseline
    pad = size * 2
    glyphs = []
    for ch in [chr(c) for c in range(FIRST, LAST + 1)] + list(EXTRA):
        advance = int(font.get_metrics(ch)[0][4] + 0.5)
        surface = pygame.Surface((advance + 2 * pad, 4 * size), depth=8)
        surface.fill(0)
        pen = (pad, 3 * size)
        font.render_to(surface, pen, ch, fgcolor=(255, 255, 255, 255))
        box = _ink_box(surface)
        pixels = set()
        if box is not None:
            x0, y0, x1, y1 = box
            pixels = {(x - pen[0], y - pen[1]) for y in range(y0, y1) for x in range(x0, x1)
                      if surface.get_at((x, y))[0]}
            box = (x0 - pen[0], y0 - pen[1], x1 - pen[0], y1 - pen[1])
        if ch == "I" and box is not None:
            pixels, box, advance = _serif_capital_i(pixels, box, advance)
        glyphs.append((ch, advance, box, pixels))
    return glyphs


def encode(glyphs):
    """(height, baseline, index bytes, bitmap bytes): 7-byte records (bitmap offset, advance, x
    offset, width, top row, rows) and the packed bitmaps, which glyph_file() lays out in slots."""
    ascent = max(-box[1] for _c, _a, box, _p in glyphs if box)
    descent = max(box[3] for _c, _a, box, _p in glyphs if box)
    index = bytearray()
    bitmaps = bytearray()
    for _ch, advance, box, pixels in glyphs:
        if box is None:
            x0 = y0 = w = rows = 0
        else:
            x0, y0, x1, y1 = box
            w, rows = x1 - x0, y1 - y0
            y0 += ascent  # from the top of the line
        if len(bitmaps) > 0xFFFF or not -128 <= x0 < 128:
            raise ValueError("glyph too large for the index format")
        if w and (x0 < -OVERHANG or x0 + w > advance + OVERHANG):
            raise ValueError("glyph %r overhangs more than writer.OVERHANG" % _ch)
        index += bytes((len(bitmaps) & 0xFF, len(bitmaps) >> 8, advance, x0 & 0xFF, w, y0, rows))
        stride = (w + 7) // 8
        for r in range(rows):
            row = bytearray(stride)
            for c in range(w):
                if (box[0] + c, box[1] + r) in pixels:
                    row[c >> 3] |= 0x80 >> (c & 7)  # MONO_HLSB: bit 7 is the leftmost pixel
            bitmaps += row
    return ascent + descent, ascent, bytes(index), bytes(bitmaps)


def _literal(name, data):
    lines = ["%s = (" % name]
    for i in range(0, len(data), BYTES_PER_LITERAL):
        lines.append("    %r" % bytes(data[i : i + BYTES_PER_LITERAL]))
    lines.append(")")
    return "\n".join(lines)


ORIGIN_FREESANS = """\
# Generated by tools/fontgen.py (`make fonts`) from pygame-ce's freesansbold.ttf: do not
# edit. FreeSans is part of GNU FreeFont, licensed under the GNU GPL with the font
# exception; capital I is given slab serifs so it never reads as l."""
ORIGIN_OTHER = """\
# Generated by tools/fontgen.py (`make fonts`) from %s: do not edit; see that font's
# licence. Capital I is given slab serifs so it never reads as l."""


def font_name(path):
    import pygame.freetype

    pygame.freetype.init()
    font = pygame.freetype.Font(path, 12)
    return "%s %s" % (font.name, font.style_name)


def checksum(data):
    """The glyph file's check: the sum of its glyph bytes, modulo 65536."""
    return sum(data) & 0xFFFF


def glyph_max(index):
    """Bytes of the largest glyph bitmap."""
    return max(((index[i + 4] + 7) // 8) * index[i + 6] for i in range(0, len(index), 7))


def glyph_file(index, bitmaps):
    """(slot size, the glyph file's bytes): MAGIC, the glyph bytes' length and checksum (2 bytes
    each, little-endian), then one fixed-size slot per glyph in index order: x offset from the
    pen (signed), width, top row, rows, and the ink box as MONO_HLSB rows. Fixed slots put
    glyph i at 8 + i * slot, so the heap holds no offsets, only the advances."""
    slot = 4 + glyph_max(index)
    body = bytearray()
    for i in range(0, len(index), 7):
        off = index[i] | index[i + 1] << 8
        w, rows = index[i + 4], index[i + 6]
        bits = bitmaps[off : off + ((w + 7) // 8) * rows]
        glyph = bytes((index[i + 3], w, index[i + 5], rows)) + bits
        body += glyph + bytes(slot - len(glyph))
    n, check = len(body), checksum(body)
    return slot, MAGIC + bytes((n & 0xFF, n >> 8, check & 0xFF, check >> 8)) + bytes(body)


def font_files(name, size, purpose, path):
    """(module text, glyph file bytes) of one font."""
    glyphs = render_glyphs(path, size)
    height, baseline, index, bitmaps = encode(glyphs)
    slot, data = glyph_file(index, bitmaps)
    if path == source_font():
        origin = ORIGIN_FREESANS
    else:
        origin = ORIGIN_OTHER % os.path.basename(path)
    return "\n".join((
        '"""%s %d px, 1-bit, for fonts.writer: %s."""' % (font_name(path), size, purpose),
        "",
        origin,
        "# ADVANCES: one byte per glyph (chars %d-%d, then EXTRA), the pen's step. The glyphs"
        % (FIRST, LAST),
        "# themselves are in FILE beside this module, read one at a time so they stay in flash",
        "# (fonts/writer.py has the layout): a .mpy's bytes would be copied into the heap.",
        "",
        "HEIGHT = %d  # line height in px, highest ascender to lowest descender (%.1f mm at the"
        % (height, height * PIXEL_MM),
        "# 2.8-inch panel's %.3f mm pixel pitch)" % PIXEL_MM,
        "BASELINE = %d  # rows from the top of the line to the baseline" % baseline,
        "FIRST = %d" % FIRST,
        "LAST = %d" % LAST,
        "EXTRA = %s" % ascii(EXTRA),
        'FILE = "%s.bin"' % name,
        "SLOT = %d  # bytes per glyph in FILE" % slot,
        "BYTES = %d  # glyph bytes in FILE after its header" % (len(data) - 8),
        "CHECK = %d  # their sum modulo 65536, also in the header: a stale FILE is refused"
        % checksum(data[8:]),
        _literal("ADVANCES", index[2::7]),
        "",
    )), data


def write_modules(out_dir=FONT_DIR, font_path=None):
    font_path = font_path or source_font()
    written = []
    for name, size, purpose in FONTS:
        text, data = font_files(name, size, purpose, font_path)
        path = os.path.join(out_dir, name + ".py")
        with open(path, "w") as f:
            f.write(text)
        with open(os.path.join(out_dir, name + ".bin"), "wb") as f:
            f.write(data)
        written += [path, path[:-3] + ".bin"]
    return written


def stale_modules(font_path=None):
    """Committed font files ('sans17.py', 'sans17.bin') that differ from what the converter
    writes now."""
    font_path = font_path or source_font()
    stale = []
    for name, size, purpose in FONTS:
        files = font_files(name, size, purpose, font_path)
        for fname, fresh in zip((name + ".py", name + ".bin"), files, strict=True):
            try:
                with open(os.path.join(FONT_DIR, fname), "rb") as f:
                    current = f.read()
            except OSError:
                current = None
            if current != (fresh.encode() if isinstance(fresh, str) else fresh):
                stale.append(fname)
    return stale


def demo_frame():
    """The demo screen's RGB565 bytes, drawn by host_tests/fonts/demo_screen.py under the
    MicroPython Unix port with the real framebuf and writer."""
    sys.path.insert(0, os.path.join(ROOT, "host_tests"))
    from mpy_run import run_mpy

    script = os.path.join(ROOT, "host_tests", "fonts", "demo_screen.py")
    out = run_mpy(script=script, path=(os.path.join(ROOT, "firmware"),), heapsize="1M")
    return bytes.fromhex("".join(out.split()))


def demo_picture(frame, width=320, height=240, scale=2):
    """A pygame Surface of panel-order (byte-swapped) RGB565 pixels, scaled for the README."""
    import pygame

    rgb = bytearray()
    for i in range(0, len(frame), 2):
        v = (frame[i] << 8) | frame[i + 1]  # framebuf's swapped colours: the panel's big-endian
        r, g, b = (v >> 11) & 31, (v >> 5) & 63, v & 31
        rgb += bytes(((r << 3) | (r >> 2), (g << 2) | (g >> 4), (b << 3) | (b >> 2)))
    surface = pygame.image.frombuffer(bytes(rgb), (width, height), "RGB")
    return pygame.transform.scale(surface, (width * scale, height * scale))


def write_demo(path=DEMO_PNG):
    import pygame

    pygame.image.save(demo_picture(demo_frame()), path)
    return path


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare with the committed")
    parser.add_argument("--demo", action="store_true", help="redraw docs/screenshots/fonts.png")
    parser.add_argument("--font", help="another .ttf to render from (default: FreeSans Bold)")
    args = parser.parse_args(argv)
    if args.check:
        stale = stale_modules(args.font)
        for name in stale:
            print("firmware/fonts/%s is out of date: run `make fonts`" % name)
        return 1 if stale else 0
    if args.demo:
        print("wrote %s" % os.path.relpath(write_demo(), ROOT))
        return 0
    for path in write_modules(font_path=args.font):
        print("wrote %s" % os.path.relpath(path, ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
