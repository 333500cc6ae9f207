"""Heap and time figures of fonts.writer under MicroPython; run by host_tests/fonts/bench_fonts.py.

argv[1] is where the compiled .mpy files come from: `fs` (MICROPYPATH holds them, as on the
Pico's littlefs) or a ROMFS image file to mount at /rom (bytes constants used in place).
Prints `name value` lines.
"""

import gc
import sys
import time

import framebuf


def used():
    gc.collect()
    return gc.mem_alloc()


def imports(where):
    if where != "fs":
        import vfs

        with open(where, "rb") as f:
            image = f.read()  # stands in for the flash partition: not counted below
        vfs.mount(vfs.VfsRom(image), "/rom")
        sys.path.insert(0, "/rom")
    start = used()
    import fonts  # noqa: F401  (the package, counted with the writer)
    import fonts.writer

    after_writer = used()
    import fonts.sans17

    after_17 = used()
    import fonts.sans13

    after_13 = used()
    print("import_writer_bytes", after_writer - start)
    print("import_sans17_bytes", after_17 - after_writer)
    print("import_sans13_bytes", after_13 - after_17)
    # The first draw in a font opens its glyph file (the file object, the glyph buffer): the
    # heap a font costs from then on, beyond its import.
    fb = framebuf.FrameBuffer(bytearray(2 * 18), 1, 18, framebuf.RGB565)
    for name, font in (("sans17", fonts.sans17), ("sans13", fonts.sans13)):
        before = used()
        fonts.writer.draw_text(fb, font, "A", 0, 0, 0xFFFF)
        print("open_%s_bytes" % name, used() - before)
    return fonts.writer, fonts.sans17, fonts.sans13


class NullPanel:
    def blit(self, x, y, w, h, buf):
        pass


def per_call_us(fn, n):
    """The best of five runs of n // 5 calls: the machine is shared, the minimum is the cost."""
    best = None
    for _ in range(5):
        t0 = time.ticks_us()
        for _ in range(n // 5):
            fn()
        us = time.ticks_diff(time.ticks_us(), t0) / (n // 5)
        best = us if best is None or us < best else best
    return best


def draws(writer, sans17, sans13):
    status = "Bull  act 1/2  bag 87  cat 2"
    fg, bg = 0xFFFF, 0x0861
    line = bytearray(320 * sans17.HEIGHT * 2)
    fb = framebuf.FrameBuffer(line, 320, sans17.HEIGHT, framebuf.RGB565)
    old = framebuf.FrameBuffer(bytearray(320 * 8 * 2), 320, 8, framebuf.RGB565)
    strip = bytearray(64 * sans17.HEIGHT * 2)
    panel = NullPanel()

    def old_way():  # the baseline: framebuf's built-in 8 px font, as the firmware draws today
        old.fill(bg)
        old.text(status, 0, 0, fg)

    def full_line():
        writer.draw_text(fb, sans17, status, 0, 0, fg, bg)

    def strips():
        writer.show_line(panel, strip, sans17, status, 24, 221, 264, fg, bg)

    # The same calls into a 1 px buffer: every blit is clipped away at once, so what is left
    # is the Python side of a line (the C side is the difference).
    tiny = framebuf.FrameBuffer(bytearray(2 * sans17.HEIGHT), 1, sans17.HEIGHT, framebuf.RGB565)

    def python_only():
        writer.draw_text(tiny, sans17, status, 0, 0, fg, None, 32767)

    def small():
        writer.draw_text(fb, sans13, status, 0, 0, fg, bg)

    n = 2000
    full_line()
    print("status_line_chars", len(status))
    print("status_line_px", writer.text_width(sans17, status))
    for name, fn in (("baseline_framebuf_text_8px_us", old_way),
                     ("draw_text_sans17_us", full_line),
                     ("draw_text_sans17_python_part_us", python_only),
                     ("draw_text_sans13_us", small),
                     ("show_line_sans17_64px_strips_us", strips)):
        print(name, "%.1f" % per_call_us(fn, n))
    for name, fn in (("alloc_per_draw_text_bytes", full_line),
                     ("alloc_per_show_line_bytes", strips)):
        gc.collect()
        before = gc.mem_alloc()
        fn()
        print(name, gc.mem_alloc() - before)
    para = "Colour key: place a tile. Move the cursor to a marked cell and press A. " * 3
    print("wrap_paragraph_us", "%.1f" % per_call_us(lambda: writer.wrap(sans17, para, 304), 200))


writer, sans17, sans13 = imports(sys.argv[1])
draws(writer, sans17, sans13)
