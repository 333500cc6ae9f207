# AS-4.3d: never a well on a corner touching a hex between the rivers: b2 b3 c3 is no legal
# corner (b3 and c3 lie between the rivers), so the line is refused.
assyria 1
players blue yellow
reign 1 turn 1
phase expansion blue wells
expansion 4
row1 . . .
row2 . . .
player blue score 0 camels 0 offering 0 plow 1 huts 5 bases 3 centres 4 roofs 4
player yellow score 0 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand blue
hand yellow
assur upper
assur middle
assur lower
hex a2 b
hex b1 b
hex b2 b
hex b3 b
hex c3 b
hex e2 B1
hex e6 Y1
wells 8
plows 0
deck grape1 salt2 barley1
discard
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
well b2 b3 c3
expect
exit 2
line phase expansion blue wells
line wells 8
