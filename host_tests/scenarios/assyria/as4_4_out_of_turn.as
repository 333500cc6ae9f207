# AS-4.4: actions are taken in turn order: Red's line while Yellow decides is refused.
assyria 1
players yellow red
reign 1 turn 1
phase actions yellow offered 0 bought 0
expansion 4
row1 . salt1 .
row2 . palm2 .
player yellow score 0 camels 5 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
player red score 0 camels 5 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
hand yellow
hand red
assur upper
assur middle
assur lower
hex b1 R1
hex e6 Y1
wells 8
plows 0
deck grape1 salt2 barley1
discard
expdeck 3 2 4 3 3 2 4 3
seed 2463534242
actions
red: offering 1
expect
exit 2
line phase actions yellow offered 0 bought 0
