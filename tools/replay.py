"""Replays a scenario file of any game: the engine comes from the file's header line.

    python3 tools/replay.py FILE
    micropython tools/replay.py FILE        (also under -X heapsize=192K)

The contract of ../shared/spec/notation.md ("Scenario files and the replay tool"), the same in
notation-kings.md and notation-assyria.md: a scenario is a position, a line `actions`, then
action lines, read up to an `expect` line; line numbers count every line of the file.
- exit 0: the resulting position in canonical form on stdout;
- exit 2: an action the game refuses (illegal, out of turn): `FILE: line N: <line>: <reason>`
  on stderr, and the position before that line on stdout;
- exit 1: a file, header, position or action line that cannot be read: `FILE: line N: <reason>`
  on stderr and nothing on stdout, so that exit 2 always means a refused action.
Only the game interface is used (`games.by_header`, the package's `from_text` and
`IllegalAction`, `Game.action_from_text`, `apply`, `to_text`), so every registered game replays
the same way. Runs unchanged on CPython and the MicroPython Unix port, byte-identical output.
"""

import gc
import sys


def _dirname(path):
    k = path.rfind("/")
    return path[:k] if k > 0 else ("/" if k == 0 else "")


def _add_root_to_path():
    # MicroPython has no os.path and maybe no __file__: derive the root from argv[0].
    me = sys.argv[0] if sys.argv and sys.argv[0] else "tools/replay.py"
    tools_dir = _dirname(me) or "."
    if "/" in tools_dir:
        root = _dirname(tools_dir)
    else:
        root = ".." if tools_dir == "." else "."
    if root not in sys.path:
        sys.path.insert(0, root)


_add_root_to_path()

from engine_core import games  # noqa: E402


class Unreadable(Exception):
    """The file cannot be replayed as written (exit 1); the message names the line."""


def _read(path):
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError as e:
        # errno only: CPython and MicroPython word the same error differently.
        raise Unreadable(
            "line 1: cannot be read (errno %s)" % (e.args[0] if e.args else "?")
        ) from None


def _lines(data):
    """(line number, text) of each line, decoded one at a time so that no list of them is made."""
    start = 0
    no = 0
    size = len(data)
    while start <= size:
        end = data.find(b"\n", start)
        if end < 0:
            end = size
        no += 1
        try:
            text = data[start:end].decode("utf-8")
        except UnicodeError:
            raise Unreadable("line %d: not UTF-8 text" % no) from None
        why = _not_notation(data[start:end])
        if why:
            raise Unreadable("line %d: %s" % (no, why)) from None
        yield no, text
        start = end + 1


def read_lines(path):
    """The file's lines as text; Unreadable names the first line that is not UTF-8."""
    return [text for _no, text in _lines(_read(path))]


def _not_notation(raw):
    """Why a line's bytes cannot be notation, or "": the notations are printable ASCII (and tab)
    outside comments, since CPython's split() and isdigit() take Unicode spaces and digits that
    MicroPython's do not; a CR ends a line only before its LF (CR-only files are refused)."""
    end = len(raw)
    if end and raw[end - 1] == 13:
        end -= 1
    if b"\r" in raw[:end]:
        return "a carriage return inside a line (lines end with LF or CRLF)"
    k = raw.find(b"#")
    if k >= 0:
        end = k
    for i in range(end):
        b = raw[i]
        if (b < 32 and b != 9) or b > 126:
            return "a character that is not ASCII text (the notation is ASCII)"
    return ""


def _words(line):
    return line.split("#")[0].split()


def split_scenario(lines):
    """(header line number, header, position text, [(line number, action line)]).

    The position text keeps every line before `actions` (blank in place of the rest), so that
    a reader naming a line names the file's line.
    """
    header_no, header, pos, rest = _split(enumerate(lines, 1))
    return header_no, header, pos, [(no, line) for no, line in rest if _words(line)]


def _split(numbered):
    """(header line number, header, position text, the iterator left at the first action)."""
    header_no = 0
    header = ""
    pos = []
    for no, line in numbered:
        words = _words(line)
        if words == ["expect"]:
            break
        if not header and words:
            header_no = no
            header = " ".join(words)
            # The engine is imported before the rest of the file is read: compiling it from
            # source needs large blocks, which a long game's text would leave too fragmented
            # under MicroPython at 192K.
            _engine(header_no, header)
            gc.collect()
        if words == ["actions"]:
            break
        pos.append(line)
    if not header:
        raise Unreadable("line 1: no header line (e.g. `tigris 1`)") from None
    return header_no, header, "\n".join(pos), _actions(numbered)


def _actions(numbered):
    for no, line in numbered:
        words = _words(line)
        if words == ["expect"]:
            return
        if words:
            yield no, line


def _engine(header_no, header):
    try:
        return games.by_header(header)
    except ValueError as e:
        raise Unreadable("line %d: %s" % (header_no, e)) from None
    except ImportError:
        raise Unreadable("line %d: no engine for %r is installed" % (header_no, header)) from None


def _load(numbered):
    header_no, header, pos, acts = _split(numbered)
    package = _engine(header_no, header)
    try:
        game = package.from_text(pos)
    except ValueError as e:
        raise Unreadable(str(e)) from None  # from_text names the line ("line N: ...")
    return package, game, acts


def load_position(lines):
    """(game package, Game, [(line number, action line)]) or Unreadable."""
    package, game, acts = _load(enumerate(lines, 1))
    return package, game, list(acts)


def replay(path, out, err):
    """Replays FILE; writes the position to `out`, a message to `err`; returns the exit status."""
    try:
        data = _read(path)
        for _no, _text in _lines(data):
            pass  # a file with a line that is not UTF-8 is unreadable as a whole (exit 1)
        package, game, acts = _load(_lines(data))
        # A replay never takes an action back: keep the journal as small as the console's.
        game.set_undo_limit(2)
        for no, line in acts:
            try:
                action = game.action_from_text(line)
            except package.IllegalAction as e:
                return _refused(game, path, no, line, e, out, err)
            except ValueError as e:
                raise Unreadable("line %d: %s: %s" % (no, line.strip(), e)) from None
            try:
                game.apply(action)
            except package.IllegalAction as e:
                return _refused(game, path, no, line, e, out, err)
    except Unreadable as e:
        err.write("%s: %s\n" % (path, e))
        return 1
    out.write(game.to_text())
    return 0


def _refused(game, path, no, line, why, out, err):
    out.write(game.to_text())
    err.write("%s: line %d: %s: %s\n" % (path, no, line.strip(), why))
    return 2


def main(argv):
    if len(argv) != 1 or argv[0].startswith("-"):
        sys.stderr.write("usage: replay.py FILE\n")
        return 1
    return replay(argv[0], sys.stdout, sys.stderr)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
