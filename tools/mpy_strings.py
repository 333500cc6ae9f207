"""A compiled module's string constants joined to its table of names, so loading interns them.

mpy-cross keeps a string of more than 10 characters as an object in the .mpy: loading the module
makes a str object for it, on this 64-bit Unix port 32 bytes of header plus its text in 32-byte
blocks (a 20-character line costs 64 bytes, a 40-character one 96), freed with the module. But
loading a str constant first looks for an interned name (qstr) of the same text and, if there is
one, uses that instead at no cost (py/objstr.c mp_obj_new_str_from_vstr). The .mpy's own table
of names is interned before its objects are loaded (py/persistentcode.c mp_raw_code_load), so
adding a constant's text to that table makes the constant an interned string: its text once in
the interpreter's pool, a byte over its length, and the pool's slot. MicroPython's own freezer
does the same for short strings (tools/mpy-tool.py, PERSISTENT_STR_INTERN_THRESHOLD).

An interned string is never freed, so this pays for a module that stays loaded while the heap
is at its highest, or one loaded again and again (the next load finds its texts interned): a
module asks for it with a line `# build: intern strings` (and why) in its source, and
tools/build.py applies it to that module's .mpy. Its names are appended at the table's end:
the bytecode refers to the table's entries by index, and none of them moves.
Bytecode-only modules only (a native module's header carries more; none asks). Texts of 256
bytes and more stay objects (an interned name's length is one byte on the Pico and here).
"""

MPY_VERSION = 6
PRAGMA = "# build: intern strings"
_LONGEST = 255  # MICROPY_QSTR_BYTES_IN_LEN = 1
# Object kinds in a .mpy's table (py/persistentcode.h MP_PERSISTENT_OBJ_*).
_ELLIPSIS = 4  # 0-4: the function table, None, False, True, Ellipsis: the kind byte alone
_STR, _BYTES, _INT, _FLOAT, _COMPLEX, _TUPLE = range(5, 11)


class MpyError(ValueError):
    pass


def asks(text):
    """True if a module's source asks for its strings to be interned."""
    return any(line.startswith(PRAGMA) for line in text.splitlines())


def _uint(data, pos):
    """(value, next position) of the variable-length unsigned int at pos (7 bits a byte,
    most significant first, the top bit set on all but the last)."""
    value = 0
    while True:
        b = data[pos]
        pos += 1
        value = value << 7 | b & 0x7F
        if not b & 0x80:
            return value, pos


def _encode_uint(value):
    out = bytearray([value & 0x7F])
    value >>= 7
    while value:
        out.insert(0, 0x80 | value & 0x7F)
        value >>= 7
    return bytes(out)


def _object(data, pos, texts):
    """Position after the object at pos; the texts of its str constants appended to texts."""
    kind = data[pos]
    pos += 1
    if kind <= _ELLIPSIS:
        return pos
    if kind == _TUPLE:
        n, pos = _uint(data, pos)
        for _ in range(n):
            pos = _object(data, pos, texts)
        return pos
    if kind > _TUPLE:
        raise MpyError("unknown object kind %d" % kind)
    n, pos = _uint(data, pos)
    if kind == _STR:
        texts.append(bytes(data[pos:pos + n]))
    pos += n
    return pos + 1 if kind in (_STR, _BYTES) else pos  # str and bytes end with a NUL


def tables(data):
    """(names, str constants, where the names end) of a bytecode-only .mpy: each name's bytes
    (None for one of the compiler's static names), each str constant's bytes."""
    try:
        return _tables(data)
    except IndexError:
        raise MpyError("the file ends too soon") from None


def _tables(data):
    if data[:1] != b"M" or len(data) < 4 or data[1] != MPY_VERSION:
        raise MpyError("not a version %d .mpy file" % MPY_VERSION)
    if data[2] >> 2:
        raise MpyError("a module with native code")
    n_qstr, pos = _uint(data, 4)
    n_obj, pos = _uint(data, pos)
    names = []
    for _ in range(n_qstr):
        n, pos = _uint(data, pos)
        if n & 1:
            names.append(None)  # static: an index into the compiler's own table
        else:
            names.append(bytes(data[pos:pos + (n >> 1)]))
            pos += (n >> 1) + 1
    names_end = pos
    texts = []
    for _ in range(n_obj):
        pos = _object(data, pos, texts)
    return names, texts, names_end


def intern_strings(data):
    """The .mpy `data` with its str constants' texts added to its names: (new data, count)."""
    names, texts, names_end = tables(data)
    known = set(names)
    extra = []
    for text in texts:
        if text not in known and len(text) <= _LONGEST:
            known.add(text)
            extra.append(text)
    if not extra:
        return data, 0
    n_qstr, pos = _uint(data, 4)
    n_obj, pos = _uint(data, pos)
    entries = b"".join(_encode_uint(len(t) << 1) + t + b"\0" for t in extra)
    out = (data[:4] + _encode_uint(n_qstr + len(extra)) + _encode_uint(n_obj)
           + data[pos:names_end] + entries + data[names_end:])
    return out, len(extra)


def intern_file(path):
    """Rewrite the .mpy at path in place; the number of texts added."""
    with open(path, "rb") as f:
        data = f.read()
    out, n = intern_strings(data)
    if n:
        with open(path, "wb") as f:
            f.write(out)
    return n
