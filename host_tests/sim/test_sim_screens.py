"""The firmware's screens as the panel shows them, checked against the engine (TE-13 privacy).

Each run continues a saved game (made with the engine, saved with the firmware's save code) under
the simulator with the Pico's heap, on a key script; the checks read the decoded panel frames.
Two saves differ only in private facts (other players' hands, everyone's points, so the bag's
make-up): every frame drawn while REVEAL is not held must be identical between them.
"""

import re

import demo
import headless
import pytest
import saves
import screen_facts as sf

from engine_core.tigris import Game

PANEL_MIN_PIXELS = 320 * 40 // 2  # the private panel: a 40 px band across the screen
REVEAL_BIT = 1 << 6  # K_REVEAL, row 1 col 2 of the matrix


def private_variant(game):
    """The same game with different private facts: every other seat's hand rotated by colour
    (the bag takes up the difference, so the public tile count is unchanged) and every seat's
    points raised. The player to move keeps the same hand, so the same moves stay legal."""
    mover = game.dynasties[game.current_player()]
    names = ("archer", "bull", "pot", "lion")
    lines = []
    bag_delta = [0, 0, 0, 0]
    for line in game.to_text().splitlines():
        words = line.split()
        if words[:1] == ["hand"] and words[1] != names[mover]:
            counts = [int(w[1:]) for w in words[2:6]]
            rotated = counts[1:] + counts[:1]
            for c in range(4):
                bag_delta[c] += counts[c] - rotated[c]
            line = "hand %s r%d b%d g%d k%d" % (words[1], *rotated)
        elif words[:1] == ["score"]:
            points = [int(w[1:]) for w in words[2:6]]
            line = "score %s r%d b%d g%d k%d %s" % (
                words[1], points[0] + 2, points[1], points[2], points[3] + 1, words[6])
        lines.append(line)
    text = "\n".join(lines) + "\n"
    bag = re.search(r"^bag r(\d+) b(\d+) g(\d+) k(\d+)$", text, re.M)
    new_bag = [int(bag.group(i + 1)) + bag_delta[i] for i in range(4)]
    text = text.replace(bag.group(0), "bag r%d b%d g%d k%d" % tuple(new_bag))
    return Game.from_text(text)


def script_for(game):
    lines = [
        "wait 400",
        "press a            # Continue saved game",
        "wait 300",
        "shot handover",
        "press a            # the player to move takes the console",
        "wait 200",
        "shot board",
        "hold reveal 300",
        "shot revealed",
        "release reveal",
        "wait 300",
        "shot after_release",
    ]
    moves = demo.quiet_tile_moves(game)
    for colour, cell in moves:
        lines.append("press %s" % demo.COLOUR_KEYS[colour])
        lines += demo.cursor_to(cell)
        lines.append("press a")
    lines += ["wait 200", "press a            # the turn's end: pass the console on",
              "wait 300", "shot next_handover", "press a", "wait 200", "shot next_board"]
    return "\n".join(lines) + "\n", moves


def reveal_windows(script):
    """(pressed at, released at) of each REVEAL hold in the compiled timeline."""
    out = []
    start = None
    for t, mask in script.events:
        if mask & REVEAL_BIT and start is None:
            start = t
        elif not mask & REVEAL_BIT and start is not None:
            out.append((start, t))
            start = None
    return out


@pytest.fixture(scope="module")
def runs(sim_build, tmp_path_factory):
    base = demo.midgame()
    games = {"base": base, "variant": private_variant(base)}
    out = {}
    for name, game in games.items():
        folder = str(tmp_path_factory.mktemp("saves-" + name))
        saves.write_save(folder, game)
        text, moves = script_for(Game.from_text(game.to_text()))
        result = headless.run_script(text, save_dir=folder, build_dir=sim_build)
        assert result.returncode == 0, result.output
        out[name] = (game, moves, result)
    return out


def test_variant_differs_only_in_private_facts(runs):
    base, _, _ = runs["base"]
    variant, _, _ = runs["variant"]
    assert base.to_text() != variant.to_text()
    for seat in range(base.num_players):
        assert sum(base.hand(seat)) == sum(variant.hand(seat))
    assert base.bag_count() == variant.bag_count()
    assert bytes(base.board) == bytes(variant.board)


def test_board_matches_engine_position(runs):
    game, _, result = runs["base"]
    frame = result.shots["board"]
    assert frame is not None
    assert sf.board_mismatches(frame, game) == []


def test_moves_typed_on_keys_reach_the_engine(runs):
    """The save after the script equals the start position plus the same tile actions applied
    by the engine; the board then shown matches it cell by cell."""
    game, moves, result = runs["base"]
    assert len(moves) == 2
    want = Game.from_text(game.to_text())
    for colour, cell in moves:
        want.apply(1 << 12 | colour << 8 | cell)  # ACT_TILE (TE-5)
    got = saves.game_from_files(result.saves)
    assert got is not None
    assert got.to_text() == want.to_text()
    assert sf.board_mismatches(result.shots["next_board"], got) == []


def test_hand_panel_only_while_reveal_held(runs):
    """TE-13: the private panel is up while REVEAL is held and gone in the first frame drawn
    after the release, with the board beneath it back in place."""
    colours = sf.palette()
    game, _, result = runs["base"]
    (pressed, released), = reveal_windows(result.script)
    assert sf.count(result.shots["revealed"], colours["PANEL_BG"]) >= PANEL_MIN_PIXELS
    before = result.model.frame_at(released - 1)
    assert sf.count(before, colours["PANEL_BG"]) >= PANEL_MIN_PIXELS
    after = [f for f in result.frames if f.ticks >= released]
    assert after, "nothing was drawn after the release"
    first = after[0]
    assert first.ticks - released < 100
    assert sf.count(first, colours["PANEL_BG"]) == 0
    assert sf.board_mismatches(first, game) == []
    for frame in after:
        assert sf.count(frame, colours["PANEL_BG"]) == 0, frame.ticks
    for frame in result.frames:
        if frame.ticks < pressed:
            assert sf.count(frame, colours["PANEL_BG"]) == 0, frame.ticks


def test_no_private_information_without_reveal(runs):
    """TE-13: hand-over pages and the board without REVEAL look the same whatever the hands
    and points are; with REVEAL held they differ (so the comparison can see a difference)."""
    _, _, base = runs["base"]
    _, _, variant = runs["variant"]
    for name in ("handover", "board", "after_release", "next_handover", "next_board"):
        assert base.shots[name] is not None, name
        assert base.shots[name].memory == variant.shots[name].memory, name
    assert base.shots["revealed"].memory != variant.shots["revealed"].memory

    def public(result):
        windows = reveal_windows(result.script)
        return [(f.ticks, f.memory) for f in result.frames
                if not any(a <= f.ticks <= b for a, b in windows)]

    assert public(base) == public(variant)


def test_handover_pages_show_no_private_panel(runs):
    colours = sf.palette()
    for _, _, result in runs.values():
        for name in ("handover", "next_handover"):
            frame = result.shots[name]
            assert sf.count(frame, colours["PANEL_BG"]) == 0
            # A hand-over (firmware/console/LAYOUT.md) is a panel from the foot of the screen up
            # over the public board: its rows hold nothing of the board, and nothing of the
            # strip is left.
            bg = colours["HANDOVER_BG"]
            top = min(y for y in range(0, 240, 20) if frame.pixel565(2, y) == bg)
            assert top <= 160
            assert sf.count(frame, bg) > 320 * (240 - top) * 3 // 4
            below = [frame.pixel565(x, y) for x in range(0, 320, 4) for y in range(top, 240, 2)]
            assert colours["LAND"] not in below and colours["STRIP_BG"] not in below
        # The game's first hand-over, told nothing yet, is the lowest panel (y 160), the empty
        # board above it; the next one too leaves the board above it.
        first = result.shots["handover"]
        assert first.pixel565(2, 158) != colours["HANDOVER_BG"]
        assert first.pixel565(2, 162) == colours["HANDOVER_BG"]
        for name in ("handover", "next_handover"):
            assert sf.count(result.shots[name], colours["LAND"], (0, 0, 320, 100)) > 0, name


PEAK_BUDGET = 120 * 1024  # the 120 KB (firmware_app/test_app.py holds a whole game to less)


def test_run_stays_within_the_heap(runs):
    # Each F record is the live heap (the app collects before a frame); the runs ended cleanly
    # (the fixture checks the exit status), and the peak leaves the Pico room to spare.
    for _, _, result in runs.values():
        assert result.frames
        total = result.frames[0].heap_used + result.frames[0].heap_free
        assert 185 * 1024 < total <= 192 * 1024  # run at the simulator's 192 KB heap
        peak = max(frame.heap_used for frame in result.frames)
        print("peak heap in use: %d bytes" % peak)
        assert peak < PEAK_BUDGET
        assert "MemoryError" not in result.output

