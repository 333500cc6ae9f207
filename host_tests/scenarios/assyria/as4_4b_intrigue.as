# AS-4.4b: a hut from the supply on the highest free space of a dignitary (upper 4, middle 3,
# lower 2 camels); several in a turn; a dignitary whose spaces are all taken is refused.
assyria 1
players red green
reign 1 turn 1
phase actions red offered 0 bought 0
expansion 4
row1 . salt1 .
row2 . palm2 .
player red score 0 camels 10 offering 0 plow 1 huts 10 bases 3 centres 4 roofs 4
player green score 0 camels 0 offering 0 plow 1 huts 8 bases 3 centres 4 roofs 4
hand red
hand green
assur upper green green
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
intrigue upper
intrigue lower
intrigue upper
expect
exit 2
line assur upper green green red
line assur lower red
line player red score 0 camels 4 offering 0 plow 1 huts 8 bases 3 centres 4 roofs 4
