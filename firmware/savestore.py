"""Crash-safe saves on the flash filesystem: CRC-checked files, atomic rename, one backup slot.

File format: magic b"TEsv", version byte, payload length (u32 LE), payload, CRC32 (u32 LE) of
everything before it. A save writes `save.tmp`, closes it, renames the current save to
`save.bak`, then renames the temp file over `save.bin`. littlefs renames are atomic, so at any
power cut the folder holds the old save, the new one, or both: never a torn current save
alone. `load` takes `save.bin` and falls back to `save.bak` when the current one is missing or
fails its checks. A leftover `save.tmp` (crash before the rename) is ignored and overwritten.
"""

import binascii
import os
import struct

try:
    from micropython import const
except ImportError:  # CPython host tools and tests

    def const(x):  # type: ignore[misc]  # same behaviour, plainer signature
        return x


OK = const(0)  # the current save loaded
FELL_BACK = const(1)  # the current save was missing or corrupt; the previous one loaded
NO_SAVE = const(2)  # nothing saved yet
ALL_CORRUPT = const(3)  # save files exist but none passes its checks
STATUS_NAMES = ("ok", "fell back", "no save", "all corrupt")


def crc32_soft(data, crc=0):
    """zlib's CRC-32 in Python, for a build without binascii.crc32 (slow: big ints per bit)."""
    crc ^= 0xFFFFFFFF
    for b in data:
        crc ^= b
        for _ in range(8):
            crc = (crc >> 1) ^ (0xEDB88320 & -(crc & 1))
    return crc ^ 0xFFFFFFFF


# rp2 and Unix builds have binascii.crc32 (it comes with the deflate module); others may not.
crc32 = getattr(binascii, "crc32", None) or crc32_soft

MAGIC = b"TEsv"
VERSION = const(1)
_HEADER = const(9)  # magic 4 + version 1 + length 4
_MAX_PAYLOAD = const(64 * 1024)  # far above a game record; guards against a garbage length
_CHUNK = const(256)  # read buffer for checking a file without loading it

CURRENT = "save.bin"
BACKUP = "save.bak"
TEMP = "save.tmp"


def _frame(payload):
    """The header and the CRC trailer that go around a payload."""
    head = MAGIC + struct.pack("<BI", VERSION, len(payload))
    crc = crc32(payload, crc32(head)) & 0xFFFFFFFF
    return head, struct.pack("<I", crc)


def encode(payload):
    """The file bytes for a payload (header, payload, CRC)."""
    head, tail = _frame(payload)
    return head + payload + tail


def decode(data):
    """The payload from file bytes, or None if the magic, version, length or CRC is wrong."""
    if len(data) < _HEADER + 4 or data[:4] != MAGIC or data[4] != VERSION:
        return None
    length = struct.unpack("<I", data[5:9])[0]
    if length > _MAX_PAYLOAD or len(data) != _HEADER + length + 4:
        return None
    body = memoryview(data)[: _HEADER + length]
    crc = struct.unpack("<I", data[_HEADER + length :])[0]
    if crc32(body) & 0xFFFFFFFF != crc:
        return None
    return bytes(body[_HEADER:])


def _size(path):
    """File size in bytes, or -1 if there is no such file."""
    try:
        return os.stat(path)[6]
    except OSError:
        return -1


def _exists(path):
    return _size(path) >= 0


def _intact(path):
    """True if the file passes every check; streams it, so no payload-sized buffer."""
    size = _size(path)
    if size < _HEADER + 4 or size > _HEADER + _MAX_PAYLOAD + 4:
        return False
    buf = bytearray(_CHUNK)
    try:
        with open(path, "rb") as f:
            head = f.read(_HEADER)
            if head[:4] != MAGIC or head[4] != VERSION:
                return False
            left = struct.unpack("<I", head[5:9])[0]
            if size != _HEADER + left + 4:
                return False
            crc = crc32(head)
            view = memoryview(buf)
            while left > 0:
                n = f.readinto(buf) if left >= _CHUNK else f.readinto(view[:left])
                if not n:
                    return False
                crc = crc32(view[:n], crc)
                left -= n
            return struct.unpack("<I", f.read(4))[0] == crc & 0xFFFFFFFF
    except OSError:
        return False


def _replace(src, dst):
    try:
        os.rename(src, dst)  # littlefs and POSIX replace dst atomically
    except OSError:
        # FAT refuses to rename over a file: not atomic, but the backup slot still holds a save.
        _remove(dst)
        os.rename(src, dst)


def _remove(path):
    try:
        os.remove(path)
    except OSError:
        pass  # already gone


class SaveStore:
    """The save slots in one folder (created if missing)."""

    def __init__(self, folder):
        self.folder = folder.rstrip("/") or "/"
        if not _exists(self.folder):
            os.mkdir(self.folder)
        sep = "" if self.folder.endswith("/") else "/"
        self._current = self.folder + sep + CURRENT
        self._backup = self.folder + sep + BACKUP
        self._temp = self.folder + sep + TEMP

    def save(self, payload):
        """Write a new save; the previous good save stays as the backup slot."""
        if len(payload) > _MAX_PAYLOAD:
            raise ValueError("save too large")
        head, tail = _frame(payload)
        with open(self._temp, "wb") as f:
            f.write(head)
            f.write(payload)
            f.write(tail)
        # Only a current save that checks out becomes the backup: a corrupt one must not push
        # the last good save out of the backup slot.
        if _intact(self._current):
            _replace(self._current, self._backup)
        _replace(self._temp, self._current)

    def _read(self, path):
        size = _size(path)
        if size < 0 or size > _HEADER + _MAX_PAYLOAD + 4:
            return None
        try:
            with open(path, "rb") as f:
                data = f.read(size)
        except OSError:
            return None
        return decode(data)

    def load(self):
        """(payload, status): the current save if good, else the backup; see the status names."""
        payload = self._read(self._current)
        if payload is not None:
            return payload, OK
        payload = self._read(self._backup)
        if payload is not None:
            return payload, FELL_BACK
        if _exists(self._current) or _exists(self._backup):
            return None, ALL_CORRUPT
        return None, NO_SAVE

    def clear(self):
        """Delete every slot (and a leftover temp file)."""
        for path in (self._current, self._backup, self._temp):
            _remove(path)
