"""The registry of games: name, package and the header line of their notation (`<name> 1`)."""

GAMES = (
    ("tigris", "engine_core.tigris"),
    ("kings", "engine_core.kings"),
    ("assyria", "engine_core.assyria"),
)


def load(name):
    """The game package registered as `name`; ImportError if it is unknown or not installed."""
    for known, module_name in GAMES:
        if known == name:
            return __import__(module_name, None, None, ("HEADER",))
    raise ImportError("no game called %r" % name)


def by_header(line):
    """The game package whose notation starts with `line` (e.g. "tigris 1"); ValueError if none.

    ImportError if the game is registered but its package is not installed.
    """
    words = line.split()
    if len(words) == 2:
        for known, _ in GAMES:
            if known == words[0]:
                game = load(known)
                if game.HEADER == line.strip():
                    return game
                raise ValueError("%s: version %s of this notation is not known" % (known, words[1]))
    raise ValueError("not a game's header line: %r" % line.strip()[:40])


def available():
    """The registered games whose packages import here, as (name, package) pairs."""
    out = []
    for name, _ in GAMES:
        try:
            out.append((name, load(name)))
        except ImportError:
            pass
    return out
