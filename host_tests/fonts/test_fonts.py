"""fonts.writer and the generated fonts under the real MicroPython Unix port and its framebuf:
glyph sizes, the letters that must not be confused, fit/wrap, strip drawing, and that the
committed modules and the README picture are what tools/fontgen.py makes now."""

import json
import os
import sys

import pygame
import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, os.path.join(ROOT, "host_tests"))

import bench_fonts  # noqa: E402
import fontgen  # noqa: E402
from mpy_run import run_mpy  # noqa: E402

FIRMWARE = os.path.join(ROOT, "firmware")
FONTS = ("sans17", "sans13")
# Draws `s` alone into a fresh buffer and returns its ink as rows of '#'/'.' cropped to the ink.
PRELUDE = """
import json, framebuf
from fonts import writer, sans17, sans13
FG, BG = 0xFFFF, 0x2104

def canvas(font, w):
    fb = framebuf.FrameBuffer(bytearray(w * font.HEIGHT * 2), w, font.HEIGHT, framebuf.RGB565)
    fb.fill(BG)
    return fb

def ink(font, s, pad=8):
    w = writer.text_width(font, s) + 2 * pad
    fb = canvas(font, w)
    writer.draw_text(fb, font, s, pad, 0, FG)
    rows = ["".join("#" if fb.pixel(x, y) == FG else "." for x in range(w))
            for y in range(font.HEIGHT)]
    lit = [y for y in range(font.HEIGHT) if "#" in rows[y]]
    if not lit:
        return []
    left = min(r.index("#") for r in rows if "#" in r)
    right = max(r.rindex("#") for r in rows if "#" in r)
    return [r[left:right + 1] for r in rows[lit[0]:lit[-1] + 1]]
"""


def mpy(code):
    return json.loads(run_mpy(PRELUDE + code, path=(FIRMWARE,)).strip().splitlines()[-1])


@pytest.mark.parametrize("name", FONTS)
def test_every_glyph_stays_inside_its_line_and_advance(name):
    facts = mpy("""
font = %s
out = []
for c in range(font.FIRST, font.LAST + 1):
    s = chr(c)
    adv = writer.text_width(font, s)
    fb = canvas(font, adv + 40)
    fb.fill(BG)
    writer.draw_text(fb, font, s, 20, 0, FG)
    lit = [(x, y) for x in range(adv + 40) for y in range(font.HEIGHT) if fb.pixel(x, y) == FG]
    xs = [x for x, y in lit] or [20]
    ys = [y for x, y in lit] or [font.BASELINE]
    out.append((s, adv, min(xs) - 20, max(xs) - 20, min(ys), max(ys), len(lit)))
print(json.dumps([font.HEIGHT, font.BASELINE, out, ink(font, "H"), ink(font, "x"),
                  ink(font, "gjpqy")]))
""" % name)
    height, baseline, glyphs, cap, xh, desc = facts
    if name == "sans17":
        # Every running-text line: at least 17 px (3 mm at 0.18 mm), and one line fits the 20 px
        # status strip with a spare row.
        assert 17 <= height <= 19
        assert 12 <= len(cap) and 9 <= len(xh)
    else:
        assert 13 <= height <= 15 and 9 <= len(cap)
    assert len(cap) <= baseline < height
    assert min(g[4] for g in glyphs) == 0 and max(g[5] for g in glyphs) == height - 1  # no waste
    assert len(desc) >= len(xh) + 3  # descenders go well below the baseline
    for ch, adv, left, right, _top, _bottom, _lit in glyphs:
        assert 0 < adv <= height + 2, ch
        # Ink may overhang the pen by a pixel or two (j), never by half a glyph.
        assert -3 <= left and right < adv + 3, (ch, adv, left, right)
    assert [g[0] for g in glyphs if g[6] == 0] == [" "]  # every other character has ink


@pytest.mark.parametrize("name", FONTS)
def test_letters_that_look_alike_in_sans_fonts_are_drawn_differently(name):
    shapes = mpy("print(json.dumps({c: ink(%s, c) for c in 'Il1|O0o5S8B'}))" % name)
    for group in ("Il1|", "O0o", "5S", "8B"):
        drawn = [tuple(shapes[c]) for c in group]
        assert len(set(drawn)) == len(group), group
    # Capital I carries serifs: its top and bottom rows are wider than its stem.
    capital = shapes["I"]
    assert len(capital[0].strip(".")) > len(capital[len(capital) // 2].strip("."))


def test_text_is_drawn_in_two_colours_in_a_box_of_its_measured_width():
    facts = mpy("""
s = "Bull  act 1/2  bag 87  cat 2"
w = writer.text_width(sans17, s)
fb = canvas(sans17, 320)
fb.fill(0x1234)
end = writer.draw_text(fb, sans17, s, 10, 0, FG, BG)
colours = {}
for y in range(sans17.HEIGHT):
    for x in range(320):
        colours[fb.pixel(x, y)] = colours.get(fb.pixel(x, y), 0) + 1
inside = [x for x in range(320) if fb.pixel(x, 5) != 0x1234 or fb.pixel(x, 0) != 0x1234]
over = canvas(sans17, 320)
over.fill(0x1234)
writer.draw_text(over, sans17, s, 10, 0, FG)
kept = sum(1 for y in range(sans17.HEIGHT) for x in range(320) if over.pixel(x, y) == 0x1234)
print(json.dumps([w, end, min(inside), max(inside), colours, kept]))
""")
    width, end, left, right, colours, kept = facts
    assert end == 10 + width and 180 < width < 260
    assert (left, right) == (10, 10 + width - 1)  # the box is exactly the measured width
    assert set(colours) == {str(0xFFFF), str(0x2104), str(0x1234)}  # 1 bit: no blended colours
    lit = colours[str(0xFFFF)]
    # Without bg the text goes over what is there: every pixel but the ink keeps its colour.
    assert kept == 320 * 18 - lit


def test_fit_cuts_at_the_width_with_an_ellipsis():
    facts = mpy("""
s = "Revolt red: Bull 2+1 v Pot 3+?"
out = []
for w in range(0, writer.text_width(sans17, s) + 10, 3):
    f = writer.fit(sans17, s, w)
    out.append((w, f, writer.text_width(sans17, f)))
nxt = []
for w, f, fw in out:
    if f.endswith(writer.ELLIPSIS) and len(f) > 1:
        keep = f[:-1]
        longer = s[:len(keep) + 1].rstrip() + writer.ELLIPSIS
        nxt.append(writer.text_width(sans17, longer) > w or longer == f)
q = writer.text_width(sans17, "?")
print(json.dumps([s, out, nxt, q, writer.text_width(sans17, "\\u00e9")]))
""")
    s, results, longest, question, unknown = facts
    for w, cut, cw in results:
        assert cw <= w, (w, cut)
        if cut != s:
            assert cut == "" or (cut.endswith("\u2026") and s.startswith(cut[:-1]))
    assert results[-1][1] == s  # wide enough: unchanged
    assert any(len(cut) > 5 and cut != s for _w, cut, _cw in results)
    assert longest and all(longest)  # one more letter would not have fitted
    assert unknown == question  # a character the font lacks is drawn as '?'


def test_fit_cuts_text_with_characters_beyond_ascii_by_whole_characters():
    # fit() walks the UTF-8 bytes: a cut must fall between characters, and a character the
    # font lacks is measured as the '?' it is drawn as.
    s = "Caf\u00e9 cr\u00e8me \u2026 \u00ab Bull \u00bb 2\u20133 \u00e9t\u00e9"
    facts = mpy("""
s = %r
out = []
for w in range(0, writer.text_width(sans17, s) + 10, 2):
    f = writer.fit(sans17, s, w)
    out.append((w, f, writer.text_width(sans17, f)))
print(json.dumps(out))
""" % s)
    for w, cut, cw in facts:
        assert cw <= w, (w, cut)
        assert cut == s or cut == "" or (cut.endswith("\u2026") and s.startswith(cut[:-1]))
    assert facts[-1][1] == s
    assert len({cut for _w, cut, _cw in facts}) > 8  # cut at many places, each one whole


def test_wrap_keeps_every_word_and_every_line_inside_the_width():
    text = ("Colour key: place a tile. Move the cursor to a marked cell, press A.\n"
            "LEADER + colour: place or move a leader. Catastrophe-tile-everywhere-now.")
    facts = mpy("""
t = %s
lines = writer.wrap(sans17, t, 150)
joined = [writer.text_width(sans17, a + " " + b.split(" ")[0]) for a, b in zip(lines, lines[1:])]
print(json.dumps([lines, [writer.text_width(sans17, l) for l in lines], joined,
                  writer.wrap(sans17, "", 150)]))
""" % json.dumps(text))
    lines, widths, joined, empty = facts
    assert all(w <= 150 for w in widths)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "").replace("\n", "")
    assert sum(line.startswith("LEADER") for line in lines) == 1  # "\n" starts a line
    words = text.replace("\n", " ").split(" ")
    long_word = "Catastrophe-tile-everywhere-now."
    assert long_word not in lines and all(len(line) < len(long_word) for line in lines)
    for line, after, width in zip(lines, lines[1:], joined, strict=False):
        # Greedy: the next line's first word would not have fitted on this one.
        if after.split(" ")[0] in words and not after.startswith("LEADER"):
            assert width > 150, (line, after)
    assert empty == [""]


def test_show_line_pushes_strips_that_tile_the_line_and_match_one_big_draw():
    facts = mpy("""
class Panel:
    def __init__(self):
        self.pushes = []
        self.fb = framebuf.FrameBuffer(bytearray(320 * 18 * 2), 320, 18, framebuf.RGB565)
        self.fb.fill(0x1234)
    def blit(self, x, y, w, h, buf):
        assert len(buf) == w * h * 2
        self.pushes.append((x, y, w, h))
        self.fb.blit((bytes(buf), w, h, framebuf.RGB565), x, 0)
ref = canvas(sans17, 320)
out = []
for s in ("Bull  act 1/2  bag 87  cat 2", "jjj fjord yjy W/AV \\j/ {j}"):
    ref.fill(0x1234)
    ref.fill_rect(24, 0, 264, sans17.HEIGHT, BG)
    writer.draw_text(ref, sans17, s, 24, 0, FG)
    for strip_w in (1, 3, 7, 13, 64, 320):
        panel = Panel()
        strip = bytearray(strip_w * sans17.HEIGHT * 2)
        writer.show_line(panel, strip, sans17, s, 24, 221, 264, FG, BG)
        same = all(ref.pixel(x, y) == panel.fb.pixel(x, y) for x in range(320) for y in range(18))
        out.append((s, strip_w, same, panel.pushes[:5] if strip_w == 64 else len(panel.pushes)))
print(json.dumps([out, writer.OVERHANG]))
""")
    results, overhang = facts
    for s, strip_w, same, pushes in results:
        assert same, (s, strip_w)  # glyphs reaching over a strip's edge are drawn in both
        if strip_w == 64:
            assert pushes == [[24, 221, 64, 18], [88, 221, 64, 18], [152, 221, 64, 18],
                              [216, 221, 64, 18], [280, 221, 8, 18]]
        else:
            assert pushes == -(-264 // strip_w)
    assert overhang == fontgen.OVERHANG


def test_glyphs_reaching_past_their_pen_are_drawn_whole_across_strips(tmp_path):
    # FreeSans at these sizes keeps its ink inside the advance; another --font may not. A made-up
    # font whose "A" reaches OVERHANG px left of its pen and right of its advance.
    o = fontgen.OVERHANG
    index = bytearray(7 * 95)
    index[2] = o  # the space: just wide enough to keep the first A's ink inside the line
    index[7 * 33 : 7 * 34] = bytes((0, 0, 4, 256 - o, 4 + 2 * o, 0, 4))
    slot, data = fontgen.glyph_file(index, b"\xff\xf0" * 4)
    (tmp_path / "made_up.bin").write_bytes(data)
    facts = mpy("""
class Font:
    HEIGHT = 4
    BASELINE = 3
    FIRST = 32
    LAST = 126
    EXTRA = ""
    FILE = %r
    SLOT = %d
    BYTES = %d
    CHECK = %d
    ADVANCES = %r
""" % (str(tmp_path / "made_up.bin"), slot, len(data) - 8, fontgen.checksum(data[8:]),
       bytes(index[2::7])) + """
o = writer.OVERHANG
class Panel:
    def __init__(self):
        self.fb = framebuf.FrameBuffer(bytearray(80 * 4 * 2), 80, 4, framebuf.RGB565)
        self.fb.fill(BG)
    def blit(self, x, y, w, h, buf):
        self.fb.blit((bytes(buf), w, h, framebuf.RGB565), x, 0)
ref = framebuf.FrameBuffer(bytearray(80 * 4 * 2), 80, 4, framebuf.RGB565)
ref.fill(BG)
writer.draw_text(ref, Font, " A A", 10, 0, FG)
out = []
for strip_w in (1, 2, 3, 5, 8):
    panel = Panel()
    writer.show_line(panel, bytearray(strip_w * 8), Font, " A A", 10, 0, 40, FG, BG)
    out.append(all(ref.pixel(x, y) == panel.fb.pixel(x, y) for x in range(80) for y in range(4)))
lit = sum(1 for x in range(80) if ref.pixel(x, 0) == FG)
print(json.dumps([out, lit, o]))
""")
    same, lit, overhang = facts
    assert lit == (4 + 2 * overhang) + 8  # two glyphs 4 + 2 * OVERHANG wide, pens 8 apart
    assert all(same)


def test_committed_font_modules_are_what_the_converter_makes():
    # The converter's input is pygame-ce's own font file, in the pinned dev tools: always here.
    assert os.path.exists(fontgen.source_font())
    assert fontgen.stale_modules() == [], "run `make fonts`"


def test_readme_picture_is_drawn_by_the_current_writer():
    committed = pygame.image.load(fontgen.DEMO_PNG)
    fresh = fontgen.demo_picture(fontgen.demo_frame())
    assert committed.get_size() == (640, 480)
    assert pygame.image.tobytes(committed, "RGB") == pygame.image.tobytes(fresh, "RGB"), \
        "docs/screenshots/fonts.png is out of date: run `make fonts`"


def test_a_font_costs_under_a_kb_of_heap_with_its_glyphs_left_in_flash(tmp_path):
    lib = tmp_path / "lib"
    bench_fonts.compile_fonts(str(lib))
    fs = bench_fonts.measure("fs", (str(lib),))
    image = tmp_path / "fonts.romfs"
    bench_fonts.romfs_image(str(lib), str(image))
    rom = bench_fonts.measure(str(image), ())
    for name in FONTS:
        key = "import_%s_bytes" % name
        # The glyphs stay in the .bin file on flash: a font module is its metrics and one
        # advance byte per glyph, from littlefs as from ROMFS; its first draw opens the file.
        assert int(fs[key]) < 1024
        assert int(rom[key]) <= int(fs[key])
        assert int(fs["open_%s_bytes" % name]) < 256
    # The writer (with the package) is ~1.9 KB of bytecode plus its names, functions and buffers,
    # and its native strip painter and line measure (paint, _ascii_width: their code is outside
    # this port's heap, about 2 KB of Thumb code in the Pico's); the figure moves by a few
    # hundred bytes with where the interned-name pool grows.
    assert int(fs["import_writer_bytes"]) < 5440


# Draws the strings through the writer (glyphs read from the .bin a glyph at a time) and again
# straight from the whole file read into memory, blitting each glyph from those bytes.
SAME_BOTH_WAYS = """
def from_memory(fb, font, s, x, y, fg):
    with open(writer._DIR + font.FILE, "rb") as f:
        data = f.read()
    pal = framebuf.FrameBuffer(bytearray(4), 2, 1, framebuf.RGB565)
    pal.pixel(0, 0, fg ^ 1)
    pal.pixel(1, 0, fg)
    for ch in s:
        i = writer._number(font, ord(ch))
        at = 8 + i * font.SLOT
        x0, w, top, rows = data[at], data[at + 1], data[at + 2], data[at + 3]
        if w:
            bits = data[at + 4 : at + 4 + ((w + 7) // 8) * rows]
            fb.blit((bits, w, rows, framebuf.MONO_HLSB), x + x0 - (256 if x0 > 127 else 0),
                    y + top, fg ^ 1, pal)
        x += font.ADVANCES[i]
    return x

out = []
for font in (sans17, sans13):
    for s in STRINGS:
        for x in (-7, 0, 5):
            w = writer.text_width(font, s) + 20
            a, b = canvas(font, w), canvas(font, w)
            end_a = writer.draw_text(a, font, s, x, 0, FG)
            end_b = from_memory(b, font, s, x, 0, FG)
            ink = sum(1 for yy in range(font.HEIGHT) for xx in range(w) if a.pixel(xx, yy) == FG)
            same = all(a.pixel(xx, yy) == b.pixel(xx, yy)
                       for yy in range(font.HEIGHT) for xx in range(w))
            out.append([s, x, end_a == end_b, same, ink])
print(json.dumps(out))
"""


def test_text_read_from_the_glyph_file_is_pixel_identical_to_drawing_from_memory():
    strings = ["Bull  act 1/2  bag 87  cat 2", "Il1| O0o 5S 8B", "Wq\u2026", "caf\u00e9 ~"]
    rows = mpy("STRINGS = %r\n" % strings + SAME_BOTH_WAYS)
    assert len(rows) == 2 * len(strings) * 3
    for s, x, same_end, same, ink in rows:
        assert same_end and same, (s, x)
        assert ink > 0  # the strings have ink in both faces: a blank pair would prove nothing


def test_drawing_allocates_nothing_per_glyph_after_the_first_draw():
    # heap_lock() cannot wrap a whole draw: each call makes one memoryview of the text (reading
    # a str's characters one at a time would make an object per character). So the heap is
    # counted with the collector off: a draw of 4 characters and one of 31 (non-ASCII ones
    # included) must allocate the same few bytes, and the glyph loop runs under heap_lock().
    facts = mpy("""
import gc, micropython
fb = canvas(sans17, 320)
writer.draw_text(fb, sans17, "warm-up", 0, 0, FG, BG)
writer.draw_text(fb, sans13, "warm-up", 0, 0, FG, BG)

class Panel:
    def blit(self, x, y, w, h, buf):
        pass

strip = bytearray(2048)
panel = Panel()
draws = []
lines = []
for s in ("Bull", "Bull  act 1/2  bag 87  cat 2\u2026\u00e9~"):
    gc.collect()
    gc.disable()
    before = gc.mem_alloc()
    writer.draw_text(fb, sans17, s, 0, 0, FG, BG)
    writer.draw_text(fb, sans13, s, 3, 0, FG)
    draws.append(gc.mem_alloc() - before)
    before = gc.mem_alloc()
    writer.show_line(panel, strip, sans17, s, 0, 0, 264, FG, BG)
    lines.append(gc.mem_alloc() - before)
    gc.enable()
# The glyph loop alone, under the lock: the text as bytes (its memoryview made beforehand).
text = memoryview("Bull  act 1/2  bag 87  cat 2\u2026\u00e9~")
f = writer._files[sans17.FILE]
g = writer._glyph
src = writer._src

def glyph_loop():  # a function: its locals need no heap, new globals would
    k = 0
    n = len(text)
    x = 0
    while k < n:
        i = writer._number(sans17, writer._code(text, k))
        k += writer._size(text[k])
        f.seek(8 + i * sans17.SLOT)
        f.readinto(g, sans17.SLOT)
        src[1] = g[1]
        src[2] = g[3]
        if g[1]:
            fb.blit(src, x, g[2], 0, writer._palette)
        x += sans17.ADVANCES[i]
    return x

x = locked = 0
micropython.heap_lock()
try:
    x = glyph_loop()
    locked = 1
except MemoryError:
    pass
micropython.heap_unlock()
print(json.dumps([draws, lines, locked, x]))
""")
    draws, lines, locked, x = facts
    assert draws[0] == draws[1] and draws[1] <= 2 * 64  # one memoryview a call, whatever s is
    assert lines[0] == lines[1]  # show_line: a FrameBuffer a strip, the same for 4 or 31
    assert locked == 1 and x > 200


BROKEN_FONT = """
import framebuf, json, sys
sys.path.insert(0, %r)
from fonts import writer, sans17
fb = framebuf.FrameBuffer(bytearray(40 * 18 * 2), 40, 18, framebuf.RGB565)
try:
    writer.draw_text(fb, sans17, "A", 0, 0, 0xFFFF)
    print(json.dumps("drawn"))
except OSError as e:
    print(json.dumps(e.args[0]))
"""


@pytest.mark.parametrize("damage", ["missing", "cut_short", "foreign", "stale"])
def test_a_missing_or_damaged_glyph_file_is_refused_with_a_clear_message(tmp_path, damage):
    pkg = tmp_path / "fonts"
    pkg.mkdir()
    for name in ("__init__.py", "writer.py", "sans17.py", "sans17.bin"):
        (pkg / name).write_bytes(open(os.path.join(FIRMWARE, "fonts", name), "rb").read())
    data = (pkg / "sans17.bin").read_bytes()
    if damage == "missing":
        (pkg / "sans17.bin").unlink()
    elif damage == "cut_short":
        (pkg / "sans17.bin").write_bytes(data[:-40])
    elif damage == "foreign":
        (pkg / "sans17.bin").write_bytes(b"GIF89a" + data[6:])
    else:  # another build's file: the same size, but its header's checksum is not the module's
        (pkg / "sans17.bin").write_bytes(data[:6] + bytes((data[6] ^ 1, data[7])) + data[8:])
    out = json.loads(run_mpy(BROKEN_FONT % str(tmp_path), path=()).strip().splitlines()[-1])
    assert "fonts/sans17.bin" in out
    why = "missing" if damage == "missing" else "damaged or stale, flash the whole build"
    assert out.endswith(why)
