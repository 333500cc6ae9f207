# AS-4.3d: building a well is optional: `done` ends the step without one.
assyria 1
players blue yellow
reign 1 turn 1
phase expansion blue wells
expansion 4
row1 . . .
row2 . . .
player blue score 0 camels 0 offering 0 plow 1 huts 7 bases 3 centres 4 roofs 4
player yellow score 0 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand blue
hand yellow
assur upper
assur middle
assur lower
hex a1 b
hex a2 b
hex b1 b
hex e2 B1
hex e6 Y1
wells 8
plows 0
deck grape1 salt2 barley1
discard
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
done
expect
exit 0
line wells 8
line player blue score 4 camels 0 offering 0 plow 1 huts 7 bases 3 centres 4 roofs 4
line phase expansion yellow huts 4
