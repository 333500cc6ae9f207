"""Screenshots of the CircuitPython edition for the README (docs/screenshots/cp_*.png): the app
under Blinka's displayio, its frames read back from the panel memory (host_tests/circuitpython),
each game played by its host key driver from a fixed seed, so the pictures are the same on every
run and host_tests/circuitpython/test_cp_shots.py checks the committed ones are current.

  python tools/cp_shots.py [OUT_DIR]
"""

import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for folder in ("circuitpython", "firmware_app", "games_kings", "games_assyria"):
    sys.path.insert(0, os.path.join(ROOT, "host_tests", folder))

import assyriadriver  # noqa: E402
import cprig  # noqa: E402
import keydriver  # noqa: E402
import kingsdriver  # noqa: E402

OUT = os.path.join(ROOT, "docs", "screenshots")


def play(rig, driver, actions):
    """The driver's actions through the keys, up to `actions` in all, then the hand-over page
    (if up) taken, so the game screen shows."""
    while driver.actions < actions and not driver.game.is_over():
        driver.lines = []
        driver.step()
        rig.script(driver.lines)
    if rig.flow() is not None and rig.flow().mode == 0:
        rig.press("a")
        driver.ready = driver.game.current_player()


class Shots:
    def __init__(self, out):
        self.out = out
        self.names = []

    def __call__(self, rig, name):
        path = os.path.join(self.out, "cp_%s.png" % name)
        rig.bus.image().save(path)
        self.names.append(os.path.basename(path))


def tigris(shot):
    folder = tempfile.mkdtemp()
    rig = cprig.Rig(folder, seed=3)
    rig.press("a")  # New: Tigris & Euphrates
    rig.press("left")  # 2 players
    shot(rig, "setup")
    for _ in range(7):
        rig.press("down")
    rig.press("a")
    shot(rig, "handover")
    game = keydriver.game_from_save_dir(folder)
    driver = keydriver.KeyDriver(game, seed=5, swap_bias=0.1)
    play(rig, driver, 40)
    rig.press("red")  # aim a red tile: the legal targets light up
    shot(rig, "board")
    rig.hold("reveal")
    shot(rig, "reveal")
    rig.release("reveal")
    rig.press("b")
    rig.press("menu")
    shot(rig, "menu")
    rig.press("down")
    rig.press("down")
    rig.press("a")
    shot(rig, "log")
    rig.press("b")  # back to the menu, on "Game log"
    rig.press("down")
    rig.press("down")
    rig.press("a")  # Key test, with Tigris's key caps
    rig.hold("reveal")
    shot(rig, "keytest")
    rig.release("reveal")


def begin(drivers, player, seed, actions):
    """A new 3-player game of the driver module's game set up by the keys and played on:
    (rig, driver, save folder)."""
    folder = tempfile.mkdtemp()
    rig = cprig.Rig(folder, seed=seed)
    rig.script(drivers.setup_script(3))
    driver = player(drivers.game_from_save_dir(folder), seed=seed + 2)
    play(rig, driver, actions)
    return rig, driver, folder


def kings(shot):
    rig, driver, _ = begin(kingsdriver, kingsdriver.KingsDriver, 5, 45)
    shot(rig, "kings_table")
    rig.hold("reveal")
    rig.press("blue")  # a blue card aimed with the hand shown: where it may go
    shot(rig, "kings_reveal")
    rig.release("reveal")
    rig.press("b")
    play(rig, driver, 10 ** 6)
    shot(rig, "kings_final")


def assyria(shot):
    rig, driver, folder = begin(assyriadriver, assyriadriver.AssyriaDriver, 7, 75)
    shot(rig, "assyria_map")
    rig.press("pass")  # VIEW
    shot(rig, "assyria_rows")
    rig.press("pass")
    shot(rig, "assyria_assur")
    rig.press("pass")
    rig = cprig.Rig(folder, seed=1)  # a game of each on the shelf
    shot(rig, "shelf")


def main(out=OUT):
    os.makedirs(out, exist_ok=True)
    shot = Shots(out)
    tigris(shot)
    kings(shot)
    assyria(shot)
    return shot.names


if __name__ == "__main__":
    where = sys.argv[1] if len(sys.argv) > 1 else OUT
    for n in main(where):
        print(os.path.join(where, n))
