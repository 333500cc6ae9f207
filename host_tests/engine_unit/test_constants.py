"""Private const() copies in engine modules must equal the shared values (tigris/, state.py)."""

import os
import re

from engine_core import tigris as consts
from engine_core.tigris import reasons, state

ENGINE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "engine_core")
COPY = re.compile(r"^_([A-Z][A-Z0-9_]*) = const\((\d+)\)$", re.M)


def test_private_copies_match_the_shared_constants():
    checked = 0
    tigris = os.path.join(ENGINE, "tigris")
    for name in sorted(os.listdir(tigris)):
        if not name.endswith(".py") or name == "state.py":
            continue
        with open(os.path.join(tigris, name)) as f:
            text = f.read()
        for const_name, value in COPY.findall(text):
            shared = getattr(consts, const_name, getattr(state, const_name, None))
            if shared is None:
                continue  # a constant of that module alone
            assert shared == int(value), "%s: _%s" % (name, const_name)
            checked += 1
    assert checked > 100


def test_register_offsets_do_not_overlap():
    regs = [(v, k) for k, v in vars(state).items() if k.startswith("R_")]
    regs.sort()
    widths = {"R_RNG": 4, "R_BLD": 4}
    for (v, k), (v2, k2) in zip(regs, regs[1:], strict=False):
        assert v + widths.get(k, 1) <= v2, (k, k2)
    assert regs[-1][0] + widths.get(regs[-1][1], 1) <= state.ST_SIZE


def test_every_refusal_code_has_its_words():
    codes = sorted(v for k, v in vars(state).items() if k.startswith("N_"))
    assert codes == list(range(1, len(reasons._TEXTS) + 1))
    for code in codes:
        for arg in range(4):  # a colour, a phase or a monument number
            words = reasons.text(code | arg << 8)
            assert words and "%" not in words, code
    assert reasons.text(state.N_PHASE | 8 << 8) == "now is the time for nothing: the game is over"
    assert reasons.text(state.N_NO_TILE | 1 << 8) == "no blue tile in hand (TE-5.4)"
