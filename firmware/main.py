"""Boot stub: hold the safe-boot key at power-up for the REPL, otherwise run the console."""

import hal

if hal.setup().safe_boot_held():
    print("safe boot: key held at power-up, game not started; REPL is yours")
else:
    from console import app

    app.run()
