# AS-4.4a: no ziggurat next to a well: the well on d6 e6 e7 touches d6.
assyria 1
players yellow red
reign 1 turn 1
phase actions yellow offered 0 bought 0
expansion 4
row1 . salt1 .
row2 . palm2 .
player yellow score 0 camels 10 offering 0 plow 1 huts 7 bases 3 centres 4 roofs 4
player red score 0 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand yellow
hand red
assur upper
assur middle
assur lower
hex b1 R1
hex d6 y
hex e2 Y1
hex e6 y
hex e7 y
well d6 e6 e7
wells 7
plows 0
deck grape1 salt2 barley1
discard
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
ziggurat d6
expect
exit 2
hex d6 y
line wells 7
