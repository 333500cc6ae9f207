"""Reading a game's log file (`<slot>.log` next to its save): loaded only to resume a game and
for the log page, then dropped.

The game's flow appends one line per told line, `seq owner text` (owner `-` for everyone, else
the seat that alone may see it, TE-13; `*` for everyone too, a line that stands in for private
ones, "Someone scored", left out once the game is over and every line shows), `seq U` when
action `seq` was undone: its lines are
skipped as if never written, and `seq H` when a player took the console at a hand-over (what
happened since then is what the next hand-over tells, also after a resume). The file only grows
during a game and starts empty with the next.
"""


_BLOCK = 256  # bytes read at a time


def path_of(store):
    """The log file of a save slot (console/savestore.py), next to its save."""
    folder = store.folder
    return folder + ("" if folder.endswith("/") else "/") + store.slot + ".log"


def _parse(data, start, end, text=True):
    """(seq, owner, text) of the file line data[start:end] (bytes, no newline); its text as
    bytes, and None without `text` (scan needs none: a slice a line less). Owner -1 for
    everyone (-4 a stand-in's line), -2 for an undo mark, -3 for a hand-over (its text the
    seat's digit, b"" in an old log); None for a line cut short by a power cut. Text is
    decoded only where it is shown: a str made from bytes costs a search of every name the
    interpreter has interned (~800 in a game)."""
    sp = data.find(b" ", start, end)
    if sp <= start or end < sp + 2:
        return None
    try:
        seq = int(data[start:sp])
    except ValueError:
        return None
    o = data[sp + 1]
    if o == 85:  # U
        return seq, -2, b""
    if o == 72:  # H
        if not text:
            return seq, -3, None
        seat = data[sp + 3:end]  # the seat that took the console (b"" in an old log)
        return seq, -3, seat if len(seat) == 1 and 48 <= seat[0] <= 51 else b""
    if o == 45:  # -
        owner = -1
    elif o == 42:  # *
        owner = -4
    elif 48 <= o <= 51:  # 0-3
        owner = o - 48
    else:
        return None
    return seq, owner, data[sp + 3:end] if text else None


def _records(f):
    """(offset from where f stood, data, start, end) of each whole line of the open file f,
    the line being data[start:end] without its newline (see _parse); a last line cut short by
    a power cut is not part of the log. Read a block at a time: a file's readline reads a byte
    a call."""
    block = bytearray(_BLOCK)
    at = 0  # where `rest` starts
    rest = b""
    while True:
        n = f.readinto(block)
        if not n:
            return  # what is left has no newline: the end, or a cut line
        data = rest + block[:n] if rest else bytes(block[:n])
        start = 0
        eol = data.find(b"\n")
        while eol >= 0:
            yield at + start, data, start, eol
            start = eol + 1
            eol = data.find(b"\n", start)
        at += start
        rest = data[start:]


def _standing(f, base):
    """(lines, last) of the open file f from where it stands, offsets counted from `base`: see
    scan."""
    lines = []
    seqs = []
    last = 0
    for here, data, start, end in _records(f):
        p = _parse(data, start, end, False)
        if p is None:
            continue
        seq, owner = p[0], p[1]
        if seq > last:
            last = seq
        if owner == -3:
            continue  # a hand-over: no line of the log
        if owner == -2:
            # The undone action's lines are the newest ones: they go.
            while seqs and seqs[-1] == seq:
                seqs.pop()
                lines.pop()
            continue
        lines.append((base + here) << 3 | (5 if owner == -4 else 4 if owner < 0 else owner))
        seqs.append(seq)
    return lines, last


def scan(path):
    """Every standing line of the file, undone actions' lines taken out: (lines, last) where
    each line is `offset << 3 | owner` (owner 0-3 a seat, 4 everyone, 5 a stand-in's line for
    everyone) and `last` is the highest action number written. Reads a block at a time: a
    whole game's file never sits in the heap."""
    try:
        f = open(path, "rb")
    except OSError:
        return [], 0
    with f:
        return _standing(f, 0)


def _seek_tail(f, tail):
    """f at the first whole line of its last `tail` bytes; where that is (0: the whole file)."""
    size = f.seek(0, 2)
    f.seek(size - tail if size > tail else 0)
    if size > tail:
        f.readline()  # the line the window's edge cut
    return f.tell()


def newest(path, tail):
    """(lines, whole) as scan's lines, of the file's last `tail` bytes only: a log page's
    newest lines at once, however long the game (a whole game's file is read on a later key
    or a quiet pass). `whole`: those bytes are the whole file. An action whose lines the
    window's edge cut and which was undone after it may show its first lines: the whole
    file's reading has them right."""
    try:
        f = open(path, "rb")
    except OSError:
        return [], True
    with f:
        base = _seek_tail(f, tail)
        return _standing(f, base)[0], base == 0


def visible(lines, seat):
    """The lines a seat may see (public ones and its own; seat -1: public only; 4, the game
    over: all, but the public lines that stood in for private ones now shown)."""
    if seat == 4:
        return [x for x in lines if x & 7 != 5]
    return [x for x in lines if x & 7 >= 4 or x & 7 == seat]


def read_lines(path, lines, first, count):
    """[(owner, text)] of `count` of `lines` from index `first` (owner -1 for everyone)."""
    out = []
    try:
        f = open(path, "rb")
    except OSError:
        return out
    block = bytearray(_BLOCK)
    at = n = 0  # the file's bytes at..at+n are in the block
    with f:
        for i in range(first, min(first + count, len(lines))):
            here = lines[i] >> 3
            start = here - at
            end = block.find(b"\n", start, n) if 0 <= start < n else -1
            if end < 0:
                # Not in the block read last (a page's lines mostly follow one another in
                # the file, so most come from the one read): a read from the line.
                f.seek(here)
                at, start = here, 0
                n = f.readinto(block) or 0
                end = block.find(b"\n", 0, n)
            raw = block
            if end < 0:  # a line longer than a block
                raw = bytes(block[:n]) + f.readline()[:-1]
                end = len(raw)
            p = _parse(raw, start, end)
            if p is not None:
                out.append((max(p[1], -1), p[2].decode()))  # a stand-in's line is everyone's
    return out


def _since(path, keep, seat, missed, tail):
    """(the newest `keep` public lines told since `seat` last held the console, those since
    the last hand-over of any seat), as bytes, undone ones left out: what a resumed game's
    first hand-over tells (told_again). A seat's hold ends at the next seat's mark (`seq H s`);
    none while it holds it. No more than `keep` lines are held while reading: a game with
    bots, whose log has no hand-over, would else list a whole window's lines in the boot's
    heap. So the window is read twice: first for the actions taken back (`seq U`; an action's
    number is never used again), then for the lines, those actions' skipped. `missed`, a byte
    per seat, gets each seat's count of lines since it last held the console, in the second
    reading. Only the file's last `tail` bytes are read, a block at a time (a whole game's log
    is read only for the log page): a round's lines fit in them (a round of four with wars:
    about 1.2 KB), and a seat not seen holding the console in them is told all they hold."""
    mine = b"%d" % seat
    holding = False
    out = []  # the newest `keep` lines
    latest = []  # the same since the last mark, whoever took the console
    held = -1  # the seat holding the console, by the last mark read
    told = []  # (seq, lines) of the holder's actions since its mark: what an undo takes back
    try:
        f = open(path, "rb")
    except OSError:
        return out, latest
    with f:
        start = _seek_tail(f, tail)
        undone = []
        for _offset, data, first, end in _records(f):
            p = _parse(data, first, end, False)
            if p is not None and p[1] == -2:
                undone.append(p[0])
        f.seek(start)
        for _offset, data, first, end in _records(f):  # offsets from the window's start
            p = _parse(data, first, end)
            if p is None:
                continue
            seq, owner, text = p
            if owner == -3:
                latest = []
                if text == mine:
                    holding = True
                    out = []
                elif holding or seat < 0 or not text:
                    holding = False
                    out = []
                if missed is not None:
                    held = int(text) if text else -1
                    told = []
                    if held < 0:  # an old log's mark names no seat: all start again
                        for s in range(len(missed)):
                            missed[s] = 0
                    else:
                        missed[held] = 0
            elif owner == -2:
                if told and told[-1][0] == seq:  # only the holder undoes, its own actions
                    n = told.pop()[1]
                    for s in range(len(missed)):
                        if s != held:
                            missed[s] -= min(n, missed[s])
            elif owner == -1 or owner == -4:
                if seq not in undone:
                    latest.append(text)
                    if len(latest) > keep:
                        latest.pop(0)
                    if not holding:
                        out.append(text)
                        if len(out) > keep:
                            out.pop(0)
                if missed is not None:
                    for s in range(len(missed)):
                        if s != held and missed[s] < 255:
                            missed[s] += 1
                    if told and told[-1][0] == seq:
                        told[-1][1] += 1
                    else:
                        told.append([seq, 1])
    return out, latest


def told_again(path, keep, seat, seats):
    """(lines, [held, missed]) a resumed game's first hand-over goes on from: the newest `keep`
    public lines `seat` had not seen (held False), or, if it held the console at the save,
    those told since it took it (held True); `missed`, per seat of `seats`, its count of lines
    told since it last held the console."""
    missed = bytearray(seats)
    told, latest = _since(path, keep, seat, missed, 2048)
    held = not told
    told = [text.decode() for text in (latest if held else told)]
    return told, [held, list(missed)]  # a list: it goes through the title's hand-off (JSON)
