# AS-4.3a (decided): when no legal hex is left, the remaining huts stay in the supply. Red's
# base on b1 is hemmed in by green huts but for a1: one hut goes there, and the step ends;
# Red has nothing to feed with, so the hut starves (AS-4.3c).
assyria 1
players red green
reign 1 turn 1
phase expansion red huts 4
expansion 4
row1 . . .
row2 . . .
player red score 0 camels 0 offering 0 plow 0 huts 10 bases 3 centres 4 roofs 4
player green score 0 camels 0 offering 0 plow 1 huts 6 bases 3 centres 4 roofs 4
hand red
hand green
assur upper
assur middle
assur lower
hex a2 g
hex b1 R1
hex b2 g
hex c1 g
hex c2 g
hex e6 G1
wells 8
plows 1
deck grape1 salt2 barley1
discard
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
hut a1
expect
exit 0
hex a1 .
line player red score 1 camels 0 offering 0 plow 0 huts 10 bases 3 centres 4 roofs 4
line plows 1
line phase expansion green huts 4
