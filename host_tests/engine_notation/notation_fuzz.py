"""Mutated scenario files for the notation fuzz: deterministic damage to real `.te` files.

Lines deleted, doubled or swapped, words replaced by words of the notation (and by hostile ones:
huge numbers, other scripts' digits, no-break spaces, CR), pending-block lines inserted, bytes
inserted, files cut short. The same seed gives the same files on every machine.
"""

import os

import pending_checks

WORDS = [
    b"0",
    b"1",
    b"2",
    b"6",
    b"7",
    b"63",
    b"64",
    b"255",
    b"256",
    b"65535",
    b"65536",
    b"4294967295",
    b"4294967296",
    b"9" * 40,
    b"9" * 4400,
    b"-1",
    b"00",
    b"x",
    b"-",
    b"~",
    b".",
    b"r",
    b"b",
    b"g",
    b"k",
    b"r*",
    b"-*",
    b"z",
    b"k+",
    b"Ak",
    b"Lg",
    b"Pr",
    b"Bb",
    b"archer",
    b"bull",
    b"pot",
    b"lion",
    b"zebra",
    b"tile",
    b"leader",
    b"commit",
    b"war",
    b"pass",
    b"swap",
    b"treasure",
    b"monument",
    b"none",
    b"off",
    b"rk",
    b"gb",
    b"f3",
    b"g5",
    b"a0",
    b"q1",
    b"p11",
    b"a12",
    b"doing",
    b"ask",
    b"conflict",
    b"revolt",
    b"refill",
    b"bagout",
    b"unification",
    b"over",
    b"final",
    b"grid",
    b"end",
    b"actions",
    b"expect",
    b"#",
    b":",
    b"\t",
    "\u0661".encode(),
    "\uff12".encode(),
    "\u00a0".encode(),
    b"\r",
    b"\xff",
    b"\x00",
]
LINES = [
    b"doing tile g5",
    b"doing leader r h5",
    b"doing leader g off",
    b"doing catastrophe f3",
    b"doing end",
    b"unification g5",
    b"conflict war k lion archer",
    b"conflict revolt r archer bull",
    b"commit archer 2",
    b"ask archer commit",
    b"ask bull treasure",
    b"ask archer war",
    b"ask archer monument",
    b"ask archer zigguratvp",
    b"refill bull",
    b"refill bull pot",
    b"bagout",
    b"over",
    b"variants english buildings ziggurat",
    b"monument rk f5",
]


def Rng(seed):  # noqa: N802  (the checks' one generator, on a stream of its own)
    return pending_checks.Rng(seed, 13)


def scenario_files(directory):
    return sorted(os.path.join(directory, n) for n in os.listdir(directory) if n.endswith(".te"))


def mutate(data, rng):
    """One to three kinds of damage to the bytes of a scenario file."""
    for _ in range(1 + rng.below(3)):
        lines = data.split(b"\n")
        i = rng.below(len(lines))
        how = rng.below(9)
        if how == 0:
            del lines[i]
        elif how == 1:
            lines.insert(i, lines[i])
        elif how == 2 and i + 1 < len(lines):
            lines[i], lines[i + 1] = lines[i + 1], lines[i]
        elif how in (3, 4, 5):
            words = lines[i].split(b" ")
            words[rng.below(len(words))] = WORDS[rng.below(len(WORDS))]
            lines[i] = b" ".join(words)
        elif how == 6:
            turn = [k for k in range(len(lines)) if lines[k].startswith(b"turn ")]
            at = turn[0] + 1 if turn and rng.below(2) else i
            lines.insert(at, LINES[rng.below(len(LINES))])
        elif how == 7:
            line = bytearray(lines[i])
            digits = [k for k in range(len(line)) if 48 <= line[k] <= 57]
            if digits:
                line[digits[rng.below(len(digits))]] = 48 + rng.below(10)
            lines[i] = bytes(line)
        else:
            k = rng.below(len(data) + 1)
            if rng.below(2):
                return data[:k]
            return data[:k] + bytes([rng.below(256)]) + data[k:]
        data = b"\n".join(lines)
    return data


def corpus(directory, count, seed):
    """[(name, bytes)] of `count` mutated files, cycling through the scenarios."""
    rng = Rng(seed)
    files = scenario_files(directory)
    out = []
    for k in range(count):
        path = files[(k * 7 + seed) % len(files)]
        with open(path, "rb") as f:
            data = f.read()
        out.append(("%03d_%s" % (k, os.path.basename(path)), mutate(data, rng)))
    return out
