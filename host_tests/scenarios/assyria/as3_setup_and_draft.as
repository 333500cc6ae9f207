# AS-3 AS-4.2: starting spaces in turn order, then the opening draft: Blue (last) draws three
# cards and keeps barley3, Green keeps salt3 of the two left, the last card (salt1) goes to Red
# by itself. Harvest: columns 4, 1, 2; the new turn order is Green, Blue, Red.
assyria 1
players red green blue
reign 1 turn 1
phase setup red start
expansion 4
row1 grape1 date1 barley1 palm2
row2 date1 date1 grape2 wild
player red score 0 camels 0 offering 0 plow 1 huts 10 bases 4 centres 4 roofs 4
player green score 0 camels 0 offering 0 plow 1 huts 10 bases 4 centres 4 roofs 4
player blue score 0 camels 0 offering 0 plow 1 huts 10 bases 4 centres 4 roofs 4
hand red
hand green
hand blue
assur upper
assur middle
assur lower
wells 12
plows 0
deck salt3 barley3 salt1 grape2 salt1 barley1
discard
expdeck 2 4 3 4 3 2 3 3
seed 1029517898
actions
start b5
start e2
blue: start g6
draft barley3
green: draft salt3
harvest 4
harvest 1
harvest 2
expect
exit 0
line players green blue red
line phase expansion green huts 4
hex b5 R1
hex e2 G1
hex g6 B1
line hand red palm2 salt1 wild
line hand green grape1 salt3 date1
line hand blue barley3 date1 date1
line row1 . . barley1 .
line row2 . . grape2 .
line deck grape2 salt1 barley1
