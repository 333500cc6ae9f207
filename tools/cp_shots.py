"""Screenshots of the CircuitPython edition for the README (docs/screenshots/cp_*.png): the app
under Blinka's displayio, its frames read back from the panel memory (host_tests/circuitpython).

  python tools/cp_shots.py
"""

import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "host_tests", "circuitpython"))
sys.path.insert(0, os.path.join(ROOT, "host_tests", "firmware_app"))

import cprig  # noqa: E402
import keydriver  # noqa: E402

OUT = os.path.join(ROOT, "docs", "screenshots")


def shot(rig, name):
    path = os.path.join(OUT, "cp_%s.png" % name)
    rig.bus.image().save(path)
    print(os.path.relpath(path, ROOT))


def main():
    os.makedirs(OUT, exist_ok=True)
    folder = tempfile.mkdtemp()
    rig = cprig.Rig(folder, seed=3)
    shot(rig, "title")
    rig.press("a")
    rig.press("right")  # 3 players
    shot(rig, "setup")
    rig.press("up")
    rig.press("a")
    shot(rig, "handover")
    game = keydriver.game_from_save_dir(folder)
    driver = keydriver.KeyDriver(game, seed=5, swap_bias=0.1)
    while driver.actions < 40:
        driver.lines = []
        driver.step()
        rig.script(driver.lines)
    if rig.app.page.flow.mode == 0:  # a hand-over page: take the console
        rig.press("a")
        driver.ready = game.current_player()
    rig.press("red")  # aim a red tile: the legal targets light up
    shot(rig, "board")
    rig.hold("reveal")
    shot(rig, "reveal")
    rig.release("reveal")
    rig.press("b")
    rig.press("menu")
    shot(rig, "menu")
    rig.press("b")
    while not game.is_over():
        driver.lines = []
        driver.step()
        rig.script(driver.lines)
    shot(rig, "final")


if __name__ == "__main__":
    main()
