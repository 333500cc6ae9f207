# AS-4.4a: no ziggurat on a river hex: the hut on f5 stands on the lower river.
assyria 1
players yellow red
reign 1 turn 1
phase actions yellow offered 0 bought 0
expansion 4
row1 . salt1 .
row2 . palm2 .
player yellow score 0 camels 10 offering 0 plow 1 huts 9 bases 3 centres 4 roofs 4
player red score 0 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand yellow
hand red
assur upper
assur middle
assur lower
hex b1 R1
hex e6 Y1
hex f5 y
wells 8
plows 0
deck grape1 salt2 barley1
discard
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
ziggurat f5
expect
exit 2
hex f5 y
line player yellow score 0 camels 10 offering 0 plow 1 huts 9 bases 3 centres 4 roofs 4
