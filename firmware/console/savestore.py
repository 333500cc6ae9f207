"""Crash-safe saves on the flash filesystem: CRC-checked files, atomic rename, one backup per slot.

One slot per game: the files `<slot>.bin` (current), `<slot>.bak` (the save before it),
`<slot>.tmp` (being written) and `<slot>.bad` (a current save that turned out damaged, kept for a
bug report). The slot name is the game id (`tigris.bin`); the default slot `save` is the one
firmware of before the game shelf wrote (console/launch.py moves it to the Tigris slot).

File format: magic b"TEsv", version byte, payload length (u32 LE), payload, CRC32 (u32 LE) of
everything before it. A save writes the temp file, closes it, renames the current save to the
backup, then renames the temp file over the current one. littlefs renames are atomic, so at any
power cut the folder holds the old save, the new one, or both: never a torn current save
alone. `load` takes the current save and falls back to the backup when the current one is
missing or fails its checks. A leftover temp file (crash before the rename) is ignored and
overwritten. A file is judged by its 9-byte header before any of its payload is read, and the
payload is read into one buffer of its exact size: a huge or garbage file costs no heap.
"""

import binascii
import os
import struct

from console.compat import const

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
# A game record is a few hundred bytes (Tigris: under 300); 8 KB leaves room for any game and
# refuses a garbage length or a stray big file by its header, before it can take the heap.
MAX_PAYLOAD = const(8 * 1024)
_MAX_PAYLOAD = const(8 * 1024)  # MAX_PAYLOAD, folded into the code that reads it
_CHUNK = const(256)  # read buffer for checking a file without loading it

DEFAULT_SLOT = "save"
CURRENT = "save.bin"  # the default slot's file names (older firmware, the store's own tests)
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
    """File size in bytes, -1 if there is no such file, -2 if the path is a folder."""
    try:
        st = os.stat(path)
    except OSError:
        return -1
    return -2 if st[0] & 0x4000 else st[6]


def _exists(path):
    return _size(path) != -1


def _read_payload(path, check_only=False):
    """The payload of a save file if it passes every check, else None. The header is judged
    first (magic, version, a length that fits MAX_PAYLOAD and the file's size); only then is
    the payload read, into one buffer of its exact size (no second copy). With check_only, the
    file is streamed through a small buffer instead and True is returned for a good file."""
    size = _size(path)
    if size < _HEADER + 4 or size > _HEADER + _MAX_PAYLOAD + 4:
        return None
    try:
        with open(path, "rb") as f:
            head = f.read(_HEADER)
            if len(head) != _HEADER or head[:4] != MAGIC or head[4] != VERSION:
                return None
            length = struct.unpack("<I", head[5:9])[0]
            if length > _MAX_PAYLOAD or size != _HEADER + length + 4:
                return None
            crc = crc32(head)
            if check_only:
                buf = bytearray(_CHUNK)
                view = memoryview(buf)
                left = length
                while left > 0:
                    n = f.readinto(buf) if left >= _CHUNK else f.readinto(view[:left])
                    if not n:
                        return None
                    crc = crc32(view[:n], crc)
                    left -= n
                payload = True
            else:
                payload = bytearray(length)
                if length and f.readinto(payload) != length:
                    return None
                crc = crc32(payload, crc)
            tail = f.read(4)
            if len(tail) != 4 or struct.unpack("<I", tail)[0] != crc & 0xFFFFFFFF:
                return None
            return payload
    except OSError:
        return None


def _intact(path):
    """True if the file passes every check; streams it, so no payload-sized buffer."""
    return _read_payload(path, True) is not None


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
        pass  # already gone, or a folder (never removed: it may hold someone's files)


class SaveStore:
    """One save slot in a folder (created if missing)."""

    def __init__(self, folder, slot=DEFAULT_SLOT):
        self.folder = folder.rstrip("/") or "/"
        if not _exists(self.folder):
            os.mkdir(self.folder)
        base = self.folder + ("" if self.folder.endswith("/") else "/") + slot
        self.slot = slot
        self._current = base + ".bin"
        self._backup = base + ".bak"
        self._temp = base + ".tmp"
        self._damaged = base + ".bad"

    def save(self, payload):
        """Write a new save; the previous good save stays as the backup. Returns None when the
        save is on the flash, else why not, in words for the player: a folder where a save file
        belongs (copied there by hand) or a full or failing filesystem never raise here."""
        if len(payload) > _MAX_PAYLOAD:
            raise ValueError("save too large")
        head, tail = _frame(payload)
        name = self.slot
        try:
            with open(self._temp, "wb") as f:
                f.write(head)
                f.write(payload)
                f.write(tail)
        except OSError:
            return "Not saved: cannot write %s.tmp" % name
        note = None
        # Only a current save that checks out becomes the backup: a corrupt one must not push
        # the last good save out of the backup slot.
        if _intact(self._current):
            try:
                _replace(self._current, self._backup)
            except OSError:
                # No backup can be kept (a folder in its place?); the new save still goes in.
                folder = _size(self._backup) == -2
                note = "Saved, but %s.bak is a folder" % name if folder else \
                    "Saved without a backup"
                _remove(self._current)
        try:
            _replace(self._temp, self._current)
        except OSError:
            _remove(self._temp)
            if _size(self._current) == -2:
                return "Not saved: %s.bin is a folder" % name
            return "Not saved: cannot write %s.bin" % name
        return note

    def read_current(self):
        return _read_payload(self._current)

    def read_backup(self):
        return _read_payload(self._backup)

    def has_current(self):
        """True if a current save file exists, good or not."""
        return _size(self._current) >= 0

    def load(self):
        """(payload, status): the current save if good, else the backup; see the status names."""
        payload = _read_payload(self._current)
        if payload is not None:
            return payload, OK
        payload = _read_payload(self._backup)
        if payload is not None:
            return payload, FELL_BACK
        if _exists(self._current) or _exists(self._backup):
            return None, ALL_CORRUPT
        return None, NO_SAVE

    def keep_damaged(self):
        """Moves a damaged current save aside as `<slot>.bad` (replacing an older one), so no
        later save overwrites it and the backup stays what the next load falls back to."""
        if _size(self._current) >= 0:
            try:
                _replace(self._current, self._damaged)
            except OSError:
                pass  # a folder in the way: the damaged file stays where it is

    def clear(self):
        """Delete every file of the slot (and a leftover temp file)."""
        for path in (self._current, self._backup, self._temp, self._damaged):
            _remove(path)
