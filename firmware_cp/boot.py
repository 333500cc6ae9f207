"""Runs once at power-up, before USB: who may write the CIRCUITPY drive.

The flash has one writer at a time. By default the console writes it (its saves, /saves), and
the computer sees the drive read-only. Hold MENU while plugging in or resetting to leave the
drive writable by the computer instead (installing, updating); saves then fail with a message
on the status line and the game goes on. MENU is the box's safe-boot key (hardware/pinmap.json).
"""

import json

import board
import digitalio
import storage

with open("/pinmap.json") as f:
    matrix = json.load(f)["matrix"]
names = [k for row in matrix["keys"] for k in row]
key = names.index("menu")
# Read one key of the col2row matrix: drive its row low, read its column with a pull-up.
row = digitalio.DigitalInOut(getattr(board, "GP%d" % matrix["rows"][key // 4]))
row.switch_to_output(value=False)
col = digitalio.DigitalInOut(getattr(board, "GP%d" % matrix["cols"][key % 4]))
col.switch_to_input(pull=digitalio.Pull.UP)
menu_held = not col.value
row.deinit()
col.deinit()

if not menu_held:
    storage.remount("/", readonly=False)  # the console writes; the computer reads
