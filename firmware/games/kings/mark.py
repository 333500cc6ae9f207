"""Contest of Kings's hand-over symbol for Continue's page, drawn before the engine is loaded."""

# engine_core/kings DYNASTY_INITIALS (a test compares them). The page lets this module go once
# drawn (console/resumepage.py): the game's view draws its own mark, the same (view.py).
INITIALS = "ABPL"


def dynasty_mark(fb, which, x, y, ink):
    """A dynasty's initial in a 12x12 box, as view.py dynasty_mark."""
    fb.rect(x, y, 12, 12, ink)
    fb.text(INITIALS[which], x + 2, y + 2, ink)
