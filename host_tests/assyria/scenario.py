"""Assyria scenario files: replayed through the engine as the replay tool's contract says.

Plain Python for CPython and the MicroPython Unix port. A scenario is a position, a line
`actions`, action lines, then optionally a line `expect` and the expected result in the three
kinds of line of ../shared/spec/notation-assyria.md (`exit N`, `line TEXT`, `hex COORD TOKEN`).
"""


def split(text):
    """(text up to `actions`, [(line number, action line)], [expect lines])."""
    lines = text.split("\n")
    pos_end = None
    actions = []
    expect = []
    part = 0
    for i in range(len(lines)):
        raw = lines[i]
        k = raw.find("#")
        bare = (raw[:k] if k >= 0 else raw).strip()
        if part == 0:
            if bare == "actions":
                pos_end = i
                part = 1
        elif part == 1:
            if bare == "expect":
                part = 2
            elif bare:
                actions.append((i + 1, bare))
        elif bare:
            expect.append(bare)
    if pos_end is None:
        pos_end = len(lines)
    return "\n".join(lines[:pos_end]) + "\n", actions, expect


def replay(module, name, text):
    """(exit status, stdout, stderr) of replaying a scenario, as tools/replay.py does."""
    position, actions, _ = split(text)
    try:
        g = module.from_text(position)
    except ValueError as e:
        return 1, "", "%s: %s\n" % (name, e)
    for number, line in actions:
        try:
            g.apply(g.action_from_text(line))
        except ValueError as e:
            return 2, g.to_text(), "%s: line %d: %s: %s\n" % (name, number, line, e)
    return 0, g.to_text(), ""


def problems(expect, status, out):
    """The expect lines that the replay's result does not meet, as messages."""
    bad = []
    lines = out.split("\n")
    for e in expect:
        words = e.split()
        if words[0] == "exit":
            if status != int(words[1]):
                bad.append("%s: the exit status was %d" % (e, status))
        elif words[0] == "line":
            if e[5:] not in lines:
                bad.append("%s: no such line" % e)
        elif words[0] == "hex" and len(words) == 3:
            if words[2] == ".":
                lead = "hex %s " % words[1]
                if [x for x in lines if x.startswith(lead)]:
                    bad.append("%s: the hex is not empty" % e)
            elif e not in lines:
                bad.append("%s: no such line" % e)
        else:
            bad.append("%s: not an expect line" % e)
    return bad
