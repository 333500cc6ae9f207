# AS-4.3d: several wells in one turn, one at a time, never two on one corner; `done` stops.
# A second well on a2 b1 b2 is refused after the first.
assyria 1
players blue yellow
reign 1 turn 1
phase expansion blue wells
expansion 4
row1 . . .
row2 . . .
player blue score 0 camels 0 offering 0 plow 1 huts 3 bases 3 centres 4 roofs 4
player yellow score 0 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand blue
hand yellow
assur upper
assur middle
assur lower
hex a1 b
hex a2 b
hex a5 b
hex a6 b
hex b1 b
hex b2 b
hex b5 b
hex e2 B1
hex e6 Y1
wells 8
plows 0
deck grape1 salt2 barley1
discard
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
well a1 a2 b1
well a2 b1 b2
well a2 b1 b2
expect
exit 2
line phase expansion blue wells
line well a1 a2 b1
line well a2 b1 b2
line wells 6
line player blue score 12 camels 0 offering 0 plow 1 huts 3 bases 3 centres 4 roofs 4
