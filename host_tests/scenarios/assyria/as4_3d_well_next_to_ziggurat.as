# AS-4.3d: no well next to a ziggurat: the corner a2 b1 b2 touches Blue's base on b1.
assyria 1
players blue yellow
reign 1 turn 1
phase expansion blue wells
expansion 4
row1 . . .
row2 . . .
player blue score 0 camels 0 offering 0 plow 1 huts 4 bases 3 centres 4 roofs 4
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
hex b1 B1
hex b2 b
hex b5 b
hex e6 Y1
wells 8
plows 0
deck grape1 salt2 barley1
discard
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
well a2 b1 b2
expect
exit 2
line phase expansion blue wells
line wells 8
