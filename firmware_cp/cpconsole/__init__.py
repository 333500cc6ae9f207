"""The console's CircuitPython front end: displayio drawing, keypad input, the page loop."""
