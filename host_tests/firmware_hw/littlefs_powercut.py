"""Power cut at every flash operation of a save, on real littlefs (MicroPython only).

The flash is a RAM image behind MicroPython's own VfsLfs2 driver: a model of NOR flash (erase
sets 0xFF, programming can only clear bits), standing in for the Pico's QSPI flash, which cannot
run here. A save is first run to count its program/erase operations; then, for each one, the
image is captured as power would leave it at that moment, with the operation in flight half
done (a torn program or erase), mounted afresh and loaded. Prints one line per cut point.
"""

import os

from console import savestore

BLOCK = 512
BLOCKS = 64


class RamFlash:
    def __init__(self, image=None):
        self.data = bytearray(image) if image else bytearray(b"\xff" * (BLOCK * BLOCKS))
        self.ops = 0
        self.cut_at = -1
        self.snapshot = None

    def _op(self, addr, new, erase):
        # Record the flash as a power cut during this operation would leave it.
        if self.ops == self.cut_at:
            snap = bytearray(self.data)
            half = len(new) // 2
            for i in range(half):
                snap[addr + i] = 0xFF if erase else snap[addr + i] & new[i]
            self.snapshot = snap
        self.ops += 1

    def readblocks(self, n, buf, off=0):
        a = n * BLOCK + off
        buf[:] = self.data[a : a + len(buf)]

    def writeblocks(self, n, buf, off=0):
        a = n * BLOCK + off
        self._op(a, buf, False)
        d = self.data
        for i in range(len(buf)):
            d[a + i] &= buf[i]

    def ioctl(self, op, arg):
        if op == 4:
            return BLOCKS
        if op == 5:
            return BLOCK
        if op == 6:
            a = arg * BLOCK
            self._op(a, b"\xff" * BLOCK, True)
            self.data[a : a + BLOCK] = b"\xff" * BLOCK
        return 0


def mounted(flash):
    try:
        os.umount("/flash")
    except OSError:
        pass
    os.mount(os.VfsLfs2(flash), "/flash")
    return savestore.SaveStore("/flash/saves")


def main():
    flash = RamFlash()
    os.VfsLfs2.mkfs(flash)
    store = mounted(flash)
    # Payloads of a few blocks each, so files live in their own blocks, not inline in metadata.
    store.save(b"old game " * 200)
    store.save(b"older game " * 200)
    store.save(b"old game " * 200)  # backup slot now "older game", current "old game"
    base = bytes(flash.data)

    counter = RamFlash(base)
    mounted(counter).save(b"new game " * 220)
    print("done", mounted(RamFlash(counter.data)).load()[0][:4].decode())
    total = counter.ops
    print("ops", total)
    for cut in range(total):
        flash = RamFlash(base)
        flash.cut_at = cut
        mounted(flash).save(b"new game " * 220)
        after = RamFlash(flash.snapshot)  # the next boot sees the flash as the cut left it
        payload, status = mounted(after).load()
        word = payload[:4].decode() if payload else "none"
        print("cut", cut, word, status)
    os.umount("/flash")


main()
