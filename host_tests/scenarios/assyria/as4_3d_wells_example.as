# AS-4.3d AS-4.3e: the rulebook's wells and prestige examples. Blue's huts a2, b1 (desert) and
# b2 (upper river) meet at a legal corner: Blue builds a well there (6 VP in reign 1). No other
# corner is left, so the wells step ends by itself. Prestige 11: b3 between the rivers 2, a2
# and b1 1 each, the river hut 0, the base 1, the well 6; income: one hut on a river, 3 camels.
assyria 1
players blue yellow
reign 1 turn 1
phase expansion blue wells
expansion 4
row1 . . .
row2 . . .
player blue score 0 camels 0 offering 0 plow 1 huts 6 bases 3 centres 4 roofs 4
player yellow score 0 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand blue
hand yellow date1
assur upper
assur middle
assur lower
hex a2 b
hex b1 b
hex b2 b
hex b3 b
hex e2 B1
hex e6 Y1
wells 8
plows 0
deck grape1 salt2 barley1
discard
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
well b1 b2 a2
expect
exit 0
line well a2 b1 b2
line wells 7
line player blue score 11 camels 3 offering 0 plow 1 huts 6 bases 3 centres 4 roofs 4
line phase expansion yellow huts 4
