"""The key test draws the box's face on the simulator: every key lights at the place layout.json
gives it (read back from the frames, measured against the display window's outline), and a key
moved in a copy of layout.json moves on the screen of a build made from that copy, as it moves
in the case's plan; in a game the keys carry the game's names."""

import copy
import json
import os

import gen_keypos  # tools/ (on the path through simrun); it puts hardware/case/ on the path
import pytest
import simrun
from panel_model import HEIGHT, WIDTH, rgb565

import build

KEY_ON = rgb565(0, 158, 115)  # firmware/console/colours.py
DIM = rgb565(140, 150, 170)
FACE_TOP, FACE_BOTTOM = 28, 219  # between the heading and the footer (tools/gen_keypos.py)
SHOTS = os.path.join(simrun.ROOT, "docs", "screenshots")
OPEN = ["wait 100", "press up", "press a", "shot idle"]  # the title's last row: Key test


def names():
    with open(os.path.join(simrun.ROOT, "hardware", "pinmap.json")) as f:
        return [n for row in json.load(f)["matrix"]["keys"] for n in row]


def each_key_held():
    script = list(OPEN)
    for name in names():
        script += ["hold %s 150" % name, "shot %s" % name, "release %s" % name]
    return script


def bbox(frame, colour, top=0, bottom=HEIGHT):
    """(x, y, w, h) around every pixel of `colour` between rows top and bottom, or None."""
    hi, lo = colour >> 8, colour & 0xFF
    mem = frame.memory
    xs, ys = [], []
    for y in range(top, bottom):
        row = y * WIDTH * 2
        for x in range(WIDTH):
            if mem[row + 2 * x] == hi and mem[row + 2 * x + 1] == lo:
                xs.append(x)
                ys.append(y)
    if not xs:
        return None
    return min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


def run(script, build_dir, tmp_path):
    out = simrun.run(script, str(tmp_path / "saves"), tree=build_dir)
    assert out.returncode == 0, out.output
    times = simrun.shot_times(script)
    return {name: out.frame_at(t) for name, t in times.items()}


def layout():
    with open(os.path.join(simrun.ROOT, "hardware", "layout.json")) as f:
        return json.load(f)


def window_mm(lay):
    import case_plan  # hardware/case/, on the path once gen_keypos is imported

    parts, pinmap = gen_keypos.load("parts.json"), gen_keypos.load("pinmap.json")
    win = case_plan.Plan(lay, parts, pinmap).window()
    (cx, cy), (w, h) = win["at"], win["size"]
    return cx - w / 2, cy - h / 2, w, h


@pytest.fixture(scope="module")
def today(tmp_path_factory):
    return run(each_key_held(), simrun.build_dir(), tmp_path_factory.mktemp("today"))


def test_each_key_lights_at_its_place_on_the_box(today):
    lay = layout()
    idle = today["idle"]
    assert bbox(idle, KEY_ON) is None, "nothing held, nothing lit"
    # The window's outline: mm -> px on the page, read from the frame itself.
    ox, oy, ow, oh = bbox(idle, DIM, FACE_TOP, FACE_BOTTOM)
    wx, wy, ww, wh = window_mm(lay)
    scale = ow / ww
    assert abs(oh / wh - scale) < 0.03, "the face keeps its proportions"
    cap = gen_keypos.load("parts.json")["key_switch"]["cap_diameter_mm"] * scale
    for name in names():
        lit = bbox(today[name], KEY_ON)
        assert lit is not None, name + " does not light"
        x, y, w, h = lit
        assert abs(w - cap) <= 1 and abs(h - cap) <= 1, (name, lit)
        kx, ky = lay["keys"][name]
        assert abs(x + w / 2 - (ox + (kx - wx) * scale)) <= 1.5, (name, lit)
        assert abs(y + h / 2 - (oy + (ky - wy) * scale)) <= 1.5, (name, lit)
        # Only that key: the lit square holds every KEY_ON pixel of the frame.
        inside = sum(1 for c in today[name].region565(x, y, w, h) if c == KEY_ON)
        assert inside > w * h // 2
        # The window names it (its caption differs from the idle one).
        assert today[name].region565(ox + 1, oy + 1, ow - 2, oh - 2) != \
            idle.region565(ox + 1, oy + 1, ow - 2, oh - 2)


def test_coloured_caps_show_their_colour_until_held(today):
    # layout.json's cap_colours: an idle key shows its cap's colour, so RED, BLUE and BLACK are
    # told apart on the page by colour as on the box; a held one lights like every other.
    lay = layout()
    idle = today["idle"]
    for name, hexa in lay["cap_colours"].items():
        colour = rgb565(*(int(hexa[k:k + 2], 16) for k in (1, 3, 5)))
        box = bbox(idle, colour, FACE_TOP, FACE_BOTTOM)
        assert box is not None, name
        lit = bbox(today[name], KEY_ON)
        assert lit[0] <= box[0] and box[0] + box[2] <= lit[0] + lit[2], (name, box, lit)
        assert colour not in today[name].region565(*lit), name  # held: lit all over


def test_a_key_moved_in_layout_json_moves_on_the_screen_and_in_the_case(today, tmp_path):
    lay = layout()
    moved = copy.deepcopy(lay)
    x_mm, y_mm = lay["keys"]["reveal"]
    moved["keys"]["reveal"] = [x_mm, y_mm - 9.0]  # up, inside the span of the other keys
    path = tmp_path / "layout.json"
    path.write_text(json.dumps(moved))
    build_dir = str(tmp_path / "build")
    build.compile_all(build_dir, build.HOST_ARCH, layout=str(path))
    script = OPEN + ["hold reveal 150", "shot reveal", "release reveal"]
    shots = run(script, build_dir, tmp_path)
    old, new = bbox(today["reveal"], KEY_ON), bbox(shots["reveal"], KEY_ON)
    ox, _, ow, _ = bbox(today["idle"], DIM, FACE_TOP, FACE_BOTTOM)
    scale = ow / window_mm(lay)[2]
    assert new[0] == old[0] and new[2:] == old[2:]
    assert abs((new[1] - old[1]) - (-9.0 * scale)) <= 1, (old, new)
    # Everything else on the page stayed: the frames differ only where the key was and is.
    before, after = today["idle"], shots["idle"]
    for y in range(HEIGHT):
        for x in range(WIDTH):
            if before.pixel565(x, y) != after.pixel565(x, y):
                assert any(r[0] <= x < r[0] + r[2] and r[1] <= y < r[1] + r[3]
                           for r in (old, new)), (x, y)
    assert before.region565(*old) != after.region565(*old)
    assert before.region565(*new) != after.region565(*new)
    # The case generator reads the same file: its key hole moved by the same 9 mm.
    import case_plan

    parts, pinmap = gen_keypos.load("parts.json"), gen_keypos.load("pinmap.json")
    holes = {h["what"]: h["at"] for h in case_plan.build(moved, parts, pinmap)["front_shell"]
             ["holes"]}
    assert holes["key reveal"] == [x_mm, y_mm - 9.0]


def test_in_a_game_the_keys_carry_the_games_names(today, save_dir, tmp_path):
    # Tigris from its save: Continue, take the console, MENU, "Key test" (the fifth item).
    script = ["wait 100", "press a", "press a", "press menu"] + ["press down"] * 4 + [
        "press a", "shot idle", "hold red 200", "shot red", "hold reveal 200", "shot both",
        "release red reveal", "hold b 2200", "release b", "shot back"]
    out = simrun.run(script, save_dir)
    assert out.returncode == 0, out.output
    shots = {name: out.frame_at(t) for name, t in simrun.shot_times(script).items()}
    # The same place as on the title's key test, but another name on the cap and in the window
    # (Tigris's RED where the shelf's neutral page says F1).
    lit = bbox(shots["red"], KEY_ON)
    assert lit == bbox(today["red"], KEY_ON)
    assert shots["red"].region565(*lit) != today["red"].region565(*lit)
    ox, oy, ow, oh = bbox(today["idle"], DIM, FACE_TOP, FACE_BOTTOM)
    window = (ox + 1, oy + 1, ow - 2, oh - 2)
    assert shots["red"].region565(*window) != today["red"].region565(*window)
    # Two keys held: both lit, one line each in the window.
    assert bbox(shots["both"], KEY_ON) != lit
    assert shots["both"].region565(*window) != shots["red"].region565(*window)
    # Back to the in-game menu after B held 2 s.
    assert bbox(shots["back"], KEY_ON) is None
    assert shots["back"].region565(0, 0, 320, 240) != shots["idle"].region565(0, 0, 320, 240)
    # The build guide's picture of the page (`UPDATE_SCREENSHOTS=1`, as the README's are made).
    folder = SHOTS if os.environ.get("UPDATE_SCREENSHOTS") == "1" else str(tmp_path)
    shots["both"].save_png(os.path.join(folder, "keytest.png"), scale=2)
