"""Boot stub: hold the safe-boot key at power-up for the REPL, otherwise run the game."""

import hal

if hal.setup().safe_boot_held():
    print("safe boot: key held at power-up, game not started; REPL is yours")
else:
    import app

    app.run()
