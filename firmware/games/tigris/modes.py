"""The modes of Tigris's game flow (flow.py), read by its view (view.py)."""

from console.compat import const

HANDOVER = const(0)  # the hand-over page is up
IDLE = const(1)  # action phase, nothing chosen
LEADER_PICK = const(2)  # LEADER pressed, a colour key to come
TARGET = const(3)  # choosing a cell for a tile, leader, catastrophe, treasure, building, ...
CONFIRM = const(4)  # A/B on a pending action (pass, withdraw)
SWAP = const(5)  # the swap picker
COMMIT = const(6)  # the commit picker
LIST = const(7)  # a short list: war order, monument, ziggurat VP colour
