"""Action ints shared by every game: `kind << 12 | a << 8 | b`, small enough to stay unboxed."""

NO_CELL = 255  # the `b` of an action that names no cell ("off", "none")


def make_action(kind, a, b):
    return kind << 12 | a << 8 | b


def action_kind(x):
    return x >> 12


def action_arg(x):
    return (x >> 8) & 15


def action_cell(x):
    return x & 255
