"""Battery critical: the "charge me" screen, waited on until the battery rises (loaded then)."""

from console import colours as C
from console.app import unload
from console.common import clear


def charge_wait(app):
    """Critical battery: the game is saved; wait on the 'charge me' screen until it rises
    (console/app.py check_battery), then the screen comes back as it was."""
    from console.battery import CRITICAL

    charge(app.gfx)
    board = app.board
    board.end_frame()
    while app.battery.update(board.battery_mv()) == CRITICAL:
        board.watchdog.feed()
        board.sleep_ms(200)
        while board.take_key() >= 0:
            pass  # keys pressed on this screen mean nothing to the game
    app.held = 0
    app.screen.enter()
    unload(("console.charge",))  # back in the heap only for this wait


def charge(gfx):
    """Battery critical: the game was saved first."""
    clear(gfx, C.CHARGE_BG)
    gfx.text2(16, 80, "Charge me", C.TITLE_TEXT, C.CHARGE_BG)
    gfx.line(16, 120, "Battery critical: game saved.", C.TEXT, C.CHARGE_BG)
    gfx.line(16, 142, "Connect the charger (USB-C).", C.TEXT, C.CHARGE_BG)
