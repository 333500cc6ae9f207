# AS-4.2 AS-4.3a: Green takes the third column, so Red (column 1) plays first; Red has only 2
# huts left for an expansion card of 4, so Red places 2.
assyria 1
players red green
reign 1 turn 1
phase harvest green
expansion 4
row1 . grape1 salt1
row2 . palm2 date1
harvest red 1
player red score 0 camels 0 offering 0 plow 1 huts 2 bases 3 centres 4 roofs 4
player green score 0 camels 0 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand red barley1 wild
hand green
assur upper
assur middle
assur lower
hex a4 r
hex a5 r
hex a6 r
hex b4 r
hex b5 R1
hex b6 r
hex c4 r
hex c5 r
hex c6 r
hex e6 G1
wells 8
plows 0
deck grape1 salt2 barley1
discard
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
harvest 3
expect
exit 0
line players red green
line phase expansion red huts 2
line hand green salt1 date1
