"""Save-store corruption and crash cases; runs unchanged under CPython and MicroPython.

`run(folder)` returns {case: (payload, status)}; test_savestore.py checks it under both
interpreters. Crashes are injected with a wrapper round the real `os` whose rename "loses
power" (raises) at a chosen call, then a fresh SaveStore (the next boot) loads.
"""

import os

from console import savestore


class PowerCut(Exception):
    pass


class CutOs:
    """The real os module, except that rename number `cut_at` (0-based) never happens."""

    def __init__(self, cut_at):
        self.cut_at = cut_at
        self.renames = 0

    def rename(self, src, dst):
        n = self.renames
        self.renames += 1
        if n == self.cut_at:
            raise PowerCut()
        os.rename(src, dst)

    def __getattr__(self, name):
        return getattr(os, name)


def _wipe(folder):
    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        os.remove(folder + "/" + name)
    os.rmdir(folder)


def _patch(path, offset, value=None, truncate=None):
    with open(path, "rb") as f:
        data = bytearray(f.read())
    if truncate is not None:
        data = data[:truncate]
    if value is not None:
        data[offset] = value
    elif truncate is None:
        data[offset] ^= 0x01
    with open(path, "wb") as f:
        f.write(data)


def _cut_save(folder, payload, cut_at):
    real = savestore.os
    savestore.os = CutOs(cut_at)
    try:
        savestore.SaveStore(folder).save(payload)
    except PowerCut:
        pass
    finally:
        savestore.os = real


def run(base):
    results = {}
    try:
        os.mkdir(base)
    except OSError:
        pass  # already there
    cur = "/" + savestore.CURRENT
    case_no = [0]

    def fresh(name):
        case_no[0] += 1
        folder = "%s/case%d" % (base, case_no[0])
        _wipe(folder)
        return folder, name

    def record(name, folder):
        payload, status = savestore.SaveStore(folder).load()
        # The payload comes as the bytearray it was read into: bytes, so both interpreters
        # print it alike.
        results[name] = (None if payload is None else bytes(payload), status)

    folder, name = fresh("missing")
    record(name, folder)

    folder, name = fresh("one save")
    savestore.SaveStore(folder).save(b"A" * 10)
    record(name, folder)

    folder, name = fresh("two saves")
    s = savestore.SaveStore(folder)
    s.save(b"first")
    s.save(b"second")
    record(name, folder)

    folder, name = fresh("empty payload")
    savestore.SaveStore(folder).save(b"")
    record(name, folder)

    folder, name = fresh("binary payload")
    savestore.SaveStore(folder).save(bytes(range(256)) * 8)
    record(name, folder)

    for label, kwargs in (
        ("flipped payload byte", {"offset": 12}),
        ("flipped crc byte", {"offset": -1}),
        ("flipped magic", {"offset": 0}),
        ("wrong version", {"offset": 4, "value": 99}),
        ("length too long", {"offset": 5, "value": 200}),
        ("truncated", {"offset": 0, "truncate": 15}),
        ("truncated to nothing", {"offset": 0, "truncate": 0}),
    ):
        folder, name = fresh(label)
        s = savestore.SaveStore(folder)
        s.save(b"previous game")
        s.save(b"current game")
        _patch(folder + cur, **kwargs)
        record(name, folder)

    folder, name = fresh("both corrupt")
    s = savestore.SaveStore(folder)
    s.save(b"previous game")
    s.save(b"current game")
    _patch(folder + cur, 9)
    _patch(folder + "/" + savestore.BACKUP, 9)
    record(name, folder)

    folder, name = fresh("only backup, corrupt")
    s = savestore.SaveStore(folder)
    s.save(b"previous game")
    s.save(b"current game")
    os.remove(folder + cur)
    _patch(folder + "/" + savestore.BACKUP, 9)
    record(name, folder)

    # Power lost after the temp file is written, before any rename: the old save stands.
    folder, name = fresh("cut before first rename")
    s = savestore.SaveStore(folder)
    s.save(b"previous game")
    s.save(b"current game")
    _cut_save(folder, b"new game", 0)
    record(name, folder)
    results[name + ": temp left"] = savestore.TEMP in os.listdir(folder)
    savestore.SaveStore(folder).save(b"after reboot")
    record(name + ": next save", folder)
    results[name + ": temp after next save"] = savestore.TEMP in os.listdir(folder)

    # Power lost between the two renames: no current file, the backup has the last save.
    folder, name = fresh("cut between renames")
    s = savestore.SaveStore(folder)
    s.save(b"previous game")
    s.save(b"current game")
    _cut_save(folder, b"new game", 1)
    record(name, folder)
    savestore.SaveStore(folder).save(b"after reboot")
    record(name + ": next save", folder)
    os.remove(folder + cur)
    record(name + ": backup after next save", folder)

    # Power lost while the temp file was half written.
    folder, name = fresh("torn temp file")
    s = savestore.SaveStore(folder)
    s.save(b"current game")
    with open(folder + "/" + savestore.TEMP, "wb") as f:
        f.write(savestore.encode(b"new game")[:11])
    record(name, folder)

    # A corrupt current save must not push the last good one out of the backup slot.
    folder, name = fresh("save over corrupt current")
    s = savestore.SaveStore(folder)
    s.save(b"good game")
    s.save(b"current game")
    _patch(folder + cur, 12)
    s.save(b"newest game")
    os.remove(folder + cur)
    record(name, folder)

    folder, name = fresh("cleared")
    s = savestore.SaveStore(folder)
    s.save(b"one")
    s.save(b"two")
    _cut_save(folder, b"three", 0)
    s.clear()
    record(name, folder)
    results[name + ": files"] = sorted(os.listdir(folder))

    return results


if __name__ == "__main__":
    import sys

    out = run(sys.argv[1])
    for key in sorted(out):
        print(repr((key, out[key])))
