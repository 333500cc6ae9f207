"""Save store under CPython and the MicroPython Unix port: corruption, crashes, power cuts."""

import ast
import binascii
import struct
import zlib
from pathlib import Path

import pytest
import savestore
import savestore_cases
from mpy_run import FIRMWARE, run_mpy
from savestore import ALL_CORRUPT, FELL_BACK, NO_SAVE, OK

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
        "import binascii, savestore\n"
        "d = bytes(range(256)) * 3\n"
        "print(savestore.crc32_soft(d) == binascii.crc32(d))\n"
    )
    assert out.strip() == "True"


def test_micropython_and_cpython_files_are_interchangeable(tmp_path):
    savestore.SaveStore(str(tmp_path)).save(b"written by CPython")
    out = run_mpy(
        "import savestore\n"
        "s = savestore.SaveStore(%r)\n"
        "print(repr(s.load()))\n"
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
