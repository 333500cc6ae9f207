# AS-4.4c: the offering marker never goes past space 7.
assyria 1
players red green
reign 1 turn 1
phase actions red offered 0 bought 0
expansion 4
row1 . salt1 .
row2 . palm2 .
player red score 0 camels 10 offering 5 plow 1 huts 10 bases 3 centres 4 roofs 4
player green score 0 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand red
hand green
assur upper
assur middle
assur lower
hex b1 R1
hex e6 G1
wells 8
plows 0
deck grape1 salt2 barley1
discard
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
offering 3
expect
exit 2
line player red score 0 camels 10 offering 5 plow 1 huts 10 bases 3 centres 4 roofs 4
