"""Save store under CPython and the MicroPython Unix port: corruption, crashes, power cuts."""

import ast
import binascii
import struct
import zlib
from pathlib import Path

import pytest
import savestore_cases
from console import savestore
from console.savestore import ALL_CORRUPT, FELL_BACK, NO_SAVE, OK
from mpy_run import FIRMWARE, run_mpy

HERE = Path(__file__).resolve().parent

EXPECTED = {
    "missing": (None, NO_SAVE),
    "one save": (b"A" * 10, OK),
    "two saves": (b"second", OK),
    "empty payload": (b"", OK),
    "binary payload": (bytes(range(256)) * 8, OK),
    "flipped payload byte": (b"previous game", FELL_BACK),
    "flipped crc byte": (b"previous game", FELL_BACK),
    "flipped magic": (b"previous game", FELL_BACK),
    "wrong version": (b"previous game", FELL_BACK),
    "length too long": (b"previous game", FELL_BACK),
    "truncated": (b"previous game", FELL_BACK),
    "truncated to nothing": (b"previous game", FELL_BACK),
    "both corrupt": (None, ALL_CORRUPT),
    "only backup, corrupt": (None, ALL_CORRUPT),
    "cut before first rename": (b"current game", OK),
    "cut before first rename: temp left": True,
    "cut before first rename: next save": (b"after reboot", OK),
    "cut before first rename: temp after next save": False,
    "cut between renames": (b"current game", FELL_BACK),
    "cut between renames: next save": (b"after reboot", OK),
    "cut between renames: backup after next save": (b"current game", FELL_BACK),
    "torn temp file": (b"current game", OK),
    "save over corrupt current": (b"good game", FELL_BACK),
    "cleared": (None, NO_SAVE),
    "cleared: files": [],
}


def test_cases_under_cpython(tmp_path):
    assert savestore_cases.run(str(tmp_path)) == EXPECTED


def test_cases_under_micropython(tmp_path):
    out = run_mpy(script=HERE / "savestore_cases.py", args=[str(tmp_path)])
    got = dict(ast.literal_eval(line) for line in out.splitlines())
    assert got == EXPECTED


def test_file_format_is_as_documented():
    data = savestore.encode(b"hello")
    assert data[:4] == b"TEsv" and data[4] == savestore.VERSION
    assert struct.unpack("<I", data[5:9])[0] == 5 and data[9:14] == b"hello"
    # CPython's zlib CRC32, computed independently, over magic + version + length + payload.
    assert struct.unpack("<I", data[14:])[0] == zlib.crc32(data[:14])
    assert savestore.decode(data) == b"hello"


def test_micropython_crc32_matches_cpython():
    out = run_mpy(
        "import binascii\n"
        "print(binascii.crc32(b'123456789'), binascii.crc32(b'6789', binascii.crc32(b'12345')))\n"
    )
    assert [int(x) for x in out.split()] == [binascii.crc32(b"123456789")] * 2 == [0xCBF43926] * 2


def test_software_crc32_fallback_matches_zlib():
    data = bytes(range(256)) * 3 + b"123456789"
    assert savestore.crc32_soft(b"123456789") == 0xCBF43926
    assert savestore.crc32_soft(data) == zlib.crc32(data)
    assert savestore.crc32_soft(data[100:], savestore.crc32_soft(data[:100])) == zlib.crc32(data)
    out = run_mpy(
        "import binascii\nfrom console import savestore\n"
        "d = bytes(range(256)) * 3\n"
        "print(savestore.crc32_soft(d) == binascii.crc32(d))\n"
    )
    assert out.strip() == "True"


def test_micropython_and_cpython_files_are_interchangeable(tmp_path):
    savestore.SaveStore(str(tmp_path)).save(b"written by CPython")
    out = run_mpy(
        "from console import savestore\n"
        "s = savestore.SaveStore(%r)\n"
        "p, st = s.load()\n"
        "print(repr((bytes(p), st)))\n"
        "s.save(b'written by MicroPython')\n" % str(tmp_path)
    )
    assert ast.literal_eval(out.strip()) == (b"written by CPython", OK)
    assert savestore.SaveStore(str(tmp_path)).load() == (b"written by MicroPython", OK)


def test_oversized_payload_is_refused(tmp_path):
    with pytest.raises(ValueError):
        savestore.SaveStore(str(tmp_path)).save(bytes(64 * 1024 + 1))
    assert savestore.SaveStore(str(tmp_path)).load() == (None, NO_SAVE)


def test_power_cut_at_every_flash_operation_on_littlefs():
    out = run_mpy(script=HERE / "littlefs_powercut.py", heapsize="1M", path=(FIRMWARE,))
    lines = out.splitlines()
    assert lines[0].split() == ["done", "new"]  # an uninterrupted save lands
    total = int(lines[1].split()[1])
    cuts = [line.split() for line in lines[2:]]
    assert total >= 10 and len(cuts) == total
    for _, n, word, status in cuts:
        # Never lost: the last completed save, from the current slot or the backup.
        assert (word, int(status)) in (("old", OK), ("old", FELL_BACK)), n


def test_slots_of_two_games_are_separate_files(tmp_path):
    a = savestore.SaveStore(str(tmp_path), "tigris")
    b = savestore.SaveStore(str(tmp_path), "kings")
    a.save(b"tigris game")
    b.save(b"kings game")
    a.save(b"tigris again")
    assert a.load() == (b"tigris again", OK)
    assert b.load() == (b"kings game", OK)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kings.bin", "tigris.bak", "tigris.bin"]


def _big_file(path, payload_len):
    """A well-formed save file (right header and CRC) with a payload of payload_len bytes."""
    head = savestore.MAGIC + struct.pack("<BI", savestore.VERSION, payload_len)
    body = bytes(payload_len)
    crc = zlib.crc32(body, zlib.crc32(head)) & 0xFFFFFFFF
    with open(path, "wb") as f:
        f.write(head + body + struct.pack("<I", crc))


# Issue 12 item 7: a 64 KB current save with ~40 KB of the heap in use ran out of memory (the
# whole file read, then the payload copied again). It must be refused by its header, and the
# backup loaded, within a heap that could never hold the file.
OVERSIZE_LOAD = """
from console import savestore
s = savestore.SaveStore(%r)
ballast = bytearray(40 * 1024)
print(s.load())
"""


def test_oversize_current_save_is_refused_by_its_header_without_memory_error(tmp_path):
    store = savestore.SaveStore(str(tmp_path))
    store.save(b"good old game")
    store.save(b"newer game")
    _big_file(str(tmp_path / "save.bin"), 64 * 1024)  # passes the CRC, far above MAX_PAYLOAD
    assert store.load() == (b"good old game", FELL_BACK)
    out = run_mpy(OVERSIZE_LOAD % str(tmp_path), heapsize="100K")
    assert out.strip() == "(bytearray(b'good old game'), %d)" % FELL_BACK


def test_payload_is_read_once_into_a_buffer_of_its_size(tmp_path):
    # The load's heap cost is the payload once (plus small change), not the file plus a copy.
    store = savestore.SaveStore(str(tmp_path))
    store.save(bytes(savestore.MAX_PAYLOAD))
    code = (
        "import gc\n"
        "from console import savestore\n"
        "s = savestore.SaveStore(%r)\n"
        "s.load()\n"
        "gc.collect(); before = gc.mem_alloc()\n"
        "p, st = s.load()\n"
        "print(gc.mem_alloc() - before, len(p), st)\n" % str(tmp_path)
    )
    grown, size, status = (int(w) for w in run_mpy(code).split())
    assert (size, status) == (savestore.MAX_PAYLOAD, OK)
    assert grown < size + 1024, grown


# Issue 12 item 8: a folder where a save file belongs (copied there with mpremote) made save()
# raise OSError. Now the game goes on and the player is told; nothing else is lost.
def test_save_with_the_current_file_a_folder_tells_and_does_not_raise(tmp_path):
    store = savestore.SaveStore(str(tmp_path), "tigris")
    store.save(b"kept")
    store.save(b"lost when the folder took its place")
    (tmp_path / "tigris.bin").unlink()
    (tmp_path / "tigris.bin").mkdir()
    note = store.save(b"new game")
    assert note == "Not saved: tigris.bin is a folder"
    assert store.load() == (b"kept", FELL_BACK)  # the backup is untouched


def test_save_with_the_backup_a_folder_still_saves_and_tells(tmp_path):
    store = savestore.SaveStore(str(tmp_path), "tigris")
    (tmp_path / "tigris.bak").mkdir()
    assert store.save(b"first") is None  # no current save yet: nothing to back up
    note = store.save(b"second")
    assert note == "Saved, but tigris.bak is a folder"
    assert store.load() == (b"second", OK)
    assert (tmp_path / "tigris.bak").is_dir()  # someone's folder is never removed


def test_folders_in_the_way_under_micropython(tmp_path):
    import os

    os.mkdir(str(tmp_path / "save.bin"))
    code = (
        "from console import savestore\n"
        "s = savestore.SaveStore(%r)\n"
        "print(s.save(b'x'))\n" % str(tmp_path)
    )
    assert run_mpy(code).strip() == "Not saved: save.bin is a folder"


def test_damaged_current_save_is_kept_aside(tmp_path):
    store = savestore.SaveStore(str(tmp_path), "tigris")
    store.save(b"older")
    store.save(b"newer, refused by the game")
    store.keep_damaged()
    assert (tmp_path / "tigris.bad").read_bytes() == savestore.encode(b"newer, refused by the game")
    assert store.load() == (b"older", FELL_BACK)
    store.save(b"next")  # the damaged file is not what becomes the backup, nor is it overwritten
    assert store.load() == (b"next", OK)
    assert savestore.decode((tmp_path / "tigris.bak").read_bytes()) == b"older"
    assert (tmp_path / "tigris.bad").exists()
